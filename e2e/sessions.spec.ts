// Decision 0020: sessions on shared computers. "Remember me" starts unticked; a practice's
// idle timeout is set on the Settings screen; two minutes before it ends the session a dialog warns
// ("Stay signed in" keeps it), and at the end the user is signed out and told why. English and
// Spanish, desktop and a 390px phone. The browser's clock is Playwright's (fast-forwarded), the
// server's is real: the server's own enforcement is sessions.security.int.test.ts.
import { clientAddress, DEMO_PASSWORD, expect, signInAs, test } from './support.ts';

const LAB = 'lab@demo.verdant.health';

const TEXT = {
  en: {
    remember: 'Remember me',
    minutes: 'Minutes of inactivity',
    save: 'Save',
    saved: 'Idle sign-out saved',
    stay: 'Stay signed in',
    warning: /You will be signed out in [0-2]:\d\d after 5 minutes without activity\./,
    signedOut: 'You were signed out after 5 minutes of inactivity.',
    rangeError: 'Choose between 5 and 240 minutes',
  },
  es: {
    remember: 'Recordarme',
    minutes: 'Minutos de inactividad',
    save: 'Guardar',
    saved: 'Cierre por inactividad guardado',
    stay: 'Mantener la sesión',
    warning: /Se cerrará tu sesión en [0-2]:\d\d tras 5 minutos sin actividad\./,
    signedOut: 'Se cerró tu sesión tras 5 minutos de inactividad.',
    rangeError: 'Elige entre 5 y 240 minutos',
  },
} as const;

// The laboratory's owner manages its settings; these tests share that one setting.
test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright, baseURL }) => {
  // Put the demo laboratory back to the default 30 minutes.
  const api = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': clientAddress() },
  });
  expect(
    (await api.post('/api/auth/sign-in/email', { data: { email: LAB, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const me = (await (await api.get('/api/v1/me')).json()) as { organizations: { id: string }[] };
  for (const org of me.organizations) {
    await api.put(`/api/v1/organizations/${org.id}/session-policy`, { data: { idleTimeoutMinutes: 30 } });
  }
  await api.dispose();
});

for (const lang of ['en', 'es'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`"Remember me" is unticked; the idle warning and the signed-out notice (${lang}, ${viewport.name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const text = TEXT[lang];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.clock.install();
      if (lang === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));

      await page.goto('/auth');
      const form = page.locator('form').first();
      await expect(form.getByRole('checkbox', { name: text.remember })).not.toBeChecked();
      if (lang === 'en') {
        await signInAs(page, LAB);
      } else {
        await form.locator('input[type=email]').fill(LAB);
        await form.locator('input[type=password]').fill(DEMO_PASSWORD);
        await form.locator('button[type=submit]').click();
      }
      await expect(page).toHaveURL(/\/lab/);

      // The laboratory's owner sets a 5-minute idle timeout on the Settings screen.
      await page.goto('/lab/settings');
      const minutes = page.getByLabel(text.minutes);
      await minutes.fill('4');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.rangeError)).toBeVisible();
      await minutes.fill('5');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.saved).first()).toBeVisible();

      // The session now has 5 minutes (read again on a page load, which is activity).
      await page.goto('/lab');
      await expect(page.getByRole('button', { name: /Priya Natarajan/ })).toBeVisible(); // the signed-in shell
      // Everything the dashboard loads is activity: let it settle before the clock moves.
      await page.waitForLoadState('networkidle');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeHidden();

      // 3 minutes without anything: the warning, its button focused.
      await page.clock.fastForward('03:05');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text.warning);
      await expect(dialog.getByRole('button', { name: text.stay })).toBeFocused();

      // "Stay signed in" starts the 5 minutes again.
      await dialog.getByRole('button', { name: text.stay }).click();
      await expect(dialog).toBeHidden();
      await page.clock.fastForward('02:30');
      await expect(dialog).toBeHidden();

      // Nobody there: warned again, then signed out with the notice.
      await page.clock.fastForward('01:00');
      await expect(dialog).toBeVisible();
      await page.clock.fastForward('02:05');
      await expect(page).toHaveURL(/\/auth/);
      await expect(page.getByText(text.signedOut)).toBeVisible();
      const session = await page.request.get('/api/v1/session');
      expect(await session.json()).toBeNull();
    });
  }
}
