import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("the patient logs today's meals in Fuel; the dietitian sees the weekly adherence on the record and in analytics", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, 'patient@demo.verdant.health');
  await emma.goto('/patient/fuel');
  const panel = emma.getByTestId('meal-log').first();
  await expect(panel.getByRole('heading', { name: 'How did your meals go?' })).toBeVisible();
  const meal = panel.locator('[data-testid^="meal-log-"]').first();
  await meal.getByText('Partly', { exact: true }).click();
  await expect(meal.getByText('Saved', { exact: true })).toBeVisible();
  await meal.getByLabel('Note (optional)').fill('Half the portion, not hungry');
  await meal.getByRole('button', { name: 'Save note' }).click();
  await expect(meal.getByText('Saved', { exact: true })).toBeVisible();
  await expect(meal.getByRole('radio', { name: 'Partly' })).toBeChecked();
  await expectNoAxeViolations(emma);
  await emma.context().close();

  const maya = await pageAs(browser, 'dietitian@demo.verdant.health');
  const found = await (await maya.request.get('/api/v1/patients?q=Rodriguez&pageSize=10')).json();
  const record = found.items.find((p: { email: string }) => p.email === 'patient@demo.verdant.health');
  await maya.goto(`/dietitian/patients/${record.id}`);
  await maya.getByRole('tab', { name: 'Diet plans' }).click();
  const adherence = maya.getByTestId('plan-adherence');
  await expect(adherence.getByTestId('adherence-overall')).toContainText(/Adherence [\d.,]+ % overall/);
  await expect(adherence.getByRole('table', { name: 'Adherence per week' })).toBeVisible();
  await expect(adherence).toContainText('Half the portion, not hungry');
  await expectNoAxeViolations(maya);

  // analytics: the share of patients at 80 % or more, and the list behind it
  await maya.goto('/dietitian/analytics');
  const figure = maya.getByTestId('adherence-figure');
  await expect(figure).toContainText(/patients at 80 % or more/);
  await figure.getByTestId('drill-adherence.on-track').click();
  await expect(
    maya.getByRole('heading', { name: /Records: Patients keeping to their diet plan/ }),
  ).toBeVisible();
  await expect(maya.getByTestId('record-row').first()).toContainText('% of');
  await maya.context().close();
});

test('in Spanish on a phone: the patient logs a meal of yesterday; the front desk has its reports screen', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/fuel');
  const panel = emma.getByTestId('meal-log').first();
  await expect(panel.getByRole('heading', { name: '¿Cómo fueron tus comidas?' })).toBeVisible();
  const day = panel.getByLabel('Día', { exact: true });
  const yesterday = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(yesterday!);
  const meal = panel.locator('[data-testid^="meal-log-"]').first();
  await meal.getByText('Saltada', { exact: true }).click();
  await expect(meal.getByText('Guardado', { exact: true })).toBeVisible();
  await noSideways(emma);
  await expectNoAxeViolations(emma);
  await emma.context().close();

  // the front desk (staff) reports: invoices and outstanding balances, no audit extract
  const samuel = await pageAs(browser, 'staff@demo.verdant.health', { language: 'es', phone: true });
  await samuel.goto('/reports');
  await expect(samuel.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  const kinds = await samuel.getByLabel('Informe', { exact: true }).locator('option').allTextContents();
  expect(kinds.length).toBeGreaterThan(3);
  expect(kinds.join(' ')).not.toMatch(/auditor/i);
  await noSideways(samuel);
  await expectNoAxeViolations(samuel);
  await samuel.context().close();

  // the administrator also gets the audit extract
  const jordan = await pageAs(browser, 'admin@demo.verdant.health');
  await jordan.goto('/reports');
  await expect(jordan.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const adminKinds = await jordan.getByLabel('Report', { exact: true }).locator('option').allTextContents();
  expect(adminKinds.join(' ')).toMatch(/audit/i);
  await jordan.context().close();
});
