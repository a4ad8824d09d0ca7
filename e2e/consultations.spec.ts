// Consultations: the clinician's journey (write with vitals and SOAP notes, the draft surviving a
// reload and a dropped connection, signing, the refused edit and the addendum, a recording refused
// without consent and kept with it, a WebVTT transcript whose lines seek the player, insights of which
// two are accepted) and the patient seeing exactly those two; then the list and a record in Spanish
// at phone width.
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

/** A silent 12-second mono 8 kHz PCM WAV (playable, so the player can seek in it). */
function silentWav(seconds = 12, rate = 8000): Buffer {
  const data = seconds * rate * 2;
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data, 40);
  return Buffer.concat([head, Buffer.alloc(data)]);
}

const VTT = `WEBVTT

00:00:00.000 --> 00:00:04.000
<v Dr. Maya Chen>How has your blood pressure been at home?

00:00:05.000 --> 00:00:09.000
<v Emma Rodriguez>Higher than I hoped. I add a lot of salt.
`;

test('a clinician writes, signs and amends a consultation, records it with consent, and the patient sees the two accepted insights', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health');
  const subjective = `Tired after lunch ${Date.now()}`;

  // new consultation for the demo patient
  await page.goto('/dietitian/consultations');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
  await page.getByRole('link', { name: 'New consultation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New consultation' })).toBeVisible();
  await page.getByLabel('Patient').selectOption({ label: 'Rodriguez, Emma' });
  await page.getByLabel('Session type').selectOption('follow-up');
  await page.getByRole('button', { name: 'Start consultation' }).click();
  await expect(page).toHaveURL(/\/dietitian\/consultations\/[^/]+\/edit$/);
  const id = page.url().split('/').at(-2)!;

  // vitals with their clinical flags, and SOAP notes, autosaved
  await page.getByLabel('Systolic (mmHg)').fill('150');
  await page.getByLabel('Diastolic (mmHg)').fill('95');
  await page.getByLabel('Heart rate (bpm)').fill('72');
  await expect(page.getByText('Blood pressure: hypertension stage 2')).toBeVisible();
  await page.getByLabel('Subjective').fill(subjective);
  await expect(page.getByTestId('save-state')).toContainText('Saved');

  // typed, then the tab reloads before the autosave: the text comes back
  await page.getByLabel('Plan', { exact: true }).fill('Iron-rich lunches; less salt.');
  await page.reload();
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('Iron-rich lunches; less salt.');
  await expect(page.getByLabel('Subjective')).toHaveValue(subjective);
  await expect(page.getByTestId('save-state')).toContainText('Saved');

  // the connection drops while typing: kept on this device, saved when it returns
  await page.context().setOffline(true);
  await page.getByLabel('Objective').fill('BP 150/95 seated.');
  await expect(page.getByTestId('save-state')).toContainText('No connection');
  await page.context().setOffline(false);
  await expect(page.getByTestId('save-state')).toContainText('Saved');

  // a colleague saves meanwhile: the next save is refused, nothing typed is lost, and keeping one's
  // changes leaves theirs in the other fields
  const colleague = await pageAs(browser, 'dietitian@demo.verdant.health');
  await colleague.goto(`/dietitian/consultations/${id}/edit`);
  await colleague.getByLabel('Assessment', { exact: true }).fill('Salt intake high (colleague).');
  await expect(colleague.getByTestId('save-state')).toContainText('Saved');
  await colleague.context().close();
  await page.getByLabel('Diagnosis').fill('Hypertension stage 2, to confirm.');
  const conflict = page.getByTestId('conflict');
  await expect(conflict).toContainText('saved this consultation');
  await expect(page.getByLabel('Diagnosis')).toHaveValue('Hypertension stage 2, to confirm.');
  await conflict.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByTestId('save-state')).toContainText('Saved');
  await expect(page.getByLabel('Assessment', { exact: true })).toHaveValue('Salt intake high (colleague).');
  await expectNoAxeViolations(page);

  // complete and sign
  await page.getByRole('button', { name: 'Complete and sign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click();
  await expect(page).toHaveURL(new RegExp(`/dietitian/consultations/${id}$`));
  await expect(page.getByText('Consultation saved')).toBeVisible();
  await expect(page.getByText(/Completed and signed by Dr\. Maya Chen/)).toBeVisible();
  await expect(page.getByText('BP 150/95 seated.')).toBeVisible();
  await expect(page.getByText('Salt intake high (colleague).')).toBeVisible();
  await expect(page.getByText('Hypertension stage 2, to confirm.')).toBeVisible();

  // editing is refused; an addendum is dated and signed, the signed text stays
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByTestId('edit-refused')).toContainText('can no longer be edited');
  await page.getByRole('link', { name: 'Add an addendum' }).click();
  await page.getByLabel('New addendum').fill('Home readings arrived: average 138/88.');
  await page.getByRole('button', { name: 'Add addendum' }).click();
  await expect(page.getByTestId('addendum')).toContainText('Home readings arrived: average 138/88.');
  await expect(page.getByTestId('addendum')).toContainText('Dr. Maya Chen');
  await expect(page.getByText(subjective)).toBeVisible();

  // a recording: refused without the patient's consent, stored with it
  const upload = page.getByRole('form', { name: 'Upload a recording' });
  await upload.getByLabel('Audio or video file').setInputFiles({
    name: 'visit.wav',
    mimeType: 'audio/wav',
    buffer: silentWav(),
  });
  await upload.getByLabel('Platform').selectOption('google_meet');
  await upload.getByRole('button', { name: 'Upload recording' }).click();
  await expect(
    upload.getByText('Confirm that the patient has explicitly consented to recording and storing'),
  ).toBeVisible();
  await expect(page.getByTestId('recording')).toHaveCount(0);
  await upload.getByLabel(/explicitly consented/).check();
  await upload.getByRole('button', { name: 'Upload recording' }).click();
  await expect(page.getByText('Recording uploaded')).toBeVisible();
  const recording = page.getByTestId('recording');
  await expect(recording).toContainText('visit.wav');
  await expect(recording).toContainText('Consent confirmed by Dr. Maya Chen');

  // its WebVTT transcript: a line seeks the player to its moment
  await recording.getByLabel('Transcript file (WebVTT, SRT or text)').setInputFiles({
    name: 'meet.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(VTT),
  });
  await expect(page.getByText('Transcript added')).toBeVisible();
  const line = recording.getByTestId('transcript-line').filter({ hasText: 'I add a lot of salt' });
  await expect(line).toContainText('0:05');
  await line.click();
  await expect
    .poll(() => recording.locator('audio').evaluate((a: HTMLAudioElement) => Math.round(a.currentTime)))
    .toBeGreaterThanOrEqual(5);

  // insights with their sources; two accepted
  await page.getByRole('button', { name: 'Generate insights' }).click();
  const fromTranscript = page
    .getByTestId('insight')
    .filter({ hasText: 'Discussed in the session: Blood pressure.' });
  await expect(fromTranscript).toBeVisible();
  await expect(page.getByTestId('insight').filter({ hasText: 'Hypertension stage 2' }).first()).toContainText(
    'Systolic 150 mmHg · Diastolic 95 mmHg',
  );
  await recording.locator('audio').evaluate((a: HTMLAudioElement) => {
    a.pause();
    a.currentTime = 0;
  });
  await fromTranscript.getByTestId('insight-source-line').first().click();
  await expect
    .poll(() => recording.locator('audio').evaluate((a: HTMLAudioElement) => Math.round(a.currentTime)))
    .toBeGreaterThanOrEqual(1);
  const accepted = [
    'Cut down on salty foods, stay active most days and keep a home blood-pressure log to bring to the next visit.',
    'Reassess blood pressure within 1 month (2017 ACC/AHA).',
  ];
  for (const text of accepted) {
    await page.getByRole('button', { name: `Accept: ${text}` }).click();
    await expect(page.getByTestId('insight').filter({ hasText: text })).toHaveAttribute(
      'data-status',
      'accepted',
    );
  }
  await expectNoAxeViolations(page);

  // the series screen shows the entry with its category, in the user's units
  await page.goto('/dietitian/vitals');
  // the practice has more patients than the picker's first page: search for her
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Rodriguez');
  await page.getByRole('button', { name: /Rodriguez, Emma/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vitals · Emma Rodriguez' })).toBeVisible();
  await expect(page.getByTestId('measurement').first()).toContainText('hypertension stage 2');
  await page.context().close();

  // the patient reads the signed record, with exactly the two accepted items
  const emma = await pageAs(browser, 'patient@demo.verdant.health');
  await emma.goto('/patient/consultations');
  await expect(emma.getByRole('heading', { level: 1, name: 'My consultations' })).toBeVisible();
  await emma.getByTestId('my-consultation').first().click();
  await expect(emma).toHaveURL(new RegExp(`/patient/consultations/${id}$`));
  await expect(emma.getByText(subjective)).toBeVisible();
  const items = emma.getByTestId('my-insights').locator('li');
  await expect(items).toHaveCount(2);
  for (const text of accepted) await expect(items.filter({ hasText: text })).toHaveCount(1);
  await expect(emma.getByText('Home readings arrived: average 138/88.')).toBeVisible();
  await expectNoAxeViolations(emma);
  await emma.context().close();
});

test('the list and a record in Spanish at phone width', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, 'dietitian@demo.verdant.health', { language: 'es', phone: true });
  await page.goto('/dietitian/consultations');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible();
  const rows = page.getByTestId('consultation-row');
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.getByLabel('Estado').selectOption('completed');
  await expect(rows.first()).toContainText('Completada');
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Notas SOAP' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Análisis' })).toBeVisible();
  await expect(page.getByText(/Completada y firmada por/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.context().close();

  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/consultations');
  await expect(emma.getByRole('heading', { level: 1, name: 'Mis consultas' })).toBeVisible();
  await emma.getByTestId('my-consultation').last().click();
  await expect(emma.getByRole('heading', { level: 2, name: 'De tu equipo asistencial' })).toBeVisible();
  expect(await emma.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(emma);
  await emma.context().close();
});
