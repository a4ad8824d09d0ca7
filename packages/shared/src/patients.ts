import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { MAX_NAME_LENGTH } from './auth.ts';
import { MAJOR_ALLERGENS } from './constants.ts';
import { numberedPageSchema } from './page.ts';

/**
 * Patients: the practice's records, their care team, documents, invitations, import/export, the
 * plan limit, analytics and the audit trail. The web app's types are inferred from these schemas.
 *
 * REST paths (all under /api/v1, JSON unless said; errors `{ error: { code, message, details } }`;
 * a patient outside the caller's scope is always 404 NOT_FOUND, never 403):
 * - GET    /patients                       list (PatientListQuery) → PatientPage
 * - POST   /patients                       create (PatientCreateInput) → 201 Patient ("Patient added")
 * - GET    /patients/export.csv            the filtered list (same query, no paging) as CSV
 * - POST   /patients/import/preview        CSV body (text/csv) → PatientImportPreview (writes nothing)
 * - POST   /patients/import                CSV body (text/csv) → PatientImportResult (all or nothing)
 * - GET    /patients/analytics             → PatientAnalytics (the active organization)
 * - GET    /patients/{id}                  → Patient
 * - PATCH  /patients/{id}                  update (PatientUpdateInput) → Patient ("Patient updated")
 * - POST   /patients/{id}/deactivate       → Patient (status inactive)
 * - POST   /patients/{id}/reactivate       → Patient (status active; counts against the plan limit)
 * - DELETE /patients/{id}                  soft delete → 204 ("Patient deleted"; audit history kept)
 * - GET    /patients/{id}/care-team        → { items: CareTeamMember[] }
 * - POST   /patients/{id}/care-team        { userId } → { items: CareTeamMember[] }
 * - DELETE /patients/{id}/care-team/{userId} → { items: CareTeamMember[] }
 * - GET    /patients/care-team/candidates  → { items: CareTeamCandidate[] } (professionals of the organization)
 * - GET    /patients/{id}/documents        → { items: PatientDocument[] }
 * - POST   /patients/{id}/documents        multipart/form-data, field `file` → 201 PatientDocument
 *                                          (PDF, PNG, JPEG, HEIC by content; size ≤ DOCUMENT_MAX_BYTES)
 * - GET    /patients/{id}/documents/{documentId}/content  the file (`?download=1`: attachment)
 * - DELETE /patients/{id}/documents/{documentId}          → 204
 * - GET    /patients/{id}/invitation       → PatientInvitationState
 * - POST   /patients/{id}/invitation       send (or resend: a fresh link, the old one stops working)
 *                                          → PatientInvitationState ("Invitation sent successfully")
 * - DELETE /patients/{id}/invitation       revoke → PatientInvitationState
 * - POST   /invitations/lookup, POST /invitations/accept (the link's page; see invitations.ts): an
 *   expired or used link answers 400 INVALID_TOKEN with `details.invitation` = `expired` | `used` | `invalid`
 * - GET    /admin/audit-trail              list (AuditQuery) → AuditPage (practice administrators)
 * - GET    /admin/audit-trail/export.csv   the filtered trail as CSV
 */

/** Major allergens: the same codes as `ALLERGENS` of @verdant/clinical (the meal planner excludes by them). */
export const PATIENT_ALLERGENS = MAJOR_ALLERGENS;
export type PatientAllergen = (typeof PATIENT_ALLERGENS)[number];

export const PATIENT_STATUS_VALUES = ['active', 'inactive'] as const;
export type PatientStatus = (typeof PATIENT_STATUS_VALUES)[number];
export const PLATFORM_ACCESS_VALUES = ['none', 'invite_pending', 'platform_user'] as const;
export type PatientPlatformAccess = (typeof PLATFORM_ACCESS_VALUES)[number];
export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

