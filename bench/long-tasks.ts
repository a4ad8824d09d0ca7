// The main thread's tasks while a public page loads and hydrates, as Lighthouse's mobile preset
// counts them (decision 0071): Lighthouse observes the page without throttling and multiplies each
// task by its CPU slowdown (4×); total blocking time is the sum of each task's part over 50 ms after
// the first contentful paint. This bench does the same from a Chromium trace, with each task's
// *thread CPU time* instead of its wall time, so that a busy machine (a task preempted by other
// processes) changes the figures much less than it changes Lighthouse's. Prints per page, median of
// RUNS cold visits at 390×844: the tasks after the first paint that pass 50 ms at 4×, their lengths,
// the blocking time they add, each one's top-level work (script evaluation, microtasks, timers,
// parsing, layout) and, with LONG_TASK_PROFILE=1, the functions that took the most of it (CPU profile).
// Run: npm run build && node bench/long-tasks.ts [path ...]   Env: CHROMIUM_PATH, LONG_TASK_RUNS
// (default 3), LONG_TASK_PROFILE=1.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, chromium } from '@playwright/test';
import { FIRST_PROVIDER, ROOT, resolvePages, startServer } from './lib.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
/** Lighthouse's mobile CPU slowdown, applied to each task's thread time. */
const SLOWDOWN = 4;
const argPages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const PAGE_LIST = argPages.length ? argPages : ['/home', '/care', '/blog', '/for-dietitians', FIRST_PROVIDER];
const loadNow = () => `load ${(loadavg()[0] ?? 0).toFixed(1)}`;

if (!existsSync(join(ROOT, 'apps/web/dist-ssr/entry-server.js'))) {
  console.error('apps/web/dist-ssr is missing: run `npm run build` first.');
  process.exit(1);
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** thread CPU time, µs */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Visit {
  long: number[];
  blocking: number;
  tasks: number;
  script: number;
  /** each task over 50 ms: its length and top-level work */
  longest: string[];
  /** per long task: the functions that took the most of it (CPU profile) */
  profiles: string[][];
}

async function collect(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(page)';

async function visit(baseUrl: string, path: string): Promise<Visit> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // Hydration, idle callbacks and deferred sections: until the main thread has been quiet a while.
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
    };
    const events = await collect(cdp);
    // The page's renderer main thread: the thread that ran the page's scripts.
    const script = events.find(
      (e) =>
        e.name === 'ParseHTML' &&
        (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.endsWith(path),
    );
    const main = events.filter((e) => script && e.pid === script.pid && e.tid === script.tid);
    const fcp = main.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY;
    /** A task's or event's length at 4×: its thread CPU time times the slowdown, in ms. */
    const at4 = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) / 1000) * SLOWDOWN;
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 0 && e.ts >= fcp);
    const longTasks = tasks.filter((t) => at4(t) > 50);
    const long = longTasks.map(at4);
    /** A task's top-level work: the events inside it not inside another of its events. */
    const contents = (task: TraceEvent): string[] => {
      const out: string[] = [];
      const end = task.ts + (task.dur ?? 0);
      const inside = main
        .filter(
          (e) =>
            e !== task &&
            e.ph === 'X' &&
            !e.name.includes('RunTask') &&
            e.ts >= task.ts &&
            e.ts + (e.dur ?? 0) <= end,
        )
        .sort((a, b) => a.ts - b.ts);
      // top-level work: events not inside another event of the task
      let until = 0;
      for (const e of inside) {
        if (e.ts < until) continue;
        until = e.ts + (e.dur ?? 0);
        const ms = at4(e);
        if (ms < 2) continue;
        const d = e.args?.data;
        const what = d?.url ? `${d.functionName ? `${d.functionName} ` : ''}${short(d.url)}` : '';
        out.push(`${e.name}${what ? ` ${what}` : ''} ${ms.toFixed(0)} ms`);
      }
      return out;
    };
    const shapes = longTasks.map((t) => `${at4(t).toFixed(0)} ms: ${contents(t).slice(0, 4).join(', ')}`);
    const scriptMs = main
      .filter((e) =>
        ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch'].includes(
          e.name,
        ),
      )
      .reduce((s, e) => s + at4(e), 0);
    // CPU profile of each long task: time per function including its callees (each function once
    // per sample), grouped by function and file
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const sampleTimes: number[] = [];
    let at = profile.startTime;
    for (const dt of profile.timeDeltas) {
      at += dt;
      sampleTimes.push(at);
    }
    const profileOf = (task: TraceEvent): string[] => {
      const from = task.ts;
      const to = from + (task.dur ?? 0);
      const time = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const t = sampleTimes[i] ?? 0;
        if (t < from || t > to) return;
        const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        const seen = new Set<string>();
        for (let node = byId.get(id); node; node = byId.get(parent.get(node.id) ?? -1)) {
          const f = node.callFrame;
          const key = `${f.functionName || '(anonymous)'} ${short(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`;
          if (seen.has(key) || key.startsWith('(root)')) continue;
          seen.add(key);
          time.set(key, (time.get(key) ?? 0) + dt);
        }
      });
      return [...time.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 14)
        .map(([k, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${k}`);
    };
    const profiles = longTasks.map(profileOf);
    return {
      long,
      blocking: long.reduce((s, d) => s + (d - 50), 0),
      tasks: tasks.length,
      script: scriptMs,
      longest: shapes,
      profiles,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startServer();
const PAGES = await resolvePages(server.baseUrl, PAGE_LIST);
try {
  for (const path of PAGES) await (await fetch(`${server.baseUrl}${path}`)).text(); // warm the renderer
  console.log(
    `Main-thread tasks after the first contentful paint, at ${SLOWDOWN}× their thread CPU time (Lighthouse's mobile simulation), 390×844, median of ${RUNS}\n`,
  );
  for (const path of PAGES) {
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) visits.push(await visit(server.baseUrl, path));
    const mid = [...visits].sort((a, b) => a.blocking - b.blocking)[Math.floor(visits.length / 2)]!;
    console.log(
      `${path}: tasks over 50 ms ${median(visits.map((v) => v.long.length))} (median run: ${mid.long.map((d) => d.toFixed(0)).join(', ') || 'none'} ms); total blocking time ${median(visits.map((v) => v.blocking)).toFixed(0)} ms (Lighthouse mobile scores 95+ below about 150 ms); script ${median(visits.map((v) => v.script)).toFixed(0)} ms; ${loadNow()}`,
    );
    mid.longest.forEach((shape, i) => {
      console.log(`  ${shape}`);
      if (process.env.LONG_TASK_PROFILE) for (const line of mid.profiles[i] ?? []) console.log(`    ${line}`);
    });
  }
} finally {
  await server.stop();
}
