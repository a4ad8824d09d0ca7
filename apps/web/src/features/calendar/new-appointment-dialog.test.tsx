import type { CalendarProvider } from '@verdant/shared/calendar';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { NewAppointmentDialog } from './new-appointment-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const service = (id: string, name: string, mode: CalendarProvider['services'][number]['mode']) => ({
  id,
  name,
  durationMinutes: 30,
  priceMinor: 5000,
  currency: 'USD',
  mode,
});

const PROVIDER: CalendarProvider = {
  id: 'u-1',
  name: 'Dr. Ana Ruiz',
  type: 'medical',
  timeZone: 'UTC',
  availability: [],
  services: [
    service('s-video', 'Telehealth consultation', 'video'),
    service('s-any', 'Follow-up', null),
    service('s-phone', 'Results call', 'phone'),
  ],
};

function open() {
  vi.stubGlobal('fetch', fetchStub({ 'GET /api/v1/patients': () => json({ items: [], total: 0 }) }));
  render(
    <MemoryRouter>
      <NewAppointmentDialog open at={null} providers={[PROVIDER]} fixedProviderId="u-1" onClose={() => {}} />
    </MemoryRouter>,
  );
}

const visitType = () => screen.getByLabelText('How') as HTMLSelectElement;
const chooseService = (id: string) =>
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: id } });

describe('a new visit in the calendar (decision 0072)', () => {
  it('takes the type of a service given one way, and keeps the chosen type for a service given as the professional chooses', async () => {
    open();
    // The first service, a telehealth consultation by video, is chosen when the dialog opens.
    expect((await screen.findByLabelText('Service')) as HTMLSelectElement).toHaveProperty('value', 's-video');
    expect(visitType().value).toBe('video');
    expect(screen.getByLabelText('Video call link')).toBeTruthy();

    chooseService('s-phone');
    expect(visitType().value).toBe('phone');

    // "As the professional chooses": the type stays what it was, and can be changed.
    chooseService('s-any');
    expect(visitType().value).toBe('phone');
    fireEvent.change(visitType(), { target: { value: 'in_person' } });
    expect(visitType().value).toBe('in_person');
  });
});
