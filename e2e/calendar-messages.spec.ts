// The calendar, messages and notifications, live: with two browsers open, a message from the
// dietitian reaches the patient's page with its unread count and the patient's cancellation reaches
// the dietitian's calendar and bell, without a reload; the dietitian moves an appointment by
// dragging it in the week view and again from its details with the keyboard; the calendar, messages
// and notifications in Spanish on a phone.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const PATIENT = 'patient@demo.verdant.health';
const DIETITIAN = 'dietitian@demo.verdant.health';

/** The tab's event stream is open (the header says so). */
async function live(page: Page) {
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'live');
}

/** The number a badge shows (0 when there is none). */
async function count(page: Page, testId: string): Promise<number> {
  const badge = page.getByTestId(testId);
  return (await badge.count()) ? Number(/\d+/.exec((await badge.first().textContent()) ?? '')?.[0] ?? 0) : 0;
}

test('a message from the dietitian reaches the patient page live, with its unread count; the receipt comes back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const patient = await pageAs(browser, PATIENT);
  const maya = await pageAs(browser, DIETITIAN);
  await patient.goto('/patient/messages');
  await expect(patient.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await live(patient);
  const before = await count(patient, 'nav-unread-messages');

  await maya.goto('/dietitian/messages');
  await maya.getByTestId('conversation').filter({ hasText: 'Breakfast and iron' }).click();
  const text = `Try lentils with lemon on Thursday ${Date.now()}`;
  await maya.getByRole('textbox', { name: 'Message' }).fill(text);
  await maya.getByRole('button', { name: 'Send' }).click();
  await expect(maya.getByTestId('thread-messages')).toContainText(text);
  await expect(maya.getByTestId('read-receipt')).toHaveText(/Sent/);

  // no reload: the patient's navigation count and conversation list change by themselves
  await expect(patient.getByTestId('nav-unread-messages')).toContainText(`${before + 1} unread`);
  const conversation = patient.getByTestId('conversation').filter({ hasText: 'Breakfast and iron' });
  await expect(conversation).toContainText(text.slice(0, 40));
  await expect(conversation.getByTestId('conversation-unread')).toBeVisible();
  await conversation.click();
  await expect(patient.getByTestId('thread-messages')).toContainText(text);
  await expect(patient.getByTestId('nav-unread-messages')).toHaveCount(0);
  // and the dietitian sees it read, live
  await expect(maya.getByTestId('read-receipt')).toHaveText(/Read/);
  await expectNoAxeViolations(patient);
  await patient.context().close();
  await maya.context().close();
});

test("the patient cancels an appointment: the dietitian's calendar and bell update live", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maya = await pageAs(browser, DIETITIAN);
  const patient = await pageAs(browser, PATIENT);
  await maya.goto('/dietitian/calendar?view=appointments');
  await expect(maya.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await live(maya);
  const bell = await count(maya, 'notification-count');

  await patient.goto('/patient/calendar?view=appointments');
  const mine = patient
    .getByTestId('agenda-appointment')
    .filter({ hasText: 'Dr. Maya Chen, RDN' })
    .filter({ hasNotText: /Completed|Cancelled|No-show/ });
  await expect(mine.first()).toBeVisible();
  const id = await mine.first().getAttribute('data-appointment');
  await mine.first().click();
  const dialog = patient.getByTestId('appointment-dialog');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await dialog.getByLabel('Reason (optional, shown to the other side)').fill('A work trip came up');
  await dialog.getByRole('button', { name: 'Cancel the appointment' }).click();
  await expect(patient.getByText('Appointment cancelled').first()).toBeVisible();

  // the dietitian's agenda (two weeks from today) marks it, and the bell counts it, without a reload
  const theirs = maya.locator(`[data-appointment="${id}"]`);
  await expect(theirs).toContainText('Cancelled');
  await expect(maya.getByTestId('notification-count')).toHaveText(String(bell + 1));
  await maya.getByTestId('notification-bell').click();
  await expect(maya.getByText(/Appointment cancelled: Emma Rodriguez/).first()).toBeVisible();
  await patient.context().close();
  await maya.context().close();
});

