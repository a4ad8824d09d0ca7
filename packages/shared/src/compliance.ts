/**
 * The administrator's compliance checklist and data console (issue 22, ADR 0050): contracts shared by
 * the server (modules/compliance, modules/data-admin) and the web (features/admin/compliance*, data*).
 */
import { z } from 'zod';

/** Roles a practice's "require two-factor" applies to: the people who read patient records. */
export const TWO_FACTOR_ENFORCED_ROLES = ['dietitian', 'medical', 'fitness', 'staff'] as const;

/** A role unused for this long is listed by the checklist. */
export const UNUSED_ROLE_DAYS = 90;
/** A breach must be reported to the supervisory authority within this many hours (GDPR art. 33). */
export const BREACH_DEADLINE_HOURS = 72;
/** The checklist wants a successful backup this recent. */
export const BACKUP_FRESH_HOURS = 24;
/** And a restore test this recent. */
export const RESTORE_TEST_FRESH_DAYS = 30;
/** Session idle timeouts above this are flagged. */
export const RECOMMENDED_IDLE_MINUTES = 30;

export const COMPLIANCE_ITEM_KEYS = [
  'twoFactor',
  'sessionTimeout',
  'auditLog',
  'encryption',
  'backups',
  'restoreTest',
  'breakGlass',
  'consents',
  'unusedRoles',
  'processingRecord',
  'breaches',
] as const;
export type ComplianceItemKey = (typeof COMPLIANCE_ITEM_KEYS)[number];

