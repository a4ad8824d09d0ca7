import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const EMMA = 'patient@demo.verdant.health';

/** The page has nothing wider than the phone's viewport. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Answers each radio group of a questionnaire form with the option at that index. */
async function answer(page: Page, formName: string, answers: readonly number[]) {
  const form = page.getByRole('form', { name: formName });
  const groups = form.getByRole('group');
  await expect(groups).toHaveCount(answers.length);
  for (const [i, a] of answers.entries()) await groups.nth(i).getByRole('radio').nth(a).check();
}

test("Emma logs a night and sees her sleep chart move; a severe GAD-7 reaches her dietitian's Wellness tab (phone, English)", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, EMMA, { phone: true });

  // Recharge, opened from its path: eight weeks of her diary, then tonight's entry moves this week
  await emma.goto('/patient/recharge');
  await expect(emma.getByRole('heading', { level: 1, name: 'Recharge' })).toBeVisible();
  const weeks = emma.getByTestId('sleep-weeks').getByRole('row');
  await expect(weeks).toHaveCount(9);
  const thisWeek = weeks.last();
  const before = await thisWeek.textContent();
  await emma.getByLabel('Bed time').fill('21:00');
  await emma.getByLabel('Wake time').fill('09:30');
  await emma.getByLabel('Times you woke up').fill('4');
  await emma.getByLabel('How well did you sleep?').selectOption('1');
  await emma.getByRole('button', { name: 'Save night' }).click();
  await expect(emma.getByText('Night saved')).toBeVisible();
  await expect(thisWeek).not.toHaveText(before ?? '');
  await expect(emma.getByTestId('sleep-averages')).toContainText('Last 7 nights');
  await expectNoOverflow(emma);
  await expectNoAxeViolations(emma);

  // the apnea screening says what it is
  await emma.getByRole('link', { name: /sleep-apnea screening/ }).click();
  await expect(emma).toHaveURL(/\/patient\/recharge\/apnea$/);
  await expect(emma.getByRole('heading', { level: 1, name: 'Sleep-apnea screening' })).toBeVisible();
  await expect(emma.getByTestId('not-diagnosis')).toContainText('This is a screening, not a diagnosis');
  // no snoring (its follow-ups stay hidden), no pauses, tired 3-4 times a week after sleep and awake,
  // never nodded off driving, no high blood pressure; BMI 33.8 → two categories: high risk
  await answer(emma, 'Take the Berlin questionnaire', [1, 4, 1, 1, 1, 1]);
  await emma.getByLabel('Height (cm)').fill('165');
  await emma.getByLabel('Weight (kg)').fill('92');
  await expect(emma.getByText('BMI 33.8')).toBeVisible();
  await emma.getByRole('button', { name: 'See my result' }).click();
  await expect(emma.getByTestId('questionnaire-result')).toContainText('High risk of sleep apnea');

  // Balance: a severe GAD-7
  await emma.goto('/patient/balance');
  await expect(emma.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await emma.getByRole('button', { name: 'Take the GAD-7' }).click();
  await answer(emma, 'Take the GAD-7', [3, 3, 3, 3, 3, 3, 3]);
  await emma.getByRole('button', { name: 'Score my answers' }).click();
  const result = emma.getByTestId('questionnaire-result');
  await expect(result).toContainText('Severe');
  await expect(result).toContainText('Score 21 of 21');
  await expect(result).toContainText('Your care team has been told');
  await expectNoOverflow(emma);

  // the summary: the day's tip with its source, her care team's tasks, each to its section
  await emma.goto('/patient/dashboard');
  await expect(emma.getByTestId('daily-tip')).toContainText('Source:');
  await expect(emma.getByTestId('care-tasks').getByRole('link', { name: 'Sleep diary' })).toHaveAttribute(
    'href',
    '/patient/recharge',
  );
  await expectNoOverflow(emma);

  // her dietitian sees it on her record, flagged
  const maya = await pageAs(browser, 'dietitian@demo.verdant.health');
  const found = await maya.request.get('/api/v1/patients?q=Emma%20Rodriguez');
  const [record] = (await found.json()).items as { id: string }[];
  await maya.goto(`/dietitian/patients/${record!.id}?tab=wellness`);
  const scores = maya.getByTestId('wellness-tab').getByTestId('score-list').first();
  // her newest GAD-7 (the Spanish test may add a PHQ-9 of hers at the same time)
  const gad7 = scores.getByRole('listitem').filter({ hasText: 'GAD-7' }).first();
  await expect(gad7).toContainText('Severe · 21/21');
  await expect(gad7).toContainText('High');
  await expect(maya.getByTestId('wellness-tab')).toContainText('Adherence');
});

test('Mindset in Spanish on a phone: a check-in moves the mood chart; PHQ-9 item 9 shows crisis resources at once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const emma = await pageAs(browser, EMMA, { phone: true, language: 'es' });
  await emma.goto('/patient/mindset');
  await expect(emma.getByRole('heading', { level: 1, name: 'Ánimo' })).toBeVisible();
  const thisWeek = emma.getByTestId('mood-weeks').getByRole('listitem').last();
  const before = await thisWeek.textContent();
  await emma.getByText('Muy bajo').click();
  await emma.getByLabel('Una nota (opcional)').fill('Día difícil en el trabajo');
  await emma.getByRole('button', { name: 'Guardar registro' }).click();
  await expect(emma.getByText('Registro guardado')).toBeVisible();
  await expect(thisWeek).not.toHaveText(before ?? '');
  await expect(emma.getByText('Día difícil en el trabajo').first()).toBeVisible();

  await emma.getByRole('button', { name: 'Hacer el PHQ-9' }).click();
  await answer(emma, 'Hacer el PHQ-9', [1, 1, 0, 1, 0, 0, 0, 0, 1]);
  await emma.getByRole('button', { name: 'Puntuar mis respuestas' }).click();
  const crisis = emma.getByTestId('crisis-resources');
  await expect(crisis).toBeVisible();
  await expect(crisis).toContainText('No tienes que pasar por esto a solas');
  // Emma's record says United States: the 988 line, in Spanish
  await expect(crisis).toContainText('988');
  await expectNoOverflow(emma);
  await expectNoAxeViolations(emma);

  // the other sections open from their paths, in Spanish
  for (const [path, title] of [
    ['/patient/recharge', 'Descanso'],
    ['/patient/recharge/apnea', 'Cribado de apnea del sueño'],
    ['/patient/balance', 'Equilibrio'],
  ] as const) {
    await emma.goto(path);
    await expect(emma.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoOverflow(emma);
  }
  await emma.goto('/patient/dashboard');
  await expect(emma.getByTestId('daily-tip')).toContainText('Fuente:');
});

test("the landing page shows the day's health tip with its source", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing-tip')).toContainText('Source:');
});
