import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { CURRENCIES } from './public-site.ts';
import { numberedPageSchema } from './page.ts';
import { brandContrast, WCAG_AA_CONTRAST } from './integrations.ts';

/**
 * Billing: a practice's invoices (and credit notes), their payments, session packages, and the
 * practice's billing details and branding. Money is integer minor units with its currency; totals are
 * computed by the server with the one rounding rule of `money.ts`. REST paths (under /api/v1):
 * - GET    /invoices                         list (InvoiceListQuery) → InvoicePage (with the totals outstanding and overdue)
 * - POST   /invoices                         create a draft (InvoiceCreateInput) → 201 Invoice ("Invoice created")
 * - GET    /invoices/summary                 → BillingSummary (the dashboards' billing panels)
 * - GET    /invoices/billable?patientId=     → Billable (services, unbilled appointments and consultations)
 * - GET    /invoices/{id}                    → Invoice
 * - PUT    /invoices/{id}                    save a draft (InvoiceUpdateInput) → Invoice ("Invoice updated")
 * - DELETE /invoices/{id}                    delete a draft → 204 ("Invoice deleted"); its number stays taken
 * - POST   /invoices/{id}/send               issue and e-mail it with its PDF → Invoice ("Invoice sent")
 * - POST   /invoices/{id}/payments           record a payment, full or partial (PaymentInput) → Invoice ("Invoice marked as paid")
 * - POST   /invoices/{id}/duplicate          a new draft with the same lines → 201 Invoice
 * - POST   /invoices/{id}/cancel             cancel (CancelInvoiceInput; `reissue`: a corrected draft) → Invoice
 * - POST   /invoices/{id}/credit-notes       a credit note against a sent invoice (CreditNoteInput) → 201 Invoice
 * - GET    /invoices/{id}/pdf                the PDF (`lang`, `download=1`)
 * - GET    /session-packages?patientId=&providerUserId= → { items: SessionPackage[] }
 * - POST   /patients/{id}/session-packages  a trainer sells their sessions to a client (SellPackageInput):
 *                                           an invoice with one package line, sent unless `send` is false → 201 SessionPackage
 * - GET    /me/invoices, /me/invoices/{id}, /me/invoices/{id}/pdf, /me/session-packages: the patient's own
 * - GET|PUT /organizations/{id}/billing-profile, PUT|DELETE /organizations/{id}/billing-profile/logo,
 *   GET /organizations/{id}/billing-profile/logo: the practice's billing details and branding
 */

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** Where a line comes from: a service of the practice, an appointment, a consultation, a session package, or typed. */
export const LINE_SOURCES = ['service', 'appointment', 'consultation', 'package', 'custom'] as const;
export type LineSource = (typeof LINE_SOURCES)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'check', 'insurance', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Statuses whose balance is still owed. */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['sent', 'overdue'];
/** Days from the issue date to the due date unless the practice says otherwise. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MAX_INVOICE_LINES = 100;
/** Largest unit price accepted: 10 million in major units. */
export const MAX_UNIT_PRICE_MINOR = 1_000_000_000;
export const MAX_LOGO_BYTES = 1024 * 1024;

/** Validation message keys (translated on the web under `validation.<key>`). */
export const BILLING_VALIDATION_MESSAGES = {
  linesRequired: 'Add at least one line',
  descriptionRequired: 'Describe the line',
  quantityInvalid: 'Enter a quantity above 0 with at most two decimals',
  priceInvalid: 'Enter a price of 0 or more',
  taxRateInvalid: 'Enter a tax rate between 0 and 100 %',
  dueBeforeIssue: 'The due date cannot be before the issue date',
  amountInvalid: 'Enter an amount above 0',
  amountTooLarge: 'The amount is more than the balance due',
  currencyMismatch: 'Every line must be in the invoice currency',
  sessionsInvalid: 'Enter between 1 and 100 sessions',
  colorInvalid: 'Enter a colour as #RRGGBB',
  reasonRequired: 'Give a reason',
} as const;

