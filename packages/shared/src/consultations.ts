import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { numberedPageSchema } from './page.ts';
import { GENDERS } from './patients.ts';

/**
 * Consultations: the clinical record of a visit (SOAP notes and the other fields of a consultation),
 * its vitals and anthropometrics (time series per patient, also recorded on their own), recordings
 * with the patient's consent, transcripts and traceable insights. The web app's types are inferred
 * from these schemas.
 *
 * REST paths (all under /api/v1; errors `{ error: { code, message, details } }`; a consultation or
 * patient outside the caller's scope is always 404 NOT_FOUND):
 * - GET    /consultations                       list (ConsultationListQuery) → ConsultationPage
 * - POST   /consultations                       create (ConsultationCreateInput) → 201 Consultation
 * - GET    /consultations/tags                  → { items: string[] } (tags in use, for the filter)
 * - GET    /consultations/settings              → ConsultationSettings (the practice's recording retention)
 * - PUT    /consultations/settings              practice administrators → ConsultationSettings
 * - GET    /consultations/{id}                  → Consultation
 * - PATCH  /consultations/{id}                  autosave (ConsultationUpdateInput with `version`) → Consultation;
 *                                               a stale version is 409 VERSION_CONFLICT, a completed one 409 CONSULTATION_COMPLETED
 * - POST   /consultations/{id}/complete         { version } → Consultation (signed: who, when)
 * - POST   /consultations/{id}/addenda          { body } → 201 Consultation (completed only)
 * - DELETE /consultations/{id}                  drafts only (409 CONSULTATION_NOT_DRAFT) → 204
 * - GET    /consultations/{id}/recordings       → ConsultationRecordings
 * - POST   /consultations/{id}/recordings?type&platform&consent=true&filename[&durationSeconds][&retainedUntil]
 *                                               the raw file as the body, streamed to storage → 201 Recording
 * - PATCH  /consultations/{id}/recordings/{recordingId}   { retainedUntil?, status? (available|archived) }
 * - DELETE /consultations/{id}/recordings/{recordingId}   deletes the media now (status deleted)
 * - GET    /consultations/{id}/recordings/{recordingId}/media   playback, HTTP Range (206)
 * - GET|PUT|DELETE /consultations/{id}/recordings/{recordingId}/transcript   (PUT: { filename?, content })
 * - POST   /consultations/{id}/recordings/{recordingId}/transcribe   202 (AI_BASE_URL only)
 * - GET    /consultations/{id}/insights          → ConsultationInsights
 * - POST   /consultations/{id}/insights          generate (replaces the undecided items) → ConsultationInsights
 * - PATCH  /consultations/{id}/insights/{itemId} { status?, text? } → InsightItem
 * - GET|POST /patients/{id}/vitals, PATCH|DELETE /patients/{id}/vitals/{entryId}
 * - GET|POST /patients/{id}/anthropometrics, PATCH|DELETE /patients/{id}/anthropometrics/{entryId}
 * - GET    /me/consultations, /me/consultations/{id}   the signed-in patient's completed consultations
 */

export { CONSULTATION_ACCESS } from './consultation-access.ts';

