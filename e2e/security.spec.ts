// Security journeys: the demo notice, one-time links hidden from the outbox, weak passwords, and a
// provider's own limits on online booking (how far ahead, new patients per day).
import { type Browser, type BrowserContext, type Page, request } from '@playwright/test';
import {
  clientAddress,
  expect,
  firstLink,
  signInAs,
  test,
  uniqueEmail,
  waitForDeliveredEmail,
} from './support.ts';

test('security: a demo installation says so on the sign-in page and in the admin area', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByTestId('demo-notice')).toContainText('Demo installation.');
  await expect(page.getByTestId('demo-notice')).toContainText('Do not enter real patient data.');
  await signInAs(page, 'admin@demo.verdant.health');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByTestId('demo-notice')).toBeVisible();
});

test('security: the outbox shows that a reset link was sent, never the link, and resends a fresh one', async ({
  page,
}) => {
  // a password-reset request for the demo patient
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('patient@demo.verdant.health');
  await page.getByRole('button', { name: /send/i }).click();
  const first = await waitForDeliveredEmail('patient@demo.verdant.health', /reset/i);

  await signInAs(page, 'admin@demo.verdant.health');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.goto('/admin/integrations');
  const item = page
    .getByRole('list', { name: 'Emails' })
    .getByRole('listitem')
    .filter({ hasText: 'patient@demo.verdant.health' })
    .filter({ hasText: 'Reset your password' })
    .first();
  await expect(item).toContainText('One-time password reset link sent to the recipient only');
  await item.locator('summary').click();
  await expect(item).toContainText('[one-time link: sent to the recipient only]');
  const token = new URL(first.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  expect(await page.content()).not.toContain(token);

  await item.getByRole('button', { name: 'Send a fresh link' }).click();
  await expect(page.getByText(/A fresh link was sent to patient@demo\.verdant\.health/)).toBeVisible();
});

test('security: sign-up says why a common password is refused', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Ruiz');
  await form.getByLabel('Email').fill(uniqueEmail('weak'));
  await form.getByLabel('Password', { exact: true }).fill('password123');
  await form.getByLabel('Confirm password').fill('password123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This password is too common')).toBeVisible();
});

/** A page of a new browser context (in UTC) holding `cookies`. */
async function pageWith(
  browser: Browser,
  baseURL: string,
  cookies: Parameters<BrowserContext['addCookies']>[0],
): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'UTC', locale: 'en-US' });
  if (cookies.length) await context.addCookies(cookies);
  return context.newPage();
}

