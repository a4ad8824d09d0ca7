import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { analyticsApi } from './analytics-api.ts';
import { i18n } from '../../lib/i18n/index.ts';
import ReportsPage, { previewCell } from './reports-page.tsx';

vi.mock('./analytics-api.ts', async (original) => {
  const real = (await original()) as { analyticsApi: Record<string, unknown> };
  return { analyticsApi: { ...real.analyticsApi, report: vi.fn(), runs: vi.fn(), startRun: vi.fn() } };
});
vi.mock('../../lib/auth/index.ts', () => ({ useAuth: () => ({ roles: ['dietitian'] }) }));

async function open(url: string) {
  const router = createMemoryRouter([{ path: '/dietitian/reports', element: <ReportsPage /> }], {
    initialEntries: [url],
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

describe('reports', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    vi.mocked(analyticsApi.runs).mockResolvedValue({ items: [] });
    vi.mocked(analyticsApi.report).mockResolvedValue({
      kind: 'appointments',
      title: 'Appointments',
      subtitle: 'Period: 2026-04-01 – 2026-06-30',
      period: { from: '2026-04-01', to: '2026-06-30' },
      sections: [
        {
          key: 'appointments',
          title: 'Appointments',
          columns: ['Date', 'Patient'],
          rows: [['2026-04-05', 'Lucía Gómez']],
          total: 120,
        },
      ],
    });
  });

  it('previews the report and links its PDF and CSV with the same period', async () => {
    await open('/dietitian/reports?kind=appointments&from=2026-04-01&to=2026-06-30');
    expect(await screen.findByText('Lucía Gómez')).toBeTruthy();
    expect(screen.getByText('Showing the first 1 of 120 rows; the download holds them all.')).toBeTruthy();
    const csv = screen.getByTestId('report-csv').getAttribute('href')!;
    expect(csv).toContain('kind=appointments');
    expect(csv).toContain('from=2026-04-01');
    expect(csv).toContain('format=csv');
    expect(screen.getByTestId('report-pdf').getAttribute('href')).toContain('format=pdf');
    // the audit extract is offered to administrators only
    expect(screen.queryByRole('option', { name: 'Audit extract' })).toBeNull();
  });

  it('asks for a patient before the progress report', async () => {
    await open('/dietitian/reports?kind=patient-progress');
    expect(await screen.findByText('Choose a patient for the progress report.')).toBeTruthy();
    expect(analyticsApi.report).not.toHaveBeenCalled();
  });

  it('prepares a long report in the background: its progress, then its download', async () => {
    const run = {
      id: 'r1',
      kind: 'appointments' as const,
      format: 'pdf' as const,
      period: { from: '2026-04-01', to: '2026-06-30' },
      status: 'running' as const,
      progress: 60,
      filename: null,
      size: null,
      createdAt: '2026-07-01T10:00:00Z',
      finishedAt: null,
      expiresAt: null,
    };
    vi.mocked(analyticsApi.startRun).mockResolvedValue({ ...run, status: 'queued', progress: 0 });
    await open('/dietitian/reports?kind=appointments&from=2026-04-01&to=2026-06-30');
    await screen.findByText('Lucía Gómez');
    vi.mocked(analyticsApi.runs).mockResolvedValue({ items: [run] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Prepare PDF' }));
    });
    expect(vi.mocked(analyticsApi.startRun).mock.calls[0]?.[0]).toEqual({
      kind: 'appointments',
      from: '2026-04-01',
      to: '2026-06-30',
      format: 'pdf',
      lang: 'en',
    });
    expect(await screen.findByText('60 % done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('60');
    // ready: the polling reads it again and offers the file
    vi.mocked(analyticsApi.runs).mockResolvedValue({
      items: [{ ...run, status: 'ready', progress: 100, filename: 'appointments.pdf' }],
    });
    const link = await screen.findByTestId('run-download', {}, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/v1/reports/runs/r1/file');
  });

  it("shows a month of the monthly summary in the reader's words, not as the CSV's 2025-12", async () => {
    expect(previewCell('2025-12')).toBe('December 2025');
    expect(previewCell(null)).toBe('—');
    expect(previewCell('2026-04-05')).toBe('2026-04-05');
    expect(previewCell('2025-13')).toBe('2025-13');
    await i18n.changeLanguage('es');
    try {
      expect(previewCell('2026-01')).toBe('enero de 2026');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
