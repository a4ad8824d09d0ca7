import { describe, expect, it } from 'vitest';
import { epley1Rm, progressDay, type RoutineDay, routineSetSchema, type SessionSet } from './fitness.ts';

const day: RoutineDay = {
  name: 'Lower',
  exercises: [
    {
      exerciseId: '11111111-1111-4111-8111-111111111111',
      notes: '',
      superset: null,
      sets: [
        { reps: 5, seconds: null, loadKg: 100, restSeconds: 180, rir: 2 },
        { reps: 5, seconds: null, loadKg: 100, restSeconds: 180, rir: 2 },
      ],
    },
    {
      exerciseId: '22222222-2222-4222-8222-222222222222',
      notes: '',
      superset: 'A',
      sets: [{ reps: null, seconds: 45, loadKg: null, restSeconds: 60, rir: null }],
    },
  ],
};
const done = (
  exerciseIndex: number,
  setIndex: number,
  reps: number | null,
  loadKg: number | null,
  seconds: number | null = null,
): SessionSet => ({
  exerciseIndex,
  setIndex,
  done: true,
  reps,
  seconds,
  loadKg,
});

describe('the progression rule', () => {
  it('adds the load step to every set when every set was completed at its target', () => {
    const next = progressDay(day, [done(0, 0, 5, 100), done(0, 1, 6, 100), done(1, 0, null, null, 45)], {
      kind: 'load',
      loadStepKg: 2.5,
      repsStep: 1,
    });
    expect(next.exercises[0]!.sets.map((s) => s.loadKg)).toEqual([102.5, 102.5]);
    // a timed body-weight set has no load to add
    expect(next.exercises[1]!.sets[0]).toEqual(day.exercises[1]!.sets[0]);
  });

  it('keeps the targets when a set was missed or short', () => {
    const rule = { kind: 'load' as const, loadStepKg: 2.5, repsStep: 1 };
    expect(progressDay(day, [done(0, 0, 5, 100)], rule).exercises[0]).toEqual(day.exercises[0]);
    expect(progressDay(day, [done(0, 0, 5, 100), done(0, 1, 4, 100)], rule).exercises[0]).toEqual(
      day.exercises[0],
    );
    expect(progressDay(day, [done(0, 0, 5, 100), done(0, 1, 5, 95)], rule).exercises[0]).toEqual(
      day.exercises[0],
    );
    expect(
      progressDay(day, [done(0, 0, 5, 100), { ...done(0, 1, 5, 100), done: false }], rule).exercises[0],
    ).toEqual(day.exercises[0]);
  });

  it('adds repetitions with the reps rule, never to a timed set; no rule or no session changes nothing', () => {
    const all = [done(0, 0, 5, 100), done(0, 1, 5, 100), done(1, 0, null, null, 50)];
    const next = progressDay(day, all, { kind: 'reps', loadStepKg: 0, repsStep: 2 });
    expect(next.exercises[0]!.sets.map((s) => s.reps)).toEqual([7, 7]);
    expect(next.exercises[0]!.sets.map((s) => s.loadKg)).toEqual([100, 100]);
    expect(next.exercises[1]!.sets[0]!.seconds).toBe(45);
    expect(progressDay(day, all, { kind: 'none', loadStepKg: 2.5, repsStep: 1 })).toEqual(day);
    expect(progressDay(day, null, { kind: 'load', loadStepKg: 2.5, repsStep: 1 })).toEqual(day);
  });

  it("estimates a one-repetition maximum with Epley's formula", () => {
    expect(epley1Rm(100, 5)).toBe(116.7);
    expect(epley1Rm(80, 1)).toBe(80);
  });

  it('refuses a set with both repetitions and a time, or neither', () => {
    const base = { loadKg: 20, restSeconds: 60, rir: null };
    expect(routineSetSchema.safeParse({ ...base, reps: 8, seconds: 30 }).success).toBe(false);
    expect(routineSetSchema.safeParse({ ...base, reps: null, seconds: null }).success).toBe(false);
    expect(routineSetSchema.safeParse({ ...base, reps: 8, seconds: null }).success).toBe(true);
  });
});
