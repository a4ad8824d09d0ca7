/**
 * Which patients the caller may see, in ONE place (ADR 0022 and docs/decisions/0026): every patient
 * query of every route, search, count and export starts from `visiblePatients(ctx)`.
 * - the patient belongs to the caller's active organization (a practice); a platform administrator
 *   acting in the platform organization sees none (FORBIDDEN): being one never opens patient data;
 * - staff and administrators of the practice see all of its patients;
 * - dietitians, medical and fitness professionals see the patients whose care team they are on,
 *   except the data categories the patient withheld from them (ADR 0033: an active `deny`
 *   consent directive naming them; `demographics` withheld hides the whole record). A read of one
 *   category passes it (`visiblePatients(ctx, 'consultations')`); without one it is `demographics`.
 *   Checked in the query itself, so a change holds on the very next request on every instance;
 * - a deleted (soft-deleted) record is gone for everyone.
 * A patient outside this is NOT_FOUND (404), never FORBIDDEN: its existence is not confirmed.
 */
import type { DataCategory, Role } from '@verdant/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { careTeamMember, consentDirective, patient } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { isSystem, principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization, inScope } from '../../platform/tenancy.ts';

/** Roles that may work with patient records in a practice. */
export const PRACTICE_ROLES = ['admin', 'staff', 'dietitian', 'medical', 'fitness'] as const satisfies Role[];
/** Roles that see every patient of their practice. */
const WHOLE_PRACTICE: readonly Role[] = ['admin', 'staff'];
export const PROFESSIONAL_ROLES = ['dietitian', 'medical', 'fitness'] as const satisfies Role[];

export interface PatientScope {
  organizationId: string;
  /** Set for a professional: only patients whose care team holds this user. */
  careTeamUserId: string | null;
  where: SQL;
}

/**
 * The patient has not withheld `demographics` or `category` from this care-team member (an active,
 * unexpired `deny` directive naming them).
 */
function notWithheld(userId: string, category: DataCategory): SQL {
  const withheld =
    category === 'demographics'
      ? sql`array['demographics']::text[]`
      : sql`array['demographics', ${category}]::text[]`;
  return sql`not exists (select 1 from ${consentDirective} where ${consentDirective.patientId} = ${patient.id} and ${consentDirective.recipientUserId} = ${userId} and ${consentDirective.effect} = 'deny' and ${consentDirective.status} = 'active' and ${consentDirective.categories} && ${withheld} and (${consentDirective.endsAt} is null or ${consentDirective.endsAt} > now()))`;
}

/** The where-clause of every patient query (see the rules above); `category`: the data read. */
export function visiblePatients(ctx: ServiceContext, category: DataCategory = 'demographics'): PatientScope {
  if (isSystem(ctx.actor) && ctx.actor.name !== 'anonymous') {
    return { organizationId: '', careTeamUserId: null, where: isNull(patient.deletedAt) };
  }
  const org = activeOrganization(ctx, ['practice']);
  const principal = principalIn(ctx)!;
  const whole = principal.roles.some((r) => WHOLE_PRACTICE.includes(r));
  const professional = principal.roles.some((r) => (PROFESSIONAL_ROLES as readonly Role[]).includes(r));
  if (!whole && !professional) throw new AppError('FORBIDDEN');
  const careTeamUserId = whole ? null : principal.userId;
  const conditions = [inScope(ctx, patient.organizationId), isNull(patient.deletedAt)];
  if (careTeamUserId) {
    conditions.push(
      sql`exists (select 1 from ${careTeamMember} where ${careTeamMember.patientId} = ${patient.id} and ${careTeamMember.userId} = ${careTeamUserId})`,
      notWithheld(careTeamUserId, category),
    );
  }
  return { organizationId: org.id, careTeamUserId, where: and(...conditions)! };
}

/** The visible patient with this id (locked for update when asked), or NOT_FOUND. */
export async function findVisiblePatient(
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean; category?: DataCategory } = {},
): Promise<typeof patient.$inferSelect> {
  const scope = visiblePatients(ctx, options.category);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(patient)
    .where(and(eq(patient.id, id), scope.where));
  const [row] = options.lock ? await query.for('update', { of: patient }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