async function viewAs(page: Page, language: 'en' | 'es', phone: boolean): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('language', lng), language);
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The UTC dates (the provider works in UTC) of the open slots the public page lists. */
async function slotDates(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('slot')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => new URL(h, 'http://x').searchParams.get('start')!.slice(0, 10));
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('security: a provider limits how far ahead and how many new patients a day; the public booking page honours it (en, es, desktop, phone)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(process.env.CI ? 480_000 : 240_000);
  // A new dietitian of their own practice, open every day almost around the clock (UTC): only the
  // limits set below can take times away.
  const email = uniqueEmail('booking-limits');
  const password = 'a-long-passphrase-for-limits';
  const api = await request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': clientAddress() },
  });
  const signedUp = await api.post('/api/auth/sign-up/email', {
    data: { firstName: 'Iris', lastName: 'Vance', email, password },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const token = new URL(firstLink((await waitForDeliveredEmail(email, /verify/i)).text)).searchParams.get(
    'token',
  )!;
  const verified = await api.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const completed = await api.post('/api/v1/me/complete-signup', {
    data: { roles: ['dietitian'], organization: { mode: 'create', name: `Vance Nutrition ${Date.now()}` } },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const saved = await api.put('/api/v1/me/provider-profile', {
    data: {
      type: 'dietitian',
      displayName: 'Iris Vance',
      headline: 'Nutrition for busy people',
      specialties: ['Weight management'],
      languages: ['en', 'es'],
      city: 'Lisbon',
      country: 'Portugal',
      online: true,
      inPerson: false,
      bio: 'Registered dietitian.',
      timeZone: 'UTC',
      services: [{ name: 'First visit', durationMinutes: 60, priceMinor: 5000, currency: 'EUR' }],
      // (an end of 24:00 is valid, but a time field cannot show it: the screen would send it blank)
      availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:30' })),
      bookingWindowDays: 60,
      maxNewPatientsPerDay: 10,
      published: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const providerId = ((await saved.json()) as { id: string }).id;
  const providerCookies = (await api.storageState()).cookies;
  await api.dispose();

  // The provider, on a desktop in English: bookings at most 2 days ahead, 1 new patient a day.
  const provider = await pageWith(browser, baseURL!, providerCookies);
  await provider.goto('/dietitian/profile');
  await viewAs(provider, 'en', false);
  const windowField = provider.getByLabel('How far ahead patients can book (days)');
  const perDayField = provider.getByLabel('New-patient bookings per day');
  await expect(windowField).toHaveValue('60');
  await windowField.fill('2');
  await perDayField.fill('1');
  await provider.getByTestId('save-profile').click();
  await expect(provider.getByText('Saved', { exact: true })).toBeVisible();

  // A visitor, desktop, English: times today and tomorrow only, nothing on later dates.
  const today = new Date().toISOString().slice(0, 10);
  const visitor = await pageWith(browser, baseURL!, []);
  const allowed = [today, dayAfter(today, 1)];
  await visitor.goto(`/providers/dietitian/${providerId}`);
  await expect(visitor.getByTestId('slot').first()).toBeVisible();
  const dates = await slotDates(visitor);
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(allowed).toContain(d);
  await visitor.getByRole('button', { name: 'Later dates' }).click();
  await expect(visitor.getByText('No open times in this period')).toBeVisible();

  // One new patient books the first open time: that day takes no more new patients.
  await visitor.goto(`/providers/dietitian/${providerId}`);
  await visitor.getByTestId('slot').first().click();
  await expect(visitor).toHaveURL(/\/book\/[^?]+\?serviceId=.+&start=/);
  const bookedDay = new URL(visitor.url()).searchParams.get('start')!.slice(0, 10);
  await visitor.getByLabel('First name').fill('Noor');
  await visitor.getByLabel('Last name').fill('Haddad');
  await visitor.getByLabel('E-mail').fill(uniqueEmail('limits-visitor'));
  await visitor.getByLabel('Phone').fill('+351 210 000 000');
  await visitor.getByTestId('confirm-booking').click();
  await expect(visitor.getByTestId('booking-confirmation')).toBeVisible();
  await expect
    .poll(
      async () => {
        await visitor.goto(`/providers/dietitian/${providerId}`);
        await expect(visitor.getByRole('heading', { name: 'Next available times' })).toBeVisible();
        await expect(
          visitor.getByTestId('slot').or(visitor.getByText('No open times in this period')).first(),
        ).toBeVisible();
        return (await slotDates(visitor)).filter((d) => d === bookedDay).length;
      },
      { timeout: 90_000 },
    )
    .toBe(0);

  // The provider, on a phone in Spanish, sees the limits kept and takes no new patients online.
  await viewAs(provider, 'es', true);
  await expect(provider.getByLabel('Con cuánta antelación pueden reservar (días)')).toHaveValue('2');
  await expect(provider.getByLabel('Reservas de pacientes nuevos al día')).toHaveValue('1');
  await provider.getByLabel('Reservas de pacientes nuevos al día').fill('0');
  await provider.getByTestId('save-profile').click();
  await expect(provider.getByText('Guardado', { exact: true })).toBeVisible();
  expect(await provider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The visitor, on a phone in Spanish: no open time is offered.
  await viewAs(visitor, 'es', true);
  await expect
    .poll(
      async () => {
        await visitor.reload();
        await expect(visitor.getByRole('heading', { name: 'Próximas horas disponibles' })).toBeVisible();
        return visitor.getByText('No hay horas libres en este periodo').isVisible();
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  await expect(visitor.getByTestId('slot')).toHaveCount(0);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await provider.context().close();
  await visitor.context().close();
});
