/**
 * What the workspaces (ADR 0048) read from labs, through the one scope of lab orders (scope.ts):
 * - a clinician: new results of their patients (partial or final, not reviewed), abnormal first;
 * - a laboratory: its queue (received, in progress, overdue against turnaround, awaiting release)
 *   and the critical values the orderer has not acknowledged.
 */
import { labOrderNumber } from '@verdant/shared';
import { and, asc, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { labOrder, labResult, patient } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { orderWhere } from './scope.ts';

export interface LabWorkItem {
  orderId: string;
  number: string;
  patientId: string;
  patientName: string;
  status: string;
  priority: string;
  orderedAt: Date;
  /** Results out of range (critical ones counted too), and critical ones not acknowledged. */
  abnormal: number;
  critical: number;
}

const abnormalSql = sql<number>`(select count(*)::int from ${labResult} r where r.order_id = ${labOrder.id} and r.status = 'current' and r.flag <> 'normal')`;
const criticalSql = sql<number>`(select count(*)::int from ${labResult} r where r.order_id = ${labOrder.id} and r.status = 'current' and r.flag like 'critical%' and r.acknowledged_at is null)`;

async function orders(
  ctx: ServiceContext,
  where: SQL,
  order: SQL[],
  limit: number,
): Promise<{ total: number; items: LabWorkItem[] }> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        orderId: labOrder.id,
        sequence: labOrder.sequence,
        patientId: patient.id,
        first: patient.firstName,
        last: patient.lastName,
        status: labOrder.status,
        priority: labOrder.priority,
        orderedAt: labOrder.orderedAt,
        abnormal: abnormalSql,
        critical: criticalSql,
      })
      .from(labOrder)
      .innerJoin(patient, eq(patient.id, labOrder.patientId))
      .where(where)
      .orderBy(...order)
      .limit(limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(labOrder)
      .innerJoin(patient, eq(patient.id, labOrder.patientId))
      .where(where),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map(({ first, last, sequence, ...r }) => ({
      ...r,
      number: labOrderNumber(sequence),
      patientName: `${first} ${last}`,
      abnormal: Number(r.abnormal),
      critical: Number(r.critical),
    })),
  };
}

/** A clinician's new results: orders with results not reviewed yet, critical then abnormal first. */
export function newLabResults(ctx: ServiceContext, limit: number) {
  return orders(
    ctx,
    and(orderWhere(ctx, 'practice'), inArray(labOrder.status, ['partial', 'final']))!,
    [desc(criticalSql), desc(abnormalSql), desc(labOrder.updatedAt)],
    limit,
  );
}

/** The laboratory's queue, each bucket with its total and first items (oldest first). */
export async function labQueue(ctx: ServiceContext, turnaroundHours: number, limit: number) {
  const mine = orderWhere(ctx, 'laboratory');
  const now = ctx.now();
  // urgent orders are due in a quarter of the routine turnaround
  const due = sql`${labOrder.orderedAt} + make_interval(hours => case when ${labOrder.priority} = 'urgent' then ${Math.ceil(turnaroundHours / 4)}::int else ${turnaroundHours}::int end)`;
  const open = notInArray(labOrder.status, ['final', 'reviewed', 'cancelled']);
  const oldest = [asc(labOrder.orderedAt)];
  const [received, inProgress, overdue, release, critical, month] = await Promise.all([
    orders(ctx, and(mine, inArray(labOrder.status, ['ordered', 'received']))!, oldest, limit),
    orders(ctx, and(mine, eq(labOrder.status, 'in_progress'))!, oldest, limit),
    orders(ctx, and(mine, open, sql`${due} < ${now}`)!, oldest, limit),
    orders(ctx, and(mine, eq(labOrder.status, 'partial'))!, oldest, limit),
    orders(
      ctx,
      and(
        mine,
        sql`exists (select 1 from ${labResult} r where r.order_id = ${labOrder.id} and r.status = 'current' and r.flag like 'critical%' and r.acknowledged_at is null)`,
      )!,
      oldest,
      limit,
    ),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(labOrder)
      .innerJoin(patient, eq(patient.id, labOrder.patientId))
      .where(
        and(
          mine,
          sql`${labOrder.orderedAt} >= date_trunc('month', ${now}::timestamptz)`,
          isNull(patient.deletedAt),
        ),
      ),
  ]);
  return { received, inProgress, overdue, release, critical, ordersThisMonth: Number(month[0]?.n ?? 0) };
}
