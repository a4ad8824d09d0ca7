import { QueryClientProvider } from '@tanstack/react-query';
import type { Referral } from '@verdant/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { ReferralPage, ReferralsPage } from './referral-pages.tsx';
import { referralsApi } from './referrals-api.ts';

vi.mock('./referrals-api.ts', () => ({
  referralsApi: {
    list: vi.fn(),
    get: vi.fn(),
    accept: vi.fn(),
    send: vi.fn(),
    cancel: vi.fn(),
    decline: vi.fn(),
    complete: vi.fn(),
    fhirUrl: () => '/fhir',
  },
}));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const REFERRAL: Referral = {
  id: 'r1',
  direction: 'incoming',
  status: 'sent',
  urgency: 'soon',
  recipientKind: 'dietitian',
  reason: 'Raised fasting glucose',
  question: 'A plan?',
  categories: ['labs'],
  patient: { name: 'Emma Rodriguez', dateOfBirth: '1993-04-12', recordId: null },
  sender: {
    userId: 'u1',
    name: 'Dr. Daniel Weiss',
    organizationId: 'o1',
    organizationName: 'Verdant Demo Practice',
  },
  recipient: {
    userId: 'u2',
    name: 'Dr. Maya Chen',
    organizationId: 'o1',
    organizationName: 'Verdant Demo Practice',
  },
  share: { state: 'pending', grantedCategories: [] },
  infoRequested: false,
  declineReason: null,
  closingReport: null,
  appointment: null,
  overdue: true,
  sentAt: '2026-11-18T10:00:00Z',
  createdAt: '2026-11-18T10:00:00Z',
  updatedAt: '2026-11-18T10:00:00Z',
  events: [
    { kind: 'created', actorName: 'Dr. Daniel Weiss', note: null, at: '2026-11-18T10:00:00Z' },
    { kind: 'sent', actorName: 'Dr. Daniel Weiss', note: null, at: '2026-11-18T10:00:01Z' },
  ],
};

async function open(path: string, pattern: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('referral screens', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    const { events: _e, closingReport: _c, ...summary } = REFERRAL;
    vi.mocked(referralsApi.list).mockResolvedValue({
      items: [summary],
      total: 1,
      page: 1,
      pageSize: 25,
      overdue: 1,
    });
    vi.mocked(referralsApi.get).mockResolvedValue(REFERRAL);
  });

  it('lists the inbox with the overdue flag, and the filters go to the server through the URL', async () => {
    const router = await open('/dietitian/referrals', '/dietitian/referrals', <ReferralsPage />);
    expect(await screen.findByRole('link', { name: 'Emma Rodriguez' })).toBeTruthy();
    expect(screen.getAllByText('Overdue: no answer in 7 days').length).toBeGreaterThan(0);
    expect(vi.mocked(referralsApi.list).mock.calls[0]![0]).toEqual({ box: 'inbox', page: 1 });
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Overdue only (1)'));
    });
    expect(router.state.location.search).toBe('?overdue=true');
    expect(vi.mocked(referralsApi.list).mock.calls.at(-1)![0]).toEqual({
      box: 'inbox',
      page: 1,
      overdue: 'true',
    });
  });

  it("offers the recipient accept, decline and a question on a sent referral, never the sender's actions", async () => {
    vi.mocked(referralsApi.accept).mockResolvedValue({ ...REFERRAL, status: 'accepted' });
    await open('/dietitian/referrals/r1', '/dietitian/referrals/:id', <ReferralPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral: Emma Rodriguez' })).toBeTruthy();
    expect(screen.getByText("Waiting for the patient's approval: nothing is shared yet.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the referral' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for more information' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(referralsApi.accept).toHaveBeenCalledWith('r1');
  });

  it('shows the sender a draft to send or cancel', async () => {
    vi.mocked(referralsApi.get).mockResolvedValue({
      ...REFERRAL,
      direction: 'outgoing',
      status: 'draft',
      sentAt: null,
    });
    await open('/medical/referrals/r1', '/medical/referrals/:id', <ReferralPage />);
    expect(await screen.findByRole('button', { name: 'Send referral' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the referral' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
