import { z } from 'zod';
import { pageSchema } from './page.ts';

/**
 * Notifications: what happened that concerns the user (the header's bell and `/notifications`).
 * Any feature emits one with the server's `notify(ctx, …)` (modules/notifications); adding a kind is
 * one entry here, its title and body in the web's `notifications` catalogue and its e-mail text in
 * the server's catalogue. REST paths (under /api/v1):
 * - GET  /notifications?cursor&unread      → NotificationPage (newest first, with the unread count)
 * - POST /notifications/{id}/read          → Notification
 * - POST /notifications/read-all           → { unread: 0 }
 * - GET  /notifications/preferences, PUT   → NotificationPreferences (which kinds also go by e-mail)
 */
export const NOTIFICATION_KINDS = [
  'message.new',
  'appointment.booked',
  'appointment.rescheduled',
  'appointment.cancelled',
  'appointment.reminder',
  'invitation.accepted',
  'lab.result',
  'invoice.issued',
  'invoice.overdue',
  'claim.updated',
  'privacy.update',
  'wellness.alert',
  'diet_plan.shared',
  'referral.update',
  'report.ready',
  // a session package at 2 credits or fewer, and at none (billing package-alerts.ts, ADR 0054)
  'package.low',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds that go by e-mail unless the user turns them off. */
export const NOTIFICATION_EMAIL_DEFAULTS: Record<NotificationKind, boolean> = {
  'message.new': true,
  'appointment.booked': true,
  'appointment.rescheduled': true,
  'appointment.cancelled': true,
  'appointment.reminder': true,
  'invitation.accepted': false,
  'lab.result': true,
  'invoice.issued': true,
  'invoice.overdue': true,
  'claim.updated': true,
  'privacy.update': true,
  'wellness.alert': true,
  'diet_plan.shared': true,
  'referral.update': true,
  'report.ready': false,
  'package.low': true,
};

export const NOTIFICATION_PAGE_SIZE = 30;

/** Values a notification's title and body are filled with (names, times as ISO instants). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Keys of the web's `notifications` catalogue (`titles.<key>`, `bodies.<key>`). */
  titleKey: z.string(),
  bodyKey: z.string().nullable(),
  params: notificationParamsSchema,
  /** Where it leads in the app. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  unread: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
});

export const notificationPreferencesSchema = z.object({
  email: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesInputSchema = z.object({
  email: z.partialRecord(z.enum(NOTIFICATION_KINDS, { error: 'invalidOption' }), z.boolean()),
});

/**
 * What the event stream (`GET /api/v1/events`, Server-Sent Events) carries: ids only, the page reads
 * what changed through the API. `reset`: events were missed beyond what the server keeps (read
 * everything again); `end`: the session is over.
 */
export const REALTIME_EVENT_KINDS = ['message', 'conversation', 'notification', 'appointment'] as const;
export type RealtimeEventKind = (typeof REALTIME_EVENT_KINDS)[number];
export interface RealtimeEvent {
  kind: RealtimeEventKind;
  /** The conversation, notification or appointment concerned. */
  id: string;
}
