import type {
  ActivityEntry,
  ActivityInput,
  ActivityOverview,
  AssignInput,
  BiaHistory,
  BiaInput,
  BiaImportMapping,
  BiaMeasurement,
  DeviceImportResult,
  CompendiumActivityItem,
  Exercise,
  ExerciseFacets,
  ExercisePage,
  ExerciseQuery,
  HeartRateInput,
  Routine,
  RoutineInput,
  RoutineSummary,
  RoutineUpdateInput,
  SessionInput,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';
import type { OutboxRequest } from '../../lib/offline/index.ts';

/** Calls of the fitness API (`@verdant/shared` fitness). */
const enc = encodeURIComponent;
const key = () => crypto.randomUUID();
type Query = Record<string, string | number | undefined>;
const create = <T>(path: string, body: unknown) =>
  api<T>(path, { method: 'POST', body, headers: { 'idempotency-key': key() } });

export const fitnessApi = {
  exercises: (query: ExerciseQuery, signal?: AbortSignal) =>
    api<ExercisePage>('/api/v1/exercises', { query: query as Query, signal }),
  facets: (signal?: AbortSignal) => api<ExerciseFacets>('/api/v1/exercises/facets', { signal }),
  createExercise: (body: unknown) => create<Exercise>('/api/v1/exercises', body),
  setExerciseImage: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api<Exercise>(`/api/v1/exercises/${enc(id)}/image`, { method: 'POST', form });
  },
  routines: (query: { patientId?: string; kind?: string }, signal?: AbortSignal) =>
    api<{ items: RoutineSummary[] }>('/api/v1/routines', { query, signal }),
  routine: (id: string, signal?: AbortSignal) => api<Routine>(`/api/v1/routines/${enc(id)}`, { signal }),
  createRoutine: (input: RoutineInput) => create<Routine>('/api/v1/routines', input),
  updateRoutine: (id: string, input: RoutineUpdateInput) =>
    api<Routine>(`/api/v1/routines/${enc(id)}`, { method: 'PUT', body: input }),
  assign: (id: string, input: AssignInput) => create<Routine>(`/api/v1/routines/${enc(id)}/assign`, input),
  myRoutines: (signal?: AbortSignal) => api<{ items: Routine[] }>('/api/v1/me/routines', { signal }),
  bia: (patientId: string, signal?: AbortSignal) =>
    api<BiaHistory>(`/api/v1/patients/${enc(patientId)}/bia`, { signal }),
  recordBia: (patientId: string, input: BiaInput) =>
    create<BiaMeasurement>(`/api/v1/patients/${enc(patientId)}/bia`, input),
  myBia: (signal?: AbortSignal) => api<{ history: BiaHistory | null }>('/api/v1/me/bia', { signal }),
  compendium: (signal?: AbortSignal) =>
    api<{ items: CompendiumActivityItem[]; citation: string }>('/api/v1/activities/compendium', { signal }),
  activities: (patientId: string, signal?: AbortSignal) =>
    api<ActivityOverview>(`/api/v1/patients/${enc(patientId)}/activities`, { signal }),
  logActivity: (patientId: string, input: ActivityInput) =>
    create<ActivityEntry>(`/api/v1/patients/${enc(patientId)}/activities`, input),
  setHeartRate: (patientId: string, input: HeartRateInput) =>
    api<ActivityOverview['heartRate']>(`/api/v1/patients/${enc(patientId)}/heart-rate`, {
      method: 'PUT',
      body: input,
    }),
};

/**
 * The client's own workout log, as a request the outbox can keep (ADR 0046, 0054): sent at once when
 * the server can be reached, else kept on the phone with its Idempotency-Key and sent later, so a
 * session logged in a gym without signal is neither lost nor saved twice.
 */
export const fitnessWrites = {
  session: (routineId: string, input: SessionInput): OutboxRequest => ({
    kind: 'workout',
    date: input.performedOn,
    method: 'POST',
    path: `/api/v1/me/routines/${enc(routineId)}/sessions`,
    body: input,
  }),
};

/** Whose record an import goes into: a client (`patientId`), or the signed-in patient's own. */
export type ImportTarget = { patientId: string } | { self: true; patientId?: string };

function importTo(
  target: ImportTarget,
  what: 'activities' | 'bia',
  file: File,
  fields: Record<string, string>,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if ('self' in target && target.patientId) form.append('patientId', target.patientId);
  const path =
    'self' in target
      ? `/api/v1/me/${what}/import`
      : `/api/v1/patients/${enc(target.patientId)}/${what}/import`;
  return api<DeviceImportResult>(path, { method: 'POST', form, headers: { 'idempotency-key': key() } });
}

export const importApi = {
  activities: (target: ImportTarget, file: File) => importTo(target, 'activities', file, {}),
  bia: (target: ImportTarget, file: File, mapping: BiaImportMapping, device: string) =>
    importTo(target, 'bia', file, { mapping: JSON.stringify(mapping), ...(device.trim() ? { device } : {}) }),
};

/** Library exercises as the options of a picker. */
export async function searchExerciseOptions(q: string, signal: AbortSignal) {
  const page = await fitnessApi.exercises({ q, pageSize: 10 }, signal);
  return page.items.map((e) => ({
    id: e.id,
    label: e.name,
    detail: [e.category, ...e.equipment].join(' · '),
    exercise: e,
  }));
}
