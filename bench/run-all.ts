// Runs every benchmark in bench/ one after another (each prints its own figures and ratios), then
// prints one summary table of every figure the benchmarks recorded (bench/lib.ts `record`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRecord } from './lib.ts';

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !['lib.ts', 'run-all.ts'].includes(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const reportDir = mkdtempSync(join(tmpdir(), 'verdant-bench-report-'));
const report = join(reportDir, 'records.jsonl');
let failed = 0;
for (const f of files) {
  console.log(`\n=== bench/${f}`);
  const r = spawnSync(process.execPath, [`${dir}${f}`], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT: report },
  });
  if (r.status !== 0) failed++;
}

const records: BenchRecord[] = existsSync(report)
  ? readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as BenchRecord)
  : [];
rmSync(reportDir, { recursive: true, force: true });
if (records.length > 0) {
  const header = ['bench', 'measure', 'db', 'value', 'p99 ms', 'ratio', 'target', ''];
  const rows = records.map((r) => [
    r.bench,
    r.name,
    r.db,
    `${r.value.toFixed(r.value >= 100 ? 0 : 2)} ${r.unit}`,
    r.p99 === undefined ? '' : String(r.p99),
    r.ratio === undefined ? '' : r.ratio.toFixed(3),
    r.max !== undefined ? `≤ ${r.max} ${r.unit}` : r.target === undefined ? '' : `≥ ${r.target}`,
    r.max !== undefined
      ? r.value <= r.max
        ? 'ok'
        : 'ABOVE'
      : r.target === undefined || r.ratio === undefined
        ? ''
        : r.ratio >= r.target
          ? 'ok'
          : 'BELOW',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log('\n=== summary');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}
process.exit(failed ? 1 : 0);