export const CONSULTATION_STATUSES = ['draft', 'scheduled', 'completed'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
/** What a clinician sets directly; `completed` only by completing (signing). */
export const EDITABLE_CONSULTATION_STATUSES = ['draft', 'scheduled'] as const;
export const SESSION_TYPES = ['initial', 'follow-up', 'check-in'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
/** Provider-only markers on a consultation (never shown to the patient). */
export const CONSULTATION_FLAGS = [
  'urgent',
  'high_risk',
  'follow_up_required',
  'referral_needed',
  'needs_review',
] as const;
export type ConsultationFlag = (typeof CONSULTATION_FLAGS)[number];
/** Goal codes of the clinical package's insight rules (`GOALS` of @verdant/clinical; a test keeps them equal). */
export const GOAL_CODES = [
  'weight_loss',
  'weight_gain',
  'muscle_gain',
  'glycemic_control',
  'blood_pressure',
  'cholesterol',
  'gut_health',
  'sports_performance',
  'general_health',
] as const;
export type GoalCode = (typeof GOAL_CODES)[number];

/** The free-text fields of a consultation, in the order the record shows them. */
export const CONSULTATION_TEXT_FIELDS = [
  'summary',
  'chiefComplaint',
  'historyOfPresentIllness',
  'diagnosis',
  'goals',
  'interventions',
  'recommendations',
  'followUp',
  'subjective',
  'objective',
  'assessment',
  'plan',
] as const;
export type ConsultationTextField = (typeof CONSULTATION_TEXT_FIELDS)[number];
export const SOAP_FIELDS = ['subjective', 'objective', 'assessment', 'plan'] as const;

export const MAX_CONSULTATION_TEXT = 20_000;
export const MAX_TAGS = 20;
export const MAX_LAB_RESULTS = 50;

/** Validation message keys of the consultation API (the web translates them). */
export const CONSULTATION_VALIDATION_MESSAGES = {
  valueOutOfRange: 'This value is outside the possible range',
  bloodPressurePair: 'Enter both systolic and diastolic pressure',
  measurementRequired: 'Enter at least one measurement',
  unitInvalid: 'This unit does not fit this test',
  tagInvalid: 'Tags are short words (letters, digits, - and _)',
  consentRequired: 'Confirm that the patient has explicitly consented to recording and storing',
  transcriptEmpty: 'The transcript has no text',
  transcriptUnreadable: 'The transcript is not UTF-8 text',
  retentionOutOfRange: 'Choose between 1 and 3650 days',
  retainedUntilInPast: 'Choose a date in the future',
  addendumRequired: 'Write the addendum',
  dateRangeInvalid: 'The end date is before the start date',
} as const;

/** Toast messages of the consultation screens (the product's wording). */
export const CONSULTATION_MESSAGES = {
  saved: 'Consultation saved',
  deleted: 'Consultation deleted',
  saveFailed: 'Error saving consultation',
} as const;

const text = z
  .string({ error: 'textTooLong' })
  .max(MAX_CONSULTATION_TEXT, { error: 'textTooLong' })
  .transform((s) => (s.trim() === '' ? null : s))
  .nullable();

const iso = z.iso.datetime({ offset: true, error: 'dateInvalid' });

const ranged = (min: number, max: number, integer = false) =>
  (integer
    ? z.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' })
    : z.number({ error: 'numberInvalid' })
  )
    .min(min, { error: 'valueOutOfRange' })
    .max(max, { error: 'valueOutOfRange' })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? null : v));

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/**
 * Vital signs, stored in SI: pressures in mmHg, heart rate in beats per minute, temperature in °C,
 * SpO2 in %. The ranges are the clinical package's plausibility limits.
 */
export const vitalsInputSchema = z
  .object({
    measuredAt: iso.optional(),
    systolic: ranged(40, 320, true),
    diastolic: ranged(20, 220, true),
    heartRate: ranged(10, 300, true),
    temperatureC: ranged(25, 45).transform(round1),
    spo2: ranged(30, 100, true),
    notes: z.string().max(1000, { error: 'textTooLong' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.systolic === null) !== (v.diastolic === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.systolic === null ? 'systolic' : 'diastolic'],
        message: 'bloodPressurePair',
      });
    }
    if ([v.systolic, v.heartRate, v.temperatureC, v.spo2].every((x) => x === null)) {
      ctx.addIssue({ code: 'custom', path: ['systolic'], message: 'measurementRequired' });
    }
  });
export type VitalsInput = z.input<typeof vitalsInputSchema>;

/** Body measures in SI: kg and cm. */
export const anthropometricsInputSchema = z
  .object({
    measuredAt: iso.optional(),
    weightKg: ranged(1, 650).transform(round1),
    heightCm: ranged(30, 272).transform(round1),
    waistCm: ranged(20, 300).transform(round1),
    hipCm: ranged(20, 300).transform(round1),
    notes: z.string().max(1000, { error: 'textTooLong' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if ([v.weightKg, v.heightCm, v.waistCm, v.hipCm].every((x) => x === null)) {
      ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'measurementRequired' });
    }
  });
export type AnthropometricsInput = z.input<typeof anthropometricsInputSchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** What every measurement entry holds besides its values. */
const entryShape = {
  id: z.string(),
  patientId: z.string(),
  /** The consultation it was recorded in, or null when recorded on its own. */
  consultationId: z.string().nullable(),
  measuredAt: z.string(),
  notes: z.string().nullable(),
  recordedBy: person.nullable(),
  /** Part of a consultation: it changes there (and not at all once that is completed). */
  locked: z.boolean(),
  createdAt: z.string(),
};

