import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { privacyApi } from './privacy-api.ts';
import { RecordAccessPage } from './record-access-page.tsx';

vi.mock('./privacy-api.ts', () => ({
  privacyApi: {
    askAccess: vi.fn(),
    sentRequests: vi.fn(),
    sharedWithMe: vi.fn(),
    breakGlass: vi.fn(),
    emergencies: vi.fn(),
  },
}));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));
const auth = vi.hoisted(() => ({ roles: ['dietitian'] as string[] }));
vi.mock('../../lib/auth/index.ts', () => ({ useAuth: () => ({ roles: auth.roles }) }));

async function open() {
  const router = createMemoryRouter([{ path: '/record-access', element: <RecordAccessPage /> }], {
    initialEntries: ['/record-access'],
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

const request = (id: string, status: 'pending' | 'approved' | 'denied' | 'expired') => ({
  id,
  email: `${id}@example.test`,
  categories: ['labs' as const],
  purpose: 'treatment' as const,
  status,
  createdAt: '2026-11-01T10:00:00Z',
  expiresAt: '2026-11-15T10:00:00Z',
  grantedCategories: status === 'approved' ? ['labs' as const] : [],
});

describe('record access (the requesters’ side)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    auth.roles = ['dietitian'];
    vi.mocked(privacyApi.sentRequests).mockResolvedValue({
      items: [
        request('a', 'pending'),
        request('b', 'approved'),
        request('c', 'denied'),
        request('d', 'expired'),
      ],
    });
    vi.mocked(privacyApi.sharedWithMe).mockResolvedValue({
      items: [
        {
          patientId: 'p1',
          name: 'Emma Rodriguez',
          practiceName: 'Verdant Demo Practice',
          categories: ['labs'],
          purpose: 'treatment',
          since: '2026-11-01T10:00:00Z',
          end: null,
        },
      ],
    });
    vi.mocked(privacyApi.emergencies).mockResolvedValue({ items: [] });
    vi.mocked(privacyApi.askAccess).mockResolvedValue({ ok: true });
  });

  it('shows each request in the requester’s words: waiting, granted, declined, expired', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Your requests' });
    const rows = within(table).getAllByRole('row');
    const rowOf = (id: string) =>
      rows.find((r) => r.textContent?.includes(`${id}@example.test`))?.textContent;
    expect(rowOf('a')).toContain('Waiting for the patient');
    expect(rowOf('b')).toContain('Granted');
    expect(rowOf('c')).toContain('Declined');
    expect(rowOf('d')).toContain('Expired');
    expect((await screen.findAllByText('Emma Rodriguez')).length).toBeGreaterThan(0);
  });

  it('sends the request with the ticked categories, purpose and reason', async () => {
    await open();
    fireEvent.change(screen.getByLabelText("Patient's email address", { selector: 'input' }), {
      target: { value: 'emma@example.test' },
    });
    const ask = screen.getByRole('group', { name: 'What you need to see' });
    fireEvent.click(within(ask).getByLabelText('Lab results'));
    fireEvent.change(screen.getByLabelText('Why you need it'), {
      target: { value: 'Follow-up of her lipids' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    expect(privacyApi.askAccess).toHaveBeenCalledWith({
      email: 'emma@example.test',
      categories: ['labs'],
      purpose: 'treatment',
      reason: 'Follow-up of her lipids',
      end: null,
    });
  });

  it('offers break the glass to a practice professional only', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Emergency access' })).toBeTruthy();
    queryClient.clear();
    document.body.innerHTML = '';
    auth.roles = ['lab'];
    await open();
    await screen.findByRole('table', { name: 'Your requests' });
    expect(screen.queryByRole('heading', { name: 'Emergency access' })).toBeNull();
  });
});
