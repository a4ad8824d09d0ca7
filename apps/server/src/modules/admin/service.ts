/** Administration: users and their roles, and the e-mail outbox. */
import { ROLE_PRIORITY, type Role } from '@verdant/shared';
import type { Auth } from '../../auth/auth.ts';
import { loadRoles } from '../../auth/roles.ts';
import { and, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type OneTimeLinkKind, outboxEmail, session, user, userRoles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { withOneTimeLink } from '../../platform/mail.ts';

export const PAGE_SIZE = { default: 25, max: 100 } as const;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listUsers(
  db: DbOrTx,
  params: { q?: string; cursor?: string; limit: number; id?: string },
) {
  const conditions = [];
  if (params.id) conditions.push(eq(user.id, params.id));
  if (params.q?.trim()) {
    const p = likePattern(params.q.trim());
    conditions.push(or(ilike(user.email, p), ilike(user.name, p)));
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
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  const roleRows = page.length
    ? await db
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            page.map((u) => u.id),
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

async function assertUserExists(db: DbOrTx, userId: string) {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!found) throw new AppError('USER_NOT_FOUND');
}

export async function grantRole(db: Db, userId: string, role: Role, onCommit: (tx: DbOrTx) => Promise<void>) {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    const inserted = await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
    if (inserted.length) await onCommit(tx);
    return loadRoles(tx, userId);
  });
}

/**
 * The administrators whose accounts are enabled. Locks every admin role row first, so concurrent role
 * revocations and disablings are serialised and cannot together remove the last one.
 */
async function activeAdminsLocked(tx: DbOrTx): Promise<string[]> {
  await tx.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(user.disabledAt)));
  return rows.map((r) => r.userId);
}

async function adminUser(tx: DbOrTx, userId: string) {
  const [found] = (await listUsers(tx, { id: userId, limit: 1 })).items;
  if (!found) throw new AppError('USER_NOT_FOUND');
  return found;
}

/**
 * Disables an account: it cannot sign in (auth.ts, session create hook) and every session it has ends
 * now, on every instance (the session rows go; NOTIFY verdant_auth drops cached principals). An
 * administrator cannot disable their own account, nor the last active administrator.
 */
export async function disableUser(
  db: Db,
  actorId: string,
  userId: string,
  onCommit: (tx: DbOrTx) => Promise<void>,
) {
  if (actorId === userId) {
    throw new AppError('FORBIDDEN', 'You cannot disable your own account.', { reason: 'self' });
  }
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    const admins = await activeAdminsLocked(tx);
    if (admins.includes(userId) && admins.length <= 1) throw new AppError('LAST_ADMIN');
    const changed = await tx
      .update(user)
      .set({ disabledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(user.id, userId), isNull(user.disabledAt)))
      .returning({ id: user.id });
    // every session ends, including any created while this was in flight
    await tx.delete(session).where(eq(session.userId, userId));
    if (changed.length) await onCommit(tx);
    return adminUser(tx, userId);
  });
}

export async function enableUser(db: Db, userId: string, onCommit: (tx: DbOrTx) => Promise<void>) {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    const changed = await tx
      .update(user)
      .set({ disabledAt: null, updatedAt: new Date() })
      .where(and(eq(user.id, userId), isNotNull(user.disabledAt)))
      .returning({ id: user.id });
    if (changed.length) await onCommit(tx);
    return adminUser(tx, userId);
  });
}

/** Never leaves the platform without an administrator (so the last admin cannot drop their own role). */
export async function revokeRole(
  db: Db,
  userId: string,
  role: Role,
  onCommit: (tx: DbOrTx) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    if (role === 'admin') {
      const admins = await activeAdminsLocked(tx);
      if (admins.includes(userId) && admins.length <= 1) throw new AppError('LAST_ADMIN');
    }
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning();
    if (deleted.length) await onCommit(tx);
    return loadRoles(tx, userId);
  });
}

export async function listOutbox(db: Db, params: { cursor?: string; limit: number }) {
  const rows = await db
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
  return {
    items: page.map(outboxSummary),
    nextCursor: rows.length > params.limit ? (page.at(-1)?.id ?? null) : null,
  };
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

export async function getOutboxEmail(db: Db, id: string) {
  // Never select the link column: it exists only until delivery, and only for the mail job.
  const { oneTimeLinkUrl: _never, ...columns } = getTableColumns(outboxEmail);
  const [row] = await db.select(columns).from(outboxEmail).where(eq(outboxEmail.id, id));
  if (!row) throw new AppError('NOT_FOUND');
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
export async function resendOneTimeLink(db: Db, auth: Auth, id: string): Promise<string> {
  const [row] = await db
    .select({ to: outboxEmail.to, kind: outboxEmail.oneTimeLinkKind })
    .from(outboxEmail)
    .where(eq(outboxEmail.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.kind) {
    throw new AppError('BAD_REQUEST', 'This e-mail carries no one-time link.', { reason: 'noOneTimeLink' });
  }
  const [owner] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, row.to.toLowerCase()));
  if (!owner) throw new AppError('USER_NOT_FOUND');
  if (row.kind === 'email-verification') {
    if (owner.emailVerified) {
      throw new AppError('CONFLICT', 'This address is already verified.', { reason: 'alreadyVerified' });
    }
    await auth.api.sendVerificationEmail({ body: { email: row.to } });
  } else {
    await auth.api.requestPasswordReset({ body: { email: row.to } });
  }
  const [fresh] = await db
    .select({ id: outboxEmail.id })
    .from(outboxEmail)
    .where(and(eq(outboxEmail.to, row.to), eq(outboxEmail.oneTimeLinkKind, row.kind)))
    .orderBy(desc(outboxEmail.createdAt), desc(outboxEmail.id))
    .limit(1);
  return fresh!.id;
}
