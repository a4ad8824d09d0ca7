import type {
  AppointmentImportPreview,
  AppointmentImportResult,
  Backup,
  BackupOverview,
  Breach,
  BreachInput,
  BreachUpdate,
  ComplianceReport,
  PracticeExport,
  RetentionRule,
  TwoFactorPolicy,
} from '@verdant/shared/compliance';
import { api } from '../../lib/api/client.ts';
import { newIdempotencyKey } from '../../lib/api/site-api.ts';
import { raw } from '../patients/patients-api.ts';

export type { Backup, BackupOverview, Breach, ComplianceReport, PracticeExport, RetentionRule };

/** The compliance and data screens' reads (ADR 0050). */
export const complianceKeys = {
  report: ['admin', 'compliance'] as const,
  breaches: ['admin', 'compliance', 'breaches'] as const,
  backups: ['admin', 'backups'] as const,
  exports: ['admin', 'data', 'exports'] as const,
  retention: ['admin', 'data', 'retention'] as const,
};

const created = () => ({ 'idempotency-key': newIdempotencyKey() });

const csvPost = async <T>(path: string, csv: string, extra: Record<string, string> = {}) => {
  const res = await raw(path, {
    method: 'POST',
    body: csv,
    headers: { 'content-type': 'text/csv', accept: 'application/json', ...extra },
  });
  return (await res.json()) as T;
};

export const complianceApi = {
  /** The appointments import (ADR 0056): a check that writes nothing, then all rows or none. */
  previewAppointments: (csv: string) =>
    csvPost<AppointmentImportPreview>('/api/v1/admin/data/appointments-import/preview', csv),
  importAppointments: (csv: string) =>
    csvPost<AppointmentImportResult>('/api/v1/admin/data/appointments-import', csv, created()),
  report: (signal?: AbortSignal) => api<ComplianceReport>('/api/v1/admin/compliance', { signal }),
  setTwoFactor: (required: boolean) =>
    api<TwoFactorPolicy>('/api/v1/admin/compliance/two-factor', { method: 'PUT', body: { required } }),
  breaches: (signal?: AbortSignal) => api<Breach[]>('/api/v1/admin/compliance/breaches', { signal }),
  createBreach: (input: BreachInput) =>
    api<Breach>('/api/v1/admin/compliance/breaches', { method: 'POST', body: input, headers: created() }),
  updateBreach: ({ id, ...patch }: BreachUpdate & { id: string }) =>
    api<Breach>(`/api/v1/admin/compliance/breaches/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  processingRecordUrl: (language: string) =>
    `/api/v1/admin/compliance/processing-record.pdf?lang=${encodeURIComponent(language)}`,

  backups: (signal?: AbortSignal) => api<BackupOverview>('/api/v1/admin/backups', { signal }),
  runBackup: () => api<Backup>('/api/v1/admin/backups', { method: 'POST', headers: created() }),
  restoreTest: (id: string) =>
    api<Backup>(`/api/v1/admin/backups/${encodeURIComponent(id)}/restore-test`, { method: 'POST' }),
  exports: (signal?: AbortSignal) => api<PracticeExport[]>('/api/v1/admin/data/exports', { signal }),
  startExport: () =>
    api<PracticeExport>('/api/v1/admin/data/exports', { method: 'POST', headers: created() }),
  exportDownloadUrl: (id: string) => `/api/v1/admin/data/exports/${encodeURIComponent(id)}/download`,
  retention: (signal?: AbortSignal) => api<RetentionRule[]>('/api/v1/admin/data/retention', { signal }),
};
