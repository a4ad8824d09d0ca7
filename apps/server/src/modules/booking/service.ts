/**
 * Booking a provider's slot (decision 0017).
 *
 * - A signed-out visitor's booking is a `pending` hold: it keeps the slot for BOOKING_HOLD_MINUTES and
 *   touches no patient record. The booker's details wait on the hold; the e-mail to the address given
 *   carries a confirm link and a cancel link (one random token, only its SHA-256 stored; the outbox
 *   keeps a placeholder, like every one-time link). Confirming resolves or creates the patient record,
 *   makes the appointment `scheduled` and only then tells the provider. A hold past its expiry counts
 *   as free everywhere (slots, overlap, caps) without any job; the next booking of that provider
 *   deletes it.
 * - A signed-in user books as themself: `scheduled` at once.
 * - Unexpired holds are capped per e-mail address, per client address and per provider
 *   (BOOKING_HOLD_LIMITS); the provider's booking window and new-patient bookings per day apply to
 *   every public booking.
 *
 * The write is atomic: in one transaction the provider profile row is locked (`SELECT … FOR UPDATE`),
 * overlap with live appointments is checked and the appointment inserted; a partial unique index on
 * (provider_user_id, starts_at) is the backstop. So two people can never hold the same slot.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  bookingModeOf,
  BOOKING_HOLD_MINUTES,
  type Booking,
  type BookingInput,
  type BookingLinkResult,
  type Language,
  type ServiceMode,
  todayInTimeZone,
} from '@verdant/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, patient, providerProfile, user } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { BOOKING_HOLD_LIMITS } from '../../platform/limits.ts';
import { type Mailer, ONE_TIME_LINK_PLACEHOLDER } from '../../platform/mail.ts';
import { brandedMessage } from '../../platform/mail-layout.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { isUuid } from '../../platform/params.ts';
import { userRecipient } from '../accounts/index.ts';
import { findService, getPublishedProfile } from '../providers/index.ts';
import {
  type ConfirmedPatient,
  insertPatient,
  joinCareTeam,
  resolveConfirmedPatient,
} from '../patients/index.ts';
import { announce, loadRecords } from '../appointments/index.ts';
import { alertLowPackages } from '../billing/index.ts';
import { brandingOf } from '../integrations/index.ts';
import {
  addDays,
  appointmentUid,
  buildAppointmentIcs,
  busyIntervals,
  computeSlots,
  formatWhen,
  ICS_CANCEL_CONTENT_TYPE,
  ICS_CONTENT_TYPE,
  isoUtc,
  localDateOf,
  lockSchedule,
  newConfirmationCode,
  newPatientBookingsOn,
} from '../scheduling/index.ts';
import { bookedEmail } from './emails/booked.ts';
import { holdEmail } from './emails/hold.ts';
import { providerBookedEmail } from './emails/provider-booked.ts';
import { providerCancelledEmail } from './emails/provider-cancelled.ts';

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

/**
 * The columns of an appointment that say who is booked, for what and when: the provider, the
 * service as it is now (copied: later edits of the service never rewrite history), the slot and the
 * provider's time zone.
 */
export function bookedSlot(
  provider: { userId: string; timeZone: string },
  service: { id: string; name: string; durationMinutes: number; priceMinor: number; currency: string },
  slot: { start: number; end: number },
) {
  return {
    providerUserId: provider.userId,
    serviceId: service.id,
    serviceName: service.name,
    serviceDurationMinutes: service.durationMinutes,
    servicePriceMinor: service.priceMinor,
    serviceCurrency: service.currency,
    startsAt: new Date(slot.start),
    endsAt: new Date(slot.end),
    timeZone: provider.timeZone,
  };
}

/** How and where a booking of `service` takes place: the service's mode, else as the profile offers. */
export function bookedPlace(
  profile: { inPerson: boolean; city: string | null; country: string | null },
  service: { mode: ServiceMode | null },
) {
  const type = bookingModeOf(service, profile);
  const location =
    type === 'in_person' ? [profile.city, profile.country].filter(Boolean).join(', ') || null : null;
  return { type, location };
}

export function hashBookingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A client address as kept on a hold: keyed hash, never the address. */
export function holdClientKey(key: string, clientIp: string): string {
  return createHash('sha256').update(`${key}\0booking-hold\0${clientIp}`).digest('hex');
}

