/**
 * THE route-permission table (deny by default: a route nobody listed is a failure). Every API operation in the OpenAPI document must have
 * an entry here, and every entry must match an operation: src/platform/access.int.test.ts calls each
 * one as anonymous, as each of the eight roles and as a user of another organization, and compares
 * the status with the one declared here. Adding a route = adding its line.
 *
 * Callers: `anonymous`; one user per role (professionals are members of the "home" practice,
 * lab/insurance of the home laboratory/insurer, the admin of the platform organization: a platform
 * administrator); `otherOrg` = a dietitian of another practice.
 * `{target}` in a path is replaced by the id of a throwaway user (a member of the platform
 * organization, so the admin caller manages it), `{uuid}` by a random UUID.
 *
 * CROSS_ORG (ADR 0022): every route whose path takes an id says what a caller of a SECOND
 * organization (which owns rows of its own) gets for the FIRST organization's row: 404 (outside
 * their scope, never confirmed), 403 (a platform-level route the caller may not use at all), or
 * `public` with why the row is public. access.int.test.ts fails for an id-taking route without a line.
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

/** Patient routes: the practice roles; the admin caller is a platform administrator, who reads no patient data (403). */
const PATIENT_ROLES = ['admin', 'staff', 'dietitian', 'medical', 'fitness'] as const;
const patients = (status = 200, extra: Partial<RouteCase> = {}): RouteCase =>
  rolesOnly(PATIENT_ROLES, status, {
    ...extra,
    expect: { admin: 403, ...extra.expect } as Record<Caller, number>,
  });

