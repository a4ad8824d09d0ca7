// Helpers shared by the Playwright journeys.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';
import { DEMO_PASSWORD } from '@verdant/shared';

export { DEMO_PASSWORD, expect };

/** A client address of its own (documentation range 198.18.0.0/15), sent as X-Forwarded-For. */
export function clientAddress(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
}

/**
 * Playwright's `test`, where every test is its own client: the server (started with TRUST_PROXY)
 * rate-limits sign-in per address, and the whole suite runs from one loopback address.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  // Every page of every journey runs under the server's Content-Security-Policy: any violation
  // (an inline script, eval, a style or a resource the policy refuses) fails the test.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (/CSP violation|Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in through the sign-in form as a user would. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export interface PageOptions {
  /** Interface language stored before the first page loads (default English). */
  language?: 'en' | 'es';
  /** A phone's viewport (390 × 844, touch) instead of the desktop one. */
  phone?: boolean;
  /** The browser's time zone (IANA), default the machine's. */
  timezoneId?: string;
  /** Let the app install its service worker (blocked otherwise, see playwright.config.ts). */
  serviceWorker?: boolean;
}

/** The phone viewport every journey uses for its narrow run. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A page of a new browser context already signed in as `email` (API sign-in from its own client
 * address): for journeys whose subject is not the sign-in form itself. The caller closes it with
 * `page.context().close()` when it needs a clean end before the test's.
 */
export async function pageAs(browser: Browser, email: string, options: PageOptions = {}): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': clientAddress() },
  });
  const r = await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok(), await r.text()).toBe(true);
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
  });
  await context.addCookies((await api.storageState()).cookies);
  await api.dispose();
  await context.addInitScript((lng) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
  }, options.language ?? 'en');
  return context.newPage();
}

/** An API client signed in as the demo administrator (reads the e-mail outbox). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': clientAddress() },
  });
  const r = await api.post('/api/auth/sign-in/email', {
    data: { email: 'admin@demo.verdant.health', password: DEMO_PASSWORD },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return api;
}

interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest outbox e-mail to `to` whose subject matches, and returns it. */
export async function waitForEmail(api: APIRequestContext, to: string, subject: RegExp): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const r = await api.get('/api/v1/admin/outbox');
        const body = (await r.json()) as { items: OutboxItem[] };
        found = body.items.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  const full = await api.get(`/api/v1/admin/outbox/${found.id}`);
  return (await full.json()) as OutboxItem;
}

interface DeliveredEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for an e-mail as delivered to its recipient (the server writes each one into MAIL_DIR):
 * unlike the outbox, it carries one-time links (verification, password reset).
 */
export async function waitForDeliveredEmail(to: string, subject: RegExp): Promise<DeliveredEmail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see e2e/playwright.config.ts)');
  let found: DeliveredEmail | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(dir).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as DeliveredEmail;
          if (mail.to === to && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

export function firstLink(text: string): string {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[0];
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