/** How the caller is answered: the language of their e-mails, and `holdClientKey` of their address. */
export interface BookingRequest {
  lang: Language;
  clientKey: string;
}

/**
 * What the steps of one booking share, taken from the service context once: the transaction the
 * caller opened (every write, audit event and queued e-mail commits with the booking), the clock read
 * once, and the audit trail of that transaction.
 */
interface Run {
  /** The caller's context, its `db` the transaction. */
  service: ServiceContext;
  tx: DbOrTx;
  mailer: Mailer;
  baseUrl: string;
  principal: Principal | null;
  lang: Language;
  now: number;
  clientKey: string;
  audit: (entry: AuditEntry, tx: DbOrTx) => Promise<void>;
}

function runOf(ctx: ServiceContext, request: BookingRequest): Run {
  return {
    service: ctx,
    tx: ctx.db,
    mailer: ctx.mail,
    baseUrl: ctx.config.baseUrl,
    principal: principalIn(ctx),
    lang: request.lang,
    now: ctx.now().getTime(),
    clientKey: request.clientKey,
    // always the caller's transaction: `ctx.db` is it (the routes open it with withTransaction)
    audit: (entry) => audit(ctx, entry),
  };
}

type BookingData = Omit<BookingInput, 'notes'> & { notes?: string | undefined };
type AppointmentRow = typeof appointment.$inferSelect;
type ProfileRow = typeof providerProfile.$inferSelect;

/** The SQL of "an unexpired pending hold". */
const unexpiredHold = (now: number) =>
  and(eq(appointment.status, 'pending'), gt(appointment.holdExpiresAt, new Date(now)));

async function countHolds(tx: DbOrTx, now: number, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appointment)
    .where(and(unexpiredHold(now), where));
  return Number(row?.n ?? 0);
}

/** Books a slot in the caller's transaction (`ctx.db`): a hold signed out, a scheduled appointment signed in. */
export async function createBooking(
  serviceCtx: ServiceContext,
  request: BookingRequest,
  input: BookingData,
): Promise<Booking> {
  const ctx = runOf(serviceCtx, request);
  const { tx } = ctx;
  const { row: profile, services } = await getPublishedProfile(tx, input.providerId);
  const service = findService(services, input.serviceId);
  if (!ctx.principal && !input.patient) throw fieldError({ patient: 'patientRequired' });

  // A start that has already come is refused as such (not as taken, not as off the grid).
  const start = Date.parse(input.start);
  if (start <= ctx.now) throw new AppError('SLOT_IN_PAST');
  // `start` must be one of the offered slots (availability, duration), whatever is booked.
  const localDate = localDateOf(start, profile.timeZone);
  const offered = computeSlots({
    timeZone: profile.timeZone,
    availability: profile.availability,
    durationMinutes: service.durationMinutes,
    from: addDays(localDate, -1),
    days: 3,
    busy: [],
    now: ctx.now,
  });
  const slot = offered.find((s) => s.start === start);
  if (!slot) throw fieldError({ start: 'slotUnavailable' });
  // The provider's booking window: today and the next bookingWindowDays - 1 local dates.
  const today = todayInTimeZone(profile.timeZone, new Date(ctx.now));
  if (localDate > addDays(today, profile.bookingWindowDays - 1)) {
    throw fieldError({ start: 'beyondBookingWindow' });
  }

  // Serialise bookings of this provider (and, through the schedule lock, every other write to their
  // schedule); expired holds of this provider go (they hold nothing).
  await tx.execute(sql`select id from ${providerProfile} where id = ${profile.id} for update`);
  await lockSchedule(tx, profile.userId);
  await tx
    .delete(appointment)
    .where(
      and(
        eq(appointment.providerUserId, profile.userId),
        eq(appointment.status, 'pending'),
        lte(appointment.holdExpiresAt, new Date(ctx.now)),
      ),
    );
  if ((await busyIntervals(tx, profile.userId, slot.start, slot.end, ctx.now)).length > 0)
    throw new AppError('SLOT_TAKEN');

  if (!ctx.principal) return createHold(ctx, input, profile, service, slot, localDate);
  return createSignedInBooking(ctx, input, profile, service, slot, localDate);
}

type ServiceRow = ReturnType<typeof findService>;
interface Slot {
  start: number;
  end: number;
}

async function checkNewPatientDay(ctx: Run, profile: ProfileRow, localDate: string) {
  const taken = await newPatientBookingsOn(ctx.tx, profile, localDate, ctx.now);
  if (taken >= profile.maxNewPatientsPerDay) throw fieldError({ start: 'dayFull' });
}

