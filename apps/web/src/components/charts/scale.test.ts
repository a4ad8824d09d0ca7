import { describe, expect, it } from 'vitest';
import {
  arcPath,
  bandScale,
  labelEvery,
  linearScale,
  nearestIndex,
  niceStep,
  niceTicks,
  timeTicks,
} from './scale.ts';

describe('niceStep', () => {
  it('rounds span / count to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(7, 5)).toBe(1); // 1.4 < √2
    expect(niceStep(8, 5)).toBe(2); // 1.6
    expect(niceStep(17, 5)).toBe(5); // 3.4 ≥ √10
    expect(niceStep(40, 5)).toBe(10); // 8 ≥ √50
    expect(niceStep(0.9, 5)).toBe(0.2);
  });
});

describe('niceTicks', () => {
  it('widens the domain to whole steps', () => {
    expect(niceTicks(0, 97, 5)).toEqual({ min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceTicks(61.3, 64.8, 5)).toEqual({
      min: 61,
      max: 65,
      ticks: [61, 61.5, 62, 62.5, 63, 63.5, 64, 64.5, 65],
    });
    expect(niceTicks(61.3, 64.8, 3).ticks).toEqual([61, 62, 63, 64, 65]);
  });

  it('keeps decimal ticks exact (no 0.30000000000000004)', () => {
    const { ticks } = niceTicks(0.1, 0.9, 4);
    expect(ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('counts in whole units when asked', () => {
    expect(niceTicks(0, 3, 5, true).ticks).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 3, 5, false).ticks).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
  });

  it('gives a single value room around it, never below zero for a count', () => {
    expect(niceTicks(70, 70, 5).ticks[0]).toBeLessThan(70);
    expect(niceTicks(70, 70, 5).ticks.at(-1)).toBeGreaterThan(70);
    expect(niceTicks(0, 0, 5, true).ticks).toEqual([0, 1]);
  });

  it('handles negative values and an empty series', () => {
    expect(niceTicks(-12, 8, 4).ticks).toEqual([-15, -10, -5, 0, 5, 10]);
    expect(niceTicks(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)).toEqual({
      min: 0,
      max: 1,
      ticks: [0, 1],
    });
  });
});

describe('scales', () => {
  it('maps linearly, inverted for a y axis', () => {
    const y = linearScale(0, 100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(y(100)).toBe(0);
    expect(linearScale(5, 5, 0, 10)(5)).toBe(5);
  });

  it('splits a band scale into equal categories', () => {
    const x = bandScale(4, 0, 400, 0.2);
    expect(x.band).toBe(100);
    expect(x.width).toBe(80);
    expect(x.start(1)).toBe(110);
    expect(x.center(3)).toBe(350);
    expect(x.indexAt(250)).toBe(2);
    expect(x.indexAt(-5)).toBe(0);
    expect(x.indexAt(999)).toBe(3);
  });

  it('finds the nearest value', () => {
    expect(nearestIndex([0, 10, 20, 30], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20, 30], 16)).toBe(2);
    expect(nearestIndex([0, 10, 20, 30], -100)).toBe(0);
    expect(nearestIndex([0, 10, 20, 30], 100)).toBe(3);
    expect(nearestIndex([], 1)).toBe(-1);
  });

  it('shows every label that fits, else one in k', () => {
    expect(labelEvery(8, 40, 400)).toBe(1);
    expect(labelEvery(12, 50, 300)).toBe(2);
    expect(labelEvery(12, 60, 240)).toBe(3);
  });
});

describe('timeTicks', () => {
  const day = (d: string) => new Date(`${d}T00:00:00`).getTime();

  it('puts weekly local midnights on an 8-week range', () => {
    const ticks = timeTicks(day('2026-10-05') + 3_600_000, day('2026-11-30'), 5);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    for (const t of ticks) {
      const d = new Date(t);
      expect(d.getHours()).toBe(0);
      expect(d.getMinutes()).toBe(0);
    }
    expect(ticks[0]).toBe(day('2026-10-06'));
    const gaps = ticks.slice(1).map((t, i) => Math.round((t - ticks[i]!) / 86_400_000));
    expect(new Set(gaps).size).toBe(1);
  });

  it('uses days on a short range and the two ends within a day', () => {
    expect(timeTicks(day('2026-11-01'), day('2026-11-04'), 5)).toEqual([
      day('2026-11-01'),
      day('2026-11-02'),
      day('2026-11-03'),
      day('2026-11-04'),
    ]);
    const t = day('2026-11-01');
    expect(timeTicks(t + 1000, t + 5000, 5)).toEqual([t + 1000, t + 5000]);
    expect(timeTicks(t, t, 5)).toEqual([t]);
  });
});

describe('arcPath', () => {
  it('draws a quarter slice from 12 to 3 o’clock', () => {
    expect(arcPath(50, 50, 40, 0, 0, Math.PI / 2)).toBe('M50 50 L50 10 A40 40 0 0 1 90 50 Z');
  });

  it('draws a ring segment and a full circle as two halves', () => {
    expect(arcPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe(
      'M50 10 A40 40 0 0 1 90 50 L70 50 A20 20 0 0 0 50 30 Z',
    );
    expect(arcPath(50, 50, 40, 0, 0, Math.PI * 2).match(/A/g)).toHaveLength(2);
  });
});
