import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, isAppRoute } from '@verdant/shared/app-routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { i18n } from '../lib/i18n/index.ts';
import { HEADER_ENTRIES, NAV_ENTRIES, resolveEntries } from './navigation.ts';
import { PENDING_SCREENS } from './pending-screens.ts';
import { allowedRoles, canAccess } from './route-access.ts';
import { routePatterns, SCREEN_ROUTES } from './route-registry.ts';
import { APP_ROUTES, routes } from './router.tsx';

/** Every page the product promises, with sample ids. */
const PROMISED_PUBLIC = [
  '/',
  '/home',
  '/install',
  '/for-medical',
  '/for-fitness',
  '/for-dietitians',
  '/for-labs',
  '/for-insurance',
  '/blog',
  '/care',
  '/providers/dietitian/abc',
  '/book/abc',
  '/auth',
  '/auth/complete-signup',
  '/auth/callback',
  '/forgot-password',
  '/reset-password',
];
const PROMISED_SIGNED_IN = [
  '/admin/overview',
  '/admin/patients',
  '/admin/audit-trails',
  '/admin/subscriptions',
  '/admin/integrations',
  '/admin/data',
  '/admin/calendar',
  '/admin/messages',
  '/admin/demo-requests',
  '/admin/setup',
  '/admin/compliance',
  '/admin-dashboard',
  '/admin-messages',
  '/patient/dashboard',
  '/patient/care-team',
  '/patient/data-sharing',
  '/patient/access-requests',
  '/patient/consent-audit-log',
  '/patient/privacy',
  '/patient/consultations',
  '/patient/consultations/c1',
  '/patient/calendar',
  '/patient/settings',
  '/patient/fuel',
  '/patient/flow',
  '/patient/recharge',
  '/patient/recharge/apnea',
  '/patient/balance',
  '/patient/mindset',
  '/patient/messages',
  '/patient/bia-analysis',
  '/patient/labs',
  '/patient-dashboard',
  '/patient-messages',
  '/medical',
  '/medical/overview',
  '/medical/messages',
  '/medical/calendar',
  '/medical/patients',
  '/medical/consultations',
  '/medical/consultations/new',
  '/medical/consultations/c1',
  '/medical/consultations/c1/edit',
  '/medical/referrals',
  '/medical/settings',
  '/dietitian',
  '/dietitian/overview',
  '/dietitian/messages',
  '/dietitian/calendar',
  '/dietitian/patients',
  '/dietitian/patients/p1',
  '/dietitian/patients/p1/edit',
  '/dietitian/consultations',
  '/dietitian/consultations/new',
  '/dietitian/consultations/c1',
  '/dietitian/consultations/c1/edit',
  '/dietitian/billing',
  '/dietitian/billing/new-invoice',
  '/dietitian/diet-plans',
  '/dietitian/workout',
  '/dietitian/labs',
  '/dietitian/labs/upload',
  '/dietitian/new-lab-order',
  '/dietitian/bia',
  '/dietitian/vitals',
  '/dietitian/anthropometrics',
  '/dietitian/analytics',
  '/dietitian/reports',
  '/dietitian/knowledge-base',
  '/dietitian/profile',
  '/dietitian/settings',
  '/dietitian/referrals',
  '/dietitian-dashboard',
  '/dietitian-settings',
  '/fitness',
  '/fitness/overview',
  '/fitness/clients',
  '/fitness/workouts',
  '/fitness/routines',
  '/fitness/activity',
  '/fitness/calendar',
  '/fitness/messages',
  '/fitness/billing',
  '/fitness/referrals',
  '/fitness/settings',
  '/fitness-messages',
  '/lab',
  '/lab/overview',
  '/lab/messages',
  '/lab/calendar',
  '/lab/orders',
  '/lab/new-order',
  '/lab/results',
  '/lab/results/upload',
  '/lab/archive',
  '/lab/patients',
  '/lab/settings',
  '/lab-dashboard',
  '/insurance-dashboard',
  '/insurance-messages',
  '/staff-dashboard',
  '/staff-messages',
  '/patients',
  '/patients/p1',
  '/patients/p1/edit',
  '/add-patient',
  '/patient-analytics',
  '/consultations',
  '/consultations/new',
  '/consultations/c1',
  '/consultations/c1/edit',
  '/messages',
  '/calendar',
  '/diet-plans',
  '/billing',
  '/billing/new-invoice',
  '/notifications',
  '/bia-analysis',
  '/patients/p1/anthropometrics',
  '/patients/p1/vitals',
  '/workouts',
];

function leafPath(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.path;
}