async function insertAppointment(
  ctx: Run,
  values: Omit<
    typeof appointment.$inferInsert,
    | 'organizationId'
    | 'providerUserId'
    | 'providerProfileId'
    | 'serviceId'
    | 'serviceName'
    | 'serviceDurationMinutes'
    | 'servicePriceMinor'
    | 'serviceCurrency'
    | 'startsAt'
    | 'endsAt'
    | 'timeZone'
  >,
  profile: ProfileRow,
  service: ServiceRow,
  slot: Slot,
): Promise<AppointmentRow> {
  try {
    const [row] = await ctx.tx
      .insert(appointment)
      .values({
        organizationId: profile.organizationId,
        providerProfileId: profile.id,
        ...bookedSlot(profile, service, slot),
        ...bookedPlace(profile, service),
        ...values,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'appointment_provider_live_start_unique')) throw new AppError('SLOT_TAKEN');
    throw err;
  }
}

/** A signed-out visitor: a pending hold, capped, with the confirm and cancel links e-mailed. */
async function createHold(
  ctx: Run,
  input: BookingData,
  profile: ProfileRow,
  service: ServiceRow,
  slot: Slot,
  localDate: string,
): Promise<Booking> {
  const { tx } = ctx;
  const p = input.patient!;
  const email = p.email.trim().toLowerCase();
  // Serialise holds of one e-mail address and of one client address (always in this order, after the
  // provider row), then count the unexpired ones.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-hold:email:${email}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-hold:client:${ctx.clientKey}`}))`);
  const caps: [keyof typeof BOOKING_HOLD_LIMITS, ReturnType<typeof sql>][] = [
    ['perEmail', sql`${appointment.bookerEmail} = ${email}`],
    ['perClientAddress', sql`${appointment.holdClientKey} = ${ctx.clientKey}`],
    ['perProvider', sql`${appointment.providerUserId} = ${profile.userId}`],
  ];
  for (const [reason, where] of caps) {
    if ((await countHolds(tx, ctx.now, where)) >= BOOKING_HOLD_LIMITS[reason]) {
      throw new AppError('BOOKING_HOLD_LIMIT', undefined, {
        reason,
        limit: BOOKING_HOLD_LIMITS[reason],
        holdMinutes: BOOKING_HOLD_MINUTES,
      });
    }
  }
  // Whether the address belongs to a patient is not asked (nor revealed): every hold counts as new.
  await checkNewPatientDay(ctx, profile, localDate);

  const token = randomBytes(32).toString('base64url');
  const holdExpiresAt = new Date(ctx.now + HOLD_MS);
  const row = await insertAppointment(
    ctx,
    {
      patientId: null,
      status: 'pending',
      newPatient: true,
      holdExpiresAt,
      holdClientKey: ctx.clientKey,
      bookerFirstName: p.firstName,
      bookerLastName: p.lastName,
      bookerEmail: email,
      bookerPhone: p.phone,
      manageTokenHash: hashBookingToken(token),
      confirmationCode: newConfirmationCode(),
      bookedByUserId: null,
      notes: input.notes ?? null,
    },
    profile,
    service,
    slot,
  );
  // No patient yet: the hold is audited without one.
  await ctx.audit({ action: 'appointment.hold', resourceType: 'appointment', resourceId: row.id }, tx);

  const facts = mailFacts(ctx, row, profile);
  const mail = holdEmail(ctx.lang, { ...facts, name: p.firstName });
  await ctx.mailer.enqueue(
    brandedMessage(
      {
        to: email,
        ...mail,
        oneTimeLink: { kind: 'booking-links', url: linkQuery(row.id, token), expiresAt: holdExpiresAt },
      },
      await brandingOf(ctx.service, row.organizationId),
    ),
    tx,
  );
  return toBooking(row, profile);
}

