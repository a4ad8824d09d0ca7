import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The period of the last three whole months and this one. */
function lastMonths(): { from: string; to: string } {
  const now = new Date();
  return { from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1))), to: iso(now) };
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Downloads the report's PDF and checks it is one. */
async function downloadPdf(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^patient-progress-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
}

test('the owner filters the analytics by period, drills into the missed appointments, and downloads a patient progress PDF', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health');
  await page.goto('/dietitian/overview');
  // the header's analytics entry leads to the practice analytics
  await page.goto('/dietitian/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice analytics' })).toBeVisible();
  const kpis = page.getByTestId('kpi');
  await expect(kpis.first()).toBeVisible();

  const period = lastMonths();
  await page.getByLabel('From').fill(period.from);
  await page.getByLabel('To').fill(period.to);
  await expect(page).toHaveURL(new RegExp(`from=${period.from}`));
  await expect(page.getByTestId('analytics-scope')).toContainText('Compared with');
  await expect(page.getByTestId('analytics-scope')).toContainText('Figures as of');
  const booked = kpis.filter({ hasText: 'Appointments booked' });
  await expect(booked).toBeVisible();
  await expect(page.getByRole('table', { name: 'Appointments by month' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the records behind the no-show rate: every one a missed appointment of the period
  await page.getByRole('link', { name: 'No-show rate: see the records' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Records: Missed appointments (no-show)' }),
  ).toBeVisible();
  const rows = page.getByTestId('record-row');
  await expect(rows.first()).toBeVisible();
  const statuses = await rows.locator('td:nth-child(4)').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['No-show']));
  await expect(page).toHaveURL(/figure=appointments.no-show/);
  await expect(page).toHaveURL(new RegExp(`from=${period.from}`));

  // a patient progress report, previewed and downloaded as PDF
  await page.goto('/dietitian/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Report', exact: true }).selectOption('patient-progress');
  await page.getByRole('combobox', { name: 'Patient' }).fill('Amelia');
  await page
    .getByRole('option', { name: /Amelia/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Measurements' })).toBeVisible();
  await downloadPdf(page, 'Download PDF');
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('in Spanish at phone width: the analytics fit the screen and the progress report downloads', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/dietitian/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica de la consulta' })).toBeVisible();
  await expect(page.getByTestId('kpi').first()).toBeVisible();
  const period = lastMonths();
  await page.getByLabel('Desde').fill(period.from);
  await expect(page).toHaveURL(new RegExp(`from=${period.from}`));
  await expect(page.getByTestId('kpi').filter({ hasText: 'Tasa de ausencias' })).toBeVisible();
  await expect(page.getByTestId('analytics-scope')).toContainText('Cifras a fecha de');
  await noSideways(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Pacientes nuevos: ver los registros' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registros: Pacientes nuevos' })).toBeVisible();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await noSideways(page);

  await page.goto('/dietitian/reports?kind=patient-progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Paciente' }).fill('Amelia');
  await page
    .getByRole('option', { name: /Amelia/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Informe de evolución del paciente' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medidas' })).toBeVisible();
  await noSideways(page);
  await downloadPdf(page, 'Descargar PDF');
  await page.context().close();
});
