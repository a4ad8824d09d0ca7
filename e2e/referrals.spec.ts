import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const MEDICAL = 'medical@demo.verdant.health';
const DIETITIAN = 'dietitian@demo.verdant.health';
const EMMA = 'patient@demo.verdant.health';

/** The page has nothing wider than the phone's viewport. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pick(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a medical professional refers Emma to the dietitian, who accepts, books and sends the closing report (English, desktop)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const reason = `Raised fasting glucose, referral ${Date.now()}`;

  // the medical professional writes the referral
  const medical = await pageAs(browser, MEDICAL);
  await medical.goto('/medical/referrals');
  await expect(medical.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await medical.getByRole('link', { name: 'New referral' }).click();
  await expect(medical.getByRole('heading', { level: 1, name: 'New referral' })).toBeVisible();
  await pick(medical, 'Patient', 'Emma', /Emma Rodriguez/);
  await medical.getByLabel('Profession').selectOption('dietitian');
  await pick(medical, 'Refer to', 'Maya', /Maya Chen/);
  await medical.getByLabel('Reason for the referral').fill(reason);
  await medical.getByLabel('The question to answer').fill('A plan to bring her fasting glucose down?');
  await medical.getByRole('radio', { name: 'Soon' }).check();
  await medical.getByRole('checkbox', { name: 'Lab results' }).check();
  await expectNoAxeViolations(medical);
  await medical.getByRole('button', { name: 'Send referral' }).click();
  await expect(medical.getByRole('heading', { level: 1, name: 'Referral: Emma Rodriguez' })).toBeVisible();
  await expect(medical.getByTestId('referral-status').first()).toHaveText('Sent');
  await expect(medical.getByTestId('share-state')).toContainText('care-team settings');
  const url = medical.url();
  const id = url.split('/').pop()!;

  // the dietitian finds it in her inbox, accepts it, books the visit and sends the closing report
  const dietitian = await pageAs(browser, DIETITIAN);
  await dietitian.goto('/dietitian/referrals');
  const row = dietitian.getByTestId('referral-row').filter({ hasText: 'Dr. Daniel Weiss' }).filter({
    hasText: 'Emma Rodriguez',
  });
  await expect(row.first()).toBeVisible();
  await dietitian.goto(`/dietitian/referrals/${id}`);
  await expect(dietitian.getByText(reason)).toBeVisible();
  await dietitian.getByRole('button', { name: 'Accept' }).click();
  await expect(dietitian.getByTestId('referral-status').first()).toHaveText('Accepted');

  await dietitian.getByRole('button', { name: 'Book the visit' }).click();
  const book = dietitian.getByRole('form', { name: 'Book the visit' });
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await book.getByLabel('Date').fill(day);
  await book.getByLabel('Time').fill('07:30');
  await book.getByRole('button', { name: 'Book' }).click();
  await expect(dietitian.getByTestId('referral-status').first()).toHaveText('Scheduled');
  // the visit is the calendar's own appointment
  await dietitian.getByRole('link', { name: /07:30|7:30/ }).click();
  await expect(dietitian).toHaveURL(/\/dietitian\/calendar\?appointment=/);
  await dietitian.goBack();

  await dietitian.getByRole('button', { name: 'Closing report' }).click();
  await dietitian
    .getByRole('textbox', { name: 'Closing report' })
    .fill('Seen once: 45 g carbohydrate per meal, walking after dinner. Review in six weeks.');
  await dietitian.getByRole('button', { name: 'Send the closing report' }).click();
  await expect(dietitian.getByTestId('referral-status').first()).toHaveText('Completed');
  await expectNoAxeViolations(dietitian);

  // the medical professional sees the answer, with who did what
  await medical.reload();
  await expect(medical.getByTestId('referral-status').first()).toHaveText('Completed');
  await expect(medical.getByTestId('closing-report')).toContainText('45 g carbohydrate per meal');
  const history = medical.getByTestId('referral-history');
  for (const step of ['Sent', 'Accepted', 'Visit booked', 'Closing report sent']) {
    await expect(history).toContainText(step);
  }
  await expect(history).toContainText('Dr. Maya Chen');
  // and was told: the bell's notification leads back to it
  await medical.goto('/notifications');
  await expect(
    medical.getByText('Dr. Maya Chen sent the closing report of your referral').first(),
  ).toBeVisible();

  // Emma sees it on her care-team screen
  const emma = await pageAs(browser, EMMA);
  await emma.goto('/patient/care-team');
  const mine = emma.getByTestId('patient-referral').filter({ hasText: reason });
  await expect(mine).toContainText('Dr. Daniel Weiss referred you to Dr. Maya Chen');
  await expect(mine).toContainText('Completed');
});

test('Spanish on a phone: the inbox lists a referral and the medical professional accepts it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const medical = await pageAs(browser, MEDICAL, { language: 'es', phone: true });
  await medical.goto('/medical/referrals');
  await expect(medical.getByRole('heading', { level: 1, name: 'Derivaciones' })).toBeVisible();
  // the demo dietitian's referral of Aisha Khan waits in the inbox
  const row = medical.getByTestId('referral-row').filter({ hasText: 'Aisha Khan' });
  await expect(row).toContainText('Enviada');
  await expectNoOverflow(medical);
  await expectNoAxeViolations(medical);
  await medical.getByTestId('referral-link').filter({ hasText: 'Aisha Khan' }).click();
  await expect(medical.getByRole('heading', { level: 1, name: 'Derivación: Aisha Khan' })).toBeVisible();
  await medical.getByRole('button', { name: 'Aceptar' }).click();
  await expect(medical.getByTestId('referral-status').first()).toHaveText('Aceptada');
  await expect(medical.getByTestId('referral-history')).toContainText('Aceptada');
  await expectNoOverflow(medical);

  // the sent box, filtered by status
  await medical.goto('/medical/referrals?box=outbox');
  await medical.getByLabel('Estado').selectOption('draft');
  await expect(medical.getByTestId('referral-row').filter({ hasText: 'James Whitaker' })).toContainText(
    'Borrador',
  );
  await expectNoOverflow(medical);
});
