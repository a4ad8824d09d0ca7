import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../test/fixtures.ts';
import { postSignInRoute, resolveRoles, safeRedirect, startupRoute, withSignupIntent } from './startup.ts';

describe('start-up routing', () => {
  const session = makeSession();

  it('sends a visitor without a session to /home', () => {
    expect(startupRoute(null, [])).toBe('/home');
    expect(startupRoute(null, new Error('no'))).toBe('/home');
  });

  it('sends a signed-in user to the landing route of the highest-priority role', () => {
    expect(startupRoute(session, ['patient', 'admin'])).toBe('/admin/overview');
    expect(startupRoute(session, ['patient', 'staff', 'dietitian'])).toBe('/dietitian/overview');
    expect(startupRoute(session, ['medical', 'staff'])).toBe('/staff-dashboard');
    expect(startupRoute(session, ['fitness', 'medical'])).toBe('/medical');
    expect(startupRoute(session, ['lab', 'fitness'])).toBe('/fitness');
    expect(startupRoute(session, ['insurance', 'lab'])).toBe('/lab');
    expect(startupRoute(session, ['patient', 'insurance'])).toBe('/insurance-dashboard');
    expect(startupRoute(session, ['patient'])).toBe('/patient/dashboard');
  });

  it('sends a completed profile without roles to the approval status first (it goes on to the patient dashboard when nothing is under review)', () => {
    expect(startupRoute(session, [])).toBe('/auth/awaiting-approval');
  });

  it('carries the sign-up intent to /auth/complete-signup only', () => {
    expect(withSignupIntent('/auth/complete-signup', 'role=lab')).toBe('/auth/complete-signup?role=lab');
    expect(withSignupIntent('/auth/complete-signup', '')).toBe('/auth/complete-signup');
    expect(withSignupIntent('/lab', 'role=lab')).toBe('/lab');
  });

  it('logs a failed roles read as "Error fetching user roles" and uses the patient dashboard', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('500');
    expect(startupRoute(session, failure)).toBe('/patient/dashboard');
    expect(spy).toHaveBeenCalledWith('Error fetching user roles', failure);
    spy.mockRestore();
  });

  it('ignores unknown role values', () => {
    expect(resolveRoles(['superuser', 'fitness'])).toEqual(['fitness']);
  });

  it('sends an incomplete profile to /auth/complete-signup first', () => {
    const incomplete = makeSession({}, { profileComplete: false });
    expect(startupRoute(incomplete, ['admin'])).toBe('/auth/complete-signup');
    expect(postSignInRoute(incomplete, ['admin'], '/admin/setup')).toBe('/auth/complete-signup');
  });

  it('returns to a same-origin back-URL after sign-in, else the landing route', () => {
    expect(postSignInRoute(session, ['dietitian'], '/dietitian/patients?x=1')).toBe(
      '/dietitian/patients?x=1',
    );
    expect(postSignInRoute(session, ['dietitian'], 'https://evil.example/')).toBe('/dietitian/overview');
    expect(postSignInRoute(session, ['dietitian'], '//evil.example/')).toBe('/dietitian/overview');
    expect(postSignInRoute(session, ['dietitian'], null)).toBe('/dietitian/overview');
    expect(safeRedirect('/auth?redirect=/x')).toBeNull();
  });
});
