/** `GET /api/v1/workspace`: the caller's role workspace (ADR 0048); the contract is packages/shared/src/workspace.ts. */
import { WORKSPACE_ROLES, workspaceQuerySchema, workspaceSchema } from '@verdant/shared';
import { createRouter, defineRoute, documented, jsonResponse } from '../../platform/openapi.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { getWorkspace } from './service.ts';

export function workspaceRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/workspace',
      permission: { roles: [...WORKSPACE_ROLES] },
      tags: ['workspace'],
      summary:
        "What the caller must act on today for one of their roles (`as`; default their first): sections of items, each linking to its work, and the month's figures, in the caller's organization and scope. `tz`: the reader's time zone (where today begins). One `workspace.read` audit event naming the patients shown.",
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonResponse(documented(workspaceSchema, 'Workspace'), 'The workspace') },
    }),
    async (c) => c.json(await getWorkspace(ctxOf(c), c.req.valid('query')), 200),
  );
  return app;
}
