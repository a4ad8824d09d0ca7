/**
 * A meal-planner worker thread: loads the food table and HiGHS once, then plans one request at a
 * time, posting each finished day (progress) and the plan. The main thread sets the shared cancel
 * flag when the caller went away; the planner stops after the day it is on.
 */
import { parentPort } from 'node:worker_threads';
import {
  ClinicalError,
  loadFoodTable,
  loadSolver,
  type MealPlanRequest,
  planMealsSync,
} from '@verdant/clinical';

export interface WorkerJob {
  id: number;
  request: Omit<MealPlanRequest, 'onDay'>;
  cancel: SharedArrayBuffer;
}

export type WorkerMessage =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'result'; plan: ReturnType<typeof planMealsSync> }
  | { id: number; type: 'error'; code: string; message: string; details?: Record<string, unknown> };

class Cancelled extends Error {}

const port = parentPort;
if (port) {
  const ready = Promise.all([loadFoodTable(), loadSolver()]);
  port.on('message', async (job: WorkerJob) => {
    const post = (m: WorkerMessage) => port.postMessage(m);
    try {
      const [table, highs] = await ready;
      const flag = new Int32Array(job.cancel);
      const plan = planMealsSync(
        table,
        {
          ...job.request,
          onDay: (_day, done, total) => {
            if (Atomics.load(flag, 0) === 1) throw new Cancelled();
            post({ id: job.id, type: 'progress', done, total });
          },
        },
        highs,
      );
      post({ id: job.id, type: 'result', plan });
    } catch (error) {
      if (error instanceof Cancelled)
        post({ id: job.id, type: 'error', code: 'CANCELLED', message: 'cancelled' });
      else if (error instanceof ClinicalError)
        post({ id: job.id, type: 'error', code: error.code, message: error.message, details: error.details });
      else post({ id: job.id, type: 'error', code: 'INTERNAL', message: String(error) });
    }
  });
}
