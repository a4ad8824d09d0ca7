/**
 * Consultations (migration 0019): the record of a visit, its addenda, the patient's vitals and
 * anthropometrics (time series; an entry may belong to a consultation), recordings with consent and
 * retention, their transcripts, insight items, and each practice's recording retention.
 */
import type {
  ConsultationFlag,
  ConsultationStatus,
  GoalCode,
  InsightParams,
  InsightSection,
  InsightSource,
  InsightStatus,
  LabResult,
  RecordingContainer,
  RecordingPlatform,
  RecordingStatus,
  RecordingType,
  SessionType,
  TranscriptSegment,
  TranscriptSource,
} from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { patient } from './patients.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });
const measure = (name: string, precision: number) => numeric(name, { precision, scale: 1, mode: 'number' });

export const consultation = pgTable(
  'consultation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    providerUserId: userRef('provider_user_id'),
    occurredAt: ts('occurred_at').notNull(),
    sessionType: text('session_type').notNull().$type<SessionType>(),
    status: text('status').notNull().default('draft').$type<ConsultationStatus>(),
    flags: text('flags').array().$type<ConsultationFlag[]>().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    goalCodes: text('goal_codes').array().$type<GoalCode[]>().notNull().default(sql`'{}'::text[]`),
    labResults: jsonb('lab_results').$type<LabResult[]>().notNull().default([]),
    summary: text('summary'),
    chiefComplaint: text('chief_complaint'),
    historyOfPresentIllness: text('history_of_present_illness'),
    diagnosis: text('diagnosis'),
    goals: text('goals'),
    interventions: text('interventions'),
    recommendations: text('recommendations'),
    followUp: text('follow_up'),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    assessmentPrivate: boolean('assessment_private').notNull().default(false),
    version: integer('version').notNull().default(1),
    signedAt: ts('signed_at'),
    signedByUserId: userRef('signed_by_user_id'),
    insightsGeneratedAt: ts('insights_generated_at'),
    insightsSkipped: jsonb('insights_skipped')
      .$type<{ field: string; code: string }[]>()
      .notNull()
      .default([]),
    createdByUserId: userRef('created_by_user_id'),
    updatedByUserId: userRef('updated_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('consultation_organization_occurred_idx').on(t.organizationId, t.occurredAt.desc(), t.id),
    index('consultation_patient_occurred_idx').on(t.patientId, t.occurredAt.desc()),
    index('consultation_tags_idx').using('gin', t.tags),
  ],
);

/** A dated, signed amendment of a completed consultation (the original text stays as it was). */
export const consultationAddendum = pgTable(
  'consultation_addendum',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorUserId: userRef('author_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('consultation_addendum_consultation_idx').on(t.consultationId, t.createdAt)],
);

const entryColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  /** Taken in this consultation (one entry per consultation), or null: recorded on its own. */
  consultationId: uuid('consultation_id')
    .unique()
    .references(() => consultation.id, { onDelete: 'cascade' }),
  measuredAt: ts('measured_at').notNull(),
  notes: text('notes'),
  recordedByUserId: userRef('recorded_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
};

/** Vital signs in SI: mmHg, beats per minute, °C, %. */
export const vitalSignEntry = pgTable(
  'vital_sign_entry',
  {
    ...entryColumns,
    systolic: smallint('systolic'),
    diastolic: smallint('diastolic'),
    heartRate: smallint('heart_rate'),
    temperatureC: measure('temperature_c', 3),
    spo2: smallint('spo2'),
  },
  (t) => [index('vital_sign_entry_patient_measured_idx').on(t.patientId, t.measuredAt.desc())],
);

/** Body measures in SI: kg and cm. */
export const anthropometricEntry = pgTable(
  'anthropometric_entry',
  {
    ...entryColumns,
    weightKg: measure('weight_kg', 4),
    heightCm: measure('height_cm', 4),
    waistCm: measure('waist_cm', 4),
    hipCm: measure('hip_cm', 4),
  },
  (t) => [index('anthropometric_entry_patient_measured_idx').on(t.patientId, t.measuredAt.desc())],
);

/** A recording of a consultation; its media is in platform/storage.ts until deleted (key null). */
export const consultationRecording = pgTable(
  'consultation_recording',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').unique(),
    filename: text('filename').notNull(),
    container: text('container').notNull().$type<RecordingContainer>(),
    contentType: text('content_type').notNull(),
    type: text('type').notNull().$type<RecordingType>(),
    platform: text('platform').notNull().$type<RecordingPlatform>(),
    durationSeconds: integer('duration_seconds'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('processing').$type<RecordingStatus>(),
    consentConfirmedAt: ts('consent_confirmed_at').notNull(),
    consentByUserId: userRef('consent_by_user_id'),
    uploadedByUserId: userRef('uploaded_by_user_id'),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
    retainedUntil: ts('retained_until').notNull(),
    archivedAt: ts('archived_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('consultation_recording_consultation_idx').on(t.consultationId, t.uploadedAt),
    index('consultation_recording_retention_idx').on(t.retainedUntil).where(sql`${t.status} <> 'deleted'`),
  ],
);

export const consultationTranscript = pgTable(
  'consultation_transcript',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordingId: uuid('recording_id')
      .notNull()
      .unique()
      .references(() => consultationRecording.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    source: text('source').notNull().$type<TranscriptSource>(),
    filename: text('filename'),
    segments: jsonb('segments').$type<TranscriptSegment[]>().notNull(),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('consultation_transcript_consultation_idx').on(t.consultationId)],
);

/** One insight item: generated (rules or a model), with its source; a draft until the clinician decides. */
export const consultationInsight = pgTable(
  'consultation_insight',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    section: text('section').notNull().$type<InsightSection>(),
    code: text('code').notNull(),
    severity: text('severity').notNull().$type<'info' | 'low' | 'moderate' | 'high' | 'critical'>(),
    generatedText: text('generated_text').notNull(),
    editedText: text('edited_text'),
    status: text('status').notNull().default('draft').$type<InsightStatus>(),
    origin: text('origin').notNull().$type<'rules' | 'ai'>(),
    source: jsonb('source').$type<InsightSource>().notNull(),
    /** The values the sentence is built from (rule items), to word it in the reader's language. */
    params: jsonb('params').$type<InsightParams>(),
    inDays: integer('in_days'),
    position: integer('position').notNull(),
    decidedByUserId: userRef('decided_by_user_id'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('consultation_insight_consultation_idx').on(t.consultationId, t.position)],
);

/** A practice's defaults for consultations (no row: the defaults of @verdant/shared). */
export const consultationSettings = pgTable('consultation_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  recordingRetentionDays: integer('recording_retention_days').notNull().default(365),
  updatedByUserId: userRef('updated_by_user_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
