/**
 * Role workspaces (issue 21, ADR 0048): each demo role signs in, finds at least three real items on
 * their dashboard, opens one and lands on its work — in English on a desktop and in Spanish on a
 * 390 px phone, where nothing overflows.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

interface Journey {
  email: string;
  landing: string;
  /** The section whose first item is opened, by its title in each language. */
  section: { en: string; es: string };
  /** Where its item leads. */
  work: RegExp;
}

const demo = (key: string) => `${key}@demo.verdant.health`;
const UUID = '[0-9a-f-]{36}';

const JOURNEYS: Record<string, Journey> = {
  dietitian: {
    email: demo('dietitian'),
    landing: '/dietitian/overview',
    section: { en: 'Due a follow-up', es: 'Pendientes de seguimiento' },
    work: new RegExp(`/dietitian/patients/${UUID}$`),
  },
  medical: {
    email: demo('medical'),
    landing: '/medical',
    section: { en: 'Notes to sign', es: 'Notas por firmar' },
    work: new RegExp(`/medical/consultations/${UUID}/edit$`),
  },
  fitness: {
    email: demo('fitness'),
    landing: '/fitness',
    section: { en: 'Missed workouts this week', es: 'Entrenamientos perdidos esta semana' },
    work: new RegExp(`/patients/${UUID}$`),
  },
  lab: {
    email: demo('lab'),
    landing: '/lab/overview',
    section: { en: 'Orders received', es: 'Órdenes recibidas' },
    work: new RegExp(`/lab/orders/${UUID}$`),
  },
  insurance: {
    email: demo('insurance'),
    landing: '/insurance-dashboard',
    section: { en: 'Claims to decide', es: 'Reclamaciones por resolver' },
    work: new RegExp(`/insurance-dashboard/claims/${UUID}$`),
  },
  admin: {
    email: demo('admin'),
    landing: '/admin/overview',
    section: { en: 'Users', es: 'Usuarios' },
    work: /\/admin\/setup$/,
  },
};

/** The page has nothing wider than the phone's viewport. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openFromDashboard(page: Page, j: Journey, language: 'en' | 'es') {
  await page.goto(j.landing);
  const workspace = page.getByTestId('workspace');
  await expect(workspace).toBeVisible();
  // at least three real items, each a link to its work
  await expect(workspace.getByTestId('workspace-item').nth(2)).toBeVisible();
  const title = j.section[language];
  const card = workspace.getByRole('region', { name: new RegExp(`^${title}`) });
  const first = card.getByTestId('workspace-item').first();
  await expect(first).toBeVisible();
  const name = (await first.getByTestId('workspace-item-title').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  return { first, name };
}

test.describe('role workspaces', () => {
  for (const [role, j] of Object.entries(JOURNEYS)) {
    test(`${role}: three real items on the dashboard, one opened lands on its work (English, desktop)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await pageAs(browser, j.email);
      const { first, name } = await openFromDashboard(page, j, 'en');
      if (role === 'medical') await expectNoAxeViolations(page);
      await first.click();
      await expect(page).toHaveURL(j.work);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the screen opened is the item's: its name (a patient, an order, a user) is on it
      await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
      await page.context().close();
    });
  }

  test('every role in Spanish on a 390 px phone: the dashboard fits, and an item opens its work', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    for (const j of Object.values(JOURNEYS)) {
      const page = await pageAs(browser, j.email, { language: 'es', phone: true });
      const { first, name } = await openFromDashboard(page, j, 'es');
      await expectNoOverflow(page);
      await first.click();
      await expect(page).toHaveURL(j.work);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the screen opened is the item's: its name (a patient, an order, a user) is on it
      await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
      await page.context().close();
    }
  });

  test('staff: the front desk sends a reminder for a visit still to come (English, desktop)', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await pageAs(browser, demo('staff'));
    await page.goto('/staff-dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Front desk' })).toBeVisible();
    const remind = page.getByRole('button', { name: /^Send reminder to / }).first();
    // a day without visits still to come (a weekend, the evening) offers the next day with visits
    for (let i = 0; i < 7 && !(await remind.isVisible()); i++) {
      const next = page.getByRole('button', { name: /^Go to / });
      if (await next.isVisible()) await next.click();
      else await page.getByRole('button', { name: 'Next day' }).click();
      await page.waitForTimeout(500);
    }
    const patient = ((await remind.getAttribute('aria-label')) ?? '').replace('Send reminder to ', '');
    expect(patient).not.toBe('');
    await remind.click();
    await expect(page.getByRole('status').filter({ hasText: 'Reminder sent' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Invoice ${patient}` }).first()).toHaveAttribute(
      'href',
      /\/billing\/new-invoice\?patient=/,
    );
    await page.context().close();
  });
});
