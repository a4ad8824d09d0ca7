/**
 * Diet plans of a practice. A plan is clinical: it is reached only through its patient, so every
 * query starts from the patients module's scope (`visiblePatients`): another practice's plan, or
 * one whose patient is outside a professional's care teams, is NOT_FOUND. The routes admit
 * dietitians (who write) and medical professionals (who read); staff, administrators and fitness
 * professionals do not see plans. Reads write their audit events in the read's transaction; writes
 * run in one transaction with theirs.
 *
 * Lifecycle: draft → active → completed, archived from any other status, archived → draft. One
 * active plan per patient (a partial unique index); activating another completes the old one only
 * when the caller confirmed it (`completeActive`). Completed and archived plans are records: they
 * are not edited (DIET_PLAN_READ_ONLY), only archived, restored or duplicated.
 */
import type { FoodTable } from '@verdant/clinical';
import {
  canTransition,
  type DietPlan,
  type DietPlanCreateInput,
  type DietPlanListQuery,
  type DietPlanPage,
  type DietPlanUpdateInput,
  type DuplicateInput,
  dietPlanCreateSchema,
  dietPlanListQuerySchema,
  dietPlanUpdateSchema,
  duplicateSchema,
  EDITABLE_PLAN_STATUSES,
  type PlanConflict,
  type PlanItem,
  type TransitionInput,
  transitionSchema,
} from '@verdant/shared';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { dietPlan, dietPlanItem, organization, patient, user } from '../../db/schema/index.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { notify } from '../notifications/index.ts';
import { findVisiblePatient, visiblePatients } from '../patients/index.ts';
import { conflictKey, foods, foodsByNdb, planConflicts } from './foods.ts';

export type PlanRow = typeof dietPlan.$inferSelect;
type PatientRow = typeof patient.$inferSelect;
type ItemRow = typeof dietPlanItem.$inferSelect;

const RESOURCE = 'diet_plan';
const entry = (action: string, plan: { id: string; patientId: string }): AuditEntry => ({
  action,
  resourceType: RESOURCE,
  resourceId: plan.id,
  patientId: plan.patientId,
});

/** Where-clause of every plan query: live plans of patients in the caller's scope (join `patient`). */
function planWhere(ctx: ServiceContext): SQL {
  return and(
    visiblePatients(ctx, 'diet_plans').where,
    isNull(dietPlan.deletedAt),
    eq(dietPlan.organizationId, patient.organizationId),
  )!;
}

/** The plan with this id and its patient, in scope (locked for update when asked), or NOT_FOUND. */
export async function findPlan(
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ plan: PlanRow; patient: PatientRow }> {
  const where = planWhere(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select({ plan: dietPlan, patient })
    .from(dietPlan)
    .innerJoin(patient, eq(patient.id, dietPlan.patientId))
    .where(and(eq(dietPlan.id, id), where));
  const [row] = options.lock ? await query.for('update', { of: dietPlan }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function itemsOf(ctx: ServiceContext, planIds: readonly string[]): Promise<ItemRow[]> {
  if (planIds.length === 0) return [];
  return ctx.db
    .select()
    .from(dietPlanItem)
    .where(inArray(dietPlanItem.planId, [...planIds]))
    .orderBy(asc(dietPlanItem.day), asc(dietPlanItem.slot), asc(dietPlanItem.position));
}

const SLOT_ORDER = ['breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'evening_snack'];

export function toItem(r: ItemRow): PlanItem {
  return {
    day: r.day,
    slot: r.slot,
    ndbNo: r.ndbNo,
    grams: Number(r.grams),
    portionSeq: r.portionSeq,
    quantity: r.quantity === null ? null : Number(r.quantity),
    locked: r.locked,
    reason: r.reason ?? null,
  };
}

/** Items in menu order: day, meal, position. */
export function sortedItems(rows: readonly ItemRow[]): PlanItem[] {
  return [...rows]
    .sort(
      (a, b) =>
        a.day - b.day || SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot) || a.position - b.position,
    )
    .map(toItem);
}

const rulesOf = (p: PatientRow, plan: Pick<PlanRow, 'dietaryTags'>) => ({
  allergies: p.allergies,
  conditions: p.medicalConditions.map((c) => c.name),
  dietaryTags: plan.dietaryTags,
});

async function toView(
  ctx: ServiceContext,
  plan: PlanRow,
  p: PatientRow,
  rows: readonly ItemRow[],
): Promise<DietPlan> {
  const table = await foods();
  const items = sortedItems(rows);
  let overrideBy: string | null = null;
  if (plan.conflictOverride?.byUserId) {
    const [u] = await ctx.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, plan.conflictOverride.byUserId));
    overrideBy = u?.name ?? null;
  }
  return {
    id: plan.id,
    patient: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      allergies: p.allergies,
      otherAllergies: p.allergiesOther,
      conditions: p.medicalConditions.map((c) => c.name),
    },
    name: plan.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
    menuDays: plan.menuDays,
    goals: plan.goals,
    dietaryTags: plan.dietaryTags,
    description: plan.description,
    mealPrepNotes: plan.mealPrepNotes,
    status: plan.status,
    targets: plan.targets,
    targetBasis: plan.targetBasis ?? null,
    dislikes: plan.dislikes,
    items,
    foods: foodsByNdb(table, [...items.map((i) => i.ndbNo), ...plan.dislikes.foods]),
    dayNotes: plan.dayNotes,
    sharedAt: plan.sharedAt?.toISOString() ?? null,
    conflictOverride: plan.conflictOverride
      ? { reason: plan.conflictOverride.reason, at: plan.conflictOverride.at, by: overrideBy }
      : null,
    conflicts: planConflicts(table, items, rulesOf(p, plan)),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    version: plan.version,
  };
}

