/**
 * Laboratory and insurer registrations: a platform administrator (an admin of the `platform`
 * organization, DECISIONS.md "Who an administrator is") approves or declines them. Approval grants
 * the requested role and activates the organization; either decision e-mails the requester.
 */
import type { DeclineOrganizationInput } from '@verdant/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { membership, organization, organizationRequest, user, userRoles } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { approvedEmail, declinedEmail } from './emails.ts';

export type RequestStatus = 'pending' | 'approved' | 'declined';

/** An admin who is a member of the platform organization. */
export async function isPlatformAdmin(db: DbOrTx, principal: Principal): Promise<boolean> {
  if (!principal.roles.includes('admin')) return false;
  const [row] = await db
    .select({ id: organization.id })
    .from(membership)
    .innerJoin(organization, eq(organization.id, membership.organizationId))
    .where(and(eq(membership.userId, principal.userId), eq(organization.kind, 'platform')))
    .limit(1);
  return Boolean(row);
}

export async function assertPlatformAdmin(db: DbOrTx, principal: Principal): Promise<void> {
  if (!(await isPlatformAdmin(db, principal))) {
    throw new AppError('FORBIDDEN', 'Only a platform administrator decides organization requests.');
  }
}

export async function listOrganizationRequests(db: Db, status: RequestStatus | undefined) {
  const rows = await db
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

interface Decision {
  actorUserId: string;
  mailer: Mailer;
  baseUrl: string;
  audit: (tx: DbOrTx, entry: { action: string; resourceType: string; resourceId: string }) => Promise<void>;
}

/** Locks the pending request; the requester may never decide their own. */
async function claimPending(tx: DbOrTx, id: string, actorUserId: string) {
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
  const [requester] = row.requestedBy
    ? await tx
        .select({ email: user.email, firstName: user.firstName })
        .from(user)
        .where(eq(user.id, row.requestedBy))
    : [];
  return { ...row, org: { name: org!.name, kind: org!.kind as 'laboratory' | 'insurer' }, requester };
}

export async function approveOrganizationRequest(db: Db, id: string, d: Decision): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await claimPending(tx, id, d.actorUserId);
    const now = new Date();
    await tx
      .update(organizationRequest)
      .set({ status: 'approved', decidedBy: d.actorUserId, decidedAt: now })
      .where(eq(organizationRequest.id, id));
    await tx.update(organization).set({ status: 'active' }).where(eq(organization.id, r.organizationId));
    await d.audit(tx, {
      action: 'organization.approve',
      resourceType: 'organization_request',
      resourceId: id,
    });
    if (r.requestedBy) {
      const granted = await tx
        .insert(userRoles)
        .values({ userId: r.requestedBy, role: r.role })
        .onConflictDoNothing()
        .returning();
      if (granted.length) {
        await d.audit(tx, {
          action: `role.grant.${r.role}`,
          resourceType: 'user',
          resourceId: r.requestedBy,
        });
      }
    }
    if (r.requester) await d.mailer.enqueue(approvedEmail(r.locale, r.requester, r.org, d.baseUrl), tx);
  });
}

export async function declineOrganizationRequest(
  db: Db,
  id: string,
  input: DeclineOrganizationInput,
  d: Decision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await claimPending(tx, id, d.actorUserId);
    await tx
      .update(organizationRequest)
      .set({
        status: 'declined',
        decidedBy: d.actorUserId,
        decidedAt: new Date(),
        declineReason: input.reason,
      })
      .where(eq(organizationRequest.id, id));
    await tx.update(organization).set({ status: 'declined' }).where(eq(organization.id, r.organizationId));
    await d.audit(tx, {
      action: 'organization.decline',
      resourceType: 'organization_request',
      resourceId: id,
    });
    if (r.requester) {
      await d.mailer.enqueue(declinedEmail(r.locale, r.requester, r.org, input.reason, d.baseUrl), tx);
    }
  });
}
