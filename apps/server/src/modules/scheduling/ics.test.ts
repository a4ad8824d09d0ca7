import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildAppointmentIcs, buildFeedIcs, dtstartOf } from './ics.ts';
import { readIcs } from './test-fixtures.ts';

const input = {
  uid: 'a1b2c3@verdant',
  start: new Date('2026-03-09T13:00:00Z'),
  end: new Date('2026-03-09T13:45:00Z'),
  stamp: new Date('2026-03-01T10:00:00Z'),
  summary: 'Follow-up visit with Dr. Ana Ruiz',
  description:
    'Confirmation code: K7P2QX\nReschedule: reply to this e-mail; commas, semicolons; and backslashes \\ are escaped',
  location: 'Calle Mayor 1, Madrid',
  url: 'https://verdant.example/book/p1?booking=a1',
  organizer: { name: 'Ana Ruiz', email: 'ana@demo.verdant.health' },
  attendee: { name: 'Leo Park', email: 'leo@example.com' },
};

describe('appointment .ics', () => {
  const ics = buildAppointmentIcs(input);
  it('is a VCALENDAR with one confirmed VEVENT in UTC', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('VERSION:2.0');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('UID:a1b2c3@verdant');
    expect(ics).toContain('DTSTART:20260309T130000Z');
    expect(ics).toContain('DTEND:20260309T134500Z');
    expect(ics).toContain('DTSTAMP:20260301T100000Z');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
  it('names organizer and attendee and escapes text', () => {
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/ORGANIZER;CN="?Ana Ruiz"?:mailto:ana@demo\.verdant\.health/);
    expect(unfolded).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT=ACCEPTED[^\r\n]*:MAILTO:leo@example\.com/i);
    expect(unfolded).toContain('SUMMARY:Follow-up visit with Dr. Ana Ruiz');
    expect(unfolded).toContain('commas\\, semicolons\\; and backslashes \\\\ are escaped');
    expect(unfolded).toContain('Confirmation code: K7P2QX\\nReschedule');
  });
  it('folds long lines at 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
  it('reads DTSTART back', () => {
    expect(dtstartOf(ics)).toBe('2026-03-09T13:00:00Z');
    expect(dtstartOf('BEGIN:VEVENT\r\nEND:VEVENT')).toBeNull();
  });
});

describe('updates and cancellations keep the UID and raise SEQUENCE (read back with ical.js)', () => {
  const parse = readIcs;

  it('a reschedule is a REQUEST of the same UID with a higher SEQUENCE', () => {
    const moved = parse(
      buildAppointmentIcs({
        ...input,
        start: new Date('2026-03-10T09:00:00Z'),
        end: new Date('2026-03-10T09:45:00Z'),
        sequence: 1,
      }),
    );
    expect(parse(buildAppointmentIcs(input))).toMatchObject({ uid: 'a1b2c3@verdant', sequence: 0 });
    expect(moved).toEqual({
      method: 'REQUEST',
      uid: 'a1b2c3@verdant',
      sequence: 1,
      status: 'CONFIRMED',
      start: '2026-03-10T09:00:00.000Z',
    });
  });

  it('a cancellation is METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE', () => {
    expect(parse(buildAppointmentIcs({ ...input, method: 'CANCEL', sequence: 2 }))).toMatchObject({
      method: 'CANCEL',
      uid: 'a1b2c3@verdant',
      sequence: 2,
      status: 'CANCELLED',
    });
  });

  it('a feed is a PUBLISH calendar of every event', () => {
    const feed = buildFeedIcs('Verdant', [
      {
        uid: 'a@verdant',
        sequence: 0,
        start: input.start,
        end: input.end,
        summary: 'Appointment',
        cancelled: false,
      },
      {
        uid: 'b@verdant',
        sequence: 3,
        start: input.start,
        end: input.end,
        summary: 'Appointment',
        cancelled: true,
      },
    ]);
    const root = new ICAL.Component(ICAL.parse(feed));
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = root.getAllSubcomponents('vevent');
    expect(events.map((e) => [e.getFirstPropertyValue('uid'), e.getFirstPropertyValue('status')])).toEqual([
      ['a@verdant', 'CONFIRMED'],
      ['b@verdant', 'CANCELLED'],
    ]);
  });
});
