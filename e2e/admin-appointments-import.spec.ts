// Issue 22 (ADR 0056): the administrator imports appointments from another platform's CSV export
// (Practice Better-like columns), maps its columns, sees every bad row explained in the screen's
// language and nothing imported, then imports a clean file. English on a desktop, Spanish at 390 px.
import { expect, expectNoAxeViolations, pageAs, test } from './support.ts';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@demo.verdant.health';
const EMMA = 'patient@demo.verdant.health';
const PRO = 'medical@demo.verdant.health';
const HEADER =
  'Client First Name,Client Last Name,Client Email,Practitioner Email,Session Date,Start Time,End Time,Session Type,Status';

const RUNS = [
  {
    language: 'en' as const,
    phone: false,
    day: '03/06/2027',
    t: {
      check: 'Check the file',
      dates: 'Dates are written as',
      guessed: 'Practitioner Email',
      mappedTo: 'Professional e-mail',
      notFound: 'Professional e-mail: no professional of the practice has this e-mail',
      fix: '1 row needs fixing:',
      ready: '1 of 1 rows are ready',
      import: 'Import 1 appointment',
      done: '1 appointment imported',
    },
  },
  {
    language: 'es' as const,
    phone: true,
    day: '04/06/2027',
    t: {
      check: 'Comprobar el archivo',
      dates: 'Las fechas están escritas como',
      guessed: 'Practitioner Email',
      mappedTo: 'Correo del profesional',
      notFound: 'Correo del profesional: ningún profesional de la consulta tiene este correo',
      fix: 'Hay que corregir 1 fila:',
      ready: '1 de 1 filas están listas',
      import: 'Importar 1 cita',
      done: '1 cita importada',
    },
  },
];

for (const { language, phone, day, t } of RUNS) {
  test(`appointments import from another platform's export (${language}${phone ? ', 390 px' : ''})`, async ({
    browser,
  }) => {
    const page = await pageAs(browser, ADMIN, { language, phone });
    await page.goto('/admin/data');
    const card = page.getByTestId('appointments-import');
    const file = card.locator('input[type="file"]');
    const send = async (rows: string[]) =>
      file.setInputFiles({
        name: 'practice-better-export.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`),
      });

    // a row naming a professional the practice does not have: explained, nothing imported
    await send([`Emma,,${EMMA},nobody@example.com,${day},7:00 AM,7:45 AM,Initial consultation,Upcoming`]);
    await expect(card.getByLabel(t.guessed)).toHaveValue('professionalEmail');
    await expect(card.getByLabel(t.guessed).locator('option:checked')).toHaveText(t.mappedTo);
    await card.getByLabel(t.dates).selectOption('dmy');
    await card.getByRole('button', { name: t.check }).click();
    await expect(card.getByText(t.fix)).toBeVisible();
    await expect(card.getByTestId('appointments-import-errors')).toContainText(t.notFound);
    await expect(card.getByRole('button', { name: /Import|Importar/ })).toBeDisabled();

    // the corrected file: checked, then imported at once
    await send([`Emma,,${EMMA},${PRO},${day},7:00 AM,7:45 AM,Initial consultation,Upcoming`]);
    await card.getByLabel(t.dates).selectOption('dmy');
    await card.getByRole('button', { name: t.check }).click();
    await expect(card.getByRole('status')).toContainText(t.ready);
    await card.getByRole('button', { name: t.import }).click();
    await expect(page.getByText(t.done)).toBeVisible();

    if (phone) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } else await expectNoAxeViolations(page);
  });
}
