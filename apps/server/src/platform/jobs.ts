/**
 * Background jobs: rows in `job`, claimed with `FOR UPDATE SKIP LOCKED` so any number of workers (one
 * per instance) share the table; a claimed job holds a lease (`locked_until`) and a failure retries
 * with exponential backoff until `max_attempts`. `NOTIFY verdant_jobs` wakes workers at once; a slow
 * poll covers missed notifications and scheduled `run_at`s.
 *
 * Recurring work (a retention sweep, reminders, marking invoices overdue) is a `Schedule`: every
 * worker enqueues one job per period with the dedupe key `<kind>@<period start>`, and the unique
 * index on `job.dedupe_key` lets only the first insert of a period through, so each period runs once
 * however many instances there are. A one-off job may carry a dedupe key of its own
 * (`enqueueJob(…, { dedupeKey })`) for the same guarantee.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Database, type DbOrTx, rowsOf } from '../db/client.ts';
import { connectionErrorSummary, isConnectionError } from '../db/connection-errors.ts';
import { job } from '../db/schema/index.ts';
import { scrub } from './logger.ts';
import type { ServiceContext } from './service-context.ts';

export const JOBS_CHANNEL = 'verdant_jobs';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Including this one. */
  attempts: number;
  maxAttempts: number;
}

/**
 * A job runs with an explicit system context (ADR 0022): no principal, no request, actor
 * `{ system: true, name: 'job:<kind>' }`; it audits and scopes through it like a request would.
 */
export type JobHandler = (job: ClaimedJob, ctx: ServiceContext) => Promise<void>;

/** A job kind run once per period by whichever worker enqueues it first (see the file header). */
export interface Schedule {
  kind: string;
  everySeconds: number;
}

/** What a module contributes to the worker: its job handlers and its recurring schedules. */
export interface JobDefinitions {
  handlers: Record<string, JobHandler>;
  schedules?: readonly Schedule[];
}

/**
 * Queues a job. With `dedupeKey`, a job with the same key queued before (done or not) wins and this
 * returns null: the work happens once, whoever asks.
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number; dedupeKey?: string } = {},
): Promise<string | null> {
  const runAt = options.runAt ?? new Date();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into ${job} (kind, payload, run_at, max_attempts, dedupe_key)
      values (${kind}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()}::timestamptz,
        ${options.maxAttempts ?? 5}, ${options.dedupeKey ?? null})
      on conflict (dedupe_key) where dedupe_key is not null do nothing
      returning id`),
  );
  if (!rows[0]) return null;
  // Inside a transaction the notification is delivered at commit.
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return rows[0].id;
}

/** The start of the period of `everySeconds` that holds `atMs` (periods count from the epoch). */
export function periodStart(atMs: number, everySeconds: number): Date {
  const every = everySeconds * 1000;
  return new Date(Math.floor(atMs / every) * every);
}

/** Done jobs are kept this long (for the record), then the prune schedule deletes them. */
export const DONE_JOB_RETENTION_DAYS = 14;
export const PRUNE_JOBS = 'job.prune';

const pruneJobs: JobHandler = async (_job, ctx) => {
  await ctx.db.execute(
    sql`delete from ${job} where done_at < now() - make_interval(days => ${DONE_JOB_RETENTION_DAYS})`,
  );
};

/** Delay before attempt `attempts + 1`: 10 s, 20 s, 40 s … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

export interface JobWorkerOptions {
  database: Database;
  handlers: Record<string, JobHandler>;
  /** Recurring kinds (their handlers are in `handlers`); the daily prune of done jobs is added. */
  schedules?: readonly Schedule[];
  logger: Logger;
  /** The system context a job of this kind runs with (`job:<kind>`). */
  systemContext: (name: string) => ServiceContext;
  pollMs?: number;
  leaseSeconds?: number;
}

