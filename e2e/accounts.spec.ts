// Accounts hardening: a booking's invitation link sets the patient's password,
// backup codes at the two-factor challenge (each once), and the organization's join code in settings.
import { createHmac } from 'node:crypto';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  adminApi,
  clientAddress,
  expect,
  expectNoAxeViolations,
  pageAs,
  signInAs,
  test,
  uniqueEmail,
  waitForDeliveredEmail,
  waitForEmail,
} from './support.ts';

const PASSWORD = 'my-own-secret-2026';

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.toUpperCase().replace(/[^A-Z2-7]/g, '')) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function totp(secret: Buffer, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function anonymousApi(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': clientAddress() },
  });
}

/** A free slot of the demo dietitian's first service (random, so parallel runs do not collide). */
async function openSlot(api: APIRequestContext) {
  const search = await api.get('/api/v1/providers?q=Maya%20Chen');
  const { items } = (await search.json()) as { items: { id: string }[] };
  const providerId = items[0]!.id;
  const profile = (await (await api.get(`/api/v1/providers/${providerId}`)).json()) as {
    services: { id: string }[];
  };
  const serviceId = profile.services[0]!.id;
  const slots = (await (
    await api.get(`/api/v1/providers/${providerId}/slots?serviceId=${serviceId}&days=14`)
  ).json()) as { slots: { start: string }[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  const slot = slots.slots[Math.floor(Math.random() * slots.slots.length)]!;
  return { providerId, serviceId, start: slot.start };
}

/** The confirm link (path and query) of the booking hold e-mailed to `email`. */
async function confirmLink(email: string): Promise<URL> {
  const hold = await waitForDeliveredEmail(email, /^Confirm your appointment/);
  const link = /https?:\/\/\S+\/booking\/confirm\?\S+/.exec(hold.text)?.[0];
  expect(link, hold.text).toBeTruthy();
  return new URL(link!);
}

/** The invitation link in the booked e-mail of `email` (sent once the hold is confirmed). */
async function inviteLink(admin: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForEmail(admin, email, /confirmed/i);
  const link = /https?:\/\/\S+\/auth\?invite=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/** A patient account made through the API: book signed out, accept the invitation. */
async function patientAccount(baseURL: string, admin: APIRequestContext): Promise<string> {
  const api = await anonymousApi(baseURL);
  const email = uniqueEmail('twofa');
  const slot = await openSlot(api);
  const booked = await api.post('/api/v1/bookings', {
    data: { ...slot, patient: { firstName: 'Nora', lastName: 'Díaz', email, phone: '+1 555 010 0777' } },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const hold = await confirmLink(email);
  const confirmed = await api.post(`/api/v1/bookings/${hold.searchParams.get('id')}/confirm`, {
    data: { token: hold.searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const token = new URL(await inviteLink(admin, email)).searchParams.get('invite')!;
  const accepted = await api.post('/api/v1/invitations/accept', {
    data: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await api.dispose();
  return email;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/(home|auth)?$/);
}

test('a new patient books on the public site, sets a password from the invitation and lands on the dashboard; the link then says it is used', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(baseURL!);
  const api = await anonymousApi(baseURL!);
  const slot = await openSlot(api);
  await api.dispose();

  const email = uniqueEmail('invitee');
  await page.goto(
    `/book/${slot.providerId}?serviceId=${slot.serviceId}&start=${encodeURIComponent(slot.start)}`,
  );
  await page.getByLabel('First name').fill('Lucía');
  await page.getByLabel('Last name').fill('Gómez');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+1 555 010 0456');
  await page.getByTestId('confirm-booking').click();
  await expect(page.getByTestId('booking-confirmation')).toBeVisible();
  const hold = await confirmLink(email);
  await page.goto(hold.pathname + hold.search);
  await expect(page.getByTestId('booking-link-title')).toHaveText('Your appointment is confirmed');

  const link = await inviteLink(admin, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByTestId('invite-email')).toHaveText(email);
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Set your password' });
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('other');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);

  // the link is single use: opened again (signed out), it says so and offers sign-in
  await logOut(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invitation has already been used' })).toBeVisible();
  await expect(page.getByTestId('invite-used')).toContainText(email);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await admin.dispose();
});

test('two-factor: enrol with the QR code, sign in with a backup code, and the same backup code is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(baseURL!);
  const email = await patientAccount(baseURL!, admin);
  await admin.dispose();

  await signInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
  await page.goto('/patient/settings');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByLabel('Current password').fill(PASSWORD);
  await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const uri = (await page.locator('code', { hasText: 'otpauth://' }).textContent())!.trim();
  const secret = base32Decode(new URL(uri).searchParams.get('secret')!);
  const backupCodes = (await page.getByTestId('backup-codes').locator('li').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(backupCodes).toHaveLength(10);
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on').first()).toBeVisible();

  await logOut(page);
  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);

  await logOut(page);
  await signInAs(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That backup code is not valid or has already been used.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/patient\/dashboard$/);
});

/** A verified, signed-in account that has not completed sign-up (API only). */
async function newAccount(baseURL: string, prefix: string) {
  const api = await anonymousApi(baseURL);
  const email = uniqueEmail(prefix);
  const res = await api.post('/api/v1/auth/sign-up', {
    data: { firstName: 'Sam', lastName: 'Lee', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForDeliveredEmail(email, /verify|confirm/i);
  const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
  const verified = await api.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    maxRedirects: 0,
  });
  expect(verified.status(), await verified.text()).toBeLessThan(400);
  // verifying signs nobody in (decision 0018): sign in with the password
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { api, email };
}

test('an owner sees the join code in settings and regenerates it; the old code is refused at complete-signup', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await newAccount(baseURL!, 'owner');
  const created = await owner.api.post('/api/v1/me/complete-signup', {
    data: {
      roles: ['dietitian'],
      organization: { mode: 'create', name: 'Join Code Clinic', kind: 'practice' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const oldCode = ((await created.json()) as { organizations: { joinCode: string }[] }).organizations[0]!
    .joinCode;
  expect(oldCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  await page.context().addCookies((await owner.api.storageState()).cookies);
  await page.goto('/dietitian/settings');
  await expect(page.getByRole('heading', { name: 'Organization: Join Code Clinic' })).toBeVisible();
  await expect(page.getByTestId('join-code')).toHaveText(oldCode);
  await page.getByRole('button', { name: 'Create a new join code' }).click();
  await page.getByRole('button', { name: 'Replace the code' }).click();
  await expect(page.getByTestId('join-code')).not.toHaveText(oldCode);
  const newCode = (await page.getByTestId('join-code').textContent())!.trim();
  expect(newCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectNoAxeViolations(page);

  // a colleague tries the old code at complete-signup: refused; the new one works
  const colleague = await newAccount(baseURL!, 'colleague');
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await context.addCookies((await colleague.api.storageState()).cookies);
  const other = await context.newPage();
  await other.goto('/auth/complete-signup');
  await other.getByLabel('Staff Member').check();
  await other.getByLabel('Join with a code').check();
  await other.getByLabel('Join code').fill(oldCode);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByText('No organization has this join code')).toBeVisible();
  await other.getByLabel('Join code').fill(newCode);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/staff-dashboard$/);
  await context.close();
  await owner.api.dispose();
  await colleague.api.dispose();
});

test('a signed-in user who switches to Spanish gets their e-mails in Spanish', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = 'staff@demo.verdant.health';
  const page = await pageAs(browser, email);
  await page.goto('/settings');
  const stored = (language: string) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/v1/me/language') &&
        r.request().method() === 'PUT' &&
        r.request().postDataJSON().language === language,
    );
  const toSpanish = stored('es');
  await page.getByLabel('Español').check();
  expect((await toSpanish).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();

  // The password-reset e-mail (sent by a job, whatever the address) is written in the stored language.
  const api = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  expect((await api.post('/api/auth/request-password-reset', { data: { email } })).ok()).toBe(true);
  await api.dispose();
  const mail = await waitForDeliveredEmail(email, /^Restablece tu contraseña$/);
  expect(mail.text).toContain('Hola, Samuel:');

  // back to English, as the other journeys expect of this account
  const toEnglish = stored('en');
  await page.getByLabel('English').check();
  expect((await toEnglish).status()).toBe(204);
  await page.context().close();
});
