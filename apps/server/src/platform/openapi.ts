/**
 * Route definitions: every API route is declared with `defineRoute` (OpenAPI + zod + its Permission)
 * on a router from `createRouter`. The document is served at /api/openapi.json, the offline docs page
 * at /api/docs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { ERROR_STATUS, type ErrorCode } from '@verdant/shared';
import { describePermission, type Permission, requirePermission } from './access.ts';
import type { AppEnv } from './context.ts';
import { guardCreate } from './create-guard.ts';
import { validationError } from './errors.ts';
import { createOperation } from './limits.ts';

export { z };

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export function createRouter(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  // Creating operations (platform/limits.ts): the handler runs inside the create guard, after the
  // permission check and validation (platform/create-guard.ts).
  const openapi = app.openapi;
  app.openapi = ((route: RouteConfig, handler: never, hook?: never) => {
    const rule = createOperation(route.method, route.path);
    const wrapped = rule ? guardCreate(rule, handler) : handler;
    return openapi(route as never, wrapped as never, hook);
  }) as typeof app.openapi;
  return app;
}

type RouteWithPermission = RouteConfig & { permission: Permission };

/**
 * `createRoute` plus the route's Permission: enforced before validation (so an anonymous caller gets
 * 401, not 400) and published as `x-permission`. A route cannot be defined without one.
 */
export function defineRoute<const R extends RouteWithPermission>(config: R) {
  const { permission, middleware, responses, ...rest } = config;
  const createRule = createOperation(rest.method, rest.path);
  const request =
    createRule && !rest.request?.headers
      ? { ...rest.request, headers: z.object({ 'idempotency-key': z.string().max(200).optional() }) }
      : rest.request;
  const extra = Array.isArray(middleware) ? middleware : middleware ? [middleware] : [];
  const security =
    permission === 'public' ? undefined : [{ cookieAuth: [] as string[] }, { bearerAuth: [] as string[] }];
  return createRoute({
    ...rest,
    ...(request ? { request } : {}),
    ...(security ? { security } : {}),
    ...(createRule
      ? {
          'x-rate-limit': {
            limit: createRule.limit,
            windowSeconds: createRule.windowSeconds,
            per: permission === 'public' ? 'user when signed in, else client address' : 'user',
          },
          'x-idempotency-key': 'honoured: a retry with the same key and request gets the first answer',
        }
      : {}),
    middleware: [requirePermission(permission), ...extra],
    'x-permission': describePermission(permission),
    responses: {
      ...(rest.request
        ? { 400: errorContent('Validation failed (`VALIDATION_FAILED`, `details.fields`)') }
        : {}),
      ...(permission !== 'public' ? { 401: errorContent('Not signed in (`UNAUTHENTICATED`)') } : {}),
      ...(typeof permission === 'object' ? { 403: errorContent('Missing role (`FORBIDDEN`)') } : {}),
      ...(createRule
        ? {
            409: errorContent(
              'The Idempotency-Key was used for a different request, or its first request is still running (`CONFLICT`)',
            ),
            429: errorContent(
              `More than ${createRule.limit} in ${createRule.windowSeconds / 60} minutes (\`RATE_LIMITED\`, \`Retry-After\`)`,
            ),
          }
        : {}),
      ...responses,
    },
  } as RouteConfig) as unknown as Omit<R, 'permission'> & { getRoutingPath(): string };
}

/**
 * `.openapi(…)` for a schema created before zod was extended (see ./zod-openapi-first.ts), e.g. one
 * from @verdant/shared: names it as a component of the document.
 */
export function documented<T extends z.ZodType>(schema: T, refId: string): T {
  const openapi = (z.ZodType.prototype as unknown as { openapi: (this: T, refId: string) => T }).openapi;
  return openapi.call(schema, refId);
}

export const jsonBody = <T extends z.ZodType>(schema: T, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export { errorContent };

const BETTER_AUTH_NOTE = `
Authentication is [better-auth](https://better-auth.com) mounted at \`/api/auth\` (its own endpoints are
not listed here). The web app uses its client with the two-factor plugin:

| better-auth endpoint | use |
|---|---|
| \`POST /api/auth/sign-up/email\` | \`{ email, password, name, firstName, lastName, confirmPassword? }\`, sends the verification e-mail |
| \`GET /api/auth/verify-email?token=\` | confirms the address, signs in |
| \`POST /api/auth/sign-in/email\` | \`{ email, password, rememberMe }\`; \`{ twoFactorRedirect: true }\` when TOTP is on |
| \`POST /api/auth/sign-out\` | ends the session |
| \`POST /api/auth/request-password-reset\` | \`{ email }\`, sends the reset e-mail |
| \`POST /api/auth/reset-password\` | \`{ token, newPassword }\` |
| \`POST /api/auth/two-factor/enable\` · \`get-totp-uri\` · \`verify-totp\` · \`disable\` | TOTP enrolment and the sign-in challenge |
| \`GET /api/auth/sign-in/social\` | Google, when configured (see \`GET /api/v1/auth/providers\`) |

Every \`/api/v1\` route accepts the session cookie or \`Authorization: Bearer <access_token>\` (from
\`GET /api/v1/session\`), except the session read and refresh themselves, which need the cookie.
Cookie-authenticated writes must come from a trusted Origin. Errors always
have the shape \`{ "error": { "code", "message", "details" } }\`; each route's \`x-permission\` says who
may call it.`;

export function registerOpenApi(app: OpenAPIHono<AppEnv>, cookieName: string): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  let document: unknown;
  app.get('/api/openapi.json', (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Verdant API', version: '1', description: BETTER_AUTH_NOTE.trim() },
    });
    return c.json(document as object);
  });
  app.get('/api/docs', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(DOCS_HTML);
  });
  app.get('/api/docs/init.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(DOCS_INIT_JS);
  });
  app.get('/api/docs/standalone.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(scalarBundle());
  });
}

/**
 * Starts the reference; a file, not an inline script (the Content-Security-Policy allows no inline
 * script). Loaded before the bundle: zod inside it probes for eval (`Function('')`) unless told not to.
 */
const DOCS_INIT_JS = `(globalThis.__zod_globalConfig ??= {}).jitless = true;
document.addEventListener('DOMContentLoaded', () => {
  Scalar.createApiReference('#app', {
    url: '/api/openapi.json',
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    hideClientButton: true,
  });
});
`;

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Verdant API</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
  <div id="app"></div>
  <script src="/api/docs/init.js"></script>
  <script src="/api/docs/standalone.js"></script>
</body>
</html>`;

let bundle: ArrayBuffer | undefined;
/** The Scalar API reference browser bundle from node_modules: the docs page needs no CDN. */
function scalarBundle(): ArrayBuffer {
  if (!bundle) {
    const require = createRequire(import.meta.url);
    const main = require.resolve('@scalar/api-reference');
    const root = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
    const file = readFileSync(path.join(root, 'dist', 'browser', 'standalone.js'));
    bundle = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  }
  return bundle;
}
