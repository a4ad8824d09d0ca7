/**
 * Gives memory back once the server goes quiet after a burst of work (issue 26, ADR 0061).
 *
 * Under load V8 grows its heap to the busiest moment's size, and after the burst it keeps the freed
 * pages: a plain collection empties them but leaves them committed to the process (measured: heap
 * total 113 → 83 MB, resident memory unchanged). Only a memory-reducing collection hands them back,
 * and V8 starts one itself only when it judges the process idle, which after a run of the load
 * harness did not happen within a minute (the server's own timers keep allocating a little).
 *
 * So: every `checkMs` the event loop's utilization over that interval is read; once it has stayed
 * under `busyUtilization` (10 %: on a loaded machine V8's own collections and the job poller reach 5–9 %) for `idleMs` after a busy interval, ONE memory-reducing collection runs
 * (V8's last-resort collection: several full collections that release pooled pages). Nothing runs
 * again until the server has been busy again, so an idle server collects once, not every interval.
 * Costs one full collection (tens of milliseconds on a 100 MB heap) when nobody is waiting.
 *
 * Needs `gc` exposed (`node --expose-gc`, which apps/server's `start` script passes); without it,
 * e.g. `npm run dev` and the tests, this does nothing.
 */
import { performance } from 'node:perf_hooks';

type Gc = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: string }) => void;

/** Decides, interval by interval, when a quiet process should give its memory back. */
export class IdleTrimSchedule {
  readonly #idleMs: number;
  readonly #busyUtilization: number;
  #quietMs = 0;
  // start-up itself is a burst: the first quiet stretch after it also trims
  #busySinceTrim = true;

  constructor(options: { idleMs: number; busyUtilization: number }) {
    this.#idleMs = options.idleMs;
    this.#busyUtilization = options.busyUtilization;
  }

  /** One interval's event-loop utilization (0–1); true when a trim should run now. */
  tick(utilization: number, intervalMs: number): boolean {
    if (utilization > this.#busyUtilization) {
      this.#quietMs = 0;
      this.#busySinceTrim = true;
      return false;
    }
    this.#quietMs += intervalMs;
    if (this.#quietMs < this.#idleMs || !this.#busySinceTrim) return false;
    this.#busySinceTrim = false;
    return true;
  }
}

export interface IdleTrimLog {
  debug(obj: object, msg: string): void;
}

/**
 * Starts the idle trim; returns a function that stops it. `idleMs` 0 (MEMORY_IDLE_TRIM_SECONDS=0)
 * or a process without `gc` exposed: nothing starts.
 */
export function startIdleTrim(options: {
  idleMs: number;
  log: IdleTrimLog;
  checkMs?: number;
  busyUtilization?: number;
  gc?: Gc;
}): () => void {
  const gc = options.gc ?? (globalThis as { gc?: Gc }).gc;
  if (!gc || options.idleMs <= 0) return () => undefined;
  const checkMs = options.checkMs ?? Math.min(5_000, options.idleMs);
  const schedule = new IdleTrimSchedule({
    idleMs: options.idleMs,
    busyUtilization: options.busyUtilization ?? 0.1,
  });
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const interval = performance.eventLoopUtilization(now, last);
    last = now;
    if (!schedule.tick(interval.utilization, checkMs)) return;
    const before = process.memoryUsage();
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const after = process.memoryUsage();
    // the next interval's utilization includes this collection: start counting after it
    last = performance.eventLoopUtilization();
    options.log.debug(
      {
        ms: Math.round(performance.now() - started),
        rssMb: [Math.round(before.rss / 1048576), Math.round(after.rss / 1048576)],
        heapTotalMb: [Math.round(before.heapTotal / 1048576), Math.round(after.heapTotal / 1048576)],
      },
      'idle: memory given back',
    );
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
