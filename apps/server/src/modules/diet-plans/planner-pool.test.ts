import { macroTargets } from '@verdant/clinical';
import { afterAll, describe, expect, it } from 'vitest';
import { PlannerPool } from './planner-pool.ts';

const targets = macroTargets({
  energy: { target: 2000 },
  protein: { percent: 20 },
  carbs: { percent: 50 },
  fat: { percent: 30 },
});
const pool = new PlannerPool({ size: 1, maxQueue: 1 });
afterAll(() => pool.close());

describe('the meal planner off the event loop', () => {
  it('plans in a worker thread with progress per day, queues one more, refuses beyond, and drops a cancelled request', async () => {
    const progress: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5); // the event loop stays free while the worker plans
    const first = pool.plan({
      request: { targets, days: 3, seed: 1 },
      onProgress: (done) => progress.push(done),
    });
    const queued: number[] = [];
    const abort = new AbortController();
    const second = pool.plan({
      request: { targets, days: 3, seed: 2 },
      signal: abort.signal,
      onQueued: (p) => queued.push(p),
    });
    expect(pool.full).toBe(true);
    await expect(pool.plan({ request: { targets, days: 1 } })).rejects.toMatchObject({
      code: 'PLANNER_BUSY',
    });
    abort.abort();
    await expect(second).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const plan = await first;
    clearInterval(timer);
    expect(plan.days).toHaveLength(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(queued).toEqual([1]);
    expect(ticks).toBeGreaterThan(10);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
  }, 60_000);

  it('answers an invalid request as a validation failure', async () => {
    await expect(pool.plan({ request: { targets, days: 0 } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
