import type { TFunction } from 'i18next';
import { ApiError, toApiError } from '../../lib/api/errors.ts';

/**
 * The message to show for a failed auth call. SPEC section 8's auth catalogue: Invalid email or
 * password, User not found, Email already exists, otherwise "Something went wrong. Please try again."
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  const apiError = error instanceof ApiError ? error : toApiError(error);
  if (apiError.code === 'VALIDATION_FAILED' && Object.keys(apiError.fields).length) return '';
  const key = `errors:${apiError.code}`;
  return t(key, { defaultValue: t('errors:INTERNAL') });
}

export function fieldsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