describe('route table', () => {
  it.each([...PROMISED_PUBLIC, ...PROMISED_SIGNED_IN])('registers %s', (path) => {
    const leaf = leafPath(path);
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('*');
  });

  it('registers /auth/awaiting-approval (a laboratory or insurer under review)', () => {
    expect(leafPath('/auth/awaiting-approval')).toBe('/auth/awaiting-approval');
  });

  it('sends unknown paths to the not-found route', () => {
    for (const path of ['/nope', '/dietitian/nope', '/patient', '/admin']) expect(leafPath(path)).toBe('*');
  });

  it('has an access rule for every signed-in route (deny by default)', () => {
    for (const route of APP_ROUTES)
      expect([route.path, allowedRoles(route.path ?? '')]).not.toContainEqual(null);
  });

  it('keeps role areas to their role; professionals share the shortcuts', () => {
    expect(canAccess('/dietitian/patients', ['dietitian'])).toBe(true);
    expect(canAccess('/dietitian/patients', ['medical'])).toBe(false);
    expect(canAccess('/admin/setup', ['dietitian'])).toBe(false);
    expect(canAccess('/patients', ['staff'])).toBe(true);
    // a fitness professional sees body measures, not vitals or notes (the server's consultation policy)
    expect(canAccess('/patients/p1/anthropometrics', ['fitness'])).toBe(true);
    expect(canAccess('/patients/p1/vitals', ['fitness'])).toBe(false);
    expect(canAccess('/consultations/c1', ['staff'])).toBe(false);
    expect(canAccess('/consultations', ['staff'])).toBe(true);
    expect(canAccess('/patients', ['patient'])).toBe(false);
    expect(canAccess('/patients', ['lab'])).toBe(false);
    expect(canAccess('/messages', ['insurance'])).toBe(true);
    // no roles → patient (the fallback role)
    expect(canAccess('/patient/dashboard', [])).toBe(true);
    expect(canAccess('/unknown-signed-in-path', ['admin'])).toBe(false);
  });

  it('titles every pending screen in both languages', () => {
    for (const screen of Object.values(PENDING_SCREENS)) {
      for (const lng of ['en', 'es']) {
        expect(i18n.exists(`nav:screens.${screen.title}`, { lng })).toBe(true);
      }
    }
  });

  it('has no pending patient-management screen (lists, record, add and edit, analytics, admin)', () => {
    const built = [
      '/patients',
      '/patients/:id',
      '/patients/:id/edit',
      '/add-patient',
      '/dietitian/patients',
      '/dietitian/patients/:id',
      '/dietitian/patients/:id/edit',
      '/medical/patients',
      '/fitness/clients',
      '/lab/patients',
      '/patient-analytics',
      '/admin/patients',
      '/admin/audit-trails',
    ];
    expect(built.filter((path) => path in PENDING_SCREENS)).toEqual([]);
    expect(built.filter((path) => !SCREEN_ROUTES.some((r) => r.path === path && r.lazy))).toEqual([]);
  });

  it('points navigation into the user’s own area, and only where the role may go', () => {
    const nav = (role: Parameters<typeof resolveEntries>[1]) =>
      Object.fromEntries(resolveEntries(NAV_ENTRIES, role, [role]).map((i) => [i.key, i.to]));
    expect(nav('dietitian')).toMatchObject({
      dashboard: '/dietitian/overview',
      patients: '/dietitian/patients',
      dietPlans: '/dietitian/diet-plans',
      labs: '/dietitian/labs',
      biaAnalysis: '/dietitian/bia',
      workouts: '/dietitian/workout',
      settings: '/dietitian/settings',
    });
    expect(nav('staff')).toMatchObject({
      dashboard: '/staff-dashboard',
      patients: '/patients',
      billing: '/billing',
    });
    expect(Object.keys(nav('patient'))).not.toContain('patients');
    expect(Object.keys(nav('insurance')).sort()).toEqual([
      'appointments',
      'calendar',
      'dashboard',
      'messages',
      'settings',
    ]);
    for (const role of [
      'admin',
      'dietitian',
      'staff',
      'medical',
      'fitness',
      'lab',
      'insurance',
      'patient',
    ] as const) {
      for (const item of [
        ...resolveEntries(NAV_ENTRIES, role, [role]),
        ...resolveEntries(HEADER_ENTRIES, role, [role]),
      ]) {
        const path = item.to.split(/[?#]/)[0] ?? '';
        expect([role, item.to, leafPath(path) === '*']).toEqual([role, item.to, false]);
      }
    }
  });

  it('routes every declared path once, each route with its access and a screen', () => {
    const patterns = routePatterns();
    expect(patterns.filter((p, i) => patterns.indexOf(p) !== i)).toEqual([]);
    for (const route of SCREEN_ROUTES) {
      expect([route.path, Boolean(route.lazy || route.Component || route.redirect || route.pending)]).toEqual(
        [route.path, true],
      );
    }
  });

  it('gives every menu entry at most one target per role', () => {
    const seen = new Map<string, unknown>();
    for (const route of SCREEN_ROUTES)
      for (const target of route.nav ?? [])
        for (const role of target.for ?? ['(shared)']) {
          const id = `${target.key}/${role}`;
          expect([id, seen.get(id)]).toEqual([id, undefined]);
          seen.set(id, route.path);
        }
  });

  it('is the list the server answers 404 from (@verdant/shared/app-routes, generated)', () => {
    const paths: string[] = [];
    const walk = (list: RouteObject[]) => {
      for (const r of list) {
        if (r.path && r.path !== '*') paths.push(r.path);
        if (r.children) walk(r.children);
      }
    };
    walk(routes);
    expect([...paths].sort()).toEqual([...routePatterns()].sort());
    if (process.env.WRITE_APP_ROUTES === '1') writeFileSync(GENERATED, renderPatterns(routePatterns()));
    // Out of date: run `npm run routes:write` (the server would answer 404 for a new page).
    expect(readFileSync(GENERATED, 'utf8')).toBe(renderPatterns(routePatterns()));
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual([...routePatterns()].sort());
    for (const path of [...PROMISED_PUBLIC, ...PROMISED_SIGNED_IN]) expect(isAppRoute(path), path).toBe(true);
    for (const path of ['/nope', '/blog/a/b', '/providers/dietitian', '/book', '/admin/overview/x']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

const GENERATED = resolve(import.meta.dirname, '../../../../packages/shared/src/app-route-patterns.ts');

function renderPatterns(patterns: readonly string[]): string {
  return `// Generated from the web app's route declarations (apps/web/src/app/route-registry.ts) by
// \`npm run routes:write\`; a web test fails while this list and the declarations disagree.
// Do not edit by hand.
export const APP_ROUTE_PATTERNS = [
${patterns.map((p) => `  '${p}',`).join('\n')}
] as const;
`;
}