const isoDate = z.string({ error: 'dateInvalid' }).refine(isCalendarDay, { error: 'dateInvalid' });
const uuid = z.string().uuid({ error: 'invalidOption' });
const notes = z.string({ error: 'textTooLong' }).trim().max(2000, { error: 'textTooLong' });

export const invoiceLineInputSchema = z
  .object({
    source: z.enum(LINE_SOURCES, { error: 'invalidOption' }),
    /** The service, appointment or consultation billed (null for a typed line or a new package). */
    sourceId: uuid.nullable().default(null),
    description: z
      .string({ error: 'descriptionRequired' })
      .trim()
      .min(1, { error: 'descriptionRequired' })
      .max(300, { error: 'textTooLong' }),
    quantity: z
      .number({ error: 'quantityInvalid' })
      .positive({ error: 'quantityInvalid' })
      .max(9999, { error: 'quantityInvalid' })
      .refine((q) => Math.abs(Math.round(q * 100) - q * 100) < 1e-6, { error: 'quantityInvalid' }),
    unitPriceMinor: z
      .number({ error: 'priceInvalid' })
      .int({ error: 'priceInvalid' })
      .min(0, { error: 'priceInvalid' })
      .max(MAX_UNIT_PRICE_MINOR, { error: 'priceInvalid' }),
    /** Tax rate in basis points: 825 = 8.25 %. */
    taxRateBasisPoints: z
      .number({ error: 'taxRateInvalid' })
      .int({ error: 'taxRateInvalid' })
      .min(0, { error: 'taxRateInvalid' })
      .max(10_000, { error: 'taxRateInvalid' })
      .default(0),
    serviceDate: isoDate.nullable().default(null),
    /** A session package: how many sessions it holds, and the trainer they are with. */
    packageSessions: z
      .number({ error: 'sessionsInvalid' })
      .int({ error: 'sessionsInvalid' })
      .min(1, { error: 'sessionsInvalid' })
      .max(100, { error: 'sessionsInvalid' })
      .nullable()
      .default(null),
    packageProviderUserId: z.string().min(1).max(100).nullable().default(null),
  })
  .superRefine((line, ctx) => {
    if (line.source === 'package') {
      if (line.packageSessions === null)
        ctx.addIssue({ code: 'custom', path: ['packageSessions'], message: 'sessionsInvalid' });
      if (line.packageProviderUserId === null)
        ctx.addIssue({ code: 'custom', path: ['packageProviderUserId'], message: 'invalidOption' });
    } else if (line.source !== 'custom' && line.sourceId === null) {
      ctx.addIssue({ code: 'custom', path: ['sourceId'], message: 'invalidOption' });
    }
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const invoiceBodyShape = {
  issueDate: isoDate.optional(),
  dueDate: isoDate.optional(),
  currency: z.enum(CURRENCIES, { error: 'invalidOption' }).optional(),
  notes: notes.nullable().optional(),
  lines: z
    .array(invoiceLineInputSchema, { error: 'linesRequired' })
    .min(1, { error: 'linesRequired' })
    .max(MAX_INVOICE_LINES, { error: 'tooManyItems' }),
};
const datesInOrder = (v: { issueDate?: string | undefined; dueDate?: string | undefined }) =>
  !v.issueDate || !v.dueDate || v.dueDate >= v.issueDate;

export const invoiceCreateSchema = z
  .object({ patientId: uuid, ...invoiceBodyShape })
  .refine(datesInOrder, { path: ['dueDate'], message: 'dueBeforeIssue' });
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;

export const invoiceUpdateSchema = z
  .object({ ...invoiceBodyShape, version: z.number().int().min(1) })
  .refine(datesInOrder, { path: ['dueDate'], message: 'dueBeforeIssue' });
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateSchema>;

export const paymentInputSchema = z.object({
  amountMinor: z
    .number({ error: 'amountInvalid' })
    .int({ error: 'amountInvalid' })
    .positive({ error: 'amountInvalid' })
    .max(MAX_UNIT_PRICE_MINOR * 100, { error: 'amountInvalid' }),
  method: z.enum(PAYMENT_METHODS, { error: 'invalidOption' }),
  paidOn: isoDate,
  reference: z.string().trim().max(200, { error: 'textTooLong' }).nullable().optional(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

const reason = z
  .string({ error: 'reasonRequired' })
  .trim()
  .min(1, { error: 'reasonRequired' })
  .max(500, { error: 'textTooLong' });

export const cancelInvoiceSchema = z.object({
  reason,
  /** Also make a corrected draft with the same lines (cancel and reissue). */
  reissue: z.boolean().default(false),
});
export type CancelInvoiceInput = z.input<typeof cancelInvoiceSchema>;

export const creditNoteInputSchema = z.object({
  reason,
  /** Lines to credit, each with the quantity credited; absent: every line in full. */
  lines: z
    .array(z.object({ lineId: uuid, quantity: invoiceLineInputSchema.shape.quantity }))
    .min(1, { error: 'linesRequired' })
    .max(MAX_INVOICE_LINES)
    .optional(),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

export const duplicateInvoiceSchema = z.object({ patientId: uuid.optional() });

export const invoiceLineSchema = z.object({
  id: z.string(),
  source: z.enum(LINE_SOURCES),
  sourceId: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitPriceMinor: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  serviceDate: z.string().nullable(),
  packageSessions: z.number().int().nullable(),
  packageProviderUserId: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z.object({
  id: z.string(),
  /** `payment`: money received; `adjustment`: a contractual write-off from an insurer's adjudication. */
  kind: z.enum(['payment', 'adjustment']),
  amountMinor: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  paidOn: z.string(),
  reference: z.string().nullable(),
  claimId: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

const invoiceRefSchema = z.object({ id: z.string(), number: z.string() });
const personRefSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The printed number: `INV-000042` (credit notes `CN-000003`), sequential per practice. */
  number: z.string(),
  patient: personRefSchema,
  status: z.enum(INVOICE_STATUSES),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  totalMinor: z.number().int(),
  /** Paid so far (patient and insurer payments). */
  amountPaidMinor: z.number().int(),
  /** What is still owed: total − payments − insurance adjustments − credit notes (negative: a refund is due). */
  balanceMinor: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  patient: personRefSchema.extend({ email: z.string().nullable(), hasAccount: z.boolean() }),
  subtotalMinor: z.number().int(),
  taxMinor: z.number().int(),
  /** Insurance contractual adjustments (written off on an insurer's adjudication). */
  adjustedMinor: z.number().int(),
  /** Credit notes issued against this invoice (positive). */
  creditedMinor: z.number().int(),
  notes: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  creditNotes: z.array(
    invoiceRefSchema.extend({ totalMinor: z.number().int(), status: z.enum(INVOICE_STATUSES) }),
  ),
  /** A credit note: the invoice it credits. */
  credits: invoiceRefSchema.nullable(),
  /** A reissued invoice: the cancelled one it replaces; a cancelled one: its replacement. */
  reissueOf: invoiceRefSchema.nullable(),
  reissuedAs: invoiceRefSchema.nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** The practice as printed on the invoice. */
  practice: z.object({ name: z.string() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_LIST_STATUSES = ['all', 'outstanding', ...INVOICE_STATUSES] as const;
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_LIST_STATUSES, { error: 'invalidOption' }).default('all'),
  kind: z.enum(['all', ...INVOICE_KINDS]).default('all'),
  patientId: z.string().max(100).optional(),
  /** Issue dates from and to (inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: 'numberInvalid' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'numberInvalid' }).int().min(1).max(100).default(25),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** Money owed per currency, over the whole filtered list (not only the page). */
export const billingTotalsSchema = z.object({
  currency: z.string(),
  outstandingMinor: z.number().int(),
  outstandingCount: z.number().int(),
  overdueMinor: z.number().int(),
  overdueCount: z.number().int(),
});
export type BillingTotals = z.infer<typeof billingTotalsSchema>;

export const invoicePageSchema = numberedPageSchema(invoiceSummarySchema).extend({
  totals: z.array(billingTotalsSchema),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const billingSummarySchema = z.object({
  totals: z.array(billingTotalsSchema.extend({ paidThisMonthMinor: z.number().int() })),
  drafts: z.number().int(),
  recent: z.array(invoiceSummarySchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** What can go on a patient's invoice: the practice's services and what happened but is not billed. */
export const billableSchema = z.object({
  currency: z.string(),
  defaultTaxRateBasisPoints: z.number().int(),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceMinor: z.number().int(),
      currency: z.string(),
      durationMinutes: z.number().int(),
      provider: z.object({ userId: z.string(), name: z.string(), type: z.string() }),
    }),
  ),
  appointments: z.array(
    z.object({
      id: z.string(),
      startsAt: z.string(),
      status: z.string(),
      serviceName: z.string(),
      priceMinor: z.number().int(),
      currency: z.string(),
      providerName: z.string(),
    }),
  ),
  consultations: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      sessionType: z.string(),
      providerName: z.string(),
      /** The consulting professional's first service price, as a suggestion (null: none). */
      suggestedPriceMinor: z.number().int().nullable(),
    }),
  ),
  /** Fitness professionals of the practice (session packages are sold for one of them). */
  trainers: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type Billable = z.infer<typeof billableSchema>;

export const SESSION_PACKAGE_STATUSES = ['pending', 'active', 'used', 'cancelled'] as const;
export type SessionPackageStatus = (typeof SESSION_PACKAGE_STATUSES)[number];

export const sessionPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  patient: personRefSchema,
  provider: z.object({ userId: z.string(), name: z.string() }),
  sessions: z.number().int(),
  /** Completed (and no-show) sessions with the trainer that drew on this package. */
  used: z.number().int(),
  /** Upcoming sessions that will draw on it. */
  booked: z.number().int(),
  remaining: z.number().int(),
  /** Credits running low: an active package with at most PACKAGE_LOW_AT sessions left (see packageIsLow). */
  low: z.boolean(),
  /** `pending` while its invoice is a draft; `cancelled` with its invoice; `used` when none remain. */
  status: z.enum(SESSION_PACKAGE_STATUSES),
  invoice: invoiceRefSchema.extend({ status: z.enum(INVOICE_STATUSES) }),
  uses: z.array(z.object({ appointmentId: z.string(), startsAt: z.string(), status: z.string() })),
  createdAt: z.string(),
});
export type SessionPackage = z.infer<typeof sessionPackageSchema>;

/** A package with this many sessions left, or fewer, is flagged to the trainer and the client. */
export const PACKAGE_LOW_AT = 2;

/** Whether a package's credits are running low (the one rule the server and every screen use). */
export function packageIsLow(p: { status: SessionPackageStatus; remaining: number }): boolean {
  return p.status === 'active' && p.remaining <= PACKAGE_LOW_AT;
}

/**
 * A trainer sells a package of their own sessions to a client (`POST /patients/{id}/session-packages`):
 * billing's own invoice (one `package` line for the trainer), issued and e-mailed unless `send` is false.
 */
export const sellPackageSchema = z.object({
  name: z
    .string({ error: 'descriptionRequired' })
    .trim()
    .min(1, { error: 'descriptionRequired' })
    .max(300, { error: 'textTooLong' }),
  sessions: z
    .number({ error: 'sessionsInvalid' })
    .int({ error: 'sessionsInvalid' })
    .min(1, { error: 'sessionsInvalid' })
    .max(100, { error: 'sessionsInvalid' }),
  /** The package's price before tax, in minor units of the practice's currency. */
  priceMinor: z
    .number({ error: 'priceInvalid' })
    .int({ error: 'priceInvalid' })
    .min(0, { error: 'priceInvalid' })
    .max(MAX_UNIT_PRICE_MINOR, { error: 'priceInvalid' }),
  taxRateBasisPoints: z
    .number({ error: 'taxRateInvalid' })
    .int({ error: 'taxRateInvalid' })
    .min(0, { error: 'taxRateInvalid' })
    .max(10_000, { error: 'taxRateInvalid' })
    .default(0),
  send: z.boolean({ error: 'invalidOption' }).default(true),
  /** The trainer whose sessions these are: the caller when left out (a fitness professional selling their own). */
  providerUserId: z.string().min(1).max(100).optional(),
});
export type SellPackageInput = z.input<typeof sellPackageSchema>;

export const sessionPackageQuerySchema = z.object({
  patientId: z.string().max(100).optional(),
  providerUserId: z.string().max(100).optional(),
});

/** The patient's view of one of their invoices: the practice it is from. */
export const myInvoiceSchema = invoiceSchema.extend({ practice: z.object({ name: z.string() }) });

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const billingProfileInputSchema = z.object({
  legalName: z.string().trim().max(200, { error: 'textTooLong' }).default(''),
  addressLine1: z.string().trim().max(200, { error: 'textTooLong' }).default(''),
  addressLine2: z.string().trim().max(200, { error: 'textTooLong' }).default(''),
  city: z.string().trim().max(100, { error: 'textTooLong' }).default(''),
  region: z.string().trim().max(100, { error: 'textTooLong' }).default(''),
  postalCode: z.string().trim().max(20, { error: 'textTooLong' }).default(''),
  country: z.string().trim().max(100, { error: 'textTooLong' }).default(''),
  taxId: z.string().trim().max(50, { error: 'textTooLong' }).default(''),
  /** The practice's (billing provider's) National Provider Identifier, for insurance claims. */
  npi: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, { error: 'npiInvalid' })
    .default(''),
  phone: z.string().trim().max(40, { error: 'textTooLong' }).default(''),
  email: z.union([z.literal(''), z.string().trim().email({ error: 'emailInvalid' }).max(200)]).default(''),
  currency: z.enum(CURRENCIES, { error: 'invalidOption' }).default('USD'),
  defaultTaxRateBasisPoints: invoiceLineInputSchema.shape.taxRateBasisPoints,
  paymentTermsDays: z
    .number({ error: 'numberInvalid' })
    .int({ error: 'numberInvalid' })
    .min(0, { error: 'numberInvalid' })
    .max(365, { error: 'numberInvalid' })
    .default(DEFAULT_PAYMENT_TERMS_DAYS),
  invoiceNote: z.string().trim().max(1000, { error: 'textTooLong' }).default(''),
  /** Professional and Enterprise only (custom branding). */
  accentColor: z
    .string()
    .regex(HEX_COLOUR, { error: 'colorInvalid' })
    // WCAG AA against white (ADR 0049): the colour sits behind white text and is used as text on white
    .refine((v) => brandContrast(v) >= WCAG_AA_CONTRAST, { error: 'colorContrast' })
    .nullable()
    .default(null),
});
export type BillingProfileInput = z.input<typeof billingProfileInputSchema>;

export const billingProfileSchema = billingProfileInputSchema.required().extend({
  accentColor: z.string().nullable(),
  hasLogo: z.boolean(),
  /** The plan allows a logo and colours (Professional, Enterprise). */
  brandingAllowed: z.boolean(),
  /** The caller may change it (the owner, or an administrator of the practice). */
  canManage: z.boolean(),
  organizationName: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;

/** Printed invoice number: `INV-000042`, `CN-000003`. */
export function invoiceNumberLabel(kind: InvoiceKind, sequence: number): string {
  return `${kind === 'credit_note' ? 'CN' : 'INV'}-${String(sequence).padStart(6, '0')}`;
}
