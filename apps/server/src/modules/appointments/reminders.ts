/**
 * Reminders: every REMINDER_SWEEP_SECONDS one sweep (a `schedules` job: one per period across all
 * instances) finds the scheduled appointments whose reminder is due (their practice's lead time,
 * 24 hours by default, 0: none) and, for each, claims it with one conditional update of
 * `reminder_sent_at`: whichever worker's update changes the row sends it, any other finds it
 * claimed. The claim, the e-mail and the notifications commit together, so a failed send is retried
 * by the next sweep and a sent reminder is never sent twice. Moving an appointment clears the claim.
 */
import { DEFAULT_REMINDER_LEAD_MINUTES } from '@verdant/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { appointment, calendarSettings } from '../../db/schema/index.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { announce, loadRecords } from './record.ts';

export const REMINDER_JOB = 'appointments.reminders';
export const REMINDER_SWEEP_SECONDS = 300;

/** Sends every due reminder not sent yet; returns how many this call sent. */
export async function sendDueReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const due = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      select a.id from ${appointment} a
        left join ${calendarSettings} s on s.organization_id = a.organization_id
      where a.status = 'scheduled' and a.reminder_sent_at is null and a.patient_id is not null
        and a.starts_at > ${now}::timestamptz
        and coalesce(s.reminder_lead_minutes, ${DEFAULT_REMINDER_LEAD_MINUTES}) > 0
        and a.starts_at <= ${now}::timestamptz
          + make_interval(mins => coalesce(s.reminder_lead_minutes, ${DEFAULT_REMINDER_LEAD_MINUTES}))
      order by a.starts_at
      limit 500`),
  );
  let sent = 0;
  for (const { id } of due) {
    const claimed = await withTransaction(ctx, async (tx) => {
      const rows = await tx.db
        .update(appointment)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(appointment.id, id),
            isNull(appointment.reminderSentAt),
            eq(appointment.status, 'scheduled'),
          ),
        )
        .returning({ id: appointment.id });
      if (rows.length === 0) return false;
      const [rec] = await loadRecords(tx.db, eq(appointment.id, id));
      if (rec) await announce(tx, rec, { change: 'reminder', actorUserId: null });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

export const reminderJob: JobHandler = async (_job, ctx) => {
  await sendDueReminders(ctx);
};
