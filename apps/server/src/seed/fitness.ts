/**
 * Demo fitness data, computed so every figure on screen is true: the demo trainer's two templates
 * (wger exercises of the library), five clients each with a copy started eight weeks ago and the
 * sessions they logged (sets done, reps and load, advanced by the routine's own progression rule
 * whenever every set was completed, with the odd missed session or short set), three activities a
 * week from the 2011 Compendium with their energy at the client's weight and their heart rates,
 * and four monthly BIA measurements for two clients (the demo patient's by the demo dietitian).
 * Chloé's come the way a practice would get them (ADR 0039): her four measurements through a device
 * import of the analyser's CSV, and her latest run through a GPX import from her watch (a generated
 * track: 40 minutes round the Jardin du Luxembourg at about 10 km/h with her heart rate), both through
 * the module's own import and stored through platform/storage.ts (without storage, the measurements
 * are inserted directly and the run is left out).
 * Deterministic: one seeded sequence, dates relative to today.
 */
import { compendiumActivity, maxHeartRate } from '@verdant/clinical';
import { progressDay, type Progression, type RoutineDay, type SessionSet } from '@verdant/shared';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type { DbOrTx } from '../db/client.ts';
import {
  activityLog,
  biaMeasurement,
  careTeamMember,
  exercise,
  heartRateProfile,
  patient,
  routine,
  fitnessImport,
  workoutSession,
} from '../db/schema/index.ts';
import { importActivities, importBia } from '../modules/fitness/index.ts';
import type { Config } from '../platform/config.ts';
import type { Mailer } from '../platform/mail.ts';
import type { ServiceContext } from '../platform/service-context.ts';
import type { Storage } from '../platform/storage.ts';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

