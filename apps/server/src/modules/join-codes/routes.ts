/** `POST /api/v1/organizations/{id}/join-code`: a new join code (owner or practice administrator). */
import { principalOf } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
import { createRouter, defineRoute, errorContent, jsonResponse, z } from '../../platform/openapi.ts';
import { regenerateJoinCode } from './service.ts';

const JoinCodeSchema = z.object({ joinCode: z.string() }).openapi('JoinCode');

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
        params: z.object({
          id: z
            .string()
            .max(64)
            .openapi({ param: { name: 'id', in: 'path' } }),
        }),
      },
      responses: {
        200: jsonResponse(JoinCodeSchema, 'The new join code'),
        403: errorContent('A member who does not manage the join code (`FORBIDDEN`)'),
        404: errorContent('Not a member of this organization (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const userId = principalOf(c).userId;
      const { id } = c.req.valid('param');
      const result = await c.var.deps.db.transaction(async (tx) => {
        const r = await regenerateJoinCode(tx, userId, id);
        await audit(
          c,
          { action: 'organization.join_code.regenerate', resourceType: 'organization', resourceId: id },
          tx,
        );
        return r;
      });
      c.var.deps.principals.clear(); // an organization changed (the other instances: NOTIFY, ADR 0008)
      return c.json(result, 200);
    },
  );
  return app;
}
