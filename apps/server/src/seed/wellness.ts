/**
 * Demo wellness: Emma Rodriguez (the demo patient) has eight weeks of her day up to
 * yesterday — a sleep diary and mood check-ins most days, PHQ-9 and GAD-7 every two weeks, WHO-5
 * monthly, one PHQ-4 and one Berlin screening, steps and active minutes most days — all scored by the shared rules, and the tasks her
 * dietitian set (sleep diary and mood daily, PHQ-9 and GAD-7 every two weeks). The variation is
 * realistic and deterministic (a seeded generator): short, restless nights early on, steadier later,
 * and scores that fall from moderate to mild as she settles.
 */
import {
  type AssignmentFrequency,
  type QuestionnaireKind,
  scoreQuestionnaire,
  type WellnessEntryKind,
} from '@verdant/shared';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { healthTip, patient, wellnessAssignment, wellnessEntry } from '../db/schema/index.ts';

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = 56;
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

const NOTES = [
  'Long walk after work, felt lighter.',
  'Busy day at the office, a bit tense.',
  'Cooked the lentil stew from my plan.',
  'Slept badly, tired all afternoon.',
  'Coffee with a friend, good chat.',
  'Headache in the morning, better by lunch.',
];

/** Answers summing to `total` over `items` items of 0..`top` (item `keep` at 0), spread evenly. */
function answersFor(total: number, items: number, top: number, keep = -1): number[] {
  const out = Array.from({ length: items }, () => 0);
  let left = total;
  for (let round = 0; left > 0 && round < top; round++) {
    for (let i = 0; i < items && left > 0; i++) {
      if (i === keep) continue;
      out[i]! += 1;
      left--;
    }
  }
  return out;
}

