import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { ClientPackagesTab } from './client-packages.tsx';

const pkg = (over: Record<string, unknown> = {}) => ({
  id: 'k1',
  name: '5 personal training sessions',
  patient: { id: 'p1', firstName: 'Chloé', lastName: 'Dubois' },
  provider: { userId: 'u1', name: 'Lena Park' },
  sessions: 5,
  used: 3,
  booked: 1,
  remaining: 1,
  low: true,
  status: 'active',
  invoice: { id: 'i1', number: 'INV-000042', status: 'paid' },
  uses: [
    { appointmentId: 'a1', startsAt: '2026-11-02T10:00:00Z', status: 'completed' },
    { appointmentId: 'a2', startsAt: '2026-11-09T10:00:00Z', status: 'no-show' },
    { appointmentId: 'a3', startsAt: '2026-11-16T10:00:00Z', status: 'completed' },
    { appointmentId: 'a4', startsAt: '2099-01-05T10:00:00Z', status: 'scheduled' },
  ],
  createdAt: '2026-11-01T09:00:00Z',
  ...over,
});

const billable = {
  currency: 'USD',
  defaultTaxRateBasisPoints: 0,
  services: [],
  appointments: [],
  consultations: [],
  trainers: [],
};

afterEach(() => vi.unstubAllGlobals());

function show(sell: () => Response = () => json(pkg({ id: 'k2', low: false }), 201)) {
  const fetch = fetchStub({
    'GET /api/v1/session-packages': () => json({ items: [pkg()] }),
    'GET /api/v1/invoices/billable': () => json(billable),
    'POST /api/v1/patients/p1/session-packages': sell,
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <ClientPackagesTab patientId="p1" />
    </MemoryRouter>,
  );
  return fetch;
}

describe("the client's session packages (the trainer's client view)", () => {
  it('shows the credits left, flags a package running low, and lists the sessions that used it', async () => {
    show();
    const card = await screen.findByTestId('package');
    expect(card.textContent).toContain('3 used · 1 booked · 1 left of 5');
    expect(within(card).getByTestId('package-low').textContent).toBe('Running low: 1 session left');
    const uses = within(card).getByTestId('package-uses');
    expect(
      within(uses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Nov 2, 2026Attended',
      'Nov 9, 2026Missed (credit used)',
      'Nov 16, 2026Attended',
      'Jan 5, 2099Booked',
    ]);
  });

  it('sells a package: the name follows the count, the price goes in minor units, the invoice is sent', async () => {
    const fetch = show();
    const sessions = await screen.findByLabelText('Sessions');
    await userEvent.clear(sessions);
    await userEvent.type(sessions, '8');
    expect((screen.getByLabelText('Name on the invoice') as HTMLInputElement).value).toBe(
      '8 personal training sessions',
    );
    await userEvent.type(screen.getByLabelText('Price (USD), before tax'), '400.50');
    expect(screen.getByText('$50.06 a session')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sell and send the invoice' }));
    const post = fetch.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      name: '8 personal training sessions',
      sessions: 8,
      priceMinor: 40050,
      taxRateBasisPoints: 0,
      send: true,
    });
  });

  it('refuses a missing price before asking, and says why the server refused', async () => {
    const fetch = show(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            details: { fields: { email: 'emailRequiredForInvoice' } },
          },
        },
        400,
      ),
    );
    const button = await screen.findByRole('button', { name: 'Sell and send the invoice' });
    await userEvent.click(button);
    expect(await screen.findByText('Enter a price of 0 or more')).toBeTruthy();
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText('Price (USD), before tax'), '300');
    await userEvent.click(button);
    expect(
      await screen.findByText('The patient needs an e-mail address to be sent the invoice'),
    ).toBeTruthy();
  });
});
