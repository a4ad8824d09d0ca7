/**
 * Generated accounts for the load harness (`npm run load`, ADR 0059), never part of the default seed:
 * the server creates them only when started with `--load-accounts=<professionals>,<patients>` on a
 * demo installation (the demo practice must exist). Idempotent: a second start with the flag adds
 * the missing ones only.
 *
 * - `load-pro-<n>@load.verdant.test`: dietitians of the demo practice;
 * - `load-patient-<n>@load.verdant.test`: patients with a record in the demo practice linked to their
 *   account, on the care team of professional `n % professionals`.
 *
 * All with DEMO_PASSWORD (hashed once): they exist only where the published demo password already
 * does. Names are generated ("Load Patient 17"): no person's data.
 */
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '@verdant/shared';
import { and, eq, like } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { careTeamMember, membership, organization, patient, user } from '../db/schema/index.ts';
import { createAccount } from '../modules/accounts/index.ts';

export const LOAD_EMAIL_DOMAIN = 'load.verdant.test';
export const loadProEmail = (n: number) => `load-pro-${n}@${LOAD_EMAIL_DOMAIN}`;
export const loadPatientEmail = (n: number) => `load-patient-${n}@${LOAD_EMAIL_DOMAIN}`;
/** The most the flag creates of each (a bound on a typo). */
export const MAX_LOAD_ACCOUNTS = 20_000;

/** Parses `--load-accounts=P,N` from argv; null when absent. Throws on a malformed value. */
export function loadAccountsFlag(
  argv: readonly string[],
): { professionals: number; patients: number } | null {
  const arg = argv.find((a) => a.startsWith('--load-accounts'));
  if (!arg) return null;
  const m = /^--load-accounts=(\d{1,5}),(\d{1,5})$/.exec(arg);
  const professionals = Number(m?.[1]);
  const patients = Number(m?.[2]);
  if (!m || professionals < 1 || professionals > MAX_LOAD_ACCOUNTS || patients > MAX_LOAD_ACCOUNTS) {
    throw new Error(`--load-accounts=<professionals>,<patients> (1–${MAX_LOAD_ACCOUNTS} professionals)`);
  }
  return { professionals, patients };
}

/** Creates the missing generated accounts; returns how many it created. */
export async function seedLoadAccounts(
  db: Db,
  counts: { professionals: number; patients: number },
): Promise<{ professionals: number; patients: number }> {
  const [practice] = await db
    .select({ id: organization.id })
    .from(organization)
    .innerJoin(membership, eq(membership.organizationId, organization.id))
    .innerJoin(user, eq(user.id, membership.userId))
    .where(and(eq(organization.kind, 'practice'), eq(user.email, `dietitian@${DEMO_EMAIL_DOMAIN}`)));
  if (!practice) throw new Error('--load-accounts needs the demo practice (start with demo data)');
  const existing = new Map(
    (
      await db
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(like(user.email, `load-%@${LOAD_EMAIL_DOMAIN}`))
    ).map((u) => [u.email, u.id]),
  );
  const hash = await hashPassword(DEMO_PASSWORD);
  const created = { professionals: 0, patients: 0 };
  const pros: string[] = [];
  for (let n = 0; n < counts.professionals; n++) {
    let id = existing.get(loadProEmail(n));
    if (!id) {
      id = await createAccount(db, {
        email: loadProEmail(n),
        firstName: 'Load',
        lastName: `Professional ${n}`,
        roles: ['dietitian'],
        passwordHash: hash,
        memberships: [{ organizationId: practice.id, orgRole: 'member' }],
      });
      created.professionals++;
    }
    pros.push(id);
  }
  for (let n = 0; n < counts.patients; n++) {
    if (existing.has(loadPatientEmail(n))) continue;
    await db.transaction(async (tx) => {
      const userId = await createAccount(tx, {
        email: loadPatientEmail(n),
        firstName: 'Load',
        lastName: `Patient ${n}`,
        roles: ['patient'],
        passwordHash: hash,
      });
      const [row] = await tx
        .insert(patient)
        .values({
          organizationId: practice.id,
          firstName: 'Load',
          lastName: `Patient ${n}`,
          email: loadPatientEmail(n),
          heightCm: 160 + (n % 30),
          weightKg: 55 + (n % 40),
          platformAccess: 'platform_user',
          userId,
        })
        .returning({ id: patient.id });
      await tx.insert(careTeamMember).values({ patientId: row!.id, userId: pros[n % pros.length]! });
    });
    created.patients++;
  }
  return created;
}
