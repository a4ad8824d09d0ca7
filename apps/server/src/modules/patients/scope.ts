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
 * - a professional who broke the glass (ADR 0038) reads that record of their practice, every
 *   category, until the emergency access ends (one hour); reads only, like a grant;
 * - outside recipients (ADR 0038): a laboratory's or insurer's members, and the professionals of
 *   another practice, read exactly the categories an active, unexpired `permit` directive to their
 *   organization shares, and only on reads (GET): a grant never lets anyone change the record;
 * - a deleted (soft-deleted) record is gone for everyone.
 * A patient outside this is NOT_FOUND (404), never FORBIDDEN: its existence is not confirmed.
 */
import type { DataCategory, Role } from '@verdant/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { careTeamMember, consentDirective, emergencyAccess, patient } from '../../db/schema/index.ts';
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

/** Roles of a laboratory or an insurer: they read a patient only under a grant to their organization. */
const RECIPIENT_ROLES: readonly Role[] = ['lab', 'insurance'];

/** A grant lets its recipient read, never change: only GET (and HEAD) requests use it. */
function reading(ctx: ServiceContext): boolean {
  return ctx.request.method === 'GET' || ctx.request.method === 'HEAD';
}

/*
 * Each rule below comes twice: the ids it may reach (an index-only list, so a professional's lists join
 * from it and never scan the practice) and the same rule on one row (`patient.id` correlated: the
 * exact decision, checked only on the rows those ids found). Measured in bench/privacy.ts.
 */

/** An active, unexpired `permit` sharing `category` with this organization, whichever practice holds the record (ADR 0033's SQL). */
const GRANT = (organizationId: string, category: DataCategory) =>
  sql`d.recipient_organization_id = ${organizationId} and d.effect = 'permit' and d.status = 'active' and ${category}::text = any(d.categories) and (d.ends_at is null or d.ends_at > now())`;
const grantedIds = (organizationId: string, category: DataCategory) =>
  sql`select d.patient_id from ${consentDirective} d where ${GRANT(organizationId, category)}`;
const granted = (organizationId: string, category: DataCategory) =>
  consentChecks.granted(organizationId, category, sql`${patient.id}`);

/** A break-the-glass access (ADR 0038) of this professional in this practice that has not ended. */
const EMERGENCY = (organizationId: string, userId: string) =>
  sql`e.user_id = ${userId} and e.organization_id = ${organizationId} and e.starts_at <= now() and e.ends_at > now()`;
const emergencyIds = (organizationId: string, userId: string) =>
  sql`select e.patient_id from ${emergencyAccess} e where ${EMERGENCY(organizationId, userId)}`;
const inEmergency = (organizationId: string, userId: string) =>
  sql`exists (select 1 from ${emergencyAccess} e where e.patient_id = ${patient.id} and ${EMERGENCY(organizationId, userId)})`;

const careTeamIds = (userId: string) =>
  sql`select m.patient_id from ${careTeamMember} m where m.user_id = ${userId}`;

/**
 * On the care team of this record of their practice, and the patient has not withheld `demographics`
 * or `category` from them (an active, unexpired `deny` directive naming them).
 */
function onCareTeam(organizationId: string, userId: string, category: DataCategory): SQL {
  return sql`(${patient.organizationId} = ${organizationId} and exists (select 1 from ${careTeamMember} m where m.patient_id = ${patient.id} and m.user_id = ${userId}) and not ${withheldFrom(userId, category, sql`${patient.id}`)})`;
}

/**
 * Consent's part of the decision on one record (`record`: the patient id, a column or a parameter):
 * `withheld` — the patient withheld `demographics` or `category` from this care-team member (an
 * active, unexpired `deny`); `granted` — a `permit` shares `category` with this organization. The
 * policy above uses exactly these; bench/privacy.ts times them alone (ADR 0044).
 */
export const consentChecks = {
  withheld: (userId: string, category: DataCategory, record: SQL) => withheldFrom(userId, category, record),
  granted: (organizationId: string, category: DataCategory, record: SQL) =>
    sql`exists (select 1 from ${consentDirective} d where d.patient_id = ${record} and ${GRANT(organizationId, category)})`,
};

function withheldFrom(userId: string, category: DataCategory, record: SQL): SQL {
  const withheld =
    category === 'demographics'
      ? sql`array['demographics']::text[]`
      : sql`array['demographics', ${category}]::text[]`;
  return sql`exists (select 1 from ${consentDirective} d where d.patient_id = ${record} and d.recipient_user_id = ${userId} and d.effect = 'deny' and d.status = 'active' and d.categories && ${withheld} and (d.ends_at is null or d.ends_at > now()))`;
}

/** The where-clause of every patient query (see the rules above); `category`: the data read. */
export function visiblePatients(ctx: ServiceContext, category: DataCategory = 'demographics'): PatientScope {
  if (isSystem(ctx.actor) && ctx.actor.name !== 'anonymous') {
    return { organizationId: '', careTeamUserId: null, where: isNull(patient.deletedAt) };
  }
  const org = activeOrganization(ctx, ['practice', 'laboratory', 'insurer']);
  const principal = principalIn(ctx)!;
  if (org.kind !== 'practice') {
    // a laboratory or an insurer: exactly what a grant to it shares, read-only (ADR 0038)
    if (!principal.roles.some((r) => RECIPIENT_ROLES.includes(r))) throw new AppError('FORBIDDEN');
    const where = reading(ctx)
      ? and(
          isNull(patient.deletedAt),
          sql`${patient.id} in (${grantedIds(org.id, category)})`,
          granted(org.id, category),
        )!
      : sql`false`;
    return { organizationId: '', careTeamUserId: null, where };
  }
  const whole = principal.roles.some((r) => WHOLE_PRACTICE.includes(r));
  const professional = principal.roles.some((r) => (PROFESSIONAL_ROLES as readonly Role[]).includes(r));
  if (!whole && !professional) throw new AppError('FORBIDDEN');
  if (whole) {
    return {
      organizationId: org.id,
      careTeamUserId: null,
      where: and(inScope(ctx, patient.organizationId), isNull(patient.deletedAt))!,
    };
  }
  const userId = principal.userId;
  const own = onCareTeam(org.id, userId, category);
  // reads only: the records opened in an emergency (every category), and what a grant to their
  // practice shares (a professional of another practice)
  const where = reading(ctx)
    ? and(
        isNull(patient.deletedAt),
        sql`${patient.id} in (${careTeamIds(userId)} union all ${emergencyIds(org.id, userId)} union all ${grantedIds(org.id, category)})`,
        sql`(${own} or ${inEmergency(org.id, userId)} or ${granted(org.id, category)})`,
      )!
    : and(isNull(patient.deletedAt), sql`${patient.id} in (${careTeamIds(userId)})`, own)!;
  return { organizationId: org.id, careTeamUserId: userId, where };
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
