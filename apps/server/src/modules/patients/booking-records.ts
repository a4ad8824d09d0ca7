/**
 * Patient records a public booking creates or finds (modules/booking calls these through the index).
 * A practice's record is found by e-mail among its live (not deleted) records; the provider booked
 * with joins the record's care team, so the professional sees the patient who booked them.
 * Bookings do not count against the plan's patient limit: a practice cannot refuse a confirmed
 * booking after the fact (docs/decisions/0026).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type appointment, careTeamMember, patient } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { createInvitation } from '../invitations/index.ts';

export interface ConfirmedPatient {
  patientId: string;
  firstName: string;
  name: string;
  email: string;
  phone: string | null;
  /** Set when this booking invites the person to the platform. */
  invitationToken: string | null;
  /** The patient record is linked to a Verdant account, whose dashboard lists the appointment. */
  hasAccount: boolean;
  /** No record of the practice held this person before. */
  newPatient: boolean;
}

/** The professional joins the patient's care team (no-op when already on it). */
export async function joinCareTeam(tx: DbOrTx, patientId: string, userId: string): Promise<void> {
  await tx.insert(careTeamMember).values({ patientId, userId }).onConflictDoNothing();
}

export async function insertPatient(
  tx: DbOrTx,
  v: {
    organizationId: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    platformAccess: 'invite_pending' | 'platform_user';
    userId: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(patient).values(v).returning({ id: patient.id });
  return row!.id;
}

/**
 * On confirmation of a hold: the practice's record with the booker's e-mail (re-invited while its
 * invitation is pending), or a new one with a pending invitation.
 */
export async function resolveConfirmedPatient(
  ctx: ServiceContext,
  a: Pick<
    typeof appointment.$inferSelect,
    'organizationId' | 'providerUserId' | 'bookerFirstName' | 'bookerLastName' | 'bookerEmail' | 'bookerPhone'
  >,
): Promise<ConfirmedPatient> {
  const tx = ctx.db;
  const p = {
    firstName: a.bookerFirstName ?? '',
    lastName: a.bookerLastName ?? '',
    email: a.bookerEmail!,
    phone: a.bookerPhone,
  };
  const [found] = await tx
    .select()
    .from(patient)
    .where(
      and(
        eq(patient.organizationId, a.organizationId),
        sql`lower(${patient.email}) = lower(${p.email})`,
        isNull(patient.deletedAt),
      ),
    );
  let patientId: string;
  let invite: boolean;
  if (found) {
    patientId = found.id;
    invite = found.platformAccess !== 'platform_user';
    await tx
      .update(patient)
      .set({
        phone: found.phone ?? p.phone,
        platformAccess: invite ? 'invite_pending' : found.platformAccess,
        updatedAt: ctx.now(),
      })
      .where(eq(patient.id, found.id));
    await audit(ctx, { action: 'patient.update', resourceType: 'patient', resourceId: patientId, patientId });
  } else {
    invite = true;
    patientId = await insertPatient(tx, {
      organizationId: a.organizationId,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phone,
      platformAccess: 'invite_pending',
      userId: null,
    });
    await audit(ctx, { action: 'patient.create', resourceType: 'patient', resourceId: patientId, patientId });
  }
  await joinCareTeam(tx, patientId, a.providerUserId);
  let invitationToken: string | null = null;
  if (invite) {
    ({ token: invitationToken } = await createInvitation(ctx, { patientId, email: p.email }));
  }
  return {
    patientId,
    firstName: found?.firstName ?? p.firstName,
    name: `${found?.firstName ?? p.firstName} ${found?.lastName ?? p.lastName}`,
    email: p.email,
    phone: p.phone,
    invitationToken,
    hasAccount: !!found?.userId && found.platformAccess === 'platform_user',
    newPatient: !found,
  };
}
