/**
 * THE route-permission table (ARCHITECTURE §4). Every API operation in the OpenAPI document must have
 * an entry here, and every entry must match an operation: src/platform/access.int.test.ts calls each
 * one as anonymous, as each of the eight roles and as a user of another organization, and compares
 * the status with the one declared here. Adding a route = adding its line.
 *
 * Callers: `anonymous`; one user per role (professionals are members of the "home" practice,
 * lab/insurance of the home laboratory/insurer); `otherOrg` = a dietitian of another practice.
 * `{target}` in a path is replaced by the id of a throwaway user, `{uuid}` by a random UUID.
 */
import { ROLE_PRIORITY, type Role } from '@verdant/shared';

export const CALLERS = ['anonymous', ...ROLE_PRIORITY, 'otherOrg'] as const;
export type Caller = (typeof CALLERS)[number];

export interface RouteCase {
  /** Concrete path to call; defaults to the documented one. */
  path?: string;
  body?: unknown;
  expect: Record<Caller, number>;
}

const all = (status: number) => Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;

/** Anyone, signed in or not. */
export const open = (status = 200, extra: Partial<RouteCase> = {}): RouteCase => ({
  ...extra,
  expect: all(status),
});

/** Any signed-in user: anonymous gets 401. */
export const signedIn = (status = 200, extra: Partial<RouteCase> = {}): RouteCase => ({
  ...extra,
  expect: { ...all(status), anonymous: 401 },
});

/** Only these roles (otherOrg is a dietitian): anonymous 401, everyone else 403. */
export const rolesOnly = (
  roles: readonly Role[],
  status = 200,
  extra: Partial<RouteCase> = {},
): RouteCase => {
  const expect = { ...all(403), anonymous: 401 };
  for (const role of roles) expect[role] = status;
  if (roles.includes('dietitian')) expect.otherOrg = status;
  return { ...extra, expect: { ...expect, ...extra.expect } };
};

export const ROUTE_MATRIX: Record<string, RouteCase> = {
  'GET /api/health': open(200),
  'GET /api/v1/auth/providers': open(200),
  'POST /api/v1/auth/sign-up': open(400, { body: {} }),
  'GET /api/v1/session': open(200),
  'POST /api/v1/session/refresh': signedIn(200),
  'GET /api/v1/me': signedIn(200),
  'PATCH /api/v1/me': signedIn(200, { body: {} }),
  'GET /api/v1/me/roles': signedIn(200),
  'GET /api/v1/me/appointments': signedIn(200),
  'POST /api/v1/me/complete-signup': signedIn(400, { body: {} }),
  'GET /api/v1/admin/users': rolesOnly(['admin']),
  'PUT /api/v1/admin/users/{id}/roles/{role}': rolesOnly(['admin'], 200, {
    path: '/api/v1/admin/users/{target}/roles/patient',
  }),
  'DELETE /api/v1/admin/users/{id}/roles/{role}': rolesOnly(['admin'], 200, {
    path: '/api/v1/admin/users/{target}/roles/staff',
  }),
  'POST /api/v1/admin/users/{id}/disable': rolesOnly(['admin'], 200, {
    path: '/api/v1/admin/users/{target}/disable',
  }),
  'POST /api/v1/admin/users/{id}/enable': rolesOnly(['admin'], 200, {
    path: '/api/v1/admin/users/{target}/enable',
  }),
  // platform administrators only (the admin caller is one; a practice admin gets 403, see organizations.int.test.ts)
  'GET /api/v1/admin/organization-requests': rolesOnly(['admin']),
  'POST /api/v1/admin/organization-requests/{id}/approve': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/organization-requests/{uuid}/approve',
  }),
  'POST /api/v1/admin/organization-requests/{id}/decline': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/organization-requests/{uuid}/decline',
    body: { reason: 'Not a laboratory' },
  }),
  'GET /api/v1/admin/outbox': rolesOnly(['admin']),
  'GET /api/v1/admin/outbox/{id}': rolesOnly(['admin'], 404, { path: '/api/v1/admin/outbox/{uuid}' }),
  'POST /api/v1/admin/outbox/{id}/resend': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/outbox/{uuid}/resend',
  }),
  // Public site (issue 4): blog, demo requests, contact, providers, booking.
  'GET /api/v1/blog/posts': open(200),
  'GET /api/v1/blog/posts/{slug}': open(404, { path: '/api/v1/blog/posts/no-such-post' }),
  'GET /api/v1/admin/blog/posts': rolesOnly(['admin']),
  'POST /api/v1/admin/blog/posts': rolesOnly(['admin'], 400, { body: {} }),
  'PATCH /api/v1/admin/blog/posts/{id}': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/blog/posts/{uuid}',
    body: { title: 'x' },
  }),
  'POST /api/v1/admin/blog/posts/{id}/publish': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/blog/posts/{uuid}/publish',
  }),
  'POST /api/v1/admin/blog/posts/{id}/unpublish': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/blog/posts/{uuid}/unpublish',
  }),
  'DELETE /api/v1/admin/blog/posts/{id}': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/blog/posts/{uuid}',
  }),
  'POST /api/v1/demo-requests': open(400, { body: {} }),
  'GET /api/v1/admin/demo-requests': rolesOnly(['admin']),
  'PATCH /api/v1/admin/demo-requests/{id}': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/demo-requests/{uuid}',
    body: { status: 'closed' },
  }),
  'POST /api/v1/contact': open(400, { body: {} }),
  'GET /api/v1/me/provider-profile': rolesOnly(['dietitian', 'medical', 'fitness', 'lab'], 404),
  'PUT /api/v1/me/provider-profile': rolesOnly(['dietitian', 'medical', 'fitness', 'lab'], 400, { body: {} }),
  'GET /api/v1/providers': open(200),
  'GET /api/v1/providers/{id}': open(404, { path: '/api/v1/providers/{uuid}' }),
  'GET /api/v1/providers/{id}/slots': open(404, { path: '/api/v1/providers/{uuid}/slots?serviceId=x' }),
  'POST /api/v1/bookings': open(400, { body: {} }),
  'POST /api/v1/invitations/lookup': open(200, { body: { token: 'x'.repeat(43) } }),
  'POST /api/v1/invitations/accept': open(400, { body: {} }),
  'POST /api/v1/organizations/{id}/join-code': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/join-code',
  }),
  'GET /api/v1/bookings/{id}': open(404, { path: '/api/v1/bookings/{uuid}' }),
};

/** Routes outside the OpenAPI document, on purpose. Anything else under /api must be documented. */
export const UNDOCUMENTED_API_ROUTES = [
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/standalone.js',
  'GET /api/docs/init.js',
  'GET /api/auth/*',
  'POST /api/auth/*',
];
