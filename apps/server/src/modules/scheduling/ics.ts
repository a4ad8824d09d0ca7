import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * iCalendar (.ics, RFC 5545): the invitation attached to appointment e-mails, and the personal
 * calendar feed. Times are written in UTC (`DTSTART:20260309T130000Z`) so no VTIMEZONE is needed;
 * every calendar shows them in its own zone.
 *
 * An appointment keeps one UID for life (`<id>@verdant`). The first invitation is METHOD:REQUEST
 * with SEQUENCE 0 and the provider as organizer, the patient an accepted attendee (how booking
 * confirmations are usually sent: calendar clients offer to add the event). Each reschedule sends
 * the same UID with a higher SEQUENCE, which replaces the event; a cancellation sends METHOD:CANCEL
 * with STATUS:CANCELLED and a higher SEQUENCE again, which removes it.
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
  /** Raised by every change (RFC 5545 §3.8.7.4). */
  sequence?: number;
  /** CANCEL: the event is withdrawn. */
  method?: 'REQUEST' | 'CANCEL';
  /** Defaults to now; injectable for tests. */
  stamp?: Date;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';
export const ICS_CANCEL_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=CANCEL';

export function appointmentUid(appointmentId: string): string {
  return `${appointmentId}@verdant`;
}

export function buildAppointmentIcs(input: AppointmentIcsInput): string {
  const cancel = input.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Verdant', product: 'Verdant', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    name: 'Verdant',
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence ?? 0,
    start: input.start,
    end: input.end,
    stamp: input.stamp ?? new Date(),
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** One appointment of a personal feed. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  url?: string | null;
  cancelled: boolean;
}

/** A subscribed calendar (METHOD:PUBLISH): calendar apps poll the URL and replace what they show. */
export function buildFeedIcs(name: string, events: readonly FeedEvent[], stamp = new Date()): string {
  const calendar = ical({
    prodId: { company: 'Verdant', product: 'Verdant', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name,
    ttl: 15 * 60,
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      sequence: e.sequence,
      start: e.start,
      end: e.end,
      stamp,
      summary: e.summary,
      location: e.location ?? null,
      url: e.url ?? null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** `DTSTART` of an .ics text as an ISO instant, for checks (`20260309T130000Z` → `2026-03-09T13:00:00Z`). */
export function dtstartOf(ics: string): string | null {
  const m = /^DTSTART(?:;[^:\r\n]*)?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\r?$/m.exec(ics);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : null;
}
