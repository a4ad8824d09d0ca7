/**
 * The practice side of patient invitations (ADR 0010, extended): send, resend and revoke from the
 * patient record. Sending creates the patient's account (no password: nobody can sign in to it yet),
 * e-mails their sign-in address and a one-time link to set their own password (never a password),
 * and sets platform access to `invite_pending`. Accepting is modules/invitations (`acceptInvitation`):
 * it sets the password and links the record (`platform_user`).
 * A resend replaces the pending link (the earlier one stops working); a revoke ends it and sets
 * platform access back to `none`.
 */
import type { Language, PatientInvitationState } from '@verdant/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { patientInvitation, user } from '../../db/schema/index.ts';
import { createAccount, userRecipient } from '../accounts/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldError } from '../../platform/errors.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { createInvitation } from '../invitations/index.ts';
import { brandingOf } from '../integrations/index.ts';
import { findVisiblePatient } from './scope.ts';
import { patient } from '../../db/schema/index.ts';
import { patientInvitationEmail } from './emails/invitation.ts';
import { readPatients } from './service.ts';

async function stateOf(ctx: ServiceContext, patientId: string): Promise<PatientInvitationState> {
  const [p] = await ctx.db
    .select({ platformAccess: patient.platformAccess })
    .from(patient)
    .where(eq(patient.id, patientId));
  const [pending] = await ctx.db
    .select({
      email: patientInvitation.email,
      sentAt: patientInvitation.createdAt,
      expiresAt: patientInvitation.expiresAt,
    })
    .from(patientInvitation)
    .where(
      and(
        eq(patientInvitation.patientId, patientId),
        isNull(patientInvitation.acceptedAt),
        isNull(patientInvitation.revokedAt),
        sql`${patientInvitation.expiresAt} > ${ctx.now().toISOString()}`,
      ),
    )
    .orderBy(desc(patientInvitation.createdAt))
    .limit(1);
  return {
    platformAccess: p?.platformAccess ?? 'none',
    pending: pending
      ? {
          email: pending.email,
          sentAt: pending.sentAt.toISOString(),
          expiresAt: pending.expiresAt.toISOString(),
        }
      : null,
  };
}

export function getInvitationState(ctx: ServiceContext, patientId: string): Promise<PatientInvitationState> {
  return readPatients(
    ctx,
    'patient.invitation.read',
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId);
      return { id: p.id, state: await stateOf(tx, p.id) };
    },
    (r) => [r.id],
  ).then((r) => r.state);
}

async function revokePending(ctx: ServiceContext, patientId: string): Promise<number> {
  const revoked = await ctx.db
    .update(patientInvitation)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(patientInvitation.patientId, patientId),
        isNull(patientInvitation.acceptedAt),
        isNull(patientInvitation.revokedAt),
      ),
    )
    .returning({ id: patientInvitation.id });
  return revoked.length;
}

/**
 * Sends (or resends) the invitation; CONFLICT when the patient already uses the platform.
 * `language`: the inviter's interface language, given to an account the invitation creates.
 */
export async function sendInvitation(
  ctx: ServiceContext,
  patientId: string,
  options: { language: Language },
): Promise<PatientInvitationState> {
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { lock: true });
    if (p.platformAccess === 'platform_user') {
      throw new AppError('CONFLICT', 'This patient already uses the platform.', {
        platformAccess: p.platformAccess,
      });
    }
    if (!p.email) throw fieldError({ email: 'emailRequiredForInvitation' });
    const email = p.email.toLowerCase();
    const resend = (await revokePending(tx, p.id)) > 0;
    // The account exists from the invitation on, without a password: only the link can set one. A
    // new account takes the inviter's interface language; an existing one keeps its own.
    const [existing] = await tx.db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    const userId =
      existing?.id ??
      (await createAccount(tx.db, {
        email,
        firstName: p.firstName,
        lastName: p.lastName,
        emailVerified: false,
        profileComplete: true,
        roles: ['patient'],
        language: options.language,
      }));
    const invitation = await createInvitation(tx, { patientId: p.id, email });
    const brand = await brandingOf(tx, p.organizationId);
    const account = await userRecipient(tx.db, userId);
    const to = { email, firstName: p.firstName, language: account?.language ?? options.language };
    await tx.mail.enqueue(
      patientInvitationEmail(to, brand, {
        kind: 'patient-invitation',
        url: `${tx.config.baseUrl}/auth?invite=${invitation.token}`,
        expiresAt: invitation.expiresAt,
      }),
      tx.db,
    );
    await audit(tx, {
      action: resend ? 'patient.invitation.resend' : 'patient.invitation.send',
      resourceType: 'patient_invitation',
      resourceId: invitation.id,
      patientId: p.id,
    });
    return stateOf(tx, p.id);
  });
}

export async function revokeInvitation(
  ctx: ServiceContext,
  patientId: string,
): Promise<PatientInvitationState> {
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { lock: true });
    const revoked = await revokePending(tx, p.id);
    if (!revoked) throw new AppError('NOT_FOUND', 'There is no pending invitation.');
    if (p.platformAccess === 'invite_pending') {
      await tx.db
        .update(patient)
        .set({ platformAccess: 'none', updatedAt: tx.now() })
        .where(eq(patient.id, p.id));
    }
    await audit(tx, {
      action: 'patient.invitation.revoke',
      resourceType: 'patient',
      resourceId: p.id,
      patientId: p.id,
    });
    return stateOf(tx, p.id);
  });
}
