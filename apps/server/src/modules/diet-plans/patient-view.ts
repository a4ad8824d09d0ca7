/**
 * The patient's side: the plans a patient's dietitian shared with them and that are active, from
 * each practice holding a record linked to their account (their Fuel and the summary of their
 * dashboard). Nothing else of a plan (drafts, unshared, completed, archived) reaches the patient.
 * Every read is audited on the patient's record (their consent audit log shows it).
 */
import type { PatientDietPlan } from '@verdant/shared';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { dietPlan, dietPlanItem, organization, patient } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { foods } from './foods.ts';
import { menuDayOn, menuOf, shoppingList } from './menu.ts';
import { type PlanRow, sortedItems } from './service.ts';

export function mySharedPlans(ctx: ServiceContext) {
  const me = actorUserId(ctx);
  if (!me) throw new AppError('UNAUTHENTICATED');
  return and(
    eq(patient.userId, me),
    isNull(patient.deletedAt),
    isNull(dietPlan.deletedAt),
    eq(dietPlan.status, 'active'),
    isNotNull(dietPlan.sharedAt),
  )!;
}

const readEntry = (plan: PlanRow) => ({
  action: 'diet_plan.read',
  resourceType: 'diet_plan',
  resourceId: plan.id,
  patientId: plan.patientId,
});

async function readShared(ctx: ServiceContext, id?: string) {
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({
          plan: dietPlan,
          practiceName: organization.name,
          patientName: sql<string>`${patient.firstName} || ' ' || ${patient.lastName}`,
        })
        .from(dietPlan)
        .innerJoin(patient, eq(patient.id, dietPlan.patientId))
        .innerJoin(organization, eq(organization.id, dietPlan.organizationId))
        .where(id ? and(mySharedPlans(tx), eq(dietPlan.id, id)) : mySharedPlans(tx))
        .orderBy(desc(dietPlan.sharedAt));
      const items = rows.length
        ? await tx.db
            .select()
            .from(dietPlanItem)
            .where(
              inArray(
                dietPlanItem.planId,
                rows.map((r) => r.plan.id),
              ),
            )
        : [];
      return rows.map((r) => ({
        ...r,
        items: sortedItems(items.filter((i) => i.planId === r.plan.id)),
      }));
    },
    (rows) => rows.map((r) => readEntry(r.plan)),
  );
}

/** The signed-in patient's active shared plans; `today` is their local date (YYYY-MM-DD). */
export async function myPlans(ctx: ServiceContext, today: string): Promise<PatientDietPlan[]> {
  const [rows, table] = await Promise.all([readShared(ctx), foods()]);
  return rows.map(({ plan, practiceName, items }) => {
    const todayDay = menuDayOn(plan, today);
    const days = menuOf(table, items, plan.menuDays);
    return {
      id: plan.id,
      name: plan.name,
      practiceName,
      startDate: plan.startDate,
      endDate: plan.endDate,
      menuDays: plan.menuDays,
      goals: plan.goals,
      description: plan.description,
      mealPrepNotes: plan.mealPrepNotes,
      dietaryTags: plan.dietaryTags,
      targets: plan.targets,
      sharedAt: plan.sharedAt!.toISOString(),
      todayDay,
      days: days.map((d) => ({
        day: d.day,
        meals: d.meals.map((m) => ({
          slot: m.slot,
          kcal: m.kcal,
          items: m.items.map((i) => ({
            ndbNo: i.ndbNo,
            description: i.description,
            grams: i.grams,
            quantity: i.quantity,
            measure: i.measure,
            kcal: i.kcal,
          })),
        })),
        totals: d.totals,
        note: plan.dayNotes[d.day - 1] || null,
      })),
      shoppingList: shoppingList(table, items, plan.menuDays, todayDay ?? 1),
    };
  });
}

/** One of the patient's active shared plans, for its PDF, or NOT_FOUND. */
export async function mySharedPlan(ctx: ServiceContext, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await readShared(ctx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
