/**
 * Invitations of patients to their platform account (ADR 0010). A patient record of a practice gets an
 * invitation (a public booking does it; the patients feature will from the patient record); the
 * e-mail carries `/auth?invite=<token>`. The token is 32 random bytes (base64url, 256 bits); only its
 * SHA-256 is stored. It is single use and expires after INVITATION_TTL_DAYS.
 *
 * Accepting sets the password of the account with the invited e-mail (creating it, or activating an
 * existing one), marks the e-mail verified (the link proves the mailbox), gives it the patient role,
 * keeps the interface language it was accepted in as the account's language, and links the patient
 * record (`platform_access` becomes `platform_user`).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptedInvitation,
  INVITATION_TTL_DAYS,
  type InvitationPreview,
  type Language,
  type InvitationStatus,
} from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  account,
  careTeamMember,
  organization,
  patient,
  patientInvitation,
  session,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { createAccount, newUserId } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

export interface NewInvitation {
  patientId: string;
  email: string;
}

/**
 * Creates an invitation for a patient record and marks the record `invite_pending`, in the caller's
 * transaction (`ctx.db`). The inviter is the acting user (none for a public booking's system
 * context); the expiry is INVITATION_TTL_DAYS from `ctx.now()`. Returns the token (to put in the
 * e-mail link; it is not stored) and the link path. Earlier pending invitations of the patient stay
 * valid until they expire or one of them is accepted.
 */
export async function createInvitation(
  ctx: ServiceContext,
  input: NewInvitation,
): Promise<{ token: string; path: string; expiresAt: Date; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const [row] = await ctx.db
    .insert(patientInvitation)
    .values({
      patientId: input.patientId,
      email: input.email.trim().toLowerCase(),
      tokenHash: hashInvitationToken(token),
      invitedByUserId: actorUserId(ctx),
      expiresAt,
    })
    .returning({ id: patientInvitation.id });
  await ctx.db
    .update(patient)
    .set({ platformAccess: 'invite_pending', updatedAt: now })
    .where(and(eq(patient.id, input.patientId), sql`${patient.platformAccess} <> 'platform_user'`));
  return { token, path: `/auth?invite=${token}`, expiresAt, id: row!.id };
}

interface FoundInvitation {
  id: string;
  patientId: string;
  email: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  invitedByUserId: string | null;
  deletedAt: Date | null;
  firstName: string;
  practiceName: string;
  platformAccess: string;
}

async function findInvitation(db: DbOrTx, token: string, lock = false): Promise<FoundInvitation | null> {
  const query = db
    .select({
      id: patientInvitation.id,
      patientId: patientInvitation.patientId,
      email: patientInvitation.email,
      expiresAt: patientInvitation.expiresAt,
      acceptedAt: patientInvitation.acceptedAt,
      revokedAt: patientInvitation.revokedAt,
      invitedByUserId: patientInvitation.invitedByUserId,
      deletedAt: patient.deletedAt,
      firstName: patient.firstName,
      practiceName: organization.name,
      platformAccess: patient.platformAccess,
    })
    .from(patientInvitation)
    .innerJoin(patient, eq(patient.id, patientInvitation.patientId))
    .innerJoin(organization, eq(organization.id, patient.organizationId))
    .where(eq(patientInvitation.tokenHash, hashInvitationToken(token)));
  const [row] = lock ? await query.for('update', { of: patientInvitation }) : await query;
  return row ?? null;
}

function statusOf(found: FoundInvitation | null, now: number): InvitationStatus {
  if (!found) return 'invalid';
  if (found.acceptedAt || found.platformAccess === 'platform_user') return 'used';
  // a deleted record's link is nobody's any more
  if (found.deletedAt) return 'invalid';
  // revoked by the practice, or replaced by a resent invitation: like an expired link, the person
  // asks the practice for a new one
  if (found.revokedAt || found.expiresAt.getTime() <= now) return 'expired';
  return 'valid';
}

