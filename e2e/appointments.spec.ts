// Bookings in the app: a booking made on the public site is listed on the patient's and
// the provider's dashboards (English and Spanish, desktop and a 390px phone); every demo dashboard
// shows its seeded appointments; a past time is refused as past; the route guard says why it
// redirected; admin screens keep their tabs and their toasts stay clear of the header.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test, uniqueEmail } from './support.ts';

// Dashboards make two reads after the session; give a shared, busy machine room.
const expect = baseExpect.configure({ timeout: 30_000 });

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** "9:30 AM" / "9:30" of an instant in a zone, as the dashboard writes it. */
function clock(iso: string, timeZone: string, locale: string): string {
  return spaces(
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso)),
  );
}

function row(page: Page, start: string) {
  return page
    .getByTestId('upcoming-appointments')
    .getByTestId('appointment')
    .filter({ has: page.locator(`time[datetime="${start}"]`) });
}

async function mayaId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/providers?q=maya%20chen');
  const body = (await res.json()) as { items: { id: string }[] };
  return body.items[0]!.id;
}

test('a demo patient books on the public site; both dashboards list it in English and Spanish, on desktop and phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const patient = await pageAs(browser, 'patient@demo.verdant.health', { timezoneId: 'Europe/Madrid' });
  const id = await mayaId(patient);
  await patient.goto(`/providers/dietitian/${id}`);
  const slots = patient.getByTestId('slot');
  await expect(slots.first()).toBeVisible();
  await slots.nth(Math.floor(Math.random() * Math.min(await slots.count(), 5))).click();
  await expect(patient).toHaveURL(/\/book\/[^?]+\?serviceId=.+&start=/);
  const start = new URL(patient.url()).searchParams.get('start')!;
  await expect(patient.getByText(/Emma Rodriguez/).first()).toBeVisible();
  await patient.getByTestId('confirm-booking').click();
  await expect(patient.getByTestId('booking-confirmation')).toBeVisible();
  const service = (await patient
    .getByTestId('booking-confirmation')
    .locator('dd')
    .nth(2)
    .textContent())!.trim();

  // The patient's dashboard, in the patient's zone (Madrid).
  await patient.goto('/patient/dashboard');
  const mine = row(patient, start);
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('appointment-who')).toHaveText('Dr. Maya Chen, RDN · Dietitian');
  await expect(mine).toContainText(service);
  // a booking from find care is in person where the profile offers it, at the profile's place
  await expect(mine).toContainText('New York, United States');
  expect(spaces((await mine.getByTestId('appointment-time').textContent())!)).toContain(
    clock(start, 'Europe/Madrid', 'en-US'),
  );
  await expectNoAxeViolations(patient);

  // Spanish, and a 390px phone.
  await patient.evaluate(() => localStorage.setItem('language', 'es'));
  await patient.setViewportSize({ width: 390, height: 844 });
  await patient.reload();
  await expect(patient.getByRole('heading', { name: 'Próximas citas' })).toBeVisible();
  await expect(row(patient, start).getByTestId('appointment-who')).toHaveText(
    'Dr. Maya Chen, RDN · Dietista',
  );
  await expect(row(patient, start)).toContainText('New York, United States');
  expect(spaces((await row(patient, start).getByTestId('appointment-time').textContent())!)).toContain(
    clock(start, 'Europe/Madrid', 'es-ES'),
  );
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await patient.context().close();

  // The provider's dashboard, in the provider's zone (New York): desktop English, phone Spanish.
  const maya = await pageAs(browser, 'dietitian@demo.verdant.health', { timezoneId: 'America/New_York' });
  await maya.goto('/dietitian/overview');
  const theirs = row(maya, start);
  await expect(theirs).toHaveCount(1);
  await expect(theirs.getByTestId('appointment-who')).toHaveText('Emma Rodriguez');
  await expect(theirs).toContainText(service);
  expect(spaces((await theirs.getByTestId('appointment-time').textContent())!)).toContain(
    clock(start, 'America/New_York', 'en-US'),
  );
  await maya.evaluate(() => localStorage.setItem('language', 'es'));
  await maya.setViewportSize({ width: 390, height: 844 });
  await maya.reload();
  await expect(maya.getByRole('heading', { name: 'Próximas citas' })).toBeVisible();
  await expect(row(maya, start).getByTestId('appointment-who')).toHaveText('Emma Rodriguez');
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await maya.context().close();
});

