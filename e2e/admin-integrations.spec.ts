import type { Page } from '@playwright/test';
import {
  adminApi,
  expect as baseExpect,
  expectNoAxeViolations,
  pageAs,
  test,
  uniqueEmail,
  waitForEmail,
} from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const ADMIN = 'admin@demo.verdant.health';
const EMMA = 'patient@demo.verdant.health';
/** Both runs set the same colour, so running side by side they never race each other. */
const BRAND = '#1f5f8b';
const BRAND_RGB = 'rgb(31, 95, 139)';

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const WORDS = {
  en: {
    setupTitle: 'Set up your practice',
    saturday: 'Saturday',
    finish: 'Finish onboarding',
    finished: 'Onboarding is finished.',
    finishedToast: 'Onboarding finished',
    emails: 'E-mail addresses',
    invite: 'Send invitations',
    invited: '1 invitation sent',
    colour: 'Brand colour',
    below: 'below WCAG AA',
    meets: 'meets WCAG AA',
    save: 'Save colour',
    saved: 'Brand colour saved',
    sendTest: 'Send a test',
    working: 'Working',
    testResult: 'Written to the outbox (mode',
  },
  es: {
    setupTitle: 'Configura tu consulta',
    saturday: 'sábado',
    finish: 'Terminar la puesta en marcha',
    finished: 'La puesta en marcha está terminada.',
    finishedToast: 'Puesta en marcha terminada',
    emails: 'Direcciones de correo',
    invite: 'Enviar invitaciones',
    invited: '1 invitación enviada',
    colour: 'Color de la marca',
    below: 'por debajo de WCAG AA',
    meets: 'cumple WCAG AA',
    save: 'Guardar el color',
    saved: 'Color de la marca guardado',
    sendTest: 'Enviar una prueba',
    working: 'Funciona',
    testResult: 'Escrito en la bandeja de salida (modo',
  },
} as const;

for (const [language, phone] of [
  ['en', false],
  ['es', true],
] as const) {
  const w = WORDS[language];
  test(`an administrator runs onboarding, brands the practice, sees it on the patient portal and sends a test e-mail (${language}, ${phone ? 'phone 390 px' : 'desktop'})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const admin = await pageAs(browser, ADMIN, { language, phone });

    // onboarding: the steps come filled with what the practice has; Saturday morning opens
    await admin.goto('/admin/setup');
    const setup = admin.getByRole('region', { name: w.setupTitle });
    await expect(setup).toBeVisible();
    await expect(setup.getByRole('textbox').first()).toHaveValue('Verdant Demo Practice');
    const saturday = setup.getByRole('checkbox', { name: w.saturday });
    if (!(await saturday.isChecked())) await saturday.check();
    await setup.getByRole('button', { name: w.finish }).click();
    await expect(admin.getByText(w.finishedToast, { exact: true })).toBeVisible();
    await expect(setup.getByText(w.finished)).toBeVisible();
    if (phone) await expectNoOverflow(admin);

    // invite the team: the colleague gets the join code
    const colleague = uniqueEmail('colleague');
    await setup.getByLabel(w.emails).fill(colleague);
    await setup.getByRole('button', { name: w.invite }).click();
    await expect(admin.getByText(w.invited)).toBeVisible();
    const api = await adminApi(baseURL!);
    const mail = await waitForEmail(api, colleague, /Verdant Demo Practice/);
    expect(mail.text).toContain('DEMO-PRAC');

    // branding: a pale colour is refused with its contrast ratio, a dark one is saved
    const colour = admin.getByRole('textbox', { name: w.colour, exact: true });
    await colour.fill('#ffd54f');
    await expect(admin.getByText(w.below)).toBeVisible();
    await admin.getByRole('button', { name: w.save }).click();
    await expect(admin.getByRole('alert').filter({ hasText: w.below })).toBeVisible();
    await colour.fill(BRAND);
    await expect(admin.getByText(w.meets)).toBeVisible();
    await admin.getByRole('button', { name: w.save }).click();
    await expect(admin.getByText(w.saved)).toBeVisible();
    await expect(admin.getByTestId('branding-preview')).toHaveCSS('background-color', BRAND_RGB);
    if (phone) await expectNoOverflow(admin);

    // the patient portal carries it
    const emma = await pageAs(browser, EMMA, { language, phone });
    await emma.goto('/patient/dashboard');
    const brand = emma.getByTestId('practice-brand').filter({ hasText: 'Verdant Demo Practice' });
    await expect(brand).toHaveCSS('background-color', BRAND_RGB);

    // a test e-mail from the integrations screen
    await admin.goto('/admin/integrations');
    const email = admin.getByTestId('connection-email');
    await email.getByRole('button', { name: w.sendTest }).click();
    // the result is a code from the server, read in the screen's language
    await expect(email.getByRole('status')).toContainText(w.testResult);
    await expect(email).toContainText(w.working);
    const sent = await waitForEmail(
      api,
      ADMIN,
      language === 'es' ? /Correo de prueba|Test e-mail/ : /Test e-mail|Correo de prueba/,
    );
    expect(sent.subject).toContain('Verdant Demo Practice');
    if (phone) await expectNoOverflow(admin);
    else await expectNoAxeViolations(admin);
    await api.dispose();
  });
}
