/**
 * What a professional's workspace (ADR 0048) reads from referrals: those waiting for the caller —
 * sent to them (or their practice, for their kind) and not answered, and their own referrals whose
 * recipient asked for more — the oldest first; overdue ones (no answer in 7 days) flagged.
 */
import { REFERRAL_OVERDUE_DAYS } from '@verdant/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { patient, referral } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { caller, incoming, outgoing } from './service.ts';

export interface WaitingReferral {
  id: string;
  patientId: string;
  patientName: string;
  reason: string;
  urgency: string;
  /** `inbox`: to answer; `info`: the recipient asked the caller for more. */
  waiting: 'inbox' | 'info';
  sentAt: Date | null;
  overdue: boolean;
}

export async function waitingReferrals(
  ctx: ServiceContext,
  limit: number,
): Promise<{ total: number; items: WaitingReferral[] }> {
  const c = caller(ctx);
  const toAnswer = and(incoming(c), eq(referral.status, 'sent'));
  const toReply = and(
    outgoing(c),
    eq(referral.infoRequested, true),
    sql`${referral.status} in ('sent', 'accepted')`,
  );
  const where = or(toAnswer, toReply);
  const overdue = sql<boolean>`(${referral.status} = 'sent' and ${referral.sentAt} < now() - make_interval(days => ${REFERRAL_OVERDUE_DAYS}))`;
  const rows = await ctx.db
    .select({
      id: referral.id,
      patientId: patient.id,
      first: patient.firstName,
      last: patient.lastName,
      reason: referral.reason,
      urgency: referral.urgency,
      inbox: sql<boolean>`${toAnswer}`,
      sentAt: referral.sentAt,
      overdue,
    })
    .from(referral)
    .innerJoin(patient, eq(patient.id, referral.patientId))
    .where(where)
    .orderBy(asc(referral.sentAt));
  return {
    total: rows.length,
    items: rows.slice(0, limit).map((r) => ({
      id: r.id,
      patientId: r.patientId,
      patientName: `${r.first} ${r.last}`,
      reason: r.reason,
      urgency: r.urgency,
      waiting: r.inbox ? 'inbox' : 'info',
      sentAt: r.sentAt,
      overdue: Boolean(r.overdue),
    })),
  };
}
