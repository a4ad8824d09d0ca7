/**
 * Session packages (e.g. 10 sessions with a trainer) sold on an invoice line, and the sessions that
 * drew on them (allocation.ts). Read by the practice (the patients' scope) and by the client.
 */
import { invoiceNumberLabel, packageIsLow, type SessionPackage } from '@verdant/shared';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { appointment, invoice, invoiceLine, patient, sessionPackage, user } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { allocateSessions, type PackageSlot } from './allocation.ts';

type PackageRow = {
  pkg: typeof sessionPackage.$inferSelect;
  invoiceId: string;
  invoiceKind: 'invoice' | 'credit_note';
  invoiceSequence: number;
  invoiceStatus: (typeof invoice.$inferSelect)['status'];
  issueDate: string;
  patient: { id: string; firstName: string; lastName: string };
  providerName: string;
};

async function packageRows(ctx: ServiceContext, where: ReturnType<typeof and>): Promise<PackageRow[]> {
  return ctx.db
    .select({
      pkg: sessionPackage,
      invoiceId: invoice.id,
      invoiceKind: invoice.kind,
      invoiceSequence: invoice.sequence,
      invoiceStatus: invoice.status,
      issueDate: invoice.issueDate,
      patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
      providerName: user.name,
    })
    .from(sessionPackage)
    .innerJoin(invoiceLine, eq(invoiceLine.id, sessionPackage.invoiceLineId))
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .innerJoin(patient, eq(patient.id, sessionPackage.patientId))
    .innerJoin(user, eq(user.id, sessionPackage.providerUserId))
    .where(and(where, sql`${invoice.deletedAt} is null`))
    .orderBy(asc(sessionPackage.createdAt));
}

const holds = (status: PackageRow['invoiceStatus']) => status !== 'draft' && status !== 'cancelled';

/** The allocation of every package of these patients (one query for packages, one for sessions). */
async function allocationFor(ctx: ServiceContext, patientIds: readonly string[], rows?: PackageRow[]) {
  if (patientIds.length === 0) return { rows: [], alloc: allocateSessions([], []) };
  const all = rows ?? (await packageRows(ctx, and(inArray(sessionPackage.patientId, [...patientIds]))));
  const slots: PackageSlot[] = all.map((r) => ({
    id: r.pkg.id,
    providerUserId: r.pkg.providerUserId,
    sessions: r.pkg.sessions,
    fromDate: r.issueDate,
    active: holds(r.invoiceStatus),
    soldAt: r.pkg.createdAt.getTime(),
  }));
  const trainers = [...new Set(all.map((r) => r.pkg.providerUserId))];
  const sessions = trainers.length
    ? await ctx.db
        .select({
          id: appointment.id,
          providerUserId: appointment.providerUserId,
          startsAt: appointment.startsAt,
          status: appointment.status,
          patientId: appointment.patientId,
        })
        .from(appointment)
        .where(
          and(
            inArray(appointment.patientId, [...patientIds]),
            inArray(appointment.providerUserId, trainers),
            notInArray(appointment.status, ['cancelled', 'pending']),
            sql`not exists (select 1 from ${invoiceLine} where ${invoiceLine.source} = 'appointment' and ${invoiceLine.sourceId} = ${appointment.id} and ${invoiceLine.billed})`,
          ),
        )
    : [];
  // packages are per patient: allocate each patient's sessions to their own packages
  const alloc = allocateSessions([], []);
  for (const pid of patientIds) {
    const mine = new Set(all.filter((r) => r.patient.id === pid).map((r) => r.pkg.id));
    const a = allocateSessions(
      slots.filter((s) => mine.has(s.id)),
      sessions.filter((s) => s.patientId === pid),
    );
    for (const [k, v] of a.byPackage) alloc.byPackage.set(k, v);
    for (const d of a.drawn) alloc.drawn.add(d);
  }
  return { rows: all, alloc };
}

/** Appointments of the patient that a session package pays for (never billed as lines of their own). */
export async function packageDraws(ctx: ServiceContext, patientId: string): Promise<string[]> {
  return [...(await packageDrawsOf(ctx, [patientId]))];
}

/** The same for several patients at once (the front desk's day). */
export async function packageDrawsOf(
  ctx: ServiceContext,
  patientIds: readonly string[],
): Promise<ReadonlySet<string>> {
  return (await allocationFor(ctx, patientIds)).alloc.drawn;
}

/** The packages matching `where` (already scoped by the caller), with their sessions. */
export async function readPackages(
  ctx: ServiceContext,
  where: ReturnType<typeof and>,
): Promise<SessionPackage[]> {
  const rows = await packageRows(ctx, where);
  const patientIds = [...new Set(rows.map((r) => r.patient.id))];
  const { alloc } = await allocationFor(
    ctx,
    patientIds,
    patientIds.length ? await packageRows(ctx, and(inArray(sessionPackage.patientId, patientIds))) : [],
  );
  const now = ctx.now().getTime();
  return rows.map((r) => {
    const uses = alloc.byPackage.get(r.pkg.id) ?? [];
    const used = uses.filter((u) => u.status !== 'scheduled' || u.startsAt.getTime() < now).length;
    const booked = uses.length - used;
    const remaining = r.pkg.sessions - uses.length;
    const status = !holds(r.invoiceStatus)
      ? r.invoiceStatus === 'draft'
        ? 'pending'
        : 'cancelled'
      : remaining === 0 && booked === 0
        ? 'used'
        : 'active';
    return {
      id: r.pkg.id,
      name: r.pkg.name,
      patient: r.patient,
      provider: { userId: r.pkg.providerUserId, name: r.providerName },
      sessions: r.pkg.sessions,
      used,
      booked,
      remaining,
      low: packageIsLow({ status, remaining }),
      status,
      invoice: {
        id: r.invoiceId,
        number: invoiceNumberLabel(r.invoiceKind, r.invoiceSequence),
        status: r.invoiceStatus,
      },
      uses: uses.map((u) => ({ appointmentId: u.id, startsAt: u.startsAt.toISOString(), status: u.status })),
      createdAt: r.pkg.createdAt.toISOString(),
    };
  });
}
