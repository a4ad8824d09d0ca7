/**
 * Reads from outside the care team (ADR 0038).
 * - "Patients shared with me": the records an active, unexpired grant shares with the caller's
 *   organization (a laboratory, an insurer, another practice), with the categories it shares. What
 *   they may then read through the ordinary read routes is decided by the patients module's policy
 *   (`visiblePatients`), never here. The list is one audited read (`patient.shared.list`).
 * - Break the glass: a professional of the patient's practice who is not allowed a category (not on
 *   the care team, or the patient withheld it) opens the record in an emergency, with a written
 *   reason, for `EMERGENCY_ACCESS_MINUTES`. It is audited as its own event
 *   (`emergency_access.open`), shown to the patient (access log, privacy centre) and told to the
 *   practice's administrators.
 */
import {
  EMERGENCY_ACCESS_MINUTES,
  type EmergencyAccess,
  type EmergencyAccessInput,
  emergencyAccessInputSchema,
  type SharedPatient,
} from '@verdant/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { consentDirective, emergencyAccess, organization, patient, user } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { notify } from '../notifications/index.ts';
import { usersWithRoles } from './records.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/* ---------------------------------------------------------------- patients shared with me */

export async function listSharedPatients(ctx: ServiceContext): Promise<{ items: SharedPatient[] }> {
  const org = activeOrganization(ctx);
  const items = await readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({
          patientId: patient.id,
          firstName: patient.firstName,
          lastName: patient.lastName,
          practiceName: organization.name,
          categories: consentDirective.categories,
          purpose: consentDirective.purpose,
          since: consentDirective.startsAt,
          end: consentDirective.endsAt,
        })
        .from(consentDirective)
        .innerJoin(patient, eq(patient.id, consentDirective.patientId))
        .innerJoin(organization, eq(organization.id, patient.organizationId))
        .where(
          and(
            eq(consentDirective.recipientOrganizationId, org.id),
            eq(consentDirective.effect, 'permit'),
            eq(consentDirective.status, 'active'),
            sql`(${consentDirective.endsAt} is null or ${consentDirective.endsAt} > now())`,
            isNull(patient.deletedAt),
          ),
        )
        .orderBy(patient.lastName, patient.firstName, desc(consentDirective.startsAt));
      return rows.map(
        (r): SharedPatient => ({
          patientId: r.patientId,
          name: `${r.firstName} ${r.lastName}`,
          practiceName: r.practiceName,
          categories: r.categories,
          purpose: r.purpose,
          since: r.since.toISOString(),
          end: iso(r.end),
        }),
      );
    },
    (items) =>
      items.map((i) => ({ action: 'patient.shared.list', resourceType: 'patient', patientId: i.patientId })),
  );
  return { items };
}

/* ---------------------------------------------------------------- break the glass */

const PROFESSIONALS = ['dietitian', 'medical', 'fitness'] as const;

function professionalIn(ctx: ServiceContext) {
  const org = activeOrganization(ctx, ['practice']);
  const principal = principalIn(ctx)!;
  if (!principal.roles.some((r) => (PROFESSIONALS as readonly string[]).includes(r))) {
    throw new AppError('FORBIDDEN');
  }
  return { org, userId: principal.userId };
}

export async function openEmergencyAccess(
  ctx: ServiceContext,
  input: EmergencyAccessInput,
): Promise<EmergencyAccess> {
  const { org, userId } = professionalIn(ctx);
  const q = emergencyAccessInputSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    // the practice's own record with that address (another practice's is not theirs to open)
    const [record] = await tx.db
      .select({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName })
      .from(patient)
      .where(
        and(
          eq(patient.organizationId, org.id),
          sql`lower(${patient.email}) = ${q.email}`,
          isNull(patient.deletedAt),
        ),
      );
    if (!record) throw new AppError('NOT_FOUND');
    const [row] = await tx.db
      .insert(emergencyAccess)
      .values({
        organizationId: org.id,
        patientId: record.id,
        userId,
        reason: q.reason,
        // the policy compares with the database's clock
        startsAt: sql`now()`,
        endsAt: sql`now() + make_interval(mins => ${EMERGENCY_ACCESS_MINUTES})`,
      })
      .returning();
    await audit(tx, {
      action: 'emergency_access.open',
      resourceType: 'emergency_access',
      resourceId: row!.id,
      patientId: record.id,
    });
    const [me] = await tx.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    const admins = (await usersWithRoles(tx, org.id, ['admin'])).filter((id) => id !== userId);
    await notify(
      tx,
      admins.map((id) => ({
        userId: id,
        kind: 'privacy.update' as const,
        titleKey: 'emergencyAccessOpened',
        params: { patient: `${record.firstName} ${record.lastName}`, professional: me?.name ?? '' },
        link: `/patients/${record.id}`,
        patientId: record.id,
      })),
    );
    return toEmergency(row!, `${record.firstName} ${record.lastName}`, new Date());
  });
}

function toEmergency(
  row: typeof emergencyAccess.$inferSelect,
  patientName: string,
  now: Date,
): EmergencyAccess {
  return {
    id: row.id,
    patientId: row.patientId,
    patientName,
    reason: row.reason,
    at: row.startsAt.toISOString(),
    until: row.endsAt.toISOString(),
    active: row.endsAt > now,
  };
}

/** The caller's own emergency accesses in their practice, newest first. */
export async function listEmergencyAccess(ctx: ServiceContext): Promise<{ items: EmergencyAccess[] }> {
  const { org, userId } = professionalIn(ctx);
  const rows = await ctx.db
    .select({ e: emergencyAccess, firstName: patient.firstName, lastName: patient.lastName })
    .from(emergencyAccess)
    .innerJoin(patient, eq(patient.id, emergencyAccess.patientId))
    .where(and(eq(emergencyAccess.userId, userId), eq(emergencyAccess.organizationId, org.id)))
    .orderBy(desc(emergencyAccess.startsAt))
    .limit(50);
  const now = new Date();
  return { items: rows.map((r) => toEmergency(r.e, `${r.firstName} ${r.lastName}`, now)) };
}

/** Every emergency access to these records (the patient's side), newest first. */
export async function emergencyAccessesOf(ctx: ServiceContext, patientIds: readonly string[]) {
  if (patientIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: emergencyAccess.id,
      userId: emergencyAccess.userId,
      patientId: emergencyAccess.patientId,
      name: user.name,
      organizationName: organization.name,
      reason: emergencyAccess.reason,
      startsAt: emergencyAccess.startsAt,
      endsAt: emergencyAccess.endsAt,
    })
    .from(emergencyAccess)
    .innerJoin(user, eq(user.id, emergencyAccess.userId))
    .innerJoin(organization, eq(organization.id, emergencyAccess.organizationId))
    .where(inArray(emergencyAccess.patientId, [...patientIds]))
    .orderBy(desc(emergencyAccess.startsAt));
  return rows;
}
