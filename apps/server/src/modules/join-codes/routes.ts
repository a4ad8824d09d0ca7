/**
 * `POST /api/v1/organizations/{id}/join-code`: a new join code (owner or practice administrator).
 * `GET|PUT /api/v1/organizations/{id}/session-policy`: the idle timeout (decision 0020).
 */
import type {} from '../../app-deps.ts'; // the auth layer's members of c.var.deps
import { sessionPolicySchema } from '@verdant/shared';
import { ctxOf } from '../../platform/service-context.ts';
import { createRouter, defineRoute, errorContent, jsonResponse, z } from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { getSessionPolicy, regenerateJoinCode, setSessionPolicy } from './service.ts';

const JoinCodeSchema = z.object({ joinCode: z.string() }).openapi('JoinCode');
const SessionPolicySchema = z
  .object({ idleTimeoutMinutes: z.number().int(), canManage: z.boolean() })
  .openapi('SessionPolicy');
const SessionPolicyBody = sessionPolicySchema.openapi('SessionPolicyInput');
export function joinCodeRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/organizations/{id}/join-code',
      permission: 'authenticated',
      tags: ['me'],
      summary:
        "Regenerate the organization's join code (its owner, or an administrator of the practice); the old code stops working",
      request: {
        params: idParam,
      },
      responses: {
        200: jsonResponse(JoinCodeSchema, 'The new join code'),
        403: errorContent('A member who does not manage the join code (`FORBIDDEN`)'),
        404: errorContent('Not a member of this organization (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await regenerateJoinCode(ctxOf(c), id);
      c.var.deps.principals.clear(); // an organization changed (the other instances: NOTIFY, ADR 0008)
      return c.json(result, 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/organizations/{id}/session-policy',
      permission: 'authenticated',
      tags: ['me'],
      summary: "The organization's idle timeout for its professionals and staff (any member)",
      request: { params: idParam },
      responses: {
        200: jsonResponse(SessionPolicySchema, 'The idle timeout, and whether the caller may change it'),
        404: errorContent('Not a member of this organization (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await getSessionPolicy(ctxOf(c), id), 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/organizations/{id}/session-policy',
      permission: 'authenticated',
      tags: ['me'],
      summary:
        "Set the organization's idle timeout, 5-240 minutes (its owner, or an administrator of the practice)",
      request: {
        params: idParam,
        body: { content: { 'application/json': { schema: SessionPolicyBody } }, required: true },
      },
      responses: {
        200: jsonResponse(SessionPolicySchema, 'The new idle timeout'),
        403: errorContent('A member who does not manage the organization (`FORBIDDEN`)'),
        404: errorContent('Not a member of this organization (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await setSessionPolicy(ctxOf(c), id, c.req.valid('json'));
      c.var.deps.principals.clear(); // every member's idle timeout changed (other instances: NOTIFY)
      return c.json(result, 200);
    },
  );
  return app;
}
