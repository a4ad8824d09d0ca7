/**
 * An appointment with the people around it, who may see or change it, how it is answered, and how a
 * change is told to the other side (e-mail with its .ics, notification, event stream).
 *
 * Who sees an appointment (never a pending hold: it belongs to no patient yet):
 * - its provider, acting in the appointment's organization;
 * - the practice's staff and administrators (DECISIONS.md: staff see appointments);
 * - the patient's care team in that practice, read-only (the record's appointments tab);
 * - the patient, through the records linked to their account.
 * Anyone else gets NOT_FOUND. The provider and the practice change anything; the patient moves an
 * upcoming appointment to another open time, or cancels it.
 */
import type { CalendarAppointment, Language, ProviderType } from '@verdant/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointment,
  careTeamMember,
  patient,
  providerProfile,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { hasRole } from '../../platform/access.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { publish } from '../../platform/realtime.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { brandedMessage } from '../../platform/mail-layout.ts';
import { brandingOf, emitWebhookEvent } from '../integrations/index.ts';
import { type NotifyInput, notify, recipientLanguage } from '../notifications/index.ts';
import {
  appointmentUid,
  buildAppointmentIcs,
  formatWhen,
  ICS_CANCEL_CONTENT_TYPE,
  ICS_CONTENT_TYPE,
  isoUtc,
} from '../scheduling/index.ts';
import { bookedEmail } from './emails/booked.ts';
import { cancelledEmail } from './emails/cancelled.ts';
import { changedEmail } from './emails/changed.ts';
import type { AppointmentFacts, MessageText } from './emails/facts.ts';
import { reminderEmail } from './emails/reminder.ts';

export const PROVIDER_ROLES = ['dietitian', 'medical', 'fitness', 'lab'] as const;
export const PRACTICE_ROLES = ['staff', 'admin'] as const;

type AppointmentRow = typeof appointment.$inferSelect;

export interface AppointmentRecord {
  a: AppointmentRow;
  provider: { id: string; name: string; firstName: string; email: string; type: ProviderType | null };
  patient: {
    id: string;
    name: string;
    firstName: string;
    email: string | null;
    userId: string | null;
  } | null;
}

const providerUser = alias(user, 'provider_user');

/** Appointments with their provider and patient (`where` over `appointment`). */
export async function loadRecords(
  db: DbOrTx,
  where: SQL,
  options: { lock?: boolean; order?: 'asc' | 'desc'; limit?: number } = {},
): Promise<AppointmentRecord[]> {
  const query = db
    .select({
      a: appointment,
      providerName: providerUser.name,
      providerFirstName: providerUser.firstName,
      providerEmail: providerUser.email,
      profileName: providerProfile.displayName,
      providerType: providerProfile.type,
      patientFirst: patient.firstName,
      patientLast: patient.lastName,
      patientEmail: patient.email,
      patientUserId: patient.userId,
    })
    .from(appointment)
    .innerJoin(providerUser, eq(providerUser.id, appointment.providerUserId))
    .leftJoin(providerProfile, eq(providerProfile.userId, appointment.providerUserId))
    .leftJoin(patient, eq(patient.id, appointment.patientId))
    .where(and(where, sql`${appointment.status} <> 'pending'`))
    .orderBy(options.order === 'desc' ? sql`${appointment.startsAt} desc` : appointment.startsAt)
    .limit(options.limit ?? 2000);
  const rows = options.lock ? await query.for('update', { of: appointment }) : await query;
  return rows.map((r) => ({
    a: r.a,
    provider: {
      id: r.a.providerUserId,
      name: r.profileName ?? r.providerName,
      firstName: r.providerFirstName || r.providerName,
      email: r.providerEmail,
      type: r.providerType ?? null,
    },
    patient:
      r.a.patientId && r.patientFirst !== null
        ? {
            id: r.a.patientId,
            name: `${r.patientFirst} ${r.patientLast}`,
            firstName: r.patientFirst,
            email: r.patientEmail,
            userId: r.patientUserId,
          }
        : null,
  }));
}

export type Viewer = 'provider' | 'practice' | 'careTeam' | 'patient';

/** How the caller stands to this appointment (see the file header); null: they may not see it. */
export async function viewerOf(ctx: ServiceContext, rec: AppointmentRecord): Promise<Viewer | null> {
  const principal = principalIn(ctx);
  if (!principal || !rec.patient) return null;
  if (rec.patient.userId === principal.userId) return 'patient';
  if (ctx.organization?.id !== rec.a.organizationId) return null;
  if (rec.a.providerUserId === principal.userId && hasRole(principal, ...PROVIDER_ROLES)) return 'provider';
  if (hasRole(principal, ...PRACTICE_ROLES) && ctx.organization.kind === 'practice') return 'practice';
  if (hasRole(principal, 'dietitian', 'medical', 'fitness')) {
    const [member] = await ctx.db
      .select({ one: sql`1` })
      .from(careTeamMember)
      .innerJoin(patient, eq(patient.id, careTeamMember.patientId))
      .where(
        and(
          eq(careTeamMember.patientId, rec.patient.id),
          eq(careTeamMember.userId, principal.userId),
          sql`${patient.deletedAt} is null`,
        ),
      );
    if (member) return 'careTeam';
  }
  return null;
}

