import type { Page } from '@playwright/test';
import { adminApi, expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

interface Billable {
  appointments: { id: string; serviceName: string }[];
}

/** A patient of the demo practice with an appointment that took place and is not billed yet, and an e-mail. */
async function patientToBill(page: Page): Promise<{ id: string; name: string; email: string }> {
  const list = await page.request.get('/api/v1/patients?pageSize=100&status=active');
  const patients = (await list.json()).items as {
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
  }[];
  for (const p of patients) {
    if (!p.email || p.email.endsWith('@demo.verdant.health')) continue;
    const billable = (await (
      await page.request.get(`/api/v1/invoices/billable?patientId=${p.id}`)
    ).json()) as Billable;
    if (billable.appointments.length)
      return { id: p.id, name: `${p.firstName} ${p.lastName}`, email: p.email };
  }
  throw new Error('no demo patient with an unbilled appointment');
}

test('an invoice from an appointment is sent with its PDF and paid; a claim is submitted, adjudicated by the insurer and its outcome seen by the practice; the plan changes', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staff = await pageAs(browser, 'staff@demo.verdant.health');
  const patient = await patientToBill(staff);

  // a new invoice from the appointment, saved and sent
  await staff.goto(
    `/billing/new-invoice?patient=${patient.id}&patientName=${encodeURIComponent(patient.name)}`,
  );
  await expect(staff.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  await staff.getByTestId('billable-appointment').first().check();
  await expect(staff.getByTestId('invoice-line')).toHaveCount(1);
  const total = (await staff.getByTestId('invoice-totals').locator('dd').last().textContent())?.trim();
  expect(total).toMatch(/^\$\d/);
  await staff.getByRole('button', { name: 'Save and send' }).click();
  await expect(staff.getByText('Invoice sent')).toBeVisible();
  await expect(staff).toHaveURL(/\/billing\/invoices\/[^/]+$/);
  await expect(staff.getByRole('heading', { level: 1, name: /^Invoice INV-/ })).toBeVisible();
  const heading = (await staff.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const number = heading.replace('Invoice ', '').trim();
  expect(number).toMatch(/^INV-\d{6}$/);
  await expect(staff.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expect(staff.getByTestId('balance')).toHaveText(total!);

  // the e-mail with the PDF, in the outbox
  const admin = await adminApi(test.info().project.use.baseURL!);
  await expect
    .poll(
      async () => {
        const items = (await (await admin.get('/api/v1/admin/outbox')).json()).items as {
          id: string;
          to: string;
          subject: string;
        }[];
        const mail = items.find((m) => m.to === patient.email && m.subject.includes(number));
        if (!mail) return null;
        const full = await (await admin.get(`/api/v1/admin/outbox/${mail.id}`)).json();
        return full.attachments.map((a: { filename: string; contentType: string; size: number }) => [
          a.filename,
          a.contentType,
          a.size > 5000,
        ]);
      },
      { timeout: 30_000 },
    )
    // the invoice as a PDF, and the practice's logo shown inside the branded message (ADR 0062)
    .toEqual([
      [`${number}.pdf`, 'application/pdf', true],
      ['logo.png', 'image/png', false],
    ]);
  await admin.dispose();
  // the PDF downloads
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  // marked as paid
  await staff.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByLabel('Method').selectOption('card');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByText('Invoice marked as paid')).toBeVisible();
  await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();

  // a claim for the insurer
  await staff.getByRole('link', { name: 'Create claim' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'New insurance claim' })).toBeVisible();
  await staff.getByLabel('Member ID').fill('VDI00099881');
  await staff.getByLabel("Subscriber's date of birth").fill('1984-07-21');
  await staff.getByLabel('Street address').fill('41 Elm Street');
  await staff.getByLabel('City', { exact: true }).fill('Springfield');
  await staff.getByLabel('State', { exact: true }).fill('IL');
  await staff.getByLabel('ZIP code').fill('62704');
  await staff.getByLabel('Rendering provider NPI').fill('1234567890');
  await staff.getByLabel("Rendering provider's first name").fill('Maya');
  await staff.getByLabel("Rendering provider's last name").fill('Chen');
  await staff.getByRole('button', { name: 'Save claim' }).click();
  await expect(staff.getByText('Enter a valid 10-digit NPI (its check digit does not match)')).toBeVisible();
  await staff.getByLabel('Rendering provider NPI').fill('1245319599');
  await staff.getByRole('button', { name: 'Save claim' }).click();
  await expect(staff.getByText('Claim saved')).toBeVisible();
  await expect(staff.getByRole('heading', { level: 1, name: /^Claim CLM-/ })).toBeVisible();
  const claimNumber = ((await staff.getByRole('heading', { level: 1 }).textContent()) ?? '')
    .replace('Claim ', '')
    .trim();
  await staff.getByRole('button', { name: 'Submit to insurer' }).click();
  await expect(staff.getByText('Claim submitted')).toBeVisible();
  await expect(staff.getByRole('link', { name: '837P file' })).toBeVisible();
  const claimUrl = staff.url();

  // the insurer adjudicates it from its queue
  const insurer = await pageAs(browser, 'insurance@demo.verdant.health');
  await insurer.goto('/insurance-dashboard');
  await expect(insurer.getByRole('heading', { level: 2, name: 'Claims', exact: true })).toBeVisible();
  await insurer.getByRole('link', { name: claimNumber, exact: true }).click(); // the queue's link (the dashboard's panel names it too)
  await insurer.getByRole('button', { name: 'Accept' }).click();
  await expect(insurer.getByText('Claim accepted')).toBeVisible();
  const line = insurer.getByTestId('adjudication-line').first();
  await line.getByLabel('Patient responsibility').fill('20');
  await insurer.getByRole('button', { name: 'Record adjudication' }).click();
  await expect(insurer.getByText('Adjudication recorded')).toBeVisible();
  await expect(insurer.getByText('Paid', { exact: true }).first()).toBeVisible();
  await insurer.context().close();

  // the practice sees the outcome and what is left for the patient
  await staff.goto(claimUrl);
  await expect(staff.getByTestId('claim-balance')).toContainText('The insurer paid');
  await expect(staff.getByTestId('claim-outcome')).toContainText('$20.00');
  await staff.context().close();

  // the plan, changed from /admin/subscriptions with its effect shown first
  const owner = await pageAs(browser, 'admin@demo.verdant.health');
  await owner.goto('/admin/subscriptions');
  await expect(owner.getByTestId('current-plan')).toHaveText('Professional');
  await expect(owner.getByText('No payment processor is connected')).toBeVisible();
  await owner.getByLabel('Billing', { exact: true }).selectOption('annual');
  await owner.getByRole('button', { name: 'See the effect' }).click();
  await expect(owner.getByTestId('plan-preview')).toContainText('$950.40 a year');
  await owner.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(owner.getByText('The practice is now on Professional')).toBeVisible();
  await expect(owner.getByText('Professional Monthly → Professional Annual (20 % off)')).toBeVisible();
  await owner.context().close();
});

test('the invoice list, the insurer’s queue and the patient’s invoices in Spanish on a phone: translated, nothing overflows, accessible', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const check = async (email: string, path: string, heading: string, row: string, level = 1) => {
    const page = await pageAs(browser, email, { language: 'es', phone: true });
    await page.goto(path);
    await expect(page.getByRole('heading', { level, name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId(row).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    return page;
  };
  const staff = await check('staff@demo.verdant.health', '/billing', 'Facturación', 'invoice-row');
  await expect(staff.getByText('Pendiente de cobro', { exact: false }).first()).toBeVisible();
  await staff.context().close();
  const insurer = await check(
    'insurance@demo.verdant.health',
    '/insurance-dashboard',
    'Reclamaciones',
    'queue-row',
    2,
  );
  await insurer.context().close();
  const emma = await check('patient@demo.verdant.health', '/patient/billing', 'Facturación', 'my-invoice');
  await emma.getByTestId('my-invoice').first().getByRole('button').first().click();
  await expect(emma.getByText('Saldo pendiente').first()).toBeVisible();
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await emma.context().close();
});
