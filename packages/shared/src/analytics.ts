import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { numberedPageSchema } from './page.ts';

/**
 * Practice analytics (docs/decisions/0040): figures computed from the records (appointments,
 * invoices and payments, measurements, lab results) for a period, compared with the period of the
 * same length just before it, and the list of records behind every figure. REST paths (under /api/v1):
 * - GET /analytics/practice?from&to&professionalId&serviceId  → PracticeFigures
 * - GET /analytics/outcomes?from&to&professionalId            → OutcomeFigures
 * - GET /analytics/list?figure&…same filters…&page&pageSize   → AnalyticsListPage (the drill-down)
 * - GET /analytics/options                                     → AnalyticsOptions (the filters' choices)
 * - GET /analytics/settings                                    → AnalyticsSettings
 * - PUT /analytics/settings                                    → AnalyticsSettings (owner or administrator)
 * Staff, administrators and the practice's owner see the whole practice; another professional sees
 * their own figures unless the practice shares them (`shareWithProfessionals`). Lists only ever show
 * patients the viewer may see.
 */

export const ANALYTICS_ERRORS = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  periodInvalid: 'The period must end on or after its start, and span at most five years',
  invalidOption: 'Choose one of the options',
} as const;

const isoDate = z.string({ error: 'dateInvalid' }).refine(isCalendarDay, { error: 'dateInvalid' });

/** The longest period one request may span (days). */
export const MAX_ANALYTICS_DAYS = 5 * 366;

const filterShape = {
  /** First and last day of the period (inclusive, UTC). Default: the last twelve whole months and this one. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** One professional's figures (a user id); only for viewers who see the practice. */
  professionalId: z.string().trim().max(100).optional(),
  /** One service of the practice (appointments of it, invoices billing it). */
  serviceId: z.string().trim().max(100).optional(),
  /**
   * A patient group (docs/decisions/0047): the patients with this condition on their record (a
   * medical condition's name as written, one of the options' `patientGroups`).
   */
  patientGroup: z.string().trim().max(200).optional(),
};

function periodCheck(q: { from?: string | undefined; to?: string | undefined }): boolean {
  if (!q.from || !q.to) return true;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  return days >= 0 && days <= MAX_ANALYTICS_DAYS;
}

export const analyticsQuerySchema = z
  .object(filterShape)
  .refine(periodCheck, { error: 'periodInvalid', path: ['to'] });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The adherence (%) at or above which a patient counts as keeping to their plan. */
export const ADHERENCE_ON_TRACK = 80;

export const OUTCOME_METRICS = ['weight', 'bmi', 'waist', 'bodyFat', 'hba1c', 'ldl'] as const;
export type OutcomeMetric = (typeof OUTCOME_METRICS)[number];

/** The figure whose records a drill-down lists. */
export const ANALYTICS_FIGURES = [
  'appointments.booked',
  'appointments.completed',
  'appointments.cancelled',
  'appointments.no-show',
  'patients.new',
  'patients.returning',
  'retention.3.retained',
  'retention.3.lost',
  'retention.6.retained',
  'retention.6.lost',
  'revenue.invoiced',
  'revenue.collected',
  'receivables',
  'hours',
  'outcomes',
  'goals.reached',
  'goals.not-reached',
  'adherence.on-track',
  'adherence.below',
] as const;
export type AnalyticsFigure = (typeof ANALYTICS_FIGURES)[number];

export const analyticsListQuerySchema = z
  .object({
    ...filterShape,
    figure: z.enum(ANALYTICS_FIGURES, { error: 'invalidOption' }),
    /** `revenue.*`: one month (YYYY-MM). */
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/, { error: 'dateInvalid' })
      .optional(),
    /** `receivables`: one ageing bucket. */
    bucket: z.enum(AGEING_BUCKETS, { error: 'invalidOption' }).optional(),
    /** `hours`: one hour of the day (the appointment's own time zone). */
    hour: z.coerce.number({ error: 'invalidOption' }).int().min(0).max(23).optional(),
    /** `outcomes`: one measure. */
    metric: z.enum(OUTCOME_METRICS, { error: 'invalidOption' }).optional(),
    page: z.coerce.number({ error: 'invalidOption' }).int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number({ error: 'invalidOption' }).int().min(1).max(100).default(25),
  })
  .refine(periodCheck, { error: 'periodInvalid', path: ['to'] });
