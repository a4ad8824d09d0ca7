import { type ErrorCode, isErrorCode } from '@verdant/shared/errors';

/** An API failure carrying one of the stable codes of `@verdant/shared/errors`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field → validation message key (VALIDATION_FAILED). */
  readonly fields: Record<string, string>;
  readonly details: Record<string, unknown>;
  /** The code as the server sent it when it was not one of ours (better-auth's, e.g. INVALID_TOKEN). */
  readonly sourceCode: string;

  constructor(
    code: ErrorCode,
    status: number,
    message?: string,
    details: Record<string, unknown> = {},
    sourceCode: string = code,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.sourceCode = sourceCode;
    this.status = status;
    this.details = details;
    const fields = details.fields;
    this.fields =
      fields && typeof fields === 'object' && !Array.isArray(fields)
        ? Object.fromEntries(
            Object.entries(fields as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
  }

  /** Translation key of the message to show for this error. */
  get messageKey(): string {
    return `errors:${this.code}`;
  }
}

/** better-auth's own error codes, mapped to the shared catalogue (whose messages the screens show). */
const BETTER_AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_EMAIL_NOT_FOUND: 'USER_NOT_FOUND',
  USER_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_ALREADY_EXISTS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_CODE: 'INVALID_TWO_FACTOR_CODE',
  INVALID_BACKUP_CODE: 'INVALID_TWO_FACTOR_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'TWO_FACTOR_REQUIRED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'RATE_LIMITED',
  ACCOUNT_TEMPORARILY_LOCKED: 'ACCOUNT_LOCKED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
};

const BETTER_AUTH_FIELDS: Record<string, Record<string, string>> = {
  PASSWORD_TOO_SHORT: { password: 'passwordTooShort' },
  PASSWORD_TOO_LONG: { password: 'passwordTooLong' },
  INVALID_EMAIL: { email: 'emailInvalid' },
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
}

/**
 * Normalises any error body, ours (`{ error: { code, message, details } }`) or better-auth's
 * (`{ code, message }`, possibly wrapped by better-fetch with `status`), into an ApiError.
 */
export function toApiError(body: unknown, status = 0): ApiError {
  if (body instanceof ApiError) return body;
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const nested = b.error && typeof b.error === 'object' ? (b.error as Record<string, unknown>) : null;
  const httpStatus = typeof b.status === 'number' ? b.status : status;
  if (nested && isErrorCode(nested.code)) {
    const details = (nested.details && typeof nested.details === 'object' ? nested.details : {}) as Record<
      string,
      unknown
    >;
    return new ApiError(nested.code, httpStatus, String(nested.message ?? nested.code), details);
  }
  const code = typeof b.code === 'string' ? b.code : undefined;
  if (code && isErrorCode(code)) {
    return new ApiError(code, httpStatus, String(b.message ?? code));
  }
  if (code && code in BETTER_AUTH_CODES) {
    const mapped = BETTER_AUTH_CODES[code] as ErrorCode;
    const fields = BETTER_AUTH_FIELDS[code];
    return new ApiError(mapped, httpStatus, String(b.message ?? code), fields ? { fields } : {}, code);
  }
  if (body instanceof TypeError) return new ApiError('UNAVAILABLE', 0, body.message);
  return new ApiError(
    codeForStatus(httpStatus),
    httpStatus,
    typeof b.message === 'string' ? b.message : undefined,
  );
}

/** The ApiError a failure carries, or null for anything else (a bug, an aborted render). */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiError ? error : null;
}

/** The stable code of a failure, or null when it is not an API error. */
export function errorCode(error: unknown): ErrorCode | null {
  return apiErrorOf(error)?.code ?? null;
}

/** Field → validation message key of a VALIDATION_FAILED answer; empty for any other failure. */
export function errorFields(error: unknown): Record<string, string> {
  return apiErrorOf(error)?.fields ?? {};
}

/** Whether the failure names the fields to correct (the form shows them next to each field). */
export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(errorFields(error)).length > 0;
}

/** Any of the app's `t` functions (every namespace's messages are addressed as `errors:CODE`). */
type Translate = (key: string) => string;

/**
 * THE message to show for any failure, translated: the message of its stable code, or the generic
 * one for a code without a message and for anything that is not an API error.
 */
export function errorMessage(error: unknown, t: Translate): string {
  const api = apiErrorOf(error);
  if (!api) return t('errors:INTERNAL');
  const until = api.details.lockedUntil;
  if (api.code === 'ACCOUNT_LOCKED' && typeof until === 'string' && !Number.isNaN(Date.parse(until))) {
    const time = new Date(until).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    // i18next's `t` interpolates; the narrow Translate type above only names the key.
    return (t as unknown as (key: string, values: { time: string }) => string)(
      'errors:ACCOUNT_LOCKED_UNTIL',
      {
        time,
      },
    );
  }
  const text = t(api.messageKey);
  return text === api.messageKey || text === api.code ? t('errors:INTERNAL') : text;
}

/**
 * How a form shows a refused submission: the messages of the fields the server named (`fields`,
 * validation keys; `message` null), or, when it named none, one translated message for the form.
 */
export function formFailure(
  error: unknown,
  t: Translate,
): { fields: Record<string, string>; message: string | null } {
  const fields = errorCode(error) === 'VALIDATION_FAILED' ? errorFields(error) : {};
  return Object.keys(fields).length
    ? { fields, message: null }
    : { fields: {}, message: errorMessage(error, t) };
}