/** Validation message keys of the patient forms (the web translates them under `validation.<key>`). */
export const PATIENT_VALIDATION_MESSAGES = {
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Enter a phone number (digits, spaces, + - ( ) only)',
  dateInvalid: 'Enter a valid date',
  dateOfBirthInFuture: 'The date of birth cannot be in the future',
  dateOfBirthTooOld: 'The date of birth is too far in the past',
  heightOutOfRange: 'Height must be between 30 and 272 cm',
  weightOutOfRange: 'Weight must be between 1 and 650 kg',
  textTooLong: 'This text is too long',
  tooManyItems: 'Too many entries',
  itemRequired: 'This entry needs a name',
  invalidOption: 'Choose one of the options',
  numberInvalid: 'Enter a number',
  emailTaken: 'Another patient of this practice has this e-mail',
  emailRequiredForInvitation: 'The patient needs an e-mail address to be invited',
  columnMissing: 'This column is missing from the header row',
  fileRequired: 'Choose a file to upload',
} as const;

export const MAX_TEXT = 200;
export const MAX_NOTES = 5000;
export const MAX_LIST_ITEMS = 50;

const optionalText = (max = MAX_TEXT) =>
  z
    .string({ error: 'textTooLong' })
    .trim()
    .max(max, { error: 'textTooLong' })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

const name = (required: 'firstNameRequired' | 'lastNameRequired') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_NAME_LENGTH, { error: 'nameTooLong' });

const email = z
  .string({ error: 'emailInvalid' })
  .trim()
  .max(254, { error: 'emailInvalid' })
  .transform((s) => (s === '' ? null : s.toLowerCase()))
  .pipe(z.email({ error: 'emailInvalid' }).nullable())
  .nullable()
  .optional();

const phone = z
  .string({ error: 'phoneInvalid' })
  .trim()
  .max(40, { error: 'phoneInvalid' })
  .regex(/^$|^\+?[0-9 ()\-.]{5,}$/, { error: 'phoneInvalid' })
  .transform((s) => (s === '' ? null : s))
  .nullable()
  .optional();

/** `YYYY-MM-DD`, a real calendar date, not in the future, not before 1900. */
const dateOfBirth = z
  .string({ error: 'dateInvalid' })
  .trim()
  .transform((s) => (s === '' ? null : s))
  .pipe(
    z
      .string()
      .refine(isCalendarDay, { error: 'dateInvalid' })
      .refine((s) => s >= '1900-01-01', { error: 'dateOfBirthTooOld' })
      .refine((s) => s <= new Date().toISOString().slice(0, 10), { error: 'dateOfBirthInFuture' })
      .nullable(),
  )
  .nullable()
  .optional();

const measure = (min: number, max: number, error: 'heightOutOfRange' | 'weightOutOfRange') =>
  z
    .number({ error: 'numberInvalid' })
    .min(min, { error })
    .max(max, { error })
    .transform((n) => Math.round(n * 10) / 10)
    .nullable()
    .optional();

/** A list item's name: required, at most MAX_TEXT. */
const itemName = () =>
  z
    .string({ error: 'itemRequired' })
    .trim()
    .min(1, { error: 'itemRequired' })
    .max(MAX_TEXT, { error: 'textTooLong' });

/** Optional free text of a list item: blank is null. */
const itemText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'textTooLong' })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null);

export const medicalConditionSchema = z.object({
  name: itemName(),
  /** `YYYY-MM` or `YYYY-MM-DD` or null: since when (as the patient reports it). */
  since: z
    .string()
    .trim()
    .regex(/^$|^\d{4}-\d{2}(-\d{2})?$/, { error: 'dateInvalid' })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null),
  notes: itemText(MAX_TEXT),
});
export type MedicalCondition = z.infer<typeof medicalConditionSchema>;

export const medicationSchema = z.object({
  name: itemName(),
  /** Free text as prescribed: "500 mg". */
  dose: itemText(100),
  /** Free text: "twice daily". */
  frequency: itemText(100),
});
export type Medication = z.infer<typeof medicationSchema>;