export const vitalEntrySchema = z.object({
  ...entryShape,
  systolic: z.number().nullable(),
  diastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  temperatureC: z.number().nullable(),
  spo2: z.number().nullable(),
});
export type VitalEntry = z.infer<typeof vitalEntrySchema>;

export const anthropometricEntrySchema = z.object({
  ...entryShape,
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  waistCm: z.number().nullable(),
  hipCm: z.number().nullable(),
});
export type AnthropometricEntry = z.infer<typeof anthropometricEntrySchema>;

/** What the figures beside each entry need: sex and age (waist risk, BMI for adults), the record's height. */
export const measuredPatientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  heightCm: z.number().nullable(),
});
export type MeasuredPatient = z.infer<typeof measuredPatientSchema>;
export const vitalSeriesSchema = z.object({
  patient: measuredPatientSchema,
  items: z.array(vitalEntrySchema),
});
export type VitalSeries = z.infer<typeof vitalSeriesSchema>;
export const anthropometricSeriesSchema = z.object({
  patient: measuredPatientSchema,
  items: z.array(anthropometricEntrySchema),
});
export type AnthropometricSeries = z.infer<typeof anthropometricSeriesSchema>;

/** A lab value as written on the report: a LOINC code of the clinical package's list, value, unit. */
export const labResultSchema = z.object({
  loinc: z
    .string()
    .trim()
    .regex(/^\d{1,7}-\d$/, { error: 'invalidOption' }),
  value: z
    .number({ error: 'numberInvalid' })
    .min(0, { error: 'valueOutOfRange' })
    .max(1_000_000, { error: 'valueOutOfRange' }),
  unit: z.string().trim().min(1, { error: 'unitInvalid' }).max(30, { error: 'unitInvalid' }),
});
export type LabResult = z.infer<typeof labResultSchema>;

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]{0,39}$/u, { error: 'tagInvalid' });

const editableShape = {
  occurredAt: iso,
  sessionType: z.enum(SESSION_TYPES, { error: 'invalidOption' }),
  status: z.enum(EDITABLE_CONSULTATION_STATUSES, { error: 'invalidOption' }),
  flags: z
    .array(z.enum(CONSULTATION_FLAGS, { error: 'invalidOption' }))
    .max(CONSULTATION_FLAGS.length)
    .transform((a) => [...new Set(a)]),
  tags: z
    .array(tag)
    .max(MAX_TAGS, { error: 'tooManyItems' })
    .transform((a) => [...new Set(a)]),
  goalCodes: z
    .array(z.enum(GOAL_CODES, { error: 'invalidOption' }))
    .max(GOAL_CODES.length)
    .transform((a) => [...new Set(a)]),
  labResults: z.array(labResultSchema).max(MAX_LAB_RESULTS, { error: 'tooManyItems' }),
  /** The clinician keeps the assessment from the patient's view. */
  assessmentPrivate: z.boolean(),
  /** The vitals and anthropometrics taken in this consultation (one entry each); null removes them. */
  vitals: vitalsInputSchema.nullable(),
  anthropometrics: anthropometricsInputSchema.nullable(),
  ...(Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, text])) as Record<
    ConsultationTextField,
    typeof text
  >),
};

export const consultationCreateSchema = z
  .object({ patientId: z.string({ error: 'invalidOption' }).min(1, { error: 'invalidOption' }).max(100) })
  .extend(editableShape)
  .partial({
    status: true,
    flags: true,
    tags: true,
    goalCodes: true,
    labResults: true,
    assessmentPrivate: true,
    vitals: true,
    anthropometrics: true,
    ...(Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, true])) as Record<
      ConsultationTextField,
      true
    >),
  });
export type ConsultationCreateInput = z.input<typeof consultationCreateSchema>;

/** An autosave: the fields that changed, and the version they were typed on. */
export const consultationUpdateSchema = z
  .object({ version: z.number({ error: 'numberInvalid' }).int().min(1) })
  .extend(z.object(editableShape).partial().shape);
export type ConsultationUpdateInput = z.input<typeof consultationUpdateSchema>;

