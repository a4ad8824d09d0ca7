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

/** Patient reads a laboratory or an insurer may also make: under a grant only (ADR 0038), so 404 for a record not shared. */
const patientReads = (status = 200, extra: Partial<RouteCase> = {}): RouteCase =>
  rolesOnly([...PATIENT_ROLES, 'lab', 'insurance'], status, {
    ...extra,
    expect: { admin: 403, ...extra.expect } as Record<Caller, number>,
  });

/**
 * Consultations (modules/consultations/policy.ts): the record for dietitians and medical
 * professionals; its list also for staff and practice administrators (the admin caller is a platform
 * administrator: 403); anthropometrics also for fitness professionals; the patient's own view.
 */
const clinical = (status = 200, extra: Partial<RouteCase> = {}): RouteCase =>
  rolesOnly(['dietitian', 'medical'], status, extra);
const consultationList = (status = 200): RouteCase =>
  rolesOnly(['admin', 'staff', 'dietitian', 'medical'], status, {
    expect: { admin: 403 } as Record<Caller, number>,
  });
const C = '/api/v1/consultations/{uuid}';
const LO = '/api/v1/lab-orders/{uuid}';
const LL = '/api/v1/lab/orders/{uuid}';
/** Claims on the practice side: staff, administrators (the admin caller is a platform administrator: 403), dietitians, medical professionals. */
const claimsPractice = (status = 200, extra: Partial<RouteCase> = {}): RouteCase =>
  rolesOnly(['admin', 'staff', 'dietitian', 'medical'], status, {
    ...extra,
    expect: { admin: 403, ...extra.expect } as Record<Caller, number>,
  });

