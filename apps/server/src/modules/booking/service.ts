/**
 * Booking a provider's slot. The appointment is created atomically: in one transaction the provider
 * profile row is locked (`SELECT … FOR UPDATE`), overlap with live appointments is checked, and the
 * appointment inserted; a partial unique index on (provider_user_id, starts_at) is the backstop. So
 * two people can never hold the same slot, on PGlite or on any number of PostgreSQL instances.
 *
 * A signed-out visitor becomes a patient record of the provider's practice with a pending
 * invitation; a signed-in user books as themself. Both sides get an e-mail with an .ics attachment.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { type Booking, type BookingInput, INVITATION_TTL_DAYS, type Language } from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appointment, patient, providerProfile, user } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { fieldError, isUniqueViolation, isUuid } from '../../platform/public-http.ts';
import { createInvitation } from '../invitations/service.ts';
import { busyIntervals, findService, getPublishedProfile } from '../providers/service.ts';
import { computeSlots, isoUtc } from '../providers/slots.ts';
import { addDays, localDateOf } from '../providers/time-zone.ts';
import { buildAppointmentIcs, ICS_CONTENT_TYPE } from './ics.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from an alphabet without look-alikes (~40 bits). */
export function newConfirmationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface BookingContext {
  tx: DbOrTx;
  mailer: Mailer;
  baseUrl: string;
  principal: Principal | null;
  lang: Language;
  now: number;
  audit: (entry: AuditEntry, tx: DbOrTx) => Promise<void>;
}

type BookingData = Omit<BookingInput, 'notes'> & { notes?: string | undefined };

