/**
 * The chart kit's arithmetic (decision 0064): nice ticks, linear and band scales, calendar ticks.
 * Pure functions, no DOM, unit-tested in scale.test.ts.
 */

/** A step of 1, 2 or 5 × 10ⁿ near `span / count` (the thresholds d3 uses: √2, √10, √50). */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / power;
  const factor = norm >= Math.sqrt(50) ? 10 : norm >= Math.sqrt(10) ? 5 : norm >= Math.SQRT2 ? 2 : 1;
  return factor * power;
}

/** Decimals a step needs so that 0.1 + 0.2 shows as 0.3. */
function decimalsOf(step: number): number {
  return step >= 1 ? 0 : Math.min(12, Math.ceil(-Math.log10(step) - 1e-9));
}

export interface NiceTicks {
  /** The domain widened to whole steps. */
  min: number;
  max: number;
  ticks: number[];
}

/**
 * About `count` evenly spaced round ticks covering [min, max]. `integer`: steps of whole units (counts).
 * An empty span (one value, or all equal) is widened so the line sits mid-chart.
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): NiceTicks {
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return { min: 0, max: 1, ticks: [0, 1] };
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    lo -= pad;
    hi += pad;
    if (min >= 0 && lo < 0) lo = 0;
  }
  let step = niceStep(hi - lo, Math.max(1, count));
  if (integer) step = Math.max(1, Math.round(step));
  const start = Math.floor(lo / step + 1e-9);
  const end = Math.ceil(hi / step - 1e-9);
  const decimals = decimalsOf(step);
  const ticks: number[] = [];
  for (let i = start; i <= end; i++) ticks.push(Number((i * step).toFixed(decimals)));
  return { min: ticks[0]!, max: ticks.at(-1)!, ticks };
}

/** Maps [d0, d1] onto [r0, r1] (an inverted range draws a y axis upwards). */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** Equal bands for `n` categories across [r0, r1], each with `padding` (a fraction) between bars. */
export function bandScale(n: number, r0: number, r1: number, padding = 0.2) {
  const band = n > 0 ? (r1 - r0) / n : 0;
  return {
    band,
    /** The drawn bar width inside a band. */
    width: band * (1 - padding),
    start: (i: number) => r0 + i * band + (band * padding) / 2,
    center: (i: number) => r0 + (i + 0.5) * band,
    /** The category under x (clamped). */
    indexAt: (x: number) => (n > 0 ? Math.max(0, Math.min(n - 1, Math.floor((x - r0) / band))) : -1),
  };
}

const DAY = 86_400_000;
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364, 728];

/**
 * Local midnights between two timestamps, every 1, 2, 3, 7, 14… days so that at most `count` fall in
 * the range. A range shorter than a day gives its two ends.
 */
export function timeTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max - min < DAY) return min === max ? [min] : [min, max];
  const days = (max - min) / DAY;
  const step = DAY_STEPS.find((s) => days / s <= Math.max(1, count)) ?? Math.ceil(days / count);
  const first = new Date(min);
  first.setHours(0, 0, 0, 0);
  if (first.getTime() < min) first.setDate(first.getDate() + 1);
  const ticks: number[] = [];
  for (const d = first; d.getTime() <= max; d.setDate(d.getDate() + step)) ticks.push(d.getTime());
  return ticks;
}

/** Every how many labels to show so that labels `labelWidth` wide fit in `width` (1 = all). */
export function labelEvery(n: number, labelWidth: number, width: number): number {
  if (n <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((n * labelWidth) / width));
}

/** Roughly how wide a label is drawn at `fontSize` px (no layout read: 0.6 em a character). */
export function textWidth(text: string, fontSize = 12): number {
  return text.length * fontSize * 0.6;
}

/** The index of the value nearest to `x` in an ascending array. */
export function nearestIndex(sorted: readonly number[], x: number): number {
  if (!sorted.length) return -1;
  let lo = 0;
  let hi = sorted.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs(sorted[hi]! - x) < Math.abs(sorted[lo]! - x) ? hi : lo;
}

/** An SVG arc path for a pie slice (a ring when `inner` > 0), angles in radians from 12 o'clock. */
export function arcPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  a0: number,
  a1: number,
): string {
  // A full circle cannot be one arc: draw it as two halves.
  if (a1 - a0 >= Math.PI * 2 - 1e-9) {
    const mid = a0 + Math.PI;
    return `${arcPath(cx, cy, outer, inner, a0, mid)} ${arcPath(cx, cy, outer, inner, mid, a0 + Math.PI * 2)}`;
  }
  const at = (r: number, a: number) => `${round(cx + r * Math.sin(a))} ${round(cy - r * Math.cos(a))}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  if (inner <= 0) {
    return `M${cx} ${cy} L${at(outer, a0)} A${outer} ${outer} 0 ${large} 1 ${at(outer, a1)} Z`;
  }
  return `M${at(outer, a0)} A${outer} ${outer} 0 ${large} 1 ${at(outer, a1)} L${at(inner, a1)} A${inner} ${inner} 0 ${large} 0 ${at(inner, a0)} Z`;
}

export const round = (v: number) => Math.round(v * 100) / 100;
