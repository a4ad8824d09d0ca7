import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { useAuth } from '../auth/index.ts';
import { i18n } from './index.ts';
import { useLanguageSync } from './language-sync.ts';

vi.mock('../auth/index.ts', () => ({ useAuth: vi.fn() }));

function Synced() {
  useLanguageSync();
  return null;
}

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    const req = init;
    return {
      url: String(url),
      method: req.method,
      body: req.body,
      headers: req.headers as Record<string, string>,
    };
  });

describe('the language stored on the account', () => {
  it('is sent when a signed-in user switches language, and only then', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'signed-in' } as ReturnType<typeof useAuth>);
    const view = render(<Synced />);
    expect(fetchMock).not.toHaveBeenCalled();
    await i18n.changeLanguage('es');
    expect(calls()).toEqual([
      expect.objectContaining({ url: '/api/v1/me/language', method: 'PUT', body: '{"language":"es"}' }),
    ]);
    view.unmount();
    await i18n.changeLanguage('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not sent for a signed-out visitor', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'signed-out' } as ReturnType<typeof useAuth>);
    render(<Synced />);
    await i18n.changeLanguage('es');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('every API call tells the server the interface language (Accept-Language)', async () => {
    await i18n.changeLanguage('es');
    await api('/api/v1/me/roles');
    expect(calls()[0]?.headers['accept-language']).toBe('es');
    await i18n.changeLanguage('en');
    await api('/api/v1/me/roles');
    expect(calls()[1]?.headers['accept-language']).toBe('en');
  });
});
