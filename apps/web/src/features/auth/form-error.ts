import type { TFunction } from 'i18next';
import { errorMessage, hasFieldErrors, toApiError } from '../../lib/api/errors.ts';

/**
 * The message to show above an auth form: none when the answer names the fields to correct (each
 * field shows its own), else the message of the error's code (better-auth's codes are mapped to
 * ours first: invalid credentials, unknown user, e-mail already registered, …).
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  const apiError = toApiError(error);
  if (apiError.code === 'VALIDATION_FAILED' && hasFieldErrors(apiError)) return '';
  return errorMessage(apiError, t);
}
