import type {
  AccessDecisionInput,
  AccessLogPage,
  AccessLogQuery,
  AccessRequest,
  AccessRequestInput,
  CareTeamView,
  CareTeamVisibilityInput,
  ConsentGrant,
  ConsentGrantInput,
  ConsentNarrowInput,
  ConsentRecipient,
  DataExport,
  EmergencyAccess,
  EmergencyAccessInput,
  ErasureRequestInput,
  PracticePrivacyRequest,
  PrivacyOverview,
  PrivacyRequest,
  RemovalRequestInput,
  ResolvePrivacyRequestInput,
  SentAccessRequest,
  SharedPatient,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';

/** Calls of the privacy centre's API (`@verdant/shared` privacy). */
const enc = encodeURIComponent;
const M = '/api/v1/me/privacy';
type Query = Record<string, string | number | boolean | undefined>;

/** The access log's download with the screen's filters (every page: no `page`). */
function logDownload(format: 'csv' | 'fhir', query: AccessLogQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '' && k !== 'page') params.set(k, String(v));
  const qs = params.toString();
  return `${M}/access-log.${format}${qs ? `?${qs}` : ''}`;
}

export const privacyApi = {
  overview: (signal?: AbortSignal) => api<PrivacyOverview>(M, { signal }),
  careTeam: (signal?: AbortSignal) => api<CareTeamView>(`${M}/care-team`, { signal }),
  setVisibility: (input: CareTeamVisibilityInput) =>
    api<CareTeamView>(`${M}/care-team/visibility`, { method: 'PUT', body: input }),
  askRemoval: (input: RemovalRequestInput) =>
    api<{ id: string }>(`${M}/care-team/removal-requests`, { method: 'POST', body: input }),
  consents: (signal?: AbortSignal) => api<{ items: ConsentGrant[] }>(`${M}/consents`, { signal }),
  recipients: (signal?: AbortSignal) => api<{ items: ConsentRecipient[] }>(`${M}/recipients`, { signal }),
  grant: (input: ConsentGrantInput) => api<ConsentGrant>(`${M}/consents`, { method: 'POST', body: input }),
  narrow: (id: string, input: ConsentNarrowInput) =>
    api<ConsentGrant>(`${M}/consents/${enc(id)}`, { method: 'PUT', body: input }),
  revoke: (id: string) => api<ConsentGrant>(`${M}/consents/${enc(id)}/revoke`, { method: 'POST' }),
  fhirUrl: (id: string) => `${M}/consents/${enc(id)}/fhir`,
  requests: (signal?: AbortSignal) => api<{ items: AccessRequest[] }>(`${M}/access-requests`, { signal }),
  decide: (id: string, input: AccessDecisionInput) =>
    api<AccessRequest>(`${M}/access-requests/${enc(id)}/decide`, { method: 'POST', body: input }),
  log: (query: AccessLogQuery, signal?: AbortSignal) =>
    api<AccessLogPage>(`${M}/access-log`, { query: query as Query, signal }),
  logCsvUrl: (query: AccessLogQuery) => logDownload('csv', query),
  /** The same log as a FHIR R4 Bundle of AuditEvent entries (ADR 0044). */
  logFhirUrl: (query: AccessLogQuery) => logDownload('fhir', query),
  startExport: () => api<DataExport>(`${M}/exports`, { method: 'POST' }),
  exportUrl: (id: string) => `${M}/exports/${enc(id)}/download`,
  askErasure: (input: ErasureRequestInput) =>
    api<PrivacyRequest>(`${M}/erasure-requests`, { method: 'POST', body: input }),
  practiceRequests: (patientId: string, signal?: AbortSignal) =>
    api<{ items: PracticePrivacyRequest[] }>('/api/v1/privacy-requests', { query: { patientId }, signal }),
  resolve: (id: string, input: ResolvePrivacyRequestInput) =>
    api<PracticePrivacyRequest>(`/api/v1/privacy-requests/${enc(id)}/resolve`, {
      method: 'POST',
      body: input,
    }),
  // the other side (ADR 0038): professionals, laboratories and insurers
  askAccess: (input: AccessRequestInput) =>
    api<{ ok: true }>('/api/v1/access-requests', { method: 'POST', body: input }),
  sentRequests: (signal?: AbortSignal) =>
    api<{ items: SentAccessRequest[] }>('/api/v1/access-requests', { signal }),
  sharedWithMe: (signal?: AbortSignal) =>
    api<{ items: SharedPatient[] }>('/api/v1/shared-patients', { signal }),
  breakGlass: (input: EmergencyAccessInput) =>
    api<EmergencyAccess>('/api/v1/emergency-access', { method: 'POST', body: input }),
  emergencies: (signal?: AbortSignal) =>
    api<{ items: EmergencyAccess[] }>('/api/v1/emergency-access', { signal }),
};
