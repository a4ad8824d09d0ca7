// The public site: landing, audiences, pricing, contact, demo requests, blog, install,
// find care and booking, the admin's demo-request and blog screens, and a provider's public profile.
import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD } from '@verdant/shared';
import {
  test as base,
  clientAddress,
  expectNoAxeViolations,
  uniqueEmail,
  waitForDeliveredEmail,
  waitForEmail,
} from './support.ts';

const PROVIDER_EMAIL = 'multi@demo.verdant.health';
const PROVIDER_NAME = 'Chris Taylor, strength coach';

interface Site {
  providerId: string;
  blogSlug: string;
  /** Signed in as the demo administrator (reads the outbox); its cookies sign pages in. */
  admin: APIRequestContext;
  /** Signed in as the demo laboratory account. */
  lab: APIRequestContext;
}

async function signedInApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': clientAddress() },
  });
  const r = await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok(), await r.text()).toBe(true);
  return api;
}

/** Signs the page's browser context in with an API context's session cookies (no extra sign-in). */
async function signInPage(page: Page, api: APIRequestContext): Promise<void> {
  await page.context().addCookies((await api.storageState()).cookies);
}

/**
 * Once per worker (sign-ins are rate limited per address): a published provider with open hours
 * every day in a zone far from the visitor's, and a published blog post whose Markdown carries raw
 * HTML that must never run.
 */
const test = base.extend<object, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as an object pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const provider = await signedInApi(baseURL, PROVIDER_EMAIL);
      // Keep the service's id when another worker already published the profile, so a booking
      // link opened there stays valid while this worker re-saves it.
      const existing = await provider.get('/api/v1/me/provider-profile');
      const serviceId = existing.ok()
        ? ((await existing.json()) as { services: { id: string; name: string }[] }).services.find(
            (s) => s.name === 'Coaching session',
          )?.id
        : undefined;
      const put = await provider.put('/api/v1/me/provider-profile', {
        data: {
          type: 'fitness',
          displayName: PROVIDER_NAME,
          headline: 'Strength and mobility, online',
          specialties: ['Strength training', 'Mobility'],
          languages: ['en', 'es'],
          city: 'Auckland',
          country: 'New Zealand',
          online: true,
          inPerson: false,
          bio: 'Coach with **ten years** of experience.',
          timeZone: 'Pacific/Auckland',
          services: [
            {
              id: serviceId,
              name: 'Coaching session',
              durationMinutes: 30,
              priceMinor: 4500,
              currency: 'USD',
            },
          ],
          availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '06:00', end: '22:00' })),
          published: true,
        },
      });
      expect(put.ok(), await put.text()).toBe(true);
      const profile = (await put.json()) as { id: string };
      await provider.dispose();

      const admin = await signedInApi(baseURL, 'admin@demo.verdant.health');
      const blogSlug = `safe-markdown-${Date.now()}-${workerInfo.workerIndex}`;
      const created = await admin.post('/api/v1/admin/blog/posts', {
        data: {
          slug: blogSlug,
          lang: 'en',
          title: 'Markdown that stays safe',
          excerpt: 'Raw HTML in a post is shown as text.',
          bodyMarkdown: [
            '## Safe by default',
            '',
            'Some **bold** advice.',
            '',
            '<script>window.__pwned = 1</script>',
            '',
            '<img src="x" onerror="window.__pwned = 2">',
            '',
            '[a bad link](javascript:window.__pwned=3)',
          ].join('\n'),
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const post = (await created.json()) as { id: string };
      const published = await admin.post(`/api/v1/admin/blog/posts/${post.id}/publish`);
      expect(published.ok(), await published.text()).toBe(true);
      const lab = await signedInApi(baseURL, 'lab@demo.verdant.health');
      await use({ providerId: profile.id, blogSlug, admin, lab });
      await admin.dispose();
      await lab.dispose();
    },
    { scope: 'worker' },
  ],
});

async function useSpanish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
}

