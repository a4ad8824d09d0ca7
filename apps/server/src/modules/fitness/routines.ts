/**
 * Routines: a template of the practice (no client) or a client's routine (a copy with a start date,
 * on a patient the caller sees). Days, exercises and sets are one JSON document validated by the
 * shared schema, and every exercise it names must be visible to the practice. A save carrying an
 * older version is CONFLICT. Reading a client's routine is audited on their record; its progress
 * (adherence per week, volume per muscle group, personal records) is computed from the sessions.
 */
import {
  type AssignInput,
  assignSchema,
  epley1Rm,
  progressDay,
  type Routine,
  type RoutineDay,
  type RoutineInput,
  type RoutineProgress,
  type RoutineSummary,
  type RoutineUpdateInput,
  routineInputSchema,
  routineUpdateSchema,
  type WorkoutSession,
} from '@verdant/shared';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { exercise, organization, patient, routine, workoutSession } from '../../db/schema/index.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization, inScope } from '../../platform/tenancy.ts';
import { findVisiblePatient, visiblePatients } from '../patients/index.ts';
import { type ExerciseRow, exerciseImageBytes, exercisesById, toExercise } from './exercises.ts';
import { requireFitness } from './policy.ts';

export type RoutineRow = typeof routine.$inferSelect;
type SessionRow = typeof workoutSession.$inferSelect;

const person = (p: { id: string; firstName: string; lastName: string } | null) =>
  p ? { id: p.id, firstName: p.firstName, lastName: p.lastName } : null;

/** Templates of the practice, and routines of the patients the caller sees. */
function routineScope(ctx: ServiceContext): SQL {
  return and(
    inScope(ctx, routine.organizationId),
    sql`(${routine.patientId} is null or exists (select 1 from ${patient} where ${patient.id} = ${routine.patientId} and ${visiblePatients(ctx, 'workouts').where}))`,
  )!;
}

async function findRoutine(ctx: ServiceContext, id: string, lock = false): Promise<RoutineRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const q = ctx.db
    .select()
    .from(routine)
    .where(and(eq(routine.id, id), routineScope(ctx)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function checkExercises(ctx: ServiceContext, days: readonly RoutineDay[]): Promise<void> {
  const ids = days.flatMap((d) => d.exercises.map((e) => e.exerciseId));
  const found = await exercisesById(ctx, ids);
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length) {
    throw new AppError('VALIDATION_FAILED', 'An exercise of the routine is not in the library.', {
      fields: { days: 'unknownExercise' },
    });
  }
}

const WEEK_MS = 7 * 86_400_000;
/** Monday of the ISO week of a YYYY-MM-DD date. */
export function weekStartOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const dow = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - dow * 86_400_000).toISOString().slice(0, 10);
}

function sessionOf(s: SessionRow, days: readonly RoutineDay[]): WorkoutSession {
  const day = days[s.dayIndex];
  const planned = day ? day.exercises.reduce((n, e) => n + e.sets.length, 0) : 0;
  const done = s.sets.filter((x) => x.done);
  return {
    id: s.id,
    routineId: s.routineId,
    dayIndex: s.dayIndex,
    dayName: day?.name ?? '',
    performedOn: s.performedOn,
    feeling: s.feeling,
    notes: s.notes,
    setsDone: done.length,
    setsPlanned: planned,
    volumeKg: Math.round(done.reduce((v, x) => v + (x.reps ?? 0) * (x.loadKg ?? 0), 0) * 10) / 10,
  };
}

/** Adherence, volume per muscle group and records of a client's routine up to `today`. */
export function progressOf(
  row: RoutineRow,
  sessions: readonly SessionRow[],
  exercises: Map<string, ExerciseRow>,
  today: string,
): RoutineProgress {
  const adherence: RoutineProgress['adherence'] = [];
  if (row.startDate) {
    const first = new Date(`${weekStartOf(row.startDate)}T00:00:00Z`).getTime();
    const last = new Date(`${weekStartOf(today)}T00:00:00Z`).getTime();
    for (let t = Math.max(first, last - 11 * WEEK_MS); t <= last; t += WEEK_MS) {
      const weekStart = new Date(t).toISOString().slice(0, 10);
      const done = sessions.filter((s) => weekStartOf(s.performedOn) === weekStart).length;
      adherence.push({ weekStart, done, planned: row.days.length });
    }
  }
  const volume = new Map<string, { sets: number; volumeKg: number }>();
  const records = new Map<string, RoutineProgress['records'][number]>();
  for (const s of sessions) {
    const day = row.days[s.dayIndex];
    if (!day) continue;
    for (const set of s.sets) {
      if (!set.done) continue;
      const ex = day.exercises[set.exerciseIndex];
      const info = ex && exercises.get(ex.exerciseId);
      if (!ex || !info) continue;
      const kg = (set.reps ?? 0) * (set.loadKg ?? 0);
      for (const muscle of info.primaryMuscles.length ? info.primaryMuscles : [info.category]) {
        const v = volume.get(muscle) ?? { sets: 0, volumeKg: 0 };
        v.sets += 1;
        v.volumeKg += kg;
        volume.set(muscle, v);
      }
      if (set.loadKg && set.reps) {
        const e1rm = epley1Rm(set.loadKg, set.reps);
        const best = records.get(ex.exerciseId);
        if (!best || e1rm > best.estimatedOneRepMaxKg) {
          records.set(ex.exerciseId, {
            exerciseId: ex.exerciseId,
            name: info.name,
            loadKg: set.loadKg,
            reps: set.reps,
            estimatedOneRepMaxKg: e1rm,
            on: s.performedOn,
          });
        }
      }
    }
  }
  return {
    adherence,
    volumeByMuscle: [...volume.entries()]
      .map(([muscle, v]) => ({ muscle, sets: v.sets, volumeKg: Math.round(v.volumeKg) }))
      .sort((a, b) => b.sets - a.sets),
    records: [...records.values()].sort((a, b) => b.estimatedOneRepMaxKg - a.estimatedOneRepMaxKg),
    sessions: [...sessions]
      .sort(
        (a, b) => b.performedOn.localeCompare(a.performedOn) || b.createdAt.getTime() - a.createdAt.getTime(),
      )
      .map((s) => sessionOf(s, row.days)),
  };
}

