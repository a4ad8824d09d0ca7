/**
 * The front desk's demo day (ADR 0063): of the demo practice's visits that have begun in the last
 * twelve hours and are still `scheduled`, the patient arrived five minutes before the start — so the
 * desk can take their payment. The practice's completed visits of the past week stay unbilled
 * (seed/billing.ts bills one as a draft), so the desk has visits to take payment for on every day
 * it looks back on. Runs after seed/calendar.ts and seed/billing.ts, in the same transaction.
 */
import { and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appointment } from '../db/schema/index.ts';

export async function seedDemoFrontDesk(tx: DbOrTx, options: { practiceId: string; now: Date }) {
  const { practiceId, now } = options;
  await tx
    .update(appointment)
    .set({ checkedInAt: sql`${appointment.startsAt} - interval '5 minutes'` })
    .where(
      and(
        eq(appointment.organizationId, practiceId),
        eq(appointment.status, 'scheduled'),
        isNotNull(appointment.patientId),
        isNull(appointment.checkedInAt),
        lte(appointment.startsAt, now),
        gte(appointment.startsAt, new Date(now.getTime() - 12 * 3_600_000)),
      ),
    );
}