/** Whether a viewer may change it: professionals and the practice always, the patient before it starts. */
export function canChange(viewer: Viewer, a: AppointmentRow, now: number): boolean {
  if (a.status === 'cancelled') return false;
  if (viewer === 'provider' || viewer === 'practice') return true;
  return viewer === 'patient' && a.status === 'scheduled' && a.startsAt.getTime() > now;
}

export function toCalendarAppointment(
  rec: AppointmentRecord,
  viewer: Viewer,
  now: number,
): CalendarAppointment {
  const { a } = rec;
  return {
    id: a.id,
    start: isoUtc(a.startsAt.getTime()),
    end: isoUtc(a.endsAt.getTime()),
    timeZone: a.timeZone,
    status: a.status,
    type: a.type,
    serviceName: a.serviceName,
    durationMinutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000),
    provider: { id: rec.provider.id, name: rec.provider.name, type: rec.provider.type },
    patient: viewer === 'patient' || !rec.patient ? null : { id: rec.patient.id, name: rec.patient.name },
    location: a.location,
    videoUrl: a.videoUrl,
    notes: a.notes,
    cancelReason: a.cancelReason,
    checkedInAt: a.checkedInAt ? isoUtc(a.checkedInAt.getTime()) : null,
    canChange: canChange(viewer, a, now),
  };
}

/** One audit entry per appointment read (a list's become one event naming every patient). */
export const readEntry = (action: string) => (rec: AppointmentRecord) => ({
  action,
  resourceType: 'appointment',
  resourceId: rec.a.id,
  patientId: rec.a.patientId,
});

// ---------------------------------------------------------------------------------------------
// Telling people

export type Change = 'booked' | 'changed' | 'cancelled' | 'reminder';

export interface ChangeNotice {
  change: Change;
  /** Who made it (null: the system, e.g. a reminder). Nobody is told of their own change. */
  actorUserId: string | null;
  /** Before a move (to say what it was). */
  previousStart?: Date | null;
  /**
   * Whether to e-mail (false when the caller already e-mailed in its own way, as booking does). The
   * patient always gets the .ics of an appointment made for them, even one they made themself.
   */
  emails?: boolean;
}

const NOTIFICATION_OF: Record<Change, NotifyInput['kind']> = {
  booked: 'appointment.booked',
  changed: 'appointment.rescheduled',
  cancelled: 'appointment.cancelled',
  reminder: 'appointment.reminder',
};

function titleKey(notice: ChangeNotice, moved: boolean): string {
  switch (notice.change) {
    case 'booked':
      return 'appointmentBooked';
    case 'changed':
      return moved ? 'appointmentMoved' : 'appointmentUpdated';
    case 'cancelled':
      return 'appointmentCancelled';
    default:
      return 'appointmentReminder';
  }
}

/** The .ics of the appointment as it now stands (a cancellation withdraws it). */
function icsAttachment(ctx: ServiceContext, rec: AppointmentRecord): OutboxAttachment {
  const { a } = rec;
  const cancelled = a.status === 'cancelled';
  const ics = buildAppointmentIcs({
    uid: appointmentUid(a.id),
    sequence: a.sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    start: a.startsAt,
    end: a.endsAt,
    summary: `${a.serviceName} — ${rec.provider.name} / ${rec.patient?.name ?? ''}`,
    description: `${a.serviceName} (${a.serviceDurationMinutes} min)\nConfirmation code: ${a.confirmationCode}`,
    location: a.type === 'video' ? a.videoUrl : a.location,
    url: a.type === 'video' ? a.videoUrl : null,
    organizer: { name: rec.provider.name, email: rec.provider.email },
    attendee: { name: rec.patient?.name ?? '', email: rec.patient?.email ?? rec.provider.email },
    stamp: ctx.now(),
  });
  return {
    filename: cancelled ? 'cancelled.ics' : 'appointment.ics',
    contentType: cancelled ? ICS_CANCEL_CONTENT_TYPE : ICS_CONTENT_TYPE,
    content: Buffer.from(ics).toString('base64'),
  };
}

interface Recipient {
  side: 'provider' | 'patient';
  userId: string | null;
  email: string | null;
  firstName: string;
  otherName: string;
  link: string;
}

/**
 * Tells the other side of a change: a notification (with the e-mail and its .ics when they want
 * appointment e-mails), or the e-mail alone for a patient without an account; and an `appointment`
 * event to both sides' open tabs. In the caller's transaction.
 */