export class JobWorker {
  readonly #database: Database;
  readonly #handlers: Record<string, JobHandler>;
  readonly #schedules: readonly Schedule[];
  /** Per kind, the last period this worker enqueued (saves an insert per poll). */
  readonly #enqueuedPeriod = new Map<string, number>();
  readonly #systemContext: (name: string) => ServiceContext;
  readonly #log: Logger;
  readonly #pollMs: number;
  readonly #leaseSeconds: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(options: JobWorkerOptions) {
    this.#database = options.database;
    this.#handlers = { [PRUNE_JOBS]: pruneJobs, ...options.handlers };
    this.#schedules = [{ kind: PRUNE_JOBS, everySeconds: 86_400 }, ...(options.schedules ?? [])];
    for (const s of this.#schedules) {
      if (!this.#handlers[s.kind]) throw new Error(`schedule ${s.kind} has no handler`);
    }
    this.#systemContext = options.systemContext;
    this.#log = options.logger.child({ component: 'jobs' });
    this.#pollMs = options.pollMs ?? 5000;
    this.#leaseSeconds = options.leaseSeconds ?? 120;
  }

  async start(): Promise<void> {
    this.#stopped = false;
    // After a lost subscription, look for the jobs whose notification was missed at once rather
    // than at the next poll. The poll itself never stops: a failed round is logged and retried.
    this.#unlisten = await this.#database.listen(JOBS_CHANNEL, () => this.kick(), {
      onListening: () => this.kick(),
    });
    this.#timer = setInterval(() => this.kick(), this.#pollMs);
    this.#timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#unlisten?.();
    await this.#running;
  }

  /** Work through every due job soon (coalesces concurrent kicks). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.enqueueSchedules()
      .then(() => this.drain())
      .then(() => undefined)
      .catch((err) => {
        if (isConnectionError(err)) {
          this.#log.warn({ err: connectionErrorSummary(err) }, 'job loop: database unavailable; retrying');
        } else {
          this.#log.error({ err: scrub(String(err)) }, 'job loop failed');
        }
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /**
   * Queues the current period's job of every schedule that this worker has not queued yet (the
   * dedupe key makes the other workers' inserts no-ops). Tests pass the time they want.
   */
  async enqueueSchedules(atMs = Date.now()): Promise<void> {
    for (const s of this.#schedules) {
      const start = periodStart(atMs, s.everySeconds);
      if (this.#enqueuedPeriod.get(s.kind) === start.getTime()) continue;
      await enqueueJob(
        this.#database.db,
        s.kind,
        { period: start.toISOString() },
        { dedupeKey: `${s.kind}@${start.toISOString()}`, runAt: start },
      );
      this.#enqueuedPeriod.set(s.kind, start.getTime());
    }
  }

  /** Runs due jobs until none is left; returns how many ran. Tests call it directly. */
  async drain(limit = 1000): Promise<number> {
    let n = 0;
    while (n < limit && (await this.runOnce())) n++;
    return n;
  }

  /** Claims and runs one due job. False when there was none. */
  async runOnce(): Promise<boolean> {
    const claimed = rowsOf<{
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      await this.#database.db.execute(sql`
        update job set attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${this.#leaseSeconds})
        where id = (
          select id from job
          where done_at is null and run_at <= now() and attempts < max_attempts
            and (locked_until is null or locked_until < now())
          order by run_at, id
          for update skip locked
          limit 1
        )
        returning id, kind, payload, attempts, max_attempts`),
    )[0];
    if (!claimed) return false;
    const current: ClaimedJob = {
      id: claimed.id,
      kind: claimed.kind,
      payload: claimed.payload,
      attempts: claimed.attempts,
      maxAttempts: claimed.max_attempts,
    };
    const handler = this.#handlers[current.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${current.kind}`);
      await handler(current, this.#systemContext(`job:${current.kind}`));
      await this.#database.db.execute(
        sql`update job set done_at = now(), locked_until = null, last_error = null where id = ${current.id}`,
      );
    } catch (err) {
      const message = scrub(err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const final = current.attempts >= current.maxAttempts;
      await this.#database.db.execute(sql`
        update job set locked_until = null, last_error = ${message},
          run_at = now() + make_interval(secs => ${backoffSeconds(current.attempts)})
        where id = ${current.id}`);
      this.#log[final ? 'error' : 'warn'](
        { jobId: current.id, kind: current.kind, attempts: current.attempts, final },
        `job failed: ${message}`,
      );
    }
    return true;
  }
}
