import type { IntakeInput, IntakeResult } from '@verdant/shared/front-desk';
import type { ConsentGrant, ConsentRecipient } from '@verdant/shared/privacy';
import type { Workspace, WorkspaceRole } from '@verdant/shared/workspace';
import { api } from '../../lib/api/client.ts';
import { raw } from '../patients/patients-api.ts';

/**
 * The reader's time zone: where "today" and "this month" begin for the server. Read once, when this
 * module is evaluated (ADR 0070): the first `Intl.DateTimeFormat` of a page loads the locale's data,
 * which a CPU profile of sign-in → overview (4× slower CPU) showed inside the first render; read here,
 * it is paid while the sign-in page preloads this module.
 */
const READER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
export function readerTimeZone(): string {
  return READER_TIME_ZONE;
}

/** `GET /api/v1/workspace`: what the caller must act on today as `role` (ADR 0048). */
export function getWorkspace(role: WorkspaceRole, signal?: AbortSignal): Promise<Workspace> {
  return api<Workspace>('/api/v1/workspace', { query: { as: role, tz: readerTimeZone() }, signal });
}

/** `GET /api/v1/front-desk/consent-recipients`: who a new patient may consent to share with (ADR 0055). */
export function consentRecipients(signal?: AbortSignal): Promise<{ items: ConsentRecipient[] }> {
  return api<{ items: ConsentRecipient[] }>('/api/v1/front-desk/consent-recipients', { signal });
}

/** `POST /api/v1/front-desk/intake`: the patient, their signed consents, documents and first visit at once. */
export async function registerPatient(input: IntakeInput, documents: readonly File[]): Promise<IntakeResult> {
  const form = new FormData();
  form.append('intake', JSON.stringify(input));
  for (const f of documents) form.append('documents', f, f.name);
  const res = await raw('/api/v1/front-desk/intake', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  return (await res.json()) as IntakeResult;
}

/** `GET /api/v1/patients/{id}/consents`: what the patient shares with whom, for their practice. */
export function recordConsents(patientId: string, signal?: AbortSignal): Promise<{ items: ConsentGrant[] }> {
  return api<{ items: ConsentGrant[] }>(`/api/v1/patients/${encodeURIComponent(patientId)}/consents`, {
    signal,
  });
}
