import type { AppointmentView, MyAppointments } from '@verdant/shared/appointments';
import { api } from '../../lib/api/client.ts';

/** `GET /api/v1/me/appointments`: the signed-in user's upcoming appointments in one view. */
export function upcomingAppointments(as: AppointmentView, signal?: AbortSignal): Promise<MyAppointments> {
  return api<MyAppointments>('/api/v1/me/appointments', {
    query: { as, upcoming: true, limit: 10 },
    signal,
  });
}
