// The signed-in app's waterfalls (issues 18 and 24, ADR 0066): what the browser fetches, in which
// order and how many requests wait on another, from "Sign in" to the first screen's heading, and from
// a page load of a chart screen to the chart drawn. Debian's Chromium at 390×844, 4× CPU slowdown;
// the sign-in journey also at 1.6 Mbit/s and 150 ms round trip with a cold cache (as bench/paint.ts),
// the chart screen as bench/fitness-charts.ts (warm cache, no network emulation).
// Load-independent figures: scripts (count, bytes on the wire), API requests, and the sequential
// depth (requests that started only after another had finished: an upper bound of the round trips
// in a chain). Timings are printed with the load average beside them.
// Run: npm run build && npx node bench/shell-waterfall.ts     Env: CHROMIUM_PATH, WATERFALL_VERBOSE=1,
// WATERFALL_ONLY=sign-in (the sign-in journeys only)
import { loadavg } from 'node:os';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@verdant/shared/demo';
import { record, signIn, signInThroughForm, startServer } from './lib.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VERBOSE = !!process.env.WATERFALL_VERBOSE;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Req {
  id: string;
  url: string;
  type: string;
  start: number;
  end: number;
  bytes: number;
  /** Chromium's priority when the request was made (ADR 0070: the sign-in page's preloads are Low). */
  priority: string;
}

/** Records every request of a page through CDP; `since` picks the window of interest. */
async function recorder(context: BrowserContext, page: Page, emulateNetwork: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (emulateNetwork) {
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const reqs = new Map<string, Req>();
  // CDP timestamps are monotonic seconds; wall time of the first event anchors them.
  let offset: number | null = null;
  const wall = (ts: number) => {
    offset ??= Date.now() - ts * 1000;
    return ts * 1000 + offset;
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    reqs.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? '',
      start: wall(e.timestamp),
      end: Number.NaN,
      bytes: 0,
      priority: e.request.initialPriority,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.end = wall(e.timestamp);
      r.bytes = e.encodedDataLength;
    }
  });
  return {
    all: () => [...reqs.values()].sort((a, b) => a.start - b.start),
    since(t0: number, t1: number) {
      return [...reqs.values()]
        .filter((r) => r.start >= t0 - 5 && r.start <= t1)
        .sort((a, b) => a.start - b.start);
    },
  };
}

