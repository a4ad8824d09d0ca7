import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { i18n } from '../../lib/i18n/index.ts';
import * as authApi from './auth-api.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

vi.mock('./auth-api.ts', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
}));
vi.mock('../../lib/auth/index.ts', () => ({
  sessionStore: { signedIn: vi.fn(async () => null) },
}));

const mocked = vi.mocked(authApi);

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

function renderSignUp() {
  const onSignedUp = vi.fn();
  render(<SignUpForm onSignedUp={onSignedUp} />);
  return { onSignedUp, user: userEvent.setup() };
}

describe('sign-up form (its validation messages)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('submitting empty shows every required message under its field', async () => {
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = (label: string) => screen.getByLabelText(label, { exact: true });
    expect(errorOf(field('First name'))).toBe('First name is required');
    expect(errorOf(field('Last name'))).toBe('Last name is required');
    expect(errorOf(field('Email'))).toBe('Email is required');
    expect(errorOf(field('Password'))).toBe('Password is required');
    // One "Password is required", not two: nothing to confirm yet.
    expect(screen.getAllByText('Password is required')).toHaveLength(1);
    expect(errorOf(field('Confirm password'))).toBeNull();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(field('First name'));
    expect(mocked.signUp).not.toHaveBeenCalled();
  });

  it('shows invalid email, short password and mismatch messages', async () => {
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Last name'), 'Chen');
    await user.type(screen.getByLabelText('Email'), 'maya@example');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
  });

  it('says one thing under the confirmation: required when empty, mismatch when different', async () => {
    const { user } = renderSignUp();
    const confirm = () => screen.getByLabelText('Confirm password');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf(confirm())).toBe('Password is required');
    expect(screen.getAllByText('Password is required')).toHaveLength(1);
    await user.type(confirm(), 'correct hors');
    expect(errorOf(confirm())).toBe('Passwords do not match');
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(1);
    await user.type(confirm(), 'e');
    expect(errorOf(confirm())).toBeNull();
  });

  it('validates a field when the user leaves it', async () => {
    const { user } = renderSignUp();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Email is required');
    expect(screen.queryByText('First name is required')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    expect(errorOf(screen.getByLabelText('Email'))).toBeNull();
  });

  it('shows the messages in Spanish', async () => {
    await act(async () => void (await i18n.changeLanguage('es')));
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(errorOf(screen.getByLabelText('Nombre'))).toBe('El nombre es obligatorio');
    expect(errorOf(screen.getByLabelText('Apellido'))).toBe('El apellido es obligatorio');
    expect(errorOf(screen.getByLabelText('Correo electrónico'))).toBe('El correo electrónico es obligatorio');
    expect(errorOf(screen.getByLabelText('Contraseña', { exact: true }))).toBe(
      'La contraseña es obligatoria',
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'x@y');
    await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'abc');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByText('Dirección de correo electrónico no válida')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
  });

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Last name'), 'Chen');
    await user.type(screen.getByLabelText('Email'), ' maya@example.com ');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('signs up and asks to check the e-mail', async () => {
    mocked.signUp.mockResolvedValue({ token: null });
    const { user, onSignedUp } = renderSignUp();
    await fillValid(user);
    expect(mocked.signUp).toHaveBeenCalledWith(
      {
        firstName: 'Maya',
        lastName: 'Chen',
        email: 'maya@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
      },
      '',
    );
    expect(onSignedUp).toHaveBeenCalledWith('maya@example.com');
  });

  it('carries what the visitor chose (role, plan) into the verification link', async () => {
    mocked.signUp.mockResolvedValue({ token: null });
    const onSignedUp = vi.fn();
    render(<SignUpForm onSignedUp={onSignedUp} intentQuery="role=lab&plan=professional" />);
    await fillValid(userEvent.setup());
    expect(mocked.signUp).toHaveBeenCalledWith(expect.anything(), 'role=lab&plan=professional');
  });

  it('shows "Email already exists" from the server', async () => {
    mocked.signUp.mockRejectedValue(new ApiError('EMAIL_ALREADY_EXISTS', 409));
    const { user } = renderSignUp();
    await fillValid(user);
    expect(screen.getByRole('alert').textContent).toBe('Email already exists');
  });

  it('shows server VALIDATION_FAILED field errors under the field', async () => {
    mocked.signUp.mockRejectedValue(
      new ApiError('VALIDATION_FAILED', 400, 'invalid', { fields: { email: 'emailInvalid' } }),
    );
    const { user } = renderSignUp();
    await fillValid(user);
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Invalid email address');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('sign-in form', () => {
  beforeEach(() => vi.clearAllMocks());

  function renderSignIn() {
    const onTwoFactor = vi.fn();
    render(
      <MemoryRouter>
        <SignInForm onTwoFactor={onTwoFactor} />
      </MemoryRouter>,
    );
    return { onTwoFactor, user: userEvent.setup() };
  }

  it('has email, password, forgot password and remember me (unticked: decision 0020)', () => {
    renderSignIn();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(false);
  });

  it('requires email and password', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Email is required');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Password is required');
    expect(mocked.signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['INVALID_CREDENTIALS', 'Invalid email or password'],
    ['USER_NOT_FOUND', 'User not found'],
    ['INTERNAL', 'Something went wrong. Please try again.'],
  ] as const)('shows %s as "%s"', async (code, text) => {
    mocked.signIn.mockRejectedValue(new ApiError(code, 401));
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(within(screen.getByRole('alert')).getByText(text)).toBeTruthy();
  });

  it('maps better-auth error bodies to the catalogue', async () => {
    const { toApiError } = await import('../../lib/api/errors.ts');
    mocked.signIn.mockRejectedValue(toApiError({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }));
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
  });

  it('passes remember me and moves to the code step when two-factor is on', async () => {
    mocked.signIn.mockResolvedValue({ twoFactorRedirect: true });
    const { user, onTwoFactor } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(mocked.signIn).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'secret-pass',
      rememberMe: true,
    });
    expect(onTwoFactor).toHaveBeenCalledOnce();
  });
});
