// The run's report: a text table for the terminal and a self-contained HTML file (figures, tables and
// inline SVG charts; no script, no CDN).
import type { Verification } from './acked.ts';
import type { OperationSummary } from './stats.ts';

/** One reading of an instance's GET /api/metrics, `t` in seconds since the run started. */
export interface MetricsSample {
  t: number;
  instance: string;
  rssMb: number;
  heapUsedMb: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  poolInUse: number | null;
  poolWaiting: number | null;
  jobsQueued: number;
  streams: number;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface RunReport {
  title: string;
  /** What ran, e.g. "500 users, 600 s, PostgreSQL, 2 instances". */
  setup: string;
  startedAt: string;
  /** The machine's load average at the start and the end (figures under load are not targets). */
  loadAverage: { start: number; end: number };
  windowSeconds: number;
  operations: OperationSummary[];
  timeline: readonly (readonly [number, number])[];
  samples: MetricsSample[];
  verification: Verification | null;
  checks: Check[];
  /** Marks on the charts (a stopped instance). */
  events: { t: number; label: string }[];
}

const fmt = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '–');

export function textTable(operations: readonly OperationSummary[]): string {
  const header = ['operation', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const rows = operations.map((o) => [
    o.name,
    String(o.count),
    fmt(o.throughput, 2),
    fmt(o.p50),
    fmt(o.p95),
    fmt(o.p99),
    fmt(o.max),
    o.errors === 0 ? '0' : `${o.errors} (${o.errorKinds.map((k) => `${k.kind} ×${k.count}`).join(', ')})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function textReport(r: RunReport): string {
  const lines = [
    `${r.title} — ${r.setup}`,
    `load average ${r.loadAverage.start.toFixed(1)} → ${r.loadAverage.end.toFixed(1)}${
      Math.max(r.loadAverage.start, r.loadAverage.end) >= 4
        ? ' (smoke under load: not a target measurement)'
        : ''
    }`,
    '',
    textTable(r.operations),
    '',
  ];
  const byInstance = groupBy(r.samples, (s) => s.instance);
  for (const [instance, samples] of byInstance) {
    const last = samples.at(-1)!;
    lines.push(
      `${instance}: RSS ${fmt(samples[0]!.rssMb)} → ${fmt(last.rssMb)} MB, heap ${fmt(last.heapUsedMb)} MB, ` +
        `event-loop p99 max ${fmt(Math.max(...samples.map((s) => s.eventLoopP99Ms)), 1)} ms, ` +
        `pool in use max ${fmt(Math.max(...samples.map((s) => s.poolInUse ?? Number.NaN)))}, waiting max ${fmt(
          Math.max(...samples.map((s) => s.poolWaiting ?? Number.NaN)),
        )}, job queue max ${Math.max(...samples.map((s) => s.jobsQueued))}, streams ${last.streams}`,
    );
  }
  if (r.verification) {
    lines.push(
      `acknowledged writes: ${r.verification.checked} checked, ${r.verification.lost.length} lost, ${r.verification.unreadable} unreadable`,
    );
  }
  for (const c of r.checks) lines.push(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  return lines.join('\n');
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const i of items) {
    const k = key(i);
    m.set(k, [...(m.get(k) ?? []), i]);
  }
  return m;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COLORS = ['#1b7f5a', '#c2410c', '#1d4ed8', '#7c3aed', '#b91c1c', '#0f766e'];

export interface Series {
  label: string;
  points: { t: number; v: number }[];
}

/** A line chart as inline SVG: time (s) across, values up; vertical marks for events. */
export function svgChart(
  title: string,
  unit: string,
  series: readonly Series[],
  events: readonly { t: number; label: string }[] = [],
  /** The time axis's end (s): the same for every chart of a report. */
  endT?: number,
): string {
  const W = 720;
  const H = 220;
  const L = 56;
  const R = 12;
  const T = 28;
  const B = 34;
  const all = series.flatMap((s) => s.points).filter((p) => Number.isFinite(p.v));
  const maxT = endT ?? Math.max(1, ...all.map((p) => p.t), ...events.map((e) => e.t));
  const maxV = Math.max(1e-9, ...all.map((p) => p.v)) * 1.1;
  const x = (t: number) => L + (t / maxT) * (W - L - R);
  const y = (v: number) => T + (1 - v / maxV) * (H - T - B);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * maxV);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(title)}">`,
    `<text x="${L}" y="16" font-size="13" font-weight="600">${esc(title)} (${esc(unit)})</text>`,
    ...ticks.map(
      (v) =>
        `<line x1="${L}" x2="${W - R}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#e5e7eb"/>` +
        `<text x="${L - 6}" y="${(y(v) + 4).toFixed(1)}" font-size="10" text-anchor="end">${v >= 100 ? v.toFixed(0) : v.toFixed(1)}</text>`,
    ),
    `<text x="${W - R}" y="${H - 6}" font-size="10" text-anchor="end">${maxT.toFixed(0)} s</text>`,
    `<text x="${L}" y="${H - 6}" font-size="10">0 s</text>`,
    ...events.map(
      (e) =>
        `<line x1="${x(e.t).toFixed(1)}" x2="${x(e.t).toFixed(1)}" y1="${T}" y2="${H - B}" stroke="#b91c1c" stroke-dasharray="4 3"/>` +
        `<text x="${(x(e.t) + 4).toFixed(1)}" y="${T + 10}" font-size="10" fill="#b91c1c">${esc(e.label)}</text>`,
    ),
    ...series.map((s, i) => {
      const pts = s.points.filter((p) => Number.isFinite(p.v));
      if (pts.length === 0) return '';
      const d = pts.map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`).join('');
      return `<path d="${d}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="1.6"/>`;
    }),
    ...series.map(
      (s, i) =>
        `<text x="${L + 8 + i * 150}" y="${H - 18}" font-size="10" fill="${COLORS[i % COLORS.length]}">■ ${esc(s.label)}</text>`,
    ),
    '</svg>',
  ];
  return parts.join('');
}

export function htmlReport(r: RunReport): string {
  const byInstance = [...groupBy(r.samples, (s) => s.instance)];
  const per = (f: (s: MetricsSample) => number | null) =>
    byInstance.map(([instance, samples]) => ({
      label: instance,
      points: samples.map((s) => ({ t: s.t, v: f(s) ?? Number.NaN })),
    }));
  const endT = Math.max(1, r.timeline.length, ...r.samples.map((s) => s.t));
  const chart = (title: string, unit: string, series: Series[], events = r.events) =>
    svgChart(title, unit, series, events, endT);
  const charts = [
    chart(
      'Requests and errors per second',
      'per s',
      [
        { label: 'requests', points: r.timeline.map(([n], t) => ({ t, v: n })) },
        { label: 'errors', points: r.timeline.map(([, e], t) => ({ t, v: e })) },
      ],
      r.events,
    ),
    chart(
      'Resident memory (RSS)',
      'MB',
      per((s) => s.rssMb),
      r.events,
    ),
    chart(
      'JavaScript heap used',
      'MB',
      per((s) => s.heapUsedMb),
      r.events,
    ),
    chart(
      'Event-loop delay p99 (per sample)',
      'ms',
      per((s) => s.eventLoopP99Ms),
      r.events,
    ),
    chart(
      'Database pool: connections in use and requests waiting',
      'connections',
      [
        ...per((s) => s.poolInUse).map((s) => ({ ...s, label: `${s.label} in use` })),
        ...per((s) => s.poolWaiting).map((s) => ({ ...s, label: `${s.label} waiting` })),
      ],
      r.events,
    ),
    chart(
      'Job queue depth (due, not done)',
      'jobs',
      per((s) => s.jobsQueued),
      r.events,
    ),
    chart(
      'Open event streams',
      'streams',
      per((s) => s.streams),
      r.events,
    ),
  ];
  const rows = r.operations
    .map(
      (o) =>
        `<tr><td>${esc(o.name)}</td><td>${o.count}</td><td>${fmt(o.throughput, 2)}</td><td>${fmt(o.p50)}</td><td>${fmt(
          o.p95,
        )}</td><td>${fmt(o.p99)}</td><td>${fmt(o.max)}</td><td${o.errors ? ' class="bad"' : ''}>${o.errors}${
          o.errors
            ? ` <small>${esc(o.errorKinds.map((k) => `${k.kind} ×${k.count}`).join(', '))}</small>`
            : ''
        }</td></tr>`,
    )
    .join('\n');
  const checks = r.checks
    .map(
      (c) =>
        `<li class="${c.ok ? 'ok' : 'bad'}">${c.ok ? 'PASS' : 'FAIL'} — ${esc(c.name)}: ${esc(c.detail)}</li>`,
    )
    .join('\n');
  const underLoad = Math.max(r.loadAverage.start, r.loadAverage.end) >= 4;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(r.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:760px;padding:0 1rem;color:#111827}
table{border-collapse:collapse;width:100%;font-size:13px}th,td{padding:4px 6px;border-bottom:1px solid #e5e7eb;text-align:right}
th:first-child,td:first-child{text-align:left}.bad{color:#b91c1c}.ok{color:#166534}svg{width:100%;height:auto;margin:1rem 0}
.note{background:#fef3c7;padding:.5rem .75rem;border-radius:4px}
</style></head><body>
<h1>${esc(r.title)}</h1>
<p>${esc(r.setup)} · started ${esc(r.startedAt)} · measured window ${r.windowSeconds} s · load average ${r.loadAverage.start.toFixed(
    1,
  )} → ${r.loadAverage.end.toFixed(1)}</p>
${underLoad ? '<p class="note">The machine was loaded (load average ≥ 4): a smoke run, not a target measurement.</p>' : ''}
<h2>Checks</h2><ul>${checks}</ul>
${
  r.verification
    ? `<p>Acknowledged writes: ${r.verification.checked} read back, <strong>${r.verification.lost.length} lost</strong>, ${r.verification.unreadable} unreadable.</p>`
    : ''
}
<h2>Operations</h2>
<table><thead><tr><th>operation</th><th>count</th><th>req/s</th><th>p50 ms</th><th>p95 ms</th><th>p99 ms</th><th>max ms</th><th>errors</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<h2>Over time</h2>
${charts.join('\n')}
</body></html>
`;
}
