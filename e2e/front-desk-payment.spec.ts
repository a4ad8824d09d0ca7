// The front desk takes a payment for a visit (ADR 0063): on a visit of the dietitian's day, the desk
// records the payment (issuing the invoice from the service's price when it has none) and shows the
// receipt; the visit then reads as paid in full. English on a desktop, Spanish on a phone (390 px).
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const STAFF = 'staff@demo.verdant.health';

const WORDS = {
  en: {
    previous: 'Previous day',
    list: /^Appointments with Dr\. Maya Chen/,
    take: /^Take payment from /,
    amount: /^Amount \(/,
    reference: /^Reference/,
    record: 'Record payment',
    paid: 'Payment recorded: the visit is paid in full.',
    receipt: 'Receipt (PDF)',
    close: 'Close',
    paidNote: /^Paid · INV-\d+$/,
  },
  es: {
    previous: 'Día anterior',
    list: /^Citas con Dr\. Maya Chen/,
    take: /^Cobrar a /,
    amount: /^Importe \(/,
    reference: /^Referencia/,
    record: 'Registrar pago',
    paid: 'Pago registrado: la visita está pagada por completo.',
    receipt: 'Recibo (PDF)',
    close: 'Cerrar',
    paidNote: /^Pagada · INV-\d+$/,
  },
} as const;

/** Goes back day by day to a day where the dietitian has at least two visits to take payment for. */
async function dayWithVisitsToBill(page: Page, w: (typeof WORDS)['en' | 'es']) {
  const takes = page.getByRole('list', { name: w.list }).getByRole('button', { name: w.take });
  for (let i = 0; i < 8 && (await takes.count()) < 2; i++) {
    await page.getByRole('button', { name: w.previous }).click();
    await page.waitForTimeout(700);
  }
  expect(await takes.count()).toBeGreaterThanOrEqual(2);
  return takes;
}

async function takePayment(page: Page, lang: 'en' | 'es', index: number) {
  const w = WORDS[lang];
  await page.goto('/staff-dashboard');
  const takes = await dayWithVisitsToBill(page, w);
  // the day with its billing actions is accessible (each action's name starts with its visible words)
  await expectNoAxeViolations(page);
  const button = takes.nth(index);
  const label = (await button.getAttribute('aria-label')) ?? '';
  const same = page.getByRole('button', { name: label, exact: true });
  const owing = await same.count();
  await button.click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByLabel(w.amount);
  await expect(amount).toBeVisible();
  expect(await amount.inputValue()).toMatch(/^\d+\.\d{2}$/);
  await dialog.getByLabel(w.reference).fill(`POS ${lang}-${index}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: w.record }).click();
  await expect(dialog.getByText(w.paid)).toBeVisible();
  await expect(dialog.getByText(`POS ${lang}-${index}`)).toBeVisible();
  await expect(dialog.getByText(/^INV-\d+/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: w.receipt })).toHaveAttribute('href', /\/pdf\?lang=/);
  // nothing runs off a phone's screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: w.close }).first().click();
  // the same visit again: it reads as paid, and no second payment is offered
  const patient = label.replace(w.take, '');
  const visit = page
    .getByTestId('front-desk-visit')
    .filter({ has: page.getByRole('link', { name: patient }) });
  await expect(visit.getByTestId('front-desk-billing').filter({ hasText: w.paidNote })).not.toHaveCount(0);
  await expect(same).toHaveCount(owing - 1);
}

test('staff take a payment for a visit and get the receipt (English, desktop)', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, STAFF);
  await takePayment(page, 'en', 0);
  await page.context().close();
});

test('la recepción cobra una visita y entrega el recibo (español, móvil 390 px)', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, STAFF, { language: 'es', phone: true });
  await takePayment(page, 'es', 1);
  await page.context().close();
});
