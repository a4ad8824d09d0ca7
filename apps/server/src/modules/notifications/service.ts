/**
 * Notifications. `notify` is the one door every feature emits through: it writes the notification in
 * the caller's transaction (a rolled-back change notifies nobody), announces it on the user's event
 * stream, and, when the user wants that kind by e-mail, queues the e-mail too (the sender's own
 * message, e.g. an appointment change with its .ics, or the catalogue's short one). A notification
 * about a patient carries `patientId`: reading it is audited against them.
 */
import {
  type Language,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationParams,
  type NotificationPreferences,
} from '@verdant/shared';
import { userRecipient } from '../accounts/index.ts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { notification, notificationPreference, user } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { brandedMessage } from '../../platform/mail-layout.ts';
import { brandingOf } from '../integrations/index.ts';
import { isUuid } from '../../platform/params.ts';
import { publish } from '../../platform/realtime.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { notificationEmail } from './emails.ts';

/** An e-mail a sender writes for its notification, in the recipient's language. */
export type NotificationMail = (lang: Language) => Omit<MailMessage, 'to'>;

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** Keys of the web's `notifications` catalogue (`titles.<key>`, `bodies.<key>`) and their values. */
  titleKey: string;
  bodyKey?: string | null;
  params?: NotificationParams;
  /** Where it leads in the app (`/messages?c=…`). */
  link?: string | null;
  /** The patient it is about. */
  patientId?: string | null;
  /**
   * The practice it comes from: its e-mail is then in that practice's brand (ADR 0062; a sender's
   * own message that is already branded, with an HTML part, is left as it is).
   */
  organizationId?: string | null;
  /**
   * The e-mail sent when the user wants this kind by e-mail: the sender's own, or (undefined) the
   * catalogue's; `false`: this one never goes by e-mail (the sender e-mails in its own way).
   */
  email?: NotificationMail | false;
}

/** The language of e-mails to a user: the one they use Verdant in (English when the account is gone). */
export async function recipientLanguage(ctx: ServiceContext, userId: string): Promise<Language> {
  return (await userRecipient(ctx.db, userId))?.language ?? 'en';
}

/** Whether a user gets this kind by e-mail (their choice, else the default). */
export async function wantsEmail(
  ctx: ServiceContext,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ email: notificationPreference.email })
    .from(notificationPreference)
    .where(and(eq(notificationPreference.userId, userId), eq(notificationPreference.kind, kind)));
  return row?.email ?? NOTIFICATION_EMAIL_DEFAULTS[kind];
}

/** Notifies users, in the caller's transaction (see the file header). */
export async function notify(
  ctx: ServiceContext,
  input: NotifyInput | readonly NotifyInput[],
): Promise<void> {
  const all = Array.isArray(input) ? (input as readonly NotifyInput[]) : [input as NotifyInput];
  if (all.length === 0) return;
  const rows = await ctx.db
    .insert(notification)
    .values(
      all.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        titleKey: n.titleKey,
        bodyKey: n.bodyKey ?? null,
        params: n.params ?? {},
        link: n.link ?? null,
        patientId: n.patientId ?? null,
        createdAt: ctx.now(),
      })),
    )
    .returning({ id: notification.id, userId: notification.userId });
  await publish(
    ctx,
    rows.map((r) => ({ userId: r.userId, kind: 'notification', id: r.id })),
  );
  for (const n of all) {
    if (n.email === false || !(await wantsEmail(ctx, n.userId, n.kind))) continue;
    const [to] = await ctx.db
      .select({ email: user.email, firstName: user.firstName, disabledAt: user.disabledAt })
      .from(user)
      .where(eq(user.id, n.userId));
    if (!to || to.disabledAt) continue;
    const lang = await recipientLanguage(ctx, n.userId);
    const message: Omit<MailMessage, 'to'> = n.email
      ? n.email(lang)
      : {
          kind: 'notification',
          ...notificationEmail(lang, {
            titleKey: n.titleKey,
            params: n.params ?? {},
            url: `${ctx.config.baseUrl}${n.link ?? '/notifications'}`,
            firstName: to.firstName,
          }),
        };
    const branded =
      n.organizationId && !message.html
        ? brandedMessage(message, await brandingOf(ctx, n.organizationId))
        : message;
    await ctx.mail.enqueue({ ...branded, to: to.email }, ctx.db);
  }
}

