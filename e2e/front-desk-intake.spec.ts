// The front desk's new-patient intake (ADR 0055): a receptionist registers a new patient from the
// front desk with the consent they signed and a document, and finds them on the record (the consent,
// the document) and in the patient list — in English on a desktop and in Spanish on a phone, where an
// unsigned consent is refused with a translated message and nothing is saved.
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
