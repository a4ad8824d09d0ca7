/**
 * The meal log (docs/decisions/0053): the patient marks each meal of their active shared plan as
 * eaten, partly eaten or skipped for one of their calendar days (today or up to seven days back,
 * within the plan's dates), with an optional short note — one row per plan, day and meal, an
 * upsert. The professional who may read the plan sees the adherence per week: (eaten + half of
 * partly) over the meals logged, with how many of the planned meals were logged. Every read and
 * write is audited on the patient's record.
 */
import {
  type AdherenceWeek,
  MEAL_LOG_DAYS_BACK,
  type MealLog,
  type MealLogEntry,
  mealLogInputSchema,
  type MealSlot,
  type PlanAdherence,
} from '@verdant/shared';
import { and, asc, between, desc, eq, isNull } from 'drizzle-orm';
import { dietMealLog, dietPlan, dietPlanItem, patient } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError, validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { menuDayOn } from './menu.ts';
import { mySharedPlans } from './patient-view.ts';
import { findPlan, type PlanRow } from './service.ts';

const DAY = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The patient's today: their local date when it is within a day of the server's (time zones), else
 * the server's UTC date.
 */
export function patientToday(ctx: ServiceContext, claimed?: string): string {
  const server = ctx.now().toISOString().slice(0, 10);
  if (!claimed) return server;
  const gap = Math.abs(Date.parse(`${claimed}T00:00:00Z`) - Date.parse(`${server}T00:00:00Z`));
  return gap <= DAY ? claimed : server;
}

/** The days the patient may log, newest first: today and up to seven before, within the plan. */
export function loggableDays(plan: Pick<PlanRow, 'startDate' | 'endDate' | 'menuDays'>, today: string) {
  const days: { date: string; menuDay: number }[] = [];
  for (let k = 0; k <= MEAL_LOG_DAYS_BACK; k++) {
    const date = addDays(today, -k);
    const menuDay = menuDayOn(plan, date);
    if (menuDay !== null) days.push({ date, menuDay });
  }
  return days;
}

/** The meals on each menu day (day → slots with at least one food). */
async function plannedSlots(ctx: ServiceContext, planId: string): Promise<Map<number, Set<MealSlot>>> {
  const rows = await ctx.db
    .selectDistinct({ day: dietPlanItem.day, slot: dietPlanItem.slot })
    .from(dietPlanItem)
    .where(eq(dietPlanItem.planId, planId));
  const map = new Map<number, Set<MealSlot>>();
  for (const r of rows) map.set(r.day, (map.get(r.day) ?? new Set()).add(r.slot));
  return map;
}

/** The signed-in patient's active shared plan with this id, or NOT_FOUND. */
async function myPlan(ctx: ServiceContext, id: string, lock = false): Promise<PlanRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select({ plan: dietPlan })
    .from(dietPlan)
    .innerJoin(patient, eq(patient.id, dietPlan.patientId))
    .where(and(mySharedPlans(ctx), eq(dietPlan.id, id)));
  const [row] = lock ? await query.for('update', { of: dietPlan }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row.plan;
}

const toEntry = (r: typeof dietMealLog.$inferSelect): MealLogEntry => ({
  day: r.day,
  slot: r.slot,
  status: r.status,
  note: r.note,
  updatedAt: r.updatedAt.toISOString(),
});

const logEntry = (action: string, plan: PlanRow) => ({
  action,
  resourceType: 'diet_meal_log',
  resourceId: plan.id,
  patientId: plan.patientId,
});

/** The patient's log of the days they may still log. */
export async function myMealLog(
  ctx: ServiceContext,
  planId: string,
  claimedToday?: string,
): Promise<MealLog> {
  const today = patientToday(ctx, claimedToday);
  return readAudited(
    ctx,
    async (tx) => {
      const plan = await myPlan(tx, planId);
      const days = loggableDays(plan, today);
      const entries = await tx.db
        .select()
        .from(dietMealLog)
        .where(
          and(
            eq(dietMealLog.planId, plan.id),
            between(dietMealLog.day, addDays(today, -MEAL_LOG_DAYS_BACK), today),
          ),
        )
        .orderBy(desc(dietMealLog.day), asc(dietMealLog.slot));
      return { plan, log: { planId: plan.id, days, entries: entries.map(toEntry) } };
    },
    ({ plan }) => [logEntry('diet_meal_log.read', plan)],
  ).then((r) => r.log);
}

/** Marks one meal of one day (an upsert); the day must be loggable and the meal on its menu. */
export async function logMeal(ctx: ServiceContext, planId: string, raw: unknown): Promise<MealLogEntry> {
  const parsed = mealLogInputSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  const today = patientToday(ctx, input.today);
  return withTransaction(ctx, async (tx) => {
    const plan = await myPlan(tx, planId, true);
    const day = loggableDays(plan, today).find((d) => d.date === input.day);
    if (!day) throw fieldError({ day: 'mealDayOutside' });
    const slots = (await plannedSlots(tx, plan.id)).get(day.menuDay);
    if (!slots?.has(input.slot)) throw fieldError({ slot: 'mealNotPlanned' });
    const now = tx.now();
    const [saved] = await tx.db
      .insert(dietMealLog)
      .values({
        organizationId: plan.organizationId,
        patientId: plan.patientId,
        planId: plan.id,
        day: input.day,
        slot: input.slot,
        status: input.status,
        note: input.note,
        loggedByUserId: actorUserId(tx),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [dietMealLog.planId, dietMealLog.day, dietMealLog.slot],
        set: { status: input.status, note: input.note, loggedByUserId: actorUserId(tx), updatedAt: now },
      })
      .returning();
    await audit(tx, logEntry('diet_meal_log.write', plan));
    return toEntry(saved!);
  });
}

