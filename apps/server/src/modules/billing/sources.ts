/**
 * What an invoice line may bill, and what is still unbilled: the practice's services (provider
 * services with their prices), the patient's appointments that took place (completed or missed) and
 * their completed consultations. An appointment or consultation is billed at most once: its line is
 * marked `billed` (a partial unique index refuses a second), and the mark is lifted when its invoice is
 * cancelled or deleted. A fitness session drawn from a session package is paid by the package and
 * is not offered as a line.
 */
import { type Billable, type InvoiceLineInput, invoiceLineInputSchema } from '@verdant/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  appointment,
  consultation,
  invoiceLine,
  membership,
  providerProfile,
  providerService,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { packageDraws } from './packages.ts';

type PatientRef = { id: string; organizationId: string };
export type CheckedLine = ReturnType<typeof invoiceLineInputSchema.parse>;

/** Appointment statuses that can be billed (it took place, or the patient did not come). */
const BILLABLE_APPOINTMENTS = ['completed', 'no-show'] as const;

/** The organization's fitness professionals (packages are sold for one of them). */
export async function trainersOf(ctx: ServiceContext, organizationId: string) {
  return ctx.db
    .selectDistinct({ userId: user.id, name: user.name })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(
      membership,
      and(eq(membership.userId, userRoles.userId), eq(membership.organizationId, userRoles.organizationId)),
    )
    .where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.role, 'fitness')))
    .orderBy(asc(user.name));
}

/** Ids among `ids` already on a live invoice line of this source. */
async function alreadyBilled(
  ctx: ServiceContext,
  source: 'appointment' | 'consultation',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: invoiceLine.sourceId })
    .from(invoiceLine)
    .where(
      and(
        eq(invoiceLine.source, source),
        eq(invoiceLine.billed, true),
        inArray(invoiceLine.sourceId, [...ids]),
      ),
    );
  return rows.map((r) => r.id!);
}

/**
 * Checks each line's source against the practice and the patient (NOT_FOUND-free: a source that is
 * not theirs is a field error, it confirms nothing) and refuses what is already billed.
 */
export async function checkLines(
  ctx: ServiceContext,
  p: PatientRef,
  raw: readonly InvoiceLineInput[],
  currency: string,
): Promise<CheckedLine[]> {
  const lines = raw.map((l) => invoiceLineInputSchema.parse(l));
  const ids = (source: string) => lines.filter((l) => l.source === source).map((l) => l.sourceId!);
  const bad: Record<string, string> = {};
  const flag = (source: string, id: string | null, message = 'invalidOption') => {
    const i = lines.findIndex((l) => l.source === source && l.sourceId === id);
    bad[`lines.${i}.sourceId`] = message;
  };

  const serviceIds = ids('service');
  if (serviceIds.length) {
    const found = await ctx.db
      .select({ id: providerService.id, currency: providerService.currency })
      .from(providerService)
      .innerJoin(providerProfile, eq(providerProfile.id, providerService.profileId))
      .where(
        and(inArray(providerService.id, serviceIds), eq(providerProfile.organizationId, p.organizationId)),
      );
    for (const id of serviceIds) {
      const s = found.find((f) => f.id === id);
      if (!s) flag('service', id);
      else if (s.currency !== currency) flag('service', id, 'currencyMismatch');
    }
  }
  const appointmentIds = ids('appointment');
  if (appointmentIds.length) {
    const found = await ctx.db
      .select({ id: appointment.id, currency: appointment.serviceCurrency })
      .from(appointment)
      .where(
        and(
          inArray(appointment.id, appointmentIds),
          eq(appointment.organizationId, p.organizationId),
          eq(appointment.patientId, p.id),
          inArray(appointment.status, [...BILLABLE_APPOINTMENTS]),
        ),
      );
    const drawn = new Set(await packageDraws(ctx, p.id));
    for (const id of appointmentIds) {
      const a = found.find((f) => f.id === id);
      if (!a || drawn.has(id)) flag('appointment', id);
      else if (a.currency !== currency) flag('appointment', id, 'currencyMismatch');
    }
  }
  const consultationIds = ids('consultation');
  if (consultationIds.length) {
    const found = await ctx.db
      .select({ id: consultation.id })
      .from(consultation)
      .where(
        and(
          inArray(consultation.id, consultationIds),
          eq(consultation.organizationId, p.organizationId),
          eq(consultation.patientId, p.id),
          eq(consultation.status, 'completed'),
        ),
      );
    for (const id of consultationIds) if (!found.some((f) => f.id === id)) flag('consultation', id);
  }
  const trainerIds = lines.filter((l) => l.source === 'package').map((l) => l.packageProviderUserId!);
  if (trainerIds.length) {
    const trainers = new Set((await trainersOf(ctx, p.organizationId)).map((t) => t.userId));
    lines.forEach((l, i) => {
      if (l.source === 'package' && !trainers.has(l.packageProviderUserId!))
        bad[`lines.${i}.packageProviderUserId`] = 'invalidOption';
    });
  }
  const twice = [...appointmentIds, ...consultationIds].filter((id, i, all) => all.indexOf(id) !== i);
  for (const id of twice)
    bad[`lines.${lines.findIndex((l) => l.sourceId === id)}.sourceId`] = 'invalidOption';
  if (Object.keys(bad).length) throw fieldError(bad);

  const billed = [
    ...(await alreadyBilled(ctx, 'appointment', appointmentIds)),
    ...(await alreadyBilled(ctx, 'consultation', consultationIds)),
  ];
  if (billed.length) throw new AppError('INVOICE_ALREADY_BILLED', undefined, { sources: billed });
  return lines;
}

