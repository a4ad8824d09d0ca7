// The front desk's new-patient intake (ADR 0055): a receptionist registers a new patient from the
// front desk with the consent they signed and a document, and finds them on the record (the consent,
// the document) and in the patient list — in English on a desktop and in Spanish on a phone, where an
// unsigned consent is refused with a translated message and nothing is saved. A patient calling to
// change a visit: the desk opens it from the day (Reschedule or cancel) and cancels it.
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const STAFF = 'staff@demo.verdant.health';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a receptionist registers a new patient with a consent and a document', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, STAFF);
  const last = `Intake${unique()}`;
  await page.goto('/staff-dashboard');
  await page.getByRole('link', { name: 'New patient' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New patient' })).toBeVisible();

  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Phone').fill('+1 555 0199');
  await page.getByRole('button', { name: 'Add a consent' }).click();
  await page.getByLabel('Shared with').selectOption({ label: 'Verdant Demo Insurance (insurer)' });
  await page.getByLabel('Purpose').selectOption({ label: 'Payment and claims' });
  await page.getByRole('checkbox', { name: 'Billing and claims' }).check();
  await page.getByRole('checkbox', { name: 'The patient signed this consent form' }).check();
  await page.getByLabel('Add documents').setInputFiles({
    name: 'insurance-card.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('list', { name: 'Documents to upload' })).toContainText('insurance-card.pdf');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Register patient' }).click();

  // the record: its name, the consent the desk recorded, then the document
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Iris ${last}`) })).toBeVisible();
  const consents = page.getByTestId('record-consents');
  await expect(consents).toContainText('Verdant Demo Insurance');
  await expect(consents).toContainText('Billing and claims');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('insurance-card.pdf')).toBeVisible();

  // and in the practice's patient list
  await page.goto(`/patients?q=${encodeURIComponent(last)}`);
  await expect(page.getByRole('link', { name: `${last}, Iris` }).first()).toBeVisible();
  await page.context().close();
});

test('la recepción registra un paciente en el teléfono, con un consentimiento y un documento', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, STAFF, { language: 'es', phone: true });
  const last = `Alta${unique()}`;
  await page.goto('/staff-dashboard');
  await page.getByRole('link', { name: 'Nuevo paciente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo paciente' })).toBeVisible();

  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellidos').fill(last);
  await page.getByRole('button', { name: 'Añadir un consentimiento' }).click();
  await page.getByLabel('Compartido con').selectOption({ label: 'Verdant Demo Insurance (aseguradora)' });
  await page.getByRole('checkbox', { name: 'Facturación y reclamaciones' }).check();
  await page.getByLabel('Añadir documentos').setInputFiles({
    name: 'tarjeta-seguro.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  // the consent is not marked signed: refused, in Spanish, and nothing is saved
  await page.getByRole('button', { name: 'Registrar paciente' }).click();
  await expect(page.getByText('Marca esto cuando el paciente haya firmado el formulario')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No se guardó nada');
  const none = await (await page.request.get(`/api/v1/patients?q=${last}&status=active`)).json();
  expect(none.items).toHaveLength(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'El paciente firmó este formulario de consentimiento' }).check();
  await page.getByRole('button', { name: 'Registrar paciente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Lucía ${last}`) })).toBeVisible();
  await expect(page.getByTestId('record-consents')).toContainText('Verdant Demo Insurance');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page.getByText('tarjeta-seguro.pdf')).toBeVisible();
  await page.context().close();
});

test('a patient calls to change a visit: the desk opens it from the day and cancels it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await pageAs(browser, STAFF);
  await page.goto('/staff-dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Front desk' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const now = Date.now();
  const cal = await (
    await page.request.get(
      `/api/v1/calendar?as=practice&from=${new Date(now).toISOString()}&to=${new Date(now + 86_400_000).toISOString()}`,
    )
  ).json();
  const maya = cal.providers.find((p: { name: string }) => p.name.startsWith('Dr. Maya Chen'));
  const found = await (await page.request.get('/api/v1/patients?q=Emma&status=active&pageSize=5')).json();
  const emma = found.items.find((p: { firstName: string }) => p.firstName === 'Emma');
  let visit: { id: string; start: Date } | null = null;
  for (let k = 0; k < 12 && !visit; k++) {
    // from 40 minutes on: the front desk's own spec books from 20 minutes
    const start = new Date(Math.ceil((now + (40 + k * 25) * 60_000) / 300_000) * 300_000);
    const made = await page.request.post('/api/v1/appointments', {
      headers: { origin },
      data: {
        patientId: emma.id,
        providerId: maya.id,
        serviceName: 'Phone change',
        durationMinutes: 15,
        start: start.toISOString(),
      },
    });
    if (made.status() === 409) continue;
    expect(made.ok(), await made.text()).toBe(true);
    visit = { id: ((await made.json()) as { id: string }).id, start };
  }
  if (!visit) throw new Error('no free time in the next five hours');
  await page.reload();
  if (visit.start.toDateString() !== new Date().toDateString())
    await page.getByRole('button', { name: 'Next day' }).click();
  const row = page
    .getByRole('list', { name: /^Appointments with Dr\. Maya Chen/ })
    .getByTestId('front-desk-visit')
    .filter({ hasText: 'Phone change' });
  await row.getByRole('button', { name: 'Reschedule or cancel the visit of Emma Rodriguez' }).click();
  const dialog = page.getByTestId('appointment-dialog');
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await dialog.getByRole('button', { name: 'Cancel the appointment' }).click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/appointments/${visit.id}`)).json()).status)
    .toBe('cancelled');
  await page.context().close();
});
