/**
 * Laboratory and insurer registrations: a platform administrator (an admin of the `platform`
 * organization, DECISIONS.md "Who an administrator is") approves or declines them. Approval grants
 * the requested role and activates the organization; either decision e-mails the requester.
 */
import type { DeclineOrganizationInput } from '@verdant/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organization, organizationRequest, user, userRoles } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { userRecipient } from '../accounts/index.ts';
import { approvedEmail } from './emails/approved.ts';
import { declinedEmail } from './emails/declined.ts';

export type RequestStatus = 'pending' | 'approved' | 'declined';

/** Only a platform administrator decides (the route's permission says so; a system task may too). */
function requirePlatformAdmin(ctx: ServiceContext): string | null {
  const principal = principalIn(ctx);
  if (principal && !principal.platformAdmin) {
    throw new AppError('FORBIDDEN', 'Only a platform administrator decides organization requests.');
  }
  return principal?.userId ?? null;
}

export async function listOrganizationRequests(ctx: ServiceContext, status: RequestStatus | undefined) {
  requirePlatformAdmin(ctx);
  const rows = await ctx.db
    .select({
      id: organizationRequest.id,
      role: organizationRequest.role,
      status: organizationRequest.status,
      locale: organizationRequest.locale,
      createdAt: organizationRequest.createdAt,
      decidedAt: organizationRequest.decidedAt,
      declineReason: organizationRequest.declineReason,
      organizationId: organization.id,
      organizationName: organization.name,
      organizationKind: organization.kind,
      requesterId: user.id,
      requesterName: user.name,
      requesterEmail: user.email,
    })
    .from(organizationRequest)
    .innerJoin(organization, eq(organization.id, organizationRequest.organizationId))
    .leftJoin(user, eq(user.id, organizationRequest.requestedBy))
    .where(status ? eq(organizationRequest.status, status) : undefined)
    .orderBy(desc(organizationRequest.createdAt), desc(organizationRequest.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    status: r.status,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
    organization: {
      id: r.organizationId,
      name: r.organizationName,
      kind: r.organizationKind as 'laboratory' | 'insurer',
    },
    requester:
      r.requesterId && r.requesterEmail
        ? { id: r.requesterId, name: r.requesterName ?? '', email: r.requesterEmail }
        : null,
  }));
}

/** Locks the pending request; the requester may never decide their own. */
async function claimPending(tx: DbOrTx, id: string, actorUserId: string | null) {
  const [row] = await tx
    .select({
      id: organizationRequest.id,
      status: organizationRequest.status,
      role: organizationRequest.role,
      locale: organizationRequest.locale,
      requestedBy: organizationRequest.requestedBy,
      organizationId: organizationRequest.organizationId,
    })
    .from(organizationRequest)
    .where(eq(organizationRequest.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.requestedBy === actorUserId) {
    throw new AppError('FORBIDDEN', 'Nobody decides their own organization request.');
  }
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'This request has already been decided.');
  const [org] = await tx
    .select({ name: organization.name, kind: organization.kind })
    .from(organization)
    .where(eq(organization.id, row.organizationId));
  // e-mailed in the language the requester uses Verdant in (registered with, or switched to since)
  const requester = row.requestedBy ? await userRecipient(tx, row.requestedBy) : null;
  return { ...row, org: { name: org!.name, kind: org!.kind as 'laboratory' | 'insurer' }, requester };
}

type Claimed = Awaited<ReturnType<typeof claimPending>>;

/**
 * Decides a pending request: its status, the organization's status and the audit event, then `also`
 * (the role grant, the e-mail), all in one transaction.
 */
async function decide(
  ctx: ServiceContext,
  id: string,
  decision: { status: 'approved' | 'declined'; declineReason?: string },
  also: (t: ServiceContext, r: Claimed) => Promise<void>,
): Promise<void> {
  const actorId = requirePlatformAdmin(ctx);
  await withTransaction(ctx, async (t) => {
    const r = await claimPending(t.db, id, actorId);
    await t.db
      .update(organizationRequest)
      .set({ ...decision, decidedBy: actorId, decidedAt: t.now() })
      .where(eq(organizationRequest.id, id));
    await t.db
      .update(organization)
      .set({ status: decision.status === 'approved' ? 'active' : 'declined' })
      .where(eq(organization.id, r.organizationId));
    await audit(t, {
      action: decision.status === 'approved' ? 'organization.approve' : 'organization.decline',
      resourceType: 'organization_request',
      resourceId: id,
    });
    await also(t, r);
  });
}

/**
 * Approves: activates the organization and grants the requester the role, held in that organization
 * (ADR 0022); audited and e-mailed in the same transaction.
 */
export function approveOrganizationRequest(ctx: ServiceContext, id: string): Promise<void> {
  return decide(ctx, id, { status: 'approved' }, async (t, r) => {
    if (r.requestedBy) {
      const granted = await t.db
        .insert(userRoles)
        .values({ userId: r.requestedBy, role: r.role, organizationId: r.organizationId })
        .onConflictDoNothing()
        .returning();
      if (granted.length) {
        await audit(t, { action: `role.grant.${r.role}`, resourceType: 'user', resourceId: r.requestedBy });
      }
    }
    if (r.requester) await t.mail.enqueue(approvedEmail(r.requester, r.org, t.config.baseUrl), t.db);
  });
}

/** Declines with a reason: the organization stays inactive; audited and e-mailed in one transaction. */
export function declineOrganizationRequest(
  ctx: ServiceContext,
  id: string,
  input: DeclineOrganizationInput,
): Promise<void> {
  return decide(ctx, id, { status: 'declined', declineReason: input.reason }, async (t, r) => {
    if (r.requester) {
      await t.mail.enqueue(declinedEmail(r.requester, r.org, input.reason, t.config.baseUrl), t.db);
    }
  });
}
