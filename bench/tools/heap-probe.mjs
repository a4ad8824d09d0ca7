// Investigation preload (ADR 0068), never in production: NODE_OPTIONS=--import=bench/tools/heap-probe.mjs;
// on SIGUSR2 it appends process.memoryUsage() and V8's heap spaces (MB) to PROBE_FILE and, with SNAP_DIR,
// writes a heap snapshot there (the snapshot runs a full collection first: heap figures after it are live).
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';
let n = 0;
process.on('SIGUSR2', () => {
  const mb = (b) => Math.round((b / 1048576) * 10) / 10;
  const u = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, [mb(s.space_size), mb(s.space_used_size)]]),
  );
  const stats = v8.getHeapStatistics();
  const line = {
    n,
    rss: mb(u.rss),
    heapTotal: mb(u.heapTotal),
    heapUsed: mb(u.heapUsed),
    external: mb(u.external),
    arrayBuffers: mb(u.arrayBuffers),
    malloced: mb(stats.malloced_memory),
    peakMalloced: mb(stats.peak_malloced_memory),
    spaces,
  };
  if (process.env.SNAP_DIR) {
    const f = v8.writeHeapSnapshot(`${process.env.SNAP_DIR}/snap-${n}.heapsnapshot`);
    const a = process.memoryUsage();
    line.afterSnap = { rss: mb(a.rss), heapUsed: mb(a.heapUsed), heapTotal: mb(a.heapTotal) };
    line.file = f;
  }
  n++;
  appendFileSync(process.env.PROBE_FILE ?? 'heap-probe.jsonl', `${JSON.stringify(line)}\n`);
});
