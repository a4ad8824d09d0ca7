/**
 * Runs the meal planner off the event loop: a small pool of worker threads (planner-worker.ts), each
 * planning one request at a time, with a bounded queue. A request beyond the queue is refused at once
 * (PLANNER_BUSY, 503 with Retry-After) rather than waiting without end; a caller that goes away
 * cancels its request (removed from the queue, or stopped after the day being planned); a plan that
 * runs past the time limit ends its worker, which is replaced. The pool holds no request state
 * between requests: each instance of the server bounds its own planners.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MealPlan, MealPlanRequest } from '@verdant/clinical';
import { AppError } from '../../platform/errors.ts';
import { PLANNER_LIMITS } from '../../platform/limits.ts';
import type { WorkerJob, WorkerMessage } from './planner-worker.ts';

export interface PlanJob {
  request: Omit<MealPlanRequest, 'onDay'>;
  onProgress?: (done: number, total: number) => void;
  /** Told the position in the queue when the job has to wait. */
  onQueued?: (position: number) => void;
  signal?: AbortSignal;
}

interface Pending extends PlanJob {
  id: number;
  resolve: (plan: MealPlan) => void;
  reject: (error: unknown) => void;
  cancel: SharedArrayBuffer;
}

interface Slot {
  worker: Worker;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
}

export class PlannerPool {
  readonly size: number;
  readonly maxQueue: number;
  readonly timeoutMs: number;
  #slots: Slot[] = [];
  #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: { size?: number; maxQueue?: number; timeoutMs?: number } = {}) {
    this.size = Math.max(
      1,
      options.size ?? PLANNER_LIMITS.workers ?? Math.max(1, availableParallelism() - 1),
    );
    this.maxQueue = options.maxQueue ?? PLANNER_LIMITS.queue;
    this.timeoutMs = options.timeoutMs ?? PLANNER_LIMITS.timeoutMs;
  }

  /** Plans in a worker; rejects with PLANNER_BUSY when the queue is full. */
  plan(job: PlanJob): Promise<MealPlan> {
    if (this.#closed) return Promise.reject(new AppError('UNAVAILABLE'));
    if (job.signal?.aborted) return Promise.reject(new AppError('BAD_REQUEST', 'The request was cancelled.'));
    if (this.full) {
      return Promise.reject(new AppError('PLANNER_BUSY', undefined, { retryAfterSeconds: 2 }));
    }
    return new Promise<MealPlan>((resolve, reject) => {
      const pending: Pending = {
        ...job,
        id: this.#nextId++,
        resolve,
        reject,
        cancel: new SharedArrayBuffer(4),
      };
      job.signal?.addEventListener('abort', () => this.#cancel(pending), { once: true });
      this.#queue.push(pending);
      if (!this.#dispatch()) pending.onQueued?.(this.#queue.length);
    });
  }

  /** True when a new request would be refused (every worker busy and the queue full). */
  get full(): boolean {
    const busy = this.#slots.length >= this.size && this.#slots.every((s) => s.job);
    return busy && this.#queue.length >= this.maxQueue;
  }

  /** Requests waiting and running now. */
  get load(): { running: number; queued: number } {
    return { running: this.#slots.filter((s) => s.job).length, queued: this.#queue.length };
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const p of this.#queue.splice(0)) p.reject(new AppError('UNAVAILABLE'));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
    this.#slots = [];
  }

  /** Gives the next queued job to an idle worker (starting one if the pool is not full). */
  #dispatch(): boolean {
    const next = this.#queue[0];
    if (!next) return false;
    let slot = this.#slots.find((s) => !s.job);
    if (!slot && this.#slots.length < this.size) slot = this.#spawn();
    if (!slot) return false;
    this.#queue.shift();
    slot.job = next;
    slot.timer = setTimeout(() => this.#timeout(slot), this.timeoutMs);
    slot.timer.unref();
    slot.worker.ref();
    const message: WorkerJob = { id: next.id, request: next.request, cancel: next.cancel };
    slot.worker.postMessage(message);
    return true;
  }

  #spawn(): Slot {
    const worker = new Worker(new URL('./planner-worker.ts', import.meta.url));
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (m: WorkerMessage) => {
      const job = slot.job;
      if (!job || m.id !== job.id) return;
      if (m.type === 'progress') {
        job.onProgress?.(m.done, m.total);
        return;
      }
      this.#finish(slot);
      if (m.type === 'result') job.resolve(m.plan);
      else if (m.code === 'CANCELLED') job.reject(new AppError('BAD_REQUEST', 'The request was cancelled.'));
      else if (m.code === 'INVALID_INPUT')
        job.reject(new AppError('VALIDATION_FAILED', m.message, { planner: m.details ?? {} }));
      else job.reject(new Error(`meal planner: ${m.code} ${m.message}`));
    });
    worker.on('error', (error) => this.#fail(slot, error));
    worker.on('exit', () => {
      this.#slots = this.#slots.filter((s) => s !== slot);
      if (slot.job) this.#fail(slot, new Error('meal planner worker exited'));
      this.#dispatch();
    });
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  #finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    this.#dispatch();
  }

  #fail(slot: Slot, error: unknown): void {
    const job = slot.job;
    this.#finish(slot);
    job?.reject(error);
  }

  #timeout(slot: Slot): void {
    const job = slot.job;
    slot.job = null;
    job?.reject(new AppError('PLANNER_BUSY', 'The plan took too long.', { retryAfterSeconds: 5 }));
    void slot.worker.terminate(); // a fresh worker replaces it on the next job
  }

  #cancel(job: Pending): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      job.reject(new AppError('BAD_REQUEST', 'The request was cancelled.'));
      return;
    }
    Atomics.store(new Int32Array(job.cancel), 0, 1);
  }
}

let shared: PlannerPool | undefined;

/** The process's planner pool (started on first use). */
export function plannerPool(): PlannerPool {
  shared ??= new PlannerPool();
  return shared;
}
