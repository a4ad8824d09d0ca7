// Security journeys of issue 15: the demo notice, one-time links hidden from the outbox, weak passwords.
import { expect, signInAs, test, uniqueEmail, waitForDeliveredEmail } from './support.ts';

test('security: a demo installation says so on the sign-in page and in the admin area', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByTestId('demo-notice')).toContainText('Demo installation.');
  await expect(page.getByTestId('demo-notice')).toContainText('Do not enter real patient data.');
  await signInAs(page, 'admin@demo.verdant.health');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByTestId('demo-notice')).toBeVisible();
});

test('security: the outbox shows that a reset link was sent, never the link, and resends a fresh one', async ({
  page,
}) => {
  // a password-reset request for the demo patient
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('patient@demo.verdant.health');
  await page.getByRole('button', { name: /send/i }).click();
  const first = await waitForDeliveredEmail('patient@demo.verdant.health', /reset/i);

  await signInAs(page, 'admin@demo.verdant.health');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.goto('/admin/integrations');
  const item = page
    .getByRole('list', { name: 'Emails' })
    .getByRole('listitem')
    .filter({ hasText: 'patient@demo.verdant.health' })
    .filter({ hasText: 'Reset your password' })
    .first();
  await expect(item).toContainText('One-time password reset link sent to the recipient only');
  await item.locator('summary').click();
  await expect(item).toContainText('[one-time link: sent to the recipient only]');
  const token = new URL(first.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  expect(await page.content()).not.toContain(token);

  await item.getByRole('button', { name: 'Send a fresh link' }).click();
  await expect(page.getByText(/A fresh link was sent to patient@demo\.verdant\.health/)).toBeVisible();
});

test('security: sign-up says why a common password is refused', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Ruiz');
  await form.getByLabel('Email').fill(uniqueEmail('weak'));
  await form.getByLabel('Password', { exact: true }).fill('password123');
  await form.getByLabel('Confirm password').fill('password123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This password is too common')).toBeVisible();
});
