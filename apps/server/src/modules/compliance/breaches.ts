/**
 * The breach-notification workflow (GDPR articles 33 and 34, ADR 0050): the practice records what
 * happened, who is affected and what it did; the deadline to tell the supervisory authority is 72
 * hours from discovery; the record moves from open to "authority notified" to closed, with the
 * date the affected people were told. Every write is audited; the record is never deleted.
 */
import {
  BREACH_DEADLINE_HOURS,
  type Breach,
  type BreachInput,
  type BreachUpdate,
} from '@verdant/shared/compliance';
import { and, desc, eq } from 'drizzle-orm';
import { breachReport, user } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';

type Row = typeof breachReport.$inferSelect & { reportedBy: string | null };

function toBreach(row: Row): Breach {
  return {
    id: row.id,
    discoveredAt: row.discoveredAt.toISOString(),
    deadlineAt: new Date(row.discoveredAt.getTime() + BREACH_DEADLINE_HOURS * 3_600_000).toISOString(),
    description: row.description,
    affected: row.affected,
    affectedCount: row.affectedCount,
    measures: row.measures,
    status: row.status,
    authorityNotifiedAt: row.authorityNotifiedAt?.toISOString() ?? null,
    individualsNotifiedAt: row.individualsNotifiedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    reportedBy: row.reportedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function load(ctx: ServiceContext, id?: string): Promise<Row[]> {
  const org = activeOrganization(ctx);
  const rows = await ctx.db
    .select({ b: breachReport, reportedBy: user.name })
    .from(breachReport)
    .leftJoin(user, eq(user.id, breachReport.createdByUserId))
    .where(and(eq(breachReport.organizationId, org.id), id ? eq(breachReport.id, id) : undefined))
    .orderBy(desc(breachReport.discoveredAt))
    .limit(100);
  return rows.map((r) => ({ ...r.b, reportedBy: r.reportedBy }));
}

export async function listBreaches(ctx: ServiceContext): Promise<Breach[]> {
  const rows = await load(ctx);
  if (rows.length > 0) await audit(ctx, { action: 'breach.list', resourceType: 'breach_report' });
  return rows.map(toBreach);
}

export async function createBreach(ctx: ServiceContext, input: BreachInput): Promise<Breach> {
  const org = activeOrganization(ctx);
  const discoveredAt = new Date(input.discoveredAt);
  if (discoveredAt.getTime() > ctx.now().getTime() + 5 * 60_000) {
    throw fieldError({ discoveredAt: 'breachInFuture' });
  }
  const id = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(breachReport)
      .values({
        organizationId: org.id,
        discoveredAt,
        description: input.description,
        affected: input.affected,
        affectedCount: input.affectedCount,
        measures: input.measures,
        createdByUserId: actorUserId(tx),
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning({ id: breachReport.id });
    await audit(tx, { action: 'breach.create', resourceType: 'breach_report', resourceId: row!.id });
    return row!.id;
  });
  const [created] = await load(ctx, id);
  return toBreach(created!);
}

const NEXT: Record<Breach['status'], readonly Breach['status'][]> = {
  open: ['authority_notified', 'closed'],
  authority_notified: ['closed'],
  closed: [],
};

export async function updateBreach(ctx: ServiceContext, id: string, input: BreachUpdate): Promise<Breach> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  await withTransaction(ctx, async (tx) => {
    const [row] = await load(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'closed') throw new AppError('CONFLICT', 'A closed breach report does not change.');
    const set: Partial<typeof breachReport.$inferInsert> = { updatedAt: tx.now() };
    if (input.status && input.status !== row.status) {
      if (!NEXT[row.status].includes(input.status)) {
        throw new AppError('CONFLICT', 'That status change is not allowed.', {
          from: row.status,
          to: input.status,
        });
      }
      set.status = input.status;
      if (input.status === 'authority_notified') set.authorityNotifiedAt = tx.now();
      if (input.status === 'closed') set.closedAt = tx.now();
    }
    if (input.measures !== undefined) set.measures = input.measures;
    if (input.individualsNotified && !row.individualsNotifiedAt) set.individualsNotifiedAt = tx.now();
    await tx.db.update(breachReport).set(set).where(eq(breachReport.id, id));
    await audit(tx, {
      action: set.status ? `breach.${set.status}` : 'breach.update',
      resourceType: 'breach_report',
      resourceId: id,
    });
  });
  const [updated] = await load(ctx, id);
  return toBreach(updated!);
}