function sequence(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** wger exercise ids (the library's `wger_id`). */
const W = {
  squats: 615,
  bench: 73,
  row: 83,
  dbPress: 567,
  rdl: 1750,
  pulldown: 1806,
  plank: 458,
  pushUps: 1675,
  hipThrust: 294,
  legPress: 371,
  curl: 92,
  lunges: 984,
} as const;
type Key = keyof typeof W;

interface Planned {
  ex: Key;
  sets: number;
  reps?: number;
  seconds?: number;
  load?: number;
  rest: number;
  rir?: number;
  superset?: string;
  notes?: string;
}

const TEMPLATES: {
  name: string;
  goal: string;
  progression: Progression;
  days: { name: string; items: Planned[] }[];
}[] = [
  {
    name: 'Full body strength (3 days)',
    goal: 'Build general strength with three full-body sessions a week; add load when every set is completed.',
    progression: { kind: 'load', loadStepKg: 2.5, repsStep: 1 },
    days: [
      {
        name: 'Day A: squat and press',
        items: [
          {
            ex: 'squats',
            sets: 3,
            reps: 8,
            load: 40,
            rest: 120,
            rir: 2,
            notes: 'Hips below knees, brace before each rep.',
          },
          { ex: 'bench', sets: 3, reps: 8, load: 30, rest: 120, rir: 2 },
          { ex: 'row', sets: 3, reps: 10, load: 30, rest: 90, rir: 2 },
          { ex: 'plank', sets: 3, seconds: 40, rest: 60 },
        ],
      },
      {
        name: 'Day B: hinge and pull',
        items: [
          {
            ex: 'rdl',
            sets: 3,
            reps: 10,
            load: 16,
            rest: 90,
            rir: 2,
            notes: 'Dumbbell in each hand: the load is per hand.',
          },
          { ex: 'dbPress', sets: 3, reps: 10, load: 8, rest: 90, rir: 2 },
          { ex: 'pulldown', sets: 3, reps: 10, load: 35, rest: 90, rir: 2 },
          { ex: 'lunges', sets: 2, reps: 12, rest: 60 },
        ],
      },
      {
        name: 'Day C: legs and upper body',
        items: [
          { ex: 'legPress', sets: 3, reps: 12, load: 70, rest: 120, rir: 2 },
          { ex: 'hipThrust', sets: 3, reps: 10, load: 40, rest: 90, rir: 2 },
          { ex: 'pushUps', sets: 3, reps: 10, rest: 60, superset: 'A' },
          { ex: 'curl', sets: 3, reps: 12, load: 6, rest: 60, superset: 'A' },
        ],
      },
    ],
  },
  {
    name: 'Upper / lower (2 days)',
    goal: 'Two sessions a week for a busy schedule; add repetitions before load.',
    progression: { kind: 'reps', loadStepKg: 2.5, repsStep: 1 },
    days: [
      {
        name: 'Lower body',
        items: [
          { ex: 'squats', sets: 3, reps: 8, load: 30, rest: 120, rir: 3 },
          { ex: 'rdl', sets: 3, reps: 8, load: 12, rest: 90, rir: 3 },
          { ex: 'lunges', sets: 2, reps: 10, rest: 60 },
          { ex: 'plank', sets: 2, seconds: 30, rest: 60 },
        ],
      },
      {
        name: 'Upper body',
        items: [
          { ex: 'bench', sets: 3, reps: 8, load: 25, rest: 120, rir: 3 },
          { ex: 'pulldown', sets: 3, reps: 8, load: 30, rest: 90, rir: 3 },
          { ex: 'dbPress', sets: 2, reps: 8, load: 6, rest: 90, rir: 3 },
        ],
      },
    ],
  },
];

/** The trainer's clients: who, which template, how their loads compare, how reliably they train, and what else they do. */
const CLIENTS: {
  who: { userKey: string } | { firstName: string; lastName: string };
  template: 0 | 1;
  scale: number;
  adherence: number;
  activities: string[];
  restingHr: number;
}[] = [
  {
    who: { userKey: 'patient' },
    template: 1,
    scale: 0.9,
    adherence: 0.9,
    activities: ['17200', '02150', '01010'],
    restingHr: 64,
  },
  {
    who: { firstName: 'Chloé', lastName: 'Dubois' },
    template: 0,
    scale: 0.8,
    adherence: 0.92,
    activities: ['12050', '17200', '02150'],
    restingHr: 58,
  },
  {
    who: { firstName: 'Grace', lastName: "O'Connor" },
    template: 0,
    scale: 0.9,
    adherence: 0.7,
    activities: ['18240', '17200', '02048'],
    restingHr: 62,
  },
  {
    who: { firstName: 'Lucas', lastName: 'Ferreira' },
    template: 0,
    scale: 1.4,
    adherence: 0.95,
    activities: ['12070', '01030', '15610'],
    restingHr: 55,
  },
  {
    who: { firstName: 'Daniel', lastName: 'Kim' },
    template: 1,
    scale: 1.2,
    adherence: 0.6,
    activities: ['01010', '17220', '02071'],
    restingHr: 66,
  },
];

export interface DemoFitnessInput {
  practiceId: string;
  users: Map<string, string>;
  now: Date;
  storage?: Storage | undefined;
}

/** A GPX 1.1 track as a Garmin watch writes it: a loop of `radiusM` at `kmh`, a point every 10 s, with heart rate. */
export function demoGpx(start: Date, minutes: number, kmh: number, restingHr: number, maxHr: number): string {
  const [lat0, lon0, radiusM] = [48.8462, 2.3372, 380];
  const mPerDegLat = 111_195;
  const mPerDegLon = mPerDegLat * Math.cos((lat0 * Math.PI) / 180);
  const step = ((kmh / 3.6) * 10) / radiusM;
  const points: string[] = [];
  for (let i = 0; i <= minutes * 6; i++) {
    const angle = i * step;
    const lat = lat0 + (radiusM * Math.sin(angle)) / mPerDegLat;
    const lon = lon0 + (radiusM * Math.cos(angle)) / mPerDegLon;
    const warm = Math.min(1, i / 36);
    const hr = Math.round(restingHr + (0.45 + 0.27 * warm) * (maxHr - restingHr) + 3 * Math.sin(i / 7));
    const time = new Date(start.getTime() + i * 10_000).toISOString().replace('.000Z', 'Z');
    points.push(
      `   <trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}"><ele>${(46 + 2 * Math.sin(angle)).toFixed(1)}</ele><time>${time}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Connect" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
 <metadata><time>${start.toISOString()}</time></metadata>
 <trk>
  <name>Jardin du Luxembourg</name>
  <type>running</type>
  <trkseg>
${points.join('\n')}
  </trkseg>
 </trk>
</gpx>
`;
}

/** The seed acting through the module's services (a system actor: no request, no mail). */
function seedContext(tx: DbOrTx, now: Date, storage: Storage): ServiceContext {
  return {
    db: tx,
    actor: { system: true, name: 'seed' },
    organization: null,
    request: { ip: null, requestId: null },
    now: () => now,
    log: pino({ level: 'silent' }),
    mail: undefined as unknown as Mailer,
    config: {} as unknown as Config,
    storage,
  };
}

export async function seedDemoFitness(tx: DbOrTx, input: DemoFitnessInput): Promise<void> {
  const { practiceId, users, now } = input;
  const trainer = users.get('fitness')!;
  const dietitian = users.get('dietitian')!;
  const r = sequence(20261128);
  const library = await tx
    .select({ id: exercise.id, wgerId: exercise.wgerId })
    .from(exercise)
    .where(inArray(exercise.wgerId, Object.values(W)));
  const idOf = new Map(library.map((e) => [e.wgerId!, e.id]));
  const daysOf = (t: (typeof TEMPLATES)[number], scale: number): RoutineDay[] =>
    t.days.map((d) => ({
      name: d.name,
      exercises: d.items.map((p) => ({
        exerciseId: idOf.get(W[p.ex])!,
        notes: p.notes ?? '',
        superset: p.superset ?? null,
        sets: Array.from({ length: p.sets }, () => ({
          reps: p.reps ?? null,
          seconds: p.seconds ?? null,
          loadKg: p.load ? Math.round((p.load * scale) / 2.5) * 2.5 || 2.5 : null,
          restSeconds: p.rest,
          rir: p.rir ?? null,
        })),
      })),
    }));

  const created = new Date(now.getTime() - 70 * DAY);
  const templateIds: string[] = [];
  for (const t of TEMPLATES) {
    const [row] = await tx
      .insert(routine)
      .values({
        organizationId: practiceId,
        name: t.name,
        goal: t.goal,
        days: daysOf(t, 1),
        progression: t.progression,
        createdByUserId: trainer,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: routine.id });
    templateIds.push(row!.id);
  }

  const today = iso(now);
  const start = new Date(now.getTime() - 56 * DAY);
  const startDate = iso(start);
  const records: {
    id: string;
    userId: string | null;
    weightKg: number | null;
    dateOfBirth: string | null;
    gender: string | null;
  }[] = [];
  for (const c of CLIENTS) {
    const [p] = await tx
      .select({
        id: patient.id,
        userId: patient.userId,
        weightKg: patient.weightKg,
        dateOfBirth: patient.dateOfBirth,
        gender: patient.gender,
      })
      .from(patient)
      .where(
        and(
          eq(patient.organizationId, practiceId),
          'userKey' in c.who
            ? eq(patient.userId, users.get(c.who.userKey)!)
            : and(eq(patient.firstName, c.who.firstName), eq(patient.lastName, c.who.lastName)),
        ),
      )
      .limit(1);
    if (!p) continue;
    records.push(p);
    await tx.insert(careTeamMember).values({ patientId: p.id, userId: trainer }).onConflictDoNothing();

    // the client's copy, started eight weeks ago
    const t = TEMPLATES[c.template]!;
    const days = daysOf(t, c.scale);
    const [copy] = await tx
      .insert(routine)
      .values({
        organizationId: practiceId,
        patientId: p.id,
        templateId: templateIds[c.template]!,
        name: t.name,
        goal: t.goal,
        startDate,
        days,
        progression: t.progression,
        createdByUserId: trainer,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: routine.id });

    // sessions: the routine's days in turn on fixed weekdays, advanced by its progression rule
    const weekdays = days.length === 3 ? [0, 2, 4] : [1, 4];
    const last: (SessionSet[] | null)[] = days.map(() => null);
    const sessions: (typeof workoutSession.$inferInsert)[] = [];
    for (let week = 0; week < 8; week++) {
      weekdays.forEach((wd, dayIndex) => {
        const on = iso(new Date(start.getTime() + (week * 7 + wd) * DAY));
        if (on >= today || r() > c.adherence) return;
        const targets = progressDay(days[dayIndex]!, last[dayIndex]!, t.progression);
        days[dayIndex] = targets;
        const sets: SessionSet[] = targets.exercises.flatMap((ex, exerciseIndex) =>
          ex.sets.map((s, setIndex) => {
            const done = r() > 0.04;
            const short = done && s.reps !== null && r() < 0.12;
            return {
              exerciseIndex,
              setIndex,
              done,
              reps: s.reps === null ? null : done ? s.reps - (short ? 1 + Math.floor(r() * 2) : 0) : 0,
              seconds: s.seconds === null ? null : done ? s.seconds : 0,
              loadKg: s.loadKg,
            };
          }),
        );
        last[dayIndex] = sets;
        sessions.push({
          organizationId: practiceId,
          patientId: p.id,
          routineId: copy!.id,
          dayIndex,
          performedOn: on,
          feeling: 2 + Math.floor(r() * 4),
          notes: '',
          sets,
          loggedByUserId: p.userId ?? trainer,
          createdAt: new Date(`${on}T18:30:00Z`),
        });
      });
    }
    if (sessions.length) await tx.insert(workoutSession).values(sessions);

    // activities: three a week at the client's weight
    const weightKg = p.weightKg === null ? 70 : Number(p.weightKg);
    const age = p.dateOfBirth ? Math.floor((now.getTime() - Date.parse(p.dateOfBirth)) / (365.25 * DAY)) : 35;
    const maxHr = Math.round(maxHeartRate(age));
    const activities: (typeof activityLog.$inferInsert)[] = [];
    for (let week = 0; week < 8; week++) {
      for (const [i, wd] of [1, 3, 5].entries()) {
        const on = iso(new Date(start.getTime() + (week * 7 + wd) * DAY));
        if (on >= today || r() > c.adherence + 0.05) continue;
        const code = c.activities[i % c.activities.length]!;
        const a = compendiumActivity(code);
        const effort = a.intensity === 'vigorous' ? 0.75 : a.intensity === 'moderate' ? 0.6 : 0.45;
        activities.push({
          organizationId: practiceId,
          patientId: p.id,
          performedOn: on,
          compendiumCode: code,
          met: a.met,
          minutes: 25 + Math.floor(r() * 8) * 5,
          weightKg,
          averageHr: Math.round(c.restingHr + effort * (maxHr - c.restingHr) + (r() - 0.5) * 8),
          notes: '',
          loggedByUserId: trainer,
          createdAt: new Date(`${on}T19:00:00Z`),
        });
      }
    }
    if (activities.length) await tx.insert(activityLog).values(activities);
    await tx
      .insert(heartRateProfile)
      .values({
        patientId: p.id,
        organizationId: practiceId,
        restingHr: c.restingHr,
        maxHr,
        updatedAt: start,
      })
      .onConflictDoNothing();
  }

  // BIA: four monthly measurements of the demo patient (by the dietitian) and of Chloé (by the trainer)
  const series: {
    record: (typeof records)[number] | undefined;
    by: string;
    heightCm: number;
    points: [number, number, number][];
  }[] = [
    {
      record: records[0],
      by: dietitian,
      heightCm: 165,
      points: [
        [65.1, 592, 60.5],
        [64.6, 585, 61.5],
        [64.0, 577, 62.4],
        [63.5, 570, 63.6],
      ],
    },
    {
      record: records[1],
      by: trainer,
      heightCm: 168,
      points: [
        [59.2, 612, 65.8],
        [58.8, 604, 66.9],
        [58.3, 597, 67.7],
        [58.0, 590, 68.8],
      ],
    },
  ];
  for (const [n, s] of series.entries()) {
    const p = s.record;
    if (!p?.dateOfBirth || (p.gender !== 'female' && p.gender !== 'male')) continue;
    const rows = s.points.map(([weightKg, resistanceOhm, reactanceOhm], i) => {
      const measuredAt = new Date(now.getTime() - (84 - i * 28 + 2) * DAY);
      measuredAt.setUTCHours(8, 30, 0, 0);
      const ageYears = Math.floor((measuredAt.getTime() - Date.parse(p.dateOfBirth!)) / (365.25 * DAY));
      return {
        organizationId: practiceId,
        patientId: p.id,
        measuredAt,
        sex: p.gender === 'female' ? ('F' as const) : ('M' as const),
        heightCm: s.heightCm,
        weightKg,
        ageYears,
        resistanceOhm,
        reactanceOhm,
        frequencyKhz: 50,
        device: 'Akern BIA 101 (50 kHz)',
        recordedByUserId: s.by,
        createdAt: measuredAt,
      };
    });
    if (n === 1 && input.storage) {
      // Chloé's analyser export (Tanita-style: semicolons, decimal commas, day-first dates)
      const fmt = (x: number) => String(x).replace('.', ',');
      const csv = [
        'Fecha;Hora;Peso (kg);Altura (cm);Edad;Sexo;R50 (ohm);Xc50 (ohm);Modelo',
        ...rows.map((m) => {
          const d = m.measuredAt;
          const day = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
          return [
            day,
            '08:30',
            fmt(m.weightKg),
            fmt(m.heightCm),
            m.ageYears,
            m.sex,
            fmt(m.resistanceOhm),
            fmt(m.reactanceOhm),
            m.device,
          ].join(';');
        }),
      ].join('\r\n');
      const ctx = seedContext(tx, now, input.storage);
      const done = await importBia(
        ctx,
        { patientId: p.id },
        { name: 'chloe-dubois-bia.csv', bytes: new TextEncoder().encode(`${csv}\r\n`) },
      );
      await credit(tx, done.importId, s.by);
      continue;
    }
    await tx.insert(biaMeasurement).values(rows);
  }

  // Chloé's latest run, from her watch (three days ago, 07:10 UTC)
  const chloe = records[1];
  if (chloe && input.storage) {
    const at = new Date(now.getTime() - 3 * DAY);
    at.setUTCHours(7, 10, 0, 0);
    const age = chloe.dateOfBirth
      ? Math.floor((now.getTime() - Date.parse(chloe.dateOfBirth)) / (365.25 * DAY))
      : 35;
    const gpx = demoGpx(at, 40, 10.2, CLIENTS[1]!.restingHr, Math.round(maxHeartRate(age)));
    const ctx = seedContext(tx, now, input.storage);
    const done = await importActivities(
      ctx,
      { patientId: chloe.id },
      { name: 'Morning_Run.gpx', bytes: new TextEncoder().encode(gpx) },
    );
    await credit(tx, done.importId, trainer);
  }
}

/** An import the seed ran is the trainer's (or dietitian's) upload: its rows say who brought them in. */
async function credit(tx: DbOrTx, importId: string, userId: string) {
  await tx.update(fitnessImport).set({ uploadedByUserId: userId }).where(eq(fitnessImport.id, importId));
  await tx
    .update(biaMeasurement)
    .set({ recordedByUserId: userId })
    .where(eq(biaMeasurement.importId, importId));
  await tx.update(activityLog).set({ loggedByUserId: userId }).where(eq(activityLog.importId, importId));
}
