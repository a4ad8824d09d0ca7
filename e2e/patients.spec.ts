import { readFileSync } from 'node:fs';
import {
  clientAddress,
  expect as baseExpect,
  expectNoAxeViolations,
  pageAs,
  signInAs,
  test,
  uniqueEmail,
  waitForDeliveredEmail,
} from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const PASSWORD = 'Mango-Harbour-Violet-42';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A real HEIC photo made for the tests (apps/server/src/platform/heic.test.ts says how). */
const HEIC = readFileSync(
  new URL('../apps/server/src/platform/fixtures/quadrants-64x48.heic', import.meta.url),
);
/** The first bytes of a Windows executable, named as if it were a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);

test('add, find with a typo, edit, upload and download a document, invite; the patient accepts and lands on the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const first = `Valentina${Math.floor(Math.random() * 1e6)}`;
  const email = uniqueEmail('patient-e2e');
  await signInAs(page, 'dietitian@demo.verdant.health');
  await expect(page).toHaveURL(/\/dietitian\/overview$/);

  // add
  await page.goto('/add-patient');
  const form = page.getByRole('form', { name: 'Patient details' });
  await form.getByRole('button', { name: 'Add patient' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill('Wojciechowska');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('+34 600 123 456');
  await form.getByLabel('Date of birth').fill('1988-04-12');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByText('Metric', { exact: true }).click();
  await form.getByLabel('Height (cm)').fill('170');
  await form.getByLabel('Weight (kg)').fill('65');
  await form.getByLabel('Peanuts').check();
  await form.getByLabel('Add another allergy').fill('Penicillin');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByRole('button', { name: 'Add condition' }).click();
  await form.getByLabel('Condition', { exact: true }).fill('Hypothyroidism');
  await form.getByRole('button', { name: 'Add medication' }).click();
  await form.getByLabel('Medication', { exact: true }).fill('Levothyroxine');
  await form.getByLabel('Dose').fill('50 mcg');
  await form.getByRole('button', { name: 'Add patient' }).click();
  await expect(page.getByText('Patient added')).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `${first} Wojciechowska` })).toBeVisible();
  await expect(page.getByText('Normal range')).toBeVisible(); // BMI 22.5
  await expect(page.getByText('Peanuts')).toBeVisible();
  await expect(page.getByText('Penicillin')).toBeVisible();
  await expect(page.getByText('Levothyroxine')).toBeVisible();
  await expectNoAxeViolations(page);

  // find with a typo (server side), the search kept in the URL
  await page.goto('/dietitian/patients');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Wojciehowska');
  await expect(page).toHaveURL(/q=Wojciehowska/);
  const row = page.getByTestId('patient-row').filter({ hasText: first });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Wojciehowska');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dietitian/patients/${id}$`));

  // edit
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dietitian/patients/${id}/edit$`));
  const edit = page.getByRole('form', { name: 'Patient details' });
  await edit.getByLabel('City').fill('Valencia');
  await edit.getByLabel('Phone').fill('not a phone');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Enter a phone number')).toBeVisible();
  await edit.getByLabel('Phone').fill('+34 600 654 321');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Patient updated')).toBeVisible();
  await expect(page.getByText('Valencia')).toBeVisible();

  // documents: a renamed executable is refused with the server's message; a PDF goes in and out
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText(/PDF, PNG, JPEG or HEIC, up to \d/)).toBeVisible();
  const upload = page.getByLabel('Upload a document');
  await upload.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, PNG, JPEG and HEIC' })).toBeVisible();
  await upload.setInputFiles({ name: 'referral-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  const doc = page.getByTestId('document-row').filter({ hasText: 'referral-letter.pdf' });
  await expect(doc).toBeVisible();
  await expect(page.getByTestId('document-row')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    doc.getByRole('link', { name: 'Download referral-letter.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('referral-letter.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).equals(PDF)).toBe(true);
  // a HEIC photo is kept as it is and shown through a JPEG rendition the server made of it
  await upload.setInputFiles({ name: 'rash.heic', mimeType: 'image/heic', buffer: HEIC });
  const photo = page.getByTestId('document-row').filter({ hasText: 'rash.heic' });
  await expect(photo.getByText(/converted to JPEG for display/)).toBeVisible();
  const shown = await page.request.get(
    (await photo.getByRole('link', { name: 'View rash.heic' }).getAttribute('href'))!,
  );
  expect(shown.headers()['content-type']).toBe('image/jpeg');
  expect([...(await shown.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const [original] = await Promise.all([
    page.waitForEvent('download'),
    photo.getByRole('link', { name: 'Download rash.heic' }).click(),
  ]);
  expect(readFileSync(await original.path()).equals(HEIC)).toBe(true);
  await expect(photo.getByRole('link', { name: 'Download rash.jpg (JPEG)' })).toBeVisible();

  // invite
  await page.getByRole('tab', { name: 'Overview' }).click();
  const access = page.getByRole('region', { name: 'Platform access' });
  await expect(access.getByTestId('platform-access')).toHaveText('No platform access');
  await access.getByRole('button', { name: 'Invite to the platform' }).click();
  await expect(page.getByText('Invitation sent successfully')).toBeVisible();
  await expect(access.getByTestId('platform-access')).toHaveText('Invitation pending');

  // the patient, in a browser of their own, opens the delivered e-mail's link
  const mail = await waitForDeliveredEmail(email, /invit/i);
  const link = /https?:\/\/\S+\/auth\?invite=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.text).not.toContain(PASSWORD);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const patient = await context.newPage();
  await patient.goto(link!);
  await expect(patient.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  const set = patient.getByRole('form', { name: 'Set your password' });
  await set.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await set.getByLabel('Confirm password').fill(PASSWORD);
  await set.getByRole('button', { name: 'Create my account' }).click();
  await expect(patient).toHaveURL(/\/patient\/dashboard$/);
  await context.close();

  // the practice sees the patient as a platform user now
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Platform access' }).getByTestId('platform-access'),
  ).toHaveText('Platform user');
});

test('the list in Spanish at phone width: one card per patient, the filter and the page in the URL, nothing overflows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/dietitian/patients?pageSize=10');
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
  const cards = page.getByRole('region', { name: /^Pacientes, página 1 de \d+$/ }).getByTestId('patient-row');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const pages = page.getByRole('navigation', { name: 'Páginas de la lista de pacientes' });
  await expect(pages.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByText('Inactivos', { exact: true }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('Inactivo', { exact: true }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('a dietitian of another practice gets the not-found screen for a patient of the first', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const maya = await pageAs(browser, 'dietitian@demo.verdant.health');
  const list = await maya.request.get('/api/v1/patients?pageSize=1');
  expect(list.ok()).toBe(true);
  const id = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  await maya.context().close();

  const other = await pageAs(browser, 'dietitian2@demo.verdant.health');
  await other.goto(`/dietitian/patients/${id}`);
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await other.goto(`/dietitian/patients/${id}/edit`);
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await other.context().close();
});

test('the administrator reads the audit trail, filters it by action and exports it; the analytics draw their charts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, 'admin@demo.verdant.health');
  // a read of a record, so the trail has a patient.read event of this administrator
  const list = await page.request.get('/api/v1/patients?pageSize=1');
  const read = ((await list.json()) as { items: { id: string; firstName: string; lastName: string }[] })
    .items[0]!;
  expect((await page.request.get(`/api/v1/patients/${read.id}`)).ok()).toBe(true);

  await page.goto('/admin/audit-trails');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trails' })).toBeVisible();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  // a list read is one event naming every patient it showed
  await expect(
    page
      .getByTestId('audit-row')
      .filter({ hasText: /\d+ patients? \(list\)/ })
      .first(),
  ).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter the audit trail' });
  // the patient chosen by typing their name (the typo-tolerant patient search), the action by its name
  const patient = filters.getByRole('combobox', { name: 'Patient' });
  await patient.fill(read.lastName.slice(0, 5));
  await filters
    .getByRole('option', { name: new RegExp(`${read.firstName} ${read.lastName}`) })
    .first()
    .click();
  await expect(patient).toHaveValue(`${read.firstName} ${read.lastName}`);
  await filters.getByLabel('Action').selectOption({ label: 'Record viewed' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=patient\.read/);
  await expect(page).toHaveURL(new RegExp(`patientId=${read.id}`));
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toContainText('Record viewed');
  await expect(rows.first()).toContainText(`${read.firstName} ${read.lastName}`);
  for (const text of await rows.allTextContents()) expect(text).toContain('Record viewed');
  // the member chosen from the practice's members
  const user = filters.getByRole('combobox', { name: 'User' });
  await user.fill('Jordan');
  await filters.getByRole('option', { name: /Jordan Reyes/ }).click();
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/userId=/);
  await expect(rows.first()).toContainText('Jordan Reyes');
  // a reload shows the names behind the ids of the URL
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'User' })).toHaveValue('Jordan Reyes');
  await expect(filters.getByRole('combobox', { name: 'Patient' })).toHaveValue(
    `${read.firstName} ${read.lastName}`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await expectNoAxeViolations(page);

  await page.goto('/patient-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient analytics' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'New patients per month (last 12 months)' }).locator('svg').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Patients by age' }).locator('svg .chart-bar').first(),
  ).toBeVisible();
  await page.context().close();
});
