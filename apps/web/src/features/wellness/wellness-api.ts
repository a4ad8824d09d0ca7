import type {
  ActivityEntryInput,
  AssignmentInput,
  HealthTip,
  HealthTipAdmin,
  HealthTipCreate,
  HealthTipList,
  HealthTipPatch,
  MoodEntryInput,
  MyWellness,
  PatientWellness,
  QuestionnaireInput,
  SleepEntryInput,
  WellnessAssignment,
  WellnessEntry,
} from '@verdant/shared/wellness';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/client.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { type OutboxRequest, sendOrQueue } from '../../lib/offline/index.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';

/** Calls of the wellness API (`@verdant/shared/wellness` is the contract). */
const enc = encodeURIComponent;
const ME = '/api/v1/me/wellness';

export type MyWellnessAnswer = MyWellness & { country: string | null };

export const wellnessApi = {
  mine: (signal?: AbortSignal) => api<MyWellnessAnswer>(ME, { query: { today: localToday() }, signal }),
  myTip: (lang: string, signal?: AbortSignal) =>
    api<HealthTip>(`${ME}/tip`, { query: { today: localToday(), lang }, signal }),
  adminTips: (category: string, signal?: AbortSignal) =>
    api<HealthTipList>('/api/v1/admin/health-tips', { query: category ? { category } : {}, signal }),
  createTip: (input: HealthTipCreate) =>
    api<HealthTipAdmin>('/api/v1/admin/health-tips', { method: 'POST', body: input }),
  updateTip: (id: string, patch: HealthTipPatch) =>
    api<HealthTipAdmin>(`/api/v1/admin/health-tips/${enc(id)}`, { method: 'PATCH', body: patch }),
  hideTip: (id: string, hidden: boolean) =>
    api<HealthTipAdmin>(`/api/v1/admin/health-tips/${enc(id)}/hidden`, { method: 'PUT', body: { hidden } }),
  patient: (id: string, signal?: AbortSignal) =>
    api<PatientWellness>(`/api/v1/patients/${enc(id)}/wellness`, { query: { today: localToday() }, signal }),
  assign: (id: string, input: AssignmentInput) =>
    api<WellnessAssignment>(`/api/v1/patients/${enc(id)}/wellness/assignments`, {
      method: 'POST',
      body: input,
    }),
  endAssignment: (id: string, assignmentId: string) =>
    api<void>(`/api/v1/patients/${enc(id)}/wellness/assignments/${enc(assignmentId)}`, { method: 'DELETE' }),
};

/**
 * The patient's own changes, as requests the outbox can keep (ADR 0046): sent at once when the
 * server can be reached, else queued on the device with their Idempotency-Key and sent later.
 */
export const wellnessWrites = {
  sleep: (input: SleepEntryInput): OutboxRequest => ({
    kind: 'sleep',
    date: input.date,
    method: 'POST',
    path: `${ME}/sleep`,
    body: input,
  }),
  mood: (input: MoodEntryInput): OutboxRequest => ({
    kind: 'mood',
    date: input.date,
    method: 'POST',
    path: `${ME}/mood`,
    body: input,
  }),
  questionnaire: (input: QuestionnaireInput): OutboxRequest => ({
    kind: input.kind,
    date: input.date,
    method: 'POST',
    path: `${ME}/questionnaires`,
    body: input,
  }),
  activity: (input: ActivityEntryInput): OutboxRequest => ({
    kind: 'activity',
    date: input.date,
    method: 'PUT',
    path: `${ME}/activity`,
    body: input,
  }),
  deleteActivity: (date: string): OutboxRequest => ({
    kind: 'activityDelete',
    date,
    method: 'DELETE',
    path: `${ME}/activity/${enc(date)}`,
  }),
};

/** The signed-in patient's wellness (every section and the dashboard summary read the same). */
export function useMyWellness() {
  return useApiQuery(queryKeys.wellness.mine, (signal) => wellnessApi.mine(signal));
}

export function useMyTip() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return useApiQuery(queryKeys.wellness.tip(lang), (signal) => wellnessApi.myTip(lang, signal), {
    staleTime: 10 * 60_000,
  });
}

export function usePatientWellness(id: string) {
  return useApiQuery(queryKeys.wellness.patient(id), (signal) => wellnessApi.patient(id, signal));
}

/**
 * A change to the patient's own entries: `{ saved }` with the server's answer, or `{ queued }` when
 * it waits on the device; every wellness read is read again.
 */
export function useWellnessMutation<I>(request: (input: I) => OutboxRequest) {
  return useApiMutation((input: I) => sendOrQueue<WellnessEntry>(request(input)), {
    invalidates: [queryKeys.wellness.all],
    offlineCapable: true,
  });
}

/** Steps and active minutes of a date: recorded (or changed), or with `remove`, deleted. */
export function useActivityMutation(remove = false) {
  return useWellnessMutation((input: ActivityEntryInput) =>
    remove ? wellnessWrites.deleteActivity(input.date) : wellnessWrites.activity(input),
  );
}
