import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { numberedPageSchema } from './page.ts';

/**
 * The patient's privacy centre (ADR 0033): consent by data category, the care team and
 * what each member sees, access requests, the access log, export and erasure. REST paths (under /api/v1):
 * Patient (role `patient`, their own records only):
 * - GET  /me/privacy                                  → PrivacyOverview (records, categories, exports, requests)
 * - GET  /me/privacy/care-team                        → CareTeamView (current members with their categories, former ones)
 * - PUT  /me/privacy/care-team/visibility             CareTeamVisibilityInput → CareTeamView ("Sharing updated")
 * - POST /me/privacy/care-team/removal-requests       RemovalRequestInput → 201 PrivacyRequest (the practice is notified)
 * - GET  /me/privacy/consents                         → { items: ConsentGrant[] }
 * - GET  /me/privacy/recipients                       → { items: ConsentRecipient[] } (laboratories, insurers, practices)
 * - POST /me/privacy/consents                         ConsentGrantInput → 201 ConsentGrant
 * - PUT  /me/privacy/consents/{id}                    ConsentNarrowInput → ConsentGrant (fewer categories, earlier end)
 * - POST /me/privacy/consents/{id}/revoke              → ConsentGrant
 * - GET  /me/privacy/consents/{id}/fhir               → FHIR R4 Consent
 * - GET  /me/privacy/access-requests                  → { items: AccessRequest[] }
 * - POST /me/privacy/access-requests/{id}/decide      AccessDecisionInput → AccessRequest
 * - GET  /me/privacy/access-log                       AccessLogQuery → AccessLogPage
 * - GET  /me/privacy/access-log.csv                   AccessLogQuery → text/csv
 * - POST /me/privacy/exports                          → 202 DataExport (built by a background job)
 * - GET  /me/privacy/exports/{id}/download            → the FHIR Bundle (once, for 24 hours)
 * - POST /me/privacy/erasure-requests                 ErasureRequestInput → 201 PrivacyRequest
 * Professionals, laboratories and insurers:
 * - POST /access-requests                             AccessRequestInput → 202 (never says whether the patient exists)
 * - GET  /access-requests                             → { items: SentAccessRequest[] } (their organization's)
 * - GET  /shared-patients                             → { items: SharedPatient[] } (records a grant shares with their organization, ADR 0038)
 * Professionals of the patient's practice (break the glass, ADR 0038):
 * - POST /emergency-access                            EmergencyAccessInput → 201 EmergencyAccess (one hour, audited, administrators told)
 * - GET  /emergency-access                            → { items: EmergencyAccess[] } (their own)
 * Practice administrators and staff:
 * - GET  /privacy-requests                            → { items: PracticePrivacyRequest[] } (removal, erasure, restriction)
 * - POST /privacy-requests/{id}/resolve               ResolvePrivacyRequestInput → PracticePrivacyRequest
 */

