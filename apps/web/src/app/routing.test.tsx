import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json, makeSession } from '../test/fixtures.ts';

/**
 * The real route table, guards and session store against a stubbed API: start-up routing
 * (session, then roles, then the landing route), guards, role areas, legacy aliases, pending screens and not-found.
 */
type Routes = Parameters<typeof fetchStub>[0];

async function boot(path: string, api: Routes) {
  vi.resetModules();
  const fetch = fetchStub(api);
  vi.stubGlobal('fetch', fetch);
  const { routes } = await import('./router.tsx');
  const { sessionStore } = await import('../lib/auth/index.ts');
  const { ThemeProvider } = await import('../lib/theme/theme-provider.tsx');
  const { RouterProvider } = await import('react-router');
  // As main.tsx does (decision 0057): the language's public strings before the first render.
  await (await import('../lib/i18n/index.ts')).startLanguage('en');
  void sessionStore.init();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  cleanups.push(() => sessionStore.dispose());
  return { router, fetch };
}

const cleanups: (() => void)[] = [];

const signedOut: Routes = {
  'GET /api/v1/session': () => json({ error: { code: 'UNAUTHENTICATED' } }, 401),
  'GET /api/v1/auth/providers': () => json({ google: false }),
};

function signedInAs(roles: string[], user = {}): Routes {
  return {
    'GET /api/v1/session': () => json(makeSession({}, user)),
    'GET /api/v1/me/roles': () => json({ roles }),
  };
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

/** Opens the drawer menu; a click that lands while the shell re-renders (the session settling) is lost, so click until it is open. */
function openMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    if (!screen.queryByRole('navigation', { name: 'Main navigation' })) {
      screen.getByRole('button', { name: 'Open menu' }).click();
    }
    return screen.getByRole('navigation', { name: 'Main navigation' });
  });
}

describe('routing', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const fn of cleanups.splice(0)) fn();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('start-up without a session goes to /home', async () => {
    const { router } = await boot('/', signedOut);
    expect(await screen.findByTestId('landing-page')).toBeTruthy();
    expect(where(router)).toBe('/home');
  });

  it('start-up with a session goes to the landing route of the highest-priority role', async () => {
    const { router, fetch } = await boot('/', signedInAs(['patient', 'dietitian']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Chen' })).toBeTruthy();
    expect(where(router)).toBe('/dietitian/overview');
    expect(screen.getAllByText('Dietitian').length).toBeGreaterThan(0);
    expect(fetch.calls.slice(0, 2).map((c) => c.path)).toEqual(['/api/v1/session', '/api/v1/me/roles']);
  });

  it('a failed roles read is logged and leads to the patient dashboard', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await boot('/', {
      'GET /api/v1/session': () => json(makeSession()),
      'GET /api/v1/me/roles': () => json({ error: { code: 'INTERNAL' } }, 500),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Chen' })).toBeTruthy();
    expect(where(router)).toBe('/patient/dashboard');
    expect(error).toHaveBeenCalledWith('Error fetching user roles', expect.any(Error));
  });

  it('sends a signed-out visitor of a signed-in route to /auth with a back-URL', async () => {
    const { router } = await boot('/dietitian/patients', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(where(router)).toBe('/auth?redirect=%2Fdietitian%2Fpatients');
  });

  it('sends a user without the role to their own landing route', async () => {
    const { router } = await boot('/admin/overview', signedInAs(['dietitian']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Chen' })).toBeTruthy();
    expect(where(router)).toBe('/dietitian/overview');
    // …and is told why, naming the roles the screen is for, until they dismiss it.
    expect(await screen.findByText('That page is not for your role')).toBeTruthy();
    expect(screen.getByText('It is for: Administrator. Here is your own start page instead.')).toBeTruthy();
    screen.getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(screen.queryByText('That page is not for your role')).toBeNull());
    expect(where(router)).toBe('/dietitian/overview');
  });

  it('opening a screen the role may use shows no such notice', async () => {
    await boot('/dietitian/overview', signedInAs(['dietitian']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Chen' })).toBeTruthy();
    expect(screen.queryByText('That page is not for your role')).toBeNull();
  });

  it('sends a signed-in user away from /auth to the landing route', async () => {
    const { router } = await boot('/auth', signedInAs(['fitness']));
    await waitFor(() => expect(where(router)).toBe('/fitness'));
  });

  it('sends an incomplete profile to /auth/complete-signup', async () => {
    const { router } = await boot('/', signedInAs([], { profileComplete: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeTruthy();
    expect(where(router)).toBe('/auth/complete-signup');
    for (const name of [
      'Patient',
      'Dietitian',
      'Staff Member',
      'Medical Professional',
      'Fitness Professional',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('checkbox', { name: /^Administrator/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Laboratory/ })).toBeNull();
  });

  it('maps legacy aliases', async () => {
    const { router } = await boot('/dietitian-dashboard', signedInAs(['dietitian']));
    await waitFor(() => expect(where(router)).toBe('/dietitian/overview'));
  });

  // The last pending screens (/admin/compliance, /admin/data) are built (ADR 0050): none is left to render.
  it('renders the compliance screen, the last of the pending ones', async () => {
    const { router } = await boot('/admin/compliance', signedInAs(['admin']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance' })).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    expect(where(router)).toBe('/admin/compliance');
  });

  it('says why a request was refused when the practice requires two-factor, and leads to its set-up', async () => {
    await boot('/patients', {
      ...signedInAs(['dietitian']),
      'GET /api/v1/patients': () =>
        json(
          { error: { code: 'TWO_FACTOR_SETUP_REQUIRED', message: 'x', details: { setupPath: '/settings' } } },
          403,
        ),
    });
    expect(
      await screen.findByText(
        'Your practice requires two-factor authentication. Set it up in your settings to continue.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on two-factor authentication' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('shows the shared admin dashboard on its six routes', async () => {
    await boot('/admin/audit-trails', signedInAs(['admin']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trails' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
  });

  it('shows the navigation the role may use, pointing into its own area', async () => {
    await boot('/dietitian/overview', signedInAs(['dietitian']));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Chen' });
    const { matchMedia } = window;
    expect(matchMedia).toBeUndefined(); // jsdom: the shell uses the drawer, so open it
    const nav = await openMenu();
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Patients', '/dietitian/patients']);
    expect(links).toContainEqual(['Diet plans', '/dietitian/diet-plans']);
    expect(links).toContainEqual(['Settings', '/dietitian/settings']);
  });

  it('hides navigation entries the role may not use', async () => {
    await boot('/patient/dashboard', signedInAs(['patient']));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Chen' });
    const nav = await openMenu();
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toContain('Dashboard');
    expect(labels).not.toContain('Patients');
    expect(labels).not.toContain('Billing');
  });

  it('shows the not-found screen for any other path', async () => {
    await boot('/no/such/page', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('keeps the canonical link and og:url on the current route after in-app navigation', async () => {
    document.head.innerHTML =
      '<link rel="canonical" href="http://localhost:3000/blog" /><meta property="og:url" content="http://localhost:3000/blog" />';
    const { router } = await boot('/install', signedOut);
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const ogUrl = () => document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/install`));
    expect(ogUrl()).toBe(`${window.location.origin}/install`);
    await router.navigate('/auth/?next=/x');
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/auth`));
    expect(ogUrl()).toBe(`${window.location.origin}/auth`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
