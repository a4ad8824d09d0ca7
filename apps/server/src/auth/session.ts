/** The session shape as served by GET /api/v1/session, and the user part of it. */
import type { SessionUser } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { z } from '../platform/openapi.ts';

export const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    profileComplete: z.boolean(),
    twoFactorEnabled: z.boolean(),
  })
  .openapi('SessionUser');

export const SessionSchema = z
  .object({
    access_token: z.string().openapi({ description: 'HS256 JWT, valid for expires_in seconds' }),
    refresh_token: z.string().openapi({
      description:
        'Opaque, non-secret reference to the session (it authenticates nothing). Refresh with POST /api/v1/session/refresh, which the session cookie authenticates.',
    }),
    expires_in: z.number().int(),
    expires_at: z.number().int().openapi({ description: 'Unix seconds' }),
    token_type: z.literal('bearer'),
    user: SessionUserSchema,
  })
  .openapi('Session');

type UserRow = typeof user.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    emailVerified: row.emailVerified,
    profileComplete: row.profileComplete,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | null> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row ? toSessionUser(row) : null;
}
