import { z } from 'zod';
import { LANGUAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';
import { ROLE_PRIORITY } from './roles.ts';

/**
 * Validation messages of the auth forms. Schemas carry the message *key*; the web app translates it
 * under `validation.<key>`, the server answers it in `details.fields`.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password is too long',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordCommon: 'This password is too common: it appears in lists of leaked passwords',
  passwordWeak: 'This password is too easy to guess: add more words or characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Use at most 100 characters',
  imageInvalid: 'The picture must be an https:// address',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .pipe(z.email({ error: 'emailInvalid' }));

const password = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(MIN_PASSWORD_LENGTH, { error: 'passwordTooShort' })
  .max(MAX_PASSWORD_LENGTH, { error: 'passwordTooLong' });

export const MAX_NAME_LENGTH = 100;

/** A first or last name: trimmed, not blank, at most MAX_NAME_LENGTH characters. */
export const personNameSchema = (required: 'firstNameRequired' | 'lastNameRequired') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_NAME_LENGTH, { error: 'nameTooLong' });

/** A profile picture: null, or an https:// URL (never `javascript:`, `data:`…). */
export const profileImageSchema = z
  .string({ error: 'imageInvalid' })
  .max(2048, { error: 'imageInvalid' })
  .regex(/^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, { error: 'imageInvalid' })
  .nullable();
/**
 * The confirmation field says one thing at a time: nothing while the password itself is missing (its
 * own "Password is required" is the one message), "Password is required" when only the confirmation
 * is empty, "Passwords do not match" when they differ.
 */
function confirmMatches(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (!v.password || v.password === v.confirmPassword) return;
  ctx.addIssue({
    code: 'custom',
    message: v.confirmPassword ? 'passwordsDoNotMatch' : 'passwordRequired',
    path: ['confirmPassword'],
  });
}

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }),
  /** Decision 0020: unticked unless asked. */
  rememberMe: z.boolean().default(false),
});

/** A person's display name: always "firstName lastName" (never chosen by a client). */
export function displayNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

const collapse = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * The better-auth client must send a `name` at sign-up: it is accepted only when it is the first and
 * last name (spacing aside), and the stored name is derived from those anyway.
 */
function nameMatches(v: { firstName: string; lastName: string; name?: unknown }, ctx: z.RefinementCtx): void {
  if (v.name === undefined) return;
  if (typeof v.name === 'string' && collapse(v.name) === collapse(displayNameOf(v.firstName, v.lastName)))
    return;
  ctx.addIssue({ code: 'custom', message: 'nameNotAllowed', path: ['name'] });
}

export const signUpSchema = z
  .object({
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    email,
    password,
    confirmPassword: z.string({ error: 'passwordRequired' }),
    image: profileImageSchema.optional(),
    /** Only "firstName lastName" (see nameMatches); ignored otherwise. */
    name: z.unknown().optional(),
    /** The interface language at sign-up: every e-mail to the account is written in it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine(confirmMatches)
  .superRefine(nameMatches);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string({ error: 'passwordRequired' }) })
  .superRefine(confirmMatches);

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * Field → message key from a failed safeParse, first message per field. Nested fields are keyed by
 * their dotted path (`personal.email`, `services.0.name`); an issue on the whole object by `_`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

export const roleSchema = z.enum(ROLE_PRIORITY);

/**
 * The session as the web client holds it.
 * `access_token` is a short-lived JWT; the long-lived credential stays in an httpOnly cookie.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  profileComplete: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: SessionUser;
  /** Decision 0020: minutes of inactivity after which the session ends, in seconds (null: none). */
  idle_timeout_seconds?: number | null;
  /** When the session ends if nothing more happens (unix seconds; null: no idle timeout). */
  idle_expires_at?: number | null;
  /** Seconds from the answer until then (use this: it does not depend on the client's clock). */
  idle_expires_in?: number | null;
  /**
   * ADR 0066: the user's roles in priority order (what GET /api/v1/me/roles answers), sent with the
   * session so the app can route without a second round trip.
   */
  roles?: string[];
}

export const SESSION_EVENTS = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'INITIAL_SESSION',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];
