import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../lib/toast/toast-store.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import DemoPage from './demo-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clear();
});

function tomorrow(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

describe('DemoPage', () => {
  it('has the four sections: personal, organization, usage, scheduling', () => {
    render(<DemoPage />, { wrapper: MemoryRouter });
    for (const name of ['Personal information', 'Organization', 'Platform usage', 'Scheduling preferences']) {
      expect(screen.getByRole('group', { name: new RegExp(name) })).toBeTruthy();
    }
  });

  it('shows translated errors, then submits with an idempotency key and toasts', async () => {
    const stub = fetchStub({ 'POST /api/v1/demo-requests': () => json({ id: 'd1' }, 201) });
    vi.stubGlobal('fetch', stub);
    const user = userEvent.setup();
    render(<DemoPage />, { wrapper: MemoryRouter });

    await user.click(screen.getByTestId('demo-submit'));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Organization name is required')).toBeTruthy();
    expect(screen.getAllByText('Choose at least one').length).toBe(2);
    expect(stub.calls.length).toBe(0);

    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'García');
    await user.type(screen.getByLabelText('Work e-mail'), 'ana@example.org');
    await user.type(screen.getByLabelText('Organization name'), 'Clínica Sol');
    await user.selectOptions(screen.getByLabelText('Type of organization'), 'dietitian_practice');
    await user.selectOptions(screen.getByLabelText('Team size'), '2-10');
    await user.type(screen.getByLabelText('Country'), 'Spain');
    await user.click(screen.getByLabelText('Dietitians'));
    await user.selectOptions(screen.getByLabelText('Patients per month'), '50-200');
    await user.click(screen.getByLabelText('Diet plans'));
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: tomorrow() } });
    await user.click(screen.getByTestId('demo-submit'));

    expect(await screen.findByTestId('demo-success')).toBeTruthy();
    expect(stub.calls.length).toBe(1);
    const call = stub.calls[0];
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    const body = JSON.parse(String(call?.init?.body));
    expect(body.personal.firstName).toBe('Ana');
    expect(body.usage.interests).toEqual(['diet_plans']);
    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Demo Request Submitted',
        description: "Thank you! We'll contact you within 24 hours.",
      }),
    );
  }, 30_000);

  it('shows the server field errors', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'POST /api/v1/demo-requests': () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'invalid',
                details: { fields: { 'organization.website': 'urlInvalid' } },
              },
            },
            400,
          ),
      }),
    );
    const user = userEvent.setup();
    render(<DemoPage />, { wrapper: MemoryRouter });
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'García');
    await user.type(screen.getByLabelText('Work e-mail'), 'ana@example.org');
    await user.type(screen.getByLabelText('Organization name'), 'Clínica Sol');
    await user.selectOptions(screen.getByLabelText('Type of organization'), 'other');
    await user.selectOptions(screen.getByLabelText('Team size'), '1');
    await user.type(screen.getByLabelText('Country'), 'Spain');
    await user.click(screen.getByLabelText('Others'));
    await user.selectOptions(screen.getByLabelText('Patients per month'), '<50');
    await user.click(screen.getByLabelText('Billing'));
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: tomorrow() } });
    await user.click(screen.getByTestId('demo-submit'));
    expect(await screen.findByText('Invalid web address')).toBeTruthy();
  }, 30_000);
});
