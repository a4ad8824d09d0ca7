// Statistics of a load run: per-operation latencies (nearest-rank percentiles), throughput and errors,
// and a per-second timeline of requests and errors (the failover checks read it).

/** The p-th percentile (0–100) of ascending `sorted` by nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0]!;
  if (p >= 100) return sorted[sorted.length - 1]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface OperationSummary {
  name: string;
  count: number;
  errors: number;
  /** Requests per second over the measured window. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Up to five distinct error descriptions (status and code) with their counts. */
  errorKinds: { kind: string; count: number }[];
}

interface OperationData {
  latencies: number[];
  errors: number;
  errorKinds: Map<string, number>;
}

/** Collects every timed operation of a run. `now` is injectable for tests. */
export class Recorder {
  readonly #ops = new Map<string, OperationData>();
  /** Per second since start: [requests, errors]. */
  readonly #timeline: [number, number][] = [];
  readonly #start: number;
  readonly #now: () => number;
  /** Before this time (ms since start) nothing is counted in the summary (warm-up / ramp). */
  measureFromMs = 0;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
    this.#start = now();
  }

  /** Milliseconds since the recorder started. */
  elapsedMs(): number {
    return this.#now() - this.#start;
  }

  #second(): [number, number] {
    const s = Math.floor(this.elapsedMs() / 1000);
    while (this.#timeline.length <= s) this.#timeline.push([0, 0]);
    return this.#timeline[s]!;
  }

  #data(name: string): OperationData {
    let d = this.#ops.get(name);
    if (!d) {
      d = { latencies: [], errors: 0, errorKinds: new Map() };
      this.#ops.set(name, d);
    }
    return d;
  }

  ok(name: string, ms: number): void {
    this.#second()[0]++;
    if (this.elapsedMs() < this.measureFromMs) return;
    this.#data(name).latencies.push(ms);
  }

  error(name: string, kind: string): void {
    const s = this.#second();
    s[0]++;
    s[1]++;
    if (this.elapsedMs() < this.measureFromMs) return;
    const d = this.#data(name);
    d.errors++;
    d.errorKinds.set(kind, (d.errorKinds.get(kind) ?? 0) + 1);
  }

  /** Requests and errors per second since the start. */
  timeline(): readonly (readonly [number, number])[] {
    return this.#timeline;
  }

  summary(windowSeconds: number): OperationSummary[] {
    return [...this.#ops.entries()]
      .map(([name, d]) => {
        const sorted = [...d.latencies].sort((a, b) => a - b);
        return {
          name,
          count: sorted.length + d.errors,
          errors: d.errors,
          throughput: (sorted.length + d.errors) / Math.max(1, windowSeconds),
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.at(-1) ?? Number.NaN,
          errorKinds: [...d.errorKinds.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([kind, count]) => ({ kind, count })),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}

/**
 * The seconds after `fromSecond` until errors stop for good: the index of the last second with an
 * error at or after `fromSecond`, plus one, minus `fromSecond` (0 when there was none).
 */
export function secondsUntilErrorFree(
  timeline: readonly (readonly [number, number])[],
  fromSecond: number,
): number {
  let last = -1;
  for (let s = Math.max(0, fromSecond); s < timeline.length; s++) if ((timeline[s]?.[1] ?? 0) > 0) last = s;
  return last < 0 ? 0 : last + 1 - fromSecond;
}

/** Relative growth of `series` values between two times (e.g. RSS from minute 2 to the end). */
export function growth(
  series: readonly { t: number; v: number }[],
  fromT: number,
  toT: number,
): number | null {
  const near = (t: number) =>
    series.reduce<{ t: number; v: number } | null>(
      (best, p) => (best === null || Math.abs(p.t - t) < Math.abs(best.t - t) ? p : best),
      null,
    );
  const a = near(fromT);
  const b = near(toT);
  if (!a || !b || a === b || a.v <= 0) return null;
  return (b.v - a.v) / a.v;
}
