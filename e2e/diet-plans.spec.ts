// Diet plans: a dietitian builds a week for a patient with a peanut allergy (food search by hand,
// then the meal planner), swaps a food, locks one and fills the day again, activates and shares
// the plan; the patient finds it in Fuel with the shopping list; the PDF opens and holds the plan's
// name. Then the list, the editor and Fuel in Spanish at phone width.
import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

test('build a peanut-free week with the meal planner, swap, lock and refill, activate, share; the patient sees it in Fuel; the PDF opens', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const name = `Peanut-free week ${Math.floor(Math.random() * 1e6)}`;
  const page = await pageAs(browser, 'dietitian@demo.verdant.health');

  // from the patient's record (Emma Rodriguez is allergic to peanuts)
  await page.goto('/dietitian/patients?q=Emma%20Rodriguez');
  await page.getByTestId('patient-row').filter({ hasText: 'Rodriguez' }).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Diet plans' }).click();
  await expect(page.getByRole('link', { name: 'Iron-rich weekly menu' })).toBeVisible();
  await page.getByRole('link', { name: 'New plan for this patient' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New diet plan' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Diet plan' });
  await form.getByLabel('Plan name').fill(name);
  await expect(page.getByText('Allergies on the record: Peanuts.')).toBeVisible();
  // targets proposed from the record, with the equation
  await expect(page.getByTestId('target-proposal')).toContainText('Mifflin–St Jeor');
  await page.getByRole('button', { name: 'Use these targets' }).click();
  const target = Number(await page.getByLabel('Calories Target').inputValue());
  expect(target).toBeGreaterThan(1200);

  // by hand: the food search answers as you type, and warns at once about peanuts
  const breakfast = page.getByTestId('meal-breakfast');
  const search = breakfast.getByRole('combobox', { name: 'Add a food to Breakfast' });
  await search.fill('peanut butter');
  await expect(breakfast.getByRole('option').first()).toContainText('Conflicts: Peanuts');
  await search.fill('apples raw skin');
  await breakfast
    .getByRole('option', { name: /Apples, raw, with skin/ })
    .first()
    .click();
  await expect(breakfast.getByTestId('plan-item')).toHaveCount(1);
  await expect(page.getByTestId('total-calories')).toContainText('kcal');
  await page.getByRole('button', { name: 'Save plan' }).first().click();
  await expect(page.getByText('Diet plan saved')).toBeVisible();
  await expect(page).toHaveURL(/\/dietitian\/diet-plans\/[^/]+\/edit$/);
  const planId = page.url().split('/').at(-2)!;

  // the meal planner fills the week, with progress; no peanut food; each day within ±5 %
  await page.getByRole('button', { name: 'Generate all 7 days' }).click();
  await expect(page.getByTestId('generate-result')).toContainText('Planned 7 days', { timeout: 120_000 });
  for (let day = 1; day <= 7; day++) {
    await page.getByRole('tab', { name: `Day ${day}`, exact: true }).click();
    await expect(page.getByTestId('total-calories')).toHaveAttribute('data-state', 'within');
    const items = await page.getByTestId('plan-item').allTextContents();
    expect(items.length).toBeGreaterThan(5);
    expect(items.filter((t) => /peanut/i.test(t))).toEqual([]);
  }

  // swap a food of day 1 for an alternative that keeps the day within its targets
  await page.getByRole('tab', { name: 'Day 1', exact: true }).click();
  const lunchItem = page.getByTestId('meal-lunch').getByTestId('plan-item').first();
  const before = await lunchItem.locator('p').first().textContent();
  await lunchItem.getByRole('button', { name: /^Swap / }).click();
  const swap = page.getByRole('dialog');
  await swap.getByRole('button', { name: /^Use / }).first().click();
  await expect(swap).toBeHidden();
  await expect(
    page.getByTestId('meal-lunch').getByTestId('plan-item').first().locator('p').first(),
  ).not.toHaveText(before ?? '');
  await expect(page.getByTestId('total-calories')).toHaveAttribute('data-state', 'within');

  // lock one food and fill the day again: the locked food stays
  const first = page.getByTestId('meal-breakfast').getByTestId('plan-item').first();
  const kept = (await first.locator('p').first().textContent())!.trim();
  await first.getByRole('button', { name: /^Lock / }).click();
  await expect(first.getByRole('button', { name: /^Unlock / })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Fill day 1' }).click();
  await expect(page.getByTestId('generate-result')).toContainText('Planned 1 day', { timeout: 60_000 });
  await expect(page.getByTestId('meal-breakfast').getByTestId('plan-item').first()).toContainText(kept);
  await expect(page.getByTestId('total-calories')).toHaveAttribute('data-state', 'within');
  await page.getByRole('button', { name: 'Save plan' }).first().click();
  await expect(page.getByText('Diet plan saved')).toBeVisible();
  await expectNoAxeViolations(page);

  // activate (Emma already follows a plan: the confirmation says so) and share
  await page.getByRole('link', { name: 'Back to the plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the active plan?' });
  await expect(confirm).toContainText('Iron-rich weekly menu');
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Activate this plan' }).click();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Share with the patient' }).click();
  await expect(page.getByText('Diet plan shared')).toBeVisible();
  await expectNoAxeViolations(page);

  // the PDF opens and holds the plan's name
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(name);
  expect(text).toContain('Shopping list for a week');
  await page.context().close();

  // the patient: the plan in Fuel, day by day, and the shopping list by food group
  const emma = await pageAs(browser, 'patient@demo.verdant.health');
  await emma.goto('/patient/fuel');
  await expect(emma.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(emma.getByRole('heading', { name: 'Shopping list for the week' })).toBeVisible();
  await expect(emma.getByTestId('shopping-list').getByRole('heading').first()).toBeVisible();
  expect((await emma.getByTestId('shopping-list').textContent())?.toLowerCase()).not.toContain('peanut');
  await expectNoAxeViolations(emma);
  await emma.goto('/patient/dashboard');
  await expect(emma.getByTestId('today-plan')).toContainText(name);
  const pdf = await emma.request.get(`/api/v1/me/diet-plans/${planId}/pdf?lang=en`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await emma.context().close();
});

test('the list, the editor and Fuel in Spanish at phone width: translated, nothing overflows, accessible', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maya = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await maya.goto('/dietitian/diet-plans');
  await expect(maya.getByRole('heading', { level: 1, name: 'Planes de alimentación' })).toBeVisible();
  await expect(maya.getByTestId('plan-row').first()).toBeVisible();
  await maya.getByText('Borrador', { exact: true }).first().click();
  await expect(maya).toHaveURL(/status=draft/);
  await expect(maya.getByTestId('plan-row').first()).toContainText('Borrador');
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(maya);

  await maya.getByTestId('plan-row').first().getByRole('link').click();
  await maya.getByRole('link', { name: 'Editar' }).click();
  await expect(maya.getByRole('heading', { level: 1, name: /^Editar / })).toBeVisible();
  await expect(maya.getByText('Objetivos y rangos diarios')).toBeVisible();
  await expect(maya.getByRole('button', { name: 'Generar los 7 días' })).toBeVisible();
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(maya);
  await maya.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/fuel');
  await expect(emma.getByRole('heading', { level: 1, name: 'Alimentación' })).toBeVisible();
  await expect(emma.getByRole('heading', { name: 'Lista de la compra de la semana' })).toBeVisible();
  await expect(emma.getByRole('tab', { name: /^Hoy/ })).toHaveAttribute('aria-selected', 'true');
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(emma);
  await emma.context().close();
});