export const ROUTE_MATRIX: Record<string, RouteCase> = {
  'GET /api/health': open(200),
  // deny by default: without METRICS_TOKEN (as here) nobody gets the metrics, a platform administrator included
  'GET /api/metrics': open(404),
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
  // integrations and setup (modules/integrations, ADR 0049): administrators of the active organization;
  // the admin caller acts in the platform organization, which has no practice setup (403)
  'GET /api/v1/admin/integrations': rolesOnly(['admin']),
  'POST /api/v1/admin/integrations/{kind}/test': rolesOnly(['admin'], 200, {
    path: '/api/v1/admin/integrations/storage/test',
  }),
  'GET /api/v1/admin/webhooks': rolesOnly(['admin']),
  'POST /api/v1/admin/webhooks': rolesOnly(['admin'], 400, { body: {} }),
  'PUT /api/v1/admin/webhooks/{id}': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/webhooks/{uuid}',
    body: { url: 'http://127.0.0.1:9/hook', events: ['invoice.paid'] },
  }),
  'DELETE /api/v1/admin/webhooks/{id}': rolesOnly(['admin'], 404, { path: '/api/v1/admin/webhooks/{uuid}' }),
  'GET /api/v1/admin/webhooks/{id}/deliveries': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/webhooks/{uuid}/deliveries',
  }),
  'POST /api/v1/admin/webhooks/{id}/ping': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/webhooks/{uuid}/ping',
  }),
  'GET /api/v1/admin/setup': rolesOnly(['admin'], 403),
  'PUT /api/v1/admin/setup': rolesOnly(['admin'], 400, { body: {} }),
  'POST /api/v1/admin/setup/team-invitations': rolesOnly(['admin'], 400, { body: {} }),
  'GET /api/v1/branding': signedIn(),
  'GET /api/v1/branding/{id}/logo': signedIn(404, { path: '/api/v1/branding/{uuid}/logo' }),
  'GET /api/v1/admin/mail-suppressed': rolesOnly(['admin']),
  'GET /api/v1/admin/outbox/{id}': rolesOnly(['admin'], 404, { path: '/api/v1/admin/outbox/{uuid}' }),
  'POST /api/v1/admin/outbox/{id}/resend': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/outbox/{uuid}/resend',
  }),
  // the practice's compliance checklist and data console (ADR 0050); backups are the installation's
  'GET /api/v1/admin/compliance': rolesOnly(['admin']),
  'GET /api/v1/admin/compliance/two-factor': rolesOnly(['admin']),
  'PUT /api/v1/admin/compliance/two-factor': rolesOnly(['admin'], 200, { body: { required: false } }),
  'GET /api/v1/admin/compliance/processing-record.pdf': rolesOnly(['admin']),
  'GET /api/v1/admin/compliance/breaches': rolesOnly(['admin']),
  'POST /api/v1/admin/compliance/breaches': rolesOnly(['admin'], 400, { body: {} }),
  'PATCH /api/v1/admin/compliance/breaches/{id}': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/compliance/breaches/{uuid}',
    body: { status: 'closed' },
  }),
  'GET /api/v1/admin/backups': rolesOnly(['admin']),
  'POST /api/v1/admin/backups': rolesOnly(['admin'], 202),
  'POST /api/v1/admin/backups/{id}/restore-test': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/backups/{uuid}/restore-test',
  }),
  'GET /api/v1/admin/data/exports': rolesOnly(['admin']),
  'POST /api/v1/admin/data/exports': rolesOnly(['admin'], 202),
  'GET /api/v1/admin/data/exports/{id}/download': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/data/exports/{uuid}/download',
  }),
  'GET /api/v1/admin/data/retention': rolesOnly(['admin']),
  'POST /api/v1/admin/data/appointments-import/preview': rolesOnly(['admin'], 415),
  'POST /api/v1/admin/data/appointments-import': rolesOnly(['admin'], 415),
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
  'GET /api/v1/patients/{id}': patientReads(404, { path: '/api/v1/patients/{uuid}' }),
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
  'GET /api/v1/patients/{id}/documents': patientReads(404, { path: '/api/v1/patients/{uuid}/documents' }),
  'POST /api/v1/patients/{id}/documents': patients(404, { path: '/api/v1/patients/{uuid}/documents' }),
  'GET /api/v1/patients/{id}/documents/{documentId}/content': patientReads(404, {
    path: '/api/v1/patients/{uuid}/documents/{uuid}/content',
  }),
  'DELETE /api/v1/patients/{id}/documents/{documentId}': patients(404, {
    path: '/api/v1/patients/{uuid}/documents/{uuid}',
  }),
  'GET /api/v1/patients/{id}/invitation': patients(404, { path: '/api/v1/patients/{uuid}/invitation' }),
  'POST /api/v1/patients/{id}/invitation': patients(404, { path: '/api/v1/patients/{uuid}/invitation' }),
  'DELETE /api/v1/patients/{id}/invitation': patients(404, { path: '/api/v1/patients/{uuid}/invitation' }),
  // Diet plans: dietitians write, medical professionals read; plans are clinical (staff, administrators
  // and fitness professionals get 403); the patient reads their own shared plans under /me.
  'GET /api/v1/foods': rolesOnly(['dietitian', 'medical'], 200, { path: '/api/v1/foods?q=apple' }),
  'GET /api/v1/diet-plans': rolesOnly(['dietitian', 'medical']),
  'POST /api/v1/diet-plans': rolesOnly(['dietitian'], 400, { body: {} }),
  'POST /api/v1/diet-plans/generate': rolesOnly(['dietitian'], 400, { body: {} }),
  'POST /api/v1/diet-plans/swap': rolesOnly(['dietitian'], 400, { body: {} }),
  'GET /api/v1/diet-plans/{id}': rolesOnly(['dietitian', 'medical'], 404, {
    path: '/api/v1/diet-plans/{uuid}',
  }),
  'PUT /api/v1/diet-plans/{id}': rolesOnly(['dietitian'], 400, {
    path: '/api/v1/diet-plans/{uuid}',
    body: {},
  }),
  'DELETE /api/v1/diet-plans/{id}': rolesOnly(['dietitian'], 404, { path: '/api/v1/diet-plans/{uuid}' }),
  'POST /api/v1/diet-plans/{id}/transition': rolesOnly(['dietitian'], 404, {
    path: '/api/v1/diet-plans/{uuid}/transition',
    body: { to: 'active' },
  }),
  'POST /api/v1/diet-plans/{id}/share': rolesOnly(['dietitian'], 404, {
    path: '/api/v1/diet-plans/{uuid}/share',
  }),
  'DELETE /api/v1/diet-plans/{id}/share': rolesOnly(['dietitian'], 404, {
    path: '/api/v1/diet-plans/{uuid}/share',
  }),
  'POST /api/v1/diet-plans/{id}/duplicate': rolesOnly(['dietitian'], 404, {
    path: '/api/v1/diet-plans/{uuid}/duplicate',
    body: { patientId: '{uuid}' },
  }),
  'GET /api/v1/diet-plans/{id}/pdf': rolesOnly(['dietitian', 'medical'], 404, {
    path: '/api/v1/diet-plans/{uuid}/pdf',
  }),
  'GET /api/v1/me/diet-plans': signedIn(200),
  // Wellness: the patient's own entries (a user with no patient record: 403 on write),
  // the care team's tab (dietitians, medical professionals), the public daily tip
  // role workspaces (modules/workspace): every role with a dashboard of work; another practice's caller gets their own
  'GET /api/v1/workspace': rolesOnly(['dietitian', 'medical', 'fitness', 'lab', 'insurance', 'admin']),
  // the front desk's intake (ADR 0055): practice administrators and staff (the admin caller is a platform
  // administrator: no practice to list recipients for; the intake is multipart, a JSON body is 415 first)
  'GET /api/v1/front-desk/consent-recipients': rolesOnly(['admin', 'staff'], 200, {
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'POST /api/v1/front-desk/intake': rolesOnly(['admin', 'staff'], 415, { body: {} }),
  'GET /api/v1/patients/{id}/consents': patients(404, { path: '/api/v1/patients/{uuid}/consents' }),
  // the front desk's billing of a visit (ADR 0063): practice administrators and staff (the admin caller
  // is a platform administrator, who reads no patient data: 403)
  'GET /api/v1/front-desk/billing': rolesOnly(['admin', 'staff'], 200, {
    path: '/api/v1/front-desk/billing?from=2026-01-02T00:00:00Z&to=2026-01-03T00:00:00Z',
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'GET /api/v1/front-desk/visits/{id}/billing': rolesOnly(['admin', 'staff'], 404, {
    path: '/api/v1/front-desk/visits/{uuid}/billing',
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'POST /api/v1/front-desk/visits/{id}/invoice': rolesOnly(['admin', 'staff'], 404, {
    path: '/api/v1/front-desk/visits/{uuid}/invoice',
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'POST /api/v1/front-desk/visits/{id}/payments': rolesOnly(['admin', 'staff'], 404, {
    path: '/api/v1/front-desk/visits/{uuid}/payments',
    body: { amountMinor: 100, method: 'cash', paidOn: '2026-01-02' },
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  // referrals (modules/referrals): the professionals; the patient's own list for anyone signed in
  'GET /api/v1/referrals': rolesOnly(['dietitian', 'medical', 'fitness']),
  'GET /api/v1/referrals/recipients': rolesOnly(['dietitian', 'medical', 'fitness']),
  'POST /api/v1/referrals': rolesOnly(['dietitian', 'medical', 'fitness'], 400, { body: {} }),
  'GET /api/v1/referrals/{id}': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}',
  }),
  'GET /api/v1/referrals/{id}/fhir': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/fhir',
  }),
  'POST /api/v1/referrals/{id}/send': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/send',
  }),
  'POST /api/v1/referrals/{id}/cancel': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/cancel',
  }),
  'POST /api/v1/referrals/{id}/accept': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/accept',
  }),
  'POST /api/v1/referrals/{id}/decline': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/decline',
    body: { reason: 'Fully booked' },
  }),
  'POST /api/v1/referrals/{id}/request-info': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/request-info',
    body: { note: 'Latest labs?' },
  }),
  'POST /api/v1/referrals/{id}/reply': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/reply',
    body: { note: 'Attached' },
  }),
  'POST /api/v1/referrals/{id}/schedule': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/schedule',
    body: { serviceName: 'Assessment', durationMinutes: 30, start: '2099-01-05T10:00:00.000Z' },
  }),
  'POST /api/v1/referrals/{id}/complete': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/referrals/{uuid}/complete',
    body: { report: 'Done' },
  }),
  'GET /api/v1/me/referrals': signedIn(200),
  'GET /api/v1/me/wellness': signedIn(200),
  'POST /api/v1/me/wellness/sleep': signedIn(400, { body: {} }),
  'POST /api/v1/me/wellness/mood': signedIn(400, { body: {} }),
  'POST /api/v1/me/wellness/questionnaires': signedIn(400, { body: {} }),
  'PUT /api/v1/me/wellness/activity': signedIn(400, { body: {} }),
  // the date addresses the caller's own entries only; a user with no linked patient record has none (403)
  'DELETE /api/v1/me/wellness/activity/{date}': signedIn(403, {
    path: '/api/v1/me/wellness/activity/2026-01-01',
  }),
  'GET /api/v1/me/wellness/tip': signedIn(200),
  // tip editing: administrators (the admin caller is a platform administrator: platform tips)
  'GET /api/v1/admin/health-tips': rolesOnly(['admin']),
  'POST /api/v1/admin/health-tips': rolesOnly(['admin'], 400, { body: {} }),
  'PATCH /api/v1/admin/health-tips/{id}': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/health-tips/{uuid}',
    body: { active: false },
  }),
  'PUT /api/v1/admin/health-tips/{id}/hidden': rolesOnly(['admin'], 404, {
    path: '/api/v1/admin/health-tips/{uuid}/hidden',
    body: { hidden: true },
  }),
  'GET /api/v1/health-tips/today': open(200),
  'GET /api/v1/patients/{id}/wellness': rolesOnly(['dietitian', 'medical'], 404, {
    path: '/api/v1/patients/{uuid}/wellness',
  }),
  'POST /api/v1/patients/{id}/wellness/assignments': rolesOnly(['dietitian', 'medical'], 400, {
    path: '/api/v1/patients/{uuid}/wellness/assignments',
    body: {},
  }),
  'DELETE /api/v1/patients/{id}/wellness/assignments/{assignmentId}': rolesOnly(
    ['dietitian', 'medical'],
    404,
    {
      path: '/api/v1/patients/{uuid}/wellness/assignments/00000000-0000-4000-8000-000000000000',
    },
  ),
  'GET /api/v1/me/diet-plans/{id}/pdf': signedIn(404, { path: '/api/v1/me/diet-plans/{uuid}/pdf' }),
  // the meal log (docs/decisions/0053): the patient's own plan only; the professional's adherence view
  'GET /api/v1/me/diet-plans/{id}/meals': signedIn(404, { path: '/api/v1/me/diet-plans/{uuid}/meals' }),
  'PUT /api/v1/me/diet-plans/{id}/meals': signedIn(400, {
    path: '/api/v1/me/diet-plans/{uuid}/meals',
    body: {},
  }),
  'GET /api/v1/diet-plans/{id}/adherence': rolesOnly(['dietitian', 'medical'], 404, {
    path: '/api/v1/diet-plans/{uuid}/adherence',
  }),
  // Fitness (modules/fitness/policy.ts): the library for dietitians, medical and fitness
  // professionals; routines for dietitians and trainers; BIA and activities for all three
  'GET /api/v1/exercises': rolesOnly(['dietitian', 'medical', 'fitness'], 200, {
    path: '/api/v1/exercises?q=sqat',
  }),
  'GET /api/v1/exercises/facets': rolesOnly(['dietitian', 'medical', 'fitness']),
  'POST /api/v1/exercises': rolesOnly(['dietitian', 'fitness'], 400, { body: {} }),
  // knowledge base: every professional of a practice reads (the admin caller is a platform
  // administrator, in no practice: 403); dietitians and medical professionals write their practice's own
  'GET /api/v1/knowledge/articles': rolesOnly(['admin', 'staff', 'dietitian', 'medical', 'fitness'], 200, {
    path: '/api/v1/knowledge/articles?q=diabetis',
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'POST /api/v1/knowledge/articles': rolesOnly(['dietitian', 'medical'], 400, { body: {} }),
  'GET /api/v1/knowledge/articles/{id}': rolesOnly(
    ['admin', 'staff', 'dietitian', 'medical', 'fitness'],
    404,
    {
      path: '/api/v1/knowledge/articles/{uuid}',
      expect: { admin: 403 } as Record<Caller, number>,
    },
  ),
  'PUT /api/v1/knowledge/articles/{id}': rolesOnly(['dietitian', 'medical'], 400, {
    path: '/api/v1/knowledge/articles/{uuid}',
    body: {},
  }),
  'DELETE /api/v1/knowledge/articles/{id}': rolesOnly(['dietitian', 'medical'], 404, {
    path: '/api/v1/knowledge/articles/{uuid}',
  }),
  'POST /api/v1/exercises/{id}/image': rolesOnly(['dietitian', 'fitness'], 404, {
    path: '/api/v1/exercises/{uuid}/image',
  }),
  'GET /api/v1/exercises/{id}/image': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/exercises/{uuid}/image',
  }),
  'GET /api/v1/routines': rolesOnly(['dietitian', 'fitness']),
  'POST /api/v1/routines': rolesOnly(['dietitian', 'fitness'], 400, { body: {} }),
  'GET /api/v1/routines/{id}': rolesOnly(['dietitian', 'fitness'], 404, { path: '/api/v1/routines/{uuid}' }),
  'PUT /api/v1/routines/{id}': rolesOnly(['dietitian', 'fitness'], 400, {
    path: '/api/v1/routines/{uuid}',
    body: {},
  }),
  'GET /api/v1/routines/{id}/pdf': rolesOnly(['dietitian', 'fitness'], 404, {
    path: '/api/v1/routines/{uuid}/pdf',
  }),
  'POST /api/v1/routines/{id}/assign': rolesOnly(['dietitian', 'fitness'], 400, {
    path: '/api/v1/routines/{uuid}/assign',
    body: {},
  }),
  'GET /api/v1/me/routines': signedIn(200),
  'POST /api/v1/me/routines/{id}/sessions': signedIn(400, {
    path: '/api/v1/me/routines/{uuid}/sessions',
    body: {},
  }),
  'GET /api/v1/me/bia': signedIn(200),
  'GET /api/v1/patients/{id}/bia': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/bia',
  }),
  'POST /api/v1/patients/{id}/bia': rolesOnly(['dietitian', 'medical', 'fitness'], 400, {
    path: '/api/v1/patients/{uuid}/bia',
    body: {},
  }),
  'GET /api/v1/activities/compendium': rolesOnly(['dietitian', 'medical', 'fitness']),
  'GET /api/v1/patients/{id}/activities': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/activities',
  }),
  'POST /api/v1/patients/{id}/activities': rolesOnly(['dietitian', 'medical', 'fitness'], 400, {
    path: '/api/v1/patients/{uuid}/activities',
    body: {},
  }),
  'PUT /api/v1/patients/{id}/heart-rate': rolesOnly(['dietitian', 'medical', 'fitness'], 400, {
    path: '/api/v1/patients/{uuid}/heart-rate',
    body: {},
  }),
  // device imports (ADR 0039): the client is looked up before the upload is read
  'POST /api/v1/patients/{id}/activities/import': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/activities/import',
  }),
  'POST /api/v1/patients/{id}/bia/import': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/bia/import',
  }),
  // the patient's own: a JSON body is not the multipart upload → 415 for everyone signed in
  'POST /api/v1/me/activities/import': signedIn(415, { body: {} }),
  'POST /api/v1/me/bia/import': signedIn(415, { body: {} }),
  // Consultations (docs/consultations-api.md)
  'GET /api/v1/consultations': consultationList(),
  'POST /api/v1/consultations': clinical(400, { body: {} }),
  'GET /api/v1/consultations/tags': clinical(),
  'GET /api/v1/consultations/settings': consultationList(),
  'PUT /api/v1/consultations/settings': rolesOnly(['admin'], 200, {
    body: { recordingRetentionDays: 365 },
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'GET /api/v1/consultations/{id}': clinical(404, { path: C }),
  'PATCH /api/v1/consultations/{id}': clinical(404, { path: C, body: { version: 1 } }),
  'DELETE /api/v1/consultations/{id}': clinical(404, { path: C }),
  'POST /api/v1/consultations/{id}/complete': clinical(404, { path: `${C}/complete`, body: { version: 1 } }),
  'POST /api/v1/consultations/{id}/addenda': clinical(404, { path: `${C}/addenda`, body: { body: 'x' } }),
  'GET /api/v1/consultations/{id}/recordings': clinical(404, { path: `${C}/recordings` }),
  'POST /api/v1/consultations/{id}/recordings': clinical(404, {
    path: `${C}/recordings?type=audio_only&platform=zoom&consent=true`,
  }),
  'PATCH /api/v1/consultations/{id}/recordings/{recordingId}': clinical(404, {
    path: `${C}/recordings/{uuid}`,
    body: {},
  }),
  'DELETE /api/v1/consultations/{id}/recordings/{recordingId}': clinical(404, {
    path: `${C}/recordings/{uuid}`,
  }),
  'GET /api/v1/consultations/{id}/recordings/{recordingId}/media': clinical(404, {
    path: `${C}/recordings/{uuid}/media`,
  }),
  'GET /api/v1/consultations/{id}/recordings/{recordingId}/transcript': clinical(404, {
    path: `${C}/recordings/{uuid}/transcript`,
  }),
  'PUT /api/v1/consultations/{id}/recordings/{recordingId}/transcript': clinical(404, {
    path: `${C}/recordings/{uuid}/transcript`,
    body: { content: 'WEBVTT' },
  }),
  'DELETE /api/v1/consultations/{id}/recordings/{recordingId}/transcript': clinical(404, {
    path: `${C}/recordings/{uuid}/transcript`,
  }),
  'POST /api/v1/consultations/{id}/recordings/{recordingId}/transcribe': clinical(404, {
    path: `${C}/recordings/{uuid}/transcribe`,
  }),
  'GET /api/v1/consultations/{id}/insights': clinical(404, { path: `${C}/insights` }),
  'POST /api/v1/consultations/{id}/insights': clinical(404, { path: `${C}/insights` }),
  'PATCH /api/v1/consultations/{id}/insights/{itemId}': clinical(404, {
    path: `${C}/insights/{uuid}`,
    body: { status: 'accepted' },
  }),
  'GET /api/v1/patients/{id}/vitals': clinical(404, { path: '/api/v1/patients/{uuid}/vitals' }),
  'POST /api/v1/patients/{id}/vitals': clinical(404, {
    path: '/api/v1/patients/{uuid}/vitals',
    body: { heartRate: 70 },
  }),
  'PUT /api/v1/patients/{id}/vitals/{entryId}': clinical(404, {
    path: '/api/v1/patients/{uuid}/vitals/{uuid}',
    body: { heartRate: 70 },
  }),
  'DELETE /api/v1/patients/{id}/vitals/{entryId}': clinical(404, {
    path: '/api/v1/patients/{uuid}/vitals/{uuid}',
  }),
  'GET /api/v1/patients/{id}/anthropometrics': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/anthropometrics',
  }),
  'POST /api/v1/patients/{id}/anthropometrics': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/anthropometrics',
    body: { weightKg: 70 },
  }),
  'PUT /api/v1/patients/{id}/anthropometrics/{entryId}': rolesOnly(['dietitian', 'medical', 'fitness'], 404, {
    path: '/api/v1/patients/{uuid}/anthropometrics/{uuid}',
    body: { weightKg: 70 },
  }),
  'DELETE /api/v1/patients/{id}/anthropometrics/{entryId}': rolesOnly(
    ['dietitian', 'medical', 'fitness'],
    404,
    {
      path: '/api/v1/patients/{uuid}/anthropometrics/{uuid}',
    },
  ),
  // Labs (modules/labs/scope.ts): the practice's side for dietitians and medical professionals, the
  // laboratory's side for its `lab` members (the home laboratory's orders), the patient's own results.
  'GET /api/v1/lab-orders': rolesOnly(['dietitian', 'medical']),
  'POST /api/v1/lab-orders': rolesOnly(['dietitian', 'medical'], 400, { body: {} }),
  'POST /api/v1/lab-orders/outside': rolesOnly(['dietitian', 'medical'], 400, { body: {} }),
  'GET /api/v1/lab-orders/laboratories': rolesOnly(['dietitian', 'medical']),
  'GET /api/v1/lab-orders/{id}': rolesOnly(['dietitian', 'medical'], 404, { path: LO }),
  'POST /api/v1/lab-orders/{id}/cancel': rolesOnly(['dietitian', 'medical'], 404, {
    path: `${LO}/cancel`,
    body: { reason: 'x' },
  }),
  'GET /api/v1/lab-orders/{id}/requisition.pdf': rolesOnly(['dietitian', 'medical'], 404, {
    path: `${LO}/requisition.pdf`,
  }),
  'GET /api/v1/lab-orders/{id}/document': rolesOnly(['dietitian', 'medical'], 404, {
    path: `${LO}/document`,
  }),
  'PUT /api/v1/lab-orders/{id}/document': rolesOnly(['dietitian', 'medical'], 404, {
    path: `${LO}/document`,
  }),
  'POST /api/v1/lab-orders/{id}/review': rolesOnly(['dietitian', 'medical'], 404, {
    path: `${LO}/review`,
    body: { comment: 'x' },
  }),
  'POST /api/v1/lab-orders/{id}/acknowledge': rolesOnly(['dietitian', 'medical'], 404, {
    path: `${LO}/acknowledge`,
  }),
  'GET /api/v1/patients/{id}/lab-results': rolesOnly(['dietitian', 'medical', 'lab', 'insurance'], 404, {
    path: '/api/v1/patients/{uuid}/lab-results',
  }),
  'GET /api/v1/patients/{id}/lab-results/fhir': rolesOnly(['dietitian', 'medical'], 404, {
    path: '/api/v1/patients/{uuid}/lab-results/fhir',
  }),
  'GET /api/v1/lab/orders': rolesOnly(['lab']),
  'GET /api/v1/lab/patients': rolesOnly(['lab']),
  'GET /api/v1/lab/orders/{id}': rolesOnly(['lab'], 404, { path: LL }),
  'POST /api/v1/lab/orders/{id}/cancel': rolesOnly(['lab'], 404, {
    path: `${LL}/cancel`,
    body: { reason: 'x' },
  }),
  'GET /api/v1/lab/orders/{id}/requisition.pdf': rolesOnly(['lab'], 404, { path: `${LL}/requisition.pdf` }),
  'GET /api/v1/lab/orders/{id}/document': rolesOnly(['lab'], 404, { path: `${LL}/document` }),
  'PUT /api/v1/lab/orders/{id}/document': rolesOnly(['lab'], 404, { path: `${LL}/document` }),
  'POST /api/v1/lab/orders/{id}/receive': rolesOnly(['lab'], 404, { path: `${LL}/receive` }),
  'POST /api/v1/lab/orders/{id}/start': rolesOnly(['lab'], 404, { path: `${LL}/start` }),
  'POST /api/v1/lab/orders/{id}/results': rolesOnly(['lab'], 404, {
    path: `${LL}/results`,
    body: { results: [{ loinc: '2093-3', value: 180, unit: 'mg/dL' }] },
  }),
  'POST /api/v1/lab/results/import': rolesOnly(['lab'], 415),
  'POST /api/v1/lab/results/hl7': rolesOnly(['lab'], 415),
  'GET /api/v1/lab/results/template.csv': rolesOnly(['lab']),
  'GET /api/v1/lab/results/held': rolesOnly(['lab']),
  'POST /api/v1/lab/results/held/{id}/resolve': rolesOnly(['lab'], 404, {
    path: '/api/v1/lab/results/held/{uuid}/resolve',
  }),
  'GET /api/v1/me/lab-results': rolesOnly(['patient']),
  'GET /api/v1/me/lab-results/report.pdf': rolesOnly(['patient']),
  'POST /api/v1/lab/orders': rolesOnly(['lab'], 400, { body: {} }),
  'GET /api/v1/lab-orders/settings': rolesOnly(['dietitian', 'medical']),
  'PUT /api/v1/lab-orders/settings': rolesOnly(['dietitian', 'medical'], 400, { body: {} }),
  'GET /api/v1/me/lab-preferences': rolesOnly(['dietitian', 'medical', 'lab', 'patient']),
  'PUT /api/v1/me/lab-preferences': rolesOnly(['dietitian', 'medical', 'lab', 'patient'], 400, { body: {} }),
  'GET /api/v1/me/consultations': rolesOnly(['patient']),
  'GET /api/v1/me/consultations/{id}': rolesOnly(['patient'], 404, {
    path: '/api/v1/me/consultations/{uuid}',
  }),
  // a practice administrator's trail; the admin caller is a platform administrator (403)
  'GET /api/v1/admin/audit-trail': rolesOnly(['admin'], 200, {
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'GET /api/v1/admin/audit-trail/export.csv': rolesOnly(['admin'], 200, {
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  // The calendar (modules/appointments/record.ts): who sees and changes an appointment is decided per row
  'GET /api/v1/calendar': signedIn(200, {
    path: '/api/v1/calendar?as=patient&from=2026-03-01T00:00:00Z&to=2026-03-08T00:00:00Z',
  }),
  'GET /api/v1/calendar/care-team': rolesOnly(['patient']),
  'GET /api/v1/calendar/providers/{id}/slots': rolesOnly(['patient'], 404, {
    path: '/api/v1/calendar/providers/{uuid}/slots?serviceId=x',
  }),
  // the practice's settings; the admin caller is a platform administrator (403)
  'GET /api/v1/calendar/settings': patients(200),
  'PUT /api/v1/calendar/settings': rolesOnly(['admin'], 403, { body: { reminderLeadMinutes: 1440 } }),
  'GET /api/v1/calendar/feed': signedIn(200),
  'PUT /api/v1/calendar/feed': signedIn(200, { body: { detail: 'private' } }),
  // runs before the PUT above (operations are called in sorted order): no feed to regenerate yet
  'POST /api/v1/calendar/feed/regenerate': signedIn(404),
  'DELETE /api/v1/calendar/feed': signedIn(200),
  'GET /api/v1/calendar-feeds/{token}': open(404, { path: `/api/v1/calendar-feeds/${'x'.repeat(43)}.ics` }),
  'POST /api/v1/appointments': rolesOnly(
    ['patient', 'admin', 'staff', 'dietitian', 'medical', 'fitness', 'lab'],
    400,
    {
      body: {},
    },
  ),
  'GET /api/v1/appointments/{id}': signedIn(404, { path: '/api/v1/appointments/{uuid}' }),
  'PATCH /api/v1/appointments/{id}': signedIn(404, { path: '/api/v1/appointments/{uuid}', body: {} }),
  'POST /api/v1/appointments/{id}/cancel': signedIn(404, {
    path: '/api/v1/appointments/{uuid}/cancel',
    body: {},
  }),
  'POST /api/v1/appointments/{id}/check-in': signedIn(404, { path: '/api/v1/appointments/{uuid}/check-in' }),
  'POST /api/v1/appointments/{id}/remind': signedIn(404, { path: '/api/v1/appointments/{uuid}/remind' }),
  'DELETE /api/v1/appointments/{id}/check-in': signedIn(404, {
    path: '/api/v1/appointments/{uuid}/check-in',
  }),
  'GET /api/v1/patients/{id}/appointments': patients(404, { path: '/api/v1/patients/{uuid}/appointments' }),
  // Messages (modules/messages/scope.ts): only participants read a conversation
  'GET /api/v1/conversations': signedIn(200),
  'POST /api/v1/conversations': signedIn(400, { body: {} }),
  'GET /api/v1/conversations/unread': signedIn(200),
  'GET /api/v1/conversations/contacts': signedIn(200),
  'GET /api/v1/conversations/{id}': signedIn(404, { path: '/api/v1/conversations/{uuid}' }),
  'GET /api/v1/conversations/{id}/messages': signedIn(404, { path: '/api/v1/conversations/{uuid}/messages' }),
  'POST /api/v1/conversations/{id}/messages': signedIn(404, {
    path: '/api/v1/conversations/{uuid}/messages',
    body: { text: 'Hello' },
  }),
  'POST /api/v1/conversations/{id}/read': signedIn(404, { path: '/api/v1/conversations/{uuid}/read' }),
  'GET /api/v1/conversations/{id}/attachments/{attachmentId}': signedIn(404, {
    path: '/api/v1/conversations/{uuid}/attachments/{uuid}',
  }),
  // Notifications: each user's own
  'GET /api/v1/notifications': signedIn(200),
  'POST /api/v1/notifications/{id}/read': signedIn(404, { path: '/api/v1/notifications/{uuid}/read' }),
  'POST /api/v1/notifications/read-all': signedIn(200),
  'GET /api/v1/notifications/preferences': signedIn(200),
  'PUT /api/v1/notifications/preferences': signedIn(200, { body: { email: { 'message.new': true } } }),
  // the event stream (its status and headers: the harness does not wait for a stream to end)
  'GET /api/v1/events': signedIn(200),
  // Billing (modules/billing, claims, subscriptions): invoices are reached through the patients'
  // scope (the admin caller is a platform administrator: 403); claims on the practice side for staff,
  // administrators, dietitians and medical professionals; the insurer's side for its organization.
  'GET /api/v1/analytics/practice': patients(200),
  'GET /api/v1/analytics/outcomes': patients(200),
  'GET /api/v1/analytics/list': patients(200, { path: '/api/v1/analytics/list?figure=appointments.booked' }),
  'GET /api/v1/analytics/options': patients(200),
  'GET /api/v1/analytics/settings': patients(200),
  'GET /api/v1/reports': patients(200, { path: '/api/v1/reports?kind=appointments' }),
  // reports built in the background (ADR 0047): the caller's own runs only
  'POST /api/v1/reports/runs': patients(400, { body: {}, expect: { admin: 400 } as Record<Caller, number> }),
  'GET /api/v1/reports/runs': patients(200),
  'GET /api/v1/reports/runs/{id}/file': patients(404, { path: '/api/v1/reports/runs/{uuid}/file' }),
  'PUT /api/v1/analytics/settings': patients(400, {
    body: {},
    expect: { admin: 400 } as Record<Caller, number>,
  }),
  'GET /api/v1/invoices': patients(200),
  'POST /api/v1/invoices': patients(400, { body: {}, expect: { admin: 400 } as Record<Caller, number> }),
  'GET /api/v1/invoices/summary': patients(200),
  'GET /api/v1/invoices/billable': patients(404, { path: '/api/v1/invoices/billable?patientId={uuid}' }),
  'GET /api/v1/invoices/{id}': patients(404, { path: '/api/v1/invoices/{uuid}' }),
  'PUT /api/v1/invoices/{id}': patients(400, {
    path: '/api/v1/invoices/{uuid}',
    body: {},
    expect: { admin: 400 } as Record<Caller, number>,
  }),
  'DELETE /api/v1/invoices/{id}': patients(404, { path: '/api/v1/invoices/{uuid}' }),
  'POST /api/v1/invoices/{id}/send': patients(404, { path: '/api/v1/invoices/{uuid}/send' }),
  'POST /api/v1/invoices/{id}/payments': patients(404, {
    path: '/api/v1/invoices/{uuid}/payments',
    body: { amountMinor: 100, method: 'cash', paidOn: '2026-01-02' },
  }),
  'POST /api/v1/invoices/{id}/duplicate': patients(404, { path: '/api/v1/invoices/{uuid}/duplicate' }),
  'POST /api/v1/invoices/{id}/cancel': patients(404, {
    path: '/api/v1/invoices/{uuid}/cancel',
    body: { reason: 'Wrong patient' },
  }),
  'POST /api/v1/invoices/{id}/credit-notes': patients(404, {
    path: '/api/v1/invoices/{uuid}/credit-notes',
    body: { reason: 'Refund' },
  }),
  'GET /api/v1/invoices/{id}/pdf': patients(404, { path: '/api/v1/invoices/{uuid}/pdf' }),
  'GET /api/v1/session-packages': patients(200),
  'POST /api/v1/patients/{id}/session-packages': patients(404, {
    path: '/api/v1/patients/{uuid}/session-packages',
    body: { name: '10 personal training sessions', sessions: 10, priceMinor: 50000 },
  }),
  'GET /api/v1/me/invoices': signedIn(200),
  'GET /api/v1/me/invoices/{id}': signedIn(404, { path: '/api/v1/me/invoices/{uuid}' }),
  'GET /api/v1/me/invoices/{id}/pdf': signedIn(404, { path: '/api/v1/me/invoices/{uuid}/pdf' }),
  'GET /api/v1/me/session-packages': signedIn(200),
  'GET /api/v1/organizations/{id}/billing-profile': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/billing-profile',
  }),
  'PUT /api/v1/organizations/{id}/billing-profile': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/billing-profile',
    body: {},
  }),
  'PUT /api/v1/organizations/{id}/billing-profile/logo': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/billing-profile/logo',
  }),
  'DELETE /api/v1/organizations/{id}/billing-profile/logo': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/billing-profile/logo',
  }),
  'GET /api/v1/organizations/{id}/billing-profile/logo': signedIn(404, {
    path: '/api/v1/organizations/{uuid}/billing-profile/logo',
  }),
  'GET /api/v1/claims': claimsPractice(200),
  'GET /api/v1/claims/payers': claimsPractice(200),
  'POST /api/v1/claims': claimsPractice(400, { body: {}, expect: { admin: 400 } as Record<Caller, number> }),
  'GET /api/v1/claims/{id}': claimsPractice(404, { path: '/api/v1/claims/{uuid}' }),
  'PUT /api/v1/claims/{id}': claimsPractice(400, {
    path: '/api/v1/claims/{uuid}',
    body: {},
    expect: { admin: 400 } as Record<Caller, number>,
  }),
  'POST /api/v1/claims/{id}/submit': claimsPractice(404, { path: '/api/v1/claims/{uuid}/submit' }),
  'POST /api/v1/claims/{id}/appeal': claimsPractice(404, {
    path: '/api/v1/claims/{uuid}/appeal',
    body: { reason: 'Medically necessary' },
  }),
  'GET /api/v1/claims/{id}/837p': claimsPractice(404, { path: '/api/v1/claims/{uuid}/837p' }),
  'GET /api/v1/insurer/claims': rolesOnly(['insurance']),
  'GET /api/v1/insurer/claims/{id}': rolesOnly(['insurance'], 404, { path: '/api/v1/insurer/claims/{uuid}' }),
  'GET /api/v1/insurer/claims/{id}/837p': rolesOnly(['insurance'], 404, {
    path: '/api/v1/insurer/claims/{uuid}/837p',
  }),
  'POST /api/v1/insurer/claims/{id}/accept': rolesOnly(['insurance'], 404, {
    path: '/api/v1/insurer/claims/{uuid}/accept',
  }),
  'POST /api/v1/insurer/claims/{id}/reject': rolesOnly(['insurance'], 404, {
    path: '/api/v1/insurer/claims/{uuid}/reject',
    body: { reason: 'Unknown member' },
  }),
  'POST /api/v1/insurer/claims/{id}/adjudicate': rolesOnly(['insurance'], 404, {
    path: '/api/v1/insurer/claims/{uuid}/adjudicate',
    body: { lines: [{ lineId: '{uuid}', allowedMinor: 0 }] },
  }),
  'GET /api/v1/subscription': patients(200),
  'POST /api/v1/subscription/preview': patients(200, {
    body: { plan: 'professional', billingPeriod: 'annual' },
  }),
  // every caller is a plain member: only an owner or a practice administrator changes the plan
  'PUT /api/v1/subscription': patients(403, { body: { plan: 'professional', billingPeriod: 'annual' } }),
  // Privacy centre (modules/privacy, ADR 0033): the patient's own routes; access requests from
  // professionals, laboratories and insurers; the practice's inbox (the admin caller is a platform
  // administrator, who handles no practice's patients: 403).
  'GET /api/v1/me/privacy': rolesOnly(['patient']),
  'GET /api/v1/me/privacy/care-team': rolesOnly(['patient']),
  'PUT /api/v1/me/privacy/care-team/visibility': rolesOnly(['patient'], 404, {
    body: { patientId: '{uuid}', userId: 'someone', categories: ['demographics'] },
  }),
  'POST /api/v1/me/privacy/care-team/removal-requests': rolesOnly(['patient'], 404, {
    body: { patientId: '{uuid}', userId: 'someone' },
  }),
  'GET /api/v1/me/privacy/consents': rolesOnly(['patient']),
  'GET /api/v1/me/privacy/recipients': rolesOnly(['patient']),
  'POST /api/v1/me/privacy/consents': rolesOnly(['patient'], 400, { body: {} }),
  'PUT /api/v1/me/privacy/consents/{id}': rolesOnly(['patient'], 404, {
    path: '/api/v1/me/privacy/consents/{uuid}',
    body: { categories: ['labs'] },
  }),
  'POST /api/v1/me/privacy/consents/{id}/revoke': rolesOnly(['patient'], 404, {
    path: '/api/v1/me/privacy/consents/{uuid}/revoke',
  }),
  'GET /api/v1/me/privacy/consents/{id}/fhir': rolesOnly(['patient'], 404, {
    path: '/api/v1/me/privacy/consents/{uuid}/fhir',
  }),
  'GET /api/v1/me/privacy/access-requests': rolesOnly(['patient']),
  'POST /api/v1/me/privacy/access-requests/{id}/decide': rolesOnly(['patient'], 404, {
    path: '/api/v1/me/privacy/access-requests/{uuid}/decide',
    body: { decision: 'deny' },
  }),
  'GET /api/v1/me/privacy/access-log': rolesOnly(['patient']),
  'GET /api/v1/me/privacy/access-log.csv': rolesOnly(['patient']),
  'GET /api/v1/me/privacy/access-log.fhir': rolesOnly(['patient']),
  'POST /api/v1/me/privacy/exports': rolesOnly(['patient'], 202),
  'GET /api/v1/me/privacy/exports/{id}/download': rolesOnly(['patient'], 404, {
    path: '/api/v1/me/privacy/exports/{uuid}/download',
  }),
  'POST /api/v1/me/privacy/erasure-requests': rolesOnly(['patient'], 404, {
    body: { patientId: '{uuid}', kind: 'erasure' },
  }),
  'POST /api/v1/access-requests': rolesOnly(['dietitian', 'medical', 'fitness', 'lab', 'insurance'], 400, {
    body: {},
  }),
  'GET /api/v1/access-requests': rolesOnly(['dietitian', 'medical', 'fitness', 'lab', 'insurance']),
  'GET /api/v1/shared-patients': rolesOnly(['dietitian', 'medical', 'fitness', 'lab', 'insurance']),
  'POST /api/v1/emergency-access': rolesOnly(['dietitian', 'medical', 'fitness'], 400, { body: {} }),
  'GET /api/v1/emergency-access': rolesOnly(['dietitian', 'medical', 'fitness']),
  'GET /api/v1/privacy-requests': rolesOnly(['admin', 'staff'], 200, {
    expect: { admin: 403 } as Record<Caller, number>,
  }),
  'POST /api/v1/privacy-requests/{id}/resolve': rolesOnly(['admin', 'staff'], 404, {
    path: '/api/v1/privacy-requests/{uuid}/resolve',
    body: { outcome: 'declined', note: 'Nothing to do' },
    expect: { admin: 403 } as Record<Caller, number>,
  }),
};

