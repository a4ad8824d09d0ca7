/**
 * Activities: a professional logs what a client did from the 2011 Compendium of Physical Activities
 * (code, minutes); the energy is MET × 3.5 × kg / 200 × minutes with the client's latest weight
 * (anthropometrics, else the record's), kept with the entry. The overview sums the last 8 ISO weeks
 * as moderate-equivalent minutes (moderate + 2 × vigorous) against WHO 2020 (150–300 a week), and
 * gives the Karvonen heart-rate zones once the resting and maximum heart rates are known.
 */
import {
  CITATIONS,
  COMPENDIUM_2011,
  ClinicalError,
  compendiumActivity,
  karvonenTarget,
  metEnergy,
  weeklyActivity,
} from '@verdant/clinical';
import {
  type ActivityEntry,
  type ActivityInput,
  type ActivityOverview,
  activityInputSchema,
  type CompendiumActivityItem,
  type HeartRateInput,
  heartRateSchema,
} from '@verdant/shared';
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { activityLog, anthropometricEntry, heartRateProfile } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { requireFitness } from './policy.ts';
import { weekStartOf } from './routines.ts';

export function compendium(): CompendiumActivityItem[] {
  return COMPENDIUM_2011.map((a) => ({
    code: a.code,
    met: a.met,
    intensity: a.intensity,
    group: a.group,
    activity: a.activity,
  }));
}

type Row = typeof activityLog.$inferSelect;

function entryOf(row: Row): ActivityEntry {
  const a = compendiumActivity(row.compendiumCode);
  const e = metEnergy({ met: row.met, weightKg: row.weightKg, minutes: row.minutes });
  return {
    id: row.id,
    performedOn: row.performedOn,
    code: row.compendiumCode,
    activity: a.activity,
    met: row.met,
    intensity: e.intensity,
    minutes: row.minutes,
    weightKg: row.weightKg,
    kcal: Math.round(e.kcal),
    averageHr: row.averageHr,
    notes: row.notes,
    startedAt: row.startedAt?.toISOString() ?? null,
    distanceKm: row.distanceM === null ? null : Math.round(row.distanceM / 10) / 100,
    steps: row.steps,
    source: row.source,
  };
}

/** Karvonen zones 1–5: 50–60 %, 60–70 %, 70–80 %, 80–90 %, 90–100 % of the heart-rate reserve. */
export function karvonenZones(restingHr: number, maxHr: number) {
  return [0.5, 0.6, 0.7, 0.8, 0.9].map((f, i) => ({
    zone: i + 1,
    from: Math.round(karvonenTarget(restingHr, maxHr, f)),
    to: Math.round(karvonenTarget(restingHr, maxHr, Math.min(1, f + 0.1))),
  }));
}

export async function latestWeight(ctx: ServiceContext, p: { id: string; weightKg: number | null }) {
  const [a] = await ctx.db
    .select({ w: anthropometricEntry.weightKg })
    .from(anthropometricEntry)
    .where(and(eq(anthropometricEntry.patientId, p.id), isNotNull(anthropometricEntry.weightKg)))
    .orderBy(desc(anthropometricEntry.measuredAt))
    .limit(1);
  const w = a?.w ?? p.weightKg;
  return w === null || w === undefined ? null : Number(w);
}

export async function activityOverview(ctx: ServiceContext, patientId: string): Promise<ActivityOverview> {
  requireFitness(ctx, 'activity');
  return readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'workouts' });
      const today = tx.now().toISOString().slice(0, 10);
      const firstWeek = new Date(new Date(`${weekStartOf(today)}T00:00:00Z`).getTime() - 7 * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const [rows, [hr], weightKg] = await Promise.all([
        tx.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.patientId, p.id), gte(activityLog.performedOn, firstWeek)))
          .orderBy(desc(activityLog.performedOn), desc(activityLog.createdAt)),
        tx.db.select().from(heartRateProfile).where(eq(heartRateProfile.patientId, p.id)),
        latestWeight(tx, p),
      ]);
      const items = rows.map(entryOf);
      const weeks: ActivityOverview['weeks'] = [];
      for (let i = 0; i < 8; i++) {
        const weekStart = new Date(new Date(`${firstWeek}T00:00:00Z`).getTime() + i * 7 * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const inWeek = items.filter((x) => weekStartOf(x.performedOn) === weekStart);
        const summary = weeklyActivity(inWeek.map((x) => ({ met: x.met, minutes: x.minutes })));
        weeks.push({
          weekStart,
          moderateEquivalentMinutes: summary.moderateEquivalentMinutes,
          kcal: inWeek.reduce((n, x) => n + x.kcal, 0),
        });
      }
      return {
        patient: { id: p.id, firstName: p.firstName, lastName: p.lastName },
        weightKg,
        items,
        weeks,
        who: { min: 150, max: 300, citation: CITATIONS['WHO-PA2020'] },
        heartRate: hr
          ? { restingHr: hr.restingHr, maxHr: hr.maxHr, zones: karvonenZones(hr.restingHr, hr.maxHr) }
          : null,
      };
    },
    (o) => [{ action: 'activity.read', resourceType: 'activity_log', patientId: o.patient.id }],
  );
}

export async function logActivity(
  ctx: ServiceContext,
  patientId: string,
  raw: ActivityInput,
): Promise<ActivityEntry> {
  requireFitness(ctx, 'activity');
  const input = activityInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { category: 'workouts' });
    if (input.performedOn > tx.now().toISOString().slice(0, 10)) {
      throw new AppError('VALIDATION_FAILED', 'An activity cannot be in the future.', {
        fields: { performedOn: 'inFuture' },
      });
    }
    let met: number;
    try {
      met = compendiumActivity(input.code).met;
    } catch (err) {
      if (err instanceof ClinicalError) {
        throw new AppError('VALIDATION_FAILED', err.message, { fields: { code: 'unknownActivity' } });
      }
      throw err;
    }
    const weightKg = await latestWeight(tx, p);
    if (weightKg === null) {
      throw new AppError('VALIDATION_FAILED', 'The client has no weight on record.', {
        fields: { code: 'noWeight' },
      });
    }
    const [row] = await tx.db
      .insert(activityLog)
      .values({
        organizationId: p.organizationId,
        patientId: p.id,
        performedOn: input.performedOn,
        compendiumCode: input.code,
        met,
        minutes: input.minutes,
        weightKg,
        averageHr: input.averageHr,
        notes: input.notes,
        loggedByUserId: actorUserId(tx),
      })
      .returning();
    await audit(tx, {
      action: 'activity.create',
      resourceType: 'activity_log',
      resourceId: row!.id,
      patientId: p.id,
    });
    return entryOf(row!);
  });
}

export async function setHeartRate(
  ctx: ServiceContext,
  patientId: string,
  raw: HeartRateInput,
): Promise<ActivityOverview['heartRate']> {
  requireFitness(ctx, 'activity');
  const input = heartRateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { category: 'workouts' });
    await tx.db
      .insert(heartRateProfile)
      .values({ patientId: p.id, organizationId: p.organizationId, ...input, updatedAt: tx.now() })
      .onConflictDoUpdate({
        target: heartRateProfile.patientId,
        set: { restingHr: input.restingHr, maxHr: input.maxHr, updatedAt: tx.now() },
      });
    await audit(tx, {
      action: 'heart_rate.update',
      resourceType: 'heart_rate_profile',
      resourceId: p.id,
      patientId: p.id,
    });
    return { ...input, zones: karvonenZones(input.restingHr, input.maxHr) };
  });
}
