import { z } from 'zod';
import { appointmentCreateSchema } from './calendar.ts';
import { DATA_CATEGORIES } from './privacy.ts';

/**
 * Referrals between professionals (issue 21, ADR 0042). A professional refers a patient of their
 * care team to another professional or practice, with a reason, urgency, the question to answer
 * and the data categories to share. REST paths (under /api/v1):
 * - GET  /referrals?box=inbox|outbox&status&overdue&page → ReferralPage
 * - GET  /referrals/recipients?q&kind                     → ReferralRecipient[]
 * - POST /referrals                                       → Referral (a draft, or sent with `send`)
 * - GET  /referrals/{id}                                  → Referral (with its history)
 * - POST /referrals/{id}/send | cancel                    → Referral (the sender)
 * - POST /referrals/{id}/accept | decline | request-info  → Referral (the recipient)
 * - POST /referrals/{id}/reply                            → Referral (the sender answers a question)
 * - POST /referrals/{id}/schedule                         → Referral (the recipient books the visit)
 * - POST /referrals/{id}/complete                         → Referral (the closing report)
 * - GET  /referrals/{id}/fhir                             → FHIR R4 Bundle (ServiceRequest + Task)
 * - GET  /me/referrals                                    → PatientReferral[] (the patient's own)
 */
export const REFERRAL_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** States in which the referral still waits for someone. */
export const OPEN_REFERRAL_STATUSES: readonly ReferralStatus[] = ['sent', 'accepted', 'scheduled'];

export const REFERRAL_URGENCIES = ['routine', 'soon', 'urgent'] as const;
export type ReferralUrgency = (typeof REFERRAL_URGENCIES)[number];

export const REFERRAL_KINDS = ['dietitian', 'medical', 'fitness'] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

/** A sent referral nobody answered within this many days is overdue. */
export const REFERRAL_OVERDUE_DAYS = 7;

export const REFERRAL_EVENT_KINDS = [
  'created',
  'sent',
  'info_requested',
  'info_provided',
  'accepted',
  'declined',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export type ReferralEventKind = (typeof REFERRAL_EVENT_KINDS)[number];

/**
 * What sharing the chosen categories stands at: `none` (nothing chosen), `care_team` (the recipient
 * is in the patient's practice: their care-team rules apply once they accept), `pending` (waiting
 * for the patient's approval), `approved`, `denied`, `expired`.
 */
export const REFERRAL_SHARE_STATES = [
  'none',
  'care_team',
  'pending',
  'approved',
  'denied',
  'expired',
] as const;
export type ReferralShareState = (typeof REFERRAL_SHARE_STATES)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'textTooLong' });
const id = z.string().min(1).max(100);

export const referralInputSchema = z.object({
  patientId: id,
  recipientOrganizationId: z
    .string({ error: 'recipientRequired' })
    .min(1, { error: 'recipientRequired' })
    .max(100),
  /** A professional of that organization; null: the organization (its professionals of `recipientKind`). */
  recipientUserId: id.nullable().optional(),
  recipientKind: z.enum(REFERRAL_KINDS, { error: 'invalidOption' }),
  reason: text(2000).min(1, { error: 'reasonRequired' }),
  question: text(2000).default(''),
  urgency: z.enum(REFERRAL_URGENCIES, { error: 'invalidOption' }).default('routine'),
  categories: z
    .array(z.enum(DATA_CATEGORIES, { error: 'invalidOption' }))
    .max(DATA_CATEGORIES.length)
    .default([])
    .transform((c) => [...new Set(c)]),
  /** Send at once (else it is kept as a draft). */
  send: z.boolean().default(false),
});
export type ReferralInput = z.input<typeof referralInputSchema>;

export const referralNoteInputSchema = z.object({
  note: text(4000).min(1, { error: 'required' }),
});
export type ReferralNoteInput = z.input<typeof referralNoteInputSchema>;