/** A signed-in user books as themself: scheduled at once, both sides told. */
async function createSignedInBooking(
  ctx: Run,
  input: BookingData,
  profile: ProfileRow,
  service: ServiceRow,
  slot: Slot,
  localDate: string,
): Promise<Booking> {
  const { tx } = ctx;
  const who = await resolveSignedInPatient(ctx, profile.organizationId, input.patient);
  await joinCareTeam(tx, who.patientId, profile.userId);
  if (who.newPatient) await checkNewPatientDay(ctx, profile, localDate);
  const token = randomBytes(32).toString('base64url');
  const row = await insertAppointment(
    ctx,
    {
      patientId: who.patientId,
      status: 'scheduled',
      newPatient: who.newPatient,
      manageTokenHash: hashBookingToken(token),
      confirmationCode: newConfirmationCode(),
      bookedByUserId: ctx.principal!.userId,
      confirmedAt: new Date(ctx.now),
      notes: input.notes ?? null,
    },
    profile,
    service,
    slot,
  );
  await ctx.audit(
    {
      action: 'appointment.create',
      resourceType: 'appointment',
      resourceId: row.id,
      patientId: who.patientId,
    },
    tx,
  );
  await sendBookedEmails(ctx, row, profile, who, token, input.notes ?? null);
  await tellInApp(ctx, row.id, ctx.principal!.userId, 'booked');
  return toBooking(row, profile);
}

/**
 * The provider's notification and both sides' open calendars (the e-mails are booking's own). The
 * patient who booked, confirmed or cancelled is the one acting: they are not told of their own act.
 */
async function tellInApp(
  ctx: Run,
  appointmentId: string,
  actorUserId: string | null,
  change: 'booked' | 'cancelled',
) {
  const [rec] = await loadRecords(ctx.tx, eq(appointment.id, appointmentId));
  if (rec) {
    await announce(ctx.service, rec, {
      change,
      actorUserId: actorUserId ?? rec.patient?.userId ?? null,
      emails: false,
    });
  }
}

/** `id=…&token=…`: the query of the confirm and cancel pages, kept out of the outbox. */
function linkQuery(id: string, token: string): string {
  return `id=${id}&token=${encodeURIComponent(token)}`;
}

function toBooking(
  a: AppointmentRow,
  profile: Pick<ProfileRow, 'id' | 'displayName' | 'type'> | null,
): Booking {
  return {
    id: a.id,
    confirmationCode: a.confirmationCode,
    providerId: profile?.id ?? '',
    providerName: profile?.displayName ?? '',
    providerType: profile?.type ?? 'dietitian',
    serviceName: a.serviceName,
    start: isoUtc(a.startsAt.getTime()),
    end: isoUtc(a.endsAt.getTime()),
    timeZone: a.timeZone,
    status: a.status,
    holdExpiresAt: a.status === 'pending' && a.holdExpiresAt ? isoUtc(a.holdExpiresAt.getTime()) : null,
  };
}

function locationOf(profile: ProfileRow): string {
  return profile.inPerson
    ? [profile.city, profile.country].filter(Boolean).join(', ') + (profile.online ? ' (or online)' : '')
    : 'Online';
}

function mailFacts(ctx: Pick<Run, 'baseUrl' | 'lang'>, a: AppointmentRow, profile: ProfileRow) {
  return {
    providerName: profile.displayName,
    serviceName: a.serviceName,
    when: formatWhen(a.startsAt.getTime(), a.timeZone, ctx.lang),
    location: locationOf(profile),
    code: a.confirmationCode,
    bookingUrl: `${ctx.baseUrl}/book/${profile.id}?booking=${a.id}&code=${a.confirmationCode}`,
    confirmUrl: `${ctx.baseUrl}/booking/confirm?${ONE_TIME_LINK_PLACEHOLDER}`,
    cancelUrl: `${ctx.baseUrl}/booking/cancel?${ONE_TIME_LINK_PLACEHOLDER}`,
  };
}

/** Who a booking is for, once resolved to a record of the practice. */
type ResolvedPatient = ConfirmedPatient;