/** A patient's name (the demo calendar books each professional's care-team patients in turn). */
const PERSON = /[A-Z][a-zé]+ [A-Z][a-zé]+/;
const SEEDED: [email: string, path: string, title: string, who: RegExp][] = [
  ['dietitian@demo.verdant.health', '/dietitian/overview', 'Upcoming appointments', PERSON],
  ['medical@demo.verdant.health', '/medical', 'Upcoming appointments', PERSON],
  ['fitness@demo.verdant.health', '/fitness', 'Upcoming sessions', PERSON],
  ['multi@demo.verdant.health', '/dietitian/overview', 'Upcoming appointments', PERSON],
  ['multi@demo.verdant.health', '/patient/dashboard', 'Upcoming appointments', /Lena Park/],
  ['staff@demo.verdant.health', '/staff-dashboard', 'Upcoming appointments', / with /],
  [
    'patient@demo.verdant.health',
    '/patient/dashboard',
    'Upcoming appointments',
    /Dr\. Maya Chen, RDN|Dr\. Daniel Weiss, MD|Lena Park|Verdant Demo Laboratory/,
  ],
];

for (const [email, path, title, who] of SEEDED) {
  test(`${email.split('@')[0]} sees seeded upcoming appointments on ${path}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageAs(browser, email, { timezoneId: 'America/Chicago' });
    await page.goto(path);
    const card = page.getByTestId('upcoming-appointments');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByTestId('appointment').first()).toBeVisible();
    await expect(card.getByTestId('appointments-empty')).toHaveCount(0);
    await expect(card).toContainText(who);
    await page.context().close();
  });
}

test('a time in the past is refused as past, not as taken', async ({ page }) => {
  const id = await mayaId(page);
  const profile = (await (await page.request.get(`/api/v1/providers/${id}`)).json()) as {
    services: { id: string }[];
  };
  const past = new Date(Date.now() - 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
  await page.goto(`/book/${id}?serviceId=${profile.services[0]!.id}&start=${encodeURIComponent(past)}`);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Past');
  await page.getByLabel('E-mail').fill(uniqueEmail('past'));
  await page.getByLabel('Phone').fill('+1 555 010 0100');
  await page.getByTestId('confirm-booking').click();
  await expect(page.getByTestId('slot-in-past')).toHaveText(
    'This time has already passed. Please choose a time in the future.',
  );
  await expect(page.getByTestId('slot-taken')).toHaveCount(0);
});

test('a user sent away from a screen for other roles is told why', async ({ browser }) => {
  const page = await pageAs(browser, 'patient@demo.verdant.health', { timezoneId: 'UTC' });
  await page.goto('/admin/overview');
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  const notice = page.getByTestId('access-denied-notice');
  await expect(notice).toContainText('That page is not for your role');
  await expect(notice).toContainText('It is for: Administrator. Here is your own start page instead.');
  await page.context().close();
});

test('admin screens keep their tabs, and the admin toasts leave the header buttons clear', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'admin@demo.verdant.health', { timezoneId: 'UTC' });
  for (const [path, tab] of [
    ['/admin/demo-requests', 'Demo requests'],
    ['/admin/blog', 'Blog'],
  ] as const) {
    await page.goto(path);
    const tabs = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Overview' })).toBeVisible();
  }

  // Grant and take back a role of a member of the practice (the demo medical professional, whose
  // landing page the staff role does not change): the toasts appear below the header.
  await page.goto('/admin/setup');
  await page.getByLabel('Search users').fill('medical@demo.verdant.health');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const staff = page.getByRole('checkbox', { name: 'Staff Member' });
  await expect(staff).toHaveCount(1);
  const header = await page.locator('header').first().boundingBox();
  await staff.check();
  const toast = page.getByText(/Staff Member role granted to/);
  await expect(toast).toBeVisible();
  const box = await page.getByRole('region', { name: 'Activity notifications' }).boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // the toast comes as the grant answers; the box is usable again once the request has settled
  await expect(staff).toBeChecked();
  // the list is read again after the grant, and a click that lands while it re-renders can be lost:
  // click again only once the box is settled and still ticked
  await expect(async () => {
    await expect(staff).toBeEnabled();
    if (await staff.isChecked()) await staff.click();
    await expect(staff).not.toBeChecked({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/Staff Member role removed from/)).toBeVisible();
  await page.context().close();
});
