import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

/** Issue 19, the rest: steps and active minutes in Flow, and the health-tips editor (ADR 0043). */
const expect = baseExpect.configure({ timeout: 30_000 });
const EMMA = 'patient@demo.verdant.health';

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("Emma enters today's steps in Flow, the week moves against WHO's 150–300 minutes, and her dietitian sees them (desktop, English)", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, EMMA);
  await emma.goto('/patient/flow');
  const flow = emma.getByTestId('flow-activity');
  await expect(flow.getByRole('heading', { name: "Today's steps and active minutes" })).toBeVisible();
  // eight weeks of her steps, tabulated beside the chart
  const weeks = emma.getByTestId('activity-weeks').getByRole('row');
  await expect(weeks).toHaveCount(9);
  await expect(emma.getByTestId('who-week')).toContainText('(goal 150–300)');
  const before = await emma.getByTestId('who-week').textContent();
  await emma.getByRole('spinbutton', { name: 'Steps', exact: true }).fill('12345');
  await emma.getByRole('spinbutton', { name: 'Active minutes', exact: true }).fill('95');
  await flow.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(flow.getByText('Saved.')).toBeVisible();
  await expect(emma.getByTestId('who-week')).not.toHaveText(before ?? '');
  // out of range (past the browser's own check): the server refuses it and nothing changes
  await emma
    .getByRole('spinbutton', { name: 'Active minutes', exact: true })
    .evaluate((el) => el.removeAttribute('max'));
  await emma.getByRole('spinbutton', { name: 'Active minutes', exact: true }).fill('2000');
  const refused = emma.waitForResponse((r) => r.url().includes('/api/v1/me/wellness/activity'));
  await flow.getByRole('button', { name: 'Update', exact: true }).click();
  expect((await refused).status()).toBe(400);
  await emma.reload();
  await expect(emma.getByRole('spinbutton', { name: 'Active minutes', exact: true })).toHaveValue('95');
  await expect(emma.getByRole('spinbutton', { name: 'Steps', exact: true })).toHaveValue('12345');
  await expectNoAxeViolations(emma);

  const maya = await pageAs(browser, 'dietitian@demo.verdant.health');
  const found = await maya.request.get('/api/v1/patients?q=Emma%20Rodriguez');
  const [record] = (await found.json()).items as { id: string }[];
  await maya.goto(`/dietitian/patients/${record!.id}?tab=wellness`);
  const tab = maya.getByTestId('wellness-tab');
  await expect(tab.getByRole('heading', { name: 'Steps and active minutes' })).toBeVisible();
  await expect(tab).toContainText('12,345 steps, 95 active min');
});

test('Spanish on a phone: Flow shows the steps card without overflow; the administrator adds a practice tip and hides a platform one', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, EMMA, { phone: true, language: 'es' });
  await emma.goto('/patient/flow');
  await expect(emma.getByRole('heading', { name: 'Pasos y minutos activos de hoy' })).toBeVisible();
  await expect(emma.getByTestId('who-week')).toContainText('objetivo 150–300');
  await expectNoOverflow(emma);

  const admin = await pageAs(browser, 'admin@demo.verdant.health', { phone: true, language: 'es' });
  await admin.goto('/admin/setup');
  await admin.getByRole('link', { name: 'Consejos de salud' }).click();
  await expect(admin).toHaveURL(/\/admin\/health-tips$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Consejos de salud' })).toBeVisible();
  // the demo practice's own tip is listed with the platform's
  await expect(admin.getByText('trae tu diario de comidas').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Añadir un consejo' }).click();
  const form = admin.getByRole('form', { name: 'Nuevo consejo' });
  await form
    .getByLabel('Texto en inglés')
    .fill('Practice tip: a short walk after lunch helps your afternoon.');
  await form
    .getByLabel('Texto en español')
    .fill('Consejo de la consulta: un paseo corto después de comer ayuda por la tarde.');
  await form.getByLabel('Fuente (quién lo dice)').fill('OMS, Actividad física');
  await form
    .getByLabel('Dirección de la fuente (https://)')
    .fill('https://www.who.int/es/news-room/fact-sheets/detail/physical-activity');
  await form.getByRole('button', { name: 'Guardar consejo' }).click();
  await expect(form).toBeHidden();
  const rotation = admin.getByTestId('tips-rotation');
  const before = await rotation.textContent();
  const first = admin.getByTestId('tip-item').filter({ hasText: 'Plataforma (todos)' }).first();
  await first.getByRole('button', { name: /Ocultar en mi consulta/ }).click();
  await expect(first).toContainText('oculto en tu consulta');
  await expect(rotation).not.toHaveText(before ?? '');
  await expectNoOverflow(admin);
  await expectNoAxeViolations(admin);
  // and shows it again (the demo stays as it was for other journeys)
  await first.getByRole('button', { name: /Mostrar en mi consulta/ }).click();
  await expect(first).toContainText('visible');
});
