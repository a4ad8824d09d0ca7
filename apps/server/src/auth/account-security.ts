/**
 * Account security rules that better-auth does not have, used by the hooks in auth.ts:
 *
 * - password strength (zxcvbn-ts, `@verdant/shared/password-strength`) on sign-up, reset and change;
 * - the one profile validation (`updateMeSchema`) on `POST /api/auth/update-user`;
 * - one-time links: only the newest unused password-reset link of an account works (issuing one
 *   deletes the others, a reset deletes all), and only the newest e-mail verification link works
 *   (better-auth's verification tokens are stateless JWTs: we keep the hash of the newest one);
 * - password-reset requests answer after the same work whether or not the address has an account:
 *   the request only enqueues a job, and the job (off the request path) resolves the address.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  ERROR_MESSAGES,
  fieldErrors,
  MAX_NAME_LENGTH,
  profileImageSchema,
  updateMeSchema,
} from '@verdant/shared';
import { passwordStrengthIssue } from '@verdant/shared/password-strength';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { verification } from '../db/schema/index.ts';
import { enqueueJob, type JobHandler } from '../platform/jobs.ts';

export const PASSWORD_RESET_JOB = 'auth.password-reset';

/** better-auth's answer to a reset request, for every address. */
export const RESET_REQUEST_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

function fieldsFailed(fields: Record<string, string>) {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: ERROR_MESSAGES.VALIDATION_FAILED,
    details: { fields },
  });
}

/** Refuses a common or guessable password; `field` names the form field in the error. */
export async function assertStrongPassword(
  password: unknown,
  related: readonly unknown[],
  field: string,
): Promise<void> {
  if (typeof password !== 'string') return; // the length rules answer that
  const words = related.filter((w): w is string => typeof w === 'string' && w.length > 0);
  const issue = await passwordStrengthIssue(password, words);
  if (issue) throw fieldsFailed({ [field]: issue });
}

/**
 * The body better-auth's update-user may apply: first and last name and picture validated by the
 * shared schema, `name` refused from the client and derived from the names.
 */
export function validatedProfileUpdate(
  body: Record<string, unknown>,
  currentUser: object,
): Record<string, unknown> {
  const current = currentUser as { firstName?: unknown; lastName?: unknown };
  const parsed = updateMeSchema.safeParse(body);
  if (!parsed.success) throw fieldsFailed(fieldErrors(parsed.error));
  const { firstName, lastName, image } = parsed.data;
  const out: Record<string, unknown> = {};
  if (image !== undefined) out.image = image;
  if (firstName !== undefined || lastName !== undefined) {
    const first = firstName ?? (typeof current.firstName === 'string' ? current.firstName : '');
    const last = lastName ?? (typeof current.lastName === 'string' ? current.lastName : '');
    Object.assign(out, { firstName: first, lastName: last, name: `${first} ${last}`.trim() });
  }
  return out;
}

/**
 * The profile an identity provider (Google) hands us, held to the same rules as every other profile
 * change: names trimmed and cut to MAX_NAME_LENGTH (a sign-in cannot be refused for a long name, so
 * it is shortened), `name` derived from them, and the picture kept only when it is an https:// URL
 * (anything else is dropped). A blank name stays blank: the user completes it at complete-signup.
 */
export function validatedProviderProfile(profile: {
  given_name?: unknown;
  family_name?: unknown;
  picture?: unknown;
}): { firstName: string; lastName: string; name: string; image: string | undefined } {
  const clean = (v: unknown) =>
    typeof v === 'string'
      ? v
          // control characters never belong in a name
          .replace(/\p{Cc}/gu, ' ')
          .trim()
          .slice(0, MAX_NAME_LENGTH)
          .trim()
      : '';
  const firstName = clean(profile.given_name);
  const lastName = clean(profile.family_name);
  const image = profileImageSchema.safeParse(profile.picture);
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    // present even when dropped: it replaces the provider's picture in better-auth's mapping
    image: image.success && image.data ? image.data : undefined,
  };
}

/** Deletes every password-reset link of a user but `keepToken`'s. */
export async function invalidateResetLinks(db: Db, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, 'reset-password:%'),
        keepToken ? ne(verification.identifier, `reset-password:${keepToken}`) : undefined,
      ),
    );
}

/** Deletes one password-reset link (issued, but its e-mail was suppressed by the cap). */
export async function dropResetLink(db: Db, token: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, `reset-password:${token}`));
}

const LATEST_VERIFICATION = 'email-verification-latest:';
const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** Remembers the hash of the newest verification link of a user (older ones stop working). */
export async function recordVerificationLink(
  db: Db,
  userId: string,
  token: string,
  expiresAt: Date,
): Promise<void> {
  const identifier = `${LATEST_VERIFICATION}${userId}`;
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({ id: randomUUID(), identifier, value: sha256(token), expiresAt });
  });
}

/**
 * True when the newest verification link of a user was sent less than `cooldownSeconds` ago (its
 * expiry is its sending time plus `linkSeconds`).
 */
export async function verificationLinkSentWithin(
  db: Db,
  userId: string,
  cooldownSeconds: number,
  linkSeconds: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `${LATEST_VERIFICATION}${userId}`),
        sql`${verification.expiresAt} > now() + make_interval(secs => ${linkSeconds - cooldownSeconds})`,
      ),
    );
  return Boolean(row);
}

/** The `userId` claim of a better-auth verification JWT (not verified here: better-auth does that). */
function userIdOfToken(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      userId?: unknown;
    };
    return typeof claims.userId === 'string' ? claims.userId : null;
  } catch {
    return null;
  }
}

/** True when a newer verification link was sent after this one. */
export async function isSupersededVerificationLink(db: Db, token: string): Promise<boolean> {
  const userId = userIdOfToken(token);
  if (!userId) return false;
  const [latest] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `${LATEST_VERIFICATION}${userId}`),
        sql`${verification.expiresAt} > now()`,
      ),
    );
  return Boolean(latest && latest.value !== sha256(token));
}

export const invalidVerificationLink = () =>
  new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: ERROR_MESSAGES.INVALID_TOKEN });

/** The request side of a reset: the same single insert for every address. */
export async function enqueuePasswordReset(db: Db, email: string): Promise<void> {
  await enqueueJob(db, PASSWORD_RESET_JOB, { email });
}

/**
 * The job side: better-auth's own request-password-reset, called server-side (no request, so our
 * hook lets it through), finds the account, stores the token and calls `sendResetPassword`.
 */
export function passwordResetJob(auth: {
  api: { requestPasswordReset(input: { body: { email: string } }): Promise<unknown> };
}): JobHandler {
  return async (job) => {
    const email = job.payload.email;
    if (typeof email !== 'string') return;
    await auth.api.requestPasswordReset({ body: { email } });
  };
}
