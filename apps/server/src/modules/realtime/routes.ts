/**
 * `GET /api/v1/events`: the signed-in user's event stream (Server-Sent Events, platform/realtime.ts),
 * authenticated like every other request. Its session is checked again while it is open.
 */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import { principalOf } from '../../platform/access.ts';
import { createRouter, defineRoute, z } from '../../platform/openapi.ts';
import { HEARTBEAT_MS, parseEventId, REALTIME_RETENTION_HOURS } from '../../platform/realtime.ts';

export function realtimeRoutes() {
  const app = createRouter();

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/events',
      permission: 'authenticated',
      tags: ['realtime'],
      summary: `The signed-in user's event stream (one per tab, \`text/event-stream\`). Events name what changed by id only (\`message\`, \`conversation\`, \`notification\`, \`appointment\`; \`data: {"id": …}\`); the page reads it through the API. The first frame is \`ready\` (or \`reset\` when the events since \`Last-Event-ID\` are no longer kept: read everything again). Reconnect with \`Last-Event-ID\` (or \`?lastEventId=\`) to receive what was missed (kept ${REALTIME_RETENTION_HOURS} hours). A comment line every ${HEARTBEAT_MS / 1000} s keeps proxies from closing it; \`end\` says the session is over.`,
      request: {
        query: z.object({ lastEventId: z.string().max(20).optional() }),
        headers: z.object({ 'last-event-id': z.string().max(20).optional() }),
      },
      responses: {
        200: {
          description: 'The stream',
          content: { 'text/event-stream': { schema: z.string().openapi({ type: 'string' }) } },
        },
      },
    }),
    async (c) => {
      const principal = principalOf(c);
      const { deps } = c.var;
      const lastEventId = parseEventId(c.req.header('last-event-id') ?? c.req.valid('query').lastEventId);
      // The credential that opened the stream, checked again while it is open (sign-out, a changed
      // password, a disabled account end it).
      const headers = new Headers(c.req.raw.headers);
      const request = new Request(c.req.url, { headers });
      const bearer = principal.via === 'bearer' ? (headers.get('authorization') ?? '').slice(7).trim() : null;
      const stillValid = async () => {
        const account = bearer
          ? await deps.principals.fromBearer(bearer)
          : await deps.principals.fromCookie(request, []);
        return account?.sessionId === principal.sessionId;
      };
      return deps.realtime.open({
        userId: principal.userId,
        lastEventId,
        stillValid,
        signal: c.req.raw.signal,
      });
    },
  );

  return app;
}
