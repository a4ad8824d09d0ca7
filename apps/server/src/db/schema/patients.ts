/**
 * Patients and their appointments. A patient is a record owned by
 * one practice (organization); it links to a user once the person accepts the invitation.
 */
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { providerProfile, providerService } from './providers.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PATIENT_STATUSES = ['active', 'inactive'] as const;
export const PLATFORM_ACCESS = ['none', 'invite_pending', 'platform_user'] as const;
export type PlatformAccess = (typeof PLATFORM_ACCESS)[number];

export const patient = pgTable(
  'patient',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 1, mode: 'number' }),
    medicalConditions: text('medical_conditions').array().notNull().default(sql`'{}'::text[]`),
    allergies: text('allergies').array().notNull().default(sql`'{}'::text[]`),
    medications: text('medications').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    lastVisitAt: ts('last_visit_at'),
    status: text('status').notNull().default('active').$type<(typeof PATIENT_STATUSES)[number]>(),
    platformAccess: text('platform_access').notNull().default('none').$type<PlatformAccess>(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patient_organization_id_email_unique').on(t.organizationId, sql`lower(${t.email})`),
    index('patient_organization_id_last_name_idx').on(t.organizationId, t.lastName, t.firstName),
    index('patient_user_id_idx').on(t.userId),
    check('patient_status_check', sql`${t.status} in ('active', 'inactive')`),
    check(
      'patient_platform_access_check',
      sql`${t.platformAccess} in ('none', 'invite_pending', 'platform_user')`,
    ),
  ],
);

/**
 * An invitation to a patient to open their platform account. Only a hash of the token is kept; the
 * e-mail carries the token itself. Accepting it (the patients issue) links `patient.user_id`.
 */
export const patientInvitation = pgTable(
  'patient_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('patient_invitation_patient_id_idx').on(t.patientId)],
);

export { APPOINTMENT_STATUSES, type AppointmentStatus };

/**
 * A booked visit. The service is copied (name, duration, price) so later edits of the provider's
 * services never rewrite history. Two live appointments of one provider never overlap: booking
 * locks the provider profile row and checks overlap in one transaction; the partial unique index is
 * the backstop for identical starts.
 */
export const appointment = pgTable(
  'appointment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    providerUserId: text('provider_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerProfileId: uuid('provider_profile_id').references(() => providerProfile.id, {
      onDelete: 'set null',
    }),
    /** Null while the booking is a `pending` hold (or was cancelled as one): nothing reaches a record before. */
    patientId: uuid('patient_id').references(() => patient.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => providerService.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    serviceDurationMinutes: integer('service_duration_minutes').notNull(),
    servicePriceMinor: integer('service_price_minor').notNull(),
    serviceCurrency: text('service_currency').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** The provider's IANA zone when booked: how both sides were shown the time. */
    timeZone: text('time_zone').notNull(),
    status: text('status').notNull().default('scheduled').$type<AppointmentStatus>(),
    confirmationCode: text('confirmation_code').notNull(),
    bookedByUserId: text('booked_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** Counts against the provider's new-patient bookings per day (a public booking by a non-patient). */
    newPatient: boolean('new_patient').notNull().default(false),
    /** A `pending` hold counts as free from this instant (decision 0017). */
    holdExpiresAt: ts('hold_expires_at'),
    /** SHA-256 of the client address that placed a pending hold (the per-address cap); cleared after. */
    holdClientKey: text('hold_client_key'),
    /** The booker's details, kept on a pending hold only (a patient record gets them on confirmation). */
    bookerFirstName: text('booker_first_name'),
    bookerLastName: text('booker_last_name'),
    bookerEmail: text('booker_email'),
    bookerPhone: text('booker_phone'),
    /** SHA-256 of the token of the e-mailed confirm and cancel links; the token itself is never stored. */
    manageTokenHash: text('manage_token_hash').unique(),
    confirmedAt: ts('confirmed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointment_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('appointment_provider_live_start_unique')
      .on(t.providerUserId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index('appointment_provider_user_id_starts_at_idx').on(t.providerUserId, t.startsAt),
    index('appointment_patient_id_starts_at_idx').on(t.patientId, t.startsAt),
    index('appointment_organization_id_starts_at_idx').on(t.organizationId, t.startsAt),
    check(
      'appointment_status_check',
      sql`${t.status} in ('pending', 'scheduled', 'completed', 'cancelled', 'no-show')`,
    ),
    check(
      'appointment_patient_check',
      sql`${t.patientId} is not null or ${t.status} in ('pending', 'cancelled')`,
    ),
    check(
      'appointment_pending_hold_check',
      sql`${t.status} <> 'pending' or (${t.holdExpiresAt} is not null and ${t.bookerEmail} is not null)`,
    ),
    check('appointment_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
