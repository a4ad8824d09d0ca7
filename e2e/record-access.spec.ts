import { expect as baseExpect, expectNoAxeViolations, pageAs, test, uniqueEmail } from './support.ts';

/**
 * The requesters' side of the privacy centre (ADR 0038): an insurer sees what Emma shares with it and
 * asks someone for access; a professional of her practice breaks the glass, and Emma sees it flagged.
 * Requests go to an address nobody has, so the patient's own screens (privacy.spec.ts) are not changed.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const EMMA = 'patient@demo.verdant.health';

test('an insurer sees what Emma shares with it and follows the request it sends', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, 'insurance@demo.verdant.health');
  await page.goto('/record-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Access to patient records' })).toBeVisible();
  const shared = page.getByTestId('shared-patient').filter({ hasText: 'Emma Rodriguez' });
  await expect(shared).toContainText('Verdant Demo Practice');
  await expect(shared).toContainText('Billing and claims');
  await expect(shared).not.toContainText('Lab results');
  // an insurer never breaks the glass
  await expect(page.getByRole('heading', { name: 'Emergency access' })).toHaveCount(0);

  // nothing ticked: refused, in words, nothing sent
  const email = uniqueEmail('claimant');
  await page.getByLabel("Patient's email address").fill(email);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose at least one category')).toBeVisible();
  await expect(page.getByText('Give a reason')).toBeVisible();

  await page.getByRole('group', { name: 'What you need to see' }).getByLabel('Billing and claims').check();
  await page.getByLabel('Purpose').selectOption('payment');
  await page.getByLabel('Why you need it').fill('To settle the claim for your March sessions.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
  const sent = page.getByTestId('sent-request').filter({ hasText: email });
  await expect(sent).toContainText('Waiting for the patient');
  await expect(sent).toContainText('Billing and claims');
  await expectNoAxeViolations(page);
});

test('a professional of the practice breaks the glass; Emma sees it flagged in her log and on her privacy centre', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const chris = await pageAs(browser, 'multi@demo.verdant.health');
  await chris.goto('/record-access');
  await expect(chris.getByRole('heading', { level: 1, name: 'Access to patient records' })).toBeVisible();
  const reason = `Collapsed in the gym at ${Date.now()}; checking her medication before the ambulance arrives.`;
  await chris.getByLabel('Email address of the patient of your practice').fill(EMMA);
  await chris.getByLabel('Reason').fill(reason);
  await chris.getByRole('button', { name: 'Open the record for one hour' }).click();
  await expect(chris.getByText(/Emma Rodriguez's record is open until/)).toBeVisible();
  const mine = chris.getByTestId('my-emergency-access').filter({ hasText: reason });
  await expect(mine).toContainText('Open until');
  await mine.getByRole('link', { name: 'Emma Rodriguez' }).click();
  await expect(chris.getByRole('heading', { level: 1, name: 'Emma Rodriguez' })).toBeVisible();

  const emma = await pageAs(browser, EMMA);
  await emma.goto('/patient/privacy');
  const flagged = emma.getByTestId('emergency-access').filter({ hasText: reason });
  await expect(flagged).toContainText('Chris Taylor · Verdant Demo Practice');
  await emma.goto('/patient/consent-audit-log');
  await emma.getByLabel('Person').selectOption({ label: 'Chris Taylor' });
  const entry = emma
    .getByTestId('log-entry')
    .filter({ hasText: 'Emergency access (break the glass)' })
    .first();
  await expect(entry).toContainText('Chris Taylor');
  await expectNoAxeViolations(emma);
});

test('the requesters’ screen in Spanish on a phone: the laboratory sees what is shared with it, nothing overflows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, 'lab@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/record-access');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acceso a historiales de pacientes' }),
  ).toBeVisible();
  const shared = page.getByTestId('shared-patient').filter({ hasText: 'Emma Rodriguez' });
  await expect(shared).toContainText('Resultados de laboratorio');
  await expect(page.locator('main')).not.toContainText('privacy:');
  await expect(page.getByRole('heading', { name: 'Acceso de emergencia' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  const emma = await pageAs(browser, EMMA, { language: 'es', phone: true });
  await emma.goto('/patient/privacy');
  await expect(emma.getByRole('heading', { name: 'Accesos de emergencia a tu historial' })).toBeVisible();
  await expect(
    emma.getByTestId('emergency-access').filter({ hasText: 'Chris Taylor' }).first(),
  ).toBeVisible();
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(emma);
});
