import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  adminApi,
  expect as baseExpect,
  clientAddress,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  pageAs,
  test,
  waitForEmail,
} from './support.ts';

// Low-credit alerts of session packages (ADR 0054): a package falling to 2 sessions left is told to
// the trainer and the client in the app and by e-mail, once. The demo trainer's Chloé was alerted
// when her package fell to 2 (the seed); here the trainer books Emma's sessions until hers does, and
// both see the alert: English on a desktop, then Spanish at 390 px.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** The page is controlled by the service worker (it serves the app's chunks without a network). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return !!registration.active && !!navigator.serviceWorker.controller;
  });
}

async function trainerApi(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL!;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': clientAddress() },
  });
  const r = await api.post('/api/auth/sign-in/email', {
    data: { email: 'fitness@demo.verdant.health', password: DEMO_PASSWORD },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return api;
}

type Pkg = { patient: { id: string; firstName: string }; remaining: number; status: string; name: string };

/** The trainer books Emma's sessions (far ahead, at free hours) until her package has 2 left. */
async function bringEmmasPackageToTwo() {
  const api = await trainerApi();
  const items: Pkg[] = (await (await api.get('/api/v1/session-packages')).json()).items;
  const emma = items.find((p) => p.patient.firstName === 'Emma' && p.status === 'active')!;
  let left = emma.remaining;
  const day0 = Date.UTC(new Date().getUTCFullYear() + 1, 1, 2, 5);
  for (let hour = 0; left > 2 && hour < 40; hour++) {
    const res = await api.post('/api/v1/appointments', {
      data: {
        patientId: emma.patient.id,
        start: new Date(day0 + hour * 3_600_000).toISOString(),
        serviceName: 'Personal training',
        durationMinutes: 60,
      },
    });
    if (res.status() === 201) left -= 1;
    else expect(res.status(), await res.text()).toBe(409); // a taken hour: the next one
  }
  expect(left).toBeLessThanOrEqual(2);
  await api.dispose();
}

test('a package falling to 2 sessions: the trainer and the client are told, in the app and by e-mail', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await bringEmmasPackageToTwo();

  const lena = await pageAs(browser, 'fitness@demo.verdant.health');
  await lena.goto('/notifications');
  const list = lena.getByRole('region', { name: 'Your notifications' });
  await expect(
    list.getByRole('button', {
      name: 'Emma Rodriguez: 2 sessions left on "10 personal training sessions"',
      exact: true,
    }),
  ).toHaveCount(1);
  // Chloé's came when hers fell to 2: it leads to her packages
  await list
    .getByRole('button', {
      name: 'Chloé Dubois: 2 sessions left on "10 personal training sessions"',
      exact: true,
    })
    .click();
  await expect(lena.getByRole('heading', { level: 1, name: 'Chloé Dubois' })).toBeVisible();
  await expect(lena.getByRole('tab', { name: 'Session packages', selected: true })).toBeVisible();
  await expect(lena.getByTestId('package').first().getByTestId('package-low')).toHaveText(
    'Running low: 2 sessions left',
  );

  const emma = await pageAs(browser, 'patient@demo.verdant.health');
  await emma.goto('/notifications');
  const mine = emma.getByRole('region', { name: 'Your notifications' });
  const alert = mine.getByRole('button', {
    name: '2 sessions left on your package "10 personal training sessions"',
    exact: true,
  });
  await expect(alert).toHaveCount(1);
  await expectNoAxeViolations(emma);
  await alert.click();
  await expect(emma).toHaveURL(/\/patient\/billing/);
  await expect(emma.getByTestId('package').first()).toContainText('2 left of 10');

  // and by e-mail, in her language
  const admin = await adminApi(test.info().project.use.baseURL!);
  const mail = await waitForEmail(
    admin,
    'patient@demo.verdant.health',
    /Your package "10 personal training sessions" has 2 sessions left/,
  );
  expect(mail.text).toContain('To keep training with Lena Park, ask them for a new package.');
  await admin.dispose();
});

test('in Spanish on a phone: the trainer’s and the client’s alerts', async ({ browser }) => {
  test.setTimeout(180_000);
  await bringEmmasPackageToTwo();
  const lena = await pageAs(browser, 'fitness@demo.verdant.health', { language: 'es', phone: true });
  await lena.goto('/notifications');
  const list = lena.getByRole('region', { name: 'Tus notificaciones' });
  await expect(
    list.getByRole('button', {
      name: "Grace O'Connor: queda 1 sesión en «10 personal training sessions»",
      exact: true,
    }),
  ).toHaveCount(1);
  await expect(
    list.getByRole('button', {
      name: 'Chloé Dubois: quedan 2 sesiones en «10 personal training sessions»',
      exact: true,
    }),
  ).toHaveCount(1);
  await noOverflow(lena);
  await expectNoAxeViolations(lena);

  const emma = await pageAs(browser, 'patient@demo.verdant.health', {
    language: 'es',
    phone: true,
    serviceWorker: true,
  });
  await emma.goto('/notifications');
  const mine = emma.getByRole('region', { name: 'Tus notificaciones' });
  await mine
    .getByRole('button', {
      name: 'Quedan 2 sesiones en tu bono «10 personal training sessions»',
      exact: true,
    })
    .click();
  await expect(emma).toHaveURL(/\/patient\/billing/);
  await expect(emma.getByTestId('package').first()).toContainText('quedan 2 de 10');
  await noOverflow(emma);
});

test('in a gym without signal (Spanish, phone): Emma logs her workout; it is saved once, when she is back online', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const emma = await pageAs(browser, 'patient@demo.verdant.health', {
    language: 'es',
    phone: true,
    serviceWorker: true,
  });
  const sessionsOnServer = async () => {
    const res = await emma.request.get('/api/v1/me/routines');
    const items: { progress: { sessions: unknown[] } | null }[] = (await res.json()).items;
    return items.reduce((n, r) => n + (r.progress?.sessions.length ?? 0), 0);
  };
  await emma.goto('/patient/flow');
  await expect(emma.getByRole('heading', { level: 1, name: 'Tus entrenamientos' })).toBeVisible();
  const card = emma
    .getByRole('region')
    .filter({ has: emma.getByText('Entrenamiento de hoy') })
    .first();
  await expect(card.getByRole('checkbox', { name: /Serie 1 hecha/ }).first()).toBeVisible();
  const before = await sessionsOnServer();
  await waitForServiceWorker(emma);

  await emma.context().setOffline(true);
  await card
    .getByRole('checkbox', { name: /Serie 1 hecha/ })
    .first()
    .check();
  await card.getByRole('button', { name: 'Guardar sesión', exact: true }).click();
  await expect(emma.getByText(/^Sesión guardada en este móvil \(1 de \d+ series\)/)).toBeVisible();
  const waiting = emma.getByTestId('outbox-waiting');
  await expect(waiting).toContainText('1 cambio pendiente de enviar');
  await expect(waiting).toContainText('Sesión de entrenamiento');
  await noOverflow(emma);

  await emma.context().setOffline(false);
  await expect(emma.getByTestId('outbox-sent')).toHaveText('Se ha guardado 1 cambio hecho sin conexión.');
  await expect(waiting).toHaveCount(0);
  await expect.poll(sessionsOnServer).toBe(before + 1);
  await noOverflow(emma);
  await expectNoAxeViolations(emma);
});
