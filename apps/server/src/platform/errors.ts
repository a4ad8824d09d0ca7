/**
 * The one place where failures become HTTP answers. Every error the API returns has the shape
 * `{ "error": { "code", "message", "details" } }` with a code from `@verdant/shared` (ERROR_STATUS gives
 * its HTTP status, ERROR_MESSAGES its English message).
 */
import {
  type ApiErrorBody,
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  fieldErrors,
} from '@verdant/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { connectionErrorSummary, isConnectionError } from '../db/connection-errors.ts';
import { errorForLog } from './logger.ts';

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message?: string, details?: ErrorDetails) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: ErrorDetails): ApiErrorBody {
  return { error: { code, message: message ?? ERROR_MESSAGES[code], ...(details ? { details } : {}) } };
}

/** A failed zod parse as `VALIDATION_FAILED`, `details.fields` = field → message key. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { fields: fieldErrors(error) });
}

/** The code for an HTTP status that carries no code of its own. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

interface ErrorLogger {
  error(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

/** What a client is told to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/** 503 TEMPORARILY_UNAVAILABLE: the database is away (restart, failover); the request changed nothing it kept. */
export function databaseUnavailable(): AppError {
  return new AppError('TEMPORARILY_UNAVAILABLE', undefined, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/** Normalises anything thrown into an AppError; unexpected errors become INTERNAL and are logged. */
export function toAppError(err: unknown, log?: ErrorLogger): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  if (err instanceof HTTPException) {
    const code = codeForStatus(err.status);
    if (code === 'INTERNAL') log?.error({ err: errorForLog(err) }, 'http exception');
    return new AppError(
      code,
      undefined,
      code === 'BAD_REQUEST' && err.message ? { reason: err.message } : undefined,
    );
  }
  if (isConnectionError(err)) {
    // Expected during a database restart: no stack, and never the statement or its parameters.
    const fields = { err: connectionErrorSummary(err) };
    if (log?.warn) log.warn(fields, 'database unavailable');
    else log?.error(fields, 'database unavailable');
    return databaseUnavailable();
  }
  log?.error({ err: errorForLog(err) }, 'unhandled error');
  return new AppError('INTERNAL');
}

/** Hono `onError`. */
export function handleError(err: Error, c: Context): Response {
  const log = (c.get('log') as ErrorLogger | undefined) ?? undefined;
  const appError = toAppError(err, log);
  if (appError.code === 'TEMPORARILY_UNAVAILABLE') {
    c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    c.header('cache-control', 'no-store');
  }
  return c.json(errorBody(appError.code, appError.message, appError.details), appError.status);
}

/** Hono `notFound` for `/api/*`. */
export function handleApiNotFound(c: Context): Response {
  return c.json(errorBody('NOT_FOUND'), 404);
}

/** `VALIDATION_FAILED` for one or more fields. */
export function fieldError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { fields });
}