/**
 * Who calls, in the cross-organization check: `otherAdmin` = the admin of the second practice,
 * `otherOrg` = its dietitian (with a published provider profile there).
 */
export type CrossOrgCaller = 'otherAdmin' | 'otherOrg' | 'otherInsurer' | 'otherLab';

/**
 * Placeholders, replaced by rows of the FIRST (home) practice in `path`, and of the second in `own`:
 * `{member}` a member user, `{org}` the organization, `{profile}` a provider profile,
 * `{appointment}` an appointment booked with that profile, `{patient}` the patient record of that
 * booking (its provider is on its care team), `{uuid}` a random UUID; the consultation rows of
 * `consultationRows` (modules/consultations/test-fixtures.ts): `{consultation}`, `{recording}`,
 * `{insight}`, `{vitalsEntry}`, `{anthroEntry}`.
 * booking (its provider is on its care team), `{conversation}` a conversation of the provider with
 * the member, `{notification}` the provider's notification of that booking, `{uuid}` a random UUID.
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
/**
 * A row of the provider of each practice (their appointment, conversation, notification): the other
 * practice's provider gets 404 for the first one's, `own` on theirs.
 */
const PROVIDER_ROW = PATIENT_ROUTE;
/** The insurer's side: a caller of a second insurer organization gets 404 for a claim addressed to the first. */
const INSURER_ROUTE = (path: string, ownStatus: number, body?: unknown): CrossOrgCase => ({
  as: 'otherInsurer',
  path,
  expect: 404,
  ...(body !== undefined ? { body } : {}),
  own: { status: ownStatus },
});
/** The laboratory's side: a caller of a second laboratory gets 404 for an order addressed to the first. */
const LAB_ROUTE = (path: string, ownStatus: number, body?: unknown): CrossOrgCase => ({
  as: 'otherLab',
  path,
  expect: 404,
  ...(body !== undefined ? { body } : {}),
  own: { status: ownStatus },
});
/** A whole claim as `PUT /api/v1/claims/{id}` saves it (version 1, as created), to `{insurer}`. */
export const CLAIM_BODY = {
  version: 1,
  payerOrganizationId: '{insurer}',
  memberId: 'XJH123456789',
  subscriber: {
    relationship: 'self',
    firstName: 'Pat',
    lastName: 'Example',
    dateOfBirth: '1985-04-12',
    gender: 'F',
  },
  address: { line1: '5 Main Street', city: 'Springfield', state: 'IL', postalCode: '62704' },
  diagnosisCodes: ['Z71.3'],
  placeOfService: '11',
  renderingProvider: { npi: '1234567893', firstName: 'Maya', lastName: 'Chen' },
  lines: [
    {
      serviceDate: '2026-01-05',
      procedureCode: '97802',
      units: 2,
      chargeMinor: 12000,
      diagnosisPointers: [1],
    },
  ],
};
const PLATFORM_ONLY = (path: string, body?: unknown): CrossOrgCase => ({
  as: 'otherAdmin',
  path,
  expect: 403,
  ...(body !== undefined ? { body } : {}),
});