const LONG_TASKS = `
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([performance.timeOrigin + e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

function report(label: string, reqs: Req[], t0: number, t1: number, longTasks: [number, number][]) {
  const depth = new Map<string, number>();
  for (const r of reqs) {
    let d = 1;
    for (const q of reqs) if (q !== r && q.end <= r.start) d = Math.max(d, (depth.get(q.id) ?? 1) + 1);
    depth.set(r.id, d);
  }
  const seqDepth = Math.max(0, ...depth.values());
  const scripts = reqs.filter((r) => r.type === 'Script');
  const api = reqs.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
  const other = reqs.filter((r) => !scripts.includes(r) && !api.includes(r));
  const kb = (b: number) => `${(b / 1000).toFixed(1)} KB`;
  console.log(`\n${label}: ${t1 - t0} ms (load ${load()})`);
  console.log(
    `  scripts ${scripts.length} (${kb(scripts.reduce((s, r) => s + r.bytes, 0))} on the wire) · API requests ${api.length} · other ${other.length} · sequential depth ${seqDepth} (API only: ${apiDepth(api)})`,
  );
  record({
    bench: 'shell-waterfall',
    name: `${label}: scripts fetched`,
    db: 'pglite',
    value: scripts.length,
    unit: 'requests',
  });
  record({
    bench: 'shell-waterfall',
    name: `${label}: sequential depth`,
    db: 'pglite',
    value: seqDepth,
    unit: 'requests',
  });
  const inWindow = longTasks.filter(([s]) => s >= t0 && s <= t1);
  console.log(
    `  long tasks ${inWindow.length}, ${inWindow.reduce((s, [, d]) => s + d, 0).toFixed(0)} ms in all (longest ${Math.max(0, ...inWindow.map(([, d]) => d)).toFixed(0)} ms)`,
  );
  for (const r of reqs) {
    const u = new URL(r.url);
    const name = `${u.pathname}${u.search}`.replace(/^\/assets\//, '');
    if (VERBOSE || r.type === 'Script' || u.pathname.startsWith('/api/'))
      console.log(
        `  ${String(Math.round(r.start - t0)).padStart(6)} → ${String(Math.round(r.end - t0)).padStart(6)} ms  d${depth.get(r.id)}  ${r.type.padEnd(8)} ${kb(r.bytes).padStart(9)}  ${name.slice(0, 90)}`,
      );
  }
  if (VERBOSE)
    for (const [s, d] of inWindow) console.log(`  long task at ${Math.round(s - t0)} ms: ${d.toFixed(0)} ms`);
}

/** Depth of the API requests alone: how many API round trips ran one after another. */
function apiDepth(api: Req[]) {
  const depth = new Map<string, number>();
  for (const r of api) {
    let d = 1;
    for (const q of api) if (q !== r && q.end <= r.start) d = Math.max(d, (depth.get(q.id) ?? 1) + 1);
    depth.set(r.id, d);
  }
  return Math.max(0, ...depth.values());
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-quic'] });
const newContext = (locale = 'en-US') =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale,
  });
try {
  console.log(`Chromium ${browser.version()} 390×844 CPU 4× · load ${load()}`);
  for (const email of ['dietitian@demo.verdant.health', 'patient@demo.verdant.health']) {
    const context = await newContext();
    const page = await context.newPage();
    await page.addInitScript({ content: LONG_TASKS });
    const rec = await recorder(context, page, true);
    const elapsed = await signInThroughForm(page, server.baseUrl, email);
    const t1 = Date.now();
    const t0 = t1 - elapsed;
    const longTasks = (await page.evaluate('window.__long')) as [number, number][];
    // ADR 0070: what the sign-in page was still loading when "Sign in" was clicked, and at which
    // priority its scripts were asked for (the next screen's preloads Low, the page's own High).
    const before = rec.all().filter((r) => r.start < t0 - 5);
    const scriptsBefore = before.filter((r) => r.type === 'Script');
    const byPriority = new Map<string, number>();
    for (const r of scriptsBefore) byPriority.set(r.priority, (byPriority.get(r.priority) ?? 0) + 1);
    const inFlight = before.filter((r) => !(r.end <= t0));
    // The form's first render reads the sign-in providers: its start marks the form on screen.
    const doc = before.find((r) => r.type === 'Document');
    const providers = before.find((r) => r.url.endsWith('/api/v1/auth/providers'));
    if (doc && providers)
      console.log(
        `  the sign-in form rendered ${Math.round(providers.start - doc.start)} ms after the page was asked for (load ${load()})`,
      );
    console.log(
      `\nsign-in page (${email.split('@')[0]}): ${scriptsBefore.length} scripts (${(scriptsBefore.reduce((s, r) => s + r.bytes, 0) / 1000).toFixed(1)} KB on the wire; by priority ${[...byPriority].map(([p, n]) => `${p} ${n}`).join(', ')}); still loading at the click: ${inFlight.length} requests (load ${load()})`,
    );
    report(
      `sign-in → first screen (${email.split('@')[0]}, ${new URL(page.url()).pathname})`,
      rec.since(t0, t1),
      t0,
      t1,
      longTasks,
    );
    await context.close();
  }

  // A chart screen, loaded as bench/fitness-charts.ts loads it (signed in, warm cache).
  if (process.env.WATERFALL_ONLY !== 'sign-in') await chartScreens();
} finally {
  await browser.close();
  await server.stop();
}

async function chartScreens() {
  const cookie = await signIn(server.baseUrl, 'fitness@demo.verdant.health', DEMO_PASSWORD);
  const routines = (await (
    await fetch(`${server.baseUrl}/api/v1/routines?kind=clients`, { headers: { cookie } })
  ).json()) as { items: { id: string; patient: { id: string; firstName: string; lastName: string } }[] };
  const chloe = routines.items.find((r) => r.patient.firstName === 'Chloé')!;
  const who = `patient=${chloe.patient.id}&patientName=${encodeURIComponent(`${chloe.patient.firstName} ${chloe.patient.lastName}`)}`;
  const context = await newContext();
  await context.addCookies(
    cookie.split('; ').map((c) => {
      const [name, ...v] = c.split('=');
      return { name: name!, value: v.join('='), url: server.baseUrl };
    }),
  );
  const page = await context.newPage();
  await page.addInitScript({ content: LONG_TASKS });
  const rec = await recorder(context, page, false);
  for (const [name, path] of [
    ['routine', `/fitness/routines/${chloe.id}`],
    ['activity', `/fitness/activity?${who}`],
    ['BIA', `/bia-analysis?${who}`],
  ] as const) {
    await page.goto(`${server.baseUrl}${path}`); // warms the cache
    await page
      .locator('svg[data-chart] .chart-bar, svg[data-chart] .chart-dot')
      .first()
      .waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    await page.goto(`${server.baseUrl}${path}`);
    await page
      .locator('svg[data-chart] .chart-bar, svg[data-chart] .chart-dot')
      .first()
      .waitFor({ timeout: 60_000 });
    const t1 = Date.now();
    const longTasks = (await page.evaluate('window.__long')) as [number, number][];
    report(`page load → chart (${name}, warm cache)`, rec.since(t0, t1), t0, t1, longTasks);
  }
  await context.close();
}
