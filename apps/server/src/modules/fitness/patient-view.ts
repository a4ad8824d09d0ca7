/**
 * The patient's side: the routines their practices assigned to them (from each practice holding a
 * record linked to their account), the sessions they log against them, and their own BIA results.
 * Every read is audited on the patient's record (their consent audit log shows it).
 */
import {
  type BiaHistory,
  type Routine,
  type SessionInput,
  sessionInputSchema,
  type WorkoutSession,
} from '@verdant/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { organization, patient, routine, workoutSession } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { biaHistoryOf } from './bia.ts';
import { routineView } from './routines.ts';

function me(ctx: ServiceContext): string {
  const id = actorUserId(ctx);
  if (!id) throw new AppError('UNAUTHENTICATED');
  return id;
}

export async function myRoutines(ctx: ServiceContext): Promise<{ items: Routine[] }> {
  const userId = me(ctx);
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({
          r: routine,
          p: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
          practiceName: organization.name,
        })
        .from(routine)
        .innerJoin(patient, eq(patient.id, routine.patientId))
        .innerJoin(organization, eq(organization.id, routine.organizationId))
        .where(and(eq(patient.userId, userId), isNull(patient.deletedAt)))
        .orderBy(desc(routine.startDate), desc(routine.updatedAt));
      const items: Routine[] = [];
      for (const { r, p, practiceName } of rows) {
        items.push({ ...(await routineView(tx, r, p)), practiceName });
      }
      return { items, rows: rows.map((x) => x.r) };
    },
    (res) =>
      res.rows.map((r) => ({
        action: 'routine.read',
        resourceType: 'routine',
        resourceId: r.id,
        patientId: r.patientId,
      })),
  ).then(({ items }) => ({ items }));
}

/** The patient logs a session of one day of their routine: sets done, load, reps, how it felt. */
export async function logMySession(
  ctx: ServiceContext,
  routineId: string,
  raw: SessionInput,
): Promise<WorkoutSession> {
  const userId = me(ctx);
  const input = sessionInputSchema.parse(raw);
  if (!isUuid(routineId)) throw new AppError('NOT_FOUND');
  return withTransaction(ctx, async (tx) => {
    const [found] = await tx.db
      .select({ r: routine })
      .from(routine)
      .innerJoin(patient, eq(patient.id, routine.patientId))
      .where(and(eq(routine.id, routineId), eq(patient.userId, userId), isNull(patient.deletedAt)));
    if (!found) throw new AppError('NOT_FOUND');
    const r = found.r;
    const day = r.days[input.dayIndex];
    const invalid =
      !day ||
      input.sets.some((s) => {
        const ex = day.exercises[s.exerciseIndex];
        return !ex?.sets[s.setIndex];
      });
    if (invalid) {
      throw new AppError('VALIDATION_FAILED', 'A set is not in this day of the routine.', {
        fields: { sets: 'notInRoutine' },
      });
    }
    const today = tx.now().toISOString().slice(0, 10);
    if (input.performedOn > today || (r.startDate && input.performedOn < r.startDate)) {
      throw new AppError('VALIDATION_FAILED', 'The date is outside the routine.', {
        fields: { performedOn: 'outOfRange' },
      });
    }
    const [row] = await tx.db
      .insert(workoutSession)
      .values({
        organizationId: r.organizationId,
        patientId: r.patientId!,
        routineId: r.id,
        dayIndex: input.dayIndex,
        performedOn: input.performedOn,
        feeling: input.feeling,
        notes: input.notes,
        sets: input.sets,
        loggedByUserId: userId,
      })
      .returning();
    await audit(tx, {
      action: 'workout_session.create',
      resourceType: 'workout_session',
      resourceId: row!.id,
      patientId: r.patientId,
    });
    const planned = day!.exercises.reduce((n, e) => n + e.sets.length, 0);
    const done = input.sets.filter((s) => s.done);
    return {
      id: row!.id,
      routineId: r.id,
      dayIndex: row!.dayIndex,
      dayName: day!.name,
      performedOn: row!.performedOn,
      feeling: row!.feeling,
      notes: row!.notes,
      setsDone: done.length,
      setsPlanned: planned,
      volumeKg: Math.round(done.reduce((v, x) => v + (x.reps ?? 0) * (x.loadKg ?? 0), 0) * 10) / 10,
    };
  });
}

/** The signed-in patient's BIA measurements (their records in every practice). */
export async function myBia(ctx: ServiceContext): Promise<BiaHistory | null> {
  const userId = me(ctx);
  const rows = await ctx.db
    .select({ id: patient.id })
    .from(patient)
    .where(and(eq(patient.userId, userId), isNull(patient.deletedAt)));
  if (rows.length === 0) return null;
  return biaHistoryOf(
    ctx,
    rows.map((r) => r.id),
  );
}