test('every public link of the navigation and the footer opens its page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  const hrefs = new Set<string>();
  for (const scope of ['header nav', '[data-testid=site-footer]', 'footer']) {
    for (const href of await page
      .locator(`${scope} a[href^="/"]`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      hrefs.add(href);
    }
  }
  await page.getByRole('button', { name: 'For professionals' }).click();
  for (const href of await page
    .locator('header nav ul ul a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    hrefs.add(href);
  }
  for (const must of [
    '/home',
    '/home#features',
    '/home#pricing',
    '/home#about',
    '/home#contact',
    '/care',
    '/blog',
    '/install',
    '/demo',
  ]) {
    expect([...hrefs]).toContain(must);
  }
  for (const path of ['/for-dietitians', '/for-medical', '/for-fitness', '/for-labs', '/for-insurance']) {
    expect([...hrefs]).toContain(path);
  }

  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('h1').first(), href).toBeVisible();
    await expect(page.locator('p', { hasText: /^404$/ }), href).toHaveCount(0);
    const hash = href.split('#')[1];
    if (hash) await expect(page.locator(`#${hash}`), href).toBeInViewport();
  }

  // Following the header links in the page (client-side navigation) as a visitor does.
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('#pricing')).toBeInViewport();
  await nav.getByRole('link', { name: 'Find care' }).click();
  await expect(page).toHaveURL(/\/care$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find care' })).toBeVisible();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await nav.getByRole('button', { name: 'For professionals' }).click();
  await nav.getByRole('link', { name: 'For dietitians' }).click();
  await expect(page).toHaveURL(/\/for-dietitians$/);
  await expect(page.getByTestId('audience-signup')).toHaveAttribute(
    'href',
    '/auth?mode=signup&role=dietitian',
  );
  await expect(page).toHaveTitle('Verdant for dietitians');
});

test('on a phone, a section link in the menu lands on its section with the menu closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === 'true');
  for (const [name, id] of [
    ['Pricing', 'pricing'],
    ['Contact', 'contact'],
    ['Features', 'features'],
  ] as const) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The section's top rests under the header (its 80 px scroll margin), not above the screen.
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        message: id,
      })
      .toBe(80);
  }
});

test('the landing page shows the features and the three plans; annual billing saves 20%', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Run your whole health practice in one calm place',
  );
  const features = page.getByTestId('feature-list');
  for (const name of [
    'Patient management',
    'Diet plans with AI meal recommendations',
    'Consultations with SOAP notes',
    'Lab orders and results',
    'Billing and insurance claims',
    'Analytics and reports',
    'Knowledge base',
    'Calendar and messages',
    'BIA analysis and workouts',
    'A daily health tip',
  ]) {
    await expect(features.getByRole('heading', { name })).toBeVisible();
  }
  const starter = page.getByTestId('plan-starter');
  const professional = page.getByTestId('plan-professional');
  const enterprise = page.getByTestId('plan-enterprise');
  await expect(starter).toContainText('$49');
  await expect(starter).toContainText('Up to 50 patients');
  await expect(starter).toContainText('Email support');
  await expect(professional).toContainText('$99');
  await expect(professional).toContainText('Most popular');
  await expect(professional).toContainText('Custom branding');
  await expect(enterprise).toContainText('Custom');

  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(page.getByTestId('annual-saving')).toContainText('Save 20%');
  await expect(page.getByTestId('plan-starter-price')).toContainText('$39.20');
  await expect(page.getByTestId('plan-starter-price')).toContainText('Billed annually ($470.40)');
  await expect(page.getByTestId('plan-professional-price')).toContainText('$79.20');
  await expect(page.getByTestId('plan-professional-price')).toContainText('Billed annually ($950.40)');
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(page.getByTestId('plan-starter-price')).toContainText('$49');
});

