/**
 * Appointments and the calendar (reads, changes, reminders, the personal feed). Booking tells the
 * other side of its appointments through `announce`.
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { REMINDER_JOB, REMINDER_SWEEP_SECONDS, reminderJob } from './reminders.ts';

export { announce, loadRecords } from './record.ts';
/** For referrals: the visit booked from a referral is the calendar's own appointment. */
export { createAppointment } from './changes.ts';
export { appointmentRoutes } from './routes.ts';
/** For the appointments import (modules/data-admin): the practice's professionals by e-mail. */
export { practiceProfessionals } from './calendar.ts';
export { sendDueReminders } from './reminders.ts';

export const appointmentJobs: JobDefinitions = {
  handlers: { [REMINDER_JOB]: reminderJob },
  schedules: [{ kind: REMINDER_JOB, everySeconds: REMINDER_SWEEP_SECONDS }],
};
/** For the role workspaces (modules/workspace, ADR 0048). */
export { dueFollowUps, providerDay, providerVisitCounts } from './workspace.ts';
