// The server's render time of the public pages (decision 0071): each request of `/home`, `/care` and
// `/blog` with a query string of its own, so that the page cache misses and the server renders the
// page (its reads come from the public API cache after the first), one at a time, on the real
// server (embedded database, demo data) started as `npm start` starts it: no NODE_ENV. Prints the
// median and 90th percentile time to the last byte per page, after a warm-up, beside the load.
// Run: npm run build && node bench/page-render.ts     Env: RENDER_REQUESTS (default 40)
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer } from './lib.ts';

const REQUESTS = Number(process.env.RENDER_REQUESTS ?? 40);
const WARM_UP = 10;
const PAGES = ['/home', '/care', '/blog'];

if (!existsSync(join(ROOT, 'apps/web/dist-ssr/entry-server.js'))) {
  console.error('apps/web/dist-ssr is missing: run `npm run build` first.');
  process.exit(1);
}
delete process.env.NODE_ENV; // as `npm start` (startServer passes this environment on)

const server = await startServer();
let n = 0;
const timeOf = async (path: string) => {
  const t0 = performance.now();
  const res = await fetch(`${server.baseUrl}${path}?render=${++n}`);
  const body = await res.text();
  if (res.status !== 200 || !body.includes('id="ssr-state"')) throw new Error(`${path}: not rendered`);
  return performance.now() - t0;
};
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
try {
  console.log(
    `Server render of the public pages (page cache missed), ${REQUESTS} requests each, no NODE_ENV\n`,
  );
  for (const path of PAGES) {
    for (let i = 0; i < WARM_UP; i++) await timeOf(path);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await timeOf(path));
    console.log(
      `${path.padEnd(6)} median ${pct(times, 0.5).toFixed(1)} ms, p90 ${pct(times, 0.9).toFixed(1)} ms; load ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
  }
} finally {
  await server.stop();
}
