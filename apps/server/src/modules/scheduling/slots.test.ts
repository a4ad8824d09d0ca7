import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, isoUtc, type SlotQuery, slotStepMinutes } from './slots.ts';
import { addDays, localDateOf, offsetAt, wallClockAt, zonedToUtc } from './time-zone.ts';

const H = 3_600_000;
const iso = (s: string) => Date.parse(s);
const starts = (q: SlotQuery) => computeSlots(q).map((s) => isoUtc(s.start));
const base = (over: Partial<SlotQuery>): SlotQuery => ({
  timeZone: 'UTC',
  availability: [],
  durationMinutes: 60,
  from: '2026-03-02',
  days: 1,
  busy: [],
  now: 0,
  ...over,
});

describe('time zone arithmetic (Intl only)', () => {
  it('knows the offsets either side of a DST change', () => {
    expect(offsetAt(iso('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-5 * H);
    expect(offsetAt(iso('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-4 * H);
    expect(offsetAt(iso('2026-03-29T00:59:00Z'), 'Europe/Madrid')).toBe(1 * H);
    expect(offsetAt(iso('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe(2 * H);
    expect(offsetAt(iso('2026-01-10T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * H);
  });
  it('moves a time in the spring-forward gap forward and takes the earlier of an ambiguous time', () => {
    // 02:30 on 2026-03-08 does not exist in New York: it becomes 03:30 EDT.
    expect(isoUtc(zonedToUtc(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York'))).toBe('2026-03-08T07:30:00Z');
    // 01:30 on 2026-11-01 happens twice: the first, EDT, is taken.
    expect(isoUtc(zonedToUtc(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York'))).toBe('2026-11-01T05:30:00Z');
    expect(isoUtc(zonedToUtc(Date.UTC(2026, 6, 1, 9, 0), 'Europe/Madrid'))).toBe('2026-07-01T07:00:00Z');
  });
  it('round-trips every instant through its wall clock (property)', () => {
    const zones = [
      'America/New_York',
      'Europe/Madrid',
      'Australia/Sydney',
      'Asia/Kolkata',
      'America/Santiago',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...zones),
        (t, tz) => {
          const instant = Math.floor(t / 60_000) * 60_000;
          const w = wallClockAt(instant, tz);
          const back = zonedToUtc(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute), tz);
          // Equal, or the earlier reading of an ambiguous fall-back time.
          expect(back <= instant && instant - back <= H).toBe(true);
          expect(wallClockAt(back, tz)).toEqual(w);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('gives local dates and adds days across month ends', () => {
    expect(localDateOf(iso('2026-03-01T03:00:00Z'), 'America/New_York')).toBe('2026-02-28');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('computeSlots', () => {
  it('lays slots in the provider zone, following the UTC offset across a DST change (Madrid)', () => {
    const q = base({
      timeZone: 'Europe/Madrid',
      availability: [{ weekday: 1, start: '09:00', end: '11:00' }],
      from: '2026-03-23',
      days: 8,
    });
    // Monday 23 March is CET (+1), Monday 30 March CEST (+2) after the change on Sunday 29 March.
    expect(starts(q)).toEqual([
      '2026-03-23T08:00:00Z',
      '2026-03-23T08:30:00Z',
      '2026-03-23T09:00:00Z',
      '2026-03-30T07:00:00Z',
      '2026-03-30T07:30:00Z',
      '2026-03-30T08:00:00Z',
    ]);
  });

  it('on the spring-forward day a block across the gap is an hour shorter (New York, 8 March 2026)', () => {
    const availability = [{ weekday: 0, start: '00:00', end: '06:00' }];
    const ordinary = starts(base({ timeZone: 'America/New_York', availability, from: '2026-03-01' }));
    const change = starts(base({ timeZone: 'America/New_York', availability, from: '2026-03-08' }));
    expect(ordinary).toHaveLength(11); // 6 h of real time, 60-minute slots every 30 minutes
    expect(change).toHaveLength(9); // 5 h of real time
    expect(change[0]).toBe('2026-03-08T05:00:00Z'); // 00:00 EST
    expect(change).toContain('2026-03-08T06:30:00Z'); // 01:30 EST
    expect(change).toContain('2026-03-08T07:00:00Z'); // 03:00 EDT, right after the gap
    expect(change.at(-1)).toBe('2026-03-08T09:00:00Z'); // 05:00 EDT, ends at 06:00 EDT
    // A block that starts inside the gap starts when the gap ends.
    const inGap = starts(
      base({
        timeZone: 'America/New_York',
        availability: [{ weekday: 0, start: '02:00', end: '04:00' }],
        from: '2026-03-08',
      }),
    );
    expect(inGap).toEqual(['2026-03-08T07:00:00Z']);
  });

  it('on the fall-back day a block across the repeated hour is an hour longer (New York, 1 November 2026)', () => {
    const availability = [{ weekday: 0, start: '00:00', end: '06:00' }];
    const change = starts(base({ timeZone: 'America/New_York', availability, from: '2026-11-01' }));
    expect(change).toHaveLength(13); // 7 h of real time
    expect(change[0]).toBe('2026-11-01T04:00:00Z'); // 00:00 EDT
    expect(change.at(-1)).toBe('2026-11-01T10:00:00Z'); // 05:00 EST
    // A working-day block simply moves by an hour in UTC.
    const monday = starts(
      base({
        timeZone: 'America/New_York',
        availability: [{ weekday: 1, start: '09:00', end: '10:00' }],
        from: '2026-10-26',
        days: 8,
      }),
    );
    expect(monday).toEqual(['2026-10-26T13:00:00Z', '2026-11-02T14:00:00Z']);
  });

  it('leaves out existing appointments, the past and slots that would overrun the block', () => {
    const q = base({
      timeZone: 'Asia/Kolkata',
      availability: [
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 3, start: '14:00', end: '15:00' },
      ],
      from: '2026-06-03', // a Wednesday
      durationMinutes: 45,
      busy: [{ start: iso('2026-06-03T04:30:00Z'), end: iso('2026-06-03T05:15:00Z') }], // 10:00–10:45 IST
      now: iso('2026-06-03T03:40:00Z'), // 09:10 IST
    });
    expect(starts(q)).toEqual([
      // 09:00 is past; 09:30 ends 10:15 → overlaps; 10:00 and 10:30 overlap; 11:00 ends 11:45 ok
      '2026-06-03T05:30:00Z', // 11:00 IST
      '2026-06-03T08:30:00Z', // 14:00 IST (14:30 would end 15:15)
    ]);
    const slot = computeSlots(q)[0];
    expect(slot && slot.end - slot.start).toBe(45 * 60_000);
  });

  it('handles a block ending at midnight, several days and the slot step', () => {
    const q = base({
      availability: [{ weekday: 5, start: '23:00', end: '24:00' }],
      from: '2026-03-02',
      days: 14,
    });
    expect(starts({ ...q, durationMinutes: 30 })).toEqual([
      '2026-03-06T23:00:00Z',
      '2026-03-06T23:30:00Z',
      '2026-03-13T23:00:00Z',
      '2026-03-13T23:30:00Z',
    ]);
    expect(starts({ ...q, durationMinutes: 15 })).toHaveLength(8);
    expect(slotStepMinutes(10)).toBe(15);
    expect(slotStepMinutes(90)).toBe(30);
    expect(starts({ ...q, durationMinutes: 90 })).toEqual([]);
  });

  it('never returns overlapping-start duplicates and stays sorted', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weekday: fc.integer({ min: 0, max: 6 }),
            startMin: fc.integer({ min: 0, max: 22 * 60 }),
            len: fc.integer({ min: 15, max: 8 * 60 }),
          }),
          { maxLength: 6 },
        ),
        fc.constantFrom('Europe/Madrid', 'America/New_York', 'Australia/Sydney'),
        fc.integer({ min: 5, max: 240 }),
        (rules, tz, duration) => {
          const availability = rules.map((r) => {
            const end = Math.min(r.startMin + r.len, 1440);
            const f = (m: number) =>
              `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
            return { weekday: r.weekday, start: f(r.startMin), end: f(end) };
          });
          const slots = computeSlots(
            base({ timeZone: tz, availability, durationMinutes: duration, from: '2026-03-20', days: 14 }),
          );
          for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toBeGreaterThan(slots[i - 1]!.start);
          for (const s of slots) expect(s.end - s.start).toBe(duration * 60_000);
        },
      ),
      { numRuns: 200 },
    );
  });
});