/** Patient e-mail (with the .ics and the cancel link) and the provider's notice. */
async function sendBookedEmails(
  ctx: Pick<Run, 'service' | 'tx' | 'mailer' | 'baseUrl' | 'lang' | 'now'>,
  a: AppointmentRow,
  profile: ProfileRow,
  who: ResolvedPatient,
  token: string,
  notes: string | null,
): Promise<void> {
  const { tx } = ctx;
  const provider = await userRecipient(tx, profile.userId);
  const facts = mailFacts(ctx, a, profile);
  const ics = buildAppointmentIcs({
    uid: appointmentUid(a.id),
    start: a.startsAt,
    end: a.endsAt,
    summary: `${a.serviceName} — ${profile.displayName} / ${who.name}`,
    description: `${a.serviceName} (${a.serviceDurationMinutes} min)\nConfirmation code: ${a.confirmationCode}\n${facts.bookingUrl}`,
    location: facts.location,
    url: facts.bookingUrl,
    organizer: {
      name: profile.displayName,
      email: provider?.email ?? `no-reply@${new URL(ctx.baseUrl).hostname}`,
    },
    attendee: { name: who.name, email: who.email },
    stamp: new Date(ctx.now),
  });
  const attachment = {
    filename: 'appointment.ics',
    contentType: ICS_CONTENT_TYPE,
    content: Buffer.from(ics).toString('base64'),
  };
  const patientMail = bookedEmail(ctx.lang, {
    ...facts,
    name: who.firstName,
    invitationUrl: who.invitationToken ? `${ctx.baseUrl}/auth?invite=${who.invitationToken}` : null,
    hasAccount: who.hasAccount,
  });
  // the practice's brand on both messages (ADR 0062)
  const brand = await brandingOf(ctx.service, a.organizationId);
  await ctx.mailer.enqueue(
    brandedMessage(
      {
        to: who.email,
        ...patientMail,
        attachments: [attachment],
        // The cancel link lasts until the appointment starts.
        oneTimeLink: { kind: 'booking-links', url: linkQuery(a.id, token), expiresAt: a.startsAt },
      },
      brand,
    ),
    tx,
  );
  if (provider) {
    const when = formatWhen(a.startsAt.getTime(), a.timeZone, provider.language);
    await ctx.mailer.enqueue(
      brandedMessage(
        {
          kind: 'booking-notice' as const,
          to: provider.email,
          ...providerBookedEmail(provider.language, {
            patientName: who.name,
            serviceName: a.serviceName,
            durationMinutes: a.serviceDurationMinutes,
            when,
            location: facts.location,
            patientEmail: who.email,
            patientPhone: who.phone,
            notes,
            code: a.confirmationCode,
          }),
          attachments: [attachment],
        },
        brand,
      ),
      tx,
    );
  }
}

/**
 * The signed-in user's patient record of the practice: linked, or found by their (verified) account
 * e-mail and linked, or created.
 */
