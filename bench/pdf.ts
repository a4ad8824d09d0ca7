// Benchmark: one invoice-sized PDF (platform/pdf.ts: heading, facts, a table, a paragraph), rendered
// in turn in one process, as invoice.send renders its attachment (ADR 0059 addendum). The fonts are
// parsed once per process; the first document (pdfkit loaded, fonts parsed) is shown apart.
// Target: p95 ≤ 25 ms per document after the first (pdfkit re-parsing DejaVu for every document
// was ~6× that). With a load average of 4 or more nothing is measured (BENCH_FORCE=1 runs anyway,
// for a profile, never for the target).
// Run: npx node bench/pdf.ts
import { loadavg } from 'node:os';
import { renderPdf } from '../apps/server/src/platform/pdf.ts';
import { record } from './lib.ts';

const TARGET_P95_MS = 25;
const load1 = loadavg()[0]!;
console.log(
  `load average ${load1.toFixed(2)} (${process.env.BENCH_FORCE ? 'forced' : 'measured only under 4'})`,
);
if (load1 >= 4 && !process.env.BENCH_FORCE) {
  console.log(`pdf: not measured (load ${load1.toFixed(1)})`);
  process.exit(0);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const invoice = () =>
  renderPdf(
    {
      title: 'Factura F-2026-0001',
      organizationName: 'Clínica Verdant',
      language: 'es',
      footerNote: 'Impreso',
    },
    (w) => {
      w.heading('Factura F-2026-0001', 1);
      w.facts([
        ['De', 'Clínica Verdant\nCalle Mayor 1\n28013 Madrid'],
        ['Para', 'José Muñoz'],
        ['Vence', '28 dic 2026'],
      ]);
      w.table(
        [
          { header: 'Concepto', width: 0.6 },
          { header: 'Cant.', width: 0.1, align: 'right' },
          { header: 'Importe', width: 0.3, align: 'right' },
        ],
        [
          ['Consulta de nutrición (½ hora)', '1', '80,00 €'],
          ['Seguimiento', '2', '80,00 €'],
          ['Análisis de composición corporal', '1', '35,00 €'],
        ],
      );
      w.paragraph('Total 195,00 € · IVA exento (art. 20.1.3º LIVA)');
    },
  );

let t = performance.now();
await invoice();
const first = performance.now() - t;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  t = performance.now();
  await invoice();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
const p50 = at(0.5);
const p95 = at(0.95);
console.log(
  `invoice PDF: first ${first.toFixed(0)} ms, then p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS}`,
);
record({
  bench: 'pdf',
  name: 'invoice PDF, p95',
  db: '-',
  value: p95,
  unit: 'ms (p95)',
  p99: at(0.99),
  max: TARGET_P95_MS,
});
if (p95 > TARGET_P95_MS) {
  console.log(`pdf: p95 ${p95.toFixed(1)} ms is above ${TARGET_P95_MS} ms`);
  process.exit(1);
}
