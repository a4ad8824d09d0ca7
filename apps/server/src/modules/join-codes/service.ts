/**
 * An organization's join code (colleagues join with it at /auth/complete-signup): who may see and
 * regenerate it, regenerating, and the throttle on join attempts (ADR 0010).
 */
import { and, eq, sql } from 'drizzle-orm';
import { managesJoinCode } from '../../auth/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { membership, organization, userRoles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation, isUuid } from '../../platform/public-http.ts';
import { generateJoinCode } from '../me/service.ts';

/**
 * Replaces the join code of an organization the user manages; the old code stops working at once.
 * NOT_FOUND for an organization the user is not a member of, FORBIDDEN for a member who does not
 * manage it.
 */
export async function regenerateJoinCode(
  tx: DbOrTx,
  userId: string,
  organizationId: string,
): Promise<{ joinCode: string }> {
  if (!isUuid(organizationId)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select({
      orgRole: membership.orgRole,
      kind: organization.kind,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')`,
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
