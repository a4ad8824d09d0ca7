/**
 * What the workspaces (ADR 0048) read from billing: a trainer's session packages running out (the
 * packages' own allocation, packages.ts) and what a professional invoiced this month.
 */
import type { SessionPackage } from '@verdant/shared';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { invoice, patient, sessionPackage } from '../../db/schema/index.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { inScope } from '../../platform/tenancy.ts';
import { visiblePatients } from '../patients/index.ts';
import { readPackages } from './packages.ts';

/** The caller's active packages with `low` sessions left or fewer (booked ones count as taken), fewest first. */
export async function packagesRunningOut(
  ctx: ServiceContext,
  low: number,
  limit: number,
): Promise<{ total: number; items: SessionPackage[] }> {
  const me = actorUserId(ctx) ?? '';
  const all = await readPackages(
    ctx,
    and(
      inScope(ctx, sessionPackage.organizationId),
      eq(sessionPackage.providerUserId, me),
      visiblePatients(ctx, 'billing').where,
    ),
  );
  const running = all
    .filter((p) => p.status === 'active' && p.remaining <= low)
    .sort((a, b) => a.remaining - b.remaining || a.createdAt.localeCompare(b.createdAt));
  return { total: running.length, items: running.slice(0, limit) };
}

/** What the caller issued this month (invoices, not drafts or cancelled), in the currency used most. */
export async function invoicedSince(
  ctx: ServiceContext,
  fromDate: string,
): Promise<{ totalMinor: number; currency: string } | null> {
  const me = actorUserId(ctx) ?? '';
  const rows = await ctx.db
    .select({ currency: invoice.currency, total: sql<number>`sum(${invoice.totalMinor})::bigint` })
    .from(invoice)
    .innerJoin(patient, eq(patient.id, invoice.patientId))
    .where(
      and(
        inScope(ctx, invoice.organizationId),
        eq(invoice.createdByUserId, me),
        eq(invoice.kind, 'invoice'),
        inArray(invoice.status, ['sent', 'paid', 'overdue']),
        gte(invoice.issueDate, fromDate),
        isNull(invoice.deletedAt),
      ),
    )
    .groupBy(invoice.currency)
    .orderBy(sql`sum(${invoice.totalMinor}) desc`)
    .limit(1);
  const row = rows[0];
  return row ? { totalMinor: Number(row.total), currency: row.currency } : null;
}
