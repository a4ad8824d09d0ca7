/** For tests: an iCalendar text read back with ical.js, as a calendar app would. */
import ICAL from 'ical.js';

export function readIcs(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const event = root.getFirstSubcomponent('vevent')!;
  return {
    method: root.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}
