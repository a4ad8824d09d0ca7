/**
 * What the insurer's workspace (ADR 0048) reads from claims, in the insurer's scope (claimWhere):
 * the claims waiting for their decision, those denied this month, and the month's figures (received,
 * pending, denied, paid, the mean hours from submission to decision).
 */
import { claimNumberLabel, INSURER_TODO } from '@verdant/shared';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { insuranceClaim, organization, patient } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { claimWhere } from './service.ts';

export interface ClaimWorkItem {
  id: string;
  number: string;
  patientId: string;
  patientName: string;
  practiceName: string;
  status: string;
  submittedAt: Date | null;
  adjudicatedAt: Date | null;
}

async function claims(ctx: ServiceContext, where: SQL, order: SQL[], limit: number) {
  const practice = sql<string>`(select ${organization.name} from ${organization} where ${organization.id} = ${insuranceClaim.organizationId})`;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        id: insuranceClaim.id,
        sequence: insuranceClaim.sequence,
        patientId: patient.id,
        first: patient.firstName,
        last: patient.lastName,
        practiceName: practice,
        status: insuranceClaim.status,
        submittedAt: insuranceClaim.submittedAt,
        adjudicatedAt: insuranceClaim.adjudicatedAt,
      })
      .from(insuranceClaim)
      .innerJoin(patient, eq(patient.id, insuranceClaim.patientId))
      .where(where)
      .orderBy(...order)
      .limit(limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(insuranceClaim)
      .innerJoin(patient, eq(patient.id, insuranceClaim.patientId))
      .where(where),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map(
      ({ first, last, sequence, ...r }): ClaimWorkItem => ({
        ...r,
        number: claimNumberLabel(sequence),
        patientName: `${first} ${last}`,
      }),
    ),
  };
}

export async function insurerClaims(ctx: ServiceContext, monthStart: Date, limit: number) {
  const mine = claimWhere(ctx, 'insurer');
  const decidedThisMonth = gte(insuranceClaim.adjudicatedAt, monthStart);
  const [toDecide, denied, [f]] = await Promise.all([
    claims(
      ctx,
      and(mine, inArray(insuranceClaim.status, [...INSURER_TODO]))!,
      [asc(insuranceClaim.submittedAt)],
      limit,
    ),
    claims(
      ctx,
      and(mine, eq(insuranceClaim.status, 'denied'), decidedThisMonth)!,
      [desc(insuranceClaim.adjudicatedAt)],
      limit,
    ),
    ctx.db
      .select({
        received: sql<number>`count(*) filter (where ${insuranceClaim.submittedAt} >= ${monthStart})::int`,
        pending: sql<number>`count(*) filter (where ${inArray(insuranceClaim.status, [...INSURER_TODO])})::int`,
        denied: sql<number>`count(*) filter (where ${insuranceClaim.status} = 'denied' and ${decidedThisMonth})::int`,
        paid: sql<number>`count(*) filter (where ${inArray(insuranceClaim.status, ['paid', 'partially_paid'])} and ${decidedThisMonth})::int`,
        turnaround: sql<
          number | null
        >`avg(extract(epoch from (${insuranceClaim.adjudicatedAt} - ${insuranceClaim.submittedAt})) / 3600) filter (where ${decidedThisMonth})`,
      })
      .from(insuranceClaim)
      .innerJoin(patient, eq(patient.id, insuranceClaim.patientId))
      .where(mine),
  ]);
  return {
    toDecide,
    denied,
    figures: {
      received: Number(f?.received ?? 0),
      pending: Number(f?.pending ?? 0),
      denied: Number(f?.denied ?? 0),
      paid: Number(f?.paid ?? 0),
      turnaroundHours: f?.turnaround == null ? null : Math.round(Number(f.turnaround) * 10) / 10,
    },
  };
}
