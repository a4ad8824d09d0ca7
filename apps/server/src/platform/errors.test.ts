import { ERROR_MESSAGES, ERROR_STATUS, signUpSchema } from '@verdant/shared';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapAuthError, normalizeAuthResponse, redactTokens } from '../auth/handler.ts';
import {
  AppError,
  codeForStatus,
  errorBody,
  handleApiNotFound,
  handleError,
  toAppError,
  validationError,
} from './errors.ts';

describe('AppError', () => {
  it('carries its code, catalogue message, status and details', () => {
    const e = new AppError('LAST_ADMIN', undefined, { userId: 'u' });
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('LAST_ADMIN');
    expect(e.message).toBe(ERROR_MESSAGES.LAST_ADMIN);
    expect(e.status).toBe(409);
    expect(e.details).toEqual({ userId: 'u' });
    expect(new AppError('FORBIDDEN', 'Custom').message).toBe('Custom');
  });

  it('every code has a status and a message', () => {
    for (const code of Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]) {
      expect(ERROR_MESSAGES[code]).toBeTruthy();
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('toAppError', () => {
  it('maps zod failures to VALIDATION_FAILED with field message keys', () => {
    const parsed = signUpSchema.safeParse({
      firstName: '',
      lastName: 'R',
      email: 'x',
      password: '12345678',
      confirmPassword: '1',
    });
    const e = validationError(parsed.error!);
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details).toEqual({
      fields: {
        firstName: 'firstNameRequired',
        email: 'emailInvalid',
        confirmPassword: 'passwordsDoNotMatch',
      },
    });
    expect(toAppError(new z.ZodError([])).code).toBe('VALIDATION_FAILED');
  });

  it('maps HTTP exceptions by status and hides unexpected errors', () => {
    expect(toAppError(new HTTPException(415)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(toAppError(new HTTPException(400, { message: 'Malformed JSON' }))).toMatchObject({
      code: 'BAD_REQUEST',
      details: { reason: 'Malformed JSON' },
    });
    const logged: unknown[] = [];
    const e = toAppError(new Error('db password=hunter2 for bob@example.com'), {
      error: (o) => logged.push(o),
    });
    expect(e.code).toBe('INTERNAL');
    expect(e.message).toBe('Something went wrong. Please try again.');
    expect(JSON.stringify(logged)).not.toContain('bob@example.com');
  });

  it('a lost database connection is TEMPORARILY_UNAVAILABLE, logged as a warning without the statement', () => {
    const warned: unknown[] = [];
    const errors: unknown[] = [];
    const e = toAppError(
      new DrizzleQueryError(
        'select * from "user" where email = $1',
        ['bob@example.com'],
        new Error('Connection terminated unexpectedly'),
      ),
      { error: (o) => errors.push(o), warn: (o) => warned.push(o) },
    );
    expect(e.code).toBe('TEMPORARILY_UNAVAILABLE');
    expect(e.status).toBe(503);
    expect(errors).toEqual([]);
    expect(JSON.stringify(warned)).not.toContain('bob@example.com');
  });

  it('codeForStatus covers the common statuses', () => {
    expect([400, 401, 403, 404, 409, 413, 415, 429, 503, 500, 502, 418].map(codeForStatus)).toEqual([
      'BAD_REQUEST',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
      'UNAVAILABLE',
      'INTERNAL',
      'INTERNAL',
      'BAD_REQUEST',
    ]);
  });
});

describe('Hono handlers', () => {
  const app = new Hono();
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.get('/app', () => {
    throw new AppError('PATIENT_LIMIT_REACHED', undefined, { limit: 50 });
  });
  app.get('/db-gone', () => {
    throw new DrizzleQueryError(
      'insert into contact_message values ($1)',
      ['bob@example.com'],
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
  });
  app.notFound(handleApiNotFound);
  app.onError(handleError);

  it('answer the one error shape', async () => {
    const boom = await app.request('/boom');
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual(errorBody('INTERNAL'));
    const known = await app.request('/app');
    expect(known.status).toBe(402);
    expect(await known.json()).toEqual({
      error: {
        code: 'PATIENT_LIMIT_REACHED',
        message: ERROR_MESSAGES.PATIENT_LIMIT_REACHED,
        details: { limit: 50 },
      },
    });
    // A lost database connection: 503 with Retry-After, a code the client can act on.
    const gone = await app.request('/db-gone');
    expect(gone.status).toBe(503);
    expect(Number(gone.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await gone.json()).toEqual({
      error: {
        code: 'TEMPORARILY_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        details: { retryAfterSeconds: Number(gone.headers.get('retry-after')) },
      },
    });
    const missing = await app.request('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
});

describe('better-auth error mapping (to our error codes and messages)', () => {
  it.each([
    [401, 'INVALID_EMAIL_OR_PASSWORD', 'INVALID_CREDENTIALS', 'Invalid email or password'],
    [404, 'USER_NOT_FOUND', 'USER_NOT_FOUND', 'User not found'],
    [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'EMAIL_ALREADY_EXISTS', 'Email already exists'],
    [403, 'EMAIL_NOT_VERIFIED', 'EMAIL_NOT_VERIFIED', ERROR_MESSAGES.EMAIL_NOT_VERIFIED],
    [400, 'INVALID_TOKEN', 'INVALID_TOKEN', ERROR_MESSAGES.INVALID_TOKEN],
    [401, 'INVALID_CODE', 'INVALID_TWO_FACTOR_CODE', ERROR_MESSAGES.INVALID_TWO_FACTOR_CODE],
    [500, 'FAILED_TO_CREATE_USER', 'INTERNAL', 'Something went wrong. Please try again.'],
    [400, 'SOMETHING_NEW', 'BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST],
  ])('%i %s → %s', (status, authCode, code, message) => {
    expect(mapAuthError(status, { code: authCode, message: 'raw' })).toMatchObject({ code, message });
  });

  it('keeps codes of our catalogue with their details, and rate limits by address', () => {
    expect(
      mapAuthError(400, { code: 'VALIDATION_FAILED', details: { fields: { email: 'emailRequired' } } }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: ERROR_MESSAGES.VALIDATION_FAILED,
      details: { fields: { email: 'emailRequired' } },
    });
    expect(mapAuthError(429, { message: 'Too many requests' }, '42')).toEqual({
      code: 'RATE_LIMITED',
      message: ERROR_MESSAGES.RATE_LIMITED,
      details: { scope: 'address', retryAfterSeconds: 42 },
    });
  });

  it('rewrites error responses and blanks session tokens in successes', async () => {
    const res = await normalizeAuthResponse(
      new Response(
        JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: 'INVALID_CREDENTIALS' },
      code: 'INVALID_CREDENTIALS',
    });
    expect(redactTokens({ token: 'abc', user: { id: 'u' }, session: { token: 'abc', userId: 'u' } })).toEqual(
      {
        token: null,
        user: { id: 'u' },
        session: { token: '', userId: 'u' },
      },
    );
  });
});
