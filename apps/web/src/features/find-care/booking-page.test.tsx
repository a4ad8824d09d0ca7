import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/auth/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import BookingPage from './booking-page.tsx';

const provider = {
  id: 'p1',
  type: 'dietitian',
  displayName: 'Dr. Maya Chen',
  headline: 'Sports nutrition',
  specialties: ['Sports nutrition'],
  languages: ['en', 'es'],
  city: 'Madrid',
  country: 'Spain',
  online: true,
  inPerson: true,
  bio: '',
  timeZone: 'Europe/Madrid',
  services: [{ id: 's1', name: 'First visit', durationMinutes: 60, priceMinor: 6000, currency: 'EUR' }],
  availability: [],
};
const start = '2030-03-04T09:00:00.000Z';
const booking = {
  id: 'b1',
  confirmationCode: 'ABC123',
  providerId: 'p1',
  providerName: 'Dr. Maya Chen',
  providerType: 'dietitian',
  serviceName: 'First visit',
  start,
  end: '2030-03-04T10:00:00.000Z',
  timeZone: 'Europe/Madrid',
  status: 'scheduled',
};

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/book/:providerId" element={<BookingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillAndConfirm() {
  const user = userEvent.setup();
  await screen.findByText('Your details');
  await user.type(screen.getByLabelText('First name'), 'Emma');
  await user.type(screen.getByLabelText('Last name'), 'Rodriguez');
  await user.type(screen.getByLabelText('E-mail'), 'emma@example.org');
  await user.type(screen.getByLabelText('Phone'), '+34 600 000 000');
  await user.click(screen.getByTestId('confirm-booking'));
}

beforeEach(async () => {
  // Signed out: GET /api/v1/session answers 404, so the store settles on signed-out.
  vi.stubGlobal('fetch', fetchStub({}));
  await sessionStore.init();
});
afterEach(() => {
  sessionStore.dispose();
  vi.unstubAllGlobals();
});

describe('BookingPage', () => {
  it('books signed out and shows the confirmation', async () => {
    const stub = fetchStub({
      'GET /api/v1/providers/p1': () => json(provider),
      'POST /api/v1/bookings': () => json(booking, 201),
    });
    vi.stubGlobal('fetch', stub);
    renderAt(`/book/p1?serviceId=s1&start=${encodeURIComponent(start)}`);
    await fillAndConfirm();
    expect(await screen.findByTestId('booking-confirmation')).toBeTruthy();
    expect(screen.getByTestId('booking-code').textContent).toBe('ABC123');
    expect(screen.getByTestId('booking-email-note').textContent).toBe(
      'A confirmation e-mail with a calendar invitation was sent to emma@example.org.',
    );
    const post = stub.calls.find((c) => c.method === 'POST');
    const body = JSON.parse(String(post?.init?.body));
    expect(body).toMatchObject({ providerId: 'p1', serviceId: 's1', start, patient: { firstName: 'Emma' } });
    const headers = (post?.init?.headers ?? {}) as Record<string, string>;
    expect(headers['idempotency-key']).toBeTruthy();
  });

  it('says clearly when the slot was taken and offers another', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET /api/v1/providers/p1': () => json(provider),
        'POST /api/v1/bookings': () => json({ error: { code: 'SLOT_TAKEN', message: 'taken' } }, 409),
      }),
    );
    renderAt(`/book/p1?serviceId=s1&start=${encodeURIComponent(start)}`);
    await fillAndConfirm();
    expect((await screen.findByTestId('slot-taken')).textContent).toBe(
      'This time slot has just been taken. Please choose another.',
    );
    expect(screen.getByTestId('choose-another').getAttribute('href')).toBe(
      '/providers/dietitian/p1?serviceId=s1',
    );
  });

  it('says the time has passed (not that it was taken) when the server answers SLOT_IN_PAST, in English and Spanish', async () => {
    const { default: i18n } = await import('i18next');
    for (const [lang, text] of [
      ['en', 'This time has already passed. Please choose a time in the future.'],
      ['es', 'Esta hora ya ha pasado. Elige una hora futura.'],
    ] as const) {
      await i18n.changeLanguage(lang);
      vi.stubGlobal(
        'fetch',
        fetchStub({
          'GET /api/v1/providers/p1': () => json(provider),
          'POST /api/v1/bookings': () => json({ error: { code: 'SLOT_IN_PAST', message: 'past' } }, 400),
        }),
      );
      const view = renderAt(`/book/p1?serviceId=s1&start=${encodeURIComponent(start)}`);
      const user = userEvent.setup();
      await screen.findByTestId('confirm-booking');
      for (const input of screen.getAllByRole('textbox').slice(0, 4)) await user.type(input, 'x');
      await user.clear(screen.getAllByRole('textbox')[2]!);
      await user.type(screen.getAllByRole('textbox')[2]!, 'emma@example.org');
      await user.clear(screen.getAllByRole('textbox')[3]!);
      await user.type(screen.getAllByRole('textbox')[3]!, '+34 600 000 000');
      await user.click(screen.getByTestId('confirm-booking'));
      expect((await screen.findByTestId('slot-in-past')).textContent).toBe(text);
      expect(screen.queryByTestId('slot-taken')).toBeNull();
      expect(screen.getByTestId('choose-another')).toBeTruthy();
      view.unmount();
    }
    await i18n.changeLanguage('en');
  });

  it('shows the confirmation again from ?booking=&code= after a reload', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET /api/v1/bookings/b1': () => json(booking) }));
    renderAt('/book/p1?booking=b1&code=ABC123');
    expect(await screen.findByTestId('booking-confirmation')).toBeTruthy();
    expect(screen.getByTestId('booking-email-note').textContent).toBe(
      'A confirmation e-mail with a calendar invitation was sent.',
    );
  });
});
