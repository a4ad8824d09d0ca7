import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOf,
  lanes,
  monthGrid,
  rangeOf,
  startOfWeek,
  step,
  workingMinutes,
  zonedInstant,
} from './dates.ts';

describe('calendar dates', () => {
  it('weeks start on Monday; a month view is six whole weeks', () => {
    expect(startOfWeek('2026-03-11')).toBe('2026-03-09'); // a Wednesday
    expect(startOfWeek('2026-03-15')).toBe('2026-03-09'); // Sunday belongs to the week before
    const grid = monthGrid('2026-03-20');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-02-23');
    expect(grid).toContain('2026-03-31');
    expect(daysOf('week', '2026-03-11')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('steps by a day, a week, a month or an agenda page', () => {
    expect(step('day', '2026-02-28', 1)).toBe('2026-03-01');
    expect(step('week', '2026-03-11', -1)).toBe('2026-03-04');
    expect(step('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(step('appointments', '2026-03-01', 1)).toBe(addDays('2026-03-01', 14));
  });

  it('reads a range that covers whole local days', () => {
    const { from, to } = rangeOf('day', '2026-03-11');
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThanOrEqual(23 * 3_600_000);
  });

  it('turns wall-clock hours in a zone into instants, across daylight saving', () => {
    expect(new Date(zonedInstant('2026-03-09', 9 * 60, 'America/New_York')).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-06', 9 * 60, 'America/New_York')).toISOString()).toBe(
      '2026-03-06T14:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-01', 0, 'Europe/Madrid')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it("shows a provider's working hours in the viewer's day (a provider in the viewer's own zone here)", () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const rules = [{ weekday: 3, start: '09:00', end: '12:00' }];
    expect(workingMinutes(rules, here, '2026-03-11')).toEqual([[540, 720]]);
    expect(workingMinutes(rules, here, '2026-03-12')).toEqual([]);
    expect(workingMinutes(rules, null, '2026-03-11')).toEqual([]);
  });

  it('puts overlapping appointments side by side', () => {
    const a = { start: '2026-03-11T09:00:00Z', end: '2026-03-11T10:00:00Z' };
    const b = { start: '2026-03-11T09:30:00Z', end: '2026-03-11T10:30:00Z' };
    const c = { start: '2026-03-11T11:00:00Z', end: '2026-03-11T11:30:00Z' };
    const out = lanes([a, b, c]);
    expect(out.get(a)).toEqual({ lane: 0, of: 2 });
    expect(out.get(b)).toEqual({ lane: 1, of: 2 });
    expect(out.get(c)).toEqual({ lane: 0, of: 1 });
  });
});
