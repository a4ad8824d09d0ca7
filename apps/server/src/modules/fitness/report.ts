/**
 * Workout adherence over a period, for the patient progress report (modules/analytics, ADR 0063):
 * for each of the patient's routines, the sessions it planned (its days per week, over the days of
 * the period it was the current routine — from its start to the next routine's, up to today) and the
 * sessions logged against it in those days. The caller already holds the patient in scope.
 */
import { and, asc, between, count, eq, isNotNull } from 'drizzle-orm';
import { routine, workoutSession } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';

export interface WorkoutAdherence {
  routineId: string;
  name: string;
  from: string;
  to: string;
  /** Days per week the routine plans. */
  perWeek: number;
  planned: number;
  done: number;
  /** done / planned as a percentage with one decimal (null when nothing was planned). */
  adherence: number | null;
}

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY) + 1;

export async function workoutAdherenceInPeriod(
  ctx: ServiceContext,
  p: { id: string; organizationId: string },
  from: string,
  to: string,
): Promise<WorkoutAdherence[]> {
  const today = ctx.now().toISOString().slice(0, 10);
  const routines = await ctx.db
    .select({ id: routine.id, name: routine.name, startDate: routine.startDate, days: routine.days })
    .from(routine)
    .where(
      and(
        eq(routine.patientId, p.id),
        eq(routine.organizationId, p.organizationId),
        isNotNull(routine.startDate),
      ),
    )
    .orderBy(asc(routine.startDate), asc(routine.createdAt));
  const out: WorkoutAdherence[] = [];
  for (const [i, r] of routines.entries()) {
    const next = routines.slice(i + 1).find((x) => x.startDate! > r.startDate!);
    const start = r.startDate! > from ? r.startDate! : from;
    const end = [to, today, next ? addDays(next.startDate!, -1) : to].sort()[0]!;
    if (start > end) continue;
    const [row] = await ctx.db
      .select({ n: count() })
      .from(workoutSession)
      .where(and(eq(workoutSession.routineId, r.id), between(workoutSession.performedOn, start, end)));
    const perWeek = r.days.length;
    const planned = Math.round((perWeek * daysBetween(start, end)) / 7);
    const done = Number(row?.n ?? 0);
    out.push({
      routineId: r.id,
      name: r.name,
      from: start,
      to: end,
      perWeek,
      planned,
      done,
      adherence: planned > 0 ? Math.round((done / planned) * 1000) / 10 : null,
    });
  }
  return out;
}
