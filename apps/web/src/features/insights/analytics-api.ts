import type {
  AnalyticsListPage,
  AnalyticsListQuery,
  AnalyticsOptions,
  AnalyticsQuery,
  AnalyticsSettings,
  AnalyticsSettingsInput,
  OutcomeFigures,
  PracticeFigures,
  Report,
  ReportQuery,
  ReportRun,
  ReportRunInput,
  ReportRunList,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';

/** Calls of the practice analytics API (`@verdant/shared` analytics). */
type Query = Record<string, string | number | undefined>;
const A = '/api/v1/analytics';

export const analyticsApi = {
  practice: (query: AnalyticsQuery, signal?: AbortSignal) =>
    api<PracticeFigures>(`${A}/practice`, { query: query as Query, signal }),
  outcomes: (query: AnalyticsQuery, signal?: AbortSignal) =>
    api<OutcomeFigures>(`${A}/outcomes`, { query: query as Query, signal }),
  list: (query: AnalyticsListQuery, signal?: AbortSignal) =>
    api<AnalyticsListPage>(`${A}/list`, { query: query as Query, signal }),
  options: (signal?: AbortSignal) => api<AnalyticsOptions>(`${A}/options`, { signal }),
  settings: (signal?: AbortSignal) => api<AnalyticsSettings>(`${A}/settings`, { signal }),
  report: (query: ReportQuery, signal?: AbortSignal) =>
    api<Report>('/api/v1/reports', { query: { ...query, format: 'json' } as Query, signal }),
  /** The download link of a report (the session cookie goes with it). */
  reportUrl: (query: ReportQuery, format: 'csv' | 'pdf', lang: string) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...query, format, lang })) if (v) params.set(k, String(v));
    return `/api/v1/reports?${params.toString()}`;
  },
  /** Builds a report in the background (docs/decisions/0047). */
  startRun: (input: ReportRunInput) =>
    api<ReportRun>('/api/v1/reports/runs', { method: 'POST', body: input }),
  runs: (signal?: AbortSignal) => api<ReportRunList>('/api/v1/reports/runs', { signal }),
  /** The download link of a ready run (its requester's session cookie goes with it). */
  runFileUrl: (id: string) => `/api/v1/reports/runs/${encodeURIComponent(id)}/file`,
  setSettings: (input: AnalyticsSettingsInput) =>
    api<AnalyticsSettings>(`${A}/settings`, { method: 'PUT', body: input }),
};
