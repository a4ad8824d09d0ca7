import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

// The knowledge base: searched in Spanish on a phone (full text with the Spanish dictionary, the
// article with its sources and related articles, the lab tests), and opened from a consultation in
// English on a desktop (the side panel on the topic at hand, an article read in place, a practice
// protocol added to the plan and saved with the consultation).
const expect = baseExpect.configure({ timeout: 30_000 });

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a medical professional searches the knowledge base in Spanish on a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, 'medical@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/dietitian/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'Base de conocimiento' })).toBeVisible();
  await expect(page.getByText(/^31 artículos$/)).toBeVisible();
  // full text in Spanish: "embarazadas" finds the articles on "embarazo"
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('embarazadas hierro');
  const result = page.getByRole('link', { name: 'Embarazo: nutrientes clave y seguridad alimentaria' });
  await expect(result).toBeVisible();
  await noOverflow(page);
  await expectNoAxeViolations(page);
  await result.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Embarazo: nutrientes clave y seguridad alimentaria' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fuentes' })).toBeVisible();
  await expect(page.getByText(/Folic Acid Supplementation to Prevent Neural Tube Defects/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Artículos relacionados' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ganancia de peso en el embarazo' })).toBeVisible();
  await noOverflow(page);
  await expectNoAxeViolations(page);
  // the English version of the same article
  await page.getByText('English', { exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pregnancy: key nutrients and food safety' }),
  ).toBeVisible();

  // a typo in a title, then the lab tests with their reference ranges
  await page.goto('/dietitian/knowledge-base?q=hipertension');
  await expect(page.getByRole('link', { name: 'Hipertensión y el plan de alimentación DASH' })).toBeVisible();
  await page.getByRole('tab', { name: 'Laboratorio' }).click();
  await page.getByRole('searchbox', { name: 'Buscar una prueba' }).fill('ferritina');
  await expect(page.getByText(/^\d+ pruebas?$/)).toBeVisible();
  await noOverflow(page);
  await expectNoAxeViolations(page);
});

test('a dietitian opens an article from a consultation and adds the practice protocol to the plan', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health');
  await page.goto('/dietitian/consultations/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New consultation' })).toBeVisible();
  await page.getByLabel('Patient').selectOption({ label: 'Rodriguez, Emma' });
  await page.getByLabel('Session type').selectOption('follow-up');
  await page.getByRole('button', { name: 'Start consultation' }).click();
  await expect(page).toHaveURL(/\/dietitian\/consultations\/[^/]+\/edit$/);
  const id = page.url().split('/').at(-2)!;

  // the side panel: search, read an article in place with its sources
  await page.getByRole('button', { name: 'Knowledge base' }).click();
  const panel = page.getByRole('dialog', { name: 'Knowledge base' });
  await panel.getByRole('searchbox', { name: 'Search' }).fill('blood pressure sodium');
  await panel.getByRole('button', { name: 'Hypertension and the DASH eating plan' }).click();
  await expect(panel.getByRole('heading', { name: 'Hypertension and the DASH eating plan' })).toBeVisible();
  await expect(panel.getByText(/Appel LJ, Moore TJ, Obarzanek E/)).toBeVisible();
  await expectNoAxeViolations(page);

  // the practice's own protocol goes into the plan, and is saved with the consultation
  await panel.getByRole('button', { name: 'Back to results' }).click();
  await panel.getByRole('searchbox', { name: 'Search' }).fill('diabetes follow-up');
  await panel.getByRole('button', { name: 'Type 2 diabetes follow-up visit' }).click();
  await panel.getByRole('button', { name: 'Use in plan' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue(
    /Review the glucose log and the latest HbA1c/,
  );
  await expect(page.getByTestId('save-state')).toContainText('Saved');
  await page.reload();
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue(
    /Review the glucose log and the latest HbA1c/,
  );

  // the whole article from the panel, on its own page
  await page.getByRole('button', { name: 'Knowledge base' }).click();
  await panel.getByRole('searchbox', { name: 'Search' }).fill('DASH');
  await panel.getByRole('button', { name: 'Hypertension and the DASH eating plan' }).click();
  await panel.getByRole('link', { name: 'Open full page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hypertension and the DASH eating plan' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  await expectNoAxeViolations(page);
  // the draft made for this journey is deleted again
  const gone = await page.request.delete(`/api/v1/consultations/${id}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(gone.status()).toBe(204);
});
