import type { Me } from '@verdant/shared/me';
import type { UpdateMeInput } from '@verdant/shared/account';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { type ApiData, updateCached, useApiQuery } from './query.ts';

/** The signed-in user's own endpoints (`/api/v1/me…`), typed by `@verdant/shared/me`. */
export const meApi = {
  /** `background`: a poll, not the user doing something (decision 0020). */
  me: (signal?: AbortSignal, options: { background?: boolean } = {}) =>
    api<Me>('/api/v1/me', { signal, ...options }),
  /** The answer is the account as changed: the cached `me` takes it without reading again. */
  update: async (input: UpdateMeInput) => {
    const me = await api<Me>('/api/v1/me', { method: 'PATCH', body: input });
    updateCached<Me>(queryKeys.me, () => me);
    return me;
  },
  setActiveOrganization: (organizationId: string) =>
    api<Me>('/api/v1/me/active-organization', { method: 'PUT', body: { organizationId } }),
};

/** `GET /api/v1/me`, read once and shared by the header, the dashboard and Settings. */
export function useMe(): ApiData<Me> {
  return useApiQuery(queryKeys.me, meApi.me);
}