/** A whole diet plan (version 1, as created): what `PUT /api/v1/diet-plans/{id}` saves. */
export const DIET_PLAN_BODY = {
  name: 'Cross-organization plan',
  startDate: '2026-01-05',
  endDate: '2026-02-01',
  menuDays: 7,
  targets: {
    calories: { target: 2000, min: 1900, max: 2100 },
    protein: { target: 100, min: 90, max: 110 },
    carbs: { target: 250, min: 225, max: 275 },
    fat: { target: 67, min: 60, max: 73 },
    fiber: { target: 28, min: 28, max: 56 },
  },
  version: 1,
};

/** A whole routine over `{exercise}` (what `PUT /api/v1/routines/{id}` saves with its version). */
export const ROUTINE_BODY = {
  name: 'Cross-organization routine',
  goal: '',
  days: [
    {
      name: 'Day A',
      exercises: [
        {
          exerciseId: '{exercise}',
          notes: '',
          superset: null,
          sets: [{ reps: 8, seconds: null, loadKg: 40, restSeconds: 90, rir: 2 }],
        },
      ],
    },
  ],
  progression: { kind: 'none', loadStepKg: 2.5, repsStep: 1 },
};

/** A practice's own protocol template, English only (what `POST /api/v1/knowledge/articles` adds). */
export const KNOWLEDGE_ARTICLE_BODY = {
  kind: 'protocol',
  category: 'practice',
  tags: ['intake'],
  en: {
    title: 'First visit checklist',
    summary: 'What we record at a first visit.',
    body: 'Weight, height, waist, usual intake, medication and one agreed goal.',
  },
  es: null,
  sources: [],
};

