/** Who administers the installation: the addresses that hear of demo requests and contact messages. */
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

/** Every administrator's address (users holding the admin role). */
export async function adminEmails(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct u.email from "user" u join user_roles r on r.user_id = u.id where r.role = 'admin' order by u.email`,
  );
  return rowsOf<{ email: string }>(result).map((r) => r.email);
}
