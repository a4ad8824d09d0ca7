import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { OutcomeFigures, PracticeFigures } from '@verdant/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { analyticsApi } from './analytics-api.ts';
import AnalyticsPage from './analytics-page.tsx';

vi.mock('./analytics-api.ts', () => ({
  analyticsApi: {
    practice: vi.fn(),
    outcomes: vi.fn(),
    list: vi.fn(),
    options: vi.fn(),
    settings: vi.fn(),
    setSettings: vi.fn(),
  },
}));
// the charts are drawn by the SVG chart kit in the browser; here the tables beside them carry the figures
vi.mock('./analytics-charts.tsx', () => ({ default: () => null }));

const counts = { booked: 10, completed: 7, cancelled: 1, noShow: 2, scheduled: 0 };
const figures: PracticeFigures = {
  period: { from: '2026-04-01', to: '2026-06-30' },
  previous: { from: '2025-12-31', to: '2026-03-31' },
  asOf: '2026-10-15T12:00:00Z',
  scope: 'practice',
  shared: false,
  revenueByMonth: [{ month: '2026-06', currency: 'USD', invoicedMinor: 17000, collectedMinor: 3000 }],
  revenue: {
    current: [{ currency: 'USD', invoicedMinor: 35000, collectedMinor: 13000 }],
    previous: [{ currency: 'USD', invoicedMinor: 7000, collectedMinor: 7000 }],
  },
  receivables: [{ currency: 'USD', bucket: '61-90', amountMinor: 12000, count: 1 }],
  appointments: {
    current: counts,
    previous: { ...counts, booked: 1, completed: 1, cancelled: 0, noShow: 0 },
  },
  appointmentsByMonth: [{ month: '2026-06', ...counts }],
  patients: { current: { new: 4, returning: 1 }, previous: { new: 1, returning: 0 } },
  retention: { months3: { cohort: 4, retained: 1 }, months6: { cohort: 2, retained: 2 } },
  hours: [{ hour: 9, count: 5 }],
  professionals: [],
};
const outcomes: OutcomeFigures = {
  period: figures.period,
  asOf: figures.asOf,
  scope: 'practice',
  metrics: [
    {
      metric: 'weight',
      unit: 'kg',
      patients: 2,
      meanFirst: 90,
      meanLatest: 88,
      meanChange: -2,
      decreased: 1,
    },
  ],
  goals: { assessed: 2, reached: 1 },
  adherence: { patients: 2, meanPercent: 70, onTrack: 1 },
};

async function open(url: string) {
  const router = createMemoryRouter([{ path: '/dietitian/analytics', element: <AnalyticsPage /> }], {
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

describe('practice analytics', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    vi.mocked(analyticsApi.practice).mockResolvedValue(figures);
    vi.mocked(analyticsApi.outcomes).mockResolvedValue(outcomes);
    vi.mocked(analyticsApi.options).mockResolvedValue({ professionals: [], services: [], patientGroups: [] });
    vi.mocked(analyticsApi.settings).mockResolvedValue({
      shareWithProfessionals: false,
      monthlyEmail: false,
      canChange: true,
    });
    vi.mocked(analyticsApi.list).mockResolvedValue({
      items: [
        {
          kind: 'appointment',
          id: 'a1',
          patient: { id: 'p4', firstName: 'Lucía', lastName: 'Gómez' },
          date: '2026-04-20T09:00:00Z',
          label: 'Consultation',
          status: 'no-show',
          professional: 'Dr. Maya Chen',
          amountMinor: 10000,
          currency: 'USD',
          first: null,
          latest: null,
        },
      ],
      page: 1,
      pageSize: 25,
      total: 1,
      totalCapped: false,
      nextCursor: null,
      hidden: 1,
    });
  });

  it('shows each figure with the previous period, its table, and outcomes', async () => {
    await open('/dietitian/analytics?from=2026-04-01&to=2026-06-30');
    const kpis = await screen.findAllByTestId('kpi');
    const noShow = kpis.find((k) => k.textContent?.includes('No-show rate'))!;
    expect(noShow.textContent).toContain('20%');
    expect(noShow.textContent).toContain('Previous period: 0%');
    expect(vi.mocked(analyticsApi.practice).mock.calls[0]![0]).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(screen.getByText('$350.00')).toBeTruthy();
    // how fresh the figures are: the server's "as of" instant
    expect(screen.getByTestId('analytics-scope').textContent).toMatch(
      /^Compared with December 31, 2025 – March 31, 2026\. Figures as of .*2026.*every appointment/,
    );
    const table = screen.getByRole('table', { name: 'Receivables by age' });
    expect(within(table).getByText('61–90 days')).toBeTruthy();
    expect(screen.getByText(/1 of 2 patients with a measurable goal reached it/)).toBeTruthy();
    const adherence = screen.getByTestId('adherence-figure');
    expect(adherence.textContent).toContain('1 of 2 patients at 80 % or more (50%); average 70 %');
    expect(within(adherence).getAllByTestId('drill-adherence.on-track')).toHaveLength(1);
  });

  it('opens the records behind a figure, keeping the filters, and says how many are not listed', async () => {
    const router = await open('/dietitian/analytics?from=2026-04-01&to=2026-06-30');
    const link = (await screen.findAllByTestId('drill-appointments.no-show'))[0]!;
    await act(async () => fireEvent.click(link));
    expect(router.state.location.search).toContain('figure=appointments.no-show');
    expect(router.state.location.search).toContain('from=2026-04-01');
    const rows = await screen.findAllByTestId('record-row');
    expect(screen.getByRole('heading', { name: 'Records: Missed appointments (no-show)' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Lucía Gómez');
    expect(vi.mocked(analyticsApi.list).mock.calls[0]![0]).toMatchObject({
      figure: 'appointments.no-show',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(screen.getByText(/1 more record is about a patient outside your care/)).toBeTruthy();
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    await open('/dietitian/analytics?from=2026-06-30&to=2026-04-01');
    expect(await screen.findByText('The period must end on or after its start')).toBeTruthy();
    expect(analyticsApi.practice).not.toHaveBeenCalled();
  });

  it('narrows the figures to a patient group and keeps it in the drill-down', async () => {
    vi.mocked(analyticsApi.options).mockResolvedValue({
      professionals: [],
      services: [],
      patientGroups: [{ name: 'Type 2 diabetes', patients: 12 }],
    });
    const router = await open('/dietitian/analytics?from=2026-04-01&to=2026-06-30');
    const group = await screen.findByLabelText('Patient group');
    await act(async () => fireEvent.change(group, { target: { value: 'Type 2 diabetes' } }));
    expect(router.state.location.search).toContain('patientGroup=Type+2+diabetes');
    expect(vi.mocked(analyticsApi.practice).mock.lastCall![0]).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
      patientGroup: 'Type 2 diabetes',
    });
    expect(screen.getByRole('option', { name: 'Type 2 diabetes (12)' })).toBeTruthy();
  });

  it('lets the owner turn on the monthly summary e-mail', async () => {
    vi.mocked(analyticsApi.setSettings).mockResolvedValue({
      shareWithProfessionals: false,
      monthlyEmail: true,
      canChange: true,
    });
    await open('/dietitian/analytics');
    const box = await screen.findByRole('checkbox', { name: /E-mail me the practice monthly summary/ });
    await act(async () => fireEvent.click(box));
    expect(vi.mocked(analyticsApi.setSettings).mock.calls[0]?.[0]).toEqual({ monthlyEmail: true });
  });
});