// ---------------------------------------------------------------- reads

export async function listPlans(ctx: ServiceContext, raw: DietPlanListQuery): Promise<DietPlanPage> {
  const query = dietPlanListQuerySchema.parse(raw);
  const conditions = [planWhere(ctx)];
  if (query.patientId) {
    // an id that is not a UUID matches no plan
    conditions.push(isUuid(query.patientId) ? eq(dietPlan.patientId, query.patientId) : sql`false`);
  }
  if (query.status !== 'all') conditions.push(eq(dietPlan.status, query.status));
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(${dietPlan.name}) like ${like} or lower(${patient.firstName} || ' ' || ${patient.lastName}) like ${like})`,
    );
  }
  const where = and(...conditions)!;
  return readAudited(
    ctx,
    async (tx) => {
      const [rows, counted] = await Promise.all([
        tx.db
          .select({
            plan: dietPlan,
            patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
          })
          .from(dietPlan)
          .innerJoin(patient, eq(patient.id, dietPlan.patientId))
          .where(where)
          .orderBy(desc(dietPlan.updatedAt), desc(dietPlan.id))
          .limit(query.pageSize + 1)
          .offset(pageOffset(query)),
        cappedCount(
          tx.db,
          tx.db
            .select({ one: sql`1` })
            .from(dietPlan)
            .innerJoin(patient, eq(patient.id, dietPlan.patientId))
            .where(where),
        ),
      ]);
      return numberedPage(query, rows, counted, ({ plan, patient: p }) => ({
        id: plan.id,
        name: plan.name,
        patient: p,
        status: plan.status,
        startDate: plan.startDate,
        endDate: plan.endDate,
        menuDays: plan.menuDays,
        dietaryTags: plan.dietaryTags,
        caloriesTarget: plan.targets.calories.target,
        sharedAt: plan.sharedAt?.toISOString() ?? null,
        updatedAt: plan.updatedAt.toISOString(),
      }));
    },
    (page) => page.items.map((i) => entry('diet_plan.list', { id: i.id, patientId: i.patient.id })),
  );
}

export async function getPlan(ctx: ServiceContext, id: string): Promise<DietPlan> {
  return readAudited(
    ctx,
    async (tx) => {
      const { plan, patient: p } = await findPlan(tx, id);
      return toView(tx, plan, p, await itemsOf(tx, [plan.id]));
    },
    (view) => [entry('diet_plan.read', { id: view.id, patientId: view.patient.id })],
  );
}

/** The plan row, its patient and items, read for a document (the PDF); audited as such. */
export async function readPlanForDocument(
  ctx: ServiceContext,
  id: string,
): Promise<{ plan: PlanRow; patientName: string; organizationName: string; items: PlanItem[] }> {
  return readAudited(
    ctx,
    async (tx) => {
      const { plan, patient: p } = await findPlan(tx, id);
      const [org] = await tx.db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, plan.organizationId));
      return {
        plan,
        patientName: `${p.firstName} ${p.lastName}`,
        organizationName: org?.name ?? '',
        items: sortedItems(await itemsOf(tx, [plan.id])),
      };
    },
    (r) => [entry('diet_plan.pdf', r.plan)],
  );
}

// ---------------------------------------------------------------- writes

/** Checks every food and measure against the table; the grams of a measured item are recomputed. */
export function normaliseItems(table: FoodTable, items: readonly PlanItem[]): PlanItem[] {
  return items.map((item, i) => {
    if (!table.has(item.ndbNo))
      throw fieldError({ [`items.${i}.ndbNo`]: 'foodUnknown', items: 'foodUnknown' });
    if (item.portionSeq === null) return { ...item, quantity: null };
    const portion = table.portions(item.ndbNo).find((p) => p.seq === item.portionSeq);
    if (!portion) throw fieldError({ [`items.${i}.portionSeq`]: 'portionUnknown', items: 'portionUnknown' });
    const quantity = item.quantity ?? Math.round((item.grams / portion.gramsPerUnit) * 100) / 100;
    return { ...item, quantity, grams: Math.round(quantity * portion.gramsPerUnit * 10) / 10 || item.grams };
  });
}

async function writeItems(ctx: ServiceContext, planId: string, items: readonly PlanItem[]): Promise<void> {
  await ctx.db.delete(dietPlanItem).where(eq(dietPlanItem.planId, planId));
  if (items.length === 0) return;
  const position = new Map<string, number>();
  await ctx.db.insert(dietPlanItem).values(
    items.map((i) => {
      const key = `${i.day}:${i.slot}`;
      const pos = position.get(key) ?? 0;
      position.set(key, pos + 1);
      return {
        planId,
        day: i.day,
        slot: i.slot,
        position: pos,
        ndbNo: i.ndbNo,
        grams: i.grams,
        portionSeq: i.portionSeq,
        quantity: i.quantity,
        locked: i.locked,
        reason: i.reason,
      };
    }),
  );
}

/**
 * Conflicting foods need an explicit override with a reason: without one the save is refused
 * (DIET_PLAN_CONFLICTS, `details.conflicts`); with one it is recorded on the plan and audited.
 * An override recorded earlier still covers the conflicts it accepted.
 */
function resolveConflicts(
  ctx: ServiceContext,
  conflicts: readonly PlanConflict[],
  override: { reason: string } | undefined,
  previous: PlanRow['conflictOverride'] | null,
): PlanRow['conflictOverride'] | null {
  if (conflicts.length === 0) return null;
  const keys = conflicts.map(conflictKey);
  if (override) {
    return {
      reason: override.reason,
      at: ctx.now().toISOString(),
      byUserId: actorUserId(ctx),
      conflicts: keys,
    };
  }
  if (previous && keys.every((k) => previous.conflicts.includes(k))) return previous;
  throw new AppError('DIET_PLAN_CONFLICTS', undefined, { conflicts });
}

function assertEditable(plan: PlanRow): void {
  if (!EDITABLE_PLAN_STATUSES.includes(plan.status))
    throw new AppError('DIET_PLAN_READ_ONLY', undefined, { status: plan.status });
}

/** What a plan says (everything but its patient, status, sharing and bookkeeping). */
type PlanContent = Pick<
  PlanRow,
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'menuDays'
  | 'goals'
  | 'dietaryTags'
  | 'description'
  | 'mealPrepNotes'
  | 'targets'
  | 'targetBasis'
  | 'dislikes'
  | 'dayNotes'
>;

const contentOf = (p: PlanContent): PlanContent => ({
  name: p.name,
  startDate: p.startDate,
  endDate: p.endDate,
  menuDays: p.menuDays,
  goals: p.goals,
  dietaryTags: p.dietaryTags,
  description: p.description,
  mealPrepNotes: p.mealPrepNotes,
  targets: p.targets,
  targetBasis: p.targetBasis,
  dislikes: p.dislikes,
  dayNotes: p.dayNotes,
});

/** A new draft plan of the patient with its menu (create and duplicate). */
async function insertPlan(
  ctx: ServiceContext,
  p: PatientRow,
  content: PlanContent,
  items: readonly PlanItem[],
  conflictOverride: PlanRow['conflictOverride'] | null,
): Promise<PlanRow> {
  const [plan] = await ctx.db
    .insert(dietPlan)
    .values({
      ...contentOf(content),
      organizationId: p.organizationId,
      patientId: p.id,
      conflictOverride,
      createdByUserId: actorUserId(ctx),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  await writeItems(ctx, plan!.id, items);
  return plan!;
}

export async function createPlan(ctx: ServiceContext, raw: DietPlanCreateInput): Promise<DietPlan> {
  const input = dietPlanCreateSchema.parse(raw);
  const table = await foods();
  const items = normaliseItems(table, input.items);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, input.patientId, { category: 'diet_plans' });
    const override = resolveConflicts(
      tx,
      planConflicts(table, items, rulesOf(p, input)),
      input.overrideConflicts,
      null,
    );
    const plan = await insertPlan(tx, p, input, items, override);
    await audit(tx, entry('diet_plan.create', plan));
    if (input.overrideConflicts && override) await audit(tx, entry('diet_plan.override_conflicts', plan));
    return toView(tx, plan, p, await itemsOf(tx, [plan.id]));
  });
}

export async function updatePlan(
  ctx: ServiceContext,
  id: string,
  raw: DietPlanUpdateInput,
): Promise<DietPlan> {
  const input = dietPlanUpdateSchema.parse(raw);
  const table = await foods();
  const items = normaliseItems(table, input.items);
  return withTransaction(ctx, async (tx) => {
    const { plan, patient: p } = await findPlan(tx, id, { lock: true });
    assertEditable(plan);
    if (plan.version !== input.version) throw new AppError('CONFLICT', undefined, { version: plan.version });
    const override = resolveConflicts(
      tx,
      planConflicts(table, items, rulesOf(p, input)),
      input.overrideConflicts,
      plan.conflictOverride,
    );
    const [saved] = await tx.db
      .update(dietPlan)
      .set({
        ...contentOf(input),
        conflictOverride: override,
        updatedAt: tx.now(),
        version: plan.version + 1,
      })
      .where(eq(dietPlan.id, plan.id))
      .returning();
    await writeItems(tx, plan.id, items);
    await audit(tx, entry('diet_plan.update', plan));
    if (input.overrideConflicts && override) await audit(tx, entry('diet_plan.override_conflicts', plan));
    return toView(tx, saved!, p, await itemsOf(tx, [plan.id]));
  });
}

export async function deletePlan(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const { plan } = await findPlan(tx, id, { lock: true });
    // An active plan is being followed: it is completed or archived first.
    if (plan.status === 'active')
      throw new AppError(
        'DIET_PLAN_TRANSITION',
        'An active plan cannot be deleted: complete or archive it first.',
        {
          from: 'active',
          to: 'deleted',
        },
      );
    await tx.db
      .update(dietPlan)
      .set({ deletedAt: tx.now(), updatedAt: tx.now(), version: plan.version + 1 })
      .where(eq(dietPlan.id, plan.id));
    await audit(tx, entry('diet_plan.delete', plan));
  });
}

export async function transitionPlan(
  ctx: ServiceContext,
  id: string,
  raw: TransitionInput,
): Promise<DietPlan> {
  const input = transitionSchema.parse(raw);
  const table = await foods();
  return withTransaction(ctx, async (tx) => {
    const { plan, patient: p } = await findPlan(tx, id, { lock: true });
    if (!canTransition(plan.status, input.to)) {
      throw new AppError('DIET_PLAN_TRANSITION', `A ${plan.status} plan cannot become ${input.to}.`, {
        from: plan.status,
        to: input.to,
      });
    }
    if (input.to === 'active') {
      // The record may have changed since the plan was saved (a new allergy): check again.
      const items = sortedItems(await itemsOf(tx, [plan.id]));
      resolveConflicts(tx, planConflicts(table, items, rulesOf(p, plan)), undefined, plan.conflictOverride);
      const [current] = await tx.db
        .select()
        .from(dietPlan)
        .where(
          and(
            eq(dietPlan.patientId, plan.patientId),
            eq(dietPlan.status, 'active'),
            isNull(dietPlan.deletedAt),
            ne(dietPlan.id, plan.id),
          ),
        )
        .for('update');
      if (current) {
        if (!input.completeActive) {
          throw new AppError('DIET_PLAN_ACTIVE_EXISTS', undefined, {
            active: { id: current.id, name: current.name },
          });
        }
        await tx.db
          .update(dietPlan)
          .set({ status: 'completed', updatedAt: tx.now(), version: current.version + 1 })
          .where(eq(dietPlan.id, current.id));
        await audit(tx, entry('diet_plan.status.completed', current));
      }
    }
    const [saved] = await tx.db
      .update(dietPlan)
      .set({ status: input.to, updatedAt: tx.now(), version: plan.version + 1 })
      .where(eq(dietPlan.id, plan.id))
      .returning();
    await audit(tx, entry(`diet_plan.status.${input.to}`, plan));
    return toView(tx, saved!, p, await itemsOf(tx, [plan.id]));
  });
}

/** Shares the plan with the patient (they see it at /patient/fuel while it is active), or stops. */
export async function setShared(ctx: ServiceContext, id: string, shared: boolean): Promise<DietPlan> {
  return withTransaction(ctx, async (tx) => {
    const { plan, patient: p } = await findPlan(tx, id, { lock: true });
    assertEditable(plan);
    const [saved] = await tx.db
      .update(dietPlan)
      .set({
        sharedAt: shared ? (plan.sharedAt ?? tx.now()) : null,
        sharedByUserId: shared ? (plan.sharedByUserId ?? actorUserId(tx)) : null,
        updatedAt: tx.now(),
        version: plan.version + 1,
      })
      .where(eq(dietPlan.id, plan.id))
      .returning();
    await audit(tx, entry(shared ? 'diet_plan.share' : 'diet_plan.unshare', plan));
    // the patient hears of each share (sharing a plan that is already shared says nothing new)
    if (shared && !plan.sharedAt && p.userId) {
      const actor = actorUserId(tx);
      const [by] = actor ? await tx.db.select({ name: user.name }).from(user).where(eq(user.id, actor)) : [];
      await notify(tx, {
        userId: p.userId,
        kind: 'diet_plan.shared',
        titleKey: 'dietPlanShared',
        params: { professional: by?.name ?? '' },
        link: '/patient/fuel',
        patientId: p.id,
        organizationId: plan.organizationId,
      });
    }
    return toView(tx, saved!, p, await itemsOf(tx, [plan.id]));
  });
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A copy of the plan as a new draft, for the same patient or another of the practice (a template):
 * same menu, targets and tags, not shared. Foods that conflict with the new patient's record need
 * the same override as a save, or `dropConflicts` to leave them out.
 */
export async function duplicatePlan(ctx: ServiceContext, id: string, raw: DuplicateInput): Promise<DietPlan> {
  const input = duplicateSchema.parse(raw);
  const table = await foods();
  return withTransaction(ctx, async (tx) => {
    const { plan } = await findPlan(tx, id);
    const target = await findVisiblePatient(tx, input.patientId, { category: 'diet_plans' });
    let items = sortedItems(await itemsOf(tx, [plan.id])).map((i) => ({ ...i, locked: false }));
    let conflicts = planConflicts(table, items, rulesOf(target, plan));
    if (input.dropConflicts && conflicts.length) {
      const bad = new Set(conflicts.map((c) => `${c.day}:${c.slot}:${c.ndbNo}`));
      items = items.filter((i) => !bad.has(`${i.day}:${i.slot}:${i.ndbNo}`));
      conflicts = [];
    }
    const override = resolveConflicts(tx, conflicts, input.overrideConflicts, null);
    const startDate = input.startDate ?? tx.now().toISOString().slice(0, 10);
    const length = Math.round((Date.parse(plan.endDate) - Date.parse(plan.startDate)) / 86_400_000);
    const copy = await insertPlan(
      tx,
      target,
      { ...contentOf(plan), name: input.name ?? plan.name, startDate, endDate: addDays(startDate, length) },
      items,
      override,
    );
    await audit(tx, entry('diet_plan.duplicate', plan));
    await audit(tx, entry('diet_plan.create', copy));
    if (override) await audit(tx, entry('diet_plan.override_conflicts', copy));
    return toView(tx, copy, target, await itemsOf(tx, [copy.id]));
  });
}