test('the dietitian moves an appointment by dragging it in the week view, then from its details with the keyboard', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maya = await pageAs(browser, DIETITIAN, { timezoneId: 'America/New_York' });
  // An appointment of hers on a quiet day two weeks ahead, at 10:00 New York time.
  await maya.goto('/dietitian/overview');
  const patients = await (await maya.request.get('/api/v1/patients?pageSize=5&status=active')).json();
  const wednesday = new Date();
  wednesday.setDate(wednesday.getDate() + 14 + ((3 - wednesday.getDay() + 7) % 7));
  const day = wednesday.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const start = new Date(`${day}T15:00:00Z`); // 10:00 EST
  const made = await maya.request.post('/api/v1/appointments', {
    headers: { origin: new URL(maya.url()).origin },
    data: {
      patientId: patients.items[0].id,
      serviceName: 'Progress check',
      durationMinutes: 30,
      start: start.toISOString(),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()) as { id: string };

  await maya.goto(`/dietitian/calendar?view=week&date=${day}`);
  await live(maya);
  const block = maya.locator(`[data-testid="calendar-appointment"][data-appointment="${id}"]`);
  await expect(block).toContainText('10:00 AM');
  await block.scrollIntoViewIfNeeded();
  const box = (await block.boundingBox())!;
  // three hours down (48 px an hour): 1:00 PM the same day
  await maya.mouse.move(box.x + box.width / 2, box.y + 6);
  await maya.mouse.down();
  await maya.mouse.move(box.x + box.width / 2, box.y + 6 + 70, { steps: 5 });
  await maya.mouse.move(box.x + box.width / 2, box.y + 6 + 144, { steps: 5 });
  await expect(maya.getByTestId('drop-target')).toHaveText('1:00 PM');
  await maya.mouse.up();
  const confirm = maya.getByTestId('move-confirm');
  await expect(confirm).toContainText('at 1:00 PM');
  await confirm.getByRole('button', { name: 'Move it' }).click();
  await expect(maya.getByText('Appointment moved').first()).toBeVisible();
  await expect(block).toContainText('1:00 PM');

  // the keyboard path: open it, reschedule to 3:30 PM
  await block.focus();
  await maya.keyboard.press('Enter');
  const dialog = maya.getByTestId('appointment-dialog');
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await dialog.getByLabel('Time', { exact: true }).fill('15:30');
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(maya.getByText('Appointment moved').first()).toBeVisible();
  await maya.keyboard.press('Escape');
  await expect(block).toContainText('3:30 PM');
  await expectNoAxeViolations(maya);
  await maya.context().close();
});

test('calendar, messages and notifications in Spanish on a phone: translated, nothing overflows, accessible', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maya = await pageAs(browser, DIETITIAN, { language: 'es', phone: true });
  const screens: [path: string, heading: string, text: RegExp][] = [
    ['/dietitian/calendar', 'Calendario', /Agenda|Hoy/],
    ['/dietitian/calendar?view=week', 'Calendario', /Semana/],
    ['/dietitian/messages', 'Mensajes', /Nuevo mensaje/],
    ['/notifications', 'Notificaciones', /También por correo/],
  ];
  for (const [path, heading, text] of screens) {
    await maya.goto(path);
    await expect(maya.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(maya.getByText(text).first()).toBeVisible();
    expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(maya);
  }
  // a conversation takes the whole phone screen, with its way back
  await maya.goto('/dietitian/messages');
  await maya.getByTestId('conversation').first().click();
  await expect(maya.getByTestId('thread')).toBeVisible();
  await expect(maya.getByRole('button', { name: 'Volver a las conversaciones' })).toBeVisible();
  expect(await maya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await maya.context().close();
});
