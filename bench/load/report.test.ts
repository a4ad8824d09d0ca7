import { describe, expect, it } from 'vitest';
import { htmlReport, type RunReport, svgChart, textTable } from './report.ts';

const report: RunReport = {
  title: 'Verdant load run',
  setup: '20 users, 60 s <test>',
  startedAt: '2026-11-28T16:00:00.000Z',
  loadAverage: { start: 12, end: 14 },
  windowSeconds: 50,
  operations: [
    {
      name: 'patients.list',
      count: 10,
      errors: 1,
      throughput: 0.2,
      p50: 12,
      p95: 40,
      p99: 55,
      max: 60,
      errorKinds: [{ kind: '502 ', count: 1 }],
    },
  ],
  timeline: [
    [5, 0],
    [6, 1],
  ],
  samples: [
    {
      t: 0,
      instance: 'a:1',
      rssMb: 300,
      heapUsedMb: 90,
      eventLoopP99Ms: 12,
      eventLoopMaxMs: 30,
      poolInUse: 2,
      poolWaiting: 0,
      jobsQueued: 1,
      streams: 4,
    },
    {
      t: 5,
      instance: 'a:1',
      rssMb: 310,
      heapUsedMb: 95,
      eventLoopP99Ms: 14,
      eventLoopMaxMs: 31,
      poolInUse: 3,
      poolWaiting: 1,
      jobsQueued: 0,
      streams: 5,
    },
  ],
  verification: { checked: 4, lost: [], unreadable: 0 },
  checks: [{ name: 'errors', ok: false, detail: '1 of 10' }],
  events: [{ t: 1, label: 'instance 2 stopped' }],
};

describe('the report', () => {
  it('prints one row per operation with its figures and error kinds', () => {
    const table = textTable(report.operations);
    expect(table.split('\n')[0]).toMatch(
      /operation\s+count\s+req\/s\s+p50 ms\s+p95 ms\s+p99 ms\s+max ms\s+errors/,
    );
    expect(table).toMatch(/patients\.list\s+10\s+0\.20\s+12\s+40\s+55\s+60\s+1 \(502\s+×1\)/);
  });

  it('writes a self-contained HTML page: the figures, the checks, SVG charts, no script or outside resource', () => {
    const html = htmlReport(report);
    expect(html).toContain('<td>patients.list</td><td>10</td><td>0.20</td><td>12</td><td>40</td><td>55</td>');
    expect(html).toContain('FAIL — errors: 1 of 10');
    expect(html).toContain('not a target measurement');
    expect(html).toContain('20 users, 60 s &lt;test&gt;');
    expect((html.match(/<svg /g) ?? []).length).toBe(7);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('draws each series as a path scaled into the chart and marks events', () => {
    const svg = svgChart(
      'RSS',
      'MB',
      [
        {
          label: 'x',
          points: [
            { t: 0, v: 0 },
            { t: 10, v: 100 },
          ],
        },
      ],
      [{ t: 5, label: 'stop' }],
    );
    // 0 at the bottom-left corner of the plot, the maximum below the top (10 % headroom)
    expect(svg).toContain('<path d="M56.0,186.0L708.0,');
    expect(svg).toContain('>stop</text>');
  });
});