/** Allergies: codes of the major-allergen list, plus free text for anything else (latex, penicillin). */
export const allergiesSchema = z.object({
  allergens: z
    .array(z.enum(PATIENT_ALLERGENS, { error: 'invalidOption' }))
    .max(PATIENT_ALLERGENS.length, { error: 'tooManyItems' })
    .transform((a) => [...new Set(a)])
    .default([]),
  other: z
    .array(z.string().trim().min(1, { error: 'itemRequired' }).max(100, { error: 'textTooLong' }))
    .max(MAX_LIST_ITEMS, { error: 'tooManyItems' })
    .default([]),
});
export type PatientAllergies = z.infer<typeof allergiesSchema>;

/** Fields a practice enters. Heights in cm, weights in kg (SI); the web converts for US units. */
const editableShape = {
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  email,
  phone,
  dateOfBirth,
  gender: z.enum(GENDERS, { error: 'invalidOption' }).nullable().optional(),
  address: optionalText(),
  city: optionalText(100),
  /** ISO 3166-1 alpha-2 ("ES") or a name, as the practice writes it. */
  country: optionalText(100),
  heightCm: measure(30, 272, 'heightOutOfRange'),
  weightKg: measure(1, 650, 'weightOutOfRange'),
  medicalConditions: z
    .array(medicalConditionSchema)
    .max(MAX_LIST_ITEMS, { error: 'tooManyItems' })
    .optional(),
  medications: z.array(medicationSchema).max(MAX_LIST_ITEMS, { error: 'tooManyItems' }).optional(),
  allergies: allergiesSchema.optional(),
  notes: optionalText(MAX_NOTES),
  /** ISO instant of the last visit (entered by the practice). */
  lastVisitAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }).nullable().optional(),
};

export const patientCreateSchema = z.object({
  ...editableShape,
  status: z.enum(PATIENT_STATUS_VALUES, { error: 'invalidOption' }).default('active'),
  /** Care team on creation; a professional creating a patient is always added. */
  careTeamUserIds: z.array(z.string().min(1).max(100)).max(20, { error: 'tooManyItems' }).optional(),
});
export type PatientCreateInput = z.input<typeof patientCreateSchema>;

/** Every field optional; `status` changes go through deactivate/reactivate (the plan limit applies). */
export const patientUpdateSchema = z.object(editableShape).partial();
export type PatientUpdateInput = z.input<typeof patientUpdateSchema>;

export const patientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  medicalConditions: z.array(medicalConditionSchema),
  medications: z.array(medicationSchema),
  allergies: z.object({ allergens: z.array(z.enum(PATIENT_ALLERGENS)), other: z.array(z.string()) }),
  notes: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
  status: z.enum(PATIENT_STATUS_VALUES),
  platformAccess: z.enum(PLATFORM_ACCESS_VALUES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;

/** A row of the list: enough for the table, no clinical detail. */
export const patientListItemSchema = patientSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  dateOfBirth: true,
  gender: true,
  city: true,
  status: true,
  platformAccess: true,
  lastVisitAt: true,
  createdAt: true,
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

export const PATIENT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type PatientStatusFilter = (typeof PATIENT_STATUS_FILTERS)[number];
/** `relevance` applies with `q` (best match first); otherwise it falls back to `name`. */
export const PATIENT_SORTS = [
  'name',
  '-name',
  'lastVisit',
  '-lastVisit',
  'created',
  '-created',
  'relevance',
] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];
export const PATIENT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PATIENT_PAGE_SIZE = 100;

export const patientListQuerySchema = z.object({
  status: z.enum(PATIENT_STATUS_FILTERS, { error: 'invalidOption' }).default('all'),
  /** Name, e-mail or phone; tolerates a typo ("Rodrigez" finds Rodriguez). */
  q: z.string().trim().max(100, { error: 'textTooLong' }).optional(),
  sort: z.enum(PATIENT_SORTS, { error: 'invalidOption' }).default('name'),
  page: z.coerce
    .number({ error: 'numberInvalid' })
    .int({ error: 'numberInvalid' })
    .min(1, { error: 'numberInvalid' })
    .max(100_000, { error: 'numberInvalid' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'numberInvalid' })
    .int({ error: 'numberInvalid' })
    .min(1, { error: 'numberInvalid' })
    .max(MAX_PATIENT_PAGE_SIZE, { error: 'numberInvalid' })
    .default(25),
});
export type PatientListQuery = z.input<typeof patientListQuerySchema>;

