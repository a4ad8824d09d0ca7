import { describe, expect, it } from 'vitest';
import { dayKey, formatMoney, groupSlotsByDay, isValidTimeZone } from './time.ts';

describe('slot grouping', () => {
  const slots = [
    { start: '2026-03-03T23:30:00Z', end: '2026-03-04T00:00:00Z' },
    { start: '2026-03-03T09:00:00Z', end: '2026-03-03T09:30:00Z' },
    { start: '2026-03-04T10:00:00Z', end: '2026-03-04T10:30:00Z' },
  ];

  it('groups by the day in the given zone', () => {
    expect(groupSlotsByDay(slots, 'UTC').map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-03-03', 2],
      ['2026-03-04', 1],
    ]);
    // 23:30 UTC is already the 4th in Madrid (UTC+1)
    expect(groupSlotsByDay(slots, 'Europe/Madrid').map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-03-03', 1],
      ['2026-03-04', 2],
    ]);
  });

  it('orders slots inside a day', () => {
    const [first] = groupSlotsByDay(slots, 'UTC');
    expect(first?.slots.map((s) => s.start)).toEqual(['2026-03-03T09:00:00Z', '2026-03-03T23:30:00Z']);
  });

  it('computes day keys across zones', () => {
    expect(dayKey('2026-03-03T02:00:00Z', 'America/New_York')).toBe('2026-03-02');
  });

  it('validates zones', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('formats minor units', () => {
    expect(formatMoney(3920, 'USD', 'en-US')).toBe('$39.20');
    expect(formatMoney(1000, 'JPY', 'en-US')).toBe('¥1,000');
    expect(formatMoney(4900, 'USD', 'en-US', true)).toBe('$49');
    expect(formatMoney(3920, 'USD', 'en-US', true)).toBe('$39.20');
  });
});
