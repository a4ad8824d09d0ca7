/**
 * What the auth screens tell a user when the server refuses them for security reasons, in English
 * and Spanish: a two-factor lockout (locked, until when), a password refused as common or guessable
 * (sign-up and reset), and, after a reset, that every other session was signed out.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from '../../lib/api/errors.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import * as authApi from './auth-api.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

vi.mock('./auth-api.ts', () => ({
  signUp: vi.fn(),
  resetPassword: vi.fn(),
  verifyTotp: vi.fn(),
  verifyBackupCode: vi.fn(),
}));
vi.mock('../../lib/auth/index.ts', () => ({
  sessionStore: { signedIn: vi.fn(async () => null), passwordRecovery: vi.fn() },
}));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const mocked = vi.mocked(authApi);

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

const inLanguage = (lang: 'en' | 'es') => act(async () => void (await i18n.changeLanguage(lang)));

const TEXT = {
  en: {
    code: 'Authentication code',
    verify: 'Verify',
    lockedUntil: 'Too many wrong codes: this account is locked until',
    locked: 'Too many wrong codes: this account is locked for a while. Try again later.',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    reset: 'Reset password',
    common: 'This password is too common: it appears in lists of leaked passwords',
    weak: 'This password is too easy to guess: add more words or characters',
    resetDone: 'Password reset successfully',
    signedOut:
      'Every other session of your account, on other devices and browsers, has been signed out. Sign in with your new password.',
  },
  es: {
    code: 'Código de autenticación',
    verify: 'Verificar',
    lockedUntil: 'Demasiados códigos incorrectos: esta cuenta está bloqueada hasta las',
    locked:
      'Demasiados códigos incorrectos: esta cuenta está bloqueada durante un tiempo. Inténtalo más tarde.',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Confirmar nueva contraseña',
    reset: 'Restablecer contraseña',
    common: 'Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas',
    weak: 'Esta contraseña es demasiado fácil de adivinar: añade más palabras o caracteres',
    resetDone: 'Contraseña restablecida correctamente',
    signedOut:
      'Se han cerrado todas las demás sesiones de tu cuenta, en otros dispositivos y navegadores. Inicia sesión con tu nueva contraseña.',
  },
} as const;

beforeEach(() => vi.clearAllMocks());

describe('two-factor lockout', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`says the account is locked and until when (${lang})`, async () => {
      await inLanguage(lang);
      const lockedUntil = new Date(Date.now() + 15 * 60_000);
      // The answer as the better-auth client hands it over: our error shape inside its error.
      mocked.verifyTotp.mockRejectedValue(
        toApiError({
          status: 403,
          statusText: 'Forbidden',
          code: 'ACCOUNT_LOCKED',
          message: 'locked',
          error: {
            code: 'ACCOUNT_LOCKED',
            message: 'locked',
            details: { lockedUntil: lockedUntil.toISOString(), retryAfterSeconds: 900 },
          },
        }),
      );
      const user = userEvent.setup();
      render(<TwoFactorStep onBack={vi.fn()} />);
      await user.type(screen.getByLabelText(TEXT[lang].code), '123456');
      await user.click(screen.getByRole('button', { name: TEXT[lang].verify }));
      const alert = await screen.findByRole('alert');
      const time = lockedUntil.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
      expect(alert.textContent).toBe(`${TEXT[lang].lockedUntil} ${time}.`);
    });
  }

  it('without an end time still says the account is locked (es)', async () => {
    await inLanguage('es');
    mocked.verifyTotp.mockRejectedValue(new ApiError('ACCOUNT_LOCKED', 403));
    const user = userEvent.setup();
    render(<TwoFactorStep onBack={vi.fn()} />);
    await user.type(screen.getByLabelText(TEXT.es.code), '123456');
    await user.click(screen.getByRole('button', { name: TEXT.es.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.es.locked);
  });
});

function renderReset() {
  render(
    <MemoryRouter initialEntries={['/reset-password?token=tok-1']}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillReset(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'es', password: string) {
  await user.type(screen.getByLabelText(TEXT[lang].newPassword), password);
  await user.type(screen.getByLabelText(TEXT[lang].confirmNewPassword), password);
  await user.click(screen.getByRole('button', { name: TEXT[lang].reset }));
}

describe('reset password', { timeout: 30_000 }, () => {
  for (const lang of ['en', 'es'] as const) {
    it(`says why a common password is refused, and sends nothing (${lang})`, async () => {
      await inLanguage(lang);
      const user = renderReset();
      await fillReset(user, lang, 'password123');
      await vi.waitFor(() =>
        expect(errorOf(screen.getByLabelText(TEXT[lang].newPassword))).toBe(TEXT[lang].common),
      );
      expect(mocked.resetPassword).not.toHaveBeenCalled();
    });

    it(`shows the server's refusal of a guessable password under the field (${lang})`, async () => {
      await inLanguage(lang);
      mocked.resetPassword.mockRejectedValue(
        new ApiError('VALIDATION_FAILED', 400, 'invalid', { fields: { password: 'passwordWeak' } }),
      );
      const user = renderReset();
      await fillReset(user, lang, 'Tulip-orbit-canyon-42');
      await vi.waitFor(() =>
        expect(errorOf(screen.getByLabelText(TEXT[lang].newPassword))).toBe(TEXT[lang].weak),
      );
    });

    it(`after a reset says every other session was signed out (${lang})`, async () => {
      await inLanguage(lang);
      mocked.resetPassword.mockResolvedValue({ status: true });
      const user = renderReset();
      await fillReset(user, lang, 'Tulip-orbit-canyon-42');
      await screen.findByText('sign-in page');
      expect(mocked.resetPassword).toHaveBeenCalledWith('Tulip-orbit-canyon-42', 'tok-1');
      expect(vi.mocked(toast)).toHaveBeenCalledWith({
        title: TEXT[lang].resetDone,
        description: TEXT[lang].signedOut,
        variant: 'success',
      });
    });
  }
});

describe('sign-up in Spanish', { timeout: 30_000 }, () => {
  it('says why a common password is refused', async () => {
    await inLanguage('es');
    const user = userEvent.setup();
    render(<SignUpForm onSignedUp={vi.fn()} />);
    await user.type(screen.getByLabelText('Nombre'), 'Maya');
    await user.type(screen.getByLabelText('Apellido'), 'Chen');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@example.com');
    await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'password123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await vi.waitFor(() =>
      expect(errorOf(screen.getByLabelText('Contraseña', { exact: true }))).toBe(TEXT.es.common),
    );
    expect(mocked.signUp).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a guessable password", async () => {
    await inLanguage('es');
    mocked.signUp.mockRejectedValue(
      new ApiError('VALIDATION_FAILED', 400, 'invalid', { fields: { password: 'passwordWeak' } }),
    );
    const user = userEvent.setup();
    render(<SignUpForm onSignedUp={vi.fn()} />);
    await user.type(screen.getByLabelText('Nombre'), 'Maya');
    await user.type(screen.getByLabelText('Apellido'), 'Chen');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@example.com');
    await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'Tulip-orbit-canyon-42');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Tulip-orbit-canyon-42');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await vi.waitFor(() =>
      expect(errorOf(screen.getByLabelText('Contraseña', { exact: true }))).toBe(TEXT.es.weak),
    );
  });
});
