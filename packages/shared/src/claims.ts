import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { numberedPageSchema } from './page.ts';

/**
 * Insurance claims: the CMS-1500 (837P) data of a practice's invoice, sent to an insurer
 * organization, adjudicated by it line by line. REST paths (under /api/v1):
 * Practice side (staff, administrators, dietitians and medical professionals; a clinician only for
 * patients of their care team):
 * - GET  /claims                 list (ClaimListQuery) → ClaimPage
 * - GET  /claims/payers          → { items: Payer[] } (active insurer organizations)
 * - POST /claims                 a draft from a sent or paid invoice (ClaimCreateInput) → 201 Claim
 * - GET  /claims/{id}            → Claim (with its dated history)
 * - PUT  /claims/{id}            edit a draft or a rejected claim (ClaimUpdateInput) → Claim
 * - POST /claims/{id}/submit     → Claim (`submitted`; the 837P is generated and kept)
 * - POST /claims/{id}/appeal     { reason } → Claim (`appealed`, from denied or partially paid)
 * - GET  /claims/{id}/837p       the ANSI X12 837P (005010X222A1) file of the last submission
 * Insurer side (the insurer organization the claim is addressed to; any other: 404):
 * - GET  /insurer/claims, GET /insurer/claims/{id}, GET /insurer/claims/{id}/837p
 * - POST /insurer/claims/{id}/accept, POST /insurer/claims/{id}/reject { reason }
 * - POST /insurer/claims/{id}/adjudicate (AdjudicationInput) → Claim (paid, partially paid or denied)
 */

export const CLAIM_STATUSES = [
  'draft',
  'submitted',
  'accepted',
  'rejected',
  'paid',
  'partially_paid',
  'denied',
  'appealed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Who moves a claim from each status to which (the server refuses anything else: CLAIM_TRANSITION). */
export const CLAIM_TRANSITIONS: Record<
  'practice' | 'insurer',
  Partial<Record<ClaimStatus, readonly ClaimStatus[]>>
> = {
  practice: {
    draft: ['submitted'],
    rejected: ['submitted'],
    denied: ['appealed'],
    partially_paid: ['appealed'],
  },
  insurer: {
    submitted: ['accepted', 'rejected'],
    accepted: ['paid', 'partially_paid', 'denied'],
    appealed: ['paid', 'partially_paid', 'denied'],
  },
};

export function canMoveClaim(side: 'practice' | 'insurer', from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[side][from]?.includes(to) ?? false;
}

/** Statuses in the insurer's work queue (waiting for them). */
export const INSURER_TODO: readonly ClaimStatus[] = ['submitted', 'accepted', 'appealed'];
/** Statuses the practice may still edit. */
export const EDITABLE_CLAIM_STATUSES: readonly ClaimStatus[] = ['draft', 'rejected'];

/** CMS place-of-service codes offered (02 and 10: telehealth; 11: office; 12: home; 22: outpatient hospital). */
export const PLACES_OF_SERVICE = ['02', '10', '11', '12', '22'] as const;

/**
 * Claim adjustment reason codes (X12 CARC) offered for adjudication: patient responsibility
 * (1 deductible, 2 coinsurance, 3 co-payment) and the common denial or reduction reasons.
 */
export const CARC_CODES = [
  '1',
  '2',
  '3',
  '16',
  '18',
  '27',
  '29',
  '45',
  '50',
  '96',
  '97',
  '109',
  '119',
  '197',
  '204',
] as const;
export type CarcCode = (typeof CARC_CODES)[number];
export const PATIENT_RESPONSIBILITY_CODES = ['1', '2', '3'] as const;
export const ADJUSTMENT_GROUPS = ['CO', 'PR', 'OA', 'PI'] as const;

/** ICD-10-CM: a letter, two characters, then an optional dot and up to four more (`Z71.3`, `E11.65`). */
export const ICD10_PATTERN = /^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;
/** CPT (five digits, or four and a letter for category II/III) or HCPCS level II (a letter and four digits). */
export const PROCEDURE_PATTERN = /^([0-9]{4}[0-9A-Z]|[A-V][0-9]{4})$/;
export const MODIFIER_PATTERN = /^[0-9A-Z]{2}$/;

/**
 * Luhn check of a National Provider Identifier: ten digits whose last is the Luhn check digit of the
 * first nine prefixed with 80840 (the card issuer prefix the NPI standard assigns).
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  return luhnCheckDigit(`80840${npi.slice(0, 9)}`) === Number(npi[9]);
}

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const CLAIM_VALIDATION_MESSAGES = {
  npiInvalid: 'Enter a valid 10-digit NPI (its check digit does not match)',
  icd10Invalid: 'Enter an ICD-10-CM code such as Z71.3',
  procedureInvalid: 'Enter a CPT or HCPCS code such as 97802',
  modifierInvalid: 'A modifier is two letters or digits',
  diagnosisRequired: 'Add at least one diagnosis code',
  pointerInvalid: 'Point to one of the diagnosis codes',
  memberIdRequired: 'Enter the member ID',
  unitsInvalid: 'Enter between 1 and 999 units',
  allowedTooHigh: 'The allowed amount cannot be more than the charge',
  responsibilityTooHigh: 'The patient responsibility cannot be more than the allowed amount',
  stateInvalid: 'Enter the two-letter state code',
  postalCodeInvalid: 'Enter a 5 or 9 digit ZIP code',
} as const;

const isoDate = z.string({ error: 'dateInvalid' }).refine(isCalendarDay, { error: 'dateInvalid' });
const npi = z.string({ error: 'npiInvalid' }).trim().refine(isValidNpi, { error: 'npiInvalid' });
const name = (max = 60) =>
  z
    .string({ error: 'textTooLong' })
    .trim()
    .min(1, { error: 'textRequired' })
    .max(max, { error: 'textTooLong' });

export const claimLineInputSchema = z.object({
  serviceDate: isoDate,
  procedureCode: z
    .string({ error: 'procedureInvalid' })
    .trim()
    .toUpperCase()
    .regex(PROCEDURE_PATTERN, { error: 'procedureInvalid' }),
  modifiers: z
    .array(z.string().trim().toUpperCase().regex(MODIFIER_PATTERN, { error: 'modifierInvalid' }))
    .max(4, { error: 'tooManyItems' })
    .default([]),
  units: z
    .number({ error: 'unitsInvalid' })
    .int({ error: 'unitsInvalid' })
    .min(1, { error: 'unitsInvalid' })
    .max(999, { error: 'unitsInvalid' }),
  chargeMinor: z
    .number({ error: 'amountInvalid' })
    .int({ error: 'amountInvalid' })
    .positive({ error: 'amountInvalid' })
    .max(100_000_000, { error: 'amountInvalid' }),
  /** 1-based positions in the claim's diagnosis codes (CMS-1500 box 24E), at most four. */
  diagnosisPointers: z
    .array(z.number().int().min(1).max(12), { error: 'pointerInvalid' })
    .min(1, { error: 'pointerInvalid' })
    .max(4, { error: 'pointerInvalid' }),
  placeOfService: z.enum(PLACES_OF_SERVICE, { error: 'invalidOption' }).nullable().default(null),
  /** The invoice line it bills (informational). */
  invoiceLineId: z.string().uuid().nullable().default(null),
});
export type ClaimLineInput = z.input<typeof claimLineInputSchema>;

