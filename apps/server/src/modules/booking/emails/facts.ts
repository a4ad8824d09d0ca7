/** What every booking e-mail says about the appointment, already formatted in the recipient's language. */
export interface BookingFacts {
  /** The recipient's first name. */
  name: string;
  providerName: string;
  serviceName: string;
  when: string;
  /** `Online`, or the city and country (with "(or online)" when both are offered). */
  location: string;
  code: string;
  bookingUrl: string;
  confirmUrl: string;
  cancelUrl: string;
}

/** A message's subject and text. */
export interface MessageText {
  subject: string;
  text: string;
}

/** The location line in Spanish: "Online" is the one word the location carries in English. */
export function locationEs(location: string): string {
  return location === 'Online' ? 'En línea' : location;
}
