import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { i18n } from '../../lib/i18n/index.ts';
import * as authApi from '../auth/auth-api.ts';
import { ChangePasswordCard } from './change-password.tsx';

vi.mock('../auth/auth-api.ts', () => ({ changePassword: vi.fn() }));
vi.mock('../../lib/auth/index.ts', () => ({ sessionStore: { reload: vi.fn(async () => null) } }));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const mocked = vi.mocked(authApi);

const EN = ['Current password', 'New password', 'Confirm new password', 'Change password'] as const;
const ES = [
  'Contraseña actual',
  'Nueva contraseña',
  'Confirma la nueva contraseña',
  'Cambiar contraseña',
] as const;

async function fill(current: string, next: string, confirm = next, labels: readonly string[] = EN) {
  const [c, n, k, submit] = labels as [string, string, string, string];
  fireEvent.change(screen.getByLabelText(c), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(n), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(k), { target: { value: confirm } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: submit }));
  });
}

// rendering the first form loads the catalogues: generous on a busy machine
describe('change password (settings)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('validates before calling the server', async () => {
    render(<ChangePasswordCard />);
    await fill('', 'short', 'other');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it('says every other session was signed out after a change', async () => {
    mocked.changePassword.mockResolvedValue({});
    render(<ChangePasswordCard />);
    await fill('old-password-1', 'new-password-1');
    expect(mocked.changePassword).toHaveBeenCalledWith('old-password-1', 'new-password-1');
    expect(screen.getByRole('status').textContent).toContain(
      'Every other session of your account, on other devices and browsers, has been signed out',
    );
  });

  it("says why the server refused the new password (a common one, field 'newPassword')", async () => {
    mocked.changePassword.mockRejectedValueOnce(
      new ApiError('VALIDATION_FAILED', 400, undefined, { fields: { newPassword: 'passwordCommon' } }),
    );
    render(<ChangePasswordCard />);
    await fill('old-password-1', 'password123');
    expect(
      screen.getByText('This password is too common: it appears in lists of leaked passwords'),
    ).toBeTruthy();
  });

  it('says it in Spanish too, and names a wrong current password', async () => {
    await act(() => i18n.changeLanguage('es'));
    mocked.changePassword.mockRejectedValueOnce(new ApiError('INVALID_CREDENTIALS', 401));
    render(<ChangePasswordCard />);
    await fill('wrong-password', 'nueva-clave-1', 'nueva-clave-1', ES);
    expect(screen.getByText('La contraseña actual no es correcta.')).toBeTruthy();
    mocked.changePassword.mockResolvedValueOnce({});
    await fill('right-password', 'nueva-clave-1', 'nueva-clave-1', ES);
    expect(screen.getByRole('status').textContent).toContain('Se han cerrado todas las demás sesiones');
  });
});