test('the contact form reaches the administrators', async ({ page, site }) => {
  const email = uniqueEmail('contact');
  await page.goto('/home#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Topic').selectOption('sales');
  await form.getByLabel('Message').fill('We are a clinic of twelve. Can we try Verdant?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  const mail = await waitForEmail(site.admin, 'admin@demo.verdant.health', /Grace Hopper/);
  expect(mail.text).toContain(email);
  expect(mail.text).toContain('We are a clinic of twelve');
});

test('a demo request shows its errors, then is submitted, and the admin follows it up', async ({
  page,
  site,
}) => {
  const org = `Clinic ${Date.now()}`;
  await page.goto('/home');
  await page.getByRole('link', { name: 'Request a demo' }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  for (const section of [
    'Personal information',
    'Organization',
    'Platform usage',
    'Scheduling preferences',
  ]) {
    await expect(page.getByRole('group', { name: new RegExp(section) })).toBeVisible();
  }
  await page.getByTestId('demo-submit').click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  await expect(page.getByText('Choose at least one')).toHaveCount(2);

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Work e-mail').fill('not-an-email');
  await page.getByLabel('Organization name').fill(org);
  await page.getByLabel('Type of organization').selectOption('medical_practice');
  await page.getByLabel('Team size').selectOption('11-50');
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByLabel('Medical professionals').check();
  await page.getByLabel('Dietitians').check();
  await page.getByLabel('Patients per month').selectOption('200-1000');
  await page.getByLabel('Consultations').check();
  await page.getByLabel('Labs').check();
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Preferred date').fill(future);
  await page.getByLabel('Afternoon').check();
  await page.getByLabel('Video call').check();
  await page.getByTestId('demo-submit').click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Work e-mail').fill(uniqueEmail('ada'));
  await page.getByTestId('demo-submit').click();

  await expect(page.getByTestId('demo-success')).toBeVisible();
  await expect(page.getByText('Demo Request Submitted').first()).toBeVisible();
  await expect(page.getByText("We'll contact you within 24 hours.").first()).toBeVisible();

  await signInPage(page, site.admin);
  await page.goto('/admin/overview');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Demo requests' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo requests' })).toBeVisible();
  const card = page.getByTestId('demo-request').filter({ hasText: org });
  await expect(card).toContainText('Ada Lovelace');
  await expect(card).toContainText('New');
  await card.getByLabel('Status').selectOption('contacted');
  await card.getByLabel('Internal notes').fill('Called, demo on Thursday');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.reload();
  const again = page.getByTestId('demo-request').filter({ hasText: org });
  await expect(again.getByLabel('Status')).toHaveValue('contacted');
  await expect(again.getByLabel('Internal notes')).toHaveValue('Called, demo on Thursday');
  await page.getByLabel('Filter by status').selectOption('contacted');
  await expect(page.getByTestId('demo-request').filter({ hasText: org })).toBeVisible();
});

/** The first link to `path` in a delivered e-mail (the outbox never holds these links). */
function linkTo(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return new URL(link).pathname + new URL(link).search;
}

