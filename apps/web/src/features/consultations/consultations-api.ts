import type {
  AnthropometricEntry,
  AnthropometricSeries,
  AnthropometricsInput,
  Consultation,
  ConsultationCreateInput,
  ConsultationInsights,
  ConsultationListQuery,
  ConsultationPage,
  ConsultationRecordings,
  ConsultationSettings,
  ConsultationUpdateInput,
  InsightDecision,
  InsightItem,
  PatientConsultation,
  PatientConsultationListItem,
  Recording,
  RecordingUpdateInput,
  RecordingUploadQuery,
  Transcript,
  VitalEntry,
  VitalSeries,
  VitalsInput,
} from '@verdant/shared/consultations';
import { api } from '../../lib/api/client.ts';
import { toApiError } from '../../lib/api/errors.ts';
import { sessionStore } from '../../lib/auth/index.ts';

/** Calls of the consultation API (`@verdant/shared/consultations` is the contract). */

const enc = encodeURIComponent;
const C = '/api/v1/consultations';

export type MeasureKind = 'vitals' | 'anthropometrics';
export type ListQuery = Omit<ConsultationListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

/**
 * Uploads a recording: the file itself is the request body (streamed to storage by the server), with
 * the upload's progress reported as it goes. The bearer token like every other call.
 */
function uploadFile(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  idempotencyKey: string,
): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = sessionStore.getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Recording);
      else reject(toApiError(body, xhr.status));
    };
    xhr.onerror = () => reject(toApiError(new TypeError('network'), 0));
    xhr.send(file);
  });
}

export const consultationsApi = {
  list: (query: ListQuery, signal?: AbortSignal) => api<ConsultationPage>(C, { query: { ...query }, signal }),
  get: (id: string, signal?: AbortSignal) => api<Consultation>(`${C}/${enc(id)}`, { signal }),
  create: (input: ConsultationCreateInput, idempotencyKey: string) =>
    api<Consultation>(C, { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } }),
  update: (id: string, patch: ConsultationUpdateInput) =>
    api<Consultation>(`${C}/${enc(id)}`, { method: 'PATCH', body: patch }),
  complete: (id: string, version: number) =>
    api<Consultation>(`${C}/${enc(id)}/complete`, { method: 'POST', body: { version } }),
  addAddendum: (id: string, body: string, idempotencyKey: string) =>
    api<Consultation>(`${C}/${enc(id)}/addenda`, {
      method: 'POST',
      body: { body },
      headers: { 'idempotency-key': idempotencyKey },
    }),
  remove: (id: string) => api<void>(`${C}/${enc(id)}`, { method: 'DELETE' }),
  tags: (signal?: AbortSignal) => api<{ items: string[] }>(`${C}/tags`, { signal }),
  settings: (signal?: AbortSignal) => api<ConsultationSettings>(`${C}/settings`, { signal }),
  updateSettings: (input: ConsultationSettings) =>
    api<ConsultationSettings>(`${C}/settings`, { method: 'PUT', body: input }),

  recordings: (id: string, signal?: AbortSignal) =>
    api<ConsultationRecordings>(`${C}/${enc(id)}/recordings`, { signal }),
  uploadRecording: (
    id: string,
    file: File,
    query: RecordingUploadQuery,
    onProgress: (fraction: number) => void,
    idempotencyKey: string,
  ) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    return uploadFile(`${C}/${enc(id)}/recordings?${params}`, file, onProgress, idempotencyKey);
  },
  updateRecording: (id: string, recordingId: string, patch: RecordingUpdateInput) =>
    api<Recording>(`${C}/${enc(id)}/recordings/${enc(recordingId)}`, { method: 'PATCH', body: patch }),
  deleteRecording: (id: string, recordingId: string) =>
    api<Recording>(`${C}/${enc(id)}/recordings/${enc(recordingId)}`, { method: 'DELETE' }),
  /** The media, authorized per request by the session cookie (HTTP ranges for seeking). */
  mediaUrl: (id: string, recordingId: string) => `${C}/${enc(id)}/recordings/${enc(recordingId)}/media`,
  transcript: (id: string, recordingId: string, signal?: AbortSignal) =>
    api<Transcript>(`${C}/${enc(id)}/recordings/${enc(recordingId)}/transcript`, { signal }),
  putTranscript: (id: string, recordingId: string, input: { filename?: string; content: string }) =>
    api<Transcript>(`${C}/${enc(id)}/recordings/${enc(recordingId)}/transcript`, {
      method: 'PUT',
      body: input,
    }),
  transcribe: (id: string, recordingId: string, idempotencyKey: string) =>
    api<{ queued: true }>(`${C}/${enc(id)}/recordings/${enc(recordingId)}/transcribe`, {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
    }),

  insights: (id: string, signal?: AbortSignal) =>
    api<ConsultationInsights>(`${C}/${enc(id)}/insights`, { signal }),
  generateInsights: (id: string, idempotencyKey: string) =>
    api<ConsultationInsights>(`${C}/${enc(id)}/insights`, {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
    }),
  decideInsight: (id: string, itemId: string, decision: InsightDecision) =>
    api<InsightItem>(`${C}/${enc(id)}/insights/${enc(itemId)}`, { method: 'PATCH', body: decision }),

  mine: (signal?: AbortSignal) =>
    api<{ items: PatientConsultationListItem[] }>('/api/v1/me/consultations', { signal }),
  myOne: (id: string, signal?: AbortSignal) =>
    api<PatientConsultation>(`/api/v1/me/consultations/${enc(id)}`, { signal }),

  series: <K extends MeasureKind>(kind: K, patientId: string, signal?: AbortSignal) =>
    api<K extends 'vitals' ? VitalSeries : AnthropometricSeries>(
      `/api/v1/patients/${enc(patientId)}/${kind}`,
      {
        signal,
      },
    ),
  addEntry: (
    kind: MeasureKind,
    patientId: string,
    input: VitalsInput | AnthropometricsInput,
    idempotencyKey: string,
  ) =>
    api<VitalEntry | AnthropometricEntry>(`/api/v1/patients/${enc(patientId)}/${kind}`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  updateEntry: (
    kind: MeasureKind,
    patientId: string,
    entryId: string,
    input: VitalsInput | AnthropometricsInput,
  ) =>
    api<VitalEntry | AnthropometricEntry>(`/api/v1/patients/${enc(patientId)}/${kind}/${enc(entryId)}`, {
      method: 'PUT',
      body: input,
    }),
  deleteEntry: (kind: MeasureKind, patientId: string, entryId: string) =>
    api<void>(`/api/v1/patients/${enc(patientId)}/${kind}/${enc(entryId)}`, { method: 'DELETE' }),
};