export async function announce(
  ctx: ServiceContext,
  rec: AppointmentRecord,
  notice: ChangeNotice,
): Promise<void> {
  const { a } = rec;
  // the practice's webhooks (ADR 0049): ids only
  if (notice.change === 'booked' || notice.change === 'cancelled') {
    await emitWebhookEvent(ctx, a.organizationId, `appointment.${notice.change}`, {
      appointmentId: a.id,
      patientId: a.patientId,
      providerUserId: a.providerUserId,
      startsAt: a.startsAt.toISOString(),
    });
  }
  if (!rec.patient) return;
  const emails = notice.emails !== false;
  const moved = !!notice.previousStart && notice.previousStart.getTime() !== a.startsAt.getTime();
  const actorName = notice.actorUserId ? await nameOf(ctx.db, notice.actorUserId) : null;
  const recipients: Recipient[] = [
    {
      side: 'provider',
      userId: a.providerUserId,
      email: rec.provider.email,
      firstName: rec.provider.firstName,
      otherName: rec.patient.name,
      link: `/calendar?appointment=${a.id}`,
    },
    {
      side: 'patient',
      userId: rec.patient.userId,
      email: rec.patient.email,
      firstName: rec.patient.firstName,
      otherName: rec.provider.name,
      link: `/patient/calendar?appointment=${a.id}`,
    },
  ];
  const attachment = emails ? icsAttachment(ctx, rec) : null;
  // every appointment e-mail in the practice's brand (ADR 0062)
  const brand = emails ? await brandingOf(ctx, a.organizationId) : null;
  for (const r of recipients) {
    const isActor = r.userId !== null && r.userId === notice.actorUserId;
    // The patient keeps the invitation of an appointment they made themself.
    if (isActor && !(notice.change === 'booked' && r.side === 'patient')) continue;
    const mail = (lang: Language) => {
      const facts: AppointmentFacts = {
        name: r.firstName,
        otherName: r.otherName,
        serviceName: a.serviceName,
        durationMinutes: a.serviceDurationMinutes,
        when: formatWhen(a.startsAt.getTime(), a.timeZone, lang),
        type: a.type,
        location: a.location,
        videoUrl: a.videoUrl,
        url: r.userId ? `${ctx.config.baseUrl}${r.link}` : null,
      };
      const by = actorName ?? r.otherName;
      const text: MessageText =
        notice.change === 'booked'
          ? bookedEmail(lang, facts)
          : notice.change === 'changed'
            ? changedEmail(lang, {
                ...facts,
                changedBy: by,
                previousWhen: moved ? formatWhen(notice.previousStart!.getTime(), a.timeZone, lang) : null,
              })
            : notice.change === 'cancelled'
              ? cancelledEmail(lang, { ...facts, cancelledBy: by, reason: a.cancelReason })
              : reminderEmail(lang, facts);
      return brandedMessage(
        {
          kind:
            notice.change === 'reminder'
              ? ('appointment-reminder' as const)
              : ('appointment-notice' as const),
          ...text,
          ...(attachment && notice.change !== 'reminder' ? { attachments: [attachment] } : {}),
        },
        brand,
      );
    };
    if (r.userId && !isActor) {
      await notify(ctx, {
        userId: r.userId,
        kind: NOTIFICATION_OF[notice.change],
        titleKey: titleKey(notice, moved),
        params: { who: r.otherName, service: a.serviceName, start: isoUtc(a.startsAt.getTime()) },
        link: r.link,
        patientId: rec.patient.id,
        // a provider's reminder is the calendar itself: in the app only
        email: emails && !(notice.change === 'reminder' && r.side === 'provider') ? mail : false,
      });
    } else if (emails && r.email && r.side === 'patient') {
      // the patient made it themself, or has no account: the e-mail alone
      const lang = r.userId ? await recipientLanguage(ctx, r.userId) : 'en';
      await ctx.mail.enqueue({ ...mail(lang), to: r.email }, ctx.db);
    }
  }
  await publishChange(ctx, a, [rec.patient.userId]);
}

/**
 * An `appointment` event to the open calendars that show it: its provider's, the patient's and the
 * practice's (staff and administrators see the practice's calendar side by side).
 */
export async function publishChange(
  ctx: ServiceContext,
  a: Pick<AppointmentRow, 'id' | 'providerUserId' | 'organizationId'>,
  others: readonly (string | null | undefined)[],
): Promise<void> {
  const practice = await ctx.db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.organizationId, a.organizationId), inArray(userRoles.role, [...PRACTICE_ROLES])));
  const users = new Set([
    a.providerUserId,
    ...practice.map((p) => p.userId),
    ...others.filter((u): u is string => !!u),
  ]);
  await publish(
    ctx,
    [...users].map((userId) => ({ userId, kind: 'appointment' as const, id: a.id })),
  );
}

async function nameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${providerProfile.displayName}, ${user.name})` })
    .from(user)
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .where(eq(user.id, userId));
  return row?.name ?? null;
}
