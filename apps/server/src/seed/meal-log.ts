/**
 * Demo meal logs (docs/decisions/0053): the patients with an active plan shared with them mark its
 * meals, from the plan's first day to yesterday (today is left for the visitor to log), the way a
 * real patient does — most meals, not every one, a few days not logged at all, a note now and then.
 * Deterministic (a fixed random seed per plan), so the adherence on the record and in analytics is
 * the same on every run for the same date.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { dietMealLog, dietPlan, dietPlanItem, patient } from '../db/schema/index.ts';

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How each demo patient keeps to their plan: the chance a meal is eaten, partly eaten; the rest skipped. */
const PROFILES = [
  { eaten: 0.8, partly: 0.13, unloggedDay: 0.12 },
  { eaten: 0.58, partly: 0.2, unloggedDay: 0.25 },
];

const NOTES: Record<'partly' | 'skipped', string[]> = {
  partly: [
    'Was not very hungry.',
    'Left half of it.',
    'Swapped the bread for fruit.',
    'Ate it late, smaller portion.',
  ],
  skipped: ['Long meeting, no time.', 'Ate out with friends.', 'Skipped: felt unwell.', 'Travelling today.'],
};

export async function seedDemoMealLog(
  tx: DbOrTx,
  input: { practiceId: string; now: Date },
): Promise<{ entries: number }> {
  const plans = await tx
    .select({ plan: dietPlan })
    .from(dietPlan)
    .innerJoin(patient, eq(patient.id, dietPlan.patientId))
    .where(
      and(
        eq(dietPlan.organizationId, input.practiceId),
        eq(dietPlan.status, 'active'),
        isNotNull(dietPlan.sharedAt),
        isNotNull(patient.userId),
      ),
    )
    .orderBy(dietPlan.startDate);
  const today = Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate());
  let entries = 0;
  for (const [index, { plan }] of plans.entries()) {
    const profile = PROFILES[index % PROFILES.length]!;
    const next = random(4_001 + index * 97);
    const slots = await tx
      .selectDistinct({ day: dietPlanItem.day, slot: dietPlanItem.slot })
      .from(dietPlanItem)
      .where(eq(dietPlanItem.planId, plan.id));
    const start = Date.parse(`${plan.startDate}T00:00:00Z`);
    const rows: (typeof dietMealLog.$inferInsert)[] = [];
    for (let t = start; t < today; t += DAY) {
      if (next() < profile.unloggedDay) continue;
      const menuDay = (Math.round((t - start) / DAY) % plan.menuDays) + 1;
      for (const { slot } of slots.filter((s) => s.day === menuDay)) {
        const r = next();
        const status =
          r < profile.eaten ? 'eaten' : r < profile.eaten + profile.partly ? 'partly' : 'skipped';
        const note = status !== 'eaten' && next() < 0.3 ? NOTES[status][Math.floor(next() * 4)]! : null;
        const at = new Date(t + 20 * 3_600_000);
        rows.push({
          organizationId: plan.organizationId,
          patientId: plan.patientId,
          planId: plan.id,
          day: isoDay(t),
          slot,
          status,
          note,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    if (rows.length) await tx.insert(dietMealLog).values(rows);
    entries += rows.length;
  }
  return { entries };
}
