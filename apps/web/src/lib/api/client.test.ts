import { BACKGROUND_REQUEST_HEADER } from '@verdant/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, treatReadsAsBackground } from './client.ts';

describe('reads the event stream sets off', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are marked as background (not user activity) for a moment; changes never are', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await api('/api/v1/conversations');
    treatReadsAsBackground(1000);
    await api('/api/v1/conversations');
    await api('/api/v1/conversations/x/read', { method: 'POST' });
    expect(sent.map((h) => h.has(BACKGROUND_REQUEST_HEADER))).toEqual([false, true, false]);
  });
});
