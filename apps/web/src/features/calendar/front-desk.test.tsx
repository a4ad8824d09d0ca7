import type { DeskVisitBillingState } from '@verdant/shared';
import type { CalendarAppointment } from '@verdant/shared/calendar';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { FrontDesk } from './front-desk.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const PROVIDER = { id: 'u-1', name: 'Maya Chen', type: 'dietitian' as const };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

function visit(
  id: string,
  patient: string,
  status: CalendarAppointment['status'],
  over: Partial<CalendarAppointment> = {},
) {
  // within today whatever the hour the test runs: the start is clamped to the reader's midnight
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const start = new Date(Math.max(hoursAgo(1).getTime(), midnight.getTime() + 60_000));
  return {
    id,
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    timeZone: 'UTC',
    status,
    type: 'in_person',
    serviceName: 'Follow-up visit',
    durationMinutes: 30,
    provider: PROVIDER,
    patient: { id: `p-${id}`, name: patient },
    location: null,
    videoUrl: null,
    notes: null,
    cancelReason: null,
    checkedInAt: null,
    canChange: true,
    ...over,
  } satisfies CalendarAppointment;
}

const state = (visitId: string, over: Partial<DeskVisitBillingState>): DeskVisitBillingState => ({
  visitId,
  patientId: `p-${visitId}`,
  invoice: null,
  notBillable: null,
  ...over,
});

function openDesk() {
  vi.stubGlobal(
    'fetch',
    fetchStub({
      'GET /api/v1/calendar': () =>
        json({
          items: [
            visit('a', 'Ana Package', 'completed'),
            visit('b', 'Ben Paid', 'completed'),
            visit('c', 'Cara Owing', 'completed'),
            visit('d', 'Dan Uninvoiced', 'scheduled', { checkedInAt: hoursAgo(1).toISOString() }),
            visit('e', 'Eva Waiting', 'scheduled'),
            visit('f', 'Finn Cancelled', 'cancelled'),
          ],
          providers: [{ ...PROVIDER, timeZone: 'UTC', availability: [], services: [] }],
        }),
      'GET /api/v1/front-desk/billing': () =>
        json({
          items: [
            state('a', { notBillable: 'package' }),
            state('b', {
              invoice: { id: 'i-b', number: 'INV-000007', status: 'paid', balanceMinor: 0, currency: 'USD' },
            }),
            state('c', {
              invoice: {
                id: 'i-c',
                number: 'INV-000008',
                status: 'sent',
                balanceMinor: 4000,
                currency: 'USD',
              },
            }),
            state('d', {}),
            state('e', { notBillable: 'notArrived' }),
          ],
        }),
    }),
  );
  render(
    <MemoryRouter>
      <FrontDesk />
    </MemoryRouter>,
  );
}

const row = async (patient: string) =>
  (await screen.findByRole('link', { name: patient })).closest('li') as HTMLElement;

describe("the front desk's day", () => {
  it('counts a completed visit as arrived, so a finished day does not read "0 of 0"', async () => {
    openDesk();
    // expected: three completed, one arrived, one waiting (the cancelled one is not expected)
    expect(await screen.findByText('4 of 5 expected patients have arrived')).toBeTruthy();
  });

  it('asks for money only where it is owed: not for a package session or a paid visit', async () => {
    openDesk();
    const pkg = await row('Ana Package');
    await within(pkg).findByText("Paid by the patient's session package");
    expect(within(pkg).queryByRole('button', { name: /Take payment/ })).toBeNull();
    expect(within(pkg).queryByRole('button', { name: /Issue invoice/ })).toBeNull();

    const paid = await row('Ben Paid');
    expect(within(paid).getByText('Paid · INV-000007')).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: /Take payment/ })).toBeNull();

    const owing = await row('Cara Owing');
    expect(within(owing).getByText('INV-000008 · $40.00 due')).toBeTruthy();
    expect(within(owing).getByRole('button', { name: 'Take payment from Cara Owing' })).toBeTruthy();
    // already invoiced: no second invoice
    expect(within(owing).queryByRole('button', { name: /Issue invoice/ })).toBeNull();

    const arrived = await row('Dan Uninvoiced');
    expect(within(arrived).getByRole('button', { name: 'Take payment from Dan Uninvoiced' })).toBeTruthy();
    expect(within(arrived).getByRole('button', { name: 'Issue invoice for Dan Uninvoiced' })).toBeTruthy();

    const waiting = await row('Eva Waiting');
    expect(within(waiting).queryByRole('button', { name: /Take payment/ })).toBeNull();
  });
});
