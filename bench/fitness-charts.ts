// Benchmark: the trainer's activity and BIA screens with their charts (issue 18: a client's history
// and charts render in ≤ 1 s on a phone-sized Chromium with 4× CPU slowdown). Starts the server with
// the demo data and the built web app (run `npm run build` first), signs in as the demo trainer,
// opens Chloé's routine (8 weeks of logged sessions: adherence and volume charts), her activity
// (8 weeks, the imported GPX run) and BIA (four imported measurements) at
// 390 × 844 with Chrome DevTools Protocol `Emulation.setCPUThrottlingRate` = 4, and times from
// navigation to the chart's SVG drawn (a warm cache: the second and later loads; the first is shown),
// and from the trainer's dashboard by a navigation inside the running app (how a trainer gets there).
// With a load average of 4 or more nothing is measured: the run says "not measured (load N)"
// (BENCH_FORCE=1 runs anyway, for a profile, never for the target). Beside the times it prints two
// load-independent figures of the in-app way there: the elements on the page once the chart is drawn
// and the "Loading…" indicators shown on the way (ADR 0069).
// Run: npx node bench/fitness-charts.ts
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '@verdant/shared';
import { signIn, startServer } from './lib.ts';

const load1 = loadavg()[0]!;
console.log(
  `load average ${load1.toFixed(2)} (${process.env.BENCH_FORCE ? 'forced' : 'measured only under 4'})`,
);
// BENCH_ANY_LOAD=1 (as the other benches) is the same as BENCH_FORCE=1.
if (load1 >= 4 && !process.env.BENCH_FORCE && !process.env.BENCH_ANY_LOAD) {
  console.log(`fitness charts: not measured (load ${load1.toFixed(1)})`);
  process.exit(0);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const cookie = await signIn(server.baseUrl, 'fitness@demo.verdant.health', DEMO_PASSWORD);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(
    cookie.split('; ').map((c) => {
      const [name, ...v] = c.split('=');
      return { name: name!, value: v.join('='), url: server.baseUrl };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const routines = (await (
    await fetch(`${server.baseUrl}/api/v1/routines?kind=clients`, { headers: { cookie } })
  ).json()) as { items: { id: string; patient: { id: string; firstName: string; lastName: string } }[] };
  const chloe = routines.items.find((r) => r.patient.firstName === 'Chloé')!;
  const c = chloe.patient;
  const who = `patient=${c.id}&patientName=${encodeURIComponent(`${c.firstName} ${c.lastName}`)}`;
  console.log(
    `Chromium 390 px, CPU ×4 slower · load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [label, path] of [
    ['routine (8 weeks of sessions)', `/fitness/routines/${chloe.id}`],
    ['activity (8 weeks, chart)', `/fitness/activity?${who}`],
    ['BIA (history, trend chart)', `/bia-analysis?${who}`],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t0 = Date.now();
      await page.goto(`${server.baseUrl}${path}`);
      await page
        .locator('svg[data-chart] .chart-bar, svg[data-chart] .chart-dot')
        .first()
        .waitFor({ timeout: 60_000 });
      times.push(Date.now() - t0);
    }
    // the trainer's usual way there: from the dashboard, a link inside the app (the shell is running)
    const inApp: number[] = [];
    // load-independent (ADR 0069): the elements on the page once the chart is drawn, and how many
    // "Loading…" indicators the way there showed (the screen's own while its read is out, and one per
    // chart a lazy chunk suspended)
    let nodes = 0;
    let indicators = 0;
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${server.baseUrl}/fitness`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      await page.evaluate(
        `window.__shown = 0; new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) if (n instanceof Element) window.__shown += (n.matches('[role=status]') ? 1 : 0) + n.querySelectorAll('[role=status]').length; }).observe(document.body, { subtree: true, childList: true })`,
      );
      const t0 = Date.now();
      await page.evaluate(
        `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
      );
      await page
        .locator('svg[data-chart] .chart-bar, svg[data-chart] .chart-dot')
        .first()
        .waitFor({ timeout: 60_000 });
      inApp.push(Date.now() - t0);
      [nodes, indicators] = (await page.evaluate(
        `[document.querySelectorAll('*').length, window.__shown]`,
      )) as [number, number];
    }
    const [first, ...warm] = times;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const verdict = (ms: number) => (ms <= 1000 ? 'ok' : 'OVER 1 s');
    console.log(
      `${label.padEnd(30)} page load: first ${first} ms · warm median ${median(warm)} ms · warm max ${Math.max(...warm)} ms  ${verdict(
        median(warm),
      )}\n${''.padEnd(30)} in the app: median ${median(inApp)} ms · max ${Math.max(...inApp)} ms  ${verdict(median(inApp))}   (load ${loadavg()[0]!.toFixed(1)})\n${''.padEnd(30)} ${nodes} elements on the page · ${indicators} loading indicator(s) on the way`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