export const referralDeclineInputSchema = z.object({
  reason: text(2000).min(1, { error: 'reasonRequired' }),
});
export type ReferralDeclineInput = z.input<typeof referralDeclineInputSchema>;

export const referralCompleteInputSchema = z.object({
  report: text(8000).min(1, { error: 'required' }),
});
export type ReferralCompleteInput = z.input<typeof referralCompleteInputSchema>;

/** The appointment booked from the referral: the calendar's own fields, for the referred patient. */
export const referralScheduleInputSchema = appointmentCreateSchema.omit({
  patientId: true,
  providerId: true,
});
export type ReferralScheduleInput = z.input<typeof referralScheduleInputSchema>;

export const referralEventSchema = z.object({
  kind: z.enum(REFERRAL_EVENT_KINDS),
  actorName: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type ReferralEvent = z.infer<typeof referralEventSchema>;

const party = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
});

export const referralSchema = z.object({
  id: z.string(),
  /** The caller's side: they sent it, or it was sent to them (or their organization). */
  direction: z.enum(['outgoing', 'incoming']),
  status: z.enum(REFERRAL_STATUSES),
  urgency: z.enum(REFERRAL_URGENCIES),
  recipientKind: z.enum(REFERRAL_KINDS),
  reason: z.string(),
  question: z.string(),
  categories: z.array(z.enum(DATA_CATEGORIES)),
  patient: z.object({
    name: z.string(),
    dateOfBirth: z.string().nullable(),
    /** The record the caller's organization holds (the sender's; the recipient's once accepted). */
    recordId: z.string().nullable(),
  }),
  sender: party,
  recipient: party,
  share: z.object({
    state: z.enum(REFERRAL_SHARE_STATES),
    grantedCategories: z.array(z.enum(DATA_CATEGORIES)),
  }),
  /** The recipient asked for more information and the sender has not answered yet. */
  infoRequested: z.boolean(),
  declineReason: z.string().nullable(),
  closingReport: z.string().nullable(),
  appointment: z.object({ id: z.string(), start: z.string() }).nullable(),
  /** Sent, and not answered within REFERRAL_OVERDUE_DAYS. */
  overdue: z.boolean(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(referralEventSchema),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralSummarySchema = referralSchema.omit({ events: true, closingReport: true });
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralPageSchema = z.object({
  items: z.array(referralSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Overdue in this box, whatever the filters. */
  overdue: z.number().int(),
});
export type ReferralPage = z.infer<typeof referralPageSchema>;

export const REFERRAL_PAGE_SIZE = 25;

export const referralListQuerySchema = z.object({
  box: z.enum(['inbox', 'outbox']).default('inbox'),
  status: z.enum(REFERRAL_STATUSES).optional(),
  overdue: z.enum(['true']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReferralListQuery = z.input<typeof referralListQuerySchema>;

export const referralRecipientSchema = z.object({
  /** Null: the organization itself. */
  userId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(REFERRAL_KINDS).nullable(),
  organizationId: z.string(),
  organizationName: z.string(),
  city: z.string().nullable(),
  /** In the caller's own practice. */
  colleague: z.boolean(),
});
export type ReferralRecipient = z.infer<typeof referralRecipientSchema>;

export const referralRecipientQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(REFERRAL_KINDS).optional(),
});

/** The patient's view: who sent them where, and where it stands. */
export const patientReferralSchema = z.object({
  id: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  urgency: z.enum(REFERRAL_URGENCIES),
  recipientKind: z.enum(REFERRAL_KINDS),
  reason: z.string(),
  categories: z.array(z.enum(DATA_CATEGORIES)),
  sender: party,
  recipient: party,
  share: z.object({
    state: z.enum(REFERRAL_SHARE_STATES),
    grantedCategories: z.array(z.enum(DATA_CATEGORIES)),
  }),
  appointment: z.object({ id: z.string(), start: z.string() }).nullable(),
  sentAt: z.string().nullable(),
  events: z.array(referralEventSchema),
});
export type PatientReferral = z.infer<typeof patientReferralSchema>;