/** The practice's services and the patient's unbilled appointments and consultations. */
export async function billableFor(
  ctx: ServiceContext,
  p: PatientRef,
  profile: { currency: string; defaultTaxRateBp: number },
): Promise<Billable> {
  const services = await ctx.db
    .select({
      id: providerService.id,
      name: providerService.name,
      priceMinor: providerService.priceMinor,
      currency: providerService.currency,
      durationMinutes: providerService.durationMinutes,
      userId: providerProfile.userId,
      providerName: providerProfile.displayName,
      type: providerProfile.type,
    })
    .from(providerService)
    .innerJoin(providerProfile, eq(providerProfile.id, providerService.profileId))
    .where(eq(providerProfile.organizationId, p.organizationId))
    .orderBy(asc(providerProfile.displayName), asc(providerService.position));
  const drawn = new Set(await packageDraws(ctx, p.id));
  const unbilled = (
    source: 'appointment' | 'consultation',
    id: typeof appointment.id | typeof consultation.id,
  ) =>
    sql`not exists (select 1 from ${invoiceLine} where ${invoiceLine.source} = ${source} and ${invoiceLine.sourceId} = ${id} and ${invoiceLine.billed})`;
  const appointments = (
    await ctx.db
      .select({
        id: appointment.id,
        startsAt: appointment.startsAt,
        status: appointment.status,
        serviceName: appointment.serviceName,
        priceMinor: appointment.servicePriceMinor,
        currency: appointment.serviceCurrency,
        providerName: user.name,
      })
      .from(appointment)
      .innerJoin(user, eq(user.id, appointment.providerUserId))
      .where(
        and(
          eq(appointment.organizationId, p.organizationId),
          eq(appointment.patientId, p.id),
          inArray(appointment.status, [...BILLABLE_APPOINTMENTS]),
          unbilled('appointment', appointment.id),
        ),
      )
      .orderBy(desc(appointment.startsAt))
      .limit(100)
  ).filter((a) => !drawn.has(a.id));
  const consultations = await ctx.db
    .select({
      id: consultation.id,
      occurredAt: consultation.occurredAt,
      sessionType: consultation.sessionType,
      providerName: user.name,
      suggestedPriceMinor: sql<number | null>`(select ${providerService.priceMinor} from ${providerService}
        join ${providerProfile} on ${providerProfile.id} = ${providerService.profileId}
        where ${providerProfile.userId} = ${consultation.providerUserId} order by ${providerService.position} limit 1)`,
    })
    .from(consultation)
    .leftJoin(user, eq(user.id, consultation.providerUserId))
    .where(
      and(
        eq(consultation.organizationId, p.organizationId),
        eq(consultation.patientId, p.id),
        eq(consultation.status, 'completed'),
        unbilled('consultation', consultation.id),
      ),
    )
    .orderBy(desc(consultation.occurredAt))
    .limit(100);
  return {
    currency: profile.currency,
    defaultTaxRateBasisPoints: profile.defaultTaxRateBp,
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      priceMinor: s.priceMinor,
      currency: s.currency,
      durationMinutes: s.durationMinutes,
      provider: { userId: s.userId, name: s.providerName, type: s.type },
    })),
    appointments: appointments.map((a) => ({ ...a, startsAt: a.startsAt.toISOString() })),
    consultations: consultations.map((c) => ({
      id: c.id,
      date: c.occurredAt.toISOString(),
      sessionType: c.sessionType,
      providerName: c.providerName ?? '',
      suggestedPriceMinor: c.suggestedPriceMinor === null ? null : Number(c.suggestedPriceMinor),
    })),
    trainers: await trainersOf(ctx, p.organizationId),
  };
}