/** The next targets of each day: the progression rule applied to the last session of that day. */
export function nextTargetsOf(row: RoutineRow, sessions: readonly SessionRow[]): RoutineDay[] {
  return row.days.map((day, i) => {
    const last = [...sessions]
      .filter((s) => s.dayIndex === i)
      .sort(
        (a, b) => b.performedOn.localeCompare(a.performedOn) || b.createdAt.getTime() - a.createdAt.getTime(),
      )[0];
    return progressDay(day, last?.sets ?? null, row.progression);
  });
}

/** The whole routine as the API gives it (exercises, next targets, progress for a client's). */
export async function routineView(
  ctx: ServiceContext,
  row: RoutineRow,
  who: { id: string; firstName: string; lastName: string } | null,
): Promise<Routine> {
  const sessions = row.patientId
    ? await ctx.db.select().from(workoutSession).where(eq(workoutSession.routineId, row.id))
    : [];
  const exercises = await exercisesForRoutine(ctx, row);
  const today = ctx.now().toISOString().slice(0, 10);
  return {
    id: row.id,
    name: row.name,
    goal: row.goal,
    patient: person(who),
    startDate: row.startDate,
    days: row.days,
    progression: row.progression,
    exercises: Object.fromEntries([...exercises.entries()].map(([id, e]) => [id, toExercise(e)])),
    nextTargets: nextTargetsOf(row, sessions),
    progress: row.patientId ? progressOf(row, sessions, exercises, today) : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The exercises a routine names (the library's and its practice's own, whoever reads it). */
async function exercisesForRoutine(ctx: ServiceContext, row: RoutineRow) {
  const ids = [...new Set(row.days.flatMap((d) => d.exercises.map((e) => e.exerciseId)))];
  if (ids.length === 0) return new Map<string, ExerciseRow>();
  const rows = await ctx.db
    .select()
    .from(exercise)
    .where(
      and(
        inArray(exercise.id, ids),
        sql`(${exercise.organizationId} is null or ${exercise.organizationId} = ${row.organizationId})`,
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

const readEntry = (row: RoutineRow): AuditEntry[] =>
  row.patientId
    ? [{ action: 'routine.read', resourceType: 'routine', resourceId: row.id, patientId: row.patientId }]
    : [];

export async function listRoutines(
  ctx: ServiceContext,
  query: { patientId?: string | undefined; kind?: 'all' | 'templates' | 'clients' | undefined },
): Promise<{ items: RoutineSummary[] }> {
  requireFitness(ctx, 'routines');
  const conditions = [routineScope(ctx)];
  if (query.patientId) {
    conditions.push(isUuid(query.patientId) ? eq(routine.patientId, query.patientId) : sql`false`);
  }
  if (query.kind === 'templates') conditions.push(isNull(routine.patientId));
  if (query.kind === 'clients') conditions.push(sql`${routine.patientId} is not null`);
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({
          r: routine,
          p: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
          sessions: sql<number>`(select count(*)::int from ${workoutSession} where ${workoutSession.routineId} = ${routine.id})`,
          last: sql<
            string | null
          >`(select max(${workoutSession.performedOn})::text from ${workoutSession} where ${workoutSession.routineId} = ${routine.id})`,
        })
        .from(routine)
        .leftJoin(patient, eq(patient.id, routine.patientId))
        .where(and(...conditions))
        .orderBy(desc(routine.updatedAt))
        .limit(200);
      return {
        items: rows.map(({ r, p, sessions, last }) => ({
          id: r.id,
          name: r.name,
          goal: r.goal,
          patient: r.patientId ? person(p) : null,
          startDate: r.startDate,
          dayCount: r.days.length,
          exerciseCount: r.days.reduce((n, d) => n + d.exercises.length, 0),
          sessionCount: Number(sessions),
          lastSessionOn: last,
          updatedAt: r.updatedAt.toISOString(),
        })),
        rows: rows.map((x) => x.r),
      };
    },
    (result) => {
      const ids = result.rows.flatMap(readEntry);
      return ids.map((e) => ({ ...e, action: 'routine.list' }));
    },
  ).then(({ items }) => ({ items }));
}

async function patientRef(ctx: ServiceContext, id: string | null) {
  if (!id) return null;
  const p = await findVisiblePatient(ctx, id, { category: 'workouts' });
  return { id: p.id, firstName: p.firstName, lastName: p.lastName };
}

export async function getRoutine(ctx: ServiceContext, id: string): Promise<Routine> {
  requireFitness(ctx, 'routines');
  return readAudited(
    ctx,
    async (tx) => {
      const row = await findRoutine(tx, id);
      return { view: await routineView(tx, row, await patientRef(tx, row.patientId)), row };
    },
    (r) => readEntry(r.row),
  ).then((r) => r.view);
}

export async function createRoutine(ctx: ServiceContext, raw: RoutineInput): Promise<Routine> {
  requireFitness(ctx, 'routines');
  const input = routineInputSchema.parse(raw);
  const org = activeOrganization(ctx, ['practice']);
  if (input.patientId && !input.startDate) {
    throw new AppError('VALIDATION_FAILED', 'A client routine needs a start date.', {
      fields: { startDate: 'required' },
    });
  }
  return withTransaction(ctx, async (tx) => {
    const who = input.patientId ? await patientRef(tx, input.patientId) : null;
    await checkExercises(tx, input.days);
    const [row] = await tx.db
      .insert(routine)
      .values({
        organizationId: org.id,
        patientId: who?.id ?? null,
        startDate: who ? input.startDate! : null,
        name: input.name,
        goal: input.goal,
        days: input.days,
        progression: input.progression,
        createdByUserId: actorUserId(tx),
      })
      .returning();
    await audit(tx, {
      action: 'routine.create',
      resourceType: 'routine',
      resourceId: row!.id,
      patientId: row!.patientId,
    });
    return routineView(tx, row!, who);
  });
}

export async function updateRoutine(
  ctx: ServiceContext,
  id: string,
  raw: RoutineUpdateInput,
): Promise<Routine> {
  requireFitness(ctx, 'routines');
  const input = routineUpdateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const current = await findRoutine(tx, id, true);
    if (current.version !== input.version) throw new AppError('CONFLICT');
    await checkExercises(tx, input.days);
    const [row] = await tx.db
      .update(routine)
      .set({
        name: input.name,
        goal: input.goal,
        days: input.days,
        progression: input.progression,
        startDate: current.patientId ? (input.startDate ?? current.startDate) : null,
        updatedAt: tx.now(),
        version: current.version + 1,
      })
      .where(eq(routine.id, current.id))
      .returning();
    await audit(tx, {
      action: 'routine.update',
      resourceType: 'routine',
      resourceId: row!.id,
      patientId: row!.patientId,
    });
    return routineView(tx, row!, await patientRef(tx, row!.patientId));
  });
}

/** Copies a routine (a template or another client's) to a client, from a start date. */
export async function assignRoutine(ctx: ServiceContext, id: string, raw: AssignInput): Promise<Routine> {
  requireFitness(ctx, 'routines');
  const input = assignSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const source = await findRoutine(tx, id);
    const who = await patientRef(tx, input.patientId);
    const [row] = await tx.db
      .insert(routine)
      .values({
        organizationId: source.organizationId,
        patientId: who!.id,
        templateId: source.id,
        startDate: input.startDate,
        name: source.name,
        goal: source.goal,
        days: source.days,
        progression: source.progression,
        createdByUserId: actorUserId(tx),
      })
      .returning();
    await audit(tx, {
      action: 'routine.assign',
      resourceType: 'routine',
      resourceId: row!.id,
      patientId: row!.patientId,
    });
    return routineView(tx, row!, who);
  });
}

/** A routine for its PDF, with the practice's name (a `routine.pdf` audit event on a client's). */
export async function routineForDocument(
  ctx: ServiceContext,
  id: string,
): Promise<{
  routine: Routine;
  organizationName: string;
  organizationId: string;
  images: Map<string, Uint8Array>;
}> {
  requireFitness(ctx, 'routines');
  const found = await readAudited(
    ctx,
    async (tx) => {
      const row = await findRoutine(tx, id);
      const [org] = await tx.db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, row.organizationId));
      return {
        routine: await routineView(tx, row, await patientRef(tx, row.patientId)),
        organizationName: org?.name ?? '',
        row,
      };
    },
    (r) => readEntry(r.row).map((e) => ({ ...e, action: 'routine.pdf' })),
  );
  const own = [...(await exercisesById(ctx, Object.keys(found.routine.exercises))).values()].filter(
    (e) => e.organizationId === found.row.organizationId,
  );
  return {
    routine: found.routine,
    organizationName: found.organizationName,
    organizationId: found.row.organizationId,
    images: await exerciseImageBytes(ctx, own),
  };
}