const BOOKING_TEXT = {
  en: {
    taken: 'This time slot has just been taken. Please choose another.',
    heldTitle: 'Check your e-mail',
    heldEmail: (email: string) => `The confirmation link was sent to ${email}.`,
    holdSubject: /^Confirm your appointment with /,
    bookedSubject: /^Appointment confirmed with /,
    confirmedTitle: 'Your appointment is confirmed',
    cancelTitle: 'Cancel your appointment',
    cancelButton: 'Cancel appointment',
    cancelledTitle: 'Your appointment is cancelled',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
  },
  es: {
    heldTitle: 'Revisa tu correo',
    heldEmail: (email: string) => `El enlace de confirmación se ha enviado a ${email}.`,
    holdSubject: /^Confirma tu cita con /,
    bookedSubject: /^Cita confirmada con /,
    confirmedTitle: 'Tu cita está confirmada',
    cancelTitle: 'Anular tu cita',
    cancelButton: 'Anular cita',
    cancelledTitle: 'Tu cita está anulada',
    first: 'Nombre',
    last: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
} as const;

test.describe('booking', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const variant of [
    { lang: 'en', width: 1280, height: 800, label: 'English, desktop' },
    { lang: 'es', width: 390, height: 844, label: 'Spanish, phone' },
  ] as const) {
    test(`a visitor books signed out, the slot is held until confirmed from the e-mail, and the e-mailed link cancels it (${variant.label})`, async ({
      browser,
      site,
    }) => {
      test.setTimeout(120_000);
      const text = BOOKING_TEXT[variant.lang];
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        timezoneId: 'America/New_York',
        locale: variant.lang === 'es' ? 'es-ES' : 'en-US',
        viewport: { width: variant.width, height: variant.height },
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      });
      const page = await context.newPage();
      if (variant.lang === 'es') await useSpanish(page);
      await page.goto(`/providers/fitness/${site.providerId}`);
      await expect(page.getByTestId('provider-name')).toHaveText(PROVIDER_NAME, { timeout: 30_000 });
      if (variant.lang === 'en') {
        // The provider's zone and the visitor's are both shown.
        await expect(page.getByTestId('slot-zones')).toContainText('Pacific/Auckland', { timeout: 30_000 });
        await expect(page.getByTestId('slot-zones')).toContainText('America/New York');
        await expect(page.getByTestId('slot').first()).toContainText('your time');
      }

      const slots = page.getByTestId('slot');
      await expect(slots.first()).toBeVisible({ timeout: 30_000 });
      const pick = slots.nth(Math.floor(Math.random() * Math.min(await slots.count(), 20)));
      const href = (await pick.getAttribute('href'))!;
      await pick.click();
      await expect(page).toHaveURL(/\/book\/[^?]+\?serviceId=.+&start=/);
      if (variant.lang === 'en') {
        await expect(page.getByRole('link', { name: 'Sign in to book with it' })).toHaveAttribute(
          'href',
          /^\/auth\?redirect=%2Fbook%2F/,
        );
        await page.getByTestId('confirm-booking').click();
        await expect(page.getByText('First name is required')).toBeVisible();
      }

      const email = uniqueEmail(`visitor-${variant.lang}`);
      await page.getByLabel(text.first).fill('Emma');
      await page.getByLabel(text.last).fill('Rodriguez');
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.phone).fill('+1 555 010 0199');
      await page.getByTestId('confirm-booking').click();

      // Held, not booked: the page says to confirm from the e-mail within 30 minutes.
      const confirmation = page.getByTestId('booking-confirmation');
      await expect(confirmation).toBeVisible();
      await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(text.heldTitle);
      await expect(page.getByTestId('booking-next-step')).toContainText('30');
      await expect(page).toHaveURL(/\?booking=[^&]+&code=/);
      await expect(confirmation).toContainText(PROVIDER_NAME);
      await expect(confirmation).toContainText('Coaching session');
      await expect(page.getByTestId('booking-when')).toContainText('Pacific/Auckland');
      await expect(page.getByTestId('booking-email-note')).toHaveText(text.heldEmail(email));
      const code = (await page.getByTestId('booking-code').textContent())!.trim();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        variant.width,
      );
      // A reload still shows it.
      await page.reload();
      await expect(page.getByTestId('booking-code')).toHaveText(code);

      // Someone else tries the held slot: refused with a clear message and a way back.
      const other = await newVisitor(browser);
      await other.goto(href);
      await other.getByLabel('First name').fill('Liam');
      await other.getByLabel('Last name').fill('Smith');
      await other.getByLabel('E-mail').fill(uniqueEmail('second'));
      await other.getByLabel('Phone').fill('+1 555 010 0123');
      await other.getByTestId('confirm-booking').click();
      await expect(other.getByTestId('slot-taken')).toHaveText(BOOKING_TEXT.en.taken);
      await other.getByTestId('choose-another').click();
      await expect(other.getByTestId('provider-name')).toHaveText(PROVIDER_NAME);
      await other.context().close();

      // The confirm link from the delivered e-mail.
      const hold = await waitForDeliveredEmail(email, text.holdSubject);
      expect(hold.text).toContain(code);
      await page.goto(linkTo(hold.text, '/booking/confirm'));
      await expect(page.getByTestId('booking-link-title')).toHaveText(text.confirmedTitle);
      await expect(page.getByTestId('booking-code')).toHaveText(code);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        variant.width,
      );
      await expectNoAxeViolations(page);

      // The booked e-mail carries a cancel link: it shows the appointment, and cancels on a click.
      const booked = await waitForDeliveredEmail(email, text.bookedSubject);
      await page.goto(linkTo(booked.text, '/booking/cancel'));
      await expect(page.getByTestId('booking-link-title')).toHaveText(text.cancelTitle);
      await expect(page.getByTestId('booking-code')).toHaveText(code);
      await page.getByRole('button', { name: text.cancelButton }).click();
      await expect(page.getByTestId('booking-link-title')).toHaveText(text.cancelledTitle);
      await expectNoAxeViolations(page);

      // The slot is open again.
      await page.goto(
        href.replace(/^\/book\/([^?]+)\?serviceId=([^&]+)&.*$/, '/providers/fitness/$1?serviceId=$2'),
      );
      await expect(page.locator(`[data-testid="slot"][href="${href}"]`)).toBeVisible({ timeout: 30_000 });
      await context.close();
    });
  }
});

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: 'Europe/Madrid',
  });
  return context.newPage();
}