/** What the set-your-password screen shows. Unknown tokens reveal nothing. */
export async function previewInvitation(
  ctx: ServiceContext,
  token: string,
  now = ctx.now().getTime(),
): Promise<InvitationPreview> {
  const found = await findInvitation(ctx.db, token);
  const status = statusOf(found, now);
  if (!found || status === 'invalid') return { status: 'invalid' };
  return {
    status,
    email: found.email,
    firstName: found.firstName,
    practiceName: found.practiceName,
    expiresAt: found.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation in one transaction with its audit event (the invitation row is locked, so two
 * concurrent accepts of one link cannot both succeed). Refusals: INVALID_TOKEN with
 * `details.invitation` = `invalid`, `used` or `expired`.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: AcceptInput,
): Promise<AcceptedInvitation & { userId: string; patientId: string; created: boolean }> {
  return withTransaction(ctx, async (t) => {
    const result = await accept(t.db, input, t.now().getTime());
    await audit(t, {
      action: 'invitation.accept',
      resourceType: 'patient',
      resourceId: result.patientId,
      patientId: result.patientId,
    });
    // who invited them (or, for an invitation a booking made, their care team) hears of it
    const told = result.invitedBy
      ? [result.invitedBy]
      : (
          await t.db
            .select({ userId: careTeamMember.userId })
            .from(careTeamMember)
            .where(eq(careTeamMember.patientId, result.patientId))
        ).map((m) => m.userId);
    await notify(
      t,
      told.map((userId) => ({
        userId,
        kind: 'invitation.accepted' as const,
        titleKey: 'invitationAccepted',
        params: { patient: result.patientName },
        link: `/patients/${result.patientId}`,
        patientId: result.patientId,
      })),
    );
    const { invitedBy: _i, patientName: _n, ...accepted } = result;
    return accepted;
  });
}

/** The link's token, the chosen password, and the interface language it was accepted in. */
interface AcceptInput {
  token: string;
  password: string;
  language: Language;
}

async function accept(
  tx: DbOrTx,
  input: AcceptInput,
  now = Date.now(),
): Promise<
  AcceptedInvitation & {
    userId: string;
    patientId: string;
    created: boolean;
    invitedBy: string | null;
    patientName: string;
  }
> {
  const found = await findInvitation(tx, input.token, true);
  const status = statusOf(found, now);
  if (!found || status !== 'valid') {
    throw new AppError('INVALID_TOKEN', undefined, { invitation: status });
  }
  const email = found.email.toLowerCase();
  const [names] = await tx
    .select({ firstName: patient.firstName, lastName: patient.lastName })
    .from(patient)
    .where(eq(patient.id, found.patientId));
  const passwordHash = await hashPassword(input.password);
  const [existing] = await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);

  let userId: string;
  if (existing) {
    // Activate: the link proves the mailbox, like a password reset. Set the password, verify the
    // e-mail and sign out everywhere else (as a reset does).
    userId = existing.id;
    await tx
      .update(user)
      .set({ emailVerified: true, language: input.language, updatedAt: new Date() })
      .where(eq(user.id, userId));
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (!updated.length) {
      await tx.insert(account).values({
        id: newUserId(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.insert(userRoles).values({ userId, role: 'patient' }).onConflictDoNothing();
  } else {
    userId = await createAccount(tx, {
      email,
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
      passwordHash,
      emailVerified: true,
      profileComplete: true,
      roles: ['patient'],
      language: input.language,
    });
  }

  await tx
    .update(patient)
    .set({ userId, platformAccess: 'platform_user', updatedAt: new Date() })
    .where(eq(patient.id, found.patientId));
  await tx
    .update(patientInvitation)
    .set({ acceptedAt: new Date(now) })
    .where(eq(patientInvitation.id, found.id));
  return {
    email,
    userId,
    patientId: found.patientId,
    created: !existing,
    invitedBy: found.invitedByUserId,
    patientName: `${names?.firstName ?? ''} ${names?.lastName ?? ''}`.trim(),
  };
}
