// Public pages served as complete HTML rendered on the server, then hydrated (decision 0051): with
// JavaScript off every public page reads in English and Spanish and its links lead somewhere; with
// JavaScript on, the page hydrates without a hydration error in the console and stays the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { clientAddress, expect, PHONE, test } from './support.ts';

type Catalogue = Record<string, unknown>;
const LOCALES = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
const site = (lang: 'en' | 'es'): Catalogue =>
  JSON.parse(readFileSync(path.join(LOCALES, lang, 'site.json'), 'utf8')) as Catalogue;

/** A string of the site catalogue by its dotted key. */
function text(catalogue: Catalogue, key: string): string {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Catalogue)[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
}

/** Each page with the catalogue keys of its headline and of a sentence of its main text. */
const STATIC_PAGES = [
  { path: '/', h1: 'landing.hero.title', body: 'landing.hero.subtitle' },
  { path: '/home', h1: 'landing.hero.title', body: 'pricing.title' },
  { path: '/for-dietitians', h1: 'audiences.dietitians.title', body: 'audiences.dietitians.subtitle' },
  { path: '/for-medical', h1: 'audiences.medical.title', body: 'audiences.medical.subtitle' },
  { path: '/for-fitness', h1: 'audiences.fitness.title', body: 'audiences.fitness.subtitle' },
  { path: '/for-labs', h1: 'audiences.labs.title', body: 'audiences.labs.subtitle' },
  { path: '/for-insurance', h1: 'audiences.insurance.title', body: 'audiences.insurance.subtitle' },
  { path: '/blog', h1: 'blog.title', body: 'blog.subtitle' },
  { path: '/care', h1: 'care.title', body: 'care.subtitle' },
  { path: '/install', h1: 'install.title', body: 'install.subtitle' },
  { path: '/demo', h1: 'demo.title', body: 'demo.subtitle' },
] as const;

async function noScriptPage(browser: Browser, lang: 'en' | 'es', phone = false): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: lang === 'es' ? 'es-ES' : 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    ...(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** Collapses the white space of a catalogue string as the page shows it. */
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

for (const lang of ['en', 'es'] as const) {
  test(`with JavaScript off every public page reads in ${lang === 'en' ? 'English' : 'Spanish'}`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const catalogue = site(lang);
    const page = await noScriptPage(browser, lang, lang === 'es');
    for (const p of STATIC_PAGES) {
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(200);
      await expect(page.locator('html'), p.path).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), p.path).toHaveText(flat(text(catalogue, p.h1)));
      // (up to any interpolated value)
      const body = flat(text(catalogue, p.body)).split('{{')[0]!.trim();
      await expect(page.getByText(body).first(), p.path).toBeAttached();
    }

    // The blog: the list links each post, and a post reads in full with its structured data.
    await page.goto('/blog');
    const postLinks = page.locator('main a[href^="/blog/"]');
    await expect(postLinks.first()).toBeVisible();
    const postTitle = (await postLinks.first().textContent()) ?? '';
    await postLinks.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
    await expect(page.getByTestId('blog-post').locator('p').first()).not.toBeEmpty();
    const postLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(postLd).toMatchObject({ '@type': 'BlogPosting', headline: postTitle });

    // Find care: the results are in the page, each profile is a link that opens the full profile.
    await page.goto('/care');
    await expect(page.getByTestId('care-count')).toHaveText(/\d/);
    const provider = page.getByTestId('provider-link').first();
    const name = (await provider.textContent()) ?? '';
    await provider.click();
    await expect(page.getByTestId('provider-name')).toHaveText(name);
    await expect(page.getByRole('heading', { name: text(catalogue, 'provider.services') })).toBeVisible();
    const providerLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(providerLd.name).toBe(name);
    expect(['Physician', 'MedicalBusiness', 'Person']).toContain(providerLd['@type']);

    // The search form works as a plain form: a filter is a new server-rendered page.
    await page.goto('/care');
    await page.getByLabel(text(catalogue, 'care.typeLabel')).selectOption('medical');
    await page.getByRole('button', { name: text(catalogue, 'care.search') }).click();
    await expect(page).toHaveURL(/type=medical/);
    for (const label of await page
      .getByTestId('provider-list')
      .locator('article p.text-muted')
      .allTextContents()) {
      expect(label).toBe(text(catalogue, 'care.types.medical'));
    }
    await page.context().close();
  });
}