test('a blog post renders its Markdown, and raw HTML in it never runs', async ({ page, site }) => {
  const { blogSlug } = site;
  await page.goto('/blog');
  // Each worker publishes its own post with this title; open this worker's.
  await page.locator(`a[href="/blog/${blogSlug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${blogSlug}$`));
  const article = page.getByTestId('blog-post');
  await expect(article.getByRole('heading', { name: 'Safe by default' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('bold');
  await expect(article).toContainText('<script>window.__pwned = 1</script>');
  await expect(article).toContainText('onerror');
  expect(await article.locator('script, img, [onerror]').count()).toBe(0);
  expect(await article.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page).toHaveTitle('Markdown that stays safe — Verdant');
});

test('the admin writes, previews, publishes and unpublishes a blog post', async ({ page, site }) => {
  const title = `Hydration basics ${Date.now()}`;
  await signInPage(page, site.admin);
  // The admin dashboard's sections lead to the blog editor.
  await page.goto('/admin/overview');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('How much to drink, and when.');
  await page.getByLabel('Text (Markdown)').fill('## Drink water\n\nAbout **2 litres** a day.');
  await expect(
    page.getByTestId('blog-preview').first().getByRole('heading', { name: 'Drink water' }),
  ).toBeVisible();
  const slug = await page.getByLabel('Address').inputValue();
  expect(slug).toMatch(/^hydration-basics-\d+$/);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Created successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published')).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('blog-post').locator('strong')).toHaveText('2 litres');

  await page.goto('/admin/blog');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await page.getByLabel('Summary').fill('How much to drink, and when (updated).');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Post unpublished')).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});

test('a professional publishes a public profile and appears in Find care', async ({ page, site }) => {
  const name = `Priya Labs ${Date.now()}`;
  await signInPage(page, site.lab);
  // Settings leads to the public profile editor.
  await page.goto('/lab/settings');
  await page.getByRole('link', { name: 'Edit public profile' }).click();
  await expect(page).toHaveURL(/\/lab\/settings\/public-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public profile' })).toBeVisible();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Listed as').selectOption('lab');
  await page.getByLabel('Headline').fill('Blood tests with same-day results');
  await page.getByLabel('Specialties').fill('Blood tests, Lipid panel');
  await page.getByLabel('Service', { exact: true }).first().fill('Blood draw');
  await page.getByLabel('Minutes').first().fill('15');
  await page.getByLabel('Price').first().fill('25');
  // a blood draw is given in person: the profile must say it sees people in person, and where
  await page.getByRole('checkbox', { name: 'Online consultations' }).check();
  await page.getByRole('checkbox', { name: 'In person' }).uncheck();
  await page.getByLabel('How it is given').first().selectOption({ label: 'In person' });
  await page.getByTestId('publish-toggle').check();
  await page.getByTestId('save-profile').click();
  await expect(page.getByText('Turn on “In person” above to give this service in person')).toBeVisible();
  await expect(page.getByText('Your profile is live.')).toBeHidden();
  await page.getByRole('checkbox', { name: 'In person' }).check();
  await page.getByLabel('City').fill('Boston');
  await page.getByTestId('save-profile').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Your profile is live.')).toBeVisible();

  await page.goto(`/care?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('provider-name')).toHaveText(name);
  await expect(page.getByText('Blood draw')).toBeVisible();
  await expect(page.getByText(/15 min.*·.*In person/)).toBeVisible();
});

test('the public pages speak Spanish', async ({ page }) => {
  await useSpanish(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Gestiona toda tu consulta de salud en un solo lugar',
  );
  await expect(page).toHaveTitle('Verdant — plataforma para consultas de salud y bienestar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Anual' }).click();
  await expect(page.getByTestId('annual-saving')).toContainText('Ahorra un 20 %');
  await expect(page.getByTestId('plan-starter-price')).toContainText('39,20');
  await page.goto('/care');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar profesionales' })).toBeVisible();
  await page.goto('/demo');
  await page.getByTestId('demo-submit').click();
  await expect(page.getByText('Corrige los campos señalados.')).toBeVisible();
  await expect(page.getByText('El nombre es obligatorio').first()).toBeVisible();
  await page.goto('/install');
  await expect(page.getByRole('heading', { level: 1, name: 'Instala Verdant' })).toBeVisible();
  await expect(page.getByText('Añadir a pantalla de inicio').first()).toBeVisible();
});

for (const lang of ['en', 'es'] as const) {
  test(`axe finds no violations on the public pages (${lang})`, async ({ page, site }) => {
    // thirteen pages, each scanned whole by axe: over two minutes on a loaded machine
    test.setTimeout(300_000);
    const { providerId, blogSlug } = site;
    if (lang === 'es') await useSpanish(page);
    const bookingHref = await firstSlotHref(page, providerId);
    const pages = [
      '/home',
      '/for-dietitians',
      '/for-medical',
      '/for-fitness',
      '/for-labs',
      '/for-insurance',
      '/blog',
      `/blog/${blogSlug}`,
      '/care',
      `/providers/fitness/${providerId}`,
      bookingHref,
      '/install',
      '/demo',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      if (path === bookingHref) await expect(page.getByTestId('confirm-booking')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
    // With validation errors showing.
    await page.goto('/demo');
    await page.getByTestId('demo-submit').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

async function firstSlotHref(page: Page, providerId: string): Promise<string> {
  await page.goto(`/providers/fitness/${providerId}`);
  const slot = page.getByTestId('slot').last();
  await expect(slot).toBeVisible();
  return (await slot.getAttribute('href'))!;
}
