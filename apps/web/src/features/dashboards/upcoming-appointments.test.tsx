import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { appointmentWhen, UpcomingAppointments } from './upcoming-appointments.tsx';

const item = (over: Record<string, unknown> = {}) => ({
  id: 'a1',
  start: '2030-03-04T14:00:00Z',
  end: '2030-03-04T14:30:00Z',
  timeZone: 'America/New_York',
  status: 'scheduled',
  serviceName: 'Follow-up consultation',
  durationMinutes: 30,
  provider: { name: 'Dr. Maya Chen, RDN', type: 'dietitian' },
  patient: { id: 'p1', name: 'Olivia Martins' },
  location: { inPerson: true, online: true, city: 'New York', country: 'United States' },
  ...over,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('appointmentWhen', () => {
  it("shows the day and time in the viewer's zone", () => {
    const a = item();
    expect(appointmentWhen(a, 'en-US', 'America/New_York')).toEqual({
      day: 'Mon, Mar 4',
      time: '9:00 AM – 9:30 AM EST',
    });
    const madrid = appointmentWhen(a, 'es-ES', 'Europe/Madrid');
    expect(madrid.day).toBe('lun, 4 mar');
    expect(madrid.time).toBe('15:00 – 15:30 CET');
  });
});

describe('UpcomingAppointments', () => {
  it("lists the provider's appointments with the patient, the service and the place", async () => {
    const stub = fetchStub({
      'GET /api/v1/me/appointments': () =>
        json({
          items: [
            item(),
            item({
              id: 'a2',
              patient: { id: 'p2', name: 'Noah Schmidt' },
              location: { inPerson: false, online: true, city: null, country: null },
            }),
          ],
        }),
    });
    vi.stubGlobal('fetch', stub);
    render(<UpcomingAppointments as="provider" title="Upcoming appointments" />);
    const rows = await screen.findAllByTestId('appointment');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Olivia Martins');
    expect(rows[0]!.textContent).toContain('Follow-up consultation');
    expect(rows[0]!.textContent).toContain('New York, United States or video call');
    expect(rows[1]!.textContent).toContain('Noah Schmidt');
    expect(rows[1]!.textContent).toContain('Video call');
    expect(screen.queryByTestId('appointments-empty')).toBeNull();
    expect(stub.calls[0]!.path).toBe('/api/v1/me/appointments');
  });

  it('names the provider in the patient view, in Spanish', async () => {
    await i18n.changeLanguage('es');
    vi.stubGlobal(
      'fetch',
      fetchStub({ 'GET /api/v1/me/appointments': () => json({ items: [item({ patient: null })] }) }),
    );
    render(<UpcomingAppointments as="patient" title="Próximas citas" />);
    const row = await screen.findByTestId('appointment');
    expect(screen.getByTestId('appointment-who').textContent).toBe('Dr. Maya Chen, RDN · Dietista');
    expect(row.textContent).toContain('New York, United States o videollamada');
  });

  it('shows the empty state only when there are none, and an error (not "none") when the read fails', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET /api/v1/me/appointments': () => json({ items: [] }) }));
    const view = render(<UpcomingAppointments as="patient" title="Upcoming appointments" />);
    expect((await screen.findByTestId('appointments-empty')).textContent).toBe('No upcoming appointments.');
    view.unmount();
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET /api/v1/me/appointments': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
      }),
    );
    render(<UpcomingAppointments as="patient" title="Upcoming appointments" />);
    expect(await screen.findByText('Your appointments could not be loaded.')).toBeTruthy();
    expect(screen.queryByTestId('appointments-empty')).toBeNull();
  });
});
