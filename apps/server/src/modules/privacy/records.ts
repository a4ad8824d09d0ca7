/**
 * The caller's own patient records (a patient may be treated by several practices: one record each),
 * and who works in an organization. Every patient-side route of the privacy centre starts here: a
 * record that is not the caller's is NOT_FOUND.
 */
import type { Role } from '@verdant/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { organization, patient, user, userRoles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';

export interface OwnRecord {
  id: string;
  organizationId: string;
  practiceName: string;
  /** A practice's record, or one a laboratory keeps for its orders. */
  organizationKind: string;
  firstName: string;
  lastName: string;
}

/** The signed-in patient's user id (FORBIDDEN without the patient role). */
export function patientUserId(ctx: ServiceContext): string {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  if (!principal.roles.includes('patient')) throw new AppError('FORBIDDEN');
  return principal.userId;
}

export async function ownRecords(ctx: ServiceContext, userId = patientUserId(ctx)): Promise<OwnRecord[]> {
  return ctx.db
    .select({
      id: patient.id,
      organizationId: patient.organizationId,
      practiceName: organization.name,
      organizationKind: organization.kind,
      firstName: patient.firstName,
      lastName: patient.lastName,
    })
    .from(patient)
    .innerJoin(organization, eq(organization.id, patient.organizationId))
    .where(and(eq(patient.userId, userId), isNull(patient.deletedAt)))
    .orderBy(patient.createdAt);
}

/** The caller's records held by practices (where a care team, grants and erasure requests apply). */
export async function practiceRecords(ctx: ServiceContext, userId?: string): Promise<OwnRecord[]> {
  return (await ownRecords(ctx, userId)).filter((r) => r.organizationKind === 'practice');
}

/** One of the caller's practice records, or NOT_FOUND. */
export async function ownRecord(ctx: ServiceContext, patientId: string): Promise<OwnRecord> {
  if (!isUuid(patientId)) throw new AppError('NOT_FOUND');
  const record = (await practiceRecords(ctx)).find((r) => r.id === patientId);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

/** Users holding one of `roles` in the organization (e.g. who handles a practice's privacy requests). */
export async function usersWithRoles(
  ctx: ServiceContext,
  organizationId: string,
  roles: readonly Role[],
): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        inArray(userRoles.role, [...roles]),
        isNull(user.disabledAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** The care roles (dietitian, medical, fitness) each user holds in the organization. */
export async function careRoles(
  ctx: ServiceContext,
  organizationId: string,
  userIds: readonly string[],
): Promise<Map<string, Role[]>> {
  const out = new Map<string, Role[]>();
  if (userIds.length === 0) return out;
  const rows = await ctx.db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        inArray(userRoles.userId, [...userIds]),
        sql`${userRoles.role} in ('dietitian', 'medical', 'fitness')`,
      ),
    );
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.role as Role].sort());
  return out;
}