function me(ctx: ServiceContext): string {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal.userId;
}

function toNotification(r: typeof notification.$inferSelect): Notification {
  return {
    id: r.id,
    kind: (NOTIFICATION_KINDS as readonly string[]).includes(r.kind) ? r.kind : 'message.new',
    titleKey: r.titleKey,
    bodyKey: r.bodyKey,
    params: r.params,
    link: r.link,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function unreadOf(ctx: ServiceContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return Number(row?.n ?? 0);
}

function parseCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !id || !isUuid(id)) return null;
  return { at: date, id };
}

/** The caller's notifications, newest first; reading those about a patient is audited. */
export async function listNotifications(
  ctx: ServiceContext,
  query: { cursor?: string | undefined; unread?: 'true' | 'false' | undefined; limit: number },
): Promise<NotificationPage> {
  const userId = me(ctx);
  const after = parseCursor(query.cursor);
  const { page } = await readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select()
        .from(notification)
        .where(
          and(
            eq(notification.userId, userId),
            query.unread === 'true' ? isNull(notification.readAt) : undefined,
            after
              ? or(
                  lt(notification.createdAt, after.at),
                  and(eq(notification.createdAt, after.at), lt(notification.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notification.createdAt), desc(notification.id))
        .limit(query.limit + 1);
      const more = rows.length > query.limit;
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        rows: items,
        page: {
          items: items.map(toNotification),
          nextCursor: more && last ? `${last.createdAt.toISOString()}|${last.id}` : null,
          unread: await unreadOf(tx, userId),
        },
      };
    },
    ({ rows }) =>
      rows
        .filter((r) => r.patientId)
        .map((r) => ({
          action: 'notification.read',
          resourceType: 'notification',
          resourceId: r.id,
          patientId: r.patientId,
        })),
  );
  return page;
}

/** Marks one of the caller's notifications read (another user's is NOT_FOUND). */
export async function markRead(ctx: ServiceContext, id: string): Promise<Notification> {
  const userId = me(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(notification)
      .set({ readAt: sql`coalesce(${notification.readAt}, ${tx.now()})` })
      .where(and(eq(notification.id, id), eq(notification.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await publish(tx, [{ userId, kind: 'notification', id }]);
    return toNotification(row);
  });
}

export async function markAllRead(ctx: ServiceContext): Promise<{ unread: number }> {
  const userId = me(ctx);
  await withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .update(notification)
      .set({ readAt: tx.now() })
      .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
      .returning({ id: notification.id });
    if (rows.length) await publish(tx, [{ userId, kind: 'notification', id: 'all' }]);
  });
  return { unread: 0 };
}

export async function getPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const userId = me(ctx);
  const rows = await ctx.db
    .select()
    .from(notificationPreference)
    .where(eq(notificationPreference.userId, userId));
  const email = { ...NOTIFICATION_EMAIL_DEFAULTS };
  for (const r of rows) if (r.kind in email) email[r.kind] = r.email;
  return { email };
}

export async function setPreferences(
  ctx: ServiceContext,
  input: { email: Partial<Record<NotificationKind, boolean>> },
): Promise<NotificationPreferences> {
  const userId = me(ctx);
  const entries = Object.entries(input.email) as [NotificationKind, boolean][];
  if (entries.length) {
    await ctx.db
      .insert(notificationPreference)
      .values(entries.map(([kind, email]) => ({ userId, kind, email })))
      .onConflictDoUpdate({
        target: [notificationPreference.userId, notificationPreference.kind],
        set: { email: sql`excluded.email` },
      });
  }
  return getPreferences(ctx);
}
