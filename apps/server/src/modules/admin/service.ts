/**
 * Administration: the active organization's users and their roles (practice administrators), and the
 * installation's e-mail outbox (platform administrators). Every function takes the service context.
 */
import { ADMIN_GRANTED_ROLES, ROLE_PRIORITY, type Role } from '@verdant/shared';
import type { Auth } from '../../auth/auth.ts';
import { loadRoles } from '../../auth/roles.ts';
import { and, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  mailSuppressed,
  membership,
  type OneTimeLinkKind,
  outboxEmail,
  session,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { MAIL_KINDS, type MailKind } from '@verdant/shared/admin';
import { MAIL_CAPS } from '../../platform/limits.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization, inScope, requireAccess } from '../../platform/tenancy.ts';
import { withOneTimeLink } from '../../platform/mail.ts';

export const PAGE_SIZE = { default: 25, max: 100 } as const;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A platform administrator acting in the platform organization manages every account of the
 * installation (signed-up patients belong to no organization); a practice administrator manages the
 * practice's members only (ADR 0022).
 */
const managesEveryAccount = (ctx: ServiceContext) => ctx.organization?.kind === 'platform';

/**
 * The accounts the administrator manages (see managesEveryAccount), newest first, each with the
 * roles held in the active organization (and `patient`, held in none).
 */
export async function listUsers(
  ctx: ServiceContext,
  params: { q?: string; cursor?: string; limit: number; id?: string },
) {
  const org = activeOrganization(ctx);
  const { db } = ctx;
  const conditions = managesEveryAccount(ctx)
    ? []
    : [
        sql`exists (select 1 from ${membership} m where m.user_id = ${user.id} and ${inScope(ctx, sql`m.organization_id`)})`,
      ];
  if (params.id) conditions.push(eq(user.id, params.id));
  if (params.q?.trim()) {
    const p = likePattern(params.q.trim());
    conditions.push(or(ilike(user.email, p), ilike(user.name, p))!);
  }
  if (params.cursor) {
    // keyset on (created_at, id), newest first; the cursor is the last id seen
    conditions.push(
      sql`(${user.createdAt}, ${user.id}) < (select u.created_at, u.id from "user" u where u.id = ${params.cursor})`,
    );
  }
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      profileComplete: user.profileComplete,
      createdAt: user.createdAt,
      disabledAt: user.disabledAt,
    })
    .from(user)
    .where(and(...conditions))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  const roleRows = page.length
    ? await db
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(
          and(
            inArray(
              userRoles.userId,
              page.map((u) => u.id),
            ),
            or(isNull(userRoles.organizationId), eq(userRoles.organizationId, org.id)),
          ),
        )
    : [];
  return {
    items: page.map(({ disabledAt, ...u }) => ({
      ...u,
      disabled: disabledAt !== null,
      createdAt: u.createdAt.toISOString(),
      roles: ROLE_PRIORITY.filter((role) => roleRows.some((r) => r.userId === u.id && r.role === role)),
    })),
    nextCursor: rows.length > params.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Grants a role in the active organization (`patient` is held in none) to one of its members;
 * NOT_FOUND for anyone else. Nobody grants themselves admin, lab or insurance. Audited in the same
 * transaction.
 */
export async function grantRole(ctx: ServiceContext, userId: string, role: Role): Promise<Role[]> {
  const org = activeOrganization(ctx);
  if (userId === actorUserId(ctx) && ADMIN_GRANTED_ROLES.includes(role)) {
    throw new AppError('FORBIDDEN', 'Nobody grants themselves this role.');
  }
  return withTransaction(ctx, async (tx) => {
    await requireMember(tx, userId);
    const inserted = await tx.db
      .insert(userRoles)
      .values({ userId, role, organizationId: role === 'patient' ? null : org.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length) {
      await audit(tx, { action: `role.grant.${role}`, resourceType: 'user', resourceId: userId });
    }
    return loadRoles(tx.db, userId, org.id);
  });
}

/** USER_NOT_FOUND unless the user is a member of the active organization (the same answer for both). */
async function requireMember(ctx: ServiceContext, userId: string) {
  try {
    await requireAccess(ctx, 'member', [userId]);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('USER_NOT_FOUND');
    throw err;
  }
}

/** An account the administrator may disable or enable (see managesEveryAccount), else USER_NOT_FOUND. */
async function requireManaged(ctx: ServiceContext, userId: string) {
  if (!managesEveryAccount(ctx)) return requireMember(ctx, userId);
  const [found] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!found) throw new AppError('USER_NOT_FOUND');
}

/**
 * The organizations `userId` is the last enabled administrator of (among `organizationIds`, or any).
 * Locks those organizations' admin role rows first, so concurrent revocations and disablings are
 * serialised and cannot together remove the last one.
 */
async function soleAdminOf(tx: DbOrTx, userId: string, organizationIds?: string[]): Promise<string[]> {
  const held = await tx
    .select({ organizationId: userRoles.organizationId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.role, 'admin'),
        organizationIds ? inArray(userRoles.organizationId, organizationIds) : undefined,
      ),
    );
  const orgs = held.map((r) => r.organizationId).filter((id): id is string => id !== null);
  if (orgs.length === 0) return [];
  await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'admin'), inArray(userRoles.organizationId, orgs)))
    .for('update');
  const others = await tx
    .selectDistinct({ organizationId: userRoles.organizationId })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.role, 'admin'),
        inArray(userRoles.organizationId, orgs),
        ne(userRoles.userId, userId),
        isNull(user.disabledAt),
      ),
    );
  return orgs.filter((id) => !others.some((o) => o.organizationId === id));
}

