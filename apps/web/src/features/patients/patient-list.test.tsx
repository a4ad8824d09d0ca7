import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { PatientList } from './patient-list-page.tsx';
import { patientsApi } from './patients-api.ts';

vi.mock('./patients-api.ts', () => ({ patientsApi: { list: vi.fn(), exportCsv: vi.fn() } }));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const list = vi.mocked(patientsApi.list);
const row = (i: number) => ({
  id: `p${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: null,
  phone: null,
  dateOfBirth: null,
  gender: null,
  city: null,
  status: 'active' as const,
  platformAccess: 'none' as const,
  lastVisitAt: null,
  createdAt: '2026-01-01T00:00:00Z',
});

async function open(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/patients',
        element: <PatientList title="Patients" detailBase="/patients" canImport={false} />,
      },
    ],
    { initialEntries: [url] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('patient list state in the URL', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    list.mockImplementation(async (q) => ({
      items: [row(((q.page ?? 1) - 1) * 25 + 1)],
      total: 60,
      totalCapped: false,
      page: q.page ?? 1,
      pageSize: 25,
      nextCursor: (q.page ?? 1) < 3 ? String((q.page ?? 1) + 1) : null,
    }));
  });

  it('reads filter, search, sort and page from the URL, and the next page writes it back', async () => {
    const router = await open('/patients?status=inactive&q=rodrigez&page=2');
    expect(list).toHaveBeenLastCalledWith(
      { status: 'inactive', q: 'rodrigez', sort: 'relevance', page: 2, pageSize: 25 },
      expect.anything(),
    );
    expect(await screen.findByText('Last26, First26')).toBeTruthy();
    // numbered pages: the current one marked, each a link keeping the rest of the query
    const pages = screen.getByRole('navigation', { name: 'Pages of the patient list' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/patients?status=inactive&q=rodrigez',
    );
    await act(async () => {
      fireEvent.click(within(pages).getByRole('link', { name: /Next/ }));
    });
    expect(router.state.location.search).toContain('page=3');
    expect(router.state.location.search).toContain('status=inactive');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }), expect.anything());
    expect(await screen.findByText('Last51, First51')).toBeTruthy();
    const again = screen.getByRole('navigation', { name: 'Pages of the patient list' });
    await act(async () => {
      fireEvent.click(within(again).getByRole('link', { name: 'Page 1' }));
    });
    expect(router.state.location.search).toBe('?status=inactive&q=rodrigez');
  });

  it('a new filter starts again at page 1', async () => {
    const router = await open('/patients?page=3');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Active'));
    });
    expect(router.state.location.search).toBe('?status=active');
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'active', page: 1 }),
      expect.anything(),
    );
  });

  it('says "more than" when the server stopped counting, and pages on while there is a next page', async () => {
    list.mockImplementation(async (q) => ({
      items: [row(((q.page ?? 1) - 1) * 25 + 1)],
      total: 10_000,
      totalCapped: true,
      page: q.page ?? 1,
      pageSize: 25,
      nextCursor: String((q.page ?? 1) + 1),
    }));
    await open('/patients?page=400');
    expect(await screen.findByText('10,000+ patients')).toBeTruthy();
    expect(screen.getByText(/of 10,000\+ · page 400 of 400\+/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/patients?page=401');
  });
});
