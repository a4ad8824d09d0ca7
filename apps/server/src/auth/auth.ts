/**
 * better-auth, configured for Verdant: e-mail + password (argon2id, verified e-mail required), Google
 * when configured, TOTP two-factor (each code usable once, ./totp-once.ts; backup codes), rate limits per client address stored in the database, and hooks
 * that apply the product's validation messages and the per-account sign-in lock.
 */
import {
  BROWSER_SESSION_SECONDS,
  DEFAULT_LANGUAGE,
  ERROR_MESSAGES,
  fieldErrors,
  forgotPasswordSchema,
  LANGUAGES,
  type Language,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  REMEMBERED_SESSION_SECONDS,
  readSignupIntent,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  signupIntentQuery,
} from '@verdant/shared';
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
import { VERIFICATION_RESEND_COOLDOWN_SECONDS } from '../platform/limits.ts';
import type { Mailer } from '../platform/mail.ts';
import type { MailRecipient } from '../platform/mail-layout.ts';
import { pickLanguage } from '../platform/language.ts';
import {
  accountAddressKey,
  accountLockedFor,
  clearAccountSignInFailures,
  clearSignInFailures,
  recordSignInFailure,
} from './account-lock.ts';
import {
  assertStrongPassword,
  dropResetLink,
  enqueuePasswordReset,
  invalidateResetLinks,
  invalidVerificationLink,
  isSupersededVerificationLink,
  RESET_REQUEST_ANSWER,
  recordVerificationLink,
  validatedProfileUpdate,
  validatedProviderProfile,
  verificationLinkSentWithin,
} from './account-security.ts';
import { resetPasswordEmail } from './emails/reset-password.ts';
import { verificationEmail } from './emails/verification.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertTwoFactorNotLocked, claimTotpCode } from './totp-once.ts';

/**
 * Set by our handler (./handler.ts `callAuth`) to the normalised client address (IPv4, or the first
 * address of the IPv6 /64); any client-sent value is replaced. better-auth's limiter and the sign-in
 * lock both read it.
 */
export const CLIENT_IP_HEADER = 'x-verdant-client-ip';
export const COOKIE_PREFIX = 'verdant';
/** better-auth's session length when "Remember me" is off (it then sets a browser-session cookie). */
const BETTER_AUTH_DONT_REMEMBER_SECONDS = 24 * 60 * 60;

/**
 * Decision 0020: on https every cookie is `__Host-verdant.*` (Secure, Path=/, no Domain: bound to
 * this exact origin); on http (localhost development) the plain `verdant.*`. better-auth's own
 * `useSecureCookies` would give `__Secure-`, which still lets a sibling subdomain set the cookie.
 */
export function cookiePrefixFor(config: Pick<Config, 'baseUrl'>): string {
  return config.baseUrl.startsWith('https://') ? `__Host-${COOKIE_PREFIX}` : COOKIE_PREFIX;
}
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
  /** The business clock the idle timeout reads (a new session's first activity); default Date.now. */
  now?: () => number;
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

const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

/** Who an account e-mail goes to, in the language stored on the account. */
function recipientOf(u: { email: string }): MailRecipient {
  const { firstName, language } = u as { firstName?: unknown; language?: unknown };
  return {
    email: u.email,
    firstName: typeof firstName === 'string' ? firstName : '',
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
  };
}

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

