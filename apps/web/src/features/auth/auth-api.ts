import type { AcceptedInvitation, InvitationPreview } from '@verdant/shared/invitations';
import type {
  BillingPeriod,
  OrganizationPlan,
  SessionPolicy,
  SessionPolicyInput,
} from '@verdant/shared/account';
import type { Role } from '@verdant/shared/roles';
import { api } from '../../lib/api/client.ts';
import { toApiError } from '../../lib/api/errors.ts';
import { type AuthClient, getAuthClient } from '../../lib/auth/auth-client.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';

/**
 * The auth calls the screens make, in one place so tests can replace them. better-auth answers
 * `{ data, error }`; errors are thrown as ApiError with a shared error code.
 */
type Result<T> = { data: T | null; error: unknown };

function unwrap<T>(result: Result<T>): T {
  if (result.error) {
    const status = (result.error as { status?: number }).status ?? 0;
    throw toApiError(result.error, status);
  }
  return result.data as T;
}

async function client(): Promise<AuthClient> {
  try {
    return await getAuthClient();
  } catch (error) {
    throw toApiError(error);
  }
}

async function call<T>(fn: (c: AuthClient) => Promise<Result<T>>): Promise<T> {
  const c = await client();
  let result: Result<T>;
  try {
    result = await fn(c);
  } catch (error) {
    throw toApiError(error);
  }
  return unwrap(result);
}

export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

export function signIn(input: {
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<SignInAnswer> {
  return call((c) => c.signIn.email(input) as Promise<Result<SignInAnswer>>);
}

export interface SignUpAnswer {
  token?: string | null;
}

/** `intentQuery` (role, plan, billing) rides on the callbackURL into the verification link. */
export function signUp(
  input: { firstName: string; lastName: string; email: string; password: string },
  intentQuery = '',
) {
  const body = {
    email: input.email,
    password: input.password,
    name: `${input.firstName} ${input.lastName}`.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    // every e-mail to the account (the verification link first) is written in this language
    language: currentLanguage(),
    callbackURL: intentQuery ? `/auth/callback?${intentQuery}` : '/auth/callback',
  };
  // firstName/lastName are server-side additional fields the untyped client does not know about
  return call(
    (c) =>
      c.signUp.email(body as Parameters<AuthClient['signUp']['email']>[0]) as Promise<Result<SignUpAnswer>>,
  );
}

export function signInWithGoogle(callbackURL: string) {
  return call(
    (c) =>
      c.signIn.social({
        provider: 'google',
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: '/auth',
      }) as Promise<Result<unknown>>,
  );
}

export function verifyTotp(code: string) {
  return call((c) => c.twoFactor.verifyTotp({ code }) as Promise<Result<unknown>>);
}

export function verifyBackupCode(code: string) {
  return call((c) => c.twoFactor.verifyBackupCode({ code }) as Promise<Result<unknown>>);
}

export function requestPasswordReset(email: string) {
  return call(
    (c) => c.requestPasswordReset({ email, redirectTo: '/reset-password' }) as Promise<Result<unknown>>,
  );
}

export function resetPassword(newPassword: string, token: string) {
  return call((c) => c.resetPassword({ newPassword, token }) as Promise<Result<unknown>>);
}

export function verifyEmail(token: string) {
  return call((c) => c.verifyEmail({ query: { token } }) as Promise<Result<unknown>>);
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export function enableTwoFactor(password: string) {
  return call((c) => c.twoFactor.enable({ password }) as Promise<Result<TwoFactorSetup>>);
}

export function disableTwoFactor(password: string) {
  return call((c) => c.twoFactor.disable({ password }) as Promise<Result<unknown>>);
}

/** Changes the password; the server ends every other session of the account. */
export function changePassword(currentPassword: string, newPassword: string) {
  return call(
    (c) =>
      c.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }) as Promise<
        Result<unknown>
      >,
  );
}

export function getProviders(): Promise<{ google: boolean }> {
  return api<{ google: boolean }>('/api/v1/auth/providers');
}

export type OrganizationInput =
  | {
      mode: 'create';
      name: string;
      kind: 'practice' | 'laboratory' | 'insurer';
      plan?: OrganizationPlan;
      billingPeriod?: BillingPeriod;
    }
  | { mode: 'join'; joinCode: string };

export function completeSignup(input: {
  roles: Role[];
  organization?: OrganizationInput | undefined;
  locale?: 'en' | 'es';
}) {
  return api<unknown>('/api/v1/me/complete-signup', { method: 'POST', body: input });
}

export function lookupInvitation(token: string): Promise<InvitationPreview> {
  return api<InvitationPreview>('/api/v1/invitations/lookup', { method: 'POST', body: { token } });
}

export function acceptInvitation(input: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<AcceptedInvitation> {
  return api<AcceptedInvitation>('/api/v1/invitations/accept', { method: 'POST', body: input });
}

export function regenerateJoinCode(organizationId: string): Promise<{ joinCode: string }> {
  return api<{ joinCode: string }>(`/api/v1/organizations/${encodeURIComponent(organizationId)}/join-code`, {
    method: 'POST',
  });
}

export function getSessionPolicy(organizationId: string) {
  return api<SessionPolicy>(`/api/v1/organizations/${encodeURIComponent(organizationId)}/session-policy`);
}

export function setSessionPolicy(organizationId: string, input: SessionPolicyInput) {
  return api<SessionPolicy>(`/api/v1/organizations/${encodeURIComponent(organizationId)}/session-policy`, {
    method: 'PUT',
    body: input,
  });
}
