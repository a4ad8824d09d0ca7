// Lighthouse on the public pages, desktop and mobile presets, against the built app served by the
// real server (fresh embedded database with demo data) on loopback, in Debian's Chromium.
// Run: npm run build -w apps/web && node bench/lighthouse.ts [path ...]   (not a test: it prints scores)
// Env: CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_PAGES (comma-separated paths),
// BENCH_ANY_LOAD=1 (measure on a busy machine; the load is printed beside each page).
// Beside the scores it prints, per page and preset, what explains them: total blocking time, the
// render-blocking requests, the document's bytes on the wire and the LCP element's time to first byte
// and render delay (decision 0067).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { FIRST_PROVIDER, ROOT, resolvePages, startServer } from './lib.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const argPages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const PAGE_LIST = argPages.length
  ? argPages
  : (process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
      '/',
      '/home',
      '/care',
      '/blog',
      '/for-dietitians',
      FIRST_PROVIDER,
    ]);
const PRESETS = ['desktop', 'mobile'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// Scores taken on a busy machine prove nothing (the performance score is timing): quiet only.
const LOAD = loadavg()[0] ?? 0;
if (LOAD >= 4 && process.env.BENCH_ANY_LOAD !== '1') {
  console.log(
    `Lighthouse: not measured (load ${LOAD.toFixed(1)}; measured below 4). Targets: mobile ≥ 95, desktop 100.`,
  );
  process.exit(0);
}

if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}

const server = await startServer();
const PAGES = await resolvePages(server.baseUrl, PAGE_LIST);
// One request per page first: the first render after start loads the server renderer (over a second
// of the first page's time to first byte, seen as desktop /home 80), which no visitor after it waits for.
for (const page of PAGES) await (await fetch(`${server.baseUrl}${page}`)).text();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROME_FLAGS,
  logLevel: 'error',
});
const rows: { page: string; preset: string; scores: Record<string, number | null>; issues: string[] }[] = [];
try {
  for (const page of PAGES) {
    for (const preset of PRESETS) {
      const url = `${server.baseUrl}${page}`;
      const run = () =>
        lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
      // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART, no scores): once more.
      let result = await run();
      if (result?.lhr.runtimeError) result = await run();
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          categories[c]?.score == null ? null : Math.round((categories[c]?.score ?? 0) * 100),
        ]),
      );
      // Failing audits of the non-performance categories, so a score below 100 says why.
      const issues = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
        (categories[c]?.auditRefs ?? [])
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1,
          )
          .map((ref) => `${c}: ${ref.id}`),
      );
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      rows.push({ page, preset, scores, issues });
      console.log(`${page} [${preset}] ${metrics}; load ${(loadavg()[0] ?? 0).toFixed(1)}`);
      const items = (id: string) =>
        ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
          string,
          unknown
        >[];
      const blocking = items('render-blocking-insight').map((i) => String(i.url).replace(server.baseUrl, ''));
      const documentBytes = items('network-requests').find(
        (i) => i.resourceType === 'Document',
      )?.transferSize;
      const lcpPhases = (items('lcp-breakdown-insight')[0]?.items ?? []) as {
        label: string;
        duration: number;
      }[];
      console.log(
        `  render-blocking requests ${blocking.length}${blocking.length ? ` (${blocking.join(', ')})` : ''}; document ${((Number(documentBytes) || 0) / 1000).toFixed(1)} KB on the wire; LCP ${lcpPhases.map((p) => `${p.label.toLowerCase()} ${p.duration.toFixed(0)} ms`).join(', ')}`,
      );
      if (result.lhr.runtimeError)
        console.log(`  runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const id of [
          'errors-in-console',
          'layout-shifts',
          'largest-contentful-paint-element',
          'bootup-time',
          'network-requests',
        ]) {
          const items = (audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
          if (items.length) console.log(`  ${id}: ${JSON.stringify(items).slice(0, 1500)}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\nload ${LOAD.toFixed(1)}; targets (issue 24): performance mobile ≥ 95, desktop 100`);
const width = Math.max(18, ...rows.map((r) => r.page.length + 2));
console.log(`\n${pad('page', width)}${pad('preset', 9)}${CATEGORIES.map((c) => pad(c, 16)).join('')}`);
for (const r of rows) {
  console.log(
    `${pad(r.page, width)}${pad(r.preset, 9)}${CATEGORIES.map((c) => pad(String(r.scores[c] ?? '-'), 16)).join('')}`,
  );
}
const issues = rows.flatMap((r) => r.issues.map((i) => `${r.page} [${r.preset}] ${i}`));
if (issues.length) console.log(`\nAudits below 100:\n  ${issues.join('\n  ')}`);
