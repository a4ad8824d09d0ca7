import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

test('the laboratory registers a walk-in order; the patient reads a result released without a review, in SI units, and downloads the report', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lab = await pageAs(browser, 'lab@demo.verdant.health');
  await lab.goto('/lab/orders');
  await lab.getByRole('link', { name: 'Register an order' }).click();
  await expect(lab.getByRole('heading', { level: 1, name: 'Register an order' })).toBeVisible();
  // nothing chosen: the server's refusals are shown and nothing is registered
  await lab.getByRole('button', { name: 'Register the order' }).click();
  await expect(lab.getByText('Choose at least one test')).toBeVisible();
  await expect(lab).toHaveURL(/\/lab\/new-order$/);
  await lab.getByRole('radio', { name: 'A new patient' }).check();
  const lastName = `Walk-in ${Date.now() % 100_000}`;
  await lab.getByLabel('First name').fill('Nora');
  await lab.getByLabel('Last name').fill(lastName);
  await lab.getByLabel('Date of birth').fill('1986-04-12');
  await lab.getByLabel('Sex', { exact: true }).selectOption('F');
  await lab.getByLabel('Ordering clinician').fill('Dr. Elena Costa, Clínica Norte');
  await lab.getByRole('checkbox', { name: 'Lipid panel' }).check();
  await lab.getByLabel('Fasting', { exact: true }).selectOption('fast_12h');
  await lab.getByRole('button', { name: 'Register the order' }).click();
  await expect(lab).toHaveURL(/\/lab\/orders\/[0-9a-f-]+$/);
  await expect(lab.getByRole('heading', { level: 1, name: /^Order LO-\d{6}$/ })).toBeVisible();
  await expect(lab.getByText(`Nora ${lastName}`)).toBeVisible();
  await expect(lab.getByText('Dr. Elena Costa, Clínica Norte').first()).toBeVisible();
  await expect(lab.getByText('Received', { exact: true }).first()).toBeVisible();
  // it follows the usual steps
  await lab.getByRole('button', { name: 'Start work' }).click();
  await expect(lab.getByText('Work started')).toBeVisible();
  await expectNoAxeViolations(lab);
  await lab.context().close();

  // Emma: the thyroid screen nobody reviewed was released after the practice's 7 days
  const emma = await pageAs(browser, 'patient@demo.verdant.health');
  await emma.goto('/patient/labs');
  await expect(emma.getByRole('heading', { level: 1, name: 'Lab results' })).toBeVisible();
  await expect(
    emma.getByText('Shared with you automatically: your clinician has not reviewed these results yet.'),
  ).toBeVisible();
  await expect(emma.getByText('Thyroid hormone TSH').first()).toBeVisible();
  // her values in SI units, then back
  await emma.getByRole('radio', { name: 'SI (mmol/L, mmol/mol)' }).check();
  await expect(emma.getByText(/^\d+(\.\d+)? mmol\/L$/).first()).toBeVisible();
  await emma.reload();
  await expect(emma.getByRole('radio', { name: 'SI (mmol/L, mmol/mol)' })).toBeChecked();
  await emma.getByRole('radio', { name: 'Conventional (mg/dL, %)' }).check();
  await expect(emma.getByText(/^\d+ mg\/dL$/).first()).toBeVisible();
  // the PDF report of her reviewed results
  const href = (await emma.getByTestId('lab-report').getAttribute('href')) ?? '';
  expect(href).toBe('/api/v1/me/lab-results/report.pdf?lang=en');
  const pdf = await emma.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoAxeViolations(emma);
  await emma.context().close();
});

test('in Spanish on a phone: the walk-in form and the patient’s units and report fit 390 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lab = await pageAs(browser, 'lab@demo.verdant.health', { language: 'es', phone: true });
  await lab.goto('/lab/new-order');
  await expect(lab.getByRole('heading', { level: 1, name: 'Registrar una orden' })).toBeVisible();
  await expect(lab.getByLabel('Profesional que solicita')).toBeVisible();
  expect(await lab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(lab);
  await lab.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/labs');
  await expect(emma.getByRole('heading', { level: 1, name: 'Resultados de laboratorio' })).toBeVisible();
  await expect(emma.getByRole('radio', { name: 'SI (mmol/L, mmol/mol)' })).toBeVisible();
  await expect(emma.getByRole('link', { name: 'Descargar mi informe (PDF)' })).toHaveAttribute(
    'href',
    '/api/v1/me/lab-results/report.pdf?lang=es',
  );
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(emma);
  await emma.context().close();
});
