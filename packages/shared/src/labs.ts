import { z } from 'zod';
import { numberedPageSchema } from './page.ts';
import type { Role } from './roles.ts';

/**
 * Lab orders and results (ADR 0031). Two sides of one order:
 * - the ordering practice (dietitians and medical professionals of the patient's care team) orders
 *   tests from the clinical package's catalogue, follows the order, reviews the results;
 * - the laboratory organization the order is addressed to receives it, enters results (by hand or as
 *   a CSV file) and attaches its report document.
 * Anyone else gets 404 for the order. The patient sees their results once a clinician reviewed them.
 *
 * REST (under /api/v1):
 * - GET  /lab-orders?status&patientId&q&page          → LabOrderPage (the practice's side)
 * - POST /lab-orders                                  → LabOrder (ordered)
 * - POST /lab-orders/outside                          → LabOrder (an outside result typed in, reviewed)
 * - GET  /lab-orders/laboratories                     → laboratories an order may be addressed to
 * - GET  /lab-orders/{id}, POST …/review, …/cancel, …/acknowledge, GET …/requisition.pdf,
 *   GET/PUT …/document
 * - GET  /patients/{id}/lab-results                   → LabTrendSeries[] (every current result)
 * - GET  /lab/orders?status&q&page                    → LabOrderPage (the laboratory's side)
 * - GET  /lab/orders/{id}, POST …/receive, …/start, …/results, …/cancel, GET/PUT …/document,
 *   GET …/requisition.pdf
 * - POST /lab/results/import (text/csv)               → LabImportReport; GET /lab/results/held
 * - GET  /me/lab-results                              → the patient's reviewed (or released) orders
 * - GET  /me/lab-results/report.pdf?lang              → their PDF report
 * - POST /lab/orders                                  → LabOrder (a walk-in / paper requisition, ADR 0037)
 * - GET/PUT /lab-orders/settings                      → LabSettings (automatic release after N days)
 * - GET/PUT /me/lab-preferences                       → LabPreferences (conventional or SI units)
 */

/** Who does what (the services check these again). */
export const LAB_ACCESS = {
  /** Order, follow, review: the clinicians of the patient's care team. */
  practice: ['dietitian', 'medical'],
  /** The laboratory's side. */
  laboratory: ['lab'],
} as const satisfies Record<string, readonly Role[]>;

export const LAB_ORDER_STATUSES = [
  'ordered',
  'received',
  'in_progress',
  'partial',
  'final',
  'reviewed',
  'cancelled',
] as const;
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number];

/** Statuses an order may be cancelled from (before any result). */
export const LAB_CANCELLABLE: readonly LabOrderStatus[] = ['ordered', 'received', 'in_progress'];
/** Statuses the lab may enter results in (an amendment supersedes the value it corrects). */
export const LAB_RESULTABLE: readonly LabOrderStatus[] = [
  'received',
  'in_progress',
  'partial',
  'final',
  'reviewed',
];
/** Finished orders: the lab's archive. */
export const LAB_FINISHED: readonly LabOrderStatus[] = ['final', 'reviewed', 'cancelled'];

export const LAB_PRIORITIES = ['routine', 'urgent'] as const;
export type LabPriority = (typeof LAB_PRIORITIES)[number];
export const LAB_FASTING = ['none', 'fast_8h', 'fast_12h'] as const;
export type LabFasting = (typeof LAB_FASTING)[number];
export const LAB_FLAGS = ['normal', 'low', 'high', 'critical_low', 'critical_high'] as const;
export type LabResultFlag = (typeof LAB_FLAGS)[number];

export const MAX_LAB_ORDER_CODES = 20;

/** The readable order number: LO-000123 (one series for the installation, so a lab can match by it). */
export function labOrderNumber(sequence: number): string {
  return `LO-${String(sequence).padStart(6, '0')}`;
}
/** The sequence in a readable number (or in the bare digits), null when it is not one. */
export function parseLabOrderNumber(text: string): number | null {
  const m = /^\s*(?:LO-?)?0*(\d{1,9})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}

const code = z
  .string()
  .trim()
  .regex(/^(\d{1,7}-\d|local:[a-z_]{1,30})$/, { error: 'invalidOption' });
const notes = z.string().trim().max(2000, { error: 'tooLong' });

export const labOrderCreateSchema = z.object({
  patientId: z.string().min(1, { error: 'required' }).max(100),
  laboratoryId: z.string().min(1, { error: 'required' }).max(100),
  codes: z
    .array(code)
    .min(1, { error: 'labTestsRequired' })
    .max(MAX_LAB_ORDER_CODES, { error: 'tooManyItems' })
    .transform((a) => [...new Set(a)]),
  priority: z.enum(LAB_PRIORITIES, { error: 'invalidOption' }).default('routine'),
  fasting: z.enum(LAB_FASTING, { error: 'invalidOption' }).default('none'),
  notes: notes.default(''),
});
export type LabOrderCreateInput = z.input<typeof labOrderCreateSchema>;

