import type {
  LabHeldResult,
  LabImportReport,
  LabOrder,
  LabOrderCreateInput,
  LabOrderListQuery,
  LabOrderPage,
  LabOutsideResultInput,
  LabPreferences,
  LabSettings,
  LabResultsInput,
  LabTrendSeries,
  LabWalkInOrderInput,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';
import { raw } from '../patients/patients-api.ts';

/** Calls of the labs API (`@verdant/shared` labs): the practice's side, the laboratory's, the patient's. */
export type LabSide = 'practice' | 'laboratory';
const enc = encodeURIComponent;
const base = (side: LabSide) => (side === 'practice' ? '/api/v1/lab-orders' : '/api/v1/lab/orders');
type Query = Record<string, string | number | undefined>;

export interface LabPatient {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: 'M' | 'F' | null;
  practice: string;
  orders: number;
  lastOrderedAt: string;
}

function upload(path: string, file: File): Promise<LabOrder> {
  const form = new FormData();
  form.append('file', file);
  return api<LabOrder>(path, { method: 'PUT', form });
}

export const labsApi = {
  list: (side: LabSide, query: LabOrderListQuery, signal?: AbortSignal) =>
    api<LabOrderPage>(base(side), { query: query as Query, signal }),
  get: (side: LabSide, id: string, signal?: AbortSignal) =>
    api<LabOrder>(`${base(side)}/${enc(id)}`, { signal }),
  cancel: (side: LabSide, id: string, reason: string) =>
    api<LabOrder>(`${base(side)}/${enc(id)}/cancel`, { method: 'POST', body: { reason } }),
  requisitionUrl: (side: LabSide, id: string, lang: string) =>
    `${base(side)}/${enc(id)}/requisition.pdf?lang=${lang}`,
  documentUrl: (side: LabSide, id: string) => `${base(side)}/${enc(id)}/document`,
  uploadDocument: (side: LabSide, id: string, file: File) =>
    upload(`${base(side)}/${enc(id)}/document`, file),

  laboratories: (signal?: AbortSignal) =>
    api<{ items: { id: string; name: string }[] }>('/api/v1/lab-orders/laboratories', { signal }),
  create: (input: LabOrderCreateInput) =>
    api<LabOrder>('/api/v1/lab-orders', { method: 'POST', body: input }),
  outside: (input: LabOutsideResultInput) =>
    api<LabOrder>('/api/v1/lab-orders/outside', { method: 'POST', body: input }),
  review: (id: string, comment: string) =>
    api<LabOrder>(`/api/v1/lab-orders/${enc(id)}/review`, { method: 'POST', body: { comment } }),
  acknowledge: (id: string) => api<LabOrder>(`/api/v1/lab-orders/${enc(id)}/acknowledge`, { method: 'POST' }),
  trends: (patientId: string, signal?: AbortSignal) =>
    api<{ items: LabTrendSeries[] }>(`/api/v1/patients/${enc(patientId)}/lab-results`, { signal }),

  receive: (id: string) => api<LabOrder>(`/api/v1/lab/orders/${enc(id)}/receive`, { method: 'POST' }),
  start: (id: string) => api<LabOrder>(`/api/v1/lab/orders/${enc(id)}/start`, { method: 'POST' }),
  results: (id: string, input: LabResultsInput) =>
    api<LabOrder>(`/api/v1/lab/orders/${enc(id)}/results`, { method: 'POST', body: input }),
  async importCsv(text: string): Promise<LabImportReport> {
    const res = await raw('/api/v1/lab/results/import', {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
    });
    return (await res.json()) as LabImportReport;
  },
  templateUrl: '/api/v1/lab/results/template.csv',
  held: (signal?: AbortSignal) => api<{ items: LabHeldResult[] }>('/api/v1/lab/results/held', { signal }),
  resolveHeld: (id: string) => api<void>(`/api/v1/lab/results/held/${enc(id)}/resolve`, { method: 'POST' }),
  patients: (signal?: AbortSignal) => api<{ items: LabPatient[] }>('/api/v1/lab/patients', { signal }),
  createWalkIn: (input: LabWalkInOrderInput) =>
    api<LabOrder>('/api/v1/lab/orders', { method: 'POST', body: input }),

  settings: (signal?: AbortSignal) => api<LabSettings>('/api/v1/lab-orders/settings', { signal }),
  saveSettings: (input: LabSettings) =>
    api<LabSettings>('/api/v1/lab-orders/settings', { method: 'PUT', body: input }),
  preferences: (signal?: AbortSignal) => api<LabPreferences>('/api/v1/me/lab-preferences', { signal }),
  savePreferences: (input: LabPreferences) =>
    api<LabPreferences>('/api/v1/me/lab-preferences', { method: 'PUT', body: input }),
  reportUrl: (lang: string) => `/api/v1/me/lab-results/report.pdf?lang=${lang}`,

  mine: (signal?: AbortSignal) =>
    api<{ orders: LabOrder[]; trends: LabTrendSeries[] }>('/api/v1/me/lab-results', { signal }),
};