/** (eaten + partly / 2) / logged as a percentage with one decimal, or null when nothing was logged. */
export function adherencePercent(c: { logged: number; eaten: number; partly: number }): number | null {
  if (c.logged === 0) return null;
  return Math.round(((c.eaten + c.partly / 2) / c.logged) * 1000) / 10;
}

/** The Monday of the week a date falls in. */
export function weekStart(date: string): string {
  const dow = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -dow);
}

/** A plan's adherence per week (newest first), for a professional who may read the plan. */
export async function planAdherence(
  ctx: ServiceContext,
  planId: string,
  claimedToday?: string,
): Promise<PlanAdherence> {
  const today = patientToday(ctx, claimedToday);
  const { plan, rows, slots } = await readAudited(
    ctx,
    async (tx) => {
      const { plan } = await findPlan(tx, planId);
      const [rows, slots] = await Promise.all([
        tx.db
          .select()
          .from(dietMealLog)
          .where(eq(dietMealLog.planId, plan.id))
          .orderBy(desc(dietMealLog.day), asc(dietMealLog.slot)),
        plannedSlots(tx, plan.id),
      ]);
      return { plan, rows, slots };
    },
    (r) => [logEntry('diet_meal_log.read', r.plan)],
  );
  type Counts = Omit<AdherenceWeek, 'weekStart' | 'adherence'>;
  const blank = (): Counts => ({ planned: 0, logged: 0, eaten: 0, partly: 0, skipped: 0 });
  const weeks = new Map<string, Counts>();
  const last = plan.endDate < today ? plan.endDate : today;
  for (let d = plan.startDate; d <= last; d = addDays(d, 1)) {
    const menuDay = menuDayOn(plan, d);
    const w = weeks.get(weekStart(d)) ?? blank();
    w.planned += menuDay === null ? 0 : (slots.get(menuDay)?.size ?? 0);
    weeks.set(weekStart(d), w);
  }
  const overall = blank();
  for (const r of rows) {
    const w = weeks.get(weekStart(r.day)) ?? blank();
    for (const c of [w, overall]) {
      c.logged++;
      c[r.status === 'eaten' ? 'eaten' : r.status === 'partly' ? 'partly' : 'skipped']++;
    }
    weeks.set(weekStart(r.day), w);
  }
  overall.planned = [...weeks.values()].reduce((a, w) => a + w.planned, 0);
  return {
    planId: plan.id,
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([start, c]) => ({ weekStart: start, ...c, adherence: adherencePercent(c) })),
    overall: { ...overall, adherence: adherencePercent(overall) },
    notes: rows
      .filter((r) => r.note)
      .slice(0, 10)
      .map((r) => ({ day: r.day, slot: r.slot, status: r.status, note: r.note! })),
  };
}

/** One plan's meal-log adherence over a period (the patient progress report, ADR 0063). */
export interface PeriodAdherence {
  planId: string;
  name: string;
  /** The days counted: the period within the plan's dates, up to today. */
  from: string;
  to: string;
  planned: number;
  logged: number;
  eaten: number;
  partly: number;
  skipped: number;
  adherence: number | null;
}

/**
 * The meal-log adherence of each of a patient's plans that overlaps `from`–`to` (up to today), for a
 * caller who already holds the patient in scope (the report checks it and audits the report):
 * the same rule as the professional's weekly view, (eaten + ½ partly) / logged.
 */
export async function mealAdherenceInPeriod(
  ctx: ServiceContext,
  p: { id: string; organizationId: string },
  from: string,
  to: string,
): Promise<PeriodAdherence[]> {
  const today = ctx.now().toISOString().slice(0, 10);
  const plans = await ctx.db
    .select()
    .from(dietPlan)
    .where(
      and(
        eq(dietPlan.patientId, p.id),
        eq(dietPlan.organizationId, p.organizationId),
        isNull(dietPlan.deletedAt),
      ),
    )
    .orderBy(asc(dietPlan.startDate));
  const out: PeriodAdherence[] = [];
  for (const plan of plans) {
    const start = plan.startDate > from ? plan.startDate : from;
    const ends = [plan.endDate, to, today].sort();
    const end = ends[0]!;
    if (start > end || plan.status === 'draft') continue;
    const [slots, rows] = await Promise.all([
      plannedSlots(ctx, plan.id),
      ctx.db
        .select({ status: dietMealLog.status })
        .from(dietMealLog)
        .where(and(eq(dietMealLog.planId, plan.id), between(dietMealLog.day, start, end))),
    ]);
    let planned = 0;
    for (let d = start; d <= end; d = addDays(d, 1)) {
      const menuDay = menuDayOn(plan, d);
      planned += menuDay === null ? 0 : (slots.get(menuDay)?.size ?? 0);
    }
    const c = { logged: rows.length, eaten: 0, partly: 0, skipped: 0 };
    for (const r of rows) c[r.status === 'eaten' ? 'eaten' : r.status === 'partly' ? 'partly' : 'skipped']++;
    out.push({
      planId: plan.id,
      name: plan.name,
      from: start,
      to: end,
      planned,
      ...c,
      adherence: adherencePercent(c),
    });
  }
  return out;
}
