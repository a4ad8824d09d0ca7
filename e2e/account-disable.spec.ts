// A platform administrator disables an account: the person's open session ends and they cannot sign in,
// with a clear message; enabling it lets them in again (decision 0008).
import { DEMO_PASSWORD, expect, firstLink, signInAs, test, waitForDeliveredEmail } from './support.ts';

test('a disabled account is signed out everywhere and cannot sign in until enabled', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // two people, several password hashes: long on a busy machine
  const email = `disable-${Date.now()}@example.test`;
  const password = 'a-long-passphrase-2026';
  // The person signs up, verifies and completes sign-up as a patient.
  const signUp = await page.request.post('/api/v1/auth/sign-up', {
    headers: { origin: baseURL! },
    data: { firstName: 'Dana', lastName: 'Quill', email, password, confirmPassword: password },
  });
  expect(signUp.status()).toBe(201);
  const link = new URL(firstLink((await waitForDeliveredEmail(email, /verify/i)).text));
  await page.goto(link.pathname + link.search);
  // the link confirms the address only (decision 0018): sign in with the password
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/complete-signup$/);
  await page.getByRole('checkbox', { name: 'Patient', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);

  // The administrator disables the account from Admin → Setup, after a confirm.
  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin@demo.verdant.health', DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/admin\/overview$/);
  // A signed-up patient belongs to no practice: accounts of the whole installation are managed while
  // acting in the platform organization, chosen in the header (the page reloads in it).
  await admin.getByRole('combobox', { name: 'Organization' }).selectOption({ label: 'Verdant platform' });
  await expect(admin.getByRole('combobox', { name: 'Organization' })).toHaveValue(/.+/);
  await expect(admin.getByRole('combobox', { name: 'Organization' }).locator('option:checked')).toHaveText(
    'Verdant platform',
  );
  await admin.goto('/admin/setup');
  await admin.getByLabel('Search users').fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('button', { name: 'Disable account: Dana Quill' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Disable Dana Quill?' });
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(admin.getByText('Disabled', { exact: true })).toBeVisible();

  // The person's session has ended: the next page load lands on sign-in.
  await page.goto('/patient/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await signInAs(page, email, password);
  await expect(page.getByText('This account has been disabled. Contact your administrator.')).toBeVisible();

  // Enabled again, they can sign in.
  await admin.getByRole('button', { name: 'Enable account: Dana Quill' }).click();
  await expect(admin.getByText('Disabled', { exact: true })).toHaveCount(0);
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await adminContext.close();
});
