import { z } from 'zod';
import { roleSchema } from './auth.ts';

/**
 * Answers of the administrators' API (`/api/v1/admin/…`). The web app's types are inferred from
 * these schemas, so a field the server renames fails the web's type check instead of reaching a
 * screen as `undefined`.
 */

export { type Page, pageSchema } from './page.ts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  profileComplete: z.boolean(),
  createdAt: z.string(),
  roles: z.array(roleSchema),
  /** Cannot sign in; every session of the account has been ended. */
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userRolesSchema = z.object({ userId: z.string(), roles: z.array(roleSchema) });
export type UserRoles = z.infer<typeof userRolesSchema>;

/** The one-time links an e-mail may carry (kept out of the outbox at rest; only kind and expiry shown). */
export const ONE_TIME_LINK_KINDS = [
  'password-reset',
  'email-verification',
  'booking-links',
  'patient-invitation',
] as const;
export type OneTimeLinkKind = (typeof ONE_TIME_LINK_KINDS)[number];
export const OUTBOX_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;

export const outboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The message carried a one-time link: its kind and expiry (the link itself is never shown). */
  oneTimeLink: z.object({ kind: z.enum(ONE_TIME_LINK_KINDS), expiresAt: z.string().nullable() }).nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxDetailSchema = outboxSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type OutboxDetail = z.infer<typeof outboxDetailSchema>;

/**
 * The kinds of e-mail the per-recipient caps count. A message that names none of them, and carries
 * no one-time link, is `other`.
 */
export const MAIL_KINDS = [
  'email-verification',
  'password-reset',
  'demo-request-ack',
  'demo-request-notice',
  'contact-notice',
  'organization-decision',
  'booking-links',
  'booking-notice',
  'patient-invitation',
  'appointment-notice',
  'appointment-reminder',
  'invoice',
  'notification',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** E-mails the per-recipient caps suppressed, per kind: counts, never an address. */
export const suppressedMailSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      kind: z.enum(MAIL_KINDS),
      count: z.number().int(),
      lastAt: z.string().nullable(),
      cap: z.object({ limit: z.number().int(), windowSeconds: z.number().int() }),
    }),
  ),
});
export type SuppressedMail = z.infer<typeof suppressedMailSchema>;

export const organizationRequestSchema = z.object({
  id: z.string(),
  role: z.enum(['lab', 'insurance']),
  status: z.enum(['pending', 'approved', 'declined']),
  /** The language the requester signed up in (the decision e-mail is written in it). */
  locale: z.enum(['en', 'es']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  organization: z.object({ id: z.string(), name: z.string(), kind: z.enum(['laboratory', 'insurer']) }),
  requester: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type OrganizationRequest = z.infer<typeof organizationRequestSchema>;
