import { QueryClientProvider } from '@tanstack/react-query';
import type { Connection, IntegrationsOverview } from '@verdant/shared/integrations';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { queryClient } from '../../lib/api/query.ts';
import { integrationsApi } from './integrations-api.ts';
import IntegrationsPage from './integrations-page.tsx';

vi.mock('./integrations-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./integrations-api.ts')>()),
  integrationsApi: { overview: vi.fn(), test: vi.fn(), webhooks: vi.fn(), createWebhook: vi.fn() },
}));
vi.mock('./outbox.tsx', () => ({ EmailOutbox: () => null }));
vi.mock('../../components/demo-notice.tsx', () => ({ DemoNotice: () => null }));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const api = vi.mocked(integrationsApi);
const connection = (over: Partial<Connection>): Connection => ({
  kind: 'email',
  state: 'configured',
  mode: 'outbox',
  target: null,
  settings: ['SMTP_URL', 'MAIL_FROM'],
  needs: ['SMTP_URL'],
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  ...over,
});
const overview: IntegrationsOverview = {
  connections: [
    connection({}),
    connection({
      kind: 'google',
      state: 'not_configured',
      mode: null,
      needs: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    }),
    connection({
      kind: 'ai',
      state: 'error',
      mode: 'm1',
      lastErrorAt: '2026-11-28T10:00:00Z',
      lastError: { code: 'aiKeyRefused', params: { status: 401 } },
    }),
  ],
  recordingImports: [{ platform: 'zoom', state: 'needs_credentials', needs: ['ZOOM_CLIENT_ID'] }],
};

async function open() {
  const router = createMemoryRouter([{ path: '/admin/integrations', element: <IntegrationsPage /> }], {
    initialEntries: ['/admin/integrations'],
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

describe('the integrations screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    api.overview.mockResolvedValue(overview);
    api.webhooks.mockResolvedValue({ items: [] });
  });

  it('shows each connection with its state and what it needs, and the recordings import as not available', async () => {
    await open();
    const email = await screen.findByTestId('connection-email');
    expect(email.textContent).toContain('Kept in the outbox (nothing is sent)');
    expect(email.textContent).toContain('until SMTP_URL is set');
    expect(screen.getByTestId('connection-google').textContent).toContain('Not set up');
    const ai = screen.getByTestId('connection-ai');
    expect(ai.textContent).toContain('Last test failed');
    expect(ai.textContent).toContain('The AI endpoint refused the key (401).');
    expect(screen.getByTestId('recording-zoom').textContent).toContain('Not available');
  });

  it('"Send a test" shows what the server did, translated from its code', async () => {
    api.test.mockResolvedValue({
      kind: 'email',
      ok: true,
      outcome: { code: 'emailInOutbox', params: { mode: 'outbox' } },
      connection: connection({ lastSuccessAt: '2026-11-28T11:00:00Z' }),
    });
    await open();
    const email = await screen.findByTestId('connection-email');
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Send a test' }));
    });
    expect(api.test).toHaveBeenCalledWith('email');
    expect(within(email).getByRole('status').textContent).toBe(
      'Written to the outbox (mode outbox): nothing leaves this machine until SMTP_URL is set.',
    );
  });

  it('the same outcome reads in Spanish on the Spanish screen', async () => {
    api.test.mockResolvedValue({
      kind: 'email',
      ok: true,
      outcome: { code: 'emailInOutbox', params: { mode: 'outbox' } },
      connection: connection({ lastSuccessAt: '2026-11-28T11:00:00Z' }),
    });
    await act(async () => void (await i18n.changeLanguage('es')));
    try {
      await open();
      const ai = await screen.findByTestId('connection-ai');
      expect(ai.textContent).toContain('El servicio de IA ha rechazado la clave (401).');
      await act(async () => {
        fireEvent.click(
          within(screen.getByTestId('connection-email')).getByRole('button', { name: 'Enviar una prueba' }),
        );
      });
      expect(within(screen.getByTestId('connection-email')).getByRole('status').textContent).toBe(
        'Escrito en la bandeja de salida (modo outbox): nada sale de esta máquina hasta que se configure SMTP_URL.',
      );
    } finally {
      await act(async () => void (await i18n.changeLanguage('en')));
    }
  });

  it('the secret is a password field, and a short one is refused before anything is sent', async () => {
    await open();
    const secret = await screen.findByLabelText('Signing secret');
    expect(secret.getAttribute('type')).toBe('password');
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://hooks.example.com/v' } });
    fireEvent.change(secret, { target: { value: 'short' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(api.createWebhook).not.toHaveBeenCalled();
    expect(screen.getByText('Use at least 16 characters')).toBeTruthy();
  });
});