async function adminUser(ctx: ServiceContext, userId: string) {
  const [found] = (await listUsers(ctx, { id: userId, limit: 1 })).items;
  if (!found) throw new AppError('USER_NOT_FOUND');
  return found;
}

/**
 * Disables an account the administrator manages: it cannot sign in (auth.ts, session create hook)
 * and every session it has ends now, on every instance (the session rows go; NOTIFY verdant_auth drops
 * cached principals). An administrator cannot disable their own account, nor the last enabled
 * administrator of any organization.
 */
export async function disableUser(ctx: ServiceContext, userId: string) {
  activeOrganization(ctx);
  if (actorUserId(ctx) === userId) {
    throw new AppError('FORBIDDEN', 'You cannot disable your own account.', { reason: 'self' });
  }
  return withTransaction(ctx, async (tx) => {
    await requireManaged(tx, userId);
    if ((await soleAdminOf(tx.db, userId)).length) throw new AppError('LAST_ADMIN');
    const changed = await tx.db
      .update(user)
      .set({ disabledAt: tx.now(), updatedAt: tx.now() })
      .where(and(eq(user.id, userId), isNull(user.disabledAt)))
      .returning({ id: user.id });
    // every session ends, including any created while this was in flight
    await tx.db.delete(session).where(eq(session.userId, userId));
    if (changed.length) await audit(tx, { action: 'user.disable', resourceType: 'user', resourceId: userId });
    return adminUser(tx, userId);
  });
}

export async function enableUser(ctx: ServiceContext, userId: string) {
  activeOrganization(ctx);
  return withTransaction(ctx, async (tx) => {
    await requireManaged(tx, userId);
    const changed = await tx.db
      .update(user)
      .set({ disabledAt: null, updatedAt: tx.now() })
      .where(and(eq(user.id, userId), isNotNull(user.disabledAt)))
      .returning({ id: user.id });
    if (changed.length) await audit(tx, { action: 'user.enable', resourceType: 'user', resourceId: userId });
    return adminUser(tx, userId);
  });
}

/** Revokes a role held in the active organization; an organization never loses its last administrator. */
export async function revokeRole(ctx: ServiceContext, userId: string, role: Role): Promise<Role[]> {
  const org = activeOrganization(ctx);
  return withTransaction(ctx, async (tx) => {
    await requireMember(tx, userId);
    if (role === 'admin' && (await soleAdminOf(tx.db, userId, [org.id])).length) {
      throw new AppError('LAST_ADMIN');
    }
    const deleted = await tx.db
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.role, role),
          role === 'patient' ? isNull(userRoles.organizationId) : eq(userRoles.organizationId, org.id),
        ),
      )
      .returning();
    if (deleted.length) {
      await audit(tx, { action: `role.revoke.${role}`, resourceType: 'user', resourceId: userId });
    }
    return loadRoles(tx.db, userId, org.id);
  });
}

