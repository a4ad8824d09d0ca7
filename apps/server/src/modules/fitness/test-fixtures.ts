/** Helpers for tests that need fitness rows (this module's tests and the access test). */
import { expect } from 'vitest';
import type { TestClient } from '../../test/app.ts';

/** A one-day routine over the first two library exercises (what `PUT /api/v1/routines/{id}` saves, version 1). */
export function routineBody(exerciseIds: readonly string[], extra: Record<string, unknown> = {}) {
  return {
    name: 'Full body A',
    goal: 'Strength twice a week',
    days: [
      {
        name: 'Day A',
        exercises: exerciseIds.map((exerciseId, i) => ({
          exerciseId,
          notes: '',
          superset: null,
          sets: [
            { reps: 8, seconds: null, loadKg: 40 + i * 10, restSeconds: 90, rir: 2 },
            { reps: 8, seconds: null, loadKg: 40 + i * 10, restSeconds: 90, rir: 2 },
          ],
        })),
      },
    ],
    progression: { kind: 'load', loadStepKg: 2.5, repsStep: 1 },
    ...extra,
  };
}

/** Rows of one practice: a client routine of `patientId` by `provider` (a dietitian or trainer on its care team). */
export async function fitnessRows(provider: TestClient, patientId: string) {
  const library = await provider.get('/api/v1/exercises?q=squat&pageSize=2');
  expect(library.status, library.text).toBe(200);
  const exerciseIds = library.body.items.map((e: { id: string }) => e.id);
  const created = await provider.post('/api/v1/routines', {
    ...routineBody(exerciseIds),
    patientId,
    startDate: '2026-01-05',
  });
  expect(created.status, created.text).toBe(201);
  // an exercise of the practice's own, with an image
  const own = await provider.post('/api/v1/exercises', {
    name: 'Sled push',
    category: 'Legs',
    description: 'Push the loaded sled 20 m with short steps.',
  });
  expect(own.status, own.text).toBe(201);
  const form = new FormData();
  form.append('file', new File([TINY_PNG], 'sled.png', { type: 'image/png' }));
  const image = await provider.request('POST', `/api/v1/exercises/${own.body.id}/image`, { body: form });
  expect(image.status, image.text).toBe(200);
  return {
    routine: created.body.id as string,
    exercise: exerciseIds[0] as string,
    ownExercise: own.body.id as string,
  };
}

/** A 1 × 1 PNG (a green pixel). */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
