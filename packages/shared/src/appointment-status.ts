/**
 * Appointment statuses: `scheduled`,
 * `completed`, `cancelled` and `no-show`, plus `pending` for a public booking not yet confirmed from
 * its e-mail (decision 0017). The former `confirmed` was migrated to `scheduled`.
 */
export const APPOINTMENT_STATUSES = ['pending', 'scheduled', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How long a public booking holds its slot while it waits for confirmation from its e-mail. */
export const BOOKING_HOLD_MINUTES = 30;
