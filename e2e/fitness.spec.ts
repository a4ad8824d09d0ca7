import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

// A trainer builds a routine from the exercise library and assigns it to the demo patient, who logs
// a session on a phone; the trainer sees adherence move. A dietitian records a BIA measurement and
// the patient sees it. Then the fitness screens in Spanish at phone width.
const expect = baseExpect.configure({ timeout: 30_000 });

async function choose(page: Page, label: string | RegExp, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a trainer builds a routine from the library and assigns it; the client logs a session on a phone; adherence moves', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Strength E2E ${Date.now().toString(36)}`;
  const lena = await pageAs(browser, 'fitness@demo.verdant.health');
  await lena.goto('/fitness/workouts?tab=library');
  await expect(lena.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
  // the library: typo-tolerant search, filters, and each exercise's credit
  await lena.getByLabel('Search exercises').fill('zottman');
  await expect(lena.getByRole('heading', { name: 'Zottman curl' })).toBeVisible();
  await expect(lena.getByText('By meldun, CC-BY-SA-4.0, from')).toBeVisible();
  await lena.getByLabel('Search exercises').fill('');
  await lena.getByRole('combobox', { name: 'Equipment' }).selectOption('Kettlebell');
  await expect(lena.getByText(/^\d+ exercises?$/)).toBeVisible();

  // an exercise of the practice's own, found in the library with its own mark
  const own = `Sled push ${Date.now().toString(36)}`;
  await lena.getByText('Add your own exercise').click();
  await lena.getByRole('textbox', { name: 'Name', exact: true }).fill(own);
  await lena.getByRole('combobox', { name: 'Category' }).last().selectOption('Legs');
  await lena
    .getByLabel('How to do it (at least 10 characters)')
    .fill('Push the loaded sled 20 m with short steps.');
  await lena.getByRole('button', { name: 'Add exercise' }).click();
  await expect(lena.getByText('Exercise added for your practice')).toBeVisible();
  await expect(lena.getByRole('heading', { name: own })).toBeVisible();
  await expect(lena.getByText("Your practice's own exercise")).toBeVisible();

  await lena.getByRole('link', { name: 'New routine' }).click();
  await expect(lena.getByRole('heading', { level: 1, name: 'New routine' })).toBeVisible();
  await lena.getByLabel('Name', { exact: true }).fill(name);
  await lena.getByLabel('Day name').fill('Lower body');
  await choose(lena, 'Add an exercise', 'squats', /^Squats/);
  await expect(lena.getByTestId('routine-exercise')).toHaveCount(1);
  await lena.getByLabel('Load (kg), set 1').fill('40');
  await lena.getByLabel('Load (kg), set 2').fill('40');
  await lena.getByLabel('Load (kg), set 3').fill('40');
  await lena.getByRole('button', { name: 'Save routine' }).click();
  await expect(lena.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(lena.getByText('Set 1: 10 reps × 40 kg')).toBeVisible();
  await expect(lena.getByText(/CC-BY-SA/).first()).toBeVisible();

  // assign a copy to Emma from today
  await choose(lena, 'Client', 'Emma', /Emma Rodriguez/);
  await lena.getByRole('button', { name: 'Assign' }).click();
  await expect(lena.getByText('Routine assigned to Emma Rodriguez')).toBeVisible();
  await expect(lena.getByText(/^For Emma Rodriguez, from /)).toBeVisible();
  await expect(lena.getByText('0 of 1 planned sessions done')).toBeVisible();
  const routineUrl = lena.url();

  // Emma logs it from her phone: two sets of three done, one at a heavier load
  const emma = await pageAs(browser, 'patient@demo.verdant.health', { phone: true });
  await emma.goto('/patient/flow');
  await expect(emma.getByRole('heading', { level: 1, name: 'Your workouts' })).toBeVisible();
  const card = emma.getByRole('region', { name });
  await expect(card.getByText("Today's workout")).toBeVisible();
  await card.getByRole('checkbox', { name: /Set 1 done/ }).check();
  await card.getByRole('checkbox', { name: /Set 2 done/ }).check();
  await card.getByLabel('Kg, set 2').fill('42.5');
  await card.getByLabel('How it felt').selectOption({ label: 'Just right' });
  await card.getByRole('button', { name: 'Save session' }).click();
  await expect(emma.getByText('Session saved: 2 of 3 sets')).toBeVisible();
  await expect(card.getByText(/Lower body · 2 of 3 sets · Just right/)).toBeVisible();
  await noOverflow(emma);
  // the summary of her day points to the next workout
  await emma.goto('/patient/dashboard');
  await expect(emma.getByTestId('today-workout').first()).toContainText(/Next: .+, \d+ exercises/);
  await expect(emma.getByRole('link', { name: "Log today's workout" }).first()).toBeVisible();
  await noOverflow(emma);
  await emma.context().close();

  // the trainer's dashboard lists the clients' routines
  await lena.goto('/fitness');
  await expect(
    lena.getByRole('region', { name: 'Workouts' }).getByRole('link', { name: 'Emma Rodriguez' }).first(),
  ).toBeVisible();

  // the trainer sees the session, adherence and the record
  await lena.goto(routineUrl);
  await expect(lena.getByText('1 of 1 planned sessions done')).toBeVisible();
  await expect(lena.getByText(/Squats: 42.5 kg × 10 · estimated 1RM 56.7 kg/)).toBeVisible();
  await expectNoAxeViolations(lena);
  await lena.context().close();
});

test('a dietitian records a BIA measurement: cited figures are computed; the patient sees them in plain words', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maya = await pageAs(browser, 'dietitian@demo.verdant.health');
  await maya.goto('/dietitian/bia');
  await expect(maya.getByRole('heading', { level: 1, name: 'BIA analysis' })).toBeVisible();
  await choose(maya, 'Client', 'Emma', /Emma Rodriguez/);
  // the seeded history is there, with its trend
  await expect(maya.getByRole('table', { name: 'Measurements' })).toBeVisible();
  await expect(maya.getByRole('heading', { name: 'Trend' })).toBeVisible();
  await maya.getByRole('textbox', { name: 'Weight (kg)', exact: true }).fill('63');
  await maya.getByRole('textbox', { name: 'Resistance R (Ω)', exact: true }).fill('568');
  await maya.getByRole('textbox', { name: 'Reactance Xc (Ω)', exact: true }).fill('64');
  await maya.getByRole('textbox', { name: 'Height (cm)', exact: true }).fill('165');
  await maya.getByRole('button', { name: 'Compute and save' }).click();
  await expect(maya.getByText('Measurement saved')).toBeVisible();
  // Kyle 2001: −4.104 + 0.518 × 165²/568 + 0.231 × 63 + 0.130 × 64 = 43.6 kg; phase angle arctan(64/568) = 6.4°
  await expect(maya.getByTestId('bia-ffm')).toContainText('43.6 kg');
  await expect(maya.getByTestId('bia-ffm')).toContainText('Kyle UG');
  await expect(maya.getByTestId('bia-phaseAngle')).toContainText('6.4°');
  await expect(maya.getByTestId('bia-tbw')).toContainText('Sun SS');
  // an impossible reading is refused and changes nothing
  await maya.getByRole('textbox', { name: 'Weight (kg)', exact: true }).fill('63');
  await maya.getByRole('textbox', { name: 'Resistance R (Ω)', exact: true }).fill('0');
  await maya.getByRole('textbox', { name: 'Reactance Xc (Ω)', exact: true }).fill('64');
  await maya.getByRole('button', { name: 'Compute and save' }).click();
  await expect(maya.getByText(/outside what an analyser can measure/)).toBeVisible();
  await expectNoAxeViolations(maya);
  await maya.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health');
  await emma.goto('/patient/bia-analysis');
  await expect(emma.getByRole('heading', { level: 1, name: 'Your body composition' })).toBeVisible();
  await expect(emma.getByTestId('bia-ffm')).toContainText('43.6 kg');
  await expect(emma.getByTestId('bia-ffm')).toContainText('Everything that is not fat');
  await emma.context().close();
});