export const consultationCompleteSchema = z.object({ version: z.number().int().min(1) });
export const addendumInputSchema = z.object({
  body: z
    .string({ error: 'addendumRequired' })
    .trim()
    .min(1, { error: 'addendumRequired' })
    .max(MAX_CONSULTATION_TEXT, { error: 'textTooLong' }),
});

export const addendumSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: person.nullable(),
  createdAt: z.string(),
});
export type Addendum = z.infer<typeof addendumSchema>;

const patientRef = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const consultationSchema = z.object({
  id: z.string(),
  patient: patientRef,
  provider: person.nullable(),
  occurredAt: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  status: z.enum(CONSULTATION_STATUSES),
  flags: z.array(z.enum(CONSULTATION_FLAGS)),
  tags: z.array(z.string()),
  goalCodes: z.array(z.enum(GOAL_CODES)),
  labResults: z.array(labResultSchema),
  assessmentPrivate: z.boolean(),
  vitals: vitalEntrySchema.nullable(),
  anthropometrics: anthropometricEntrySchema.nullable(),
  ...(Object.fromEntries(CONSULTATION_TEXT_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
    ConsultationTextField,
    z.ZodNullable<z.ZodString>
  >),
  /** Every save adds one; an autosave sends the version it was typed on. */
  version: z.number().int(),
  signedAt: z.string().nullable(),
  signedBy: person.nullable(),
  addenda: z.array(addendumSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: person.nullable(),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationListItemSchema = z.object({
  id: z.string(),
  patient: patientRef,
  provider: person.nullable(),
  occurredAt: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  status: z.enum(CONSULTATION_STATUSES),
  /** Empty, and `summary` null, for a caller who does not read clinical notes (staff, administrators). */
  flags: z.array(z.enum(CONSULTATION_FLAGS)),
  tags: z.array(z.string()),
  summary: z.string().nullable(),
  signedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsultationListItem = z.infer<typeof consultationListItemSchema>;

export const CONSULTATION_PAGE_SIZES = [10, 25, 50] as const;
const yyyyMmDd = z.string().trim().refine(isCalendarDay, { error: 'dateInvalid' });
export const consultationListQuerySchema = z
  .object({
    patientId: z.string().max(100).optional(),
    status: z.enum(['all', ...CONSULTATION_STATUSES], { error: 'invalidOption' }).default('all'),
    sessionType: z.enum(['all', ...SESSION_TYPES], { error: 'invalidOption' }).default('all'),
    tag: z.string().trim().toLowerCase().max(40).optional(),
    /** Calendar days (inclusive), in UTC. */
    from: yyyyMmDd.optional(),
    to: yyyyMmDd.optional(),
    page: z.coerce.number({ error: 'numberInvalid' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'numberInvalid' }).int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'dateRangeInvalid' });
export type ConsultationListQuery = z.input<typeof consultationListQuerySchema>;
export const consultationPageSchema = numberedPageSchema(consultationListItemSchema).extend({
  /** Whether the caller reads clinical notes (dietitians and medical professionals of the care team). */
  notesVisible: z.boolean(),
});
export type ConsultationPage = z.infer<typeof consultationPageSchema>;

/** Recordings. */
export const RECORDING_STATUSES = ['processing', 'available', 'archived', 'deleted'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];
export const RECORDING_TYPES = ['full_video', 'audio_only', 'screen_share'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];
export const RECORDING_PLATFORMS = ['manual_upload', 'google_meet', 'microsoft_teams', 'zoom'] as const;
export type RecordingPlatform = (typeof RECORDING_PLATFORMS)[number];
/** Containers recognised by their first bytes (never by name or declared type). */
export const RECORDING_CONTAINERS = ['mp4', 'webm', 'mp3', 'wav', 'ogg'] as const;
export type RecordingContainer = (typeof RECORDING_CONTAINERS)[number];
/** Default upload limit (RECORDING_MAX_BYTES on the server; `maxBytes` in the recordings answer). */
export const RECORDING_MAX_BYTES = 500 * 1024 * 1024;
export const DEFAULT_RECORDING_RETENTION_DAYS = 365;
export const MAX_RECORDING_RETENTION_DAYS = 3650;

export const recordingUploadQuerySchema = z.object({
  type: z.enum(RECORDING_TYPES, { error: 'invalidOption' }),
  platform: z.enum(RECORDING_PLATFORMS, { error: 'invalidOption' }),
  /** The patient's explicit consent to recording and storing: required, by the server too. */
  consent: z
    .string()
    .optional()
    .refine((v) => v === 'true', { error: 'consentRequired' }),
  filename: z.string().trim().min(1).max(200).default('recording'),
  durationSeconds: z.coerce
    .number({ error: 'numberInvalid' })
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
  /** `YYYY-MM-DD`; default: today plus the practice's retention. */
  retainedUntil: yyyyMmDd.optional(),
});
export type RecordingUploadQuery = z.input<typeof recordingUploadQuerySchema>;
export type RecordingUploadParams = z.output<typeof recordingUploadQuerySchema>;

export const recordingUpdateSchema = z.object({
  retainedUntil: yyyyMmDd.optional(),
  status: z.enum(['available', 'archived'], { error: 'invalidOption' }).optional(),
});
export type RecordingUpdateInput = z.infer<typeof recordingUpdateSchema>;

export const TRANSCRIPT_SOURCES = ['vtt', 'srt', 'text', 'ai'] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];
export const transcriptSegmentSchema = z.object({
  /** Stable within the transcript (`s1`, `s2`, …): insight items cite these. */
  id: z.string(),
  startMs: z.number().int(),
  endMs: z.number().int().nullable(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;
export const transcriptSchema = z.object({
  id: z.string(),
  recordingId: z.string(),
  source: z.enum(TRANSCRIPT_SOURCES),
  filename: z.string().nullable(),
  segments: z.array(transcriptSegmentSchema),
  createdBy: person.nullable(),
  createdAt: z.string(),
});
export type Transcript = z.infer<typeof transcriptSchema>;
/** The body limit of the API (1 MiB) bounds a transcript file. */
export const transcriptInputSchema = z.object({
  filename: z.string().trim().max(200).optional(),
  content: z
    .string({ error: 'transcriptEmpty' })
    .refine((s) => s.trim() !== '', { error: 'transcriptEmpty' }),
});

export const recordingSchema = z.object({
  id: z.string(),
  consultationId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  container: z.enum(RECORDING_CONTAINERS),
  type: z.enum(RECORDING_TYPES),
  platform: z.enum(RECORDING_PLATFORMS),
  durationSeconds: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  status: z.enum(RECORDING_STATUSES),
  consent: z.object({ confirmedAt: z.string(), by: person.nullable() }),
  uploadedBy: person.nullable(),
  uploadedAt: z.string(),
  retainedUntil: z.string(),
  deletedAt: z.string().nullable(),
  transcript: z
    .object({ id: z.string(), source: z.enum(TRANSCRIPT_SOURCES), segmentCount: z.number().int() })
    .nullable(),
  /** A transcription job is queued or running. */
  transcribing: z.boolean(),
});
export type Recording = z.infer<typeof recordingSchema>;
export const consultationRecordingsSchema = z.object({
  items: z.array(recordingSchema),
  maxBytes: z.number().int(),
  defaultRetentionDays: z.number().int(),
  /** Whether recordings can be transcribed here (AI_BASE_URL is configured). */
  transcription: z.boolean(),
});
export type ConsultationRecordings = z.infer<typeof consultationRecordingsSchema>;

export const consultationSettingsSchema = z.object({
  recordingRetentionDays: z
    .number({ error: 'numberInvalid' })
    .int({ error: 'numberInvalid' })
    .min(1, { error: 'retentionOutOfRange' })
    .max(MAX_RECORDING_RETENTION_DAYS, { error: 'retentionOutOfRange' }),
});
export type ConsultationSettings = z.infer<typeof consultationSettingsSchema>;

/** Insights. */
export const INSIGHT_SECTIONS = [
  'keyTakeaways',
  'riskFlags',
  'strengths',
  'areasForImprovement',
  'providerActions',
  'patientActions',
  'followUpTimeline',
  'focusAreas',
] as const;
export type InsightSection = (typeof INSIGHT_SECTIONS)[number];
/** Sections that reach the patient once accepted; the others are for the care team only. */
export const PATIENT_INSIGHT_SECTIONS: readonly InsightSection[] = [
  'keyTakeaways',
  'strengths',
  'areasForImprovement',
  'patientActions',
  'followUpTimeline',
  'focusAreas',
];
export const INSIGHT_STATUSES = ['draft', 'accepted', 'discarded'] as const;
export type InsightStatus = (typeof INSIGHT_STATUSES)[number];
export const INSIGHT_SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;

export const dataPointSchema = z.object({
  field: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.string().optional(),
});
/** Where an item comes from: data points and the rule over them, or lines of a transcript. */
export const insightSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('data'),
    rule: z.string(),
    dataPoints: z.array(dataPointSchema),
    citation: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('transcript'),
    recordingId: z.string(),
    segments: z.array(z.object({ id: z.string(), startMs: z.number().int(), text: z.string() })).min(1),
  }),
]);
export type InsightSource = z.infer<typeof insightSourceSchema>;
/** The values a rule item's sentence is built from (numbers unformatted), by name. */
export const insightParamsSchema = z.record(z.string(), z.union([z.number(), z.string()]));
export type InsightParams = z.infer<typeof insightParamsSchema>;

export const insightItemSchema = z.object({
  id: z.string(),
  section: z.enum(INSIGHT_SECTIONS),
  /** Stable code (`risk.bp.stage2`), for translation of rule items; `ai.*` for a model's. */
  code: z.string(),
  severity: z.enum(INSIGHT_SEVERITIES),
  /** What is shown: the clinician's edit, else the generated text. */
  text: z.string(),
  generatedText: z.string(),
  edited: z.boolean(),
  status: z.enum(INSIGHT_STATUSES),
  origin: z.enum(['rules', 'ai']),
  source: insightSourceSchema,
  /** What the web words the item with, in the reader's language, by `code` (null: show `text`). */
  params: insightParamsSchema.nullable(),
  /** Follow-up timeline: days to the next contact. */
  inDays: z.number().int().nullable(),
  patientVisible: z.boolean(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
});
export type InsightItem = z.infer<typeof insightItemSchema>;
export const consultationInsightsSchema = z.object({
  items: z.array(insightItemSchema),
  generatedAt: z.string().nullable(),
  /** Whether a chat model adds items here (AI_BASE_URL is configured). */
  ai: z.boolean(),
  /** Inputs the rules could not use, with why (`sexUnknown`, `INVALID_INPUT`…). */
  skipped: z.array(z.object({ field: z.string(), code: z.string() })),
});
export type ConsultationInsights = z.infer<typeof consultationInsightsSchema>;
export const insightDecisionSchema = z
  .object({
    status: z.enum(INSIGHT_STATUSES, { error: 'invalidOption' }).optional(),
    /** The clinician's wording; null goes back to the generated text. */
    text: z
      .string()
      .trim()
      .min(1, { error: 'itemRequired' })
      .max(2000, { error: 'textTooLong' })
      .nullable()
      .optional(),
  })
  .refine((d) => d.status !== undefined || d.text !== undefined, {
    path: ['status'],
    error: 'invalidOption',
  });
export type InsightDecision = z.infer<typeof insightDecisionSchema>;

/** What the patient reads: completed consultations, in plain language, without provider-only parts. */
export const patientConsultationListItemSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  provider: person.nullable(),
  summary: z.string().nullable(),
  insightCount: z.number().int(),
});
export type PatientConsultationListItem = z.infer<typeof patientConsultationListItemSchema>;
export const patientConsultationSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  provider: person.nullable(),
  signedAt: z.string().nullable(),
  /** Null when the clinician keeps it private. */
  assessment: z.string().nullable(),
  ...(Object.fromEntries(
    CONSULTATION_TEXT_FIELDS.filter((f) => f !== 'assessment').map((f) => [f, z.string().nullable()]),
  ) as Record<Exclude<ConsultationTextField, 'assessment'>, z.ZodNullable<z.ZodString>>),
  labResults: z.array(labResultSchema),
  vitals: vitalEntrySchema.nullable(),
  anthropometrics: anthropometricEntrySchema.nullable(),
  /** Accepted items of the patient sections only. */
  insights: z.array(
    z.object({
      id: z.string(),
      section: z.enum(INSIGHT_SECTIONS),
      /** Stable code and values, to word the item in the reader's language unless it was edited. */
      code: z.string(),
      params: insightParamsSchema.nullable(),
      edited: z.boolean(),
      text: z.string(),
      inDays: z.number().int().nullable(),
    }),
  ),
  addenda: z.array(addendumSchema),
});
export type PatientConsultation = z.infer<typeof patientConsultationSchema>;
