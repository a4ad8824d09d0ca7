/** Requests for a demo from the public site, and how far sales has taken each. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const DEMO_REQUEST_STATUS_VALUES = ['new', 'contacted', 'scheduled', 'closed'] as const;

export const demoRequest = pgTable(
  'demo_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    jobTitle: text('job_title'),
    organizationName: text('organization_name').notNull(),
    organizationType: text('organization_type').notNull(),
    organizationSize: text('organization_size').notNull(),
    country: text('country').notNull(),
    website: text('website'),
    professions: text('professions').array().notNull(),
    patientVolume: text('patient_volume').notNull(),
    currentTools: text('current_tools'),
    interests: text('interests').array().notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    timeZone: text('time_zone').notNull(),
    contactMethod: text('contact_method').notNull(),
    schedulingNotes: text('scheduling_notes'),
    status: text('status').notNull().default('new').$type<(typeof DEMO_REQUEST_STATUS_VALUES)[number]>(),
    /** The administrators' notes. */
    notes: text('notes').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('demo_request_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('demo_request_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('demo_request_status_check', sql`${t.status} in (${inList(DEMO_REQUEST_STATUS_VALUES)})`),
  ],
);
