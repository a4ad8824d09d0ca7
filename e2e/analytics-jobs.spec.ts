import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

// ADR 0047: the patient-group filter, and a report prepared in the background (progress, then the file)
const expect = baseExpect.configure({ timeout: 30_000 });

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the owner narrows the analytics to a patient group, keeps it in the drill-down, and prepares a CSV in the background', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health');
  await page.goto('/dietitian/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice analytics' })).toBeVisible();
  const booked = page.getByTestId('kpi').filter({ hasText: 'Appointments booked' });
  await expect(booked).toBeVisible();
  const everyone = await booked.textContent();

  const group = page.getByRole('combobox', { name: 'Patient group' });
  await group.selectOption('Type 2 diabetes');
  await expect(page).toHaveURL(/patientGroup=Type\+2\+diabetes/);
  // fewer appointments than the whole practice's
  await expect(booked).not.toHaveText(everyone ?? '');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Appointments booked: see the records' }).click();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await expect(page).toHaveURL(/figure=appointments.booked/);
  await expect(page).toHaveURL(/patientGroup=Type\+2\+diabetes/);

  // a report prepared in the background: listed with its progress, then downloadable
  await page.goto('/dietitian/reports?kind=appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.locator('#report-title')).toHaveText('Appointments');
  await page.getByRole('button', { name: 'Prepare CSV' }).click();
  await expect(page.locator('#runs-title')).toHaveText('Prepared reports');
  const row = page.getByTestId('run-row').filter({ hasText: 'Appointments list · CSV' }).first();
  const link = row.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(page);

  // the notification says it is ready
  await page.goto('/notifications');
  await expect(page.getByText('Your report is ready to download').first()).toBeVisible();
  await page.context().close();
});

test('in Spanish at phone width: the patient group filter and a CSV prepared in the background fit the screen', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/dietitian/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica de la consulta' })).toBeVisible();
  await expect(page.getByTestId('kpi').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Grupo de pacientes' }).selectOption('Hypertension');
  await expect(page).toHaveURL(/patientGroup=Hypertension/);
  await expect(page.getByTestId('kpi').filter({ hasText: 'Tasa de ausencias' })).toBeVisible();
  await noSideways(page);
  await expectNoAxeViolations(page);

  await page.goto('/dietitian/reports?kind=invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(page.locator('#report-title')).toHaveText('Facturas y pagos');
  await page.getByRole('button', { name: 'Preparar CSV' }).click();
  await expect(page.locator('#runs-title')).toHaveText('Informes preparados');
  const row = page.getByTestId('run-row').filter({ hasText: 'Facturas y pagos · CSV' }).first();
  const link = row.getByRole('link', { name: 'Descargar' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await noSideways(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(page);
  await page.context().close();
});
