// Journeys of signing up from an audience page or a pricing plan: the choice travels through sign-up,
// the verification e-mail and /auth/complete-signup; a laboratory waits for a platform administrator.
import type { Page } from '@playwright/test';
import {
  adminApi,
  expect,
  firstLink,
  signInAs,
  test,
  uniqueEmail,
  waitForDeliveredEmail,
  waitForEmail,
} from './support.ts';

// Long journeys (sign-up, e-mail, two browsers): more time than the 30 s default.
test.describe.configure({ timeout: 180_000 });

async function signUp(page: Page, email: string, firstName: string, lastName: string) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-long-passphrase');
  await form.getByLabel('Confirm password').fill('a-long-passphrase');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/**
 * Opens the verification link as delivered (as the person would from their inbox): it confirms the
 * address and signs nobody in (decision 0018), so the person then signs in with their password.
 */
async function openVerificationLink(page: Page, email: string): Promise<URL> {
  const link = new URL(firstLink((await waitForDeliveredEmail(email, /verify/i)).text));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-long-passphrase');
  await form.getByRole('button', { name: 'Sign in' }).click();
  return link;
}

async function useSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('a laboratory signs up from /for-labs, waits for approval, and lands on /lab once a platform administrator approves', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('new-lab');
  const labName = `Northside Diagnostics ${Date.now()}`;
  await page.goto('/for-labs');
  await page.getByTestId('audience-signup').click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&role=lab$/);
  await expect(page.getByTestId('signup-intent')).toHaveText('Signing up as: Laboratory');
  await signUp(page, email, 'Priya', 'Raman');

  const link = await openVerificationLink(page, email);
  expect(link.searchParams.get('role')).toBe('lab');
  await expect(page).toHaveURL(/\/auth\/complete-signup\?role=lab$/);
  await expect(page.getByRole('checkbox', { name: 'Laboratory', exact: true })).toBeChecked();
  await page.getByLabel('Laboratory name').fill(labName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/awaiting-approval$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your organization is awaiting approval' }),
  ).toBeVisible();
  await expect(page.getByText(`${labName} is registered as a laboratory.`, { exact: false })).toBeVisible();
  // a lab route stays closed while pending: back to the status
  await page.goto('/lab');
  await expect(page).toHaveURL(/\/auth\/awaiting-approval$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your organization is awaiting approval' }),
  ).toBeVisible();

  // The platform administrator approves it from /admin/setup.
  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin@demo.verdant.health');
  await expect(admin).toHaveURL(/\/admin\/overview$/);
  await admin.goto('/admin/setup');
  await expect(admin.getByRole('heading', { name: 'Laboratory and insurer requests' })).toBeVisible();
  await admin.getByRole('button', { name: `Approve ${labName}` }).click();
  await expect(admin.getByRole('button', { name: `Approve ${labName}` })).toBeHidden();
  await adminContext.close();

  // The requester, now in Spanish, checks again and lands on the lab dashboard.
  await page.goto('/auth/awaiting-approval');
  await useSpanish(page);
  await expect(page).toHaveURL(/\/lab$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya Raman');
  const api = await adminApi(baseURL!);
  const approved = await waitForEmail(api, email, /is approved on Verdant/);
  expect(approved.subject).toBe(`${labName} is approved on Verdant`);
});

test('the Spanish awaiting-approval screen for a laboratory under review', async ({ page }) => {
  const email = uniqueEmail('lab-es');
  await page.goto('/auth?mode=signup&role=lab');
  await signUp(page, email, 'Lucía', 'Ortega');
  await openVerificationLink(page, email);
  await expect(page).toHaveURL(/\/auth\/complete-signup\?role=lab$/);
  await useSpanish(page);
  await expect(page.getByRole('checkbox', { name: 'Laboratorio', exact: true })).toBeChecked();
  await page.getByLabel('Nombre del laboratorio').fill(`Laboratorio Sur ${Date.now()}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu organización está pendiente de aprobación' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprobar de nuevo' })).toBeVisible();
});

test('choosing Professional on the pricing plans creates a practice on that plan', async ({ page }) => {
  const email = uniqueEmail('new-practice');
  await page.goto('/home#pricing');
  // the billing toggle works once the server's page is hydrated (it paints before its script runs)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('button', { name: 'Annual', exact: true }).click();
  await page.getByTestId('plan-professional').getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&plan=professional&billing=annual$/);
  await expect(page.getByTestId('signup-intent')).toHaveText('Plan: Professional (Annual, save 20%)');
  await signUp(page, email, 'Elena', 'Vidal');

  await openVerificationLink(page, email);
  await expect(page).toHaveURL(/\/auth\/complete-signup\?plan=professional&billing=annual$/);
  await page.getByRole('checkbox', { name: 'Dietitian', exact: true }).check();
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('professional');
  await expect(page.getByLabel('Billing', { exact: true })).toHaveValue('annual');
  await page.getByLabel('Organization name').fill('Vidal Nutrition');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dietitian\/overview$/);
  await expect(page.getByTestId('organization-plan')).toHaveText('Professional, billed annually');
  await useSpanish(page);
  await expect(page.getByTestId('organization-plan')).toHaveText('Professional, facturación anual');
});