export const subscriberSchema = z.object({
  relationship: z.enum(['self', 'spouse', 'child', 'other'], { error: 'invalidOption' }).default('self'),
  firstName: name(),
  lastName: name(),
  dateOfBirth: isoDate,
  gender: z.enum(['F', 'M', 'U'], { error: 'invalidOption' }).default('U'),
});

export const claimAddressSchema = z.object({
  line1: name(55),
  city: name(30),
  state: z
    .string({ error: 'stateInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'stateInvalid' }),
  postalCode: z
    .string({ error: 'postalCodeInvalid' })
    .trim()
    .regex(/^\d{5}(\d{4})?$/, { error: 'postalCodeInvalid' }),
});
export type ClaimAddress = z.infer<typeof claimAddressSchema>;

const claimBodyShape = {
  payerOrganizationId: z.string().uuid({ error: 'invalidOption' }),
  memberId: z
    .string({ error: 'memberIdRequired' })
    .trim()
    .min(1, { error: 'memberIdRequired' })
    .max(80, { error: 'textTooLong' }),
  groupNumber: z.string().trim().max(50, { error: 'textTooLong' }).default(''),
  subscriber: subscriberSchema,
  /** The patient's (and, when self, the subscriber's) address: CMS-1500 boxes 5 and 7. */
  address: claimAddressSchema,
  diagnosisCodes: z
    .array(z.string().trim().toUpperCase().regex(ICD10_PATTERN, { error: 'icd10Invalid' }))
    .min(1, { error: 'diagnosisRequired' })
    .max(12, { error: 'tooManyItems' }),
  placeOfService: z.enum(PLACES_OF_SERVICE, { error: 'invalidOption' }),
  renderingProvider: z.object({ npi, firstName: name(35), lastName: name(60) }),
  priorAuthorization: z.string().trim().max(50, { error: 'textTooLong' }).default(''),
  lines: z.array(claimLineInputSchema).min(1, { error: 'linesRequired' }).max(50, { error: 'tooManyItems' }),
};
const pointersInRange = (v: { diagnosisCodes: string[]; lines: { diagnosisPointers: number[] }[] }) =>
  v.lines.every((l) => l.diagnosisPointers.every((p) => p <= v.diagnosisCodes.length));

export const claimCreateSchema = z
  .object({ invoiceId: z.string().uuid({ error: 'invalidOption' }), ...claimBodyShape })
  .refine(pointersInRange, { path: ['lines'], message: 'pointerInvalid' });
export type ClaimCreateInput = z.input<typeof claimCreateSchema>;

export const claimUpdateSchema = z
  .object({ ...claimBodyShape, version: z.number().int().min(1) })
  .refine(pointersInRange, { path: ['lines'], message: 'pointerInvalid' });
export type ClaimUpdateInput = z.input<typeof claimUpdateSchema>;

export const claimReasonSchema = z.object({
  reason: z
    .string({ error: 'reasonRequired' })
    .trim()
    .min(1, { error: 'reasonRequired' })
    .max(1000, { error: 'textTooLong' }),
});

export const adjudicationLineInputSchema = z.object({
  lineId: z.string().uuid(),
  allowedMinor: z
    .number({ error: 'amountInvalid' })
    .int({ error: 'amountInvalid' })
    .min(0, { error: 'amountInvalid' }),
  patientResponsibilityMinor: z
    .number({ error: 'amountInvalid' })
    .int({ error: 'amountInvalid' })
    .min(0, { error: 'amountInvalid' })
    .default(0),
  /** Why the patient owes it: 1 deductible, 2 coinsurance, 3 co-payment. */
  patientResponsibilityReason: z.enum(PATIENT_RESPONSIBILITY_CODES).default('2'),
  /** The CARC of what is not allowed (charge − allowed): 45 (fee schedule) unless another is given. */
  reasonCode: z.enum(CARC_CODES, { error: 'invalidOption' }).nullable().default(null),
});
export const adjudicationInputSchema = z.object({
  lines: z.array(adjudicationLineInputSchema).min(1).max(50),
  note: z.string().trim().max(1000, { error: 'textTooLong' }).default(''),
});
export type AdjudicationInput = z.input<typeof adjudicationInputSchema>;

export const claimAdjustmentSchema = z.object({
  group: z.enum(ADJUSTMENT_GROUPS),
  reasonCode: z.string(),
  amountMinor: z.number().int(),
});
export type ClaimAdjustment = z.infer<typeof claimAdjustmentSchema>;

export const claimLineSchema = z.object({
  id: z.string(),
  serviceDate: z.string(),
  procedureCode: z.string(),
  modifiers: z.array(z.string()),
  units: z.number().int(),
  chargeMinor: z.number().int(),
  diagnosisPointers: z.array(z.number().int()),
  placeOfService: z.string().nullable(),
  invoiceLineId: z.string().nullable(),
  /** The insurer's adjudication (null until adjudicated). */
  allowedMinor: z.number().int().nullable(),
  paidMinor: z.number().int().nullable(),
  patientResponsibilityMinor: z.number().int().nullable(),
  adjustments: z.array(claimAdjustmentSchema),
});
export type ClaimLine = z.infer<typeof claimLineSchema>;

export const claimEventSchema = z.object({
  from: z.enum(CLAIM_STATUSES).nullable(),
  to: z.enum(CLAIM_STATUSES),
  at: z.string(),
  by: z.string().nullable(),
  /** The organization side that made the change. */
  side: z.enum(['practice', 'insurer']),
  note: z.string().nullable(),
});

export const claimSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(CLAIM_STATUSES),
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  payer: z.object({ id: z.string(), name: z.string() }),
  practice: z.object({ id: z.string(), name: z.string() }),
  invoice: z.object({ id: z.string(), number: z.string() }),
  currency: z.string(),
  totalChargeMinor: z.number().int(),
  paidMinor: z.number().int().nullable(),
  patientResponsibilityMinor: z.number().int().nullable(),
  firstServiceDate: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimSchema = claimSummarySchema.extend({
  patient: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
  }),
  payer: z.object({ id: z.string(), name: z.string(), payerId: z.string() }),
  memberId: z.string(),
  groupNumber: z.string(),
  subscriber: subscriberSchema.required(),
  address: claimAddressSchema,
  diagnosisCodes: z.array(z.string()),
  placeOfService: z.string(),
  renderingProvider: z.object({ npi: z.string(), firstName: z.string(), lastName: z.string() }),
  billingProvider: z.object({ name: z.string(), npi: z.string(), taxId: z.string() }),
  priorAuthorization: z.string(),
  allowedMinor: z.number().int().nullable(),
  lines: z.array(claimLineSchema),
  events: z.array(claimEventSchema),
  adjudicatedAt: z.string().nullable(),
  /** The invoice's state after the outcome (the practice's view; null for the insurer). */
  invoiceBalance: z
    .object({ totalMinor: z.number().int(), balanceMinor: z.number().int(), status: z.string() })
    .nullable(),
  version: z.number().int(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimListQuerySchema = z.object({
  status: z.enum(['all', 'todo', ...CLAIM_STATUSES], { error: 'invalidOption' }).default('all'),
  patientId: z.string().max(100).optional(),
  invoiceId: z.string().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ClaimListQuery = z.input<typeof claimListQuerySchema>;

export const claimPageSchema = numberedPageSchema(claimSummarySchema);
export type ClaimPage = z.infer<typeof claimPageSchema>;

export const payerSchema = z.object({ id: z.string(), name: z.string(), payerId: z.string() });
export type Payer = z.infer<typeof payerSchema>;

/** Printed claim number (the 837P's patient control number): `CLM-000012`. */
export function claimNumberLabel(sequence: number): string {
  return `CLM-${String(sequence).padStart(6, '0')}`;
}
