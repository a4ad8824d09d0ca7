/**
 * better-auth, configured for Verdant: e-mail + password (argon2id, verified e-mail required), Google
 * when configured, TOTP two-factor, rate limits per client address stored in the database, and hooks
 * that apply the SPEC §5 validation messages and the per-account sign-in lock.
 */
import {
  ERROR_MESSAGES,
  fieldErrors,
  forgotPasswordSchema,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  readSignupIntent,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  signupIntentQuery,
} from '@verdant/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  account,
  rateLimit,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '../db/schema/index.ts';
import type { Config } from '../platform/config.ts';
import { scrub } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { accountKey, accountLockedFor, clearSignInFailures, recordSignInFailure } from './account-lock.ts';
import { resetPasswordEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Set by our handler from the socket address; any client-sent value is replaced. */
export const CLIENT_IP_HEADER = 'x-verdant-client-ip';
export const COOKIE_PREFIX = 'verdant';
export const AUTH_BASE_PATH = '/api/auth';

/** Requests per client address per window (seconds), on top of better-auth's defaults. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  '/two-factor/*': { window: 60, max: 10 },
} as const;

export interface CreateAuthOptions {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

function validationFailed(error: z.ZodError, rename: Record<string, string> = {}) {
  const fields = Object.fromEntries(Object.entries(fieldErrors(error)).map(([k, v]) => [rename[k] ?? k, v]));
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: ERROR_MESSAGES.VALIDATION_FAILED,
    details: { fields },
  });
}

const asRecord = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const firstNameOf = (u: object) => {
  const v = (u as { firstName?: unknown }).firstName;
  return typeof v === 'string' ? v : '';
};

/** The sign-up intent (`role`, `plan`, `billing`) of the callbackURL inside better-auth's verification URL. */
export function signupIntentFromCallback(authUrl: string, baseUrl: string): string {
  try {
    const callback = new URL(authUrl).searchParams.get('callbackURL');
    if (!callback) return '';
    return signupIntentQuery(readSignupIntent(new URL(callback, baseUrl).searchParams));
  } catch {
    return '';
  }
}

export function createAuth({ config, db, secret, mailer, logger }: CreateAuthOptions) {
  const log = logger.child({ component: 'auth' });
  return betterAuth({
    appName: 'Verdant',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    logger: {
      level: 'warn',
      log: (level, message) => {
        // better-auth's own lines can name e-mail addresses: scrub, and drop the extra arguments.
        log[level === 'debug' ? 'debug' : level]({}, scrub(message));
      },
    },
    onAPIError: {
      // Expected refusals (bad password, validation…) are answered, not logged; failures are, scrubbed.
      onError: (error) => {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          log.debug({ status: error.status }, scrub(error.message));
          return;
        }
        const err = error instanceof Error ? error : new Error(String(error));
        log.error(
          { err: { type: err.name, message: scrub(err.message), stack: scrub(err.stack ?? '') } },
          'auth error',
        );
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: true },
        lastName: { type: 'string', required: false, defaultValue: '', input: true },
        profileComplete: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.enqueue(resetPasswordEmail(u.email, firstNameOf(u), url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: u, url: authUrl, token }) => {
        // The sign-up's callbackURL may carry what the visitor chose (role, plan, billing period);
        // only those known values travel on, to /auth/complete-signup.
        const intent = signupIntentFromCallback(authUrl, config.baseUrl);
        const url = `${config.baseUrl}/auth/callback?token=${encodeURIComponent(token)}${intent ? `&${intent}` : ''}`;
        await mailer.enqueue(verificationEmail(u.email, firstNameOf(u), url));
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: profile.given_name ?? '',
              lastName: profile.family_name ?? '',
            }),
          },
        }
      : {},
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { ...AUTH_RATE_LIMITS },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
    },
    plugins: [twoFactor({ issuer: 'Verdant' })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = asRecord(ctx.body);
        switch (ctx.path) {
          case '/sign-up/email': {
            // confirmPassword is optional here (the better-auth client may not send it); when sent it
            // must match. POST /api/v1/auth/sign-up requires it.
            const parsed = signUpSchema.safeParse({
              ...body,
              confirmPassword: body.confirmPassword === undefined ? body.password : body.confirmPassword,
            });
            if (!parsed.success) throw validationFailed(parsed.error);
            const { firstName, lastName, email, password } = parsed.data;
            // SPEC §8 "Email already exists" (an explicit product choice over enumeration-safety; the
            // sign-up rate limit above bounds probing).
            const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
            if (existing?.user) {
              throw new APIError('CONFLICT', {
                code: 'EMAIL_ALREADY_EXISTS',
                message: ERROR_MESSAGES.EMAIL_ALREADY_EXISTS,
              });
            }
            const name =
              typeof body.name === 'string' && body.name.trim()
                ? body.name.trim()
                : `${firstName} ${lastName}`;
            const { confirmPassword: _omit, ...rest } = body;
            return { context: { body: { ...rest, name, firstName, lastName, email, password } } };
          }
          case '/sign-in/email': {
            const parsed = signInSchema.safeParse(body);
            if (!parsed.success) throw validationFailed(parsed.error);
            const retryAfter = await accountLockedFor(db, accountKey(secret, parsed.data.email));
            if (retryAfter) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: 'RATE_LIMITED',
                message: ERROR_MESSAGES.RATE_LIMITED,
                details: { scope: 'account', retryAfterSeconds: retryAfter },
              });
            }
            return { context: { body: { ...body, email: parsed.data.email } } };
          }
          case '/request-password-reset': {
            const parsed = forgotPasswordSchema.safeParse(body);
            if (!parsed.success) throw validationFailed(parsed.error);
            return { context: { body: { ...body, email: parsed.data.email } } };
          }
          case '/reset-password': {
            const newPassword = body.newPassword;
            const parsed = resetPasswordSchema.safeParse({
              password: newPassword,
              confirmPassword: body.confirmPassword === undefined ? newPassword : body.confirmPassword,
            });
            if (!parsed.success) throw validationFailed(parsed.error);
            return;
          }
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = asRecord(ctx.body).email;
        if (typeof email !== 'string') return;
        const returned = ctx.context.returned;
        const key = accountKey(secret, email);
        if (isAPIError(returned)) {
          if ((returned.body as { code?: string } | undefined)?.code === 'INVALID_EMAIL_OR_PASSWORD') {
            await recordSignInFailure(db, key);
          }
        } else if (returned !== undefined) {
          await clearSignInFailures(db, key);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The name of the session cookie (secure-prefixed on https). */
export function sessionCookieName(config: Config): string {
  return `${config.baseUrl.startsWith('https://') ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}
