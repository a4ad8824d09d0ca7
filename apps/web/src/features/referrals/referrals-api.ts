import type {
  PatientReferral,
  Referral,
  ReferralInput,
  ReferralListQuery,
  ReferralPage,
  ReferralRecipient,
  ReferralScheduleInput,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';

/** Calls of the referrals API (`@verdant/shared` referrals). */
const enc = encodeURIComponent;
type Query = Record<string, string | number | undefined>;
const post = <T>(id: string, action: string, body?: unknown) =>
  api<T>(`/api/v1/referrals/${enc(id)}/${action}`, { method: 'POST', ...(body ? { body } : {}) });

export const referralsApi = {
  list: (query: ReferralListQuery, signal?: AbortSignal) =>
    api<ReferralPage>('/api/v1/referrals', { query: query as Query, signal }),
  get: (id: string, signal?: AbortSignal) => api<Referral>(`/api/v1/referrals/${enc(id)}`, { signal }),
  recipients: (query: { q?: string; kind?: string }, signal?: AbortSignal) =>
    api<ReferralRecipient[]>('/api/v1/referrals/recipients', { query, signal }),
  create: (input: ReferralInput) => api<Referral>('/api/v1/referrals', { method: 'POST', body: input }),
  send: (id: string) => post<Referral>(id, 'send'),
  cancel: (id: string) => post<Referral>(id, 'cancel'),
  accept: (id: string) => post<Referral>(id, 'accept'),
  decline: (id: string, reason: string) => post<Referral>(id, 'decline', { reason }),
  requestInfo: (id: string, note: string) => post<Referral>(id, 'request-info', { note }),
  reply: (id: string, note: string) => post<Referral>(id, 'reply', { note }),
  schedule: (id: string, input: ReferralScheduleInput) => post<Referral>(id, 'schedule', input),
  complete: (id: string, report: string) => post<Referral>(id, 'complete', { report }),
  fhirUrl: (id: string) => `/api/v1/referrals/${enc(id)}/fhir`,
  mine: (signal?: AbortSignal) => api<{ items: PatientReferral[] }>('/api/v1/me/referrals', { signal }),
};
