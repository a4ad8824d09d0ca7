import { act, render, screen, within } from '@testing-library/react';
import type { Session } from '@verdant/shared/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { createSessionStore } from '../../lib/auth/session-store.ts';
import { memoryDeviceStore } from '../../lib/offline/device-store.ts';
import { connectOffline, queueChange, resetDeviceForTests, sendQueued } from '../../lib/offline/index.ts';
import { OfflineNotice } from './offline-notice.tsx';

const session = {
  access_token: 't',
  refresh_token: 'r',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: { id: 'p1', email: 'p1@example.test', profileComplete: true },
} as Session;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function signedInPatient() {
  resetDeviceForTests(memoryDeviceStore());
  const sessions = createSessionStore({
    fetch: (async (input: RequestInfo | URL) =>
      String(input).endsWith('/me/roles') ? json({ roles: ['patient'] }) : json(session)) as typeof fetch,
    channel: null,
  });
  connectOffline(sessions);
  await sessions.init();
  return sessions;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<OfflineNotice>', () => {
  it('offline: says so, lists the waiting changes; back online, shows what was refused, in Spanish too', async () => {
    const sessions = await signedInPatient();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // (the device is wired to the session asynchronously)
    await vi.waitFor(() =>
      queueChange({ kind: 'mood', date: '2026-11-27', method: 'POST', path: '/x', body: {} }),
    );
    await act(() => queueChange({ kind: 'sleep', date: '2026-11-28', method: 'POST', path: '/y', body: {} }));
    render(<OfflineNotice />);
    expect(screen.getByTestId('offline-since').textContent).toMatch(/^Offline —/);
    const waiting = await screen.findByTestId('outbox-waiting');
    expect(within(waiting).getByRole('heading').textContent).toBe('2 changes waiting to be sent');
    expect(waiting.textContent).toContain('Mood check-in');
    expect(waiting.textContent).toContain('Sleep diary');
    expect(waiting.textContent).toContain('Saved on this device');

    // online: the server refuses the first (a validation error) and takes the second
    online.mockReturnValue(true);
    const fetchMock = vi.fn(async (path: string, _init?: RequestInit) =>
      path === '/x'
        ? json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'no',
                details: { fields: { date: 'activityLocked' } },
              },
            },
            400,
          )
        : json({ id: 'e1' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      await sendQueued();
    });
    const keys = fetchMock.mock.calls.map((c) => (c[1] as RequestInit).headers as Record<string, string>);
    expect(keys.every((h) => typeof h['idempotency-key'] === 'string')).toBe(true);
    expect(screen.queryByTestId('outbox-waiting')).toBeNull();
    const failed = await screen.findByTestId('outbox-failed');
    expect(failed.textContent).toContain('1 change could not be saved');
    expect(failed.textContent).toContain('Mood check-in');
    expect(failed.textContent).toContain('Some fields are not valid.');
    expect(failed.textContent).toContain('These steps can no longer be changed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('outbox-sent').textContent).toBe('1 change made offline has been saved.');

    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('outbox-failed').textContent).toContain('1 cambio no se pudo guardar');
    await act(async () => screen.getByRole('button', { name: 'Descartar' }).click());
    await vi.waitFor(() => expect(screen.queryByTestId('outbox-failed')).toBeNull());
    sessions.dispose();
  });
});
