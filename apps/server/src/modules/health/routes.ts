import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors.ts';
import { createRouter, defineRoute, jsonResponse, z } from '../../platform/openapi.ts';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      latencyMs: z.number().optional(),
    }),
    /** Why the status is `unavailable` (e.g. `database: unavailable`); absent when ok. */
    reason: z.string().optional(),
    /** Demo accounts with the published password exist: the web app shows a notice. */
    demo: z.boolean().optional(),
  })
  .openapi('Health');

const PING_TIMEOUT_MS = 2000;

export function healthRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/health',
      permission: 'public',
      tags: ['platform'],
      summary: 'Liveness and database round-trip',
      responses: {
        200: jsonResponse(HealthSchema, 'Up'),
        503: jsonResponse(
          HealthSchema,
          'The database does not answer within 2 s (`reason: "database: unavailable"`, `Retry-After`)',
        ),
      },
    }),
    async (c) => {
      const { database } = c.var.deps;
      try {
        let timer: NodeJS.Timeout | undefined;
        const latencyMs = await Promise.race([
          database.ping(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
          }),
        ]).finally(() => clearTimeout(timer));
        c.header('cache-control', 'no-store');
        const demo = await c.var.deps.demoInstallation();
        return c.json(
          { status: 'ok' as const, database: { kind: database.kind, ok: true, latencyMs }, demo },
          200,
        );
      } catch {
        c.header('cache-control', 'no-store');
        c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return c.json(
          {
            status: 'unavailable' as const,
            database: { kind: database.kind, ok: false },
            reason: 'database: unavailable',
          },
          503,
        );
      }
    },
  );
  return app;
}
