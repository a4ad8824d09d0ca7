import { QueryClientProvider } from '@tanstack/react-query';
import type { CareTeamView } from '@verdant/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { AccessLogPage } from './access-log-page.tsx';
import { DataSharingPage } from './data-sharing-page.tsx';
import { privacyApi } from './privacy-api.ts';

vi.mock('./privacy-api.ts', () => ({
  privacyApi: {
    careTeam: vi.fn(),
    consents: vi.fn(),
    overview: vi.fn(),
    recipients: vi.fn(),
    setVisibility: vi.fn(),
    log: vi.fn(),
    logCsvUrl: () => '/csv',
    logFhirUrl: () => '/fhir',
    fhirUrl: () => '/fhir',
  },
}));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const TEAM: CareTeamView = {
  current: [
    {
      patientId: 'p1',
      userId: 'u1',
      name: 'Maya Chen',
      kinds: ['dietitian'],
      organizationId: 'o1',
      organizationName: 'Verdant Demo Practice',
      since: '2026-01-01T00:00:00Z',
      until: null,
      categories: ['demographics', 'consultations', 'diet_plans'],
      kindCategories: ['demographics', 'consultations', 'diet_plans'],
      removalRequested: false,
    },
  ],
  former: [],
};

async function open(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

describe('privacy screens', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    vi.mocked(privacyApi.careTeam).mockResolvedValue(TEAM);
    vi.mocked(privacyApi.consents).mockResolvedValue({ items: [] });
    vi.mocked(privacyApi.overview).mockResolvedValue({
      records: [{ patientId: 'p1', practiceName: 'Verdant Demo Practice' }],
      categories: [],
      exports: [],
      requests: [],
      emergencyAccesses: [],
      pendingAccessRequests: 0,
    });
    vi.mocked(privacyApi.recipients).mockResolvedValue({ items: [] });
    vi.mocked(privacyApi.setVisibility).mockResolvedValue(TEAM);
  });

  it('withholds a category from a care-team member: sends exactly the categories left ticked', async () => {
    await open('/patient/data-sharing', <DataSharingPage />);
    const card = await screen.findByTestId('member-sharing');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card).getByLabelText('Consultations and notes'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });
    expect(privacyApi.setVisibility).toHaveBeenCalledWith({
      patientId: 'p1',
      userId: 'u1',
      categories: ['demographics', 'diet_plans'],
    });
    // only the member's kind's categories are offered
    expect(within(card).queryByLabelText('Lab results')).toBeNull();
  });

  it('the access log says who, what and why in words, and filters through the URL', async () => {
    vi.mocked(privacyApi.log).mockResolvedValue({
      items: [
        {
          id: 'e1',
          at: '2026-03-02T10:00:00Z',
          actor: {
            userId: 'u1',
            name: 'Maya Chen',
            roles: ['dietitian'],
            organizationName: 'Verdant Demo Practice',
          },
          kind: 'read',
          action: 'consultation.read',
          category: 'consultations',
          resourceType: 'consultation',
          reason: 'care_team',
        },
      ],
      people: [{ id: 'u1', name: 'Maya Chen' }],
      page: 1,
      pageSize: 25,
      total: 1,
      totalCapped: false,
      nextCursor: null,
    });
    await open('/patient/consent-audit-log', <AccessLogPage />);
    const row = await screen.findByTestId('log-entry');
    expect(row.textContent).toContain('Maya Chen');
    expect(row.textContent).toContain('Read: Consultations and notes');
    expect(row.textContent).toContain('Care team');
    // the log downloads as CSV and as FHIR AuditEvent entries
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/csv');
    expect(screen.getByRole('link', { name: 'Download FHIR (AuditEvent)' }).getAttribute('href')).toBe(
      '/fhir',
    );
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'labs' } });
    });
    expect(privacyApi.log).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: 'labs', page: 1 }),
      expect.anything(),
    );
  });
});