const num = z
  .number({ error: 'numberInvalid' })
  .min(-1_000_000, { error: 'valueOutOfRange' })
  .max(1_000_000, { error: 'valueOutOfRange' });

/** One analyte's result as the lab reports it; the lab's own reference range is preferred. */
const personName = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' });

/**
 * An order the laboratory registers itself (a walk-in, a paper requisition from an outside clinician):
 * for a patient the laboratory already reaches (its own walk-ins and the patients of its orders) or a
 * new patient registered with the laboratory. The ordering clinician is a name as written.
 */
export const labWalkInOrderSchema = z
  .object({
    patientId: z.string().min(1).max(100).optional(),
    newPatient: z
      .object({
        firstName: personName,
        lastName: personName,
        dateOfBirth: z.iso.date({ error: 'dateInvalid' }),
        sex: z.enum(['M', 'F'], { error: 'invalidOption' }),
      })
      .optional(),
    codes: z
      .array(code)
      .min(1, { error: 'labTestsRequired' })
      .max(MAX_LAB_ORDER_CODES, { error: 'tooManyItems' })
      .transform((a) => [...new Set(a)]),
    orderingClinician: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
    priority: z.enum(LAB_PRIORITIES, { error: 'invalidOption' }).default('routine'),
    fasting: z.enum(LAB_FASTING, { error: 'invalidOption' }).default('none'),
    notes: notes.default(''),
  })
  .refine((v) => !!v.patientId !== !!v.newPatient, { error: 'required', path: ['patientId'] });
export type LabWalkInOrderInput = z.input<typeof labWalkInOrderSchema>;

/** Days after which final results nobody reviewed are released to the patient (0 = never). */
export const DEFAULT_LAB_AUTO_RELEASE_DAYS = 7;
export const labSettingsSchema = z.object({
  autoReleaseDays: z
    .number({ error: 'numberInvalid' })
    .int({ error: 'numberInvalid' })
    .min(0, { error: 'valueOutOfRange' })
    .max(365, { error: 'valueOutOfRange' }),
});
export type LabSettings = z.infer<typeof labSettingsSchema>;

/** The unit system a viewer reads lab values in. */
export const LAB_UNIT_SYSTEMS = ['conventional', 'si'] as const;
export type LabUnitSystem = (typeof LAB_UNIT_SYSTEMS)[number];
export const labPreferencesSchema = z.object({
  unitSystem: z.enum(LAB_UNIT_SYSTEMS, { error: 'invalidOption' }),
});
export type LabPreferences = z.infer<typeof labPreferencesSchema>;

export const labResultEntrySchema = z.object({
  loinc: z
    .string()
    .trim()
    .regex(/^\d{1,7}-\d$/, { error: 'invalidOption' }),
  value: num,
  unit: z.string().trim().min(1, { error: 'unitInvalid' }).max(30, { error: 'unitInvalid' }),
  referenceLow: num.nullable().optional(),
  referenceHigh: num.nullable().optional(),
  comment: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});
export type LabResultEntry = z.infer<typeof labResultEntrySchema>;

export const labResultsInputSchema = z.object({
  results: z.array(labResultEntrySchema).min(1, { error: 'labResultsRequired' }).max(100),
});
export type LabResultsInput = z.infer<typeof labResultsInputSchema>;

/** An outside result (another lab's report): the values typed in from it; the PDF is PUT afterwards. */
export const labOutsideResultSchema = z.object({
  patientId: z.string().min(1, { error: 'required' }).max(100),
  laboratoryName: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  collectedOn: z.iso.date({ error: 'dateInvalid' }),
  results: z.array(labResultEntrySchema).min(1, { error: 'labResultsRequired' }).max(100),
  notes: notes.default(''),
});
export type LabOutsideResultInput = z.input<typeof labOutsideResultSchema>;

export const labReviewSchema = z.object({
  comment: z.string().trim().max(2000, { error: 'tooLong' }).default(''),
});
export const labCancelSchema = z.object({
  reason: z.string().trim().min(1, { error: 'required' }).max(500, { error: 'tooLong' }),
});

export const labResultItemSchema = z.object({
  id: z.string(),
  loinc: z.string(),
  /** The reference table's test name (the web may translate). */
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  referenceLow: z.number().nullable(),
  referenceHigh: z.number().nullable(),
  /** Where the range came from: the performing lab's or the reference table's. */
  rangeSource: z.enum(['performing-lab', 'reference-table']),
  flag: z.enum(LAB_FLAGS),
  comment: z.string(),
  /** `superseded`: corrected by a later value (kept visible). */
  status: z.enum(['current', 'superseded']),
  enteredAt: z.string(),
  /** Critical results stay highlighted until a clinician acknowledges them. */
  acknowledgedAt: z.string().nullable(),
});
export type LabResultItem = z.infer<typeof labResultItemSchema>;

