import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { DeskBillingDialog } from './desk-billing.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const VISIT = (over: Record<string, unknown> = {}) => ({
  visit: {
    id: 'v-1',
    patient: { id: 'p-1', name: 'Emma Rodriguez' },
    serviceName: 'Follow-up visit',
    priceMinor: 9000,
    currency: 'USD',
    start: '2026-11-28T10:00:00.000Z',
    status: 'scheduled',
    checkedIn: true,
  },
  invoice: null,
  notBillable: null,
  taxRateBasisPoints: 0,
  ...over,
});

const RECEIPT = {
  issued: true,
  invoice: {
    id: 'i-1',
    number: 'INV-000042',
    status: 'paid',
    currency: 'USD',
    totalMinor: 9000,
    balanceMinor: 0,
    patient: { id: 'p-1', firstName: 'Emma', lastName: 'Rodriguez' },
  },
  payment: {
    id: 'pay-1',
    kind: 'payment',
    amountMinor: 9000,
    method: 'card',
    paidOn: '2026-11-28',
    reference: 'POS 4411',
  },
};

function open(routes: Parameters<typeof fetchStub>[0], mode: 'pay' | 'issue' = 'pay') {
  const fetch = fetchStub(routes);
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <DeskBillingDialog visitId="v-1" mode={mode} onClose={() => {}} />
    </MemoryRouter>,
  );
  return fetch;
}

describe("the front desk's payment of a visit", () => {
  it('records the payment once (one Idempotency-Key per submission) and shows the receipt', async () => {
    const fetch = open({
      'GET /api/v1/front-desk/visits/v-1/billing': () => json(VISIT()),
      'POST /api/v1/front-desk/visits/v-1/payments': () => json(RECEIPT, 201),
    });
    const amount = await screen.findByLabelText(/^Amount \(USD\)/);
    // no invoice yet: the price (with the practice's tax) is what is due, and the desk is told it will be issued
    expect((amount as HTMLInputElement).value).toBe('90.00');
    expect(screen.getByText(/recording the payment issues it/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'POS 4411' } });
    const submit = screen.getByRole('button', { name: 'Record payment' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Payment recorded: the visit is paid in full.')).toBeTruthy();
    expect(screen.getByText('INV-000042')).toBeTruthy();
    expect(screen.getByText('POS 4411')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/v1/invoices/i-1/pdf?lang=en&download=1',
    );
    const posts = fetch.calls.filter((c) => c.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(
      posts.map((c) => ((c.init?.headers ?? {}) as Record<string, string>)['idempotency-key']),
    );
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/.{8,}/);
    expect(JSON.parse(posts[0]!.init!.body as string)).toEqual({
      invoiceId: null,
      amountMinor: 9000,
      method: 'card',
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'POS 4411',
    });
  });

  it("shows the server's refusal in Spanish on its field and records nothing", async () => {
    await i18n.changeLanguage('es');
    open({
      'GET /api/v1/front-desk/visits/v-1/billing': () =>
        json(
          VISIT({
            invoice: {
              id: 'i-1',
              number: 'INV-000042',
              status: 'sent',
              currency: 'USD',
              balanceMinor: 4000,
              totalMinor: 9000,
            },
          }),
        ),
      'POST /api/v1/front-desk/visits/v-1/payments': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              details: { fields: { amountMinor: 'amountTooLarge' } },
            },
          },
          400,
        ),
    });
    const amount = await screen.findByLabelText(/^Importe \(USD\)/);
    expect((amount as HTMLInputElement).value).toBe('40.00');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('El importe supera el saldo pendiente')).toBeTruthy();
    expect(screen.queryByText(/Pago registrado/)).toBeNull();
  });

  it('says why a visit cannot be invoiced yet, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const fetch = open(
      { 'GET /api/v1/front-desk/visits/v-1/billing': () => json(VISIT({ notBillable: 'notArrived' })) },
      'issue',
    );
    expect(await screen.findByText(/El paciente aún no ha llegado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir factura' })).toBeNull();
    await waitFor(() => expect(fetch.calls.every((c) => c.method === 'GET')).toBe(true));
  });
});
