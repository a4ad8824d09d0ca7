/**
 * An organization's join code (colleagues join with it at /auth/complete-signup): who may see and
 * regenerate it, regenerating, and the throttle on join attempts (ADR 0010).
 */
import type { SessionPolicy, SessionPolicyInput } from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { managesJoinCode } from '../../auth/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { membership, organization, userRoles } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { requireAccess } from '../../platform/tenancy.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { isUuid } from '../../platform/params.ts';
import { generateJoinCode } from '../organizations/index.ts';

/**
 * Replaces the join code of an organization the user manages; the old code stops working at once.
 * NOT_FOUND for an organization the user is not a member of, FORBIDDEN for a member who does not
 * manage it.
 */
export async function regenerateJoinCode(
  ctx: ServiceContext,
  organizationId: string,
): Promise<{ joinCode: string }> {
  if (!isUuid(organizationId)) throw new AppError('NOT_FOUND');
  await requireAccess(ctx, 'organization', [organizationId]);
  const userId = actorUserId(ctx) ?? '';
  return withTransaction(ctx, async (t) => {
    const result = await regenerate(t.db, userId, organizationId);
    await audit(t, {
      action: 'organization.join_code.regenerate',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return result;
  });
}

async function regenerate(tx: DbOrTx, userId: string, organizationId: string): Promise<{ joinCode: string }> {
  const [row] = await tx
    .select({
      orgRole: membership.orgRole,
      kind: organization.kind,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin' and ${userRoles.organizationId} = ${organizationId})`,
    })
    .from(membership)
    .innerJoin(organization, eq(organization.id, membership.organizationId))
    .where(and(eq(membership.userId, userId), eq(membership.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (!managesJoinCode(row.orgRole, row.kind, row.isAdmin)) {
    throw new AppError('FORBIDDEN', 'Only the owner or a practice administrator manages the join code.');
  }
  for (let attempt = 0; ; attempt++) {
    const joinCode = generateJoinCode();
    try {
      await tx.update(organization).set({ joinCode }).where(eq(organization.id, organizationId));
      return { joinCode };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

/**
 * The caller's membership of an organization, and whether they manage it (join code, session policy):
 * the owner, or someone holding `admin` in that organization (a role held in another organization
 * does not count). NOT_FOUND outside the caller's organizations.
 */
export async function managedOrganization(ctx: ServiceContext, organizationId: string) {
  if (!isUuid(organizationId)) throw new AppError('NOT_FOUND');
  await requireAccess(ctx, 'organization', [organizationId]);
  const userId = actorUserId(ctx) ?? '';
  const [row] = await ctx.db
    .select({
      orgRole: membership.orgRole,
      kind: organization.kind,
      idleTimeoutMinutes: organization.idleTimeoutMinutes,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin' and ${userRoles.organizationId} = ${organizationId})`,
    })
    .from(membership)
    .innerJoin(organization, eq(organization.id, membership.organizationId))
    .where(and(eq(membership.userId, userId), eq(membership.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, canManage: managesJoinCode(row.orgRole, row.kind, row.isAdmin) };
}

/** An organization's idle timeout for its professionals and staff, for any of its members (decision 0020). */
export async function getSessionPolicy(ctx: ServiceContext, organizationId: string): Promise<SessionPolicy> {
  const row = await managedOrganization(ctx, organizationId);
  return { idleTimeoutMinutes: row.idleTimeoutMinutes, canManage: row.canManage };
}

/**
 * Sets the idle timeout of an organization's professionals and staff (decision 0020). Those who
 * manage the join code (the owner, a practice administrator) may; other members get FORBIDDEN.
 * Audited in the same transaction as the change.
 */
export async function setSessionPolicy(
  ctx: ServiceContext,
  organizationId: string,
  input: SessionPolicyInput,
): Promise<SessionPolicy> {
  return withTransaction(ctx, async (t) => {
    const row = await managedOrganization(t, organizationId);
    if (!row.canManage) {
      throw new AppError('FORBIDDEN', 'Only the owner or a practice administrator sets the idle timeout.');
    }
    await t.db
      .update(organization)
      .set({ idleTimeoutMinutes: input.idleTimeoutMinutes })
      .where(eq(organization.id, organizationId));
    await audit(t, {
      action: 'organization.session_policy.update',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return { idleTimeoutMinutes: input.idleTimeoutMinutes, canManage: true };
  });
}
