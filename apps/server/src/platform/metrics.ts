/**
 * Process metrics for monitoring and the load harness (`npm run load`, ADR 0059): memory, event-loop
 * delay, the database pool, the job queue and the open event streams of THIS instance.
 *
 * `GET /api/metrics` is denied by default: without `METRICS_TOKEN` it answers 404 to everyone
 * (signed in or not, platform administrators included); with it, only a request carrying
 * `Authorization: Bearer <METRICS_TOKEN>` gets the figures (anything else: 401). It sits outside
 * /api/v1, so no session is resolved for it and no public cache holds it. The figures name no user
 * and no patient.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { hostname } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

type IntervalHistogram = ReturnType<typeof monitorEventLoopDelay>;
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { job } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { createRouter, defineRoute, jsonResponse, z } from './openapi.ts';

const MetricsSchema = z
  .object({
    instance: z.object({ hostname: z.string(), pid: z.number(), uptimeSeconds: z.number() }),
    /** When these figures were taken (ms since the epoch). */
    at: z.number(),
    memory: z.object({
      rssBytes: z.number(),
      heapUsedBytes: z.number(),
      heapTotalBytes: z.number(),
      externalBytes: z.number(),
    }),
    /** Event-loop delay since the previous read of this endpoint (or the start), in ms. */
    eventLoop: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number(), meanMs: z.number() }),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      /** PostgreSQL's connection pool; null on the embedded database (one connection, no pool). */
      pool: z
        .object({ max: z.number(), total: z.number(), idle: z.number(), waiting: z.number() })
        .nullable(),
    }),
    /** Background jobs due and not done (queued), and claimed by a worker right now (running). */
    jobs: z.object({ queued: z.number(), running: z.number() }),
    realtime: z.object({ streams: z.number() }),
  })
  .openapi('Metrics');

const RESOLUTION_MS = 10;
let histogram: IntervalHistogram | undefined;

/** The process's event-loop delay histogram (started once, on first use). */
function eventLoopHistogram(): IntervalHistogram {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
  }
  return histogram;
}

const ns = (v: number) => (Number.isFinite(v) ? Math.round(v / 10_000) / 100 : 0);

/** True when `given` is the configured token (compared as digests, in constant time). */
export function metricsTokenMatches(
  configured: string | undefined,
  authorization: string | undefined,
): boolean {
  if (!configured || !authorization) return false;
  if (authorization.slice(0, 7).toLowerCase() !== 'bearer ') return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(authorization.slice(7).trim()), digest(configured));
}

export function metricsRoutes() {
  const app = createRouter();
  eventLoopHistogram();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/metrics',
      // No session is involved: the token below is the access check (deny by default).
      permission: 'public',
      tags: ['platform'],
      summary:
        "This instance's memory, event-loop delay, database pool, job queue and open event streams. Denied by default: 404 unless METRICS_TOKEN is set, then `Authorization: Bearer <METRICS_TOKEN>` (401 without it).",
      responses: { 200: jsonResponse(MetricsSchema, 'The figures') },
    }),
    async (c) => {
      const { config, database, db, realtime } = c.var.deps;
      if (!config.metricsToken) throw new AppError('NOT_FOUND');
      if (!metricsTokenMatches(config.metricsToken, c.req.header('authorization'))) {
        throw new AppError('UNAUTHENTICATED');
      }
      const h = eventLoopHistogram();
      const eventLoop = {
        p50Ms: ns(h.percentile(50)),
        p99Ms: ns(h.percentile(99)),
        maxMs: ns(h.max),
        meanMs: ns(h.mean),
      };
      h.reset();
      const [jobs] = rowsOf<{ queued: number | string; running: number | string }>(
        await db.execute(sql`
          select count(*) filter (where ${job.lockedUntil} is null or ${job.lockedUntil} < now()) as queued,
            count(*) filter (where ${job.lockedUntil} >= now()) as running
          from ${job} where ${job.doneAt} is null and ${job.runAt} <= now()`),
      );
      const memory = process.memoryUsage();
      c.header('cache-control', 'no-store');
      return c.json(
        {
          instance: { hostname: hostname(), pid: process.pid, uptimeSeconds: Math.round(process.uptime()) },
          at: Date.now(),
          memory: {
            rssBytes: memory.rss,
            heapUsedBytes: memory.heapUsed,
            heapTotalBytes: memory.heapTotal,
            externalBytes: memory.external,
          },
          eventLoop,
          database: { kind: database.kind, pool: database.poolStats?.() ?? null },
          jobs: { queued: Number(jobs?.queued ?? 0), running: Number(jobs?.running ?? 0) },
          realtime: { streams: realtime.size },
        },
        200,
      );
    },
  );
  return app;
}
