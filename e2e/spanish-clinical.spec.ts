// Clinical texts in the reader's language: a consultation's insight items (worded from their codes
// and values) and a diet plan's foods (their Spanish names) read in Spanish, on a phone, while an
// English reader still reads them in English.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
/** Words that only an English sentence has. */
const ENGLISH = /\b(the|and|is|with|within|below|above|about|raw|cooked)\b/i;

async function myInsights(page: Page): Promise<string[]> {
  await page.goto('/patient/consultations');
  await page.getByTestId('my-consultation').last().click();
  const items = page.getByTestId('my-insights').locator('li');
  await expect(items.first()).toBeVisible();
  // the sentence, without the " · in N days" of a follow-up
  return (await items.allInnerTexts()).map((t) => t.split(' · ')[0]!.trim());
}

async function shoppingList(page: Page): Promise<string[]> {
  await page.goto('/patient/fuel');
  const foods = page.getByTestId('shopping-list').locator('li > span:first-child');
  await expect(foods.first()).toBeVisible();
  return foods.allInnerTexts();
}

test("a consultation's insights read in Spanish, for the patient and the clinician", async ({ browser }) => {
  test.setTimeout(180_000);
  const emmaEn = await pageAs(browser, 'patient@demo.verdant.health');
  const english = await myInsights(emmaEn);
  await emmaEn.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  const spanish = await myInsights(emma);
  expect(spanish.length).toBe(english.length);
  for (const [k, text] of spanish.entries()) {
    expect(text).not.toBe(english[k]);
    expect(text).not.toMatch(ENGLISH);
  }
  expect(english.some((t) => ENGLISH.test(t))).toBe(true);
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(emma);
  await emma.context().close();

  const maya = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await maya.goto('/dietitian/consultations');
  // Emma's signed consultations carry insights (the analytics history's visits do not)
  await maya.getByLabel('Paciente').selectOption({ label: 'Rodriguez, Emma' });
  await maya.getByLabel('Estado').selectOption('completed');
  await expect(maya.getByTestId('consultation-row').first()).toContainText('Completada');
  await maya.getByTestId('consultation-row').first().getByRole('link').click();
  const sentences = maya.getByTestId('insight').locator('> div:first-child > p');
  await expect(sentences.first()).toBeVisible();
  const texts = await sentences.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(ENGLISH);
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await maya.context().close();
});

test("a diet plan's foods read in Spanish: Fuel, the shopping list and the editor's food search", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const emmaEn = await pageAs(browser, 'patient@demo.verdant.health');
  const english = await shoppingList(emmaEn);
  await emmaEn.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  const spanish = await shoppingList(emma);
  expect(spanish.length).toBe(english.length);
  // USDA's descriptive names ("Apples, raw, with skin") always translate; a one-word loan name
  // such as "Tempeh" or "Tofu" is the same in both languages, so it may stay as it is.
  for (const [k, name] of spanish.entries()) if (english[k]?.includes(',')) expect(name).not.toBe(english[k]);
  expect(spanish.filter((name, k) => name !== english[k]).length).toBeGreaterThan(spanish.length / 2);
  expect(spanish.join(' | ')).not.toMatch(/, (raw|cooked)\b/);
  expect(spanish.join(' | ')).toMatch(/, (crud|cocid|hervid|asad|enlatad|fresc)[oa]s?\b/);
  // today's menu names the same foods
  await expect(emma.getByRole('tabpanel').locator('li .font-medium').first()).not.toHaveText(
    /, (raw|cooked)\b/,
  );
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(emma);
  await emma.context().close();

  const maya = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await maya.goto('/dietitian/diet-plans?status=draft');
  await maya.getByTestId('plan-row').first().getByRole('link').click();
  await maya.getByRole('link', { name: 'Editar' }).click();
  await expect(maya.getByRole('heading', { level: 1, name: /^Editar / })).toBeVisible();
  const search = maya
    .getByTestId('meal-breakfast')
    .getByRole('combobox', { name: 'Añadir un alimento a Desayuno' });
  await search.fill('manzana cruda');
  await expect(
    maya
      .getByTestId('meal-breakfast')
      .getByRole('option', { name: /Manzana, cruda, con cáscara/ })
      .first(),
  ).toBeVisible();
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await maya.context().close();
});
