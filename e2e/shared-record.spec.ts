import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

/**
 * A shared record as its recipient sees it (ADR 0044): the demo laboratory opens Emma's record from
 * "Shared with you" and reads exactly what she shares with it (demographics and lab results), every
 * other category saying it is not shared; Emma sees those reads in her access log. The insurer, in
 * Spanish on a phone, reads her demographics and is sent to its claims for billing. Read-only: the
 * grants of the demo data are not changed.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const EMMA = 'patient@demo.verdant.health';

test('the laboratory opens Emma’s shared record: her demographics and lab results, nothing else; she sees the reads', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, 'lab@demo.verdant.health');
  await page.goto('/record-access');
  await page
    .getByTestId('shared-patient')
    .filter({ hasText: 'Emma Rodriguez' })
    .getByRole('link', { name: 'Emma Rodriguez' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Emma Rodriguez: what is shared with you' }),
  ).toBeVisible();
  await expect(page.getByTestId('record-grant')).toContainText('Shared by Verdant Demo Practice');
  const demographics = page.getByTestId('category-demographics');
  await expect(demographics.getByText('Date of birth')).toBeVisible();
  await expect(demographics).toContainText('Emma Rodriguez');
  const labs = page.getByTestId('category-labs');
  await expect(labs.getByTestId('record-lab').first()).toBeVisible();
  for (const name of ['Consultations and notes', 'Documents', 'Billing and claims', 'Diet plans']) {
    await expect(page.getByRole('region', { name })).toContainText('Not shared with you.');
  }
  await expectNoAxeViolations(page);

  // Emma sees the laboratory's reads, as reads under her grant
  const emma = await pageAs(browser, EMMA);
  await emma.goto('/patient/consent-audit-log');
  await emma.getByLabel('Person').selectOption({ label: 'Priya Natarajan' });
  const entry = emma
    .getByTestId('log-entry')
    .filter({ hasText: 'Priya Natarajan' })
    .filter({ hasText: 'Lab results' })
    .first();
  await expect(entry).toContainText('Your consent');
});

test('the insurer reads Emma’s shared record in Spanish on a phone: demographics, billing through its claims; nothing overflows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, 'insurance@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/record-access');
  await page
    .getByTestId('shared-patient')
    .filter({ hasText: 'Emma Rodriguez' })
    .getByRole('link', { name: 'Emma Rodriguez' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Emma Rodriguez: lo que comparte contigo' }),
  ).toBeVisible();
  await expect(page.getByTestId('category-demographics').getByText('Fecha de nacimiento')).toBeVisible();
  const billing = page.getByRole('region', { name: 'Facturación y reclamaciones' });
  await expect(billing.getByRole('link', { name: 'Abrir la cola de reclamaciones' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resultados de laboratorio' })).toContainText(
    'No se comparte contigo.',
  );
  await expect(page.locator('main')).not.toContainText('privacy:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