export const patientPageSchema = numberedPageSchema(patientListItemSchema);
export type PatientPage = z.infer<typeof patientPageSchema>;

export const CARE_TEAM_ROLES = ['dietitian', 'medical', 'fitness'] as const;
export const careTeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The professional roles they hold in the organization. */
  roles: z.array(z.enum(CARE_TEAM_ROLES)),
  addedAt: z.string(),
});
export type CareTeamMember = z.infer<typeof careTeamMemberSchema>;
export const careTeamSchema = z.object({ items: z.array(careTeamMemberSchema) });
export const careTeamAddSchema = z.object({
  userId: z.string({ error: 'invalidOption' }).min(1, { error: 'invalidOption' }).max(100),
});
export const careTeamCandidateSchema = careTeamMemberSchema.omit({ addedAt: true });
export type CareTeamCandidate = z.infer<typeof careTeamCandidateSchema>;

/** Documents: content is checked by its first bytes, not its name or declared type. */
export const DOCUMENT_TYPES = ['pdf', 'png', 'jpeg', 'heic'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MIME: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
};
/** Default upload limit (the server's DOCUMENT_MAX_BYTES may lower or raise it; it says so in `details.maxBytes`). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const patientDocumentSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  filename: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  contentType: z.string(),
  size: z.number().int(),
  /**
   * Opens in the browser: PDF, PNG and JPEG as they are, a HEIC photo through its JPEG rendition
   * (`display`); a HEIC file that could not be converted is a download only.
   */
  viewable: z.boolean(),
  /** A HEIC photo's JPEG rendition (`…/content?rendition=display`), stored beside the original. */
  display: z.object({ contentType: z.literal('image/jpeg'), size: z.number().int() }).nullable(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PatientDocument = z.infer<typeof patientDocumentSchema>;
export const patientDocumentsSchema = z.object({
  items: z.array(patientDocumentSchema),
  maxBytes: z.number().int(),
});

export const patientInvitationStateSchema = z.object({
  platformAccess: z.enum(PLATFORM_ACCESS_VALUES),
  /** The pending invitation, if any. */
  pending: z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type PatientInvitationState = z.infer<typeof patientInvitationStateSchema>;

/** CSV import: header row with these column names (case-insensitive); lists separated by `;`. */
export const PATIENT_CSV_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'gender',
  'address',
  'city',
  'country',
  'heightCm',
  'weightKg',
  'allergies',
  'medicalConditions',
  'medications',
  'notes',
  'status',
] as const;
export const MAX_IMPORT_ROWS = 2000;
/** The request body limit of the API (1 MiB) bounds an import file. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const importRowErrorSchema = z.object({
  /** 1-based line of the CSV file (the header is line 1). */
  line: z.number().int(),
  /** field → validation message key (as in `details.fields`), `_` for the row itself. */
  fields: z.record(z.string(), z.string()),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const patientImportPreviewSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** The first rows as they would be created. */
  sample: z.array(
    patientListItemSchema.pick({
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      dateOfBirth: true,
      status: true,
    }),
  ),
  /** Unknown header names (ignored). */
  ignoredColumns: z.array(z.string()),
  /** Active patients after the import, and the plan's limit (null: unlimited). */
  activeAfter: z.number().int(),
  limit: z.number().int().nullable(),
});
export type PatientImportPreview = z.infer<typeof patientImportPreviewSchema>;
/** A refused import (any row error, or the plan limit) is an error answer and creates nothing. */
export const patientImportResultSchema = z.object({ created: z.number().int() });
export type PatientImportResult = z.infer<typeof patientImportResultSchema>;

