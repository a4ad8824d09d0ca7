/**
 * Creating an account directly (an accepted invitation, the demo seed, tests): user, credential
 * account, memberships and roles in one go, without the sign-up flow.
 */
import { randomBytes } from 'node:crypto';
import type { Language, Role } from '@verdant/shared';
import { hashPassword } from '../../auth/password.ts';
import type { DbOrTx } from '../../db/client.ts';
import { account, membership, user, userRoles } from '../../db/schema/index.ts';

export function newUserId(): string {
  return randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32);
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  name?: string;
  roles?: readonly Role[];
  password?: string;
  /** A precomputed hash (tests hash once); wins over `password`. */
  passwordHash?: string;
  emailVerified?: boolean;
  profileComplete?: boolean;
  memberships?: readonly { organizationId: string; orgRole: 'owner' | 'member' }[];
  /** The language of the interface the account was made from; English when unknown. */
  language?: Language;
}

export async function createAccount(db: DbOrTx, a: NewAccount): Promise<string> {
  const id = newUserId();
  const now = new Date();
  await db.insert(user).values({
    id,
    email: a.email.toLowerCase(),
    name: a.name ?? `${a.firstName} ${a.lastName}`,
    firstName: a.firstName,
    lastName: a.lastName,
    emailVerified: a.emailVerified ?? true,
    profileComplete: a.profileComplete ?? true,
    language: a.language ?? 'en',
    createdAt: now,
    updatedAt: now,
  });
  const hash = a.passwordHash ?? (a.password ? await hashPassword(a.password) : undefined);
  if (hash) {
    await db.insert(account).values({
      id: newUserId(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (a.memberships?.length) {
    await db.insert(membership).values(a.memberships.map((m) => ({ userId: id, ...m })));
  }
  // ADR 0022: `patient` is held in no organization; any other role in each organization of the
  // account (the demo administrator is admin of the demo practice and of the platform organization).
  const orgIds = (a.memberships ?? []).map((m) => m.organizationId);
  const rows = (a.roles ?? []).flatMap((role): (typeof userRoles.$inferInsert)[] =>
    role === 'patient'
      ? [{ userId: id, role, organizationId: null }]
      : orgIds.map((organizationId) => ({ userId: id, role, organizationId })),
  );
  if (rows.length) await db.insert(userRoles).values(rows);
  return id;
}
