/** The signed-in user's own account: profile, roles, organizations, and completing sign-up. */
import {
  APPROVAL_ROLES,
  type CompleteSignupInput,
  isApprovalRole,
  type Language,
  landingRouteFor,
  type Me,
  SELF_SERVICE_ROLES,
  type UpdateMeInput,
} from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import { queryAccount } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  membership,
  organization,
  organizationRequest,
  session,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { requireAccess } from '../../platform/tenancy.ts';
import { createOrganization, normalizeJoinCode } from '../organizations/index.ts';

/** The answer of `GET /api/v1/me` (the shared contract). */
export type { Me };

/** Me from the principal the request resolved (null when it carries no account). */
export function meFromPrincipal(principal: Principal): Me | null {
  if (!principal.account) return null;
  return {
    user: principal.account.user,
    roles: principal.roles,
    organizations: principal.account.organizations,
    activeOrganizationId: principal.organization?.id ?? null,
    landingRoute: landingRouteFor(principal.roles),
  };
}

/** Me read afresh for the caller's session (after a change): the same one query as the principal. */
export async function loadMe(ctx: ServiceContext): Promise<Me> {
  const principal = signedIn(ctx);
  const found = await queryAccount(ctx.db as Db, {
    sessionId: principal.sessionId,
    userId: principal.userId,
  });
  if (!found) throw new AppError('USER_NOT_FOUND');
  const a = found.account;
  return {
    user: a.user,
    roles: a.roles,
    organizations: a.organizations,
    activeOrganizationId: a.organization?.id ?? null,
    landingRoute: landingRouteFor(a.roles),
  };
}