export const DATA_CATEGORIES = [
  'demographics',
  'appointments',
  'consultations',
  'recordings',
  'diet_plans',
  'labs',
  'vitals',
  'bia',
  'workouts',
  'documents',
  'billing',
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

export type CareKind = 'dietitian' | 'medical' | 'fitness';

/**
 * What a care-team member sees by their kind (DECISIONS.md "Who sees what") before the patient
 * narrows it: a dietitian the nutrition record (and the workouts they may plan from their own workout
 * screen), a medical professional everything clinical, a fitness professional workouts, activity, BIA
 * and measurements (not labs or notes).
 */
export const CARE_KIND_CATEGORIES: Record<CareKind, readonly DataCategory[]> = {
  dietitian: [
    'demographics',
    'appointments',
    'consultations',
    'recordings',
    'diet_plans',
    'labs',
    'vitals',
    'bia',
    'workouts',
    'documents',
    'billing',
  ],
  medical: DATA_CATEGORIES,
  fitness: ['demographics', 'appointments', 'vitals', 'bia', 'workouts', 'billing'],
};

/** The categories a care-team member with these roles sees by default (the union of their kinds). */
export function careDefaults(roles: readonly string[]): DataCategory[] {
  const kinds = roles.filter((r): r is CareKind => r in CARE_KIND_CATEGORIES);
  return DATA_CATEGORIES.filter((c) => kinds.some((k) => CARE_KIND_CATEGORIES[k].includes(c)));
}

/** Why data is shared (FHIR `Consent.provision.purpose`, HL7 v3 ActReason). */
export const CONSENT_PURPOSES = [
  'treatment',
  'payment',
  'care_coordination',
  'research',
  'personal',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_PURPOSE_CODES: Record<ConsentPurpose, string> = {
  treatment: 'TREAT',
  payment: 'HPAYMT',
  care_coordination: 'COC',
  research: 'HRESCH',
  personal: 'PATRQT',
};

export const RECIPIENT_KINDS = ['professional', 'practice', 'laboratory', 'insurer'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Days a request waits for the patient before it expires. */
export const ACCESS_REQUEST_DAYS = 14;
/** Hours an export's link works (once). */
export const EXPORT_LINK_HOURS = 24;

export const PRIVACY_VALIDATION_MESSAGES = {
  categoriesRequired: 'Choose at least one category',
  endInPast: 'The end date must be in the future',
  reasonRequired: 'Give a reason',
  recipientRequired: 'Choose who to share with',
  notNarrower: 'You can only share fewer categories or end sooner here',
} as const;

const categories = z
  .array(z.enum(DATA_CATEGORIES, { error: 'invalidOption' }))
  .max(DATA_CATEGORIES.length)
  .transform((c) => [...new Set(c)]);
const nonEmptyCategories = categories.refine((c) => c.length > 0, { message: 'categoriesRequired' });
const day = z.string().refine(isCalendarDay, { message: 'dateInvalid' });
const id = z.string().min(1).max(100);

export const personSchema = z.object({ id: z.string(), name: z.string() });

/* ---------------------------------------------------------------- consent */

export const consentGrantSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  /** The practice that holds the record the grant is about. */
  practiceName: z.string(),
  /** `permit`: shares with someone outside the care team; `deny`: withholds from a care-team member. */
  effect: z.enum(['permit', 'deny']),
  recipient: z.object({
    kind: z.enum(RECIPIENT_KINDS),
    userId: z.string().nullable(),
    organizationId: z.string().nullable(),
    name: z.string(),
    organizationName: z.string().nullable(),
  }),
  categories: z.array(z.enum(DATA_CATEGORIES)),
  purpose: z.enum(CONSENT_PURPOSES),
  start: z.string(),
  end: z.string().nullable(),
  status: z.enum(['active', 'revoked', 'expired']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ConsentGrant = z.infer<typeof consentGrantSchema>;

export const consentGrantInputSchema = z.object({
  patientId: id,
  recipientOrganizationId: z.string().uuid({ message: 'recipientRequired' }),
  categories: nonEmptyCategories,
  purpose: z.enum(CONSENT_PURPOSES, { error: 'invalidOption' }),
  /** The last day it holds (inclusive); none: until revoked. */
  end: day.nullable().optional(),
});
export type ConsentGrantInput = z.input<typeof consentGrantInputSchema>;

export const consentNarrowInputSchema = z.object({
  categories: nonEmptyCategories,
  end: day.nullable().optional(),
});
export type ConsentNarrowInput = z.input<typeof consentNarrowInputSchema>;

export const consentRecipientSchema = z.object({
  organizationId: z.string(),
  name: z.string(),
  kind: z.enum(['practice', 'laboratory', 'insurer']),
});
export type ConsentRecipient = z.infer<typeof consentRecipientSchema>;

/* ---------------------------------------------------------------- care team */

export const careTeamEntrySchema = z.object({
  patientId: z.string(),
  userId: z.string(),
  name: z.string(),
  kinds: z.array(z.enum(['dietitian', 'medical', 'fitness'])),
  organizationId: z.string(),
  organizationName: z.string(),
  since: z.string().nullable(),
  until: z.string().nullable(),
  /** What they see now (their kind's categories minus what the patient withheld). */
  categories: z.array(z.enum(DATA_CATEGORIES)),
  /** What their kind would see: the patient may share back any of these. */
  kindCategories: z.array(z.enum(DATA_CATEGORIES)),
  /** A removal the patient asked for that the practice has not handled yet. */
  removalRequested: z.boolean(),
});
export type CareTeamEntry = z.infer<typeof careTeamEntrySchema>;

export const careTeamViewSchema = z.object({
  current: z.array(careTeamEntrySchema),
  former: z.array(careTeamEntrySchema),
});
export type CareTeamView = z.infer<typeof careTeamViewSchema>;

export const careTeamVisibilityInputSchema = z.object({
  patientId: id,
  userId: id,
  /** The categories this member may see (any of their kind's not listed are withheld). */
  categories,
});
export type CareTeamVisibilityInput = z.input<typeof careTeamVisibilityInputSchema>;

export const removalRequestInputSchema = z.object({
  patientId: id,
  userId: id,
  reason: z.string().trim().max(1000).default(''),
});
export type RemovalRequestInput = z.input<typeof removalRequestInputSchema>;

/* ---------------------------------------------------------------- access requests */

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'denied', 'expired'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const accessRequestSchema = z.object({
  id: z.string(),
  requester: personSchema,
  organizationName: z.string(),
  organizationKind: z.string(),
  categories: z.array(z.enum(DATA_CATEGORIES)),
  purpose: z.enum(CONSENT_PURPOSES),
  reason: z.string(),
  end: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  grantedCategories: z.array(z.enum(DATA_CATEGORIES)),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestInputSchema = z.object({
  email: z.string().trim().toLowerCase().email({ message: 'emailInvalid' }).max(254),
  categories: nonEmptyCategories,
  purpose: z.enum(CONSENT_PURPOSES, { error: 'invalidOption' }),
  reason: z.string().trim().min(1, { message: 'reasonRequired' }).max(1000),
  end: day.nullable().optional(),
});
export type AccessRequestInput = z.input<typeof accessRequestInputSchema>;

export const sentAccessRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  categories: z.array(z.enum(DATA_CATEGORIES)),
  purpose: z.enum(CONSENT_PURPOSES),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  grantedCategories: z.array(z.enum(DATA_CATEGORIES)),
});
export type SentAccessRequest = z.infer<typeof sentAccessRequestSchema>;

export const accessDecisionInputSchema = z.object({
  decision: z.enum(['approve', 'deny'], { error: 'invalidOption' }),
  /** Approve fewer categories than asked (defaults to all asked). */
  categories: categories.optional(),
  end: day.nullable().optional(),
});
export type AccessDecisionInput = z.input<typeof accessDecisionInputSchema>;

/* ---------------------------------------------------------------- access log */

export const ACCESS_REASONS = ['self', 'care_team', 'practice', 'consent', 'emergency', 'system'] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

export const accessLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    name: z.string(),
    roles: z.array(z.string()),
    organizationName: z.string().nullable(),
    userId: z.string().nullable(),
  }),
  /** `read`, `change` or `consent` (a change of sharing). */
  kind: z.enum(['read', 'change', 'consent']),
  action: z.string(),
  category: z.enum(DATA_CATEGORIES).nullable(),
  resourceType: z.string(),
  reason: z.enum(ACCESS_REASONS),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  category: z.enum(DATA_CATEGORIES, { error: 'invalidOption' }).optional(),
  actor: z.string().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  hideOwn: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

export const accessLogPageSchema = numberedPageSchema(accessLogEntrySchema).extend({
  /** Everyone who appears in the log (for the person filter). */
  people: z.array(personSchema),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/* ---------------------------------------------------------------- export, erasure, overview */

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'downloaded', 'failed', 'expired']),
  progress: z.number().int(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const PRIVACY_REQUEST_KINDS = ['care_team_removal', 'erasure', 'restriction'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const privacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  patientId: z.string(),
  practiceName: z.string(),
  subject: personSchema.nullable(),
  reason: z.string(),
  status: z.enum(['open', 'completed', 'declined']),
  resolutionNote: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const practicePrivacyRequestSchema = privacyRequestSchema.extend({
  patientName: z.string(),
});
export type PracticePrivacyRequest = z.infer<typeof practicePrivacyRequestSchema>;

export const erasureRequestInputSchema = z.object({
  patientId: id,
  kind: z.enum(['erasure', 'restriction'], { error: 'invalidOption' }),
  reason: z.string().trim().max(1000).default(''),
});
export type ErasureRequestInput = z.input<typeof erasureRequestInputSchema>;

export const resolvePrivacyRequestInputSchema = z.object({
  outcome: z.enum(['completed', 'declined'], { error: 'invalidOption' }),
  /** The legal reason for what the practice keeps (required: the patient reads it). */
  note: z.string().trim().min(1, { message: 'reasonRequired' }).max(2000),
});
export type ResolvePrivacyRequestInput = z.input<typeof resolvePrivacyRequestInputSchema>;

export const categorySummarySchema = z.object({
  category: z.enum(DATA_CATEGORIES),
  /** How many records of it there are (null: not kept by Verdant yet). */
  count: z.number().int().nullable(),
  /** Who can see it now: names of care-team members and of recipients of grants. */
  visibleTo: z.array(z.string()),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const privacyOverviewSchema = z.object({
  records: z.array(z.object({ patientId: z.string(), practiceName: z.string() })),
  categories: z.array(categorySummarySchema),
  exports: z.array(dataExportSchema),
  requests: z.array(privacyRequestSchema),
  pendingAccessRequests: z.number().int(),
  /** Every time a professional broke the glass on one of the patient's records (ADR 0038), newest first. */
  emergencyAccesses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      organizationName: z.string(),
      reason: z.string(),
      at: z.string(),
      until: z.string(),
    }),
  ),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

/**
 * Which category an audited event is about (the access log's "what"): the first pattern matching
 * `<resource type> <action>`, in this order. The server filters with the same patterns in SQL.
 */
export const AUDIT_CATEGORY_PATTERNS: readonly (readonly [DataCategory, string])[] = [
  ['recordings', 'recording|transcript'],
  ['vitals', 'vital|anthropometric|measurement'],
  ['consultations', 'consultation'],
  ['diet_plans', 'diet_plan'],
  ['labs', 'lab_'],
  ['bia', 'bia'],
  ['workouts', 'workout|activity'],
  ['documents', 'document|attachment'],
  ['billing', 'invoice|claim|payment|session_package|billing'],
  ['appointments', 'appointment'],
  ['demographics', 'patient|care_team|invitation'],
];

export function categoryOfAudit(action: string, resourceType: string): DataCategory | null {
  const text = `${resourceType} ${action}`;
  return AUDIT_CATEGORY_PATTERNS.find(([, pattern]) => new RegExp(pattern).test(text))?.[0] ?? null;
}

/* ---------------------------------------------------------------- outside recipients, break the glass (ADR 0038) */

/** A patient record a grant shares with the caller's organization: who, from which practice, what. */
export const sharedPatientSchema = z.object({
  patientId: z.string(),
  name: z.string(),
  practiceName: z.string(),
  categories: z.array(z.enum(DATA_CATEGORIES)),
  purpose: z.enum(CONSENT_PURPOSES),
  since: z.string(),
  end: z.string().nullable(),
});
export type SharedPatient = z.infer<typeof sharedPatientSchema>;

/** How long a break-the-glass access lasts. */
export const EMERGENCY_ACCESS_MINUTES = 60;

export const emergencyAccessInputSchema = z.object({
  /** The patient's e-mail address on their record in the caller's practice. */
  email: z.string().trim().toLowerCase().email({ message: 'emailInvalid' }).max(254),
  reason: z.string().trim().min(1, { message: 'reasonRequired' }).max(1000),
});
export type EmergencyAccessInput = z.input<typeof emergencyAccessInputSchema>;

export const emergencyAccessSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  reason: z.string(),
  at: z.string(),
  until: z.string(),
  active: z.boolean(),
});
export type EmergencyAccess = z.infer<typeof emergencyAccessSchema>;
