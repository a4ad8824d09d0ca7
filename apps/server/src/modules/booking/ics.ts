import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * The iCalendar (.ics, RFC 5545) attached to both booking e-mails. Times are written in UTC
 * (`DTSTART:20260309T130000Z`) so no VTIMEZONE is needed; every calendar shows them in its own zone.
 * METHOD:REQUEST with the provider as organizer and the patient as an accepted attendee is how
 * booking confirmations are usually sent: calendar clients offer to add the event.
 */
export interface AppointmentIcsInput {
  /** Stable per appointment, so a later update or cancellation replaces the same event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string | null;
  url?: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** Defaults to now; injectable for tests. */
  stamp?: Date;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';

export function buildAppointmentIcs(input: AppointmentIcsInput): string {
  const calendar = ical({
    prodId: { company: 'Verdant', product: 'Verdant', language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
    name: 'Verdant',
  });
  calendar.createEvent({
    id: input.uid,
    start: input.start,
    end: input.end,
    stamp: input.stamp ?? new Date(),
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url ?? null,
    status: ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** `DTSTART` of an .ics text as an ISO instant, for checks (`20260309T130000Z` → `2026-03-09T13:00:00Z`). */
export function dtstartOf(ics: string): string | null {
  const m = /^DTSTART(?:;[^:\r\n]*)?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\r?$/m.exec(ics);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : null;
}
