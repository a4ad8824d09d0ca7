/**
 * Who an e-mail to a user goes to: their address, first name and stored language (every e-mail to a
 * user is written in the language they use Verdant in).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organization, user, userRoles } from '../../db/schema/index.ts';
import type { MailRecipient } from '../../platform/mail-layout.ts';

const recipientColumns = { email: user.email, firstName: user.firstName, language: user.language };

/** The user's address and language; null when the account is gone. */
export async function userRecipient(db: DbOrTx, userId: string): Promise<MailRecipient | null> {
  const [row] = await db.select(recipientColumns).from(user).where(eq(user.id, userId));
  return row ?? null;
}

/**
 * The platform administrators (admins of the installation's `platform` organization): they hear of
 * demo requests and contact messages. A practice's own administrators do not.
 */
export async function platformAdminRecipients(db: DbOrTx): Promise<MailRecipient[]> {
  return db
    .selectDistinct(recipientColumns)
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .innerJoin(
      organization,
      and(eq(organization.id, userRoles.organizationId), eq(organization.kind, 'platform')),
    )
    .orderBy(user.email);
}