async function resolveSignedInPatient(
  ctx: Run,
  organizationId: string,
  given: BookingData['patient'],
): Promise<ResolvedPatient> {
  const { tx } = ctx;
  const [me] = await tx
    .select({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(user)
    .where(eq(user.id, ctx.principal!.userId));
  if (!me) throw new AppError('UNAUTHENTICATED');
  const firstName = me.firstName || me.name.split(' ')[0] || me.name;
  const lastName = me.lastName || me.name.split(' ').slice(1).join(' ');
  const [linked] = await tx
    .select()
    .from(patient)
    .where(
      and(
        eq(patient.organizationId, organizationId),
        eq(patient.userId, me.id),
        sql`${patient.deletedAt} is null`,
      ),
    );
  const existing =
    linked ??
    (
      await tx
        .select()
        .from(patient)
        .where(
          and(
            eq(patient.organizationId, organizationId),
            sql`lower(${patient.email}) = lower(${me.email})`,
            sql`${patient.deletedAt} is null`,
          ),
        )
    )[0];
  let patientId: string;
  if (existing) {
    patientId = existing.id;
    await tx
      .update(patient)
      .set({
        userId: me.id,
        platformAccess: 'platform_user',
        phone: existing.phone ?? given?.phone ?? null,
        updatedAt: new Date(ctx.now),
      })
      .where(eq(patient.id, existing.id));
    await ctx.audit(
      { action: 'patient.update', resourceType: 'patient', resourceId: patientId, patientId },
      tx,
    );
  } else {
    patientId = await insertPatient(tx, {
      organizationId,
      firstName,
      lastName,
      email: me.email,
      phone: given?.phone ?? null,
      platformAccess: 'platform_user',
      userId: me.id,
    });
    await ctx.audit(
      { action: 'patient.create', resourceType: 'patient', resourceId: patientId, patientId },
      tx,
    );
  }
  return {
    patientId,
    firstName,
    name: me.name,
    email: me.email,
    phone: given?.phone ?? null,
    invitationToken: null,
    hasAccount: true,
    newPatient: !existing,
  };
}

// ---------------------------------------------------------------------------------------------
// The e-mailed links: look-up, confirm, cancel

/**
 * The appointment of a link, locked; INVALID_TOKEN (nothing revealed) for an unknown id, a wrong
 * token, or a hold past its expiry.
 */
async function appointmentOfLink(
  tx: DbOrTx,
  id: string,
  token: string,
  now: number,
  lock: boolean,
): Promise<{ a: AppointmentRow; profile: ProfileRow | null }> {
  const invalid = (reason: string) => new AppError('INVALID_TOKEN', undefined, { reason });
  if (!isUuid(id)) throw invalid('invalidLink');
  const query = tx
    .select({ a: appointment, profile: providerProfile })
    .from(appointment)
    .leftJoin(providerProfile, eq(providerProfile.id, appointment.providerProfileId))
    .where(eq(appointment.id, id));
  const [row] = lock ? await query.for('update', { of: appointment }) : await query;
  if (!row?.a.manageTokenHash) throw invalid('invalidLink');
  const given = Buffer.from(hashBookingToken(token));
  const expected = Buffer.from(row.a.manageTokenHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('invalidLink');
  if (row.a.status === 'pending' && row.a.holdExpiresAt && row.a.holdExpiresAt.getTime() <= now) {
    throw invalid('holdExpired');
  }
  return row;
}

/** `POST /bookings/{id}/lookup`: the booking a link is about, changing nothing. */
export async function lookupBooking(ctx: ServiceContext, id: string, token: string): Promise<Booking> {
  const { a, profile } = await appointmentOfLink(ctx.db, id, token, ctx.now().getTime(), false);
  return toBooking(a, profile);
}

/** What a hold kept until it was confirmed or cancelled: the booker's details and its expiry. */
const HOLD_CLEARED = {
  holdExpiresAt: null,
  holdClientKey: null,
  bookerFirstName: null,
  bookerLastName: null,
  bookerEmail: null,
  bookerPhone: null,
} as const;

/** `POST /bookings/{id}/confirm`: a pending hold becomes a scheduled appointment of a patient. */
export async function confirmBooking(
  serviceCtx: ServiceContext,
  lang: Language,
  id: string,
  token: string,
): Promise<BookingLinkResult> {
  const ctx = runOf(serviceCtx, { lang, clientKey: '' });
  const { tx } = ctx;
  const { a, profile } = await appointmentOfLink(tx, id, token, ctx.now, true);
  if (a.status !== 'pending') return { booking: toBooking(a, profile), outcome: 'unchanged' };
  if (!profile) throw new AppError('INVALID_TOKEN', undefined, { reason: 'invalidLink' });
  const who = await resolveConfirmedPatient(serviceCtx, a);
  const notes = a.notes;
  const [row] = await tx
    .update(appointment)
    .set({
      patientId: who.patientId,
      status: 'scheduled',
      newPatient: who.newPatient,
      confirmedAt: new Date(ctx.now),
      ...HOLD_CLEARED,
      updatedAt: new Date(ctx.now),
    })
    .where(eq(appointment.id, a.id))
    .returning();
  await ctx.audit(
    { action: 'appointment.create', resourceType: 'appointment', resourceId: a.id, patientId: who.patientId },
    tx,
  );
  await sendBookedEmails(ctx, row!, profile, who, token, notes);
  await tellInApp(ctx, a.id, null, 'booked');
  // a confirmed booking with a trainer may draw on a package (billing, ADR 0054)
  await alertLowPackages(serviceCtx, who.patientId);
  return { booking: toBooking(row!, profile), outcome: 'confirmed' };
}

/**
 * `POST /bookings/{id}/cancel`: a pending hold or a scheduled appointment that has not started is
 * cancelled; the slot is free at once. The provider is told when they had been told of the booking.
 */
export async function cancelBooking(
  serviceCtx: ServiceContext,
  lang: Language,
  id: string,
  token: string,
): Promise<BookingLinkResult> {
  const ctx = runOf(serviceCtx, { lang, clientKey: '' });
  const { tx } = ctx;
  const { a, profile } = await appointmentOfLink(tx, id, token, ctx.now, true);
  if (a.status === 'cancelled') return { booking: toBooking(a, profile), outcome: 'unchanged' };
  if (a.status !== 'pending' && a.status !== 'scheduled') {
    throw new AppError('CONFLICT', 'This appointment can no longer be cancelled.', {
      reason: 'notCancellable',
    });
  }
  if (a.startsAt.getTime() <= ctx.now) {
    throw new AppError('CONFLICT', 'This appointment has already started.', { reason: 'alreadyStarted' });
  }
  const wasScheduled = a.status === 'scheduled';
  const [row] = await tx
    .update(appointment)
    .set({
      status: 'cancelled',
      // the same event, withdrawn: calendars that hold it remove it
      sequence: a.sequence + 1,
      ...HOLD_CLEARED,
      updatedAt: new Date(ctx.now),
    })
    .where(eq(appointment.id, a.id))
    .returning();
  await ctx.audit(
    { action: 'appointment.cancel', resourceType: 'appointment', resourceId: a.id, patientId: a.patientId },
    tx,
  );
  if (wasScheduled && a.patientId) {
    const provider = await userRecipient(tx, a.providerUserId);
    const [p] = await tx
      .select({ firstName: patient.firstName, lastName: patient.lastName })
      .from(patient)
      .where(eq(patient.id, a.patientId));
    if (provider && p) {
      const patientName = `${p.firstName} ${p.lastName}`;
      const ics = buildAppointmentIcs({
        uid: appointmentUid(a.id),
        sequence: row!.sequence,
        method: 'CANCEL',
        start: a.startsAt,
        end: a.endsAt,
        summary: `${a.serviceName} — ${profile?.displayName ?? ''} / ${patientName}`,
        description: `${a.serviceName} (${a.serviceDurationMinutes} min)\nConfirmation code: ${a.confirmationCode}`,
        organizer: { name: profile?.displayName ?? provider.email, email: provider.email },
        attendee: { name: patientName, email: provider.email },
        stamp: new Date(ctx.now),
      });
      await ctx.mailer.enqueue(
        brandedMessage(
          {
            kind: 'booking-notice' as const,
            to: provider.email,
            ...providerCancelledEmail(provider.language, {
              patientName,
              serviceName: a.serviceName,
              durationMinutes: a.serviceDurationMinutes,
              when: formatWhen(a.startsAt.getTime(), a.timeZone, provider.language),
              code: a.confirmationCode,
            }),
            attachments: [
              {
                filename: 'cancelled.ics',
                contentType: ICS_CANCEL_CONTENT_TYPE,
                content: Buffer.from(ics).toString('base64'),
              },
            ],
          },
          await brandingOf(ctx.service, a.organizationId),
        ),
        tx,
      );
    }
    await tellInApp(ctx, a.id, null, 'cancelled');
  }
  return { booking: toBooking(row!, profile), outcome: 'cancelled' };
}

// ---------------------------------------------------------------------------------------------
// The confirmation page

/**
 * The confirmation of a booking. Readable with its confirmation code, or without it by the person who
 * booked, the patient's linked user, or the provider; anyone else gets NOT_FOUND (nothing revealed).
 * A hold past its expiry is gone (NOT_FOUND).
 */
export async function getBooking(
  ctx: ServiceContext,
  id: string,
  code: string | undefined,
): Promise<Booking> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const found = await readAudited(
    ctx,
    (t) => readBooking(t, id, code),
    ({ booking, patientId }) => [
      { action: 'appointment.read', resourceType: 'appointment', resourceId: booking.id, patientId },
    ],
  );
  return found.booking;
}

async function readBooking(
  ctx: ServiceContext,
  id: string,
  code: string | undefined,
): Promise<{ booking: Booking; patientId: string | null }> {
  const { db } = ctx;
  const principal = principalIn(ctx);
  const now = ctx.now().getTime();
  const [row] = await db
    .select({ a: appointment, profile: providerProfile, patientUserId: patient.userId })
    .from(appointment)
    .leftJoin(patient, eq(patient.id, appointment.patientId))
    .leftJoin(providerProfile, eq(providerProfile.id, appointment.providerProfileId))
    .where(eq(appointment.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const a = row.a;
  if (a.status === 'pending' && a.holdExpiresAt && a.holdExpiresAt.getTime() <= now) {
    throw new AppError('NOT_FOUND');
  }
  const given = Buffer.from((code ?? '').trim().toUpperCase());
  const expected = Buffer.from(a.confirmationCode);
  const codeOk = given.length === expected.length && timingSafeEqual(given, expected);
  const userOk =
    !!principal &&
    [a.bookedByUserId, a.providerUserId, row.patientUserId].some(
      (u) => u !== null && u !== undefined && u === principal.userId,
    );
  if (!codeOk && !userOk) throw new AppError('NOT_FOUND');
  return { patientId: a.patientId, booking: toBooking(a, row.profile) };
}