function signedIn(ctx: ServiceContext): Principal {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

/**
 * Switches the session's active organization (ADR 0022): NOT_FOUND unless the user is a member of it.
 * Audited with the change. The caller drops the cached principal.
 */
export async function setActiveOrganization(ctx: ServiceContext, organizationId: string): Promise<void> {
  const principal = signedIn(ctx);
  await requireAccess(ctx, 'organization', [organizationId]);
  await withTransaction(ctx, async (t) => {
    await t.db
      .update(session)
      .set({ activeOrganizationId: organizationId })
      .where(and(eq(session.id, principal.sessionId), eq(session.userId, principal.userId)));
    await audit(t, {
      action: 'organization.activate',
      resourceType: 'organization',
      resourceId: organizationId,
    });
  });
}

export async function updateMe(ctx: ServiceContext, input: UpdateMeInput): Promise<void> {
  const { db } = ctx;
  const userId = signedIn(ctx).userId;
  const [current] = await db.select().from(user).where(eq(user.id, userId));
  if (!current) throw new AppError('USER_NOT_FOUND');
  const firstName = input.firstName ?? current.firstName;
  const lastName = input.lastName ?? current.lastName;
  const image = input.image === undefined ? current.image : input.image;
  if (firstName === current.firstName && lastName === current.lastName && image === current.image) return;
  await db
    .update(user)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim(), image, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/** The language the user reads Verdant in (the interface's, sent when they switch it). */
export async function setLanguage(ctx: ServiceContext, language: Language): Promise<void> {
  await ctx.db
    .update(user)
    .set({ language, updatedAt: ctx.now() })
    .where(eq(user.id, signedIn(ctx).userId));
}

/**
 * /auth/complete-signup: the person picks their roles (self-service ones only: admin, lab and
 * insurance are granted by an administrator). Professionals create or join a practice (a created
 * practice starts its subscription on the chosen plan); a patient belongs to none. A laboratory or
 * insurer registers its organization instead: it is created `pending` with a request a platform
 * administrator decides, and the lab/insurance role is granted only on approval (never here).
 * Runs once per account.
 */
export async function completeSignup(ctx: ServiceContext, input: CompleteSignupInput): Promise<void> {
  const userId = signedIn(ctx).userId;
  const roles = [...new Set(input.roles)];
  const org = input.organization;
  const approvalRole = roles.find(isApprovalRole);
  if (approvalRole) {
    // Registering a laboratory or insurer: that one role, a new organization of its kind.
    if (roles.length !== 1) {
      // lab/insurance never comes with other roles at sign-up: it is requested alone, for approval
      throw new AppError('FORBIDDEN', 'These roles are granted by an administrator.', {
        roles: roles.filter(isApprovalRole),
      });
    }
    if (!org) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { organization: 'organizationRequired' },
      });
    }
    if (org.mode !== 'create') {
      throw new AppError('FORBIDDEN', 'Laboratory and insurer staff are added by an administrator.');
    }
  } else {
    const notSelfService = roles.filter((r) => !SELF_SERVICE_ROLES.includes(r));
    if (notSelfService.length) {
      throw new AppError('FORBIDDEN', 'These roles are granted by an administrator.', {
        roles: notSelfService,
      });
    }
    const professional = roles.some((r) => r !== 'patient');
    if (professional && !org) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { organization: 'organizationRequired' },
      });
    }
    if (!professional && org) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { organization: 'organizationNotAllowed' },
      });
    }
    if (org?.mode === 'create' && org.kind !== 'practice') {
      throw new AppError('FORBIDDEN', 'A laboratory or insurer registers with its own role.', {
        kind: org.kind,
      });
    }
  }

  await withTransaction(ctx, async (t) => {
    const tx = t.db;
    // Claim the one-time step first: a concurrent second call finds nothing to update.
    // The interface language at this last step of sign-up becomes the account's, when given.
    const claimed = await tx
      .update(user)
      .set({
        profileComplete: true,
        ...(input.locale ? { language: input.locale } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(user.id, userId), eq(user.profileComplete, false)))
      .returning({ id: user.id, language: user.language });
    if (!claimed.length) throw new AppError('CONFLICT', 'Sign-up is already complete.');

    if (approvalRole && org?.mode === 'create') {
      const organizationId = await createOrganization(tx, {
        name: org.name,
        kind: APPROVAL_ROLES[approvalRole],
        status: 'pending',
      });
      await tx.insert(membership).values({ userId, organizationId, orgRole: 'owner' });
      const [request] = await tx
        .insert(organizationRequest)
        .values({ organizationId, requestedBy: userId, role: approvalRole, locale: claimed[0]!.language })
        .returning({ id: organizationRequest.id });
      await audit(t, {
        action: 'organization.request',
        resourceType: 'organization_request',
        resourceId: request!.id,
      });
      await audit(t, { action: 'signup.complete', resourceType: 'user', resourceId: userId });
      return;
    }

    // Professional roles are held in the practice created or joined; `patient` in none (ADR 0022).
    let practiceId: string | null = null;
    if (org?.mode === 'create') {
      const organizationId = await createOrganization(tx, {
        name: org.name,
        kind: 'practice',
        plan: org.plan,
        billingPeriod: org.billingPeriod,
      });
      await tx.insert(membership).values({ userId, organizationId, orgRole: 'owner' });
      practiceId = organizationId;
    } else if (org?.mode === 'join') {
      const [found] = await tx
        .select({ id: organization.id, kind: organization.kind })
        .from(organization)
        .where(eq(organization.joinCode, normalizeJoinCode(org.joinCode)));
      if (!found) {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { joinCode: 'joinCodeInvalid' } });
      }
      if (found.kind !== 'practice') {
        throw new AppError('FORBIDDEN', 'Laboratory and insurer staff are added by an administrator.');
      }
      await tx
        .insert(membership)
        .values({ userId, organizationId: found.id, orgRole: 'member' })
        .onConflictDoNothing();
      practiceId = found.id;
    }
    await tx
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role, organizationId: role === 'patient' ? null : practiceId })))
      .onConflictDoNothing();
    await audit(t, { action: 'signup.complete', resourceType: 'user', resourceId: userId });
  });
}
