/**
 * How a service is given: every booking of it takes this appointment type (decision 0072). A service
 * without one is given as the profile offers: in person where it does, else by video. Kept free of
 * zod so a public page can read it without the schemas (`/providers/{type}/{id}`'s budget).
 */
export const SERVICE_MODES = ['in_person', 'video', 'phone'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

/** The appointment type a booking of `service` takes at a profile offering `profile`. */
export function bookingModeOf(
  service: { mode?: ServiceMode | null },
  profile: { inPerson: boolean },
): ServiceMode {
  return service.mode ?? (profile.inPerson ? 'in_person' : 'video');
}