/** The installation's outbox (platform administrators); the read is audited. */
export async function listOutbox(ctx: ServiceContext, params: { cursor?: string; limit: number }) {
  const rows = await ctx.db
    .select({
      id: outboxEmail.id,
      to: outboxEmail.to,
      subject: outboxEmail.subject,
      status: outboxEmail.status,
      attempts: outboxEmail.attempts,
      lastError: outboxEmail.lastError,
      createdAt: outboxEmail.createdAt,
      sentAt: outboxEmail.sentAt,
      oneTimeLinkKind: outboxEmail.oneTimeLinkKind,
      oneTimeLinkExpiresAt: outboxEmail.oneTimeLinkExpiresAt,
    })
    .from(outboxEmail)
    .where(
      params.cursor
        ? sql`(${outboxEmail.createdAt}, ${outboxEmail.id}) < (select o.created_at, o.id from outbox_email o where o.id = ${params.cursor})`
        : undefined,
    )
    .orderBy(desc(outboxEmail.createdAt), desc(outboxEmail.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  await audit(ctx, { action: 'outbox.list', resourceType: 'outbox_email' });
  return {
    items: page.map(outboxSummary),
    nextCursor: rows.length > params.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * E-mails the per-recipient caps suppressed (decision 0018), per kind since the installation began,
 * with each kind's cap. Kinds never suppressed answer 0.
 */
export async function suppressedMail(ctx: ServiceContext) {
  const rows = await ctx.db.select().from(mailSuppressed);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const items = MAIL_KINDS.map((kind: MailKind) => {
    const row = byKind.get(kind);
    return {
      kind,
      count: row?.count ?? 0,
      lastAt: row?.lastAt.toISOString() ?? null,
      cap: MAIL_CAPS[kind],
    };
  });
  return { total: items.reduce((sum, i) => sum + i.count, 0), items };
}

/** What an administrator sees of a one-time link: that one was sent, its kind and expiry, never it. */
function outboxSummary<
  R extends {
    createdAt: Date;
    sentAt: Date | null;
    oneTimeLinkKind: OneTimeLinkKind | null;
    oneTimeLinkExpiresAt: Date | null;
  },
>({ oneTimeLinkKind, oneTimeLinkExpiresAt, ...r }: R) {
  return {
    ...r,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    oneTimeLink: oneTimeLinkKind
      ? { kind: oneTimeLinkKind, expiresAt: oneTimeLinkExpiresAt?.toISOString() ?? null }
      : null,
  };
}

/** Shown in place of a one-time link in the outbox (the delivered message carries the link). */
export const HIDDEN_LINK_TEXT = '[one-time link: sent to the recipient only]';

export async function getOutboxEmail(ctx: ServiceContext, id: string) {
  const { db } = ctx;
  // Never select the link column: it exists only until delivery, and only for the mail job.
  const { oneTimeLinkUrl: _never, ...columns } = getTableColumns(outboxEmail);
  const [row] = await db.select(columns).from(outboxEmail).where(eq(outboxEmail.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  await audit(ctx, { action: 'outbox.read', resourceType: 'outbox_email', resourceId: id });
  const shown = row.oneTimeLinkKind ? withOneTimeLink(row, HIDDEN_LINK_TEXT) : row;
  return {
    ...outboxSummary(row),
    text: shown.text,
    html: shown.html ?? null,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.byteLength(a.content, 'base64'),
    })),
  };
}

/**
 * Sends the owner of a one-time link e-mail a fresh link (better-auth's own flows, so the older links
 * stop working); the administrator never sees it. Returns the new outbox message's id.
 */
export async function resendOneTimeLink(ctx: ServiceContext, auth: Auth, id: string): Promise<string> {
  const { db } = ctx;
  const [row] = await db
    .select({ to: outboxEmail.to, kind: outboxEmail.oneTimeLinkKind })
    .from(outboxEmail)
    .where(eq(outboxEmail.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.kind) {
    throw new AppError('BAD_REQUEST', 'This e-mail carries no one-time link.', { reason: 'noOneTimeLink' });
  }
  if (row.kind === 'booking-links') {
    // A booking's links are the booker's proof of their address: only the booker can book again.
    throw new AppError('BAD_REQUEST', 'Booking links cannot be sent again.', { reason: 'notResendable' });
  }
  const [owner] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, row.to.toLowerCase()));
  if (!owner) throw new AppError('USER_NOT_FOUND');
  const newestLink = async () => {
    const [newest] = await db
      .select({ id: outboxEmail.id })
      .from(outboxEmail)
      .where(and(eq(outboxEmail.to, row.to), eq(outboxEmail.oneTimeLinkKind, row.kind!)))
      .orderBy(desc(outboxEmail.createdAt), desc(outboxEmail.id))
      .limit(1);
    return newest?.id ?? null;
  };
  const before = await newestLink();
  if (row.kind === 'email-verification') {
    if (owner.emailVerified) {
      throw new AppError('CONFLICT', 'This address is already verified.', { reason: 'alreadyVerified' });
    }
    await auth.api.sendVerificationEmail({ body: { email: row.to } });
  } else {
    await auth.api.requestPasswordReset({ body: { email: row.to } });
  }
  const fresh = await newestLink();
  if (!fresh || fresh === before) {
    // The per-recipient cap (decision 0018) suppressed the message: nothing was sent, and the
    // administrator is told so rather than shown an older message as if it were new.
    await audit(ctx, { action: 'outbox.resend.suppressed', resourceType: 'outbox_email', resourceId: id });
    const cap = MAIL_CAPS[row.kind];
    throw new AppError(
      'RATE_LIMITED',
      'Not sent: this address has already received the most e-mails of this kind allowed for now.',
      { reason: 'mailSuppressed', retryAfterSeconds: cap.windowSeconds },
    );
  }
  await audit(ctx, { action: 'outbox.resend', resourceType: 'outbox_email', resourceId: id });
  return fresh;
}
