import { describe, expect, it } from 'vitest';
import { IdleTrimSchedule, startIdleTrim } from './idle-memory.ts';

const quietLog = { debug: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('giving memory back when idle', () => {
  it('trims once after a quiet stretch that follows work, and not again until there was work', () => {
    const s = new IdleTrimSchedule({ idleMs: 30_000, busyUtilization: 0.05 });
    // start-up counts as work: the first quiet 30 s trim
    expect([1, 2, 3, 4, 5].map(() => s.tick(0.01, 5_000))).toEqual([false, false, false, false, false]);
    expect(s.tick(0.01, 5_000)).toBe(true);
    // still quiet: nothing more, however long
    expect(Array.from({ length: 20 }, () => s.tick(0, 5_000)).some(Boolean)).toBe(false);
    // a burst, then 25 s quiet: not yet; 30 s: once
    expect(s.tick(0.9, 5_000)).toBe(false);
    expect([1, 2, 3, 4, 5].map(() => s.tick(0.02, 5_000)).some(Boolean)).toBe(false);
    expect(s.tick(0.02, 5_000)).toBe(true);
    // a busy interval in the middle of a quiet stretch starts the count again
    s.tick(0.5, 5_000);
    for (let i = 0; i < 4; i++) s.tick(0, 5_000);
    s.tick(0.5, 5_000);
    expect([1, 2, 3, 4, 5].map(() => s.tick(0, 5_000)).some(Boolean)).toBe(false);
    expect(s.tick(0, 5_000)).toBe(true);
  });

  it('runs a memory-reducing collection on an idle event loop, once per busy spell', async () => {
    const calls: unknown[] = [];
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 150 && !done(); i++) await sleep(20);
    };
    const stop = startIdleTrim({ idleMs: 100, checkMs: 25, log: quietLog, gc: (o) => calls.push(o) });
    try {
      await until(() => calls.length > 0);
      await sleep(300); // still idle: no second collection
      expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
      // keep the event loop busy for several intervals, then let it rest
      const end = Date.now() + 300;
      while (Date.now() < end) {
        const block = Date.now() + 20;
        while (Date.now() < block);
        await new Promise((r) => setImmediate(r));
      }
      await until(() => calls.length > 1);
      await sleep(300);
      expect(calls).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('does nothing without an exposed gc or when turned off', () => {
    const calls: unknown[] = [];
    expect(() => startIdleTrim({ idleMs: 0, log: quietLog, gc: () => calls.push(1) })()).not.toThrow();
    const g = globalThis as { gc?: unknown };
    const saved = g.gc;
    delete g.gc;
    try {
      expect(() => startIdleTrim({ idleMs: 10, log: quietLog })()).not.toThrow();
    } finally {
      if (saved) g.gc = saved;
    }
    expect(calls).toEqual([]);
  });
});
