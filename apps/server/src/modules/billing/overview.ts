/**
 * The practice's billing at a glance (the dashboards' billing panels), what a patient's invoice may
 * bill, and the session packages of the patients in the caller's scope.
 */
import {
  type Billable,
  type BillingSummary,
  type SessionPackage,
  sessionPackageQuerySchema,
} from '@verdant/shared';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { invoice, invoicePayment, patient, sessionPackage } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { isUuid } from '../../platform/params.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { findVisiblePatient, visiblePatients } from '../patients/index.ts';
import { readPackages } from './packages.ts';
import { profileRow } from './profile.ts';
import { entry, invoiceWhere, owedTotals, toSummary } from './service.ts';
import { billableFor } from './sources.ts';

export async function billingSummary(ctx: ServiceContext): Promise<BillingSummary> {
  const where = invoiceWhere(ctx);
  const monthStart = `${ctx.now().toISOString().slice(0, 7)}-01`;
  return readAudited(
    ctx,
    async (tx) => {
      const [totals, paid, drafts, recent] = await Promise.all([
        owedTotals(tx, where),
        tx.db
          .select({
            currency: invoice.currency,
            minor: sql<string>`coalesce(sum(${invoicePayment.amountMinor}), 0)`,
          })
          .from(invoicePayment)
          .innerJoin(invoice, eq(invoice.id, invoicePayment.invoiceId))
          .innerJoin(patient, eq(patient.id, invoice.patientId))
          .where(
            and(
              where,
              eq(invoicePayment.kind, 'payment'),
              isNull(invoicePayment.voidedAt),
              gte(invoicePayment.paidOn, monthStart),
            ),
          )
          .groupBy(invoice.currency),
        tx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(invoice)
          .innerJoin(patient, eq(patient.id, invoice.patientId))
          .where(and(where, eq(invoice.status, 'draft'))),
        tx.db
          .select({
            inv: invoice,
            patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
          })
          .from(invoice)
          .innerJoin(patient, eq(patient.id, invoice.patientId))
          .where(and(where, eq(invoice.kind, 'invoice')))
          .orderBy(desc(invoice.updatedAt), desc(invoice.id))
          .limit(5),
      ]);
      const currencies = [
        ...new Set([...totals.map((t) => t.currency), ...paid.map((p) => p.currency)]),
      ].sort();
      return {
        totals: currencies.map((currency) => ({
          currency,
          outstandingMinor: 0,
          outstandingCount: 0,
          overdueMinor: 0,
          overdueCount: 0,
          ...totals.find((t) => t.currency === currency),
          paidThisMonthMinor: Number(paid.find((p) => p.currency === currency)?.minor ?? 0),
        })),
        drafts: Number(drafts[0]?.n ?? 0),
        recent: recent.map((r) => toSummary(r.inv, r.patient)),
      };
    },
    (s) => s.recent.map((i) => entry('invoice.list', { id: i.id, patientId: i.patient.id })),
  );
}

export async function billable(ctx: ServiceContext, patientId: string): Promise<Billable> {
  return readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'billing' });
      const profile = await profileRow(tx, p.organizationId);
      return { patientId: p.id, ...(await billableFor(tx, p, profile)) };
    },
    (b) => [
      {
        action: 'invoice.billable',
        resourceType: 'patient',
        resourceId: b.patientId,
        patientId: b.patientId,
      },
    ],
  ).then(({ patientId: _, ...rest }) => rest);
}

export async function listPackages(
  ctx: ServiceContext,
  raw: { patientId?: string | undefined; providerUserId?: string | undefined },
): Promise<SessionPackage[]> {
  const query = sessionPackageQuerySchema.parse(raw);
  const conditions = [visiblePatients(ctx, 'billing').where];
  if (query.patientId)
    conditions.push(isUuid(query.patientId) ? eq(sessionPackage.patientId, query.patientId) : sql`false`);
  if (query.providerUserId) conditions.push(eq(sessionPackage.providerUserId, query.providerUserId));
  return readAudited(
    ctx,
    (tx) => readPackages(tx, and(...conditions)),
    (items) =>
      items.map((p) => ({
        action: 'session_package.list',
        resourceType: 'session_package',
        resourceId: p.id,
        patientId: p.patient.id,
      })),
  );
}
