/**
 * The outbox screen never reports a resend as sent when the per-address e-mail cap held it back:
 * the administrator is told it was not sent, in English and Spanish.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { adminApi, type OutboxMessage } from './admin-api.ts';
import { EmailOutbox } from './outbox.tsx';

vi.mock('./admin-api.ts', () => ({
  adminApi: { outbox: vi.fn(), mailSuppressed: vi.fn(), outboxMessage: vi.fn(), resendOneTimeLink: vi.fn() },
}));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const mocked = vi.mocked(adminApi);
const reset: OutboxMessage = {
  id: 'm1',
  to: 'ana@example.test',
  subject: 'Reset your password',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:00:01.000Z',
  oneTimeLink: { kind: 'password-reset', expiresAt: '2026-11-25T11:00:00.000Z' },
};

const TEXT = {
  en: {
    list: 'Emails',
    resend: 'Send a fresh link',
    suppressed:
      'Not sent: this address has already received the most emails of this kind allowed per hour. Try again later.',
    sent: 'A fresh link was sent to ana@example.test; the earlier links no longer work',
  },
  es: {
    list: 'Correos',
    resend: 'Enviar un enlace nuevo',
    suppressed:
      'No se ha enviado: esta dirección ya ha recibido el máximo de correos de este tipo permitido por hora. Inténtalo más tarde.',
  },
} as const;

beforeEach(() => {
  vi.clearAllMocks();
  mocked.mailSuppressed.mockResolvedValue({ total: 0, items: [] });
  mocked.outbox.mockResolvedValue({ items: [reset], nextCursor: null });
});

async function resend(lang: 'en' | 'es') {
  await act(async () => void (await i18n.changeLanguage(lang)));
  await act(async () => {
    render(<EmailOutbox />);
  });
  const item = within(await screen.findByRole('list', { name: TEXT[lang].list })).getByRole('listitem');
  await userEvent.setup().click(within(item).getByRole('button', { name: TEXT[lang].resend }));
}

describe('outbox resend', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`says a resend the cap suppressed was not sent (${lang})`, async () => {
      mocked.resendOneTimeLink.mockRejectedValue(
        new ApiError('RATE_LIMITED', 429, 'Not sent', { reason: 'mailSuppressed', retryAfterSeconds: 3600 }),
      );
      await resend(lang);
      await vi.waitFor(() =>
        expect(vi.mocked(toast)).toHaveBeenCalledWith({ title: TEXT[lang].suppressed, variant: 'error' }),
      );
      expect(vi.mocked(toast)).toHaveBeenCalledTimes(1);
    });
  }

  it('says a resend that went out was sent', async () => {
    mocked.resendOneTimeLink.mockResolvedValue({ id: 'm2' });
    await resend('en');
    await vi.waitFor(() =>
      expect(vi.mocked(toast)).toHaveBeenCalledWith({ title: TEXT.en.sent, variant: 'success' }),
    );
  });
});
