import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';

/**
 * A patient's invitation to open their platform account (`/auth?invite=…`). The link carries a
 * random token; the server keeps only its SHA-256. Messages are keys, as in `auth.ts`.
 */
export const INVITATION_TTL_DAYS = 14;

/** base64url of 32 random bytes is 43 characters; anything far off is not a token. */
const token = z
  .string({ error: 'invitationInvalid' })
  .trim()
  .min(20, { error: 'invitationInvalid' })
  .max(200, { error: 'invitationInvalid' });

/** A look-up answers `invalid` for any token it does not know, a truncated or mangled one included. */
export const invitationLookupSchema = z.object({
  token: z.string({ error: 'invitationInvalid' }).trim().max(200, { error: 'invitationInvalid' }),
});

export const acceptInvitationSchema = z
  .object({
    token,
    password: z
      .string({ error: 'passwordRequired' })
      .min(1, { error: 'passwordRequired' })
      .min(MIN_PASSWORD_LENGTH, { error: 'passwordTooShort' })
      .max(MAX_PASSWORD_LENGTH, { error: 'passwordTooLong' }),
    confirmPassword: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/**
 * - `valid`: the person can set their password.
 * - `used`: accepted already (or the patient has joined through another invitation): sign in.
 * - `expired`: past `expiresAt`: ask the practice for a new one (or book again).
 * - `invalid`: no such invitation.
 */
export const INVITATION_STATUSES = ['valid', 'used', 'expired', 'invalid'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export interface InvitationPreview {
  status: InvitationStatus;
  /** Shown while the link is usable or used (the person already holds the e-mail). */
  email?: string;
  firstName?: string;
  practiceName?: string;
  expiresAt?: string;
}

export interface AcceptedInvitation {
  /** The account's e-mail: the web app signs in with it and the password just set. */
  email: string;
}
