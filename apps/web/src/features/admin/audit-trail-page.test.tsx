import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { patientsApi } from '../patients/patients-api.ts';
import { adminApi } from './admin-api.ts';
import AuditTrailPage from './audit-trail-page.tsx';

vi.mock('../patients/patients-api.ts', () => ({
  patientsApi: { audit: vi.fn(), exportAudit: vi.fn(), list: vi.fn() },
}));
vi.mock('./admin-api.ts', () => ({ adminApi: { users: vi.fn() } }));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const audit = vi.mocked(patientsApi.audit);
const event = {
  resourceType: 'patient',
  resourceId: null,
  ip: '203.0.113.9',
  at: '2026-03-01T10:00:00Z',
};

async function open(url: string) {
  const router = createMemoryRouter([{ path: '/admin/audit-trails', element: <AuditTrailPage /> }], {
    initialEntries: [url],
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

describe('the audit trail', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    audit.mockImplementation(async (q) => ({
      items: [
        {
          ...event,
          id: 'e1',
          action: 'patient.list',
          actor: { id: 'u1', name: 'Maya Chen', email: 'maya@x.test' },
          patient: null,
          patientCount: 25,
        },
        {
          ...event,
          id: 'e2',
          action: 'patient.read',
          actor: { id: 'u1', name: 'Maya Chen', email: 'maya@x.test' },
          patient: { id: 'p1', name: 'Emma Rodriguez' },
          patientCount: 0,
        },
      ],
      page: q.page ?? 1,
      pageSize: 50,
      total: 120,
      totalCapped: false,
      nextCursor: (q.page ?? 1) < 3 ? String((q.page ?? 1) + 1) : null,
      filter: {
        user: q.userId === 'u1' ? { id: 'u1', name: 'Maya Chen' } : null,
        patient: q.patientId === 'p1' ? { id: 'p1', name: 'Emma Rodriguez' } : null,
      },
    }));
    vi.mocked(adminApi.users).mockResolvedValue({
      items: [{ id: 'u1', name: 'Maya Chen', email: 'maya@x.test' }],
      nextCursor: null,
    } as never);
  });

  it('names actions in words, shows a list read as one event of many patients, pages in the URL', async () => {
    await open('/admin/audit-trails');
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]!.textContent).toContain('Patient list viewed');
    expect(rows[0]!.textContent).toContain('25 patients (list)');
    expect(rows[1]!.textContent).toContain('Record viewed');
    expect(rows[1]!.textContent).toContain('Emma Rodriguez');
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit trail' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/admin/audit-trails?page=3',
    );
  });

  it('shows the names behind the ids in the URL, and applies the action chosen by its name', async () => {
    const router = await open('/admin/audit-trails?userId=u1&patientId=p1&page=2');
    expect(audit).toHaveBeenLastCalledWith(
      { userId: 'u1', patientId: 'p1', page: 2, pageSize: 50 },
      expect.anything(),
    );
    const filters = screen.getByRole('search', { name: 'Filter the audit trail' });
    expect(await within(filters).findByDisplayValue('Maya Chen')).toBeTruthy();
    expect(within(filters).getByRole('combobox', { name: 'Patient' })).toHaveProperty(
      'value',
      'Emma Rodriguez',
    );
    const action = within(filters).getByLabelText('Action');
    expect(within(action).getByRole('option', { name: 'Document opened or downloaded' })).toBeTruthy();
    fireEvent.change(action, { target: { value: 'patient.document.download' } });
    await act(async () => {
      fireEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      userId: 'u1',
      patientId: 'p1',
      action: 'patient.document.download',
    });
    await act(async () => {
      fireEvent.click(within(filters).getByRole('button', { name: 'Reset' }));
    });
    expect(router.state.location.search).toBe('');
  });

  it('filters by a name chosen in the table', async () => {
    const router = await open('/admin/audit-trails');
    const rows = await screen.findAllByTestId('audit-row');
    await act(async () => {
      fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Emma Rodriguez' }));
    });
    expect(router.state.location.search).toBe('?patientId=p1');
  });
});
