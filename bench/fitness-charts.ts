// Benchmark: the trainer's activity and BIA screens with their charts (issue 18: a client's history
// and charts render in ≤ 1 s on a phone-sized Chromium with 4× CPU slowdown). Starts the server with
// the demo data and the built web app (run `npm run build` first), signs in as the demo trainer,
// opens Chloé's activity (8 weeks, the imported GPX run) and BIA (four imported measurements) at
// 390 × 844 with Chrome DevTools Protocol `Emulation.setCPUThrottlingRate` = 4, and times from
// navigation to the chart's SVG drawn (a warm cache: the second and later loads; the first is shown).
// Run: npx node bench/fitness-charts.ts
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '@verdant/shared';
import { signIn, startServer } from './lib.ts';

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
  ).json()) as { items: { patient: { id: string; firstName: string; lastName: string } }[] };
  const c = routines.items.find((r) => r.patient.firstName === 'Chloé')!.patient;
  const who = `patient=${c.id}&patientName=${encodeURIComponent(`${c.firstName} ${c.lastName}`)}`;
  console.log(
    `Chromium 390 px, CPU ×4 slower · load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [label, path] of [
    ['activity (8 weeks, chart)', `/fitness/activity?${who}`],
    ['BIA (history, trend chart)', `/bia-analysis?${who}`],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t0 = Date.now();
      await page.goto(`${server.baseUrl}${path}`);
      await page.locator('.recharts-surface').first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - t0);
    }
    const [first, ...warm] = times;
    warm.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(28)} first ${first} ms · warm median ${warm[Math.floor(warm.length / 2)]} ms · warm max ${warm.at(-1)} ms`,
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