export async function seedDemoWellness(
  tx: DbOrTx,
  ctx: { users: Map<string, string>; now: Date; practiceId?: string },
): Promise<void> {
  // the demo practice's own daily tip, beside the platform's (ADR 0043)
  if (ctx.practiceId) {
    await tx.insert(healthTip).values({
      organizationId: ctx.practiceId,
      category: 'nutrition',
      textEn: 'Our practice tip: bring your food diary to every visit, even the days you would rather skip.',
      textEs:
        'Consejo de la consulta: trae tu diario de comidas a cada visita, también los días que preferirías saltarte.',
      sourceName: 'USDA & HHS, Dietary Guidelines for Americans 2020–2025',
      sourceUrl: 'https://www.dietaryguidelines.gov/',
      createdByUserId: ctx.users.get('admin') ?? null,
      createdAt: new Date(ctx.now.getTime() - 30 * 86_400_000),
      updatedAt: new Date(ctx.now.getTime() - 30 * 86_400_000),
    });
  }
  const emmaUser = ctx.users.get('patient');
  const dietitian = ctx.users.get('dietitian');
  if (!emmaUser) return;
  const records = await tx
    .select({ id: patient.id, organizationId: patient.organizationId })
    .from(patient)
    .where(and(eq(patient.userId, emmaUser), isNull(patient.deletedAt)));
  if (records.length === 0) return;
  const rand = mulberry32(19);
  const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  const dateOf = (daysAgo: number) => new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * 86_400_000 + hour * 3_600_000);
  type Row = {
    kind: WellnessEntryKind;
    daysAgo: number;
    data: Record<string, unknown>;
    score: number | null;
    band: string | null;
    high: boolean;
    crisis: boolean;
  };
  const rows: Row[] = [];
  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
    // progress: 0 eight weeks ago, 1 yesterday
    const p = (DAYS - daysAgo) / (DAYS - 1);
    const weekend = new Date(today - daysAgo * 86_400_000).getUTCDay() % 6 === 0;
    if (rand() > 0.12) {
      const bed = 23 * 60 + 40 - p * 45 + (weekend ? 50 : 0) + (rand() - 0.5) * 60;
      const sleepLength = 6 * 60 + 15 + p * 70 + (weekend ? 35 : 0) + (rand() - 0.5) * 70;
      const awakenings = Math.max(0, Math.round(2.6 - 1.8 * p + (rand() - 0.5) * 2));
      const quality = Math.min(
        5,
        Math.max(1, Math.round(2.2 + 2 * p + (rand() - 0.5) * 1.6 - awakenings * 0.2)),
      );
      rows.push({
        kind: 'sleep',
        daysAgo,
        data: { bedTime: clock(bed), wakeTime: clock(bed + sleepLength), awakenings, quality },
        score: quality,
        band: null,
        high: false,
        crisis: false,
      });
    }
    if (rand() > 0.18) {
      const mood = Math.min(5, Math.max(1, Math.round(2.5 + 1.6 * p + (rand() - 0.5) * 1.8)));
      const note = rand() < 0.3 ? NOTES[Math.floor(rand() * NOTES.length)]! : null;
      rows.push({
        kind: 'mood',
        daysAgo,
        data: { mood, note },
        score: mood,
        band: null,
        high: false,
        crisis: false,
      });
    }
  }
  // steps and active minutes (Flow), their own generator so the diary above stays as it was: about
  // 5,500 steps and 15 active minutes a day at first (under WHO's 150 a week), about 9,000 and 30
  // by now (within 150-300), a long walk most Saturdays, a missed day now and then
  const walk = mulberry32(35);
  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
    const p = (DAYS - daysAgo) / (DAYS - 1);
    const saturday = new Date(today - daysAgo * 86_400_000).getUTCDay() === 6;
    if (walk() < 0.1) continue;
    const steps = Math.round(5_500 + p * 3_500 + (saturday ? 4_000 : 0) + (walk() - 0.5) * 3_000);
    const activeMinutes = Math.max(0, Math.round(14 + p * 16 + (saturday ? 35 : 0) + (walk() - 0.5) * 16));
    rows.push({
      kind: 'activity',
      daysAgo,
      data: { steps, activeMinutes },
      score: null,
      band: null,
      high: false,
      crisis: false,
    });
  }
  const scored = (kind: QuestionnaireKind, daysAgo: number, answers: number[], bmi?: number) => {
    const s = scoreQuestionnaire(kind, answers, { bmi: bmi ?? null });
    rows.push({
      kind,
      daysAgo,
      data: { answers, ...(bmi ? { bmi } : {}) },
      score: s.total,
      band: s.band,
      high: s.high,
      crisis: s.crisis,
    });
  };
  // PHQ-9 and GAD-7 every two weeks: moderate at first, mild by now (PHQ-9 item 9 always 0)
  for (const [daysAgo, phq9, gad7] of [
    [55, 11, 10],
    [41, 9, 9],
    [27, 7, 7],
    [13, 6, 5],
    [1, 5, 4],
  ] as const) {
    scored('phq9', daysAgo, answersFor(phq9, 9, 3, 8));
    scored('gad7', daysAgo, answersFor(gad7, 7, 3));
  }
  scored('who5', 50, [2, 2, 2, 1, 3]);
  scored('who5', 22, [3, 3, 3, 2, 3]);
  scored('phq4', 54, [2, 1, 1, 2]);
  // snores, as loud as talking, 1-2 times a week; no pauses; tired after sleep 3-4 times a week early on
  scored('berlin', 48, [0, 1, 2, 1, 4, 1, 3, 1, 1], 24.1);
  await tx.insert(wellnessEntry).values(
    rows.flatMap((r) => {
      const submissionId = randomUUID();
      return records.map((rec) => ({
        organizationId: rec.organizationId,
        patientId: rec.id,
        submissionId,
        kind: r.kind,
        entryDate: dateOf(r.daysAgo),
        data: r.data,
        score: r.score,
        band: r.band,
        high: r.high,
        crisis: r.crisis,
        createdByUserId: emmaUser,
        createdAt: at(r.daysAgo, r.kind === 'sleep' ? 7 : r.kind === 'activity' ? 21 : 20),
      }));
    }),
  );
  const tasks: [WellnessEntryKind, AssignmentFrequency, string | null][] = [
    ['sleep', 'daily', 'Each morning: bed time, wake time, how often you woke.'],
    ['mood', 'daily', null],
    ['phq9', 'every2weeks', 'So we can see how you are doing between visits.'],
    ['gad7', 'every2weeks', null],
  ];
  await tx.insert(wellnessAssignment).values(
    records.flatMap((rec) =>
      tasks.map(([target, frequency, note]) => ({
        organizationId: rec.organizationId,
        patientId: rec.id,
        target,
        frequency,
        note,
        createdByUserId: dietitian ?? null,
        createdAt: at(DAYS, 10),
      })),
    ),
  );
}
