import type {
  AuditPage,
  CareTeamCandidate,
  CareTeamMember,
  Patient,
  PatientAnalytics,
  PatientCreateInput,
  PatientDocument,
  PatientImportPreview,
  PatientImportResult,
  PatientInvitationState,
  PatientListQuery,
  PatientPage,
  PatientUpdateInput,
} from '@verdant/shared/patients';
import { api } from '../../lib/api/client.ts';
import { toApiError } from '../../lib/api/errors.ts';
import { sessionStore } from '../../lib/auth/index.ts';

/** Calls of the patient API (`@verdant/shared/patients` is the contract). */

const enc = encodeURIComponent;
const P = '/api/v1/patients';

/**
 * A request whose body or answer is not JSON (CSV, a multipart upload, a file): the bearer token
 * like every other call, renewed once on a 401; a failure becomes the same ApiError.
 */
export async function raw(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const headers = new Headers(init.headers);
    const token = sessionStore.getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(path, { ...init, headers, credentials: 'same-origin' });
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && sessionStore.getAccessToken()) {
      await sessionStore.refresh();
      res = await send();
    }
  } catch (error) {
    throw toApiError(error instanceof TypeError ? error : new TypeError(String(error)), 0);
  }
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    throw toApiError(body, res.status);
  }
  return res;
}

function queryString(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The file name of a `content-disposition` answer, or the fallback. */
function filenameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain?.[1] ?? fallback;
}

/** Saves an answer as a file the browser downloads. */
async function saveAs(res: Response, fallback: string): Promise<void> {
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameOf(res, fallback);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The audit trail's filters and page (`auditQuerySchema` of the contract, as the web sends them). */
export interface AuditFilters {
  userId?: string;
  patientId?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export type ListQuery = Omit<PatientListQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const patientsApi = {
  list: (query: ListQuery, signal?: AbortSignal) => api<PatientPage>(P, { query: { ...query }, signal }),
  get: (id: string, signal?: AbortSignal) => api<Patient>(`${P}/${enc(id)}`, { signal }),
  create: (input: PatientCreateInput, idempotencyKey: string) =>
    api<Patient>(P, { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } }),
  update: (id: string, patch: PatientUpdateInput) =>
    api<Patient>(`${P}/${enc(id)}`, { method: 'PATCH', body: patch }),
  deactivate: (id: string) => api<Patient>(`${P}/${enc(id)}/deactivate`, { method: 'POST' }),
  reactivate: (id: string) => api<Patient>(`${P}/${enc(id)}/reactivate`, { method: 'POST' }),
  remove: (id: string) => api<void>(`${P}/${enc(id)}`, { method: 'DELETE' }),

  careTeam: (id: string, signal?: AbortSignal) =>
    api<{ items: CareTeamMember[] }>(`${P}/${enc(id)}/care-team`, { signal }),
  careTeamCandidates: (signal?: AbortSignal) =>
    api<{ items: CareTeamCandidate[] }>(`${P}/care-team/candidates`, { signal }),
  addToCareTeam: (id: string, userId: string) =>
    api<{ items: CareTeamMember[] }>(`${P}/${enc(id)}/care-team`, { method: 'POST', body: { userId } }),
  removeFromCareTeam: (id: string, userId: string) =>
    api<{ items: CareTeamMember[] }>(`${P}/${enc(id)}/care-team/${enc(userId)}`, { method: 'DELETE' }),

  documents: (id: string, signal?: AbortSignal) =>
    api<{ items: PatientDocument[]; maxBytes: number }>(`${P}/${enc(id)}/documents`, { signal }),
  async uploadDocument(id: string, file: File): Promise<PatientDocument> {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await raw(`${P}/${enc(id)}/documents`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
    return (await res.json()) as PatientDocument;
  },
  /** The file, authorized per request by the session cookie (`download`: as an attachment). */
  /** The file (or a HEIC photo's JPEG rendition, `display`), to view or (`download`) to save. */
  documentUrl: (
    id: string,
    documentId: string,
    { download = false, display = false }: { download?: boolean; display?: boolean } = {},
  ) => {
    const query = new URLSearchParams({
      ...(display ? { rendition: 'display' } : {}),
      ...(download ? { download: '1' } : {}),
    }).toString();
    return `${P}/${enc(id)}/documents/${enc(documentId)}/content${query ? `?${query}` : ''}`;
  },
  removeDocument: (id: string, documentId: string) =>
    api<void>(`${P}/${enc(id)}/documents/${enc(documentId)}`, { method: 'DELETE' }),

  invitation: (id: string, signal?: AbortSignal) =>
    api<PatientInvitationState>(`${P}/${enc(id)}/invitation`, { signal }),
  invite: (id: string) => api<PatientInvitationState>(`${P}/${enc(id)}/invitation`, { method: 'POST' }),
  revokeInvitation: (id: string) =>
    api<PatientInvitationState>(`${P}/${enc(id)}/invitation`, { method: 'DELETE' }),

  async importPreview(csv: string): Promise<PatientImportPreview> {
    const res = await raw(`${P}/import/preview`, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
    });
    return (await res.json()) as PatientImportPreview;
  },
  async importCsv(csv: string, idempotencyKey: string): Promise<PatientImportResult> {
    const res = await raw(`${P}/import`, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv', accept: 'application/json', 'idempotency-key': idempotencyKey },
    });
    return (await res.json()) as PatientImportResult;
  },
  async exportCsv(query: Pick<ListQuery, 'status' | 'q' | 'sort'>): Promise<void> {
    const res = await raw(`${P}/export.csv${queryString({ ...query })}`, { headers: { accept: 'text/csv' } });
    await saveAs(res, 'patients.csv');
  },

  analytics: (signal?: AbortSignal) => api<PatientAnalytics>(`${P}/analytics`, { signal }),

  audit: (query: AuditFilters, signal?: AbortSignal) =>
    api<AuditPage>('/api/v1/admin/audit-trail', { query: { ...query }, signal }),
  async exportAudit(query: AuditFilters): Promise<void> {
    const { page: _page, pageSize: _size, ...filters } = query;
    const res = await raw(`/api/v1/admin/audit-trail/export.csv${queryString(filters)}`, {
      headers: { accept: 'text/csv' },
    });
    await saveAs(res, 'audit-trail.csv');
  },
};

/** Patients as the options of a patient picker (`SearchPicker`): the server's typo-tolerant search. */
export async function searchPatientOptions(q: string, signal: AbortSignal) {
  const page = await patientsApi.list({ q, status: 'all', sort: 'relevance', page: 1, pageSize: 10 }, signal);
  return page.items.map((p) => ({
    id: p.id,
    label: `${p.firstName} ${p.lastName}`,
    ...(p.email || p.phone ? { detail: p.email ?? p.phone ?? '' } : {}),
  }));
}