export async function createBooking(ctx: BookingContext, input: BookingData): Promise<Booking> {
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

  // Serialise bookings of this provider, then check overlap against committed appointments.
  await tx.execute(sql`select id from ${providerProfile} where id = ${profile.id} for update`);
  if ((await busyIntervals(tx, profile.userId, slot.start, slot.end)).length > 0)
    throw new AppError('SLOT_TAKEN');

  const [provider] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, profile.userId));
  const who = await resolvePatient(ctx, profile.organizationId, input.patient);

  const confirmationCode = newConfirmationCode();
  let appointmentId: string;
  try {
    const [row] = await tx
      .insert(appointment)
      .values({
        organizationId: profile.organizationId,
        providerUserId: profile.userId,
        providerProfileId: profile.id,
        patientId: who.patientId,
        serviceId: service.id,
        serviceName: service.name,
        serviceDurationMinutes: service.durationMinutes,
        servicePriceMinor: service.priceMinor,
        serviceCurrency: service.currency,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        timeZone: profile.timeZone,
        status: 'confirmed',
        confirmationCode,
        bookedByUserId: ctx.principal?.userId ?? null,
        notes: input.notes ?? null,
      })
      .returning({ id: appointment.id });
    appointmentId = row!.id;
  } catch (err) {
    if (isUniqueViolation(err, 'appointment_provider_live_start_unique')) throw new AppError('SLOT_TAKEN');
    throw err;
  }
  await ctx.audit(
    {
      action: 'appointment.create',
      resourceType: 'appointment',
      resourceId: appointmentId,
      patientId: who.patientId,
    },
    tx,
  );

  const booking: Booking = {
    id: appointmentId,
    confirmationCode,
    providerId: profile.id,
    providerName: profile.displayName,
    providerType: profile.type,
    serviceName: service.name,
    start: isoUtc(slot.start),
    end: isoUtc(slot.end),
    timeZone: profile.timeZone,
    status: 'confirmed',
  };

  const location = profile.inPerson
    ? [profile.city, profile.country].filter(Boolean).join(', ') + (profile.online ? ' (or online)' : '')
    : 'Online';
  const bookingUrl = `${ctx.baseUrl}/book/${profile.id}?booking=${appointmentId}&code=${confirmationCode}`;
  const ics = buildAppointmentIcs({
    uid: `${appointmentId}@verdant`,
    start: new Date(slot.start),
    end: new Date(slot.end),
    summary: `${service.name} — ${profile.displayName} / ${who.name}`,
    description: `${service.name} (${service.durationMinutes} min)\nConfirmation code: ${confirmationCode}\n${bookingUrl}`,
    location,
    url: bookingUrl,
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

  const patientMail = patientEmail(ctx.lang, {
    name: who.firstName,
    providerName: profile.displayName,
    serviceName: service.name,
    when: formatWhen(slot.start, profile.timeZone, ctx.lang),
    location,
    code: confirmationCode,
    bookingUrl,
    invitationUrl: who.invitationToken ? `${ctx.baseUrl}/auth?invite=${who.invitationToken}` : null,
    hasAccount: who.hasAccount,
  });
  await ctx.mailer.enqueue({ to: who.email, ...patientMail, attachments: [attachment] }, tx);
  if (provider) {
    await ctx.mailer.enqueue(
      {
        to: provider.email,
        subject: `New booking: ${who.name}, ${formatWhen(slot.start, profile.timeZone, 'en')}`,
        text: [
          `${who.name} booked ${service.name} (${service.durationMinutes} min).`,
          '',
          `When: ${formatWhen(slot.start, profile.timeZone, 'en')}`,
          `Where: ${location}`,
          `Patient e-mail: ${who.email}`,
          ...(who.phone ? [`Patient phone: ${who.phone}`] : []),
          ...(input.notes ? ['', `Notes from the patient: ${input.notes}`] : []),
          '',
          `Confirmation code: ${confirmationCode}`,
          'It is listed under upcoming appointments on your Verdant dashboard; the attached .ics adds it to your calendar.',
        ].join('\n'),
        attachments: [attachment],
      },
      tx,
    );
  }
  return booking;
}

interface ResolvedPatient {
  patientId: string;
  firstName: string;
  name: string;
  email: string;
  phone: string | null;
  /** Set when this booking invites the person to the platform. */
  invitationToken: string | null;
  /** The patient record is linked to a Verdant account, whose dashboard lists the appointment. */
  hasAccount: boolean;
}

/**
 * The patient record of the practice for this booking: the signed-in user's own (linked, or found by
 * their e-mail, or created), or for a signed-out visitor the record with their e-mail (created with a
 * pending invitation when new; re-invited while the invitation is still pending).
 */
async function resolvePatient(
  ctx: BookingContext,
  organizationId: string,
  given: BookingData['patient'],
): Promise<ResolvedPatient> {
  const { tx } = ctx;
  if (ctx.principal) {
    const [me] = await tx
      .select({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        name: user.name,
      })
      .from(user)
      .where(eq(user.id, ctx.principal.userId));
    if (!me) throw new AppError('UNAUTHENTICATED');
    const firstName = me.firstName || me.name.split(' ')[0] || me.name;
    const lastName = me.lastName || me.name.split(' ').slice(1).join(' ');
    const [linked] = await tx
      .select()
      .from(patient)
      .where(and(eq(patient.organizationId, organizationId), eq(patient.userId, me.id)));
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
          updatedAt: new Date(),
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
    };
  }

  const p = given!;
  const [found] = await tx
    .select()
    .from(patient)
    .where(and(eq(patient.organizationId, organizationId), sql`lower(${patient.email}) = lower(${p.email})`));
  let patientId: string;
  let invite: boolean;
  if (found) {
    patientId = found.id;
    invite = found.platformAccess !== 'platform_user';
    await tx
      .update(patient)
      .set({
        phone: found.phone ?? p.phone,
        platformAccess: invite ? 'invite_pending' : found.platformAccess,
        updatedAt: new Date(),
      })
      .where(eq(patient.id, found.id));
    await ctx.audit(
      { action: 'patient.update', resourceType: 'patient', resourceId: patientId, patientId },
      tx,
    );
  } else {
    invite = true;
    patientId = await insertPatient(tx, {
      organizationId,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phone,
      platformAccess: 'invite_pending',
      userId: null,
    });
    await ctx.audit(
      { action: 'patient.create', resourceType: 'patient', resourceId: patientId, patientId },
      tx,
    );
  }
  let invitationToken: string | null = null;
  if (invite) {
    ({ token: invitationToken } = await createInvitation(tx, {
      patientId,
      email: p.email,
      invitedByUserId: null,
      now: ctx.now,
    }));
  }
  return {
    patientId,
    firstName: found?.firstName ?? p.firstName,
    name: `${found?.firstName ?? p.firstName} ${found?.lastName ?? p.lastName}`,
    email: p.email,
    phone: p.phone,
    invitationToken,
    hasAccount: !!found?.userId && found.platformAccess === 'platform_user',
  };
}

