/**
 * The personal calendar feed: a secret URL Google Calendar, Apple Calendar or Outlook subscribe to,
 * listing the user's appointments (as a professional in the organizations they still belong to, and
 * as a patient) from 30 days back to a year ahead.
 *
 * - The URL carries a 256-bit token: HMAC-SHA256 of the feed's id and version under the
 *   installation's key, so the owner can copy it again at any time; the database keeps only its
 *   SHA-256 for the look-up. Regenerating raises the version (the old URL stops working at once);
 *   revoking deletes the feed.
 * - It holds no clinical detail beyond what the owner chose: `private` shows "Appointment" and the
 *   time; `names` adds the service, the other person's name and the place. Notes never leave Verdant.
 *   A `names` feed that names patients is audited as their owner's read on every fetch.
 */
import { createHash, createHmac } from 'node:crypto';
import type { CalendarFeed, FeedDetail } from '@verdant/shared';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { appointment, calendarFeed, membership, patient } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import { audit, auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { appointmentUid, buildFeedIcs } from '../scheduling/index.ts';
import { loadRecords, readEntry } from './record.ts';

const DAY = 86_400_000;

function owner(ctx: ServiceContext): string {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal.userId;
}

export function feedToken(key: string, feedId: string, version: number): string {
  return createHmac('sha256', key).update(`calendar-feed:${feedId}:${version}`).digest('base64url');
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function answer(
  ctx: ServiceContext,
  key: string,
  row: typeof calendarFeed.$inferSelect | undefined,
): CalendarFeed {
  if (!row) return { url: null, detail: 'private' };
  return {
    url: `${ctx.config.baseUrl}/api/v1/calendar-feeds/${feedToken(key, row.id, row.version)}.ics`,
    detail: row.detail,
  };
}

async function current(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db.select().from(calendarFeed).where(eq(calendarFeed.userId, userId));
  return row;
}

export async function getFeed(ctx: ServiceContext, key: string): Promise<CalendarFeed> {
  return answer(ctx, key, await current(ctx, owner(ctx)));
}

/** Makes the feed (or changes what it shows). */
export async function saveFeed(ctx: ServiceContext, key: string, detail: FeedDetail): Promise<CalendarFeed> {
  const userId = owner(ctx);
  return withTransaction(ctx, async (tx) => {
    const existing = await current(tx, userId);
    if (existing) {
      const [row] = await tx.db
        .update(calendarFeed)
        .set({ detail })
        .where(eq(calendarFeed.id, existing.id))
        .returning();
      await audit(tx, {
        action: 'calendar.feed.update',
        resourceType: 'calendar_feed',
        resourceId: existing.id,
      });
      return answer(tx, key, row);
    }
    const id = crypto.randomUUID();
    const [row] = await tx.db
      .insert(calendarFeed)
      .values({ id, userId, detail, version: 1, tokenHash: sha256(feedToken(key, id, 1)) })
      .returning();
    await audit(tx, { action: 'calendar.feed.create', resourceType: 'calendar_feed', resourceId: id });
    return answer(tx, key, row);
  });
}

/** A new URL; the old one stops working. */
export async function regenerateFeed(ctx: ServiceContext, key: string): Promise<CalendarFeed> {
  const userId = owner(ctx);
  return withTransaction(ctx, async (tx) => {
    const existing = await current(tx, userId);
    if (!existing) throw new AppError('NOT_FOUND');
    const version = existing.version + 1;
    const [row] = await tx.db
      .update(calendarFeed)
      .set({ version, tokenHash: sha256(feedToken(key, existing.id, version)) })
      .where(eq(calendarFeed.id, existing.id))
      .returning();
    await audit(tx, {
      action: 'calendar.feed.regenerate',
      resourceType: 'calendar_feed',
      resourceId: existing.id,
    });
    return answer(tx, key, row);
  });
}

export async function revokeFeed(ctx: ServiceContext): Promise<CalendarFeed> {
  const userId = owner(ctx);
  await withTransaction(ctx, async (tx) => {
    const rows = await tx.db.delete(calendarFeed).where(eq(calendarFeed.userId, userId)).returning();
    if (rows[0]) {
      await audit(tx, {
        action: 'calendar.feed.revoke',
        resourceType: 'calendar_feed',
        resourceId: rows[0].id,
      });
    }
  });
  return { url: null, detail: 'private' };
}

/** The feed's owner as the actor of its audit events (the feed acts for them, without a session). */
function ownerActor(userId: string): Principal {
  return {
    userId,
    sessionId: '',
    roles: [],
    organizationIds: [],
    organization: null,
    platformAdmin: false,
    via: 'bearer',
  };
}

/** `GET /calendar-feeds/{token}`: the iCalendar text, or NOT_FOUND for an unknown or revoked token. */
export async function renderFeed(ctx: ServiceContext, token: string): Promise<string> {
  const bare = token.replace(/\.ics$/i, '');
  if (!/^[A-Za-z0-9_-]{43}$/.test(bare)) throw new AppError('NOT_FOUND');
  const [feed] = await ctx.db
    .select()
    .from(calendarFeed)
    .where(eq(calendarFeed.tokenHash, sha256(bare)));
  if (!feed) throw new AppError('NOT_FOUND');
  const now = ctx.now().getTime();
  const mine = or(
    and(
      eq(appointment.providerUserId, feed.userId),
      inArray(
        appointment.organizationId,
        ctx.db
          .select({ id: membership.organizationId })
          .from(membership)
          .where(eq(membership.userId, feed.userId)),
      ),
    ),
    inArray(
      appointment.patientId,
      ctx.db
        .select({ id: patient.id })
        .from(patient)
        .where(and(eq(patient.userId, feed.userId), sql`${patient.deletedAt} is null`)),
    ),
  )!;
  const records = await loadRecords(
    ctx.db,
    and(
      mine,
      gte(appointment.endsAt, new Date(now - 30 * DAY)),
      lte(appointment.startsAt, new Date(now + 366 * DAY)),
    )!,
  );
  const named = feed.detail === 'names';
  if (named && records.length) {
    await auditMany({ ...ctx, actor: ownerActor(feed.userId) }, records.map(readEntry('appointment.feed')));
  }
  await ctx.db
    .update(calendarFeed)
    .set({ lastFetchedAt: new Date(now) })
    .where(eq(calendarFeed.id, feed.id));
  return buildFeedIcs(
    'Verdant',
    records.map((rec) => {
      const asPatient = rec.a.providerUserId !== feed.userId;
      const other = asPatient ? rec.provider.name : (rec.patient?.name ?? '');
      return {
        uid: appointmentUid(rec.a.id),
        sequence: rec.a.sequence,
        start: rec.a.startsAt,
        end: rec.a.endsAt,
        summary: named ? `${rec.a.serviceName} — ${other}` : 'Appointment (Verdant)',
        location: named ? (rec.a.type === 'video' ? rec.a.videoUrl : rec.a.location) : null,
        url: `${ctx.config.baseUrl}${asPatient ? '/patient/calendar' : '/calendar'}?appointment=${rec.a.id}`,
        cancelled: rec.a.status === 'cancelled',
      };
    }),
    new Date(now),
  );
}
