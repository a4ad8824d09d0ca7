import type {
  AppointmentCancelInput,
  AppointmentCreateInput,
  AppointmentUpdateInput,
  BookableProvider,
  Calendar,
  CalendarAppointment,
  CalendarFeed,
  CalendarSettings,
  CalendarView,
  FeedDetail,
  PatientAppointments,
} from '@verdant/shared/calendar';
import type { SlotsResult } from '@verdant/shared/public-site';
import { api } from '../../lib/api/client.ts';

/** Calls of the calendar API (`@verdant/shared/calendar` is the contract). */
const enc = encodeURIComponent;

export const calendarApi = {
  range: (
    q: { as: CalendarView; from: string; to: string; providerId?: string | null },
    signal?: AbortSignal,
  ) => api<Calendar>('/api/v1/calendar', { query: { ...q, providerId: q.providerId ?? undefined }, signal }),
  one: (id: string, signal?: AbortSignal) =>
    api<CalendarAppointment>(`/api/v1/appointments/${enc(id)}`, { signal }),
  create: (input: AppointmentCreateInput) =>
    api<CalendarAppointment>('/api/v1/appointments', {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  update: (id: string, input: AppointmentUpdateInput) =>
    api<CalendarAppointment>(`/api/v1/appointments/${enc(id)}`, { method: 'PATCH', body: input }),
  /** The patient has arrived (true), or not after all (false). */
  checkIn: (id: string, arrived: boolean) =>
    api<CalendarAppointment>(`/api/v1/appointments/${enc(id)}/check-in`, {
      method: arrived ? 'POST' : 'DELETE',
    }),
  /** The front desk sends the visit's reminder now. */
  remind: (id: string) =>
    api<CalendarAppointment>(`/api/v1/appointments/${enc(id)}/remind`, { method: 'POST' }),
  cancel: (id: string, input: AppointmentCancelInput) =>
    api<CalendarAppointment>(`/api/v1/appointments/${enc(id)}/cancel`, { method: 'POST', body: input }),
  careTeam: (signal?: AbortSignal) =>
    api<{ items: BookableProvider[] }>('/api/v1/calendar/care-team', { signal }),
  /** Open times of a care-team professional: for a service, or for a visit of `durationMinutes`. */
  slots: (
    providerId: string,
    q: { serviceId?: string; durationMinutes?: number; from: string },
    signal?: AbortSignal,
  ) =>
    api<SlotsResult>(`/api/v1/calendar/providers/${enc(providerId)}/slots`, {
      query: { ...q, days: 7 },
      signal,
    }),
  settings: (signal?: AbortSignal) => api<CalendarSettings>('/api/v1/calendar/settings', { signal }),
  saveSettings: (input: CalendarSettings) =>
    api<CalendarSettings>('/api/v1/calendar/settings', { method: 'PUT', body: input }),
  feed: (signal?: AbortSignal) => api<CalendarFeed>('/api/v1/calendar/feed', { signal }),
  saveFeed: (detail: FeedDetail) =>
    api<CalendarFeed>('/api/v1/calendar/feed', { method: 'PUT', body: { detail } }),
  regenerateFeed: () => api<CalendarFeed>('/api/v1/calendar/feed/regenerate', { method: 'POST' }),
  revokeFeed: () => api<CalendarFeed>('/api/v1/calendar/feed', { method: 'DELETE' }),
  ofPatient: (patientId: string, signal?: AbortSignal) =>
    api<PatientAppointments>(`/api/v1/patients/${enc(patientId)}/appointments`, { signal }),
};
