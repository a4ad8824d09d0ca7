import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

test('the dietitian orders a lipid panel, the laboratory accepts it and uploads results by CSV, the dietitian sees the flag and trend and reviews it, the patient reads it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // the dietitian orders from the patient's record (its lab results tab)
  const maya = await pageAs(browser, 'dietitian@demo.verdant.health');
  const found = await (await maya.request.get('/api/v1/patients?q=Rodriguez&pageSize=10')).json();
  const emma = found.items.find((p: { email: string }) => p.email === 'patient@demo.verdant.health');
  await maya.goto(`/dietitian/patients/${emma.id}?tab=labs`);
  await expect(maya.getByTestId('order-row').first()).toBeVisible();
  await maya.getByRole('link', { name: 'Order tests' }).click();
  await expect(maya.getByRole('heading', { level: 1, name: 'Order lab tests' })).toBeVisible();
  await maya.getByLabel('Laboratory', { exact: true }).selectOption({ label: 'Verdant Demo Laboratory' });
  await maya.getByRole('checkbox', { name: 'Lipid panel' }).check();
  await expect(maya.getByText('The chosen tests are usually taken fasting.')).toBeVisible();
  await maya.getByLabel('Fasting', { exact: true }).selectOption('fast_12h');
  await maya.getByLabel('Clinical notes for the laboratory').fill('Follow-up of the lipid-lowering plan.');
  await maya.getByRole('button', { name: 'Send the order' }).click();
  await expect(maya).toHaveURL(/\/dietitian\/labs\/[0-9a-f-]+$/);
  // the order's screen, once loaded, is titled with its number
  await expect(maya.getByRole('heading', { level: 1, name: /^Order LO-/ })).toBeVisible();
  const heading = (await maya.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const number = heading.replace('Order ', '').trim();
  expect(number).toMatch(/^LO-\d{6}$/);
  await expect(maya.getByText('Ordered', { exact: true }).first()).toBeVisible();
  const orderUrl = maya.url();
  // the requisition prints with the order number
  const requisition = await maya.request.get(
    `${orderUrl.replace('/dietitian/labs/', '/api/v1/lab-orders/')}/requisition.pdf`,
  );
  expect(requisition.headers()['content-type']).toBe('application/pdf');

  // the laboratory receives it, accepts it and uploads the results from the CSV template
  const lab = await pageAs(browser, 'lab@demo.verdant.health');
  await lab.goto('/lab/orders');
  await expect(lab.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await lab.getByRole('link', { name: number }).click();
  await expect(lab.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(lab.getByText('Emma Rodriguez')).toBeVisible();
  await lab.getByRole('button', { name: 'Accept the order' }).click();
  await expect(lab.getByText('Order accepted')).toBeVisible();
  await expect(lab.getByText('Received', { exact: true }).first()).toBeVisible();
  await lab.goto('/lab/results/upload');
  const template = await (await lab.request.get('/api/v1/lab/results/template.csv')).text();
  const csv = [
    template.trim(),
    `${number},2093-3,246,mg/dL,,,`,
    `${number},2571-8,128,mg/dL,,,`,
    `${number},2085-9,58,mg/dL,,,`,
    `${number},13457-7,96,mg/dL,,,`,
    `${number},43396-1,188,mg/dL,,,`,
  ].join('\r\n');
  await lab.getByLabel('CSV file').setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await lab.getByRole('button', { name: 'Upload' }).click();
  await expect(lab.getByTestId('import-report')).toContainText(
    'Values saved: 5. Orders with results: 1. Rows held: 0.',
  );
  await lab.context().close();

  // the dietitian sees the flag and the trend, and reviews it
  await maya.goto(orderUrl);
  await expect(maya.getByText('Resulted (final)').first()).toBeVisible();
  const cholesterol = maya.getByTestId('result-row').filter({ hasText: 'Total cholesterol' });
  await expect(cholesterol.getByTestId('result-value')).toHaveText('246 mg/dL');
  await expect(cholesterol.getByText('High', { exact: true })).toBeVisible();
  await expect(maya.getByRole('figure', { name: 'Total cholesterol over time' })).toBeVisible();
  await maya
    .getByLabel('Comment (the patient sees it)')
    .fill('Cholesterol went up again: back to the oats and beans.');
  await maya.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(maya.getByText('Results reviewed')).toBeVisible();
  await expect(maya.getByText('Reviewed by Dr. Maya Chen')).toBeVisible();
  await expectNoAxeViolations(maya);
  await maya.context().close();

  // the patient reads it in plain words
  const patient = await pageAs(browser, 'patient@demo.verdant.health');
  await patient.goto('/patient/labs');
  await expect(patient.getByRole('heading', { level: 1, name: 'Lab results' })).toBeVisible();
  const newest = patient.getByTestId('patient-results').first();
  await expect(newest.getByText('Total cholesterol')).toBeVisible();
  await expect(newest.getByText('Above the usual range').first()).toBeVisible();
  await expect(patient.getByText('Cholesterol went up again: back to the oats and beans.')).toBeVisible();
  await expect(patient.getByRole('figure', { name: 'Total cholesterol over time' })).toBeVisible();
  await patient.context().close();
});

test('in Spanish on a phone: the clinician, the laboratory and the patient screens fit 390 px', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const check = async (email: string, path: string, heading: string, row: string) => {
    const page = await pageAs(browser, email, { language: 'es', phone: true });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId(row).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    return page;
  };
  const maya = await check(
    'dietitian@demo.verdant.health',
    '/dietitian/labs?status=attention',
    'Órdenes y resultados de laboratorio',
    'order-row',
  );
  await expect(maya.getByText(/crítico por confirmar/).first()).toBeVisible();
  await maya
    .getByTestId('order-row')
    .filter({ hasText: /crítico por confirmar/ })
    .first()
    .getByTestId('order-link')
    .click();
  await expect(maya.getByText('Crítico alto').first()).toBeVisible();
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await maya.context().close();
  const lab = await check('lab@demo.verdant.health', '/lab/orders', 'Órdenes', 'order-row');
  await lab.getByTestId('order-link').first().click();
  await expect(
    lab.getByRole('button', { name: /Aceptar la orden|Empezar el trabajo|Guardar resultados/ }).first(),
  ).toBeVisible();
  expect(await lab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lab.context().close();
  const emma = await check(
    'patient@demo.verdant.health',
    '/patient/labs',
    'Resultados de laboratorio',
    'patient-results',
  );
  await expect(emma.getByText('Dentro del rango habitual').first()).toBeVisible();
  await emma.context().close();
});