test('with JavaScript off the directory pages through real links (decision 0057)', async ({ browser }) => {
  const catalogue = site('es');
  const page = await noScriptPage(browser, 'es', true);
  await page.goto('/care');
  const pager = page.getByRole('navigation', { name: text(catalogue, 'care.pagination') });
  await expect(pager).toContainText(
    flat(text(catalogue, 'care.pageOf')).replace('{{page}}', '1').split('{{')[0]!,
  );
  const first = await page.getByTestId('provider-link').allTextContents();
  // "Previous" is not a link on the first page; "Next" is one, to ?page=2.
  await expect(pager.getByRole('link', { name: text(catalogue, 'care.previous') })).toHaveCount(0);
  const next = pager.getByRole('link', { name: text(catalogue, 'care.next') });
  await expect(next).toHaveAttribute('href', '/care?page=2');
  await next.click();
  await expect(page).toHaveURL(/\/care\?page=2$/);
  const second = await page.getByTestId('provider-link').allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await page.getByRole('link', { name: text(catalogue, 'care.previous') }).click();
  await expect(page).toHaveURL(/\/care$/);
  expect(await page.getByTestId('provider-link').allTextContents()).toEqual(first);
  await page.context().close();
});

test('with JavaScript off the footer of every public page links every other one', async ({ browser }) => {
  const page = await noScriptPage(browser, 'en', true);
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  const pages = ['/care', '/blog', '/for-dietitians', '/for-medical', '/for-fitness', '/for-labs'];
  for (const href of [...pages, '/for-insurance', '/install', '/demo', '/home#pricing']) {
    await expect(footer.locator(`a[href="${href}"]`).first(), href).toBeVisible();
  }
  await page.context().close();
});

test('the stored language choice (its cookie) decides the language of the server-rendered page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  await context.addCookies([{ name: 'language', value: 'es', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(site('es'), 'blog.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

/** Console messages that report a failed hydration (React's, in words or as its minified codes). */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

for (const lang of ['en', 'es'] as const) {
  test(`public pages hydrate without a hydration error (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      locale: lang === 'es' ? 'es-ES' : 'en-US',
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      ...(lang === 'es' ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
    });
    await context.addInitScript((lng) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
    }, lang);
    // The server's <main>, kept to compare with the hydrated one (decision 0060: Preact must adopt
    // React's markup, not re-create it).
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __main: Element | null }).__main = document.querySelector('main');
      });
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) {
        problems.push(`${page.url()}: ${m.text()}`);
      }
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));

    const catalogue = site(lang);
    await page.goto('/blog');
    const post = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '/blog';
    await page.goto('/care');
    const profile = (await page.getByTestId('provider-link').first().getAttribute('href')) ?? '/care';
    for (const p of [...STATIC_PAGES.map((s) => s.path), post, profile]) {
      await page.goto(p);
      // Hydrated: the page's own state is live (the phone menu or the theme switcher answers).
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByRole('heading', { level: 1 }).first(), p).toBeVisible();
      const adopted = await page.evaluate(
        () => document.querySelector('main') === (window as unknown as { __main: Element | null }).__main,
      );
      expect(adopted, `${p}: the server's <main> is the hydrated one`).toBe(true);
    }
    // The public pages' own entry (decision 0060), never the app's (React DOM, React Router).
    expect(scripts.some((s) => /^\/assets\/public-[^/]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /^\/assets\/index-[^/]+\.js$/.test(s))).toEqual([]);
    // After hydration the page works as the app: a link is an in-app navigation.
    await page.goto('/home');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('a[href="/care"]:visible').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(catalogue, 'care.title'));
    if (lang === 'en') {
      // Into the signed-in app: a full page load of the app's entry, its sign-in screen working.
      await page.locator('a[href="/auth"]:visible').first().click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.locator('input[type="password"]').first()).toBeVisible();
      expect(scripts.some((s) => /^\/assets\/index-[^/]+\.js$/.test(s))).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

/** A phone's browser context, with an address of its own (rate limits are per client address). */
const phoneContext = (browser: Browser) =>
  browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });

test('hydrating /, /home, /care, /blog and a provider page on a phone shifts the layout by at most 0.05 (CLS)', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const care = await (await page.request.get('/care')).text();
  const provider = /href="(\/providers\/[^"]+)"/.exec(care)?.[1];
  expect(provider, '/care links to a provider page').toBeTruthy();
  for (const path of ['/', '/home', '/care', '/blog', provider as string]) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // What arrives after hydration (today's tip, fonts) has had time to land.
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, path).toBeLessThanOrEqual(0.05);
  }
  await context.close();
});

test('`/` keeps the landing page on screen while it moves to /home (ADR 0073)', async ({ browser }) => {
  const context = await phoneContext(browser);
  // Whether the landing page ever left the document after it was first there.
  await context.addInitScript(() => {
    const w = window as unknown as { __landingGone: boolean };
    w.__landingGone = false;
    let seen = false;
    new MutationObserver(() => {
      const there = !!document.querySelector('[data-testid="landing-page"]');
      if (there) seen = true;
      else if (seen) w.__landingGone = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Run your whole health practice in one calm place',
  );
  expect(await page.evaluate(() => (window as unknown as { __landingGone: boolean }).__landingGone)).toBe(
    false,
  );
  await context.close();
});

test('sections hydrated after the page (decision 0071) keep the server elements and answer the first click', async ({
  browser,
}) => {
  const context = await phoneContext(browser);
  // The server's elements, kept to compare with the hydrated ones: Preact must adopt them, not
  // re-create them, when each section's turn comes.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __served: Element[] };
      w.__served = Array.from(
        document.querySelectorAll(
          '#pricing, #contact, [data-testid="provider-list"] > li, [aria-labelledby="provider-services"], [aria-labelledby="provider-details"]',
        ),
      );
    });
  });
  const page = await context.newPage();
  const slow = await context.newCDPSession(page);
  // A slow phone, so that the click below lands while sections still wait for their turn.
  await slow.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/home');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The billing switch of the pricing section works at its first tap, hydrated or not yet.
  const annual = page.getByRole('button', { name: 'Annual', exact: true });
  await annual.tap();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === 'true');
  const kept = () =>
    page.evaluate(() => {
      const served = (window as unknown as { __served: Element[] }).__served;
      return { served: served.length, kept: served.filter((e) => e.isConnected).length };
    });
  expect(await kept()).toEqual({ served: 2, kept: 2 });
  // The contact form (a section hydrated later) takes typing and validates on submit.
  await page.locator('#contact input').first().fill('Ada');
  await expect(page.locator('#contact input').first()).toHaveValue('Ada');

  await page.goto('/care');
  await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === 'true');
  const cards = await kept();
  expect(cards.served).toBeGreaterThan(0);
  expect(cards.kept).toBe(cards.served);
  const profiles = await page
    .getByTestId('provider-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // A provider card's link (hydrated later) is an in-page navigation to the profile.
  await page.getByTestId('provider-link').first().click();
  await expect(page).toHaveURL(/\/providers\//);

  // A profile loaded directly, with two services or more: its services and details hydrate after the
  // page (ADR 0073); the first tap on another service chooses it.
  let profile = '';
  for (const href of profiles) {
    const html = await (await page.request.get(href)).text();
    if ((html.match(/name="service"/g) ?? []).length >= 2) {
      profile = href;
      break;
    }
  }
  expect(profile, 'a demo provider with two services').not.toBe('');
  await page.goto(profile);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const second = page.getByRole('radio').nth(1);
  const secondId = await second.getAttribute('value');
  await second.tap();
  await expect(second).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`serviceId=${secondId}`));
  await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === 'true');
  expect(await kept()).toEqual({ served: 2, kept: 2 });
  await context.close();
});