/** ok: nothing to do; attention: should be fixed or reviewed; failing: a requirement is not met; info: stated, not checkable. */
export const COMPLIANCE_STATES = ['ok', 'attention', 'failing', 'info'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

export const complianceItemSchema = z.object({
  key: z.enum(COMPLIANCE_ITEM_KEYS),
  state: z.enum(COMPLIANCE_STATES),
  /** The figures the sentence is built from (counts, dates as ISO strings, names of settings). */
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

export const breakGlassReviewSchema = z.object({
  id: z.string(),
  userName: z.string(),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type BreakGlassReview = z.infer<typeof breakGlassReviewSchema>;

export const unusedRoleSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** The last time the account did anything (null: never). */
  lastActiveAt: z.string().nullable(),
});
export type UnusedRole = z.infer<typeof unusedRoleSchema>;

export const complianceReportSchema = z.object({
  organizationName: z.string(),
  generatedAt: z.string(),
  items: z.array(complianceItemSchema),
  breakGlass: z.array(breakGlassReviewSchema),
  unusedRoles: z.array(unusedRoleSchema),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

export const twoFactorPolicyInputSchema = z.object({ required: z.boolean() });
export const twoFactorPolicySchema = z.object({
  required: z.boolean(),
  /** People holding an enforced role in the practice without two-factor (they are blocked until they set it up). */
  withoutTwoFactor: z.number().int(),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

// --- breach notification ---------------------------------------------------------------------

export const BREACH_STATUSES = ['open', 'authority_notified', 'closed'] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];

const text = (max: number) => z.string().trim().max(max);

export const breachInputSchema = z.object({
  /** When the practice became aware of it (the 72 hours run from here). */
  discoveredAt: z.iso.datetime({ offset: true }),
  description: text(4000).min(1),
  /** Who is affected, in words (patients, staff, how they were chosen). */
  affected: text(2000).min(1),
  affectedCount: z.number().int().min(0).max(10_000_000),
  /** What was done to contain it and to protect the people affected. */
  measures: text(4000).default(''),
});
export type BreachInput = z.infer<typeof breachInputSchema>;

export const breachUpdateSchema = z.object({
  status: z.enum(BREACH_STATUSES).optional(),
  measures: text(4000).optional(),
  individualsNotified: z.boolean().optional(),
});
export type BreachUpdate = z.infer<typeof breachUpdateSchema>;

export const breachSchema = z.object({
  id: z.string(),
  discoveredAt: z.string(),
  /** discoveredAt + 72 hours. */
  deadlineAt: z.string(),
  description: z.string(),
  affected: z.string(),
  affectedCount: z.number().int(),
  measures: z.string(),
  status: z.enum(BREACH_STATUSES),
  authorityNotifiedAt: z.string().nullable(),
  individualsNotifiedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  reportedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Breach = z.infer<typeof breachSchema>;

// --- data: backups, export, retention ----------------------------------------------------------

export const BACKUP_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

export const backupSchema = z.object({
  id: z.string(),
  status: z.enum(BACKUP_STATUSES),
  trigger: z.enum(['manual', 'scheduled']),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** Where it was written: `folder` (BACKUP_DIR), `local` (DATA_DIR/files/backups) or `s3`. */
  destination: z.enum(['folder', 'local', 's3']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  tableCount: z.number().int().nullable(),
  rowCount: z.number().nullable(),
  fileCount: z.number().int().nullable(),
  /** Why it failed (or what is missing, e.g. pg_dump on PostgreSQL). */
  error: z.string().nullable(),
  restoreTestedAt: z.string().nullable(),
  restoreOk: z.boolean().nullable(),
  /** What the restore test compared: tables, rows and files found equal, and any difference. */
  restoreDetail: z
    .object({
      tables: z.number().int(),
      rows: z.number(),
      files: z.number().int(),
      mismatches: z.array(z.string()),
    })
    .nullable(),
  restoreTestRunning: z.boolean(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupOverviewSchema = z.object({
  backups: z.array(backupSchema),
  /** When the scheduled backup runs (every day) and where backups go. */
  scheduleHours: z.number().int(),
  keep: z.number().int(),
  destination: z.enum(['folder', 'local', 's3']),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** PostgreSQL: whether `pg_dump` is on this machine's PATH (null on PGlite). */
  pgDumpAvailable: z.boolean().nullable(),
  /** Whether DATA_DIR files are copied (local storage) or left to the S3 bucket (s3). */
  filesCovered: z.boolean(),
  canRun: z.boolean(),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;

export const PRACTICE_EXPORT_STATUSES = [
  'queued',
  'running',
  'ready',
  'downloaded',
  'failed',
  'expired',
] as const;
export const practiceExportSchema = z.object({
  id: z.string(),
  status: z.enum(PRACTICE_EXPORT_STATUSES),
  progress: z.number().int(),
  patientCount: z.number().int().nullable(),
  fileCount: z.number().int().nullable(),
  sizeBytes: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PracticeExport = z.infer<typeof practiceExportSchema>;

export const RETENTION_RECORD_TYPES = [
  'recordings',
  'privacyExports',
  'practiceExports',
  'backups',
  'realtimeEvents',
  'jobs',
  'sessions',
  'auditEvents',
  'clinicalRecords',
] as const;
export type RetentionRecordType = (typeof RETENTION_RECORD_TYPES)[number];

export const retentionRuleSchema = z.object({
  recordType: z.enum(RETENTION_RECORD_TYPES),
  /** How long the record is kept (null: kept until someone deletes it). */
  days: z.number().nullable(),
  /** Hours when `days` is too coarse (exports: 24 h). */
  hours: z.number().nullable(),
  /** True when a scheduled job deletes it; false when the rule is stated but no deletion is built. */
  enforced: z.boolean(),
  /** How often the deleting job runs (seconds), when enforced. */
  everySeconds: z.number().nullable(),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;

// ---------------------------------------------------------------- appointments import (ADR 0056)

/**
 * Our header for an appointments CSV (the data screen maps another platform's columns onto these).
 * A row names its patient by `patientEmail`, or by `patientFirstName` + `patientLastName` +
 * `patientDateOfBirth`; its professional by `professionalEmail`; its time by `date` (YYYY-MM-DD) and
 * `startTime` (HH:mm, or h:mm AM/PM) in the practice's time zone, and `endTime` or `durationMinutes`.
 */
export const APPOINTMENT_CSV_COLUMNS = [
  'patientEmail',
  'patientFirstName',
  'patientLastName',
  'patientDateOfBirth',
  'professionalEmail',
  'date',
  'startTime',
  'endTime',
  'durationMinutes',
  'service',
  'type',
  'status',
  'notes',
] as const;
export type AppointmentCsvColumn = (typeof APPOINTMENT_CSV_COLUMNS)[number];

const importRowError = z.object({ line: z.number().int(), fields: z.record(z.string(), z.string()) });

export const appointmentImportPreviewSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  /** Per row: field → code (`patientNotFound`, `professionalNotFound`, `timeConflict`, …). */
  errors: z.array(importRowError),
  /** The first rows as they would be created (the time is the practice's wall clock). */
  sample: z.array(
    z.object({
      line: z.number().int(),
      patientName: z.string(),
      professionalName: z.string(),
      startsAt: z.string(),
      durationMinutes: z.number().int(),
      service: z.string(),
      status: z.string(),
    }),
  ),
  /** Unknown header names (ignored). */
  ignoredColumns: z.array(z.string()),
  timeZone: z.string(),
});
export type AppointmentImportPreview = z.infer<typeof appointmentImportPreviewSchema>;

export const appointmentImportResultSchema = z.object({ created: z.number().int() });
export type AppointmentImportResult = z.infer<typeof appointmentImportResultSchema>;
