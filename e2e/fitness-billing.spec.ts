import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

// Fitness billing: the trainer sees which clients' session packages run low, opens a client's
// packages on their record (credits left and the sessions that used them) and sells a new package —
// the practice's own invoice, sent. The client sees their package in Flow and in billing. Then the
// same screens in Spanish at phone width.
const expect = baseExpect.configure({ timeout: 30_000 });

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a trainer sees a client’s credits running low and sells a new package from the client’s record', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lena = await pageAs(browser, 'fitness@demo.verdant.health');
  await lena.goto('/fitness');
  const low = lena.getByTestId('low-packages');
  await expect(low).toContainText(/packages? (is|are) running low/);
  await expect(low).toContainText('10 personal training sessions: 1 left');
  await low.getByRole('link', { name: 'Chloé Dubois' }).click();

  await expect(lena.getByRole('heading', { level: 1, name: 'Chloé Dubois' })).toBeVisible();
  await expect(lena.getByRole('tab', { name: 'Session packages', selected: true })).toBeVisible();
  const first = lena.getByTestId('package').first();
  await expect(first).toContainText('10 personal training sessions');
  await expect(first).toContainText('2 left of 10');
  await expect(first.getByTestId('package-low')).toHaveText('Running low: 2 sessions left');
  await first.getByText(/^8 sessions drew on it$/).click();
  await expect(first.getByTestId('package-uses').getByRole('listitem')).toHaveCount(8);
  await expect(first.getByTestId('package-uses')).toContainText('Attended');
  await expectNoAxeViolations(lena);

  // sell ten more: the name follows the count, the price is per package
  const form = lena.getByRole('form', { name: 'Sell a package' });
  await form.getByLabel('Sessions').fill('12');
  await expect(form.getByLabel('Name on the invoice')).toHaveValue('12 personal training sessions');
  await form.getByLabel('Price (USD), before tax').fill('540');
  await expect(form.getByText('$45.00 a session')).toBeVisible();
  await form.getByRole('button', { name: 'Sell and send the invoice' }).click();
  const toast = lena.getByText(/^Package sold: invoice INV-\d+ sent$/);
  await expect(toast).toBeVisible();
  const number = (await toast.textContent())!.match(/INV-\d+/)![0];
  const sold = lena.getByTestId('package').filter({ hasText: '12 personal training sessions' });
  await expect(sold).toContainText(number);
  await expect(sold).toContainText('Active');
  await expect(sold).toContainText(/left of 12/);

  // it is the practice's invoice: in billing, sent, with its package line
  await lena.goto('/fitness/billing?tab=invoices');
  await lena.getByRole('link', { name: number }).first().click();
  await expect(lena.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(lena.getByText('12 personal training sessions').first()).toBeVisible();
  await expect(lena.getByText('$540.00').filter({ visible: true }).first()).toBeVisible();
});

test('in Spanish on a phone: the trainer’s client packages, and the client’s own in Flow and billing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lena = await pageAs(browser, 'fitness@demo.verdant.health', { language: 'es', phone: true });
  await lena.goto('/fitness');
  const low = lena.getByTestId('low-packages');
  await expect(low).toContainText(/bonos? (le|les) quedan pocas sesiones/);
  await low.getByRole('link', { name: "Grace O'Connor" }).click();
  await expect(lena.getByRole('heading', { level: 1, name: "Grace O'Connor" })).toBeVisible();
  const pkg = lena.getByTestId('package').first();
  await expect(pkg.getByTestId('package-low')).toHaveText('Quedan pocas: 1 sesión');
  await expect(pkg).toContainText('quedan 1 de 10');
  await pkg.getByText(/^9 sesiones descontadas$/).click();
  await expect(pkg.getByTestId('package-uses')).toContainText('No asistió (sesión gastada)');
  await expect(lena.getByRole('form', { name: 'Vender un bono' })).toBeVisible();
  await expect(lena.getByRole('button', { name: 'Vender y enviar la factura' })).toBeVisible();
  await noOverflow(lena);
  await expectNoAxeViolations(lena);

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/flow');
  const mine = emma.getByRole('region', { name: 'Tus bonos de sesiones' });
  await expect(mine.getByTestId('package')).toContainText('10 personal training sessions');
  await expect(mine.getByTestId('package')).toContainText(/quedan \d+ de 10/);
  await expect(mine.getByTestId('package')).toContainText('Lena Park');
  await noOverflow(emma);
  await expectNoAxeViolations(emma);
  await emma.goto('/patient/billing');
  await expect(emma.getByTestId('package').first()).toContainText(/quedan \d+ de 10/);
  await noOverflow(emma);
});
