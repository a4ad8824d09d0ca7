import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

/**
 * ADR 0046: the patient's day on a phone without a connection. The dashboard and its wellness
 * sections open offline on what the patient last saw, say since when, and keep what the patient logs
 * on the device until it can be sent — once.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const EMMA = 'patient@demo.verdant.health';

/** The page is controlled by the service worker (it serves the app shell without a network). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return !!registration.active && !!navigator.serviceWorker.controller;
  });
}

/** The reads the phone keeps for the signed-in patient (IndexedDB `verdant-device`), by query key. */
async function deviceReads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('verdant-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) return resolve([]);
          const all = db.transaction('reads').objectStore('reads').getAll();
          all.onsuccess = () =>
            resolve((all.result as { key: unknown[] }[]).map((r) => JSON.stringify(r.key)));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Waits until the phone has kept what the dashboard showed (its tip, appointments and wellness). */
async function expectDashboardKept(page: Page) {
  await expect
    .poll(async () => {
      const keys = (await deviceReads(page)).join(' ');
      return ['"tip"', '"appointments"', '"mine"'].every((k) => keys.includes(k));
    })
    .toBe(true);
}

/** A link of the dashboard's section nav. */
function section(page: Page, name: string) {
  return page
    .locator('nav[aria-label]')
    .filter({ has: page.getByRole('link', { name: /Today|Hoy/ }) })
    .getByRole('link', { name, exact: true });
}

/** Picks a mood in the check-in (the radio is visually hidden inside its label). */
async function pickMood(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('offline, Emma still sees her day, logs a mood and a night, and both are saved once she is back online (English, desktop)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, EMMA, { serviceWorker: true });
  const context = emma.context();
  const note = `Offline note ${Date.now().toString(36)}`;

  // online: the dashboard and Mindset as she last saw them
  await emma.goto('/patient/dashboard');
  await expect(emma.getByTestId('daily-tip')).toBeVisible();
  await expect(emma.getByTestId('streaks')).toBeVisible();
  await waitForServiceWorker(emma);
  await expectDashboardKept(emma);
  await section(emma, 'Mindset').click();
  await expect(emma.getByRole('heading', { level: 1, name: 'Mindset' })).toBeVisible();
  const weeks = await emma.getByTestId('mood-weeks').textContent();

  // the connection drops: the banner says since when the data is there
  await context.setOffline(true);
  await expect(emma.getByTestId('offline-since')).toContainText('Offline — last updated at');

  // a reload without a network: the shell from the service worker, the data from the device
  await emma.reload();
  await expect(emma.getByRole('heading', { level: 1, name: 'Mindset' })).toBeVisible();
  await expect(emma.getByTestId('offline-since')).toContainText('Offline — last updated at');
  await expect(emma.getByTestId('mood-weeks')).toHaveText(weeks ?? '');

  // the summary too, by the section links
  await section(emma, 'Today').click();
  await expect(emma).toHaveURL(/\/patient\/dashboard$/);
  await expect(emma.getByTestId('daily-tip')).toBeVisible();
  await expect(emma.getByTestId('streaks')).toBeVisible();
  await expect(emma.getByTestId('offline-since')).toBeVisible();

  // she logs a mood and a night: both wait on the phone, in view
  await section(emma, 'Mindset').click();
  await pickMood(emma, '3 Okay');
  await emma.getByLabel('A note (optional)').fill(note);
  await emma.getByRole('button', { name: 'Save check-in' }).click();
  await expect(emma.getByText('You are offline: saved on this device')).toBeVisible();
  await expect(emma.getByTestId('outbox-waiting')).toContainText('1 change waiting to be sent');
  await expect(emma.getByTestId('outbox-waiting')).toContainText('Mood check-in');

  await section(emma, 'Recharge').click();
  await expect(emma.getByRole('heading', { level: 1, name: 'Recharge' })).toBeVisible();
  await emma.getByLabel('Bed time').fill('22:40');
  await emma.getByLabel('Wake time').fill('06:55');
  await emma.getByRole('button', { name: 'Save night' }).click();
  await expect(emma.getByTestId('outbox-waiting')).toContainText('2 changes waiting to be sent');
  await expect(emma.getByTestId('outbox-waiting')).toContainText('Sleep diary');
  await expectNoAxeViolations(emma);

  // back online: sent, once each, and shown as saved
  await context.setOffline(false);
  await expect(emma.getByTestId('outbox-sent')).toHaveText('2 changes made offline have been saved.');
  await expect(emma.getByTestId('outbox-waiting')).toBeHidden();
  await expect(emma.getByTestId('offline-since')).toBeHidden();
  await section(emma, 'Mindset').click();
  await expect(emma.getByText(note)).toHaveCount(1);

  // the server has each change once
  const mine = await emma.evaluate(async () => {
    const session = await (await fetch('/api/v1/session')).json();
    const res = await fetch('/api/v1/me/wellness', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    return (await res.json()) as { entries: { kind: string; mood: { note: string | null } | null }[] };
  });
  expect(mine.entries.filter((e) => e.kind === 'mood' && e.mood?.note === note)).toHaveLength(1);
  await context.close();
});

test('sin conexión en el móvil: Emma ve su panel con el aviso, registra su ánimo y se guarda al volver la conexión (español, 390 px)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, EMMA, { language: 'es', phone: true, serviceWorker: true });
  const context = emma.context();
  const note = `Nota sin conexión ${Date.now().toString(36)}`;

  await emma.goto('/patient/mindset');
  await expect(emma.getByRole('heading', { level: 1, name: 'Ánimo' })).toBeVisible();
  await expect(emma.getByTestId('mood-weeks')).toBeVisible();
  await waitForServiceWorker(emma);
  await emma.goto('/patient/dashboard');
  await expect(emma.getByTestId('daily-tip')).toBeVisible();
  await expectDashboardKept(emma);

  await context.setOffline(true);
  await emma.reload();
  await expect(emma.getByTestId('daily-tip')).toBeVisible();
  await expect(emma.getByTestId('offline-since')).toContainText('Sin conexión — última actualización:');
  await expectNoOverflow(emma);

  await section(emma, 'Ánimo').click();
  await expect(emma.getByRole('heading', { level: 1, name: 'Ánimo' })).toBeVisible();
  await pickMood(emma, '4 Bien');
  await emma.getByLabel('Una nota (opcional)').fill(note);
  await emma.getByRole('button', { name: 'Guardar registro' }).click();
  await expect(emma.getByTestId('outbox-waiting')).toContainText('1 cambio pendiente de enviar');
  await expect(emma.getByTestId('outbox-waiting')).toContainText('Registro de ánimo');
  await expectNoOverflow(emma);

  await context.setOffline(false);
  await expect(emma.getByTestId('outbox-sent')).toHaveText('Se ha guardado 1 cambio hecho sin conexión.');
  await expect(emma.getByText(note)).toHaveCount(1);
  await expect(emma.getByTestId('offline-since')).toBeHidden();
  await expectNoOverflow(emma);
  await context.close();
});

test('a public page registers the service worker only once it is hydrated (ADR 0073)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  // When the page finished hydrating and when it asked for the worker, on the page's own clock.
  await page.addInitScript(() => {
    const w = window as unknown as { hydratedAt?: number; registeredAt?: number };
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.sectionsHydrated !== 'true') return;
      w.hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ['data-sections-hydrated'] });
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      w.registeredAt ??= performance.now();
      return register(...args);
    };
  });
  await page.goto('/home');
  await waitForServiceWorker(page);
  const { hydratedAt, registeredAt } = await page.evaluate(() => {
    const w = window as unknown as { hydratedAt?: number; registeredAt?: number };
    return { hydratedAt: w.hydratedAt, registeredAt: w.registeredAt };
  });
  expect(hydratedAt).toBeGreaterThan(0);
  expect(registeredAt).toBeGreaterThan(hydratedAt ?? Number.POSITIVE_INFINITY);
  await context.close();
});