export const labOrderEventSchema = z.object({
  status: z.enum(LAB_ORDER_STATUSES),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string(),
});

const party = z.object({ id: z.string(), name: z.string() });

export const labOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(LAB_ORDER_STATUSES),
  source: z.enum(['order', 'outside']),
  priority: z.enum(LAB_PRIORITIES),
  fasting: z.enum(LAB_FASTING),
  notes: z.string(),
  patient: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    sex: z.enum(['M', 'F']).nullable(),
  }),
  practice: party,
  laboratory: party.nullable(),
  /** An outside result's laboratory, as typed. */
  outsideLaboratory: z.string().nullable(),
  orderedBy: party.nullable(),
  /** A laboratory's own order: the ordering clinician as written on the requisition. */
  orderingClinician: z.string().nullable(),
  registeredByLab: z.boolean(),
  /** When final results were released to the patient without a review (the practice's setting). */
  releasedAt: z.string().nullable(),
  codes: z.array(z.object({ code: z.string(), name: z.string(), kind: z.enum(['test', 'panel']) })),
  /** The analytes ordered (LOINC) with their current and superseded results. */
  analytes: z.array(z.object({ loinc: z.string(), name: z.string(), unit: z.string() })),
  results: z.array(labResultItemSchema),
  events: z.array(labOrderEventSchema),
  reviewComment: z.string(),
  reviewedBy: party.nullable(),
  cancelReason: z.string(),
  document: z.object({ filename: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  orderedAt: z.string(),
  updatedAt: z.string(),
});
export type LabOrder = z.infer<typeof labOrderSchema>;

export const labOrderListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(LAB_ORDER_STATUSES),
  source: z.enum(['order', 'outside']),
  priority: z.enum(LAB_PRIORITIES),
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  practice: party,
  laboratory: party.nullable(),
  outsideLaboratory: z.string().nullable(),
  orderedBy: party.nullable(),
  orderingClinician: z.string().nullable(),
  codes: z.array(z.string()),
  /** Results out of range (current values). */
  abnormal: z.number(),
  /** Critical results not yet acknowledged. */
  criticalOpen: z.number(),
  orderedAt: z.string(),
  updatedAt: z.string(),
});
export type LabOrderListItem = z.infer<typeof labOrderListItemSchema>;
export const labOrderPageSchema = numberedPageSchema(labOrderListItemSchema);
export type LabOrderPage = z.infer<typeof labOrderPageSchema>;

export const labOrderListQuerySchema = z.object({
  /** `open`: not finished; `attention`: with an unacknowledged critical result or waiting for review. */
  status: z
    .enum(['all', 'open', 'attention', 'archive', ...LAB_ORDER_STATUSES], { error: 'invalidOption' })
    .default('all'),
  patientId: z.string().max(100).optional(),
  priority: z.enum(['all', ...LAB_PRIORITIES], { error: 'invalidOption' }).default('all'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type LabOrderListQuery = z.input<typeof labOrderListQuerySchema>;

/** One analyte's values over time (a trend chart). */
export const labTrendSeriesSchema = z.object({
  loinc: z.string(),
  name: z.string(),
  unit: z.string(),
  points: z.array(
    z.object({
      orderId: z.string(),
      at: z.string(),
      value: z.number(),
      unit: z.string(),
      flag: z.enum(LAB_FLAGS),
      referenceLow: z.number().nullable(),
      referenceHigh: z.number().nullable(),
    }),
  ),
});
export type LabTrendSeries = z.infer<typeof labTrendSeriesSchema>;

export const labImportReportSchema = z.object({
  /** Rows saved as results on their order. */
  saved: z.number(),
  /** Orders that got results. */
  orders: z.array(z.string()),
  /** Rows that matched no order of this laboratory (or no test of it): held, never dropped. */
  held: z.number(),
  /** Rows that could not be read at all (line and why). */
  errors: z.array(z.object({ line: z.number(), code: z.string() })),
});
export type LabImportReport = z.infer<typeof labImportReportSchema>;

export const labHeldResultSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  loinc: z.string(),
  value: z.string(),
  unit: z.string(),
  reason: z.enum(['unknown_order', 'unknown_test', 'not_resultable', 'invalid_value']),
  receivedAt: z.string(),
});
export type LabHeldResult = z.infer<typeof labHeldResultSchema>;

/** The CSV template's header (one row per analyte). */
export const LAB_CSV_HEADER = [
  'order_number',
  'loinc',
  'value',
  'unit',
  'reference_low',
  'reference_high',
  'comment',
] as const;
