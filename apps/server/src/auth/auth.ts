/**
 * better-auth, configured for Verdant: e-mail + password (argon2id, verified e-mail required), Google
 * when configured, TOTP two-factor (each code usable once, ./totp-once.ts; backup codes), rate limits per client address stored in the database, and hooks
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
import { loadPasswordEstimator } from '@verdant/shared/password-strength';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
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
import {
  accountAddressKey,
  accountLockedFor,
  clearAccountSignInFailures,
  clearSignInFailures,
  recordSignInFailure,
} from './account-lock.ts';
import {
  assertStrongPassword,
  enqueuePasswordReset,
  invalidateResetLinks,
  invalidVerificationLink,
  isSupersededVerificationLink,
  RESET_REQUEST_ANSWER,
  recordVerificationLink,
  validatedProfileUpdate,
} from './account-security.ts';
import { resetPasswordEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { claimTotpCode } from './totp-once.ts';

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

/** How long a password-reset link and an e-mail verification link work (seconds). */
export const RESET_LINK_SECONDS = 60 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

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

const clientIpOf = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

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
  // issue 15: load the password-strength dictionaries now rather than on the first sign-up
  loadPasswordEstimator().catch((err) => log.error({ err: scrub(String(err)) }, 'password estimator'));
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
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        // issue 15: only the newest link works
        await invalidateResetLinks(db, u.id, token);
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const expiresAt = new Date(Date.now() + RESET_LINK_SECONDS * 1000);
        await mailer.enqueue(resetPasswordEmail(u.email, firstNameOf(u), url, expiresAt));
      },
      onPasswordReset: async ({ user: u }) => {
        // issue 15: no older link survives a reset, and the owner is no longer throttled anywhere
        await invalidateResetLinks(db, u.id);
        await clearAccountSignInFailures(db, secret, u.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: u, url: authUrl, token }) => {
        // The sign-up's callbackURL may carry what the visitor chose (role, plan, billing period);
        // only those known values travel on, to /auth/complete-signup.
        const intent = signupIntentFromCallback(authUrl, config.baseUrl);
        const url = `${config.baseUrl}/auth/callback?token=${encodeURIComponent(token)}${intent ? `&${intent}` : ''}`;
        const expiresAt = new Date(Date.now() + VERIFICATION_LINK_SECONDS * 1000);
        await recordVerificationLink(db, u.id, token, expiresAt); // issue 15: only the newest link works
        await mailer.enqueue(verificationEmail(u.email, firstNameOf(u), url, expiresAt));
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, Google, e-mail verification, two-factor, password change) creates a
          // session here: a disabled account gets none. Reached only after the password was checked,
          // so it tells nothing to someone who does not know it.
          before: async (s) => {
            const [row] = await db
              .select({ disabledAt: user.disabledAt })
              .from(user)
              .where(eq(user.id, s.userId));
            if (row?.disabledAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: ERROR_MESSAGES.ACCOUNT_DISABLED,
              });
            }
          },
        },
      },
    },
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
            await assertStrongPassword(password, [email, firstName, lastName], 'password');
            // issue 15: `name` is never the client's; the picture is validated (signUpSchema)
            const name = `${firstName} ${lastName}`;
            const { confirmPassword: _omit, ...rest } = body;
            const image = parsed.data.image ?? null;
            return { context: { body: { ...rest, name, image, firstName, lastName, email, password } } };
          }
          case '/sign-in/email': {
            const parsed = signInSchema.safeParse(body);
            if (!parsed.success) throw validationFailed(parsed.error);
            const key = accountAddressKey(secret, parsed.data.email, clientIpOf(ctx.headers));
            const retryAfter = await accountLockedFor(db, key);
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
            // issue 15: over HTTP the same single insert for every address; the job looks it up.
            // Server-side calls (the job itself, an administrator's resend) have no request.
            if (!ctx.request) return { context: { body: { ...body, email: parsed.data.email } } };
            await enqueuePasswordReset(db, parsed.data.email);
            return { ...RESET_REQUEST_ANSWER };
          }
          case '/two-factor/verify-totp':
            await claimTotpCode(ctx, db);
            return;
          case '/reset-password': {
            const newPassword = body.newPassword;
            const parsed = resetPasswordSchema.safeParse({
              password: newPassword,
              confirmPassword: body.confirmPassword === undefined ? newPassword : body.confirmPassword,
            });
            if (!parsed.success) throw validationFailed(parsed.error);
            const token = typeof body.token === 'string' ? body.token : '';
            const link = token
              ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
              : null;
            const owner = link ? await ctx.context.internalAdapter.findUserById(link.value) : null;
            await assertStrongPassword(newPassword, owner ? [owner.email, owner.name] : [], 'password');
            return;
          }
          // --- issue 15: password change, profile update, verification links ---
          case '/change-password': {
            const session = await getSessionFromCtx(ctx);
            await assertStrongPassword(
              body.newPassword,
              session ? [session.user.email, session.user.name] : [],
              'newPassword',
            );
            // A password change ends every other session and token of the account, whatever the
            // client asks (better-auth then issues this client a new session cookie).
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          }
          case '/update-user': {
            const session = await getSessionFromCtx(ctx);
            if (!session) return; // better-auth answers 401
            return { context: { body: validatedProfileUpdate(body, session.user) } };
          }
          case '/verify-email': {
            const token = asRecord(ctx.query).token;
            if (typeof token === 'string' && (await isSupersededVerificationLink(db, token))) {
              throw invalidVerificationLink();
            }
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
        const key = accountAddressKey(secret, email, clientIpOf(ctx.headers));
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