export const CROSS_ORG: Record<string, CrossOrgCase> = {
  // integrations (ADR 0049): another practice's administrator never reaches the first one's subscription
  'PUT /api/v1/admin/webhooks/{id}': {
    as: 'otherAdmin',
    path: '/api/v1/admin/webhooks/{webhook}',
    body: { url: 'http://127.0.0.1:9/other', events: ['invoice.paid'] },
    expect: 404,
    own: { status: 200 },
  },
  'GET /api/v1/admin/webhooks/{id}/deliveries': MEMBER_ROUTE('/api/v1/admin/webhooks/{webhook}/deliveries'),
  'POST /api/v1/admin/webhooks/{id}/ping': MEMBER_ROUTE('/api/v1/admin/webhooks/{webhook}/ping', 202),
  // last: its `own` call removes the second organization's subscription
  'DELETE /api/v1/admin/webhooks/{id}': MEMBER_ROUTE('/api/v1/admin/webhooks/{webhook}', 204),
  'POST /api/v1/admin/integrations/{kind}/test': {
    public:
      'the path names a connection kind (one of six), not a row; the test acts in the caller’s organization',
  },
  'GET /api/v1/branding/{id}/logo': { as: 'otherAdmin', path: '/api/v1/branding/{org}/logo', expect: 404 },
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
  // health tips: a practice's own tip is NOT_FOUND to another practice's administrator (checked on a real
  // row in modules/wellness/tip-admin.int.test.ts; the shared fixtures here hold no tip)
  'PATCH /api/v1/admin/health-tips/{id}': {
    as: 'otherAdmin',
    path: '/api/v1/admin/health-tips/{uuid}',
    body: { active: false },
    expect: 404,
  },
  'PUT /api/v1/admin/health-tips/{id}/hidden': {
    as: 'otherAdmin',
    path: '/api/v1/admin/health-tips/{uuid}/hidden',
    body: { hidden: true },
    expect: 404,
  },
  // the date names a day of the caller's OWN steps (their linked records): another organization's
  // rows are never addressed; a caller with no patient record gets 403
  'DELETE /api/v1/me/wellness/activity/{date}': {
    as: 'otherOrg',
    path: '/api/v1/me/wellness/activity/2026-01-01',
    expect: 403,
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
  'GET /api/v1/patients/{id}/consents': PATIENT_ROUTE('/api/v1/patients/{patient}/consents', 200),
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
  // Diet plans (`{dietPlan}`: a draft plan of each practice's `{patient}`), in an order that keeps
  // the own plan usable: edited, shared, copied and printed, then archived and deleted.
  'GET /api/v1/diet-plans/{id}': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}', 200),
  'PUT /api/v1/diet-plans/{id}': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}', 200, DIET_PLAN_BODY),
  'POST /api/v1/diet-plans/{id}/share': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}/share', 200),
  'DELETE /api/v1/diet-plans/{id}/share': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}/share', 200),
  'POST /api/v1/diet-plans/{id}/duplicate': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}/duplicate', 201, {
    patientId: '{patient}',
  }),
  'GET /api/v1/diet-plans/{id}/pdf': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}/pdf', 200),
  'GET /api/v1/diet-plans/{id}/adherence': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}/adherence', 200),
  'POST /api/v1/diet-plans/{id}/transition': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}/transition', 200, {
    to: 'archived',
  }),
  'DELETE /api/v1/diet-plans/{id}': PATIENT_ROUTE('/api/v1/diet-plans/{dietPlan}', 204),
  // Fitness: `{routine}` is a client routine of each practice's `{patient}` over `{exercise}`;
  // `{ownExercise}` an exercise of the practice's own with an image
  'POST /api/v1/exercises/{id}/image': PATIENT_ROUTE('/api/v1/exercises/{ownExercise}/image', 400),
  'GET /api/v1/exercises/{id}/image': PATIENT_ROUTE('/api/v1/exercises/{ownExercise}/image', 200),
  'GET /api/v1/routines/{id}': PATIENT_ROUTE('/api/v1/routines/{routine}', 200),
  'PUT /api/v1/routines/{id}': PATIENT_ROUTE('/api/v1/routines/{routine}', 200, {
    ...ROUTINE_BODY,
    version: 1,
  }),
  'GET /api/v1/routines/{id}/pdf': PATIENT_ROUTE('/api/v1/routines/{routine}/pdf', 200),
  'POST /api/v1/routines/{id}/assign': PATIENT_ROUTE('/api/v1/routines/{routine}/assign', 201, {
    patientId: '{patient}',
    startDate: '2026-02-02',
  }),
  // a practice's own knowledge-base article: another practice's dietitian gets 404 (delete last: it removes the row)
  'GET /api/v1/knowledge/articles/{id}': PATIENT_ROUTE('/api/v1/knowledge/articles/{kbArticle}', 200),
  'PUT /api/v1/knowledge/articles/{id}': PATIENT_ROUTE('/api/v1/knowledge/articles/{kbArticle}', 200, {
    ...KNOWLEDGE_ARTICLE_BODY,
    version: 1,
  }),
  'DELETE /api/v1/knowledge/articles/{id}': PATIENT_ROUTE('/api/v1/knowledge/articles/{kbArticle}', 204),
  // the patient's own routines: a professional of another practice is not that patient
  'POST /api/v1/me/routines/{id}/sessions': {
    as: 'otherOrg',
    path: '/api/v1/me/routines/{routine}/sessions',
    body: {
      dayIndex: 0,
      performedOn: '2026-01-06',
      sets: [{ exerciseIndex: 0, setIndex: 0, done: true, reps: 8, seconds: null, loadKg: 40 }],
    },
    expect: 404,
  },
  'GET /api/v1/patients/{id}/bia': PATIENT_ROUTE('/api/v1/patients/{patient}/bia', 200),
  'POST /api/v1/patients/{id}/bia': PATIENT_ROUTE('/api/v1/patients/{patient}/bia', 201, {
    measuredAt: '2026-01-05T10:00:00Z',
    sex: 'F',
    heightCm: 165,
    weightKg: 62,
    ageYears: 41,
    resistanceOhm: 560,
    reactanceOhm: 60,
  }),
  'GET /api/v1/patients/{id}/activities': PATIENT_ROUTE('/api/v1/patients/{patient}/activities', 200),
  'POST /api/v1/patients/{id}/activities': PATIENT_ROUTE('/api/v1/patients/{patient}/activities', 201, {
    performedOn: '2026-01-05',
    code: '17200',
    minutes: 40,
  }),
  'PUT /api/v1/patients/{id}/heart-rate': PATIENT_ROUTE('/api/v1/patients/{patient}/heart-rate', 200, {
    restingHr: 60,
    maxHr: 180,
  }),
  // own: not a multipart upload (400) once the client is found
  'POST /api/v1/patients/{id}/activities/import': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/activities/import',
    400,
  ),
  'POST /api/v1/patients/{id}/bia/import': PATIENT_ROUTE('/api/v1/patients/{patient}/bia/import', 400),
  // the patient's own shared plans: a professional of another practice is not that patient
  'GET /api/v1/me/diet-plans/{id}/pdf': {
    as: 'otherOrg',
    path: '/api/v1/me/diet-plans/{dietPlan}/pdf',
    expect: 404,
  },
  'GET /api/v1/me/diet-plans/{id}/meals': {
    as: 'otherOrg',
    path: '/api/v1/me/diet-plans/{dietPlan}/meals',
    expect: 404,
  },
  'PUT /api/v1/me/diet-plans/{id}/meals': {
    as: 'otherOrg',
    path: '/api/v1/me/diet-plans/{dietPlan}/meals',
    body: { day: '2026-01-01', slot: 'lunch', status: 'eaten' },
    expect: 404,
  },
  // Consultations: `{consultation}` is a draft with a recording (transcript), generated insights;
  // `{vitalsEntry}`/`{anthroEntry}` standalone entries (modules/consultations/test-fixtures.ts)
  'GET /api/v1/consultations/{id}': PATIENT_ROUTE('/api/v1/consultations/{consultation}', 200),
  'PATCH /api/v1/consultations/{id}': PATIENT_ROUTE('/api/v1/consultations/{consultation}', 200, {
    version: 1,
    plan: 'Seen across practices?',
  }),
  'GET /api/v1/consultations/{id}/recordings': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings',
    200,
  ),
  'POST /api/v1/consultations/{id}/recordings': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings?type=audio_only&platform=zoom&consent=true',
    400,
  ),
  'PATCH /api/v1/consultations/{id}/recordings/{recordingId}': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}',
    200,
    { retainedUntil: '2035-01-01' },
  ),
  'GET /api/v1/consultations/{id}/recordings/{recordingId}/media': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}/media',
    200,
  ),
  'GET /api/v1/consultations/{id}/recordings/{recordingId}/transcript': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}/transcript',
    200,
  ),
  'PUT /api/v1/consultations/{id}/recordings/{recordingId}/transcript': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}/transcript',
    200,
    { content: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n' },
  ),
  'POST /api/v1/consultations/{id}/recordings/{recordingId}/transcribe': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}/transcribe',
    409,
  ),
  'DELETE /api/v1/consultations/{id}/recordings/{recordingId}/transcript': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}/transcript',
    204,
  ),
  'GET /api/v1/consultations/{id}/insights': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/insights',
    200,
  ),
  'PATCH /api/v1/consultations/{id}/insights/{itemId}': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/insights/{insight}',
    200,
    { status: 'accepted' },
  ),
  'POST /api/v1/consultations/{id}/insights': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/insights',
    200,
  ),
  'DELETE /api/v1/consultations/{id}/recordings/{recordingId}': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/recordings/{recording}',
    200,
  ),
  'POST /api/v1/consultations/{id}/complete': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/complete',
    200,
    {
      version: 2,
    },
  ),
  'POST /api/v1/consultations/{id}/addenda': PATIENT_ROUTE(
    '/api/v1/consultations/{consultation}/addenda',
    201,
    {
      body: 'An addendum',
    },
  ),
  // completed by now: not a draft
  'DELETE /api/v1/consultations/{id}': PATIENT_ROUTE('/api/v1/consultations/{consultation}', 409),
  // patients only: a professional may not call it at all (a patient reads only their own: consultations.int.test.ts)
  'GET /api/v1/me/consultations/{id}': {
    as: 'otherOrg',
    path: '/api/v1/me/consultations/{consultation}',
    expect: 403,
  },
  'GET /api/v1/patients/{id}/vitals': PATIENT_ROUTE('/api/v1/patients/{patient}/vitals', 200),
  'POST /api/v1/patients/{id}/vitals': PATIENT_ROUTE('/api/v1/patients/{patient}/vitals', 201, {
    heartRate: 70,
  }),
  'PUT /api/v1/patients/{id}/vitals/{entryId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/vitals/{vitalsEntry}',
    200,
    {
      heartRate: 71,
    },
  ),
  'DELETE /api/v1/patients/{id}/vitals/{entryId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/vitals/{vitalsEntry}',
    204,
  ),
  'GET /api/v1/patients/{id}/anthropometrics': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/anthropometrics',
    200,
  ),
  'POST /api/v1/patients/{id}/anthropometrics': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/anthropometrics',
    201,
    {
      weightKg: 70,
    },
  ),
  'PUT /api/v1/patients/{id}/anthropometrics/{entryId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/anthropometrics/{anthroEntry}',
    200,
    { weightKg: 71 },
  ),
  'DELETE /api/v1/patients/{id}/anthropometrics/{entryId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/anthropometrics/{anthroEntry}',
    204,
  ),
  'GET /api/v1/patients/{id}/appointments': PATIENT_ROUTE('/api/v1/patients/{patient}/appointments', 200),
  // Referrals (modules/referrals/test-fixtures.ts `referralRows`): `{referral}` a draft of each practice's
  // patient to the other practice's dietitians; on its own, the caller is the sender (may not answer it: 403)
  'GET /api/v1/referrals/{id}': PATIENT_ROUTE('/api/v1/referrals/{referral}', 200),
  'GET /api/v1/referrals/{id}/fhir': PATIENT_ROUTE('/api/v1/referrals/{referral}/fhir', 200),
  'POST /api/v1/referrals/{id}/send': PATIENT_ROUTE('/api/v1/referrals/{referral}/send', 200),
  'POST /api/v1/referrals/{id}/reply': PATIENT_ROUTE('/api/v1/referrals/{referral}/reply', 200, {
    note: 'More',
  }),
  'POST /api/v1/referrals/{id}/accept': PATIENT_ROUTE('/api/v1/referrals/{referral}/accept', 403),
  'POST /api/v1/referrals/{id}/decline': PATIENT_ROUTE('/api/v1/referrals/{referral}/decline', 403, {
    reason: 'No',
  }),
  'POST /api/v1/referrals/{id}/request-info': PATIENT_ROUTE(
    '/api/v1/referrals/{referral}/request-info',
    403,
    { note: 'More?' },
  ),
  'POST /api/v1/referrals/{id}/schedule': PATIENT_ROUTE('/api/v1/referrals/{referral}/schedule', 403, {
    serviceName: 'Assessment',
    durationMinutes: 30,
    start: '2099-01-05T10:00:00.000Z',
  }),
  'POST /api/v1/referrals/{id}/complete': PATIENT_ROUTE('/api/v1/referrals/{referral}/complete', 403, {
    report: 'Done',
  }),
  'POST /api/v1/referrals/{id}/cancel': PATIENT_ROUTE('/api/v1/referrals/{referral}/cancel', 200),
  'GET /api/v1/patients/{id}/wellness': PATIENT_ROUTE('/api/v1/patients/{patient}/wellness', 200),
  'POST /api/v1/patients/{id}/wellness/assignments': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/wellness/assignments',
    201,
    { target: 'mood', frequency: 'daily' },
  ),
  'DELETE /api/v1/patients/{id}/wellness/assignments/{assignmentId}': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/wellness/assignments/{uuid}',
    404,
  ),
  'GET /api/v1/appointments/{id}': PROVIDER_ROW('/api/v1/appointments/{appointment}', 200),
  'PATCH /api/v1/appointments/{id}': PROVIDER_ROW('/api/v1/appointments/{appointment}', 200, {
    notes: 'Bring the food diary',
  }),
  // taking back an arrival never marked changes nothing (marking one: calendar.int.test.ts)
  'DELETE /api/v1/appointments/{id}/check-in': PROVIDER_ROW(
    '/api/v1/appointments/{appointment}/check-in',
    200,
  ),
  'POST /api/v1/appointments/{id}/remind': {
    as: 'otherOrg',
    path: '/api/v1/appointments/{appointment}/remind',
    expect: 404,
  },
  'POST /api/v1/appointments/{id}/check-in': {
    as: 'otherOrg',
    path: '/api/v1/appointments/{appointment}/check-in',
    expect: 404,
  },
  // no `own` call: cancelling the other practice's fixture would take it from the checks after this one
  // (cancelling one's own appointment: modules/appointments/calendar.int.test.ts)
  'POST /api/v1/appointments/{id}/cancel': {
    as: 'otherOrg',
    path: '/api/v1/appointments/{appointment}/cancel',
    body: {},
    expect: 404,
  },
  // a patient's route: a professional of any organization may not use it
  'GET /api/v1/calendar/providers/{id}/slots': {
    as: 'otherOrg',
    path: '/api/v1/calendar/providers/{member}/slots?serviceId=x',
    expect: 403,
  },
  'GET /api/v1/conversations/{id}': PROVIDER_ROW('/api/v1/conversations/{conversation}', 200),
  'GET /api/v1/conversations/{id}/messages': PROVIDER_ROW(
    '/api/v1/conversations/{conversation}/messages',
    200,
  ),
  'POST /api/v1/conversations/{id}/messages': PROVIDER_ROW(
    '/api/v1/conversations/{conversation}/messages',
    201,
    { text: 'Hello' },
  ),
  'POST /api/v1/conversations/{id}/read': PROVIDER_ROW('/api/v1/conversations/{conversation}/read', 200),
  'GET /api/v1/conversations/{id}/attachments/{attachmentId}': PROVIDER_ROW(
    '/api/v1/conversations/{conversation}/attachments/{uuid}',
    404,
  ),
  'POST /api/v1/notifications/{id}/read': PROVIDER_ROW('/api/v1/notifications/{notification}/read', 200),
  // the front desk's billing of a visit: the other practice's administrator gets 404 for the first's
  // visit; their own (booked, not arrived) reads, and cannot be invoiced yet (409 VISIT_NOT_BILLABLE)
  'GET /api/v1/front-desk/visits/{id}/billing': MEMBER_ROUTE(
    '/api/v1/front-desk/visits/{appointment}/billing',
  ),
  'POST /api/v1/front-desk/visits/{id}/invoice': MEMBER_ROUTE(
    '/api/v1/front-desk/visits/{appointment}/invoice',
    409,
  ),
  'POST /api/v1/front-desk/visits/{id}/payments': {
    as: 'otherAdmin',
    path: '/api/v1/front-desk/visits/{appointment}/payments',
    body: { amountMinor: 100, method: 'cash', paidOn: '2026-01-02' },
    expect: 404,
    own: { status: 409 },
  },
  // Billing (modules/billing/test-fixtures.ts `billingRows`): `{invoice}` a sent invoice, `{draftInvoice}`
  // a draft, `{claim}` a draft claim of the sent one to the practice's own insurer `{insurer}`
  // (line `{claimLine}`); in an order that keeps the own rows usable.
  'GET /api/v1/invoices/{id}': PATIENT_ROUTE('/api/v1/invoices/{invoice}', 200),
  'PUT /api/v1/invoices/{id}': PATIENT_ROUTE('/api/v1/invoices/{draftInvoice}', 200, {
    version: 1,
    lines: [{ source: 'custom', description: 'Follow-up', quantity: 1, unitPriceMinor: 9000 }],
  }),
  'GET /api/v1/invoices/{id}/pdf': PATIENT_ROUTE('/api/v1/invoices/{invoice}/pdf', 200),
  'POST /api/v1/invoices/{id}/send': PATIENT_ROUTE('/api/v1/invoices/{invoice}/send', 200),
  // the other practice's dietitian reaches its own client; it has no fitness professional to sell for (400)
  'POST /api/v1/patients/{id}/session-packages': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/session-packages',
    400,
    {
      name: '10 personal training sessions',
      sessions: 10,
      priceMinor: 50000,
    },
  ),
  'POST /api/v1/invoices/{id}/payments': PATIENT_ROUTE('/api/v1/invoices/{invoice}/payments', 200, {
    amountMinor: 100,
    method: 'cash',
    paidOn: '2026-01-02',
  }),
  'POST /api/v1/invoices/{id}/duplicate': PATIENT_ROUTE('/api/v1/invoices/{invoice}/duplicate', 201),
  'POST /api/v1/invoices/{id}/credit-notes': PATIENT_ROUTE('/api/v1/invoices/{invoice}/credit-notes', 201, {
    reason: 'Goodwill',
    lines: [{ lineId: '{invoiceLine}', quantity: 0.5 }],
  }),
  'POST /api/v1/invoices/{id}/cancel': PATIENT_ROUTE('/api/v1/invoices/{draftInvoice}/cancel', 200, {
    reason: 'Entered twice',
  }),
  // cancelled by now: no longer a draft
  'DELETE /api/v1/invoices/{id}': PATIENT_ROUTE('/api/v1/invoices/{draftInvoice}', 409),
  // the patient's own invoices: a professional of another practice is not that patient
  'GET /api/v1/me/invoices/{id}': { as: 'otherOrg', path: '/api/v1/me/invoices/{invoice}', expect: 404 },
  'GET /api/v1/me/invoices/{id}/pdf': {
    as: 'otherOrg',
    path: '/api/v1/me/invoices/{invoice}/pdf',
    expect: 404,
  },
  'GET /api/v1/organizations/{id}/billing-profile': MEMBER_ROUTE(
    '/api/v1/organizations/{org}/billing-profile',
  ),
  'PUT /api/v1/organizations/{id}/billing-profile': {
    as: 'otherAdmin',
    path: '/api/v1/organizations/{org}/billing-profile',
    // the whole details (a PUT replaces them): still complete for the claim submitted below
    body: {
      legalName: 'Other Practice LLC',
      addressLine1: '1 Harbor Way',
      city: 'Portland',
      region: 'ME',
      postalCode: '04101',
      taxId: '98-7654321',
      npi: '1245319599',
    },
    expect: 404,
    own: { status: 200 },
  },
  // a JSON body is not an image: the own practice's administrator gets 415 (the access check comes first)
  'PUT /api/v1/organizations/{id}/billing-profile/logo': MEMBER_ROUTE(
    '/api/v1/organizations/{org}/billing-profile/logo',
    415,
  ),
  'GET /api/v1/organizations/{id}/billing-profile/logo': MEMBER_ROUTE(
    '/api/v1/organizations/{org}/billing-profile/logo',
    404,
  ),
  'DELETE /api/v1/organizations/{id}/billing-profile/logo': MEMBER_ROUTE(
    '/api/v1/organizations/{org}/billing-profile/logo',
  ),
  'GET /api/v1/claims/{id}': PATIENT_ROUTE('/api/v1/claims/{claim}', 200),
  'PUT /api/v1/claims/{id}': PATIENT_ROUTE('/api/v1/claims/{claim}', 200, CLAIM_BODY),
  'POST /api/v1/claims/{id}/submit': PATIENT_ROUTE('/api/v1/claims/{claim}/submit', 200),
  'GET /api/v1/claims/{id}/837p': PATIENT_ROUTE('/api/v1/claims/{claim}/837p', 200),
  // submitted, not denied: nothing to appeal
  'POST /api/v1/claims/{id}/appeal': PATIENT_ROUTE('/api/v1/claims/{claim}/appeal', 409, { reason: 'x' }),
  // the insurer's side: a SECOND insurer gets 404 for a claim addressed to the first; its own works
  'GET /api/v1/insurer/claims/{id}': INSURER_ROUTE('/api/v1/insurer/claims/{claim}', 200),
  'GET /api/v1/insurer/claims/{id}/837p': INSURER_ROUTE('/api/v1/insurer/claims/{claim}/837p', 200),
  'POST /api/v1/insurer/claims/{id}/accept': INSURER_ROUTE('/api/v1/insurer/claims/{claim}/accept', 200),
  // accepted by now
  'POST /api/v1/insurer/claims/{id}/reject': INSURER_ROUTE('/api/v1/insurer/claims/{claim}/reject', 409, {
    reason: 'Unknown member',
  }),
  'POST /api/v1/insurer/claims/{id}/adjudicate': INSURER_ROUTE(
    '/api/v1/insurer/claims/{claim}/adjudicate',
    200,
    {
      lines: [{ lineId: '{claimLine}', allowedMinor: 10000, patientResponsibilityMinor: 2000 }],
    },
  ),
  // Labs (modules/labs/test-fixtures.ts `labRows`): `{labOrder}` a lipid panel of each practice's
  // patient addressed to that practice's laboratory. The practice's side: the other practice's
  // dietitian gets 404; the laboratory's side: a second laboratory gets 404 for the first one's order.
  'GET /api/v1/lab-orders/{id}': PATIENT_ROUTE('/api/v1/lab-orders/{labOrder}', 200),
  'GET /api/v1/lab-orders/{id}/requisition.pdf': PATIENT_ROUTE(
    '/api/v1/lab-orders/{labOrder}/requisition.pdf',
    200,
  ),
  // no document yet
  'GET /api/v1/lab-orders/{id}/document': PATIENT_ROUTE('/api/v1/lab-orders/{labOrder}/document', 404),
  // a JSON body is not a file: the own order answers 400 (the access check comes first)
  'PUT /api/v1/lab-orders/{id}/document': PATIENT_ROUTE('/api/v1/lab-orders/{labOrder}/document', 400),
  'POST /api/v1/lab-orders/{id}/acknowledge': PATIENT_ROUTE('/api/v1/lab-orders/{labOrder}/acknowledge', 200),
  // no results yet: nothing to review
  'POST /api/v1/lab-orders/{id}/review': PATIENT_ROUTE('/api/v1/lab-orders/{labOrder}/review', 409, {
    comment: 'x',
  }),
  'GET /api/v1/patients/{id}/lab-results': PATIENT_ROUTE('/api/v1/patients/{patient}/lab-results', 200),
  'GET /api/v1/patients/{id}/lab-results/fhir': PATIENT_ROUTE(
    '/api/v1/patients/{patient}/lab-results/fhir',
    200,
  ),
  'GET /api/v1/lab/orders/{id}': LAB_ROUTE('/api/v1/lab/orders/{labOrder}', 200),
  'GET /api/v1/lab/orders/{id}/requisition.pdf': LAB_ROUTE(
    '/api/v1/lab/orders/{labOrder}/requisition.pdf',
    200,
  ),
  'GET /api/v1/lab/orders/{id}/document': LAB_ROUTE('/api/v1/lab/orders/{labOrder}/document', 404),
  'PUT /api/v1/lab/orders/{id}/document': LAB_ROUTE('/api/v1/lab/orders/{labOrder}/document', 400),
  'POST /api/v1/lab/orders/{id}/receive': LAB_ROUTE('/api/v1/lab/orders/{labOrder}/receive', 200),
  'POST /api/v1/lab/orders/{id}/start': LAB_ROUTE('/api/v1/lab/orders/{labOrder}/start', 200),
  'POST /api/v1/lab/orders/{id}/results': LAB_ROUTE('/api/v1/lab/orders/{labOrder}/results', 200, {
    results: [{ loinc: '2093-3', value: 180, unit: 'mg/dL' }],
  }),
  // partial results by now: too late to cancel (both sides)
  'POST /api/v1/lab/orders/{id}/cancel': LAB_ROUTE('/api/v1/lab/orders/{labOrder}/cancel', 409, {
    reason: 'x',
  }),
  'POST /api/v1/lab-orders/{id}/cancel': PATIENT_ROUTE('/api/v1/lab-orders/{labOrder}/cancel', 409, {
    reason: 'x',
  }),
  // a held row of another laboratory is not found (the own laboratory has none with a random id either)
  'POST /api/v1/lab/results/held/{id}/resolve': LAB_ROUTE('/api/v1/lab/results/held/{uuid}/resolve', 404),
  // a practice's breach report and export are NOT_FOUND to another practice's administrator (checked
  // on real rows in modules/compliance/compliance.int.test.ts; the shared fixtures hold none)
  'PATCH /api/v1/admin/compliance/breaches/{id}': {
    as: 'otherAdmin',
    path: '/api/v1/admin/compliance/breaches/{uuid}',
    body: { status: 'closed' },
    expect: 404,
  },
  'GET /api/v1/admin/data/exports/{id}/download': {
    as: 'otherAdmin',
    path: '/api/v1/admin/data/exports/{uuid}/download',
    expect: 404,
  },
  // the installation's backups: platform administrators only
  'POST /api/v1/admin/backups/{id}/restore-test': PLATFORM_ONLY('/api/v1/admin/backups/{uuid}/restore-test'),
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
  'GET /api/v1/calendar-feeds/{token}': { public: 'answers only to the secret token of a personal feed' },
  'POST /api/v1/bookings/{id}/lookup': { public: 'answers only to the one-time token of the booking e-mail' },
  'POST /api/v1/bookings/{id}/confirm': {
    public: 'answers only to the one-time token of the booking e-mail',
  },
  'POST /api/v1/bookings/{id}/cancel': { public: 'answers only to the one-time token of the booking e-mail' },
  // Privacy centre: the patient's own routes (a professional of any organization may not call them:
  // a patient reaches only their own records and grants, privacy.int.test.ts); a practice's
  // privacy request is NOT_FOUND to another practice's administrator.
  'PUT /api/v1/me/privacy/consents/{id}': {
    as: 'otherOrg',
    path: '/api/v1/me/privacy/consents/{uuid}',
    body: { categories: ['labs'] },
    expect: 403,
  },
  'POST /api/v1/me/privacy/consents/{id}/revoke': {
    as: 'otherOrg',
    path: '/api/v1/me/privacy/consents/{uuid}/revoke',
    expect: 403,
  },
  'GET /api/v1/me/privacy/consents/{id}/fhir': {
    as: 'otherOrg',
    path: '/api/v1/me/privacy/consents/{uuid}/fhir',
    expect: 403,
  },
  'POST /api/v1/me/privacy/access-requests/{id}/decide': {
    as: 'otherOrg',
    path: '/api/v1/me/privacy/access-requests/{uuid}/decide',
    body: { decision: 'deny' },
    expect: 403,
  },
  'GET /api/v1/me/privacy/exports/{id}/download': {
    as: 'otherOrg',
    path: '/api/v1/me/privacy/exports/{uuid}/download',
    expect: 403,
  },
  // a report run is its requester's: another practice's dietitian (and anyone but the requester) gets 404
  'GET /api/v1/reports/runs/{id}/file': {
    as: 'otherOrg',
    path: '/api/v1/reports/runs/{uuid}/file',
    expect: 404,
  },
  'POST /api/v1/privacy-requests/{id}/resolve': {
    as: 'otherAdmin',
    path: '/api/v1/privacy-requests/{uuid}/resolve',
    body: { outcome: 'declined', note: 'Nothing to do' },
    expect: 404,
  },
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
