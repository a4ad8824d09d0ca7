// The staff front desk: the practice's day across its professionals; a visit booked for soon is
// checked in (the arrival shows, the count moves, it can be taken back), in English on a desktop and
// in Spanish on a phone.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const STAFF = 'staff@demo.verdant.health';

/** Books Emma with the practice's dietitian about 20 minutes from now (the next free 5 minutes). */
async function bookSoon(page: Page): Promise<{ id: string; start: Date }> {
  const origin = new URL(page.url()).origin;
  const now = Date.now();
  const cal = await (
    await page.request.get(
      `/api/v1/calendar?as=practice&from=${new Date(now).toISOString()}&to=${new Date(now + 86_400_000).toISOString()}`,
    )
  ).json();
  const maya = cal.providers.find((p: { name: string }) => p.name.startsWith('Dr. Maya Chen'));
  const patients = await (await page.request.get('/api/v1/patients?q=Emma&status=active&pageSize=5')).json();
  const emma = patients.items.find((p: { firstName: string }) => p.firstName === 'Emma');
  for (let k = 0; k < 12; k++) {
    const start = new Date(Math.ceil((now + (20 + k * 25) * 60_000) / 300_000) * 300_000);
    const made = await page.request.post('/api/v1/appointments', {
      headers: { origin },
      data: {
        patientId: emma.id,
        providerId: maya.id,
        serviceName: 'Front desk check',
        durationMinutes: 15,
        start: start.toISOString(),
      },
    });
    if (made.status() === 409) continue; // the time is taken: the next one
    expect(made.ok(), await made.text()).toBe(true);
    return { id: ((await made.json()) as { id: string }).id, start };
  }
  throw new Error('no free time in the next five hours');
}

test('staff check a patient in at the front desk and take it back', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, STAFF);
  await page.goto('/staff-dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Front desk' })).toBeVisible();
  const visit = await bookSoon(page);
  await page.reload();
  // a visit booked just before midnight falls on tomorrow's page
  if (visit.start.toDateString() !== new Date().toDateString())
    await page.getByRole('button', { name: 'Next day' }).click();
  const column = page.getByRole('list', { name: /^Appointments with Dr\. Maya Chen/ });
  const row = column.getByTestId('front-desk-visit').filter({ hasText: 'Front desk check' });
  await expect(row).toContainText('Emma Rodriguez');
  const summary = page.getByTestId('front-desk-summary');
  const before = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);

  await row.getByRole('button', { name: 'Check in Emma Rodriguez' }).click();
  await expect(row).toContainText(/Arrived \d/);
  await expect(summary).toContainText(new RegExp(`^${before + 1} of`));
  // the dietitian's own calendar hears of it through the API the desk used
  const one = await (await page.request.get(`/api/v1/appointments/${visit.id}`)).json();
  expect(one.checkedInAt).not.toBeNull();

  await row.getByRole('button', { name: 'Undo arrival of Emma Rodriguez' }).click();
  await expect(row.getByRole('button', { name: 'Check in Emma Rodriguez' })).toBeVisible();
  await expect(summary).toContainText(new RegExp(`^${before} of`));
  await expectNoAxeViolations(page);

  // clean up: the visit is cancelled (it would take Maya's time in later tests)
  await page.request.post(`/api/v1/appointments/${visit.id}/cancel`, {
    headers: { origin: new URL(page.url()).origin },
    data: {},
  });
  await page.context().close();
});

test('the front desk in Spanish on a phone', async ({ browser }) => {
  const page = await pageAs(browser, STAFF, { language: 'es', phone: true });
  await page.goto('/staff-dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Recepción' })).toBeVisible();
  await expect(page.getByTestId('front-desk-summary')).toContainText(/previstos?$/);
  await expect(page.getByRole('link', { name: 'Nuevo paciente' })).toBeVisible();
  await page.getByRole('button', { name: 'Día siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Volver a hoy' })).toBeVisible();
  // nothing runs off the side of the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.context().close();
});
