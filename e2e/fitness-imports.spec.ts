import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

// Device imports (ADR 0039): the trainer imports a watch's CSV and an analyser's CSV (with the column
// mapping) for a client, sees a bad file refused and a repeat skipped; the seeded GPX run is in the
// client's activities. Then the patient imports their watch's GPX from Flow, in Spanish at 390 px.
const expect = baseExpect.configure({ timeout: 30_000 });

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** A start time nobody else used: yesterday, at a minute and second taken from the clock. */
function uniqueStart(): Date {
  const d = new Date(Date.now() - 86_400_000);
  d.setUTCHours(
    5 + (Date.now() % 12),
    Math.floor(Date.now() / 1000) % 60,
    Math.floor(Date.now() / 7) % 60,
    0,
  );
  return d;
}
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

function gpxRun(start: Date): string {
  const points = Array.from({ length: 121 }, (_, i) => {
    const t = new Date(start.getTime() + i * 15_000).toISOString();
    return `<trkpt lat="${(40.4168 + i * 0.0004).toFixed(7)}" lon="-3.7038"><time>${t}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${140 + (i % 10)}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><type>running</type><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

async function chloe(page: Page) {
  const clients = (await (await page.request.get('/api/v1/routines?kind=clients')).json()).items as {
    patient: { id: string; firstName: string; lastName: string };
  }[];
  const c = clients.find((r) => r.patient.firstName === 'Chloé')!.patient;
  return `patient=${c.id}&patientName=${encodeURIComponent(`${c.firstName} ${c.lastName}`)}`;
}

test('a trainer imports a watch CSV and an analyser CSV for a client; a bad file changes nothing; a repeat is skipped', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lena = await pageAs(browser, 'fitness@demo.verdant.health');
  const who = await chloe(lena);
  await lena.goto(`/fitness/activity?${who}`);
  await expect(lena.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  // the run the seed imported from her watch's GPX
  const logged = lena.getByRole('table', { name: 'Activities' });
  await expect(logged.getByRole('row').filter({ hasText: 'GPX' }).first()).toContainText('6.8 km');

  const card = lena.getByRole('region', { name: 'Import from a watch' });
  const bad = `Date,Activity Type,Duration,Distance (km),Avg HR\n${stamp(uniqueStart())},Underwater hockey,00:30:00,,\n`;
  await card
    .getByLabel('File')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await card.getByRole('button', { name: 'Import' }).click();
  await expect(card.getByText('This file cannot be imported. Nothing was changed.')).toBeVisible();
  await expect(card.getByTestId('import-errors')).toContainText(
    'Line 2: Type — an activity type we do not know',
  );

  const start = uniqueStart();
  const csv = `Date,Activity Type,Duration,Distance (km),Avg HR,Steps\n${stamp(start)},Walking,00:45:00,4.20,102,5600\n`;
  const file = { name: 'Activities.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
  await card.getByLabel('File').setInputFiles(file);
  await card.getByRole('button', { name: 'Import' }).click();
  await expect(card.getByTestId('import-result')).toContainText('1 activity imported.');
  await expect(card.getByTestId('import-result')).toContainText('45 min · 4.2 km · 102 bpm');
  await expect(logged.getByRole('row').filter({ hasText: 'Watch CSV' }).first()).toContainText('4.2 km');
  await card.getByLabel('File').setInputFiles(file);
  await card.getByRole('button', { name: 'Import' }).click();
  await expect(card.getByTestId('import-result')).toContainText(
    '0 activities imported. 1 was already on the record and was skipped.',
  );
  await expectNoAxeViolations(lena);

  // the analyser's CSV: the columns it cannot name are chosen by hand
  await lena.goto(`/bia-analysis?${who}`);
  await expect(lena.getByRole('heading', { level: 1, name: 'BIA analysis' })).toBeVisible();
  const bia = lena.getByRole('region', { name: 'Import from a body-composition analyser' });
  const measured = uniqueStart();
  const packed = measured.toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const inbody = `"Test Date / Time","Weight","Height","Age","Gender","Imp. 50 kHz","React. 50 kHz"\n"${packed}","57.9","168.0","34","F","588.0","69.0"\n`;
  await bia
    .getByLabel('File')
    .setInputFiles({ name: 'inbody.csv', mimeType: 'text/csv', buffer: Buffer.from(inbody) });
  await expect(bia.getByLabel('Date *')).toHaveValue('Test Date / Time');
  await expect(bia.getByText('Choose the column for: Resistance R (Ω), Reactance Xc (Ω).')).toBeVisible();
  await bia.getByLabel('Resistance R (Ω) *').selectOption('Imp. 50 kHz');
  await bia.getByLabel('Reactance Xc (Ω) *').selectOption('React. 50 kHz');
  await bia.getByLabel('Analyser (when the file does not name it)').fill('InBody S10');
  await bia.getByRole('button', { name: 'Import' }).click();
  await expect(bia.getByTestId('import-result')).toContainText('1 measurement imported.');
  await expect(lena.getByRole('table', { name: 'Measurements' })).toContainText('57.9 kg');
  await expectNoAxeViolations(lena);
  await lena.context().close();
});

test('the patient imports their watch’s GPX from Flow, in Spanish at phone width', async ({ browser }) => {
  test.setTimeout(180_000);
  const emma = await pageAs(browser, 'patient@demo.verdant.health', { language: 'es', phone: true });
  await emma.goto('/patient/flow');
  await expect(emma.getByRole('heading', { level: 1, name: 'Tus entrenamientos' })).toBeVisible();
  const card = emma.getByRole('region', { name: 'Importar desde un reloj' });
  await card.getByLabel('Archivo').setInputFiles({
    name: 'Carrera.gpx',
    mimeType: 'application/gpx+xml',
    buffer: Buffer.from(gpxRun(uniqueStart())),
  });
  await card.getByRole('button', { name: 'Importar' }).click();
  // 120 steps of 0.0004° north in 30 minutes: 5.3 km
  await expect(card.getByTestId('import-result')).toContainText('1 actividad importada.');
  await expect(card.getByTestId('import-result')).toContainText('30 min · 5.34 km');
  await expect(
    emma.getByRole('region', { name: 'Importar desde un analizador de composición corporal' }),
  ).toBeVisible();
  await noOverflow(emma);
  await expectNoAxeViolations(emma);
  await emma.context().close();
});