export function createAuth({ config, db, secret, mailer, logger, now: clock = Date.now }: CreateAuthOptions) {
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
      // What better-auth does not answer itself (a lost database connection, a bug) is thrown to
      // callAuth (auth/handler.ts): a lost connection becomes 503 TEMPORARILY_UNAVAILABLE, anything
      // else reaches the central error handler (logged scrubbed, 500). Without this better-call
      // would print the raw error, statement parameters included, to stderr.
      throw: true,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: true },
        lastName: { type: 'string', required: false, defaultValue: '', input: true },
        profileComplete: { type: 'boolean', required: false, defaultValue: false, input: false },
        // The interface language at sign-up (checked in the sign-up hook; a Google sign-up takes
        // the request's Accept-Language in the create hook below).
        language: { type: 'string', required: false, input: true },
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
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const expiresAt = new Date(Date.now() + RESET_LINK_SECONDS * 1000);
        // Runs in the reset job, off the request path: a capped address answers like any other.
        const sent = await mailer.enqueue(resetPasswordEmail(recipientOf(u), url, expiresAt));
        // Suppressed by the per-address cap (decision 0018): this link was never sent, so it must
        // not work, and it must not cancel the links the owner did receive.
        if (!sent) return dropResetLink(db, token);
        // only the newest link works
        await invalidateResetLinks(db, u.id, token);
      },
      onPasswordReset: async ({ user: u }) => {
        // no older link survives a reset, and the owner is no longer throttled anywhere
        await invalidateResetLinks(db, u.id);
        await clearAccountSignInFailures(db, secret, u.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Decision 0018: a verification link confirms the address and nothing more. Whoever clicks it
      // signs in with the password afterwards (someone who registered another person's address
      // must not get a session from the owner's click).
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: u, url: authUrl, token }, request) => {
        // A request (sign-in of an unverified account, send-verification-email) sends a new link
        // only after the cooldown; sign-up has no earlier link, an administrator's resend no request.
        if (
          request &&
          (await verificationLinkSentWithin(
            db,
            u.id,
            VERIFICATION_RESEND_COOLDOWN_SECONDS,
            VERIFICATION_LINK_SECONDS,
          ))
        ) {
          await mailer.suppressed('email-verification', 'cooldown');
          return;
        }
        // The sign-up's callbackURL may carry what the visitor chose (role, plan, billing period);
        // only those known values travel on, to /auth/complete-signup.
        const intent = signupIntentFromCallback(authUrl, config.baseUrl);
        const url = `${config.baseUrl}/auth/callback?token=${encodeURIComponent(token)}${intent ? `&${intent}` : ''}`;
        const expiresAt = new Date(Date.now() + VERIFICATION_LINK_SECONDS * 1000);
        const sent = await mailer.enqueue(verificationEmail(recipientOf(u), url, expiresAt));
        // only the newest link works (a suppressed one was never sent: older ones stay)
        if (sent) await recordVerificationLink(db, u.id, token, expiresAt);
      },
    },
    // Decision 0020: "Remember me" gives REMEMBERED_SESSION_SECONDS from sign-in, never extended;
    // without it a browser-session cookie and BROWSER_SESSION_SECONDS (set in the create hook below).
    // Idle sessions end earlier (./principal.ts).
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: REMEMBERED_SESSION_SECONDS,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
      additionalFields: {
        remember: { type: 'boolean', required: false, defaultValue: false, input: false },
        lastActiveAt: { type: 'date', required: false, defaultValue: () => new Date(), input: false },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    databaseHooks: {
      user: {
        create: {
          // Every new account has a language: the sign-up's (checked above), else the request's.
          before: async (u, ctx) => {
            const given = u.language;
            const language = isLanguage(given)
              ? given
              : pickLanguage(null, ctx?.headers?.get('accept-language'));
            return { data: { ...u, language } };
          },
        },
      },
      session: {
        create: {
          // Every way in (password, Google, e-mail verification, two-factor, password change) creates a
          // session here: a disabled account gets none. Reached only after the password was checked,
          // so it tells nothing to someone who does not know it.
          before: async (s, ctx) => {
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
            // better-auth gives a "don't remember me" session exactly one day (and a cookie without
            // Max-Age), a remembered one expiresIn: that tells them apart on every way in.
            const now = Date.now();
            const lifetimeMs = new Date(s.expiresAt).getTime() - now;
            // Google has no "Remember me" box: a session from it is not remembered (12 hours).
            const social = !!ctx?.path && /^\/(callback|oauth2\/callback)\//.test(ctx.path);
            const remember = !social && lifetimeMs > (BETTER_AUTH_DONT_REMEMBER_SECONDS + 60) * 1000;
            const expiresAt = remember
              ? new Date(Math.min(new Date(s.expiresAt).getTime(), now + REMEMBERED_SESSION_SECONDS * 1000))
              : new Date(now + BROWSER_SESSION_SECONDS * 1000);
            return { data: { ...s, expiresAt, remember, lastActiveAt: new Date(clock()) } };
          },
        },
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            // The provider's names and picture pass the one profile validation like any other
            // profile change (better-auth would otherwise store `name` and `picture` as sent).
            mapProfileToUser: (profile) => validatedProviderProfile(profile),
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
      cookiePrefix: cookiePrefixFor(config),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      useSecureCookies: false, // the prefix is ours (cookiePrefixFor); Secure is set below on https
      defaultCookieAttributes: { secure: config.baseUrl.startsWith('https://'), path: '/' },
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
            // "Email already exists" (an explicit product choice over enumeration-safety; the
            // sign-up rate limit above bounds probing).
            const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
            if (existing?.user) {
              throw new APIError('CONFLICT', {
                code: 'EMAIL_ALREADY_EXISTS',
                message: ERROR_MESSAGES.EMAIL_ALREADY_EXISTS,
              });
            }
            await assertStrongPassword(password, [email, firstName, lastName], 'password');
            // `name` is never the client's; the picture is validated (signUpSchema)
            const name = `${firstName} ${lastName}`;
            const { confirmPassword: _omit, ...rest } = body;
            const image = parsed.data.image ?? null;
            const language = parsed.data.language ?? pickLanguage(null, ctx.headers?.get('accept-language'));
            return {
              context: { body: { ...rest, name, image, firstName, lastName, email, password, language } },
            };
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
            // Decision 0020: not remembered unless asked (better-auth's own default is to remember).
            return {
              context: { body: { ...body, email: parsed.data.email, rememberMe: parsed.data.rememberMe } },
            };
          }
          case '/request-password-reset': {
            const parsed = forgotPasswordSchema.safeParse(body);
            if (!parsed.success) throw validationFailed(parsed.error);
            // over HTTP the same single insert for every address; the job looks it up.
            // Server-side calls (the job itself, an administrator's resend) have no request.
            if (!ctx.request) return { context: { body: { ...body, email: parsed.data.email } } };
            await enqueuePasswordReset(db, parsed.data.email);
            return { ...RESET_REQUEST_ANSWER };
          }
          case '/two-factor/verify-totp':
            await assertTwoFactorNotLocked(ctx, db);
            await claimTotpCode(ctx, db);
            return;
          case '/two-factor/verify-backup-code':
          case '/two-factor/verify-otp':
            await assertTwoFactorNotLocked(ctx, db);
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
          // --- password change, profile update, verification links ---
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

/** The name of the session cookie (`__Host-` on https, decision 0020). */
export function sessionCookieName(config: Pick<Config, 'baseUrl'>): string {
  return `${cookiePrefixFor(config)}.session_token`;
}
