// usage: node _shot.mjs email lang phone(0/1) out path [path...]
import { chromium } from '@playwright/test';
const [email, lang, phone, out, ...paths] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://localhost:3300';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const ctx = await b.newContext({
  baseURL: base,
  locale: 'en-US',
  extraHTTPHeaders: {
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
  ...(phone === '1'
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1366, height: 900 } }),
});
await ctx.addInitScript((l) => localStorage.setItem('language', l), lang);
const r = await ctx.request.post('/api/auth/sign-in/email', {
  data: { email, password: 'Verdant-demo-2026' },
  headers: { origin: base },
});
if (!r.ok()) throw new Error('sign-in ' + r.status());
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
let i = 0;
for (const p of paths) {
  await page.goto(p);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const file = `${out}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file, p, 'overflow', overflow, errors.length ? errors.splice(0).join(' | ').slice(0, 300) : '');
}
await b.close();
