import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { labsApi } from '../labs/labs-api.ts';
import { patientsApi } from '../patients/patients-api.ts';
import { privacyApi } from './privacy-api.ts';
import { SharedRecordPage } from './shared-record-page.tsx';

vi.mock('./privacy-api.ts', () => ({ privacyApi: { sharedWithMe: vi.fn() } }));
vi.mock('../patients/patients-api.ts', () => ({
  patientsApi: { get: vi.fn(), documents: vi.fn(), documentUrl: vi.fn(() => '/file') },
}));
vi.mock('../labs/labs-api.ts', () => ({ labsApi: { trends: vi.fn() } }));
const auth = vi.hoisted(() => ({ roles: ['lab'] as string[] }));
vi.mock('../../lib/auth/index.ts', () => ({ useAuth: () => ({ roles: auth.roles }) }));

async function open(id = 'p1') {
  const router = createMemoryRouter(
    [{ path: '/record-access/patients/:patientId', element: <SharedRecordPage /> }],
    { initialEntries: [`/record-access/patients/${id}`] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

const grant = (categories: string[]) => ({
  patientId: 'p1',
  name: 'Emma Rodriguez',
  practiceName: 'Verdant Demo Practice',
  categories: categories as never,
  purpose: 'treatment' as const,
  since: '2026-11-01T10:00:00Z',
  end: null,
});

describe('a shared record (laboratory, insurer)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    auth.roles = ['lab'];
    vi.mocked(patientsApi.get).mockResolvedValue({
      id: 'p1',
      firstName: 'Emma',
      lastName: 'Rodriguez',
      email: 'emma@example.test',
      phone: null,
      dateOfBirth: '1993-04-12',
      gender: 'female',
      address: null,
      city: 'Austin',
      country: 'US',
    } as never);
    vi.mocked(labsApi.trends).mockResolvedValue({
      items: [
        {
          loinc: '2345-7',
          name: 'Glucose',
          unit: 'mg/dL',
          points: [
            {
              orderId: 'o1',
              at: '2026-11-02T10:00:00Z',
              value: 131,
              unit: 'mg/dL',
              flag: 'high',
              referenceLow: 70,
              referenceHigh: 99,
            },
          ],
        },
      ],
    } as never);
  });

  it('shows the granted categories read through their routes, and every other one as not shared', async () => {
    vi.mocked(privacyApi.sharedWithMe).mockResolvedValue({ items: [grant(['demographics', 'labs'])] });
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Emma Rodriguez: what is shared with you' }),
    ).toBeTruthy();
    const demographics = screen.getByTestId('category-demographics');
    expect(await within(demographics).findByText('emma@example.test')).toBeTruthy();
    expect(within(demographics).getByText('Female')).toBeTruthy();
    const labs = screen.getByTestId('category-labs');
    expect(await within(labs).findByText('Blood sugar')).toBeTruthy();
    expect(within(labs).getByText('High')).toBeTruthy();
    for (const c of ['appointments', 'consultations', 'documents', 'billing', 'vitals']) {
      expect(within(screen.getByTestId(`category-${c}`)).getByText('Not shared with you.')).toBeTruthy();
    }
    // only the granted categories' routes are asked
    expect(patientsApi.documents).not.toHaveBeenCalled();
    expect(patientsApi.get).toHaveBeenCalledWith('p1', expect.anything());
  });

  it('asks nothing of a category not shared: lab results only', async () => {
    vi.mocked(privacyApi.sharedWithMe).mockResolvedValue({ items: [grant(['labs'])] });
    await open();
    expect(await within(await screen.findByTestId('category-labs')).findByText('Blood sugar')).toBeTruthy();
    expect(
      within(screen.getByTestId('category-demographics')).getByText('Not shared with you.'),
    ).toBeTruthy();
    expect(patientsApi.get).not.toHaveBeenCalled();
  });

  it('says so when the patient shares nothing (a revoked grant, another record)', async () => {
    vi.mocked(privacyApi.sharedWithMe).mockResolvedValue({ items: [grant(['labs'])] });
    await open('p2');
    expect(
      await screen.findByText('This patient shares nothing with your organization right now.'),
    ).toBeTruthy();
    expect(labsApi.trends).not.toHaveBeenCalled();
    expect(screen.queryByTestId('category-labs')).toBeNull();
  });

  it("points an insurer's billing grant to its claims queue", async () => {
    auth.roles = ['insurance'];
    vi.mocked(privacyApi.sharedWithMe).mockResolvedValue({ items: [grant(['demographics', 'billing'])] });
    await open();
    const billing = await screen.findByTestId('category-billing');
    expect(within(billing).getByRole('link', { name: 'Open the claims queue' }).getAttribute('href')).toBe(
      '/insurance-dashboard',
    );
    expect(within(screen.getByTestId('category-labs')).getByText('Not shared with you.')).toBeTruthy();
  });
});