async function insertPatient(
  tx: DbOrTx,
  v: {
    organizationId: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    platformAccess: 'invite_pending' | 'platform_user';
    userId: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(patient).values(v).returning({ id: patient.id });
  return row!.id;
}

export function formatWhen(instant: number, timeZone: string, lang: Language): string {
  const text = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(instant));
  return `${text} (${timeZone.replace(/_/g, ' ')})`;
}

interface PatientMailFacts {
  name: string;
  providerName: string;
  serviceName: string;
  when: string;
  location: string;
  code: string;
  bookingUrl: string;
  invitationUrl: string | null;
  hasAccount: boolean;
}

function patientEmail(lang: Language, f: PatientMailFacts): { subject: string; text: string } {
  if (lang === 'es') {
    return {
      subject: `Cita confirmada con ${f.providerName}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        `Tu cita está confirmada.`,
        '',
        `Servicio: ${f.serviceName}`,
        `Profesional: ${f.providerName}`,
        `Cuándo: ${f.when}`,
        `Dónde: ${f.location === 'Online' ? 'En línea' : f.location}`,
        `Código de confirmación: ${f.code}`,
        '',
        `Consulta tu reserva: ${f.bookingUrl}`,
        'El archivo .ics adjunto añade la cita a tu calendario.',
        ...(f.hasAccount ? ['También aparece en tus próximas citas, en tu panel de Verdant.'] : []),
        ...(f.invitationUrl
          ? [
              '',
              `${f.providerName} te invita a Verdant, donde podrás ver tus citas, planes y resultados. Crea tu cuenta (el enlace caduca en ${INVITATION_TTL_DAYS} días):`,
              f.invitationUrl,
            ]
          : []),
        '',
        'El equipo de Verdant',
      ].join('\n'),
    };
  }
  return {
    subject: `Appointment confirmed with ${f.providerName}`,
    text: [
      `Hello ${f.name},`,
      '',
      'Your appointment is confirmed.',
      '',
      `Service: ${f.serviceName}`,
      `With: ${f.providerName}`,
      `When: ${f.when}`,
      `Where: ${f.location}`,
      `Confirmation code: ${f.code}`,
      '',
      `See your booking: ${f.bookingUrl}`,
      'The attached .ics file adds it to your calendar.',
      ...(f.hasAccount ? ['It is also listed under upcoming appointments on your Verdant dashboard.'] : []),
      ...(f.invitationUrl
        ? [
            '',
            `${f.providerName} invites you to Verdant, where you can see your appointments, plans and results. Create your account (the link expires in ${INVITATION_TTL_DAYS} days):`,
            f.invitationUrl,
          ]
        : []),
      '',
      'The Verdant team',
    ].join('\n'),
  };
}

/**
 * The confirmation of a booking. Readable with its confirmation code, or without it by the person who
 * booked, the patient's linked user, or the provider; anyone else gets NOT_FOUND (nothing revealed).
 */
export async function getBooking(
  db: Db,
  id: string,
  code: string | undefined,
  principal: Principal | null,
): Promise<{ booking: Booking; patientId: string }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      a: appointment,
      profileId: providerProfile.id,
      displayName: providerProfile.displayName,
      type: providerProfile.type,
      patientUserId: patient.userId,
    })
    .from(appointment)
    .innerJoin(patient, eq(patient.id, appointment.patientId))
    .leftJoin(providerProfile, eq(providerProfile.id, appointment.providerProfileId))
    .where(eq(appointment.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const a = row.a;
  const given = Buffer.from((code ?? '').trim().toUpperCase());
  const expected = Buffer.from(a.confirmationCode);
  const codeOk = given.length === expected.length && timingSafeEqual(given, expected);
  const userOk =
    !!principal &&
    [a.bookedByUserId, a.providerUserId, row.patientUserId].some((u) => u !== null && u === principal.userId);
  if (!codeOk && !userOk) throw new AppError('NOT_FOUND');
  return {
    patientId: a.patientId,
    booking: {
      id: a.id,
      confirmationCode: a.confirmationCode,
      providerId: row.profileId ?? '',
      providerName: row.displayName ?? '',
      providerType: row.type ?? 'dietitian',
      serviceName: a.serviceName,
      start: isoUtc(a.startsAt.getTime()),
      end: isoUtc(a.endsAt.getTime()),
      timeZone: a.timeZone,
      status: a.status,
    },
  };
}