export const AGE_BANDS = ['0-17', '18-29', '30-44', '45-59', '60-74', '75+', 'unknown'] as const;
export const patientAnalyticsSchema = z.object({
  byStatus: z.object({ active: z.number().int(), inactive: z.number().int(), total: z.number().int() }),
  /** The last 12 months, oldest first, `YYYY-MM`, including months with 0. */
  newPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  ageBands: z.array(z.object({ band: z.enum(AGE_BANDS), count: z.number().int() })),
  gender: z.array(z.object({ gender: z.enum([...GENDERS, 'unknown']), count: z.number().int() })),
  plan: z.object({
    name: z.enum(['starter', 'professional', 'enterprise']),
    activeLimit: z.number().int().nullable(),
  }),
});
export type PatientAnalytics = z.infer<typeof patientAnalyticsSchema>;

/**
 * The actions recorded about patients, as the audit trail's action filter offers them (a feature that
 * records a new one adds it here, and its label to the web's `patients:audit.actions`). Actions are
 * dotted verbs; filtering by one also finds its sub-actions (`patient.document` finds
 * `patient.document.download`).
 */
export const PATIENT_AUDIT_ACTIONS = [
  'patient.list',
  'patient.read',
  'patient.create',
  'patient.update',
  'patient.deactivate',
  'patient.reactivate',
  'patient.delete',
  'patient.import',
  'patient.export',
  'patient.care_team.read',
  'patient.care_team.add',
  'patient.care_team.remove',
  'patient.document.list',
  'patient.document.upload',
  'patient.document.download',
  'patient.document.delete',
  'patient.invitation.read',
  'patient.invitation.send',
  'patient.invitation.resend',
  'patient.invitation.revoke',
  'invitation.accept',
  'appointment.read',
  'appointment.create',
  'appointment.cancel',
  'appointment.check_in',
] as const;
export type PatientAuditAction = (typeof PATIENT_AUDIT_ACTIONS)[number];

/** Audit trail. Actions are dotted verbs: `patient.read`, `patient.create`, `patient.document.download`… */
export const auditQuerySchema = z.object({
  userId: z.string().max(100).optional(),
  patientId: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  /** ISO instants or `YYYY-MM-DD` (from inclusive, to exclusive of the next day). */
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  page: z.coerce
    .number({ error: 'numberInvalid' })
    .int()
    .min(1, { error: 'numberInvalid' })
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'numberInvalid' })
    .int()
    .min(1, { error: 'numberInvalid' })
    .max(200, { error: 'numberInvalid' })
    .default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** How many patient records a list read (a page, a search, an export) showed; 0 for other events. */
  patientCount: z.number().int().nonnegative(),
  ip: z.string().nullable(),
});
export type AuditEventItem = z.infer<typeof auditEventSchema>;
const namedSchema = z.object({ id: z.string(), name: z.string() });
export const auditPageSchema = numberedPageSchema(auditEventSchema).extend({
  /** Who the `userId` and `patientId` filters name (null: no such filter, or nobody of the practice). */
  filter: z.object({ user: namedSchema.nullable(), patient: namedSchema.nullable() }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Toast messages of the patient screens (the product's wording). */
export const PATIENT_MESSAGES = {
  added: 'Patient added',
  updated: 'Patient updated',
  deleted: 'Patient deleted',
  invitationSent: 'Invitation sent successfully',
  invitationFailed: 'Failed to send invitation',
} as const;

/**
 * Error codes the patient screens handle (all in ERROR_STATUS):
 * - PATIENT_LIMIT_REACHED (402): `details` = { limit, active, plan } (create, import, reactivate);
 * - DOCUMENT_TYPE_NOT_ALLOWED (415): the content is not a PDF, PNG, JPEG or HEIC (whatever its name);
 * - PAYLOAD_TOO_LARGE (413): `details.maxBytes`;
 * - IMPORT_INVALID (400): `details.errors` = ImportRowError[] (nothing was imported);
 * - VALIDATION_FAILED (400): `details.fields` = field → message key (`email: 'emailTaken'` on a duplicate).
 */
export const PATIENT_ERROR_CODES = [
  'PATIENT_LIMIT_REACHED',
  'DOCUMENT_TYPE_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'IMPORT_INVALID',
  'VALIDATION_FAILED',
] as const;
