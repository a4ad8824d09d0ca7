import type {
  DietPlan,
  DietPlanCreateInput,
  DietPlanListQuery,
  DietPlanPage,
  DietPlanUpdateInput,
  DuplicateInput,
  FoodInfo,
  GenerateEvent,
  GenerateRequest,
  GenerateResult,
  MealLog,
  MealLogEntry,
  MealLogInput,
  PatientDietPlan,
  PlanAdherence,
  SwapOption,
  SwapRequest,
  TransitionInput,
} from '@verdant/shared/diet-plans';
import { api } from '../../lib/api/client.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { ApiError, toApiError } from '../../lib/api/errors.ts';
import { sessionStore } from '../../lib/auth/index.ts';

/** Calls of the diet plan API (`@verdant/shared/diet-plans` is the contract). */

const enc = encodeURIComponent;
const P = '/api/v1/diet-plans';

export type PlanListQuery = Omit<DietPlanListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

/**
 * The meal planner answers NDJSON (one event a line) as it plans: read it as it comes, telling
 * `onEvent` each progress event, and resolve with the result.
 */
async function generateStream(
  body: GenerateRequest,
  onEvent: (event: GenerateEvent) => void,
  signal?: AbortSignal,
): Promise<GenerateResult> {
  const send = () => {
    const headers = new Headers({ 'content-type': 'application/json', accept: 'application/x-ndjson' });
    const token = sessionStore.getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(`${P}/generate`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  };
  let res = await send();
  if (res.status === 401 && sessionStore.getAccessToken()) {
    await sessionStore.refresh();
    res = await send();
  }
  if (!res.ok || !res.body) {
    let parsed: unknown = {};
    try {
      parsed = await res.json();
    } catch {
      parsed = {};
    }
    throw toApiError(parsed, res.status);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let nl = buffer.indexOf('\n');
    while (nl >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      nl = buffer.indexOf('\n');
      if (!line) continue;
      const event = JSON.parse(line) as GenerateEvent;
      if (event.type === 'result') return event.result;
      if (event.type === 'error')
        throw toApiError({ error: { code: event.code, message: event.message } }, 0);
      onEvent(event);
    }
    if (done) break;
  }
  throw new ApiError('INTERNAL', 0, 'The meal planner stopped without an answer.');
}

export const dietPlansApi = {
  list: (query: PlanListQuery, signal?: AbortSignal) => api<DietPlanPage>(P, { query: { ...query }, signal }),
  get: (id: string, signal?: AbortSignal) => api<DietPlan>(`${P}/${enc(id)}`, { signal }),
  create: (input: DietPlanCreateInput, idempotencyKey: string) =>
    api<DietPlan>(P, { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } }),
  update: (id: string, input: DietPlanUpdateInput) =>
    api<DietPlan>(`${P}/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`${P}/${enc(id)}`, { method: 'DELETE' }),
  transition: (id: string, input: TransitionInput) =>
    api<DietPlan>(`${P}/${enc(id)}/transition`, { method: 'POST', body: input }),
  share: (id: string, shared: boolean) =>
    api<DietPlan>(`${P}/${enc(id)}/share`, { method: shared ? 'POST' : 'DELETE' }),
  duplicate: (id: string, input: DuplicateInput, idempotencyKey: string) =>
    api<DietPlan>(`${P}/${enc(id)}/duplicate`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  /** The PDF, authorized per request by the session cookie (a plain link). */
  pdfUrl: (id: string, options: { lang: string; units: string; download?: boolean; mine?: boolean }) => {
    const q = new URLSearchParams({ lang: options.lang, units: options.units, today: localToday() });
    if (options.download) q.set('download', '1');
    return `${options.mine ? '/api/v1/me/diet-plans' : P}/${enc(id)}/pdf?${q}`;
  },
  foods: (q: string, signal?: AbortSignal) =>
    api<{ items: FoodInfo[] }>('/api/v1/foods', { query: { q, limit: 12 }, signal }),
  generate: generateStream,
  swap: (input: SwapRequest) => api<{ items: SwapOption[] }>(`${P}/swap`, { method: 'POST', body: input }),
  mine: (signal?: AbortSignal) =>
    api<{ items: PatientDietPlan[] }>('/api/v1/me/diet-plans', { query: { today: localToday() }, signal }),
  /** The patient's meal log of one plan: the days they may log and their marks. */
  meals: (id: string, signal?: AbortSignal) =>
    api<MealLog>(`/api/v1/me/diet-plans/${enc(id)}/meals`, { query: { today: localToday() }, signal }),
  logMeal: (id: string, input: MealLogInput) =>
    api<MealLogEntry>(`/api/v1/me/diet-plans/${enc(id)}/meals`, {
      method: 'PUT',
      body: { ...input, today: localToday() },
    }),
  /** How the patient kept to a plan, per week (the professional's view). */
  adherence: (id: string, signal?: AbortSignal) =>
    api<PlanAdherence>(`${P}/${enc(id)}/adherence`, { query: { today: localToday() }, signal }),
};

/** The viewer's date (YYYY-MM-DD) in their own time zone. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The signed-in patient's shared active plans (the dashboard's Fuel and its summary read the same). */
export function useMyPlans() {
  return useApiQuery(queryKeys.dietPlans.mine(), (signal) => dietPlansApi.mine(signal));
}