export type AnalyticsListQuery = z.input<typeof analyticsListQuerySchema>;

const period = z.object({ from: z.string(), to: z.string() });

const appointmentCounts = z.object({
  /** Every appointment starting in the period except unconfirmed holds. */
  booked: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShow: z.number().int(),
  /** Still to happen (or not yet marked). */
  scheduled: z.number().int(),
});
export type AppointmentCounts = z.infer<typeof appointmentCounts>;

const money = z.object({
  currency: z.string(),
  invoicedMinor: z.number().int(),
  collectedMinor: z.number().int(),
});

const retention = z.object({
  /** Patients whose first completed visit is in the period and at least N months ago. */
  cohort: z.number().int(),
  /** Of them, those with another completed visit within N months of the first. */
  retained: z.number().int(),
});

export const practiceFiguresSchema = z.object({
  period,
  previous: period,
  /** When these figures were read from the records (they are computed on each request). */
  asOf: z.string(),
  /** `practice`: the whole practice (or `professionalId`); `own`: only the viewer's own work. */
  scope: z.enum(['practice', 'own']),
  /** Whether the practice shares its figures with every professional (the practice setting). */
  shared: z.boolean(),
  revenueByMonth: z.array(money.extend({ month: z.string() })),
  revenue: z.object({ current: z.array(money), previous: z.array(money) }),
  /** Money owed today on invoices issued by the end of the period, by days since the due date. */
  receivables: z.array(
    z.object({
      currency: z.string(),
      bucket: z.enum(AGEING_BUCKETS),
      amountMinor: z.number().int(),
      count: z.number().int(),
    }),
  ),
  appointments: z.object({ current: appointmentCounts, previous: appointmentCounts }),
  appointmentsByMonth: z.array(appointmentCounts.extend({ month: z.string() })),
  patients: z.object({
    current: z.object({ new: z.number().int(), returning: z.number().int() }),
    previous: z.object({ new: z.number().int(), returning: z.number().int() }),
  }),
  retention: z.object({ months3: retention, months6: retention }),
  /** Completed and upcoming appointments of the period by starting hour (the appointment's own zone). */
  hours: z.array(z.object({ hour: z.number().int(), count: z.number().int() })),
  professionals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      booked: z.number().int(),
      completed: z.number().int(),
      noShow: z.number().int(),
      revenue: z.array(z.object({ currency: z.string(), invoicedMinor: z.number().int() })),
    }),
  ),
});
export type PracticeFigures = z.infer<typeof practiceFiguresSchema>;

export const outcomeFiguresSchema = z.object({
  period,
  asOf: z.string(),
  scope: z.enum(['practice', 'own']),
  metrics: z.array(
    z.object({
      metric: z.enum(OUTCOME_METRICS),
      unit: z.string(),
      /** Patients with a first value and a later one in the period. */
      patients: z.number().int(),
      meanFirst: z.number().nullable(),
      meanLatest: z.number().nullable(),
      meanChange: z.number().nullable(),
      /** Patients whose value went down (every measure here is better lower for these patients' goals). */
      decreased: z.number().int(),
    }),
  ),
  /** Patients with a goal the records can judge (weight loss or gain, glycaemic control, cholesterol). */
  goals: z.object({ assessed: z.number().int(), reached: z.number().int() }),
  /**
   * Diet-plan adherence where the patients logged their meals in the period (docs/decisions/0053):
   * each patient's (eaten + half of partly) / meals logged; the mean of those, and how many are at
   * `ADHERENCE_ON_TRACK` % or more.
   */
  adherence: z.object({
    patients: z.number().int(),
    meanPercent: z.number().nullable(),
    onTrack: z.number().int(),
  }),
});
export type OutcomeFigures = z.infer<typeof outcomeFiguresSchema>;

