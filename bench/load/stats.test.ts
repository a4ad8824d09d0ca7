import { describe, expect, it } from 'vitest';
import { growth, percentile, Recorder, secondsUntilErrorFree } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100

  it('answers the value at the rank ceil(p/100 · n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('on few samples the p99 is the slowest one, never an interpolated value', () => {
    expect(percentile([10, 20, 30], 99)).toBe(30);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('Recorder', () => {
  it('summarises each operation: count, throughput over the window, percentiles, errors by kind', () => {
    let now = 0;
    const r = new Recorder(() => now);
    for (let i = 1; i <= 100; i++) r.ok('patients.list', i);
    r.error('patients.list', '500 INTERNAL');
    r.error('patients.list', '500 INTERNAL');
    r.error('patients.list', 'timeout');
    now = 1500;
    r.ok('message.send', 40);
    const [message, list] = r.summary(10);
    expect(list).toMatchObject({
      name: 'patients.list',
      count: 103,
      errors: 3,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
    });
    expect(list!.throughput).toBeCloseTo(10.3);
    expect(list!.errorKinds).toEqual([
      { kind: '500 INTERNAL', count: 2 },
      { kind: 'timeout', count: 1 },
    ]);
    expect(message).toMatchObject({ name: 'message.send', count: 1, errors: 0, p99: 40 });
    expect(r.timeline()).toEqual([
      [103, 3],
      [1, 0],
    ]);
  });

  it('leaves the ramp out of the summary but not out of the timeline', () => {
    let now = 0;
    const r = new Recorder(() => now);
    r.measureFromMs = 2000;
    r.ok('a', 1000);
    r.error('a', 'x');
    now = 2500;
    r.ok('a', 5);
    expect(r.summary(1)[0]).toMatchObject({ count: 1, errors: 0, p99: 5 });
    expect(r.timeline()[0]).toEqual([2, 1]);
  });
});

describe('secondsUntilErrorFree', () => {
  it('counts from the stop to the end of the last second with an error', () => {
    const t: [number, number][] = [
      [10, 0],
      [10, 0],
      [10, 4], // stop at second 2
      [10, 2],
      [10, 0],
      [10, 1], // last error: second 5
      [10, 0],
    ];
    expect(secondsUntilErrorFree(t, 2)).toBe(4);
    expect(secondsUntilErrorFree(t, 6)).toBe(0);
    // an error before the stop is not the failover's
    expect(
      secondsUntilErrorFree(
        [
          [1, 1],
          [1, 0],
        ],
        1,
      ),
    ).toBe(0);
  });
});

describe('growth', () => {
  it('compares the samples nearest to the two times', () => {
    const series = [
      { t: 0, v: 100 },
      { t: 120, v: 200 },
      { t: 300, v: 210 },
      { t: 600, v: 220 },
    ];
    expect(growth(series, 120, 600)).toBeCloseTo(0.1);
    expect(growth(series, 118, 590)).toBeCloseTo(0.1);
    expect(growth([{ t: 5, v: 10 }], 0, 60)).toBeNull();
  });
});