export const ROUTE_MATRIX: Record<string, RouteCase> = {
  'GET /api/health': open(200),
  'GET /api/v1/auth/providers': open(200),
  'POST /api/v1/auth/sign-up': open(400, { body: {} }),
  'GET /api/v1/session': open(200),
  'POST /api/v1/session/refresh': signedIn(200),
  'POST /api/v1/session/activity': signedIn(200),
  'GET /api/v1/me': signedIn(200),
  'PATCH /api/v1/me': signedIn(200, { body: {} }),
  'GET /api/v1/me/roles': signedIn(200),
  'GET /api/v1/me/appointments': signedIn(200),
  'POST /api/v1/me/complete-signup': signedIn(400, { body: {} }),
  'PUT /api/v1/me/active-organization': signedIn(404, { body: { organizationId: '{uuid}' } }),
  'PUT /api/v1/me/language': signedIn(204, { body: { language: 'es' } }),
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
  // platform administrators only (the admin caller is one; a practice admin gets 403: CROSS_ORG below)
  'GET /api/v1/admin/organization-requests': rolesOnly(['admin']),
  'POST /api/v1/admin/organization-requests/{id}/approve': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/organization-requests/{uuid}/approve',
  }),
  'POST /api/v1/admin/organization-requests/{id}/decline': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/organization-requests/{uuid}/decline',
    body: { reason: 'Not a laboratory' },
  }),
  'GET /api/v1/admin/outbox': rolesOnly(['admin']),
  'GET /api/v1/admin/mail-suppressed': rolesOnly(['admin']),
  'GET /api/v1/admin/outbox/{id}': rolesOnly(['admin'], 404, { path: '/api/v1/admin/outbox/{uuid}' }),
  'POST /api/v1/admin/outbox/{id}/resend': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/outbox/{uuid}/resend',
  }),
  // Public site: blog, demo requests, contact, providers, booking.
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
  // decision 0020; who may change it within an organization: sessions.security.int.test.ts
  'GET /api/v1/organizations/{id}/session-policy': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/session-policy',
  }),
  'PUT /api/v1/organizations/{id}/session-policy': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/session-policy',
    body: { idleTimeoutMinutes: 30 },
  }),
  'GET /api/v1/bookings/{id}': open(404, { path: '/api/v1/bookings/{uuid}' }),
  'POST /api/v1/bookings/{id}/lookup': open(400, {
    path: '/api/v1/bookings/{uuid}/lookup',
    body: { token: 'x'.repeat(43) },
  }),
  'POST /api/v1/bookings/{id}/confirm': open(400, {
    path: '/api/v1/bookings/{uuid}/confirm',
    body: { token: 'x'.repeat(43) },
  }),
  'POST /api/v1/bookings/{id}/cancel': open(400, {
    path: '/api/v1/bookings/{uuid}/cancel',
    body: { token: 'x'.repeat(43) },
  }),
  // Patients (docs/patients-api.md): scoped by modules/patients/scope.ts
  'GET /api/v1/patients': patients(200),
  // the body is validated before the scope: the platform administrator's empty form is a 400 too
  'POST /api/v1/patients': patients(400, { body: {}, expect: { admin: 400 } as Record<Caller, number> }),
  'GET /api/v1/patients/export.csv': patients(200),
  'POST /api/v1/patients/import/preview': patients(415),
  'POST /api/v1/patients/import': patients(415),
  'GET /api/v1/patients/analytics': patients(200),
  'GET /api/v1/patients/care-team/candidates': patients(200),
  'GET /api/v1/patients/{id}': patients(404, { path: '/api/v1/patients/{uuid}' }),
  'PATCH /api/v1/patients/{id}': patients(404, { path: '/api/v1/patients/{uuid}', body: {} }),
  'DELETE /api/v1/patients/{id}': patients(404, { path: '/api/v1/patients/{uuid}' }),
  'POST /api/v1/patients/{id}/deactivate': patients(404, { path: '/api/v1/patients/{uuid}/deactivate' }),
  'POST /api/v1/patients/{id}/reactivate': patients(404, { path: '/api/v1/patients/{uuid}/reactivate' }),
  'GET /api/v1/patients/{id}/care-team': patients(404, { path: '/api/v1/patients/{uuid}/care-team' }),
  'POST /api/v1/patients/{id}/care-team': patients(404, {
    path: '/api/v1/patients/{uuid}/care-team',
    body: { userId: 'someone' },
  }),
  'DELETE /api/v1/patients/{id}/care-team/{userId}': patients(404, {
    path: '/api/v1/patients/{uuid}/care-team/someone',
  }),
  'GET /api/v1/patients/{id}/documents': patients(404, { path: '/api/v1/patients/{uuid}/documents' }),
  'POST /api/v1/patients/{id}/documents': patients(404, { path: '/api/v1/patients/{uuid}/documents' }),
  'GET /api/v1/patients/{id}/documents/{documentId}/content': patients(404, {
    path: '/api/v1/patients/{uuid}/documents/{uuid}/content',
  }),
  'DELETE /api/v1/patients/{id}/documents/{documentId}': patients(404, {
    path: '/api/v1/patients/{uuid}/documents/{uuid}',
  }),
  'GET /api/v1/patients/{id}/invitation': patients(404, { path: '/api/v1/patients/{uuid}/invitation' }),
  'POST /api/v1/patients/{id}/invitation': patients(404, { path: '/api/v1/patients/{uuid}/invitation' }),
  'DELETE /api/v1/patients/{id}/invitation': patients(404, { path: '/api/v1/patients/{uuid}/invitation' }),
  // a practice administrator's trail; the admin caller is a platform administrator (403)
  'GET /api/v1/admin/audit-trail': rolesOnly(['admin'], 200, {
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'GET /api/v1/admin/audit-trail/export.csv': rolesOnly(['admin'], 200, {
    expect: { admin: 403 } as Record<Caller, number>,
  }),
};

/**
 * Who calls, in the cross-organization check: `otherAdmin` = the admin of the second practice,
 * `otherOrg` = its dietitian (with a published provider profile there).
 */
export type CrossOrgCaller = 'otherAdmin' | 'otherOrg';

/**
 * Placeholders, replaced by rows of the FIRST (home) practice in `path`, and of the second in `own`:
 * `{member}` a member user, `{org}` the organization, `{profile}` a provider profile,
 * `{appointment}` an appointment booked with that profile, `{patient}` the patient record of that
 * booking (its provider is on its care team), `{uuid}` a random UUID.
 */
export type CrossOrgCase =
  | {
      as: CrossOrgCaller;
      path: string;
      body?: unknown;
      expect: 404 | 403;
      /** The same call on the caller's own organization's row, and its status (proves the route works). */
      own?: { path?: string; body?: unknown; status: number };
    }
  | { public: string };

const MEMBER_ROUTE = (path: string, ownStatus = 200): CrossOrgCase => ({
  as: 'otherAdmin',
  path,
  expect: 404,
  own: { status: ownStatus },
});
/** A patient route: the other practice's dietitian gets 404 for the first's patient, `own` on theirs. */
const PATIENT_ROUTE = (path: string, ownStatus: number, body?: unknown): CrossOrgCase => ({
  as: 'otherOrg',
  path,
  expect: 404,
  ...(body !== undefined ? { body } : {}),
  own: { status: ownStatus },
});
const PLATFORM_ONLY = (path: string, body?: unknown): CrossOrgCase => ({
  as: 'otherAdmin',
  path,
  expect: 403,
  ...(body !== undefined ? { body } : {}),
});

export const CROSS_ORG: Record<string, CrossOrgCase> = {
  'PUT /api/v1/admin/users/{id}/roles/{role}': MEMBER_ROUTE('/api/v1/admin/users/{member}/roles/staff'),
  'DELETE /api/v1/admin/users/{id}/roles/{role}': MEMBER_ROUTE('/api/v1/admin/users/{member}/roles/staff'),
  'POST /api/v1/admin/users/{id}/disable': MEMBER_ROUTE('/api/v1/admin/users/{member}/disable'),
  'POST /api/v1/admin/users/{id}/enable': MEMBER_ROUTE('/api/v1/admin/users/{member}/enable'),
  'POST /api/v1/organizations/{id}/join-code': MEMBER_ROUTE('/api/v1/organizations/{org}/join-code'),
  'GET /api/v1/organizations/{id}/session-policy': MEMBER_ROUTE('/api/v1/organizations/{org}/session-policy'),
  'PUT /api/v1/organizations/{id}/session-policy': {
    as: 'otherAdmin',
    path: '/api/v1/organizations/{org}/session-policy',
    body: { idleTimeoutMinutes: 30 },
    expect: 404,
    own: { status: 200 },
  },
  'PUT /api/v1/me/active-organization': {
    as: 'otherOrg',
    path: '/api/v1/me/active-organization',
    body: { organizationId: '{org}' },
    expect: 404,
    own: { status: 200 },
  },
  'GET /api/v1/bookings/{id}': { as: 'otherOrg', path: '/api/v1/bookings/{appointment}', expect: 404 },
  'GET /api/v1/patients/{id}': PATIENT_ROUTE('/api/v1/patients/{patient}', 200),
  'PATCH /api/v1/patients/{id}': PATIENT_ROUTE('/api/v1/patients/{patient}', 200, { city: 'Lyon' }),
  'POST /api/v1/patients/{id}/deactivate': PATIENT_ROUTE('/api/v1/patients/{patient}/deactivate', 200),
  'POST /api/v1/patients/{id}/reactivate': PATIENT_ROUTE('/api/v1/patients/{patient}/reactivate', 200),
  'GET /api/v1/patients/{id}/care-team': PATIENT_ROUTE('/api/v1/patients/{patient}/care-team', 200),
  'POST /api/v1/patients/{id}/care-team': PATIENT_ROUTE('/api/v1/patients/{patient}/care-team', 400, {
    userId: '{member}',
  }),
  'DELETE /api/v1/patients/{id}/care-team/{userId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/care-team/{member}',
    404,
  ),
  'GET /api/v1/patients/{id}/documents': PATIENT_ROUTE('/api/v1/patients/{patient}/documents', 200),
  'POST /api/v1/patients/{id}/documents': PATIENT_ROUTE('/api/v1/patients/{patient}/documents', 400),
  'GET /api/v1/patients/{id}/documents/{documentId}/content': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/documents/{uuid}/content',
    404,
  ),
  'DELETE /api/v1/patients/{id}/documents/{documentId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/documents/{uuid}',
    404,
  ),
  'GET /api/v1/patients/{id}/invitation': PATIENT_ROUTE('/api/v1/patients/{patient}/invitation', 200),
  'POST /api/v1/patients/{id}/invitation': PATIENT_ROUTE('/api/v1/patients/{patient}/invitation', 200),
  'DELETE /api/v1/patients/{id}/invitation': PATIENT_ROUTE('/api/v1/patients/{patient}/invitation', 200),
  // last: the record is gone afterwards
  'DELETE /api/v1/patients/{id}': PATIENT_ROUTE('/api/v1/patients/{patient}', 204),
  // platform-level: a practice administrator may not use them at all, whatever the id
  'POST /api/v1/admin/organization-requests/{id}/approve': PLATFORM_ONLY(
    '/api/v1/admin/organization-requests/{uuid}/approve',
  ),
  'POST /api/v1/admin/organization-requests/{id}/decline': PLATFORM_ONLY(
    '/api/v1/admin/organization-requests/{uuid}/decline',
    { reason: 'x' },
  ),
  'GET /api/v1/admin/outbox/{id}': PLATFORM_ONLY('/api/v1/admin/outbox/{uuid}'),
  'POST /api/v1/admin/outbox/{id}/resend': PLATFORM_ONLY('/api/v1/admin/outbox/{uuid}/resend'),
  'PATCH /api/v1/admin/blog/posts/{id}': PLATFORM_ONLY('/api/v1/admin/blog/posts/{uuid}', { title: 'x' }),
  'POST /api/v1/admin/blog/posts/{id}/publish': PLATFORM_ONLY('/api/v1/admin/blog/posts/{uuid}/publish'),
  'POST /api/v1/admin/blog/posts/{id}/unpublish': PLATFORM_ONLY('/api/v1/admin/blog/posts/{uuid}/unpublish'),
  'DELETE /api/v1/admin/blog/posts/{id}': PLATFORM_ONLY('/api/v1/admin/blog/posts/{uuid}'),
  'PATCH /api/v1/admin/demo-requests/{id}': PLATFORM_ONLY('/api/v1/admin/demo-requests/{uuid}', {
    status: 'closed',
  }),
  'GET /api/v1/blog/posts/{slug}': { public: 'published blog posts are public' },
  'GET /api/v1/providers/{id}': { public: 'the provider directory is public (published profiles only)' },
  'GET /api/v1/providers/{id}/slots': { public: "a published provider's open slots are public" },
  'POST /api/v1/bookings/{id}/lookup': { public: 'answers only to the one-time token of the booking e-mail' },
  'POST /api/v1/bookings/{id}/confirm': {
    public: 'answers only to the one-time token of the booking e-mail',
  },
  'POST /api/v1/bookings/{id}/cancel': { public: 'answers only to the one-time token of the booking e-mail' },
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