export const analyticsRowSchema = z.object({
  kind: z.enum(['appointment', 'invoice', 'payment', 'patient']),
  /** The record's id (the patient's for `patient` rows). */
  id: z.string(),
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  /** The date the row is about (ISO date or date-time). */
  date: z.string(),
  /** Service name, invoice number, or the measure for an outcome. */
  label: z.string(),
  status: z.string().nullable(),
  professional: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** Outcomes: first and latest values. */
  first: z.number().nullable(),
  latest: z.number().nullable(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsListPageSchema = numberedPageSchema(analyticsRowSchema).extend({
  /** Rows behind the figure that are about patients the viewer may not see (not listed). */
  hidden: z.number().int(),
});
export type AnalyticsListPage = z.infer<typeof analyticsListPageSchema>;

export const analyticsSettingsSchema = z.object({
  shareWithProfessionals: z.boolean(),
  /** The practice monthly summary is e-mailed to the owner on the first day of each month (figures only). */
  monthlyEmail: z.boolean(),
  /** Whether the caller may change it (the practice's owner or an administrator). */
  canChange: z.boolean(),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

/** One setting or both; an empty change is refused. */
export const analyticsSettingsInputSchema = z
  .object({
    shareWithProfessionals: z.boolean({ error: 'invalidOption' }).optional(),
    monthlyEmail: z.boolean({ error: 'invalidOption' }).optional(),
  })
  .refine((i) => i.shareWithProfessionals !== undefined || i.monthlyEmail !== undefined, {
    error: 'invalidOption',
    path: ['shareWithProfessionals'],
  });
export type AnalyticsSettingsInput = z.infer<typeof analyticsSettingsInputSchema>;

/** Options of the filters: the practice's professionals and services. */
export const analyticsOptionsSchema = z.object({
  professionals: z.array(z.object({ id: z.string(), name: z.string() })),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Patient groups: the medical conditions on the records of the patients the viewer may see, with how many. */
  patientGroups: z.array(z.object({ name: z.string(), patients: z.number().int() })),
});
export type AnalyticsOptions = z.infer<typeof analyticsOptionsSchema>;

/**
 * Ready reports (docs/decisions/0040): GET /reports?kind&from&to&professionalId&serviceId&patientId&format.
 * `format=json` previews (at most REPORT_PREVIEW_ROWS rows per section), `csv` and `pdf` download the
 * whole report (formula-like CSV cells are prefixed with `'`). The audit extract is for the practice's
 * administrators only; the patient progress report needs `patientId`.
 */
export const REPORT_KINDS = [
  'patient-progress',
  'monthly-summary',
  'appointments',
  'invoices',
  'outstanding',
  'audit',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_PREVIEW_ROWS = 50;
/** The most rows one download holds (a longer report says so on its last line). */
export const REPORT_MAX_ROWS = 20_000;

export const reportQuerySchema = z
  .object({
    ...filterShape,
    kind: z.enum(REPORT_KINDS, { error: 'invalidOption' }),
    patientId: z.string().trim().max(100).optional(),
    format: z.enum(['json', 'csv', 'pdf'], { error: 'invalidOption' }).default('json'),
    lang: z.enum(['en', 'es']).optional(),
  })
  .refine(periodCheck, { error: 'periodInvalid', path: ['to'] });
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  /** The practice, the period and the filters in words. */
  subtitle: z.string(),
  period: period,
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      columns: z.array(z.string()),
      rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
      /** Rows in the whole report (the preview shows the first REPORT_PREVIEW_ROWS). */
      total: z.number().int(),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * A report built in the background (docs/decisions/0047): POST /reports/runs with the report's query
 * and `format` (csv or pdf) queues it; GET /reports/runs lists the caller's own (progress, status);
 * GET /reports/runs/{id}/file downloads a ready one (the requester only, until `expiresAt`). A
 * notification says when it is ready.
 */
export const REPORT_RUN_HOURS = 72;
export const REPORT_RUN_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

export const reportRunInputSchema = z
  .object({
    ...filterShape,
    kind: z.enum(REPORT_KINDS, { error: 'invalidOption' }),
    patientId: z.string().trim().max(100).optional(),
    format: z.enum(['csv', 'pdf'], { error: 'invalidOption' }),
    lang: z.enum(['en', 'es']).optional(),
  })
  .refine(periodCheck, { error: 'periodInvalid', path: ['to'] });
export type ReportRunInput = z.input<typeof reportRunInputSchema>;

export const reportRunSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(['csv', 'pdf']),
  period: period,
  status: z.enum(REPORT_RUN_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  filename: z.string().nullable(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;
export const reportRunListSchema = z.object({ items: z.array(reportRunSchema) });
export type ReportRunList = z.infer<typeof reportRunListSchema>;