test('the fitness screens in Spanish at phone width: translated, nothing overflows, accessible', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lena = await pageAs(browser, 'fitness@demo.verdant.health', { language: 'es', phone: true });
  await lena.goto('/fitness/routines?tab=library');
  await expect(lena.getByRole('heading', { level: 1, name: 'Entrenamientos' })).toBeVisible();
  await lena.getByLabel('Buscar ejercicios').fill('sqat');
  await expect(lena.getByText(/^\d+ ejercicios?$/)).toBeVisible();
  await expect(lena.getByText(/^Por .+, CC-BY-SA/).first()).toBeVisible();
  await noOverflow(lena);
  await expectNoAxeViolations(lena);

  await lena.goto('/fitness/workouts?kind=clients');
  await lena.getByRole('link', { name: 'Full body strength (3 days)' }).first().click();
  await expect(lena.getByRole('heading', { name: 'Adherencia' })).toBeVisible();
  await expect(lena.getByRole('heading', { name: 'Récords personales' })).toBeVisible();
  await noOverflow(lena);
  await expectNoAxeViolations(lena);

  // the editor with an exercise and its sets
  await lena.goto('/fitness/workouts/new');
  await expect(lena.getByRole('heading', { level: 1, name: 'Nueva rutina' })).toBeVisible();
  await choose(lena, 'Añadir un ejercicio', 'plank', /^Plank/);
  await expect(lena.getByTestId('routine-exercise')).toHaveCount(1);
  await expect(lena.getByLabel('Carga (kg), serie 3')).toBeVisible();
  await noOverflow(lena);
  await expectNoAxeViolations(lena);

  const clients = (await (await lena.request.get('/api/v1/routines?kind=clients')).json()).items as {
    patient: { id: string; firstName: string; lastName: string };
  }[];
  const client = clients[0]!.patient;
  await lena.goto(
    `/fitness/activity?patient=${client.id}&patientName=${encodeURIComponent(`${client.firstName} ${client.lastName}`)}`,
  );
  await expect(lena.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
  await expect(lena.getByRole('progressbar')).toBeVisible();
  await expect(lena.getByTestId('hr-zones')).toContainText('Zona 1');
  await lena.getByLabel('Actividad', { exact: true }).selectOption({ index: 12 });
  await lena.getByRole('textbox', { name: 'Minutos', exact: true }).fill('30');
  await expect(lena.getByText(/≈ \d+ kcal/)).toBeVisible();
  await lena.getByRole('button', { name: 'Registrar actividad' }).click();
  await expect(lena.getByText('Actividad registrada')).toBeVisible();
  await noOverflow(lena);
  await expectNoAxeViolations(lena);
  await lena.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/bia-analysis');
  await expect(emma.getByRole('heading', { level: 1, name: 'Tu composición corporal' })).toBeVisible();
  await expect(emma.getByTestId('bia-ffm')).toContainText('Masa libre de grasa');
  await noOverflow(emma);
  await expectNoAxeViolations(emma);
  await emma.goto('/patient/flow');
  await expect(emma.getByRole('heading', { level: 1, name: 'Tus entrenamientos' })).toBeVisible();
  await expect(emma.getByText('Entrenamiento de hoy').first()).toBeVisible();
  await noOverflow(emma);
  await expectNoAxeViolations(emma);
  await emma.context().close();
});
