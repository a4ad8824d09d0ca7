/**
 * Demo data of the compliance checklist (ADR 0050):
 * - the demo practice: a breach report it handled (discovered three weeks ago, the authority told
 *   within the 72 hours, closed), so the breach workflow shows a real record;
 * - a third practice, "Riverside Wellness Studio", just set up: its administrator and a dietitian
 *   who has not turned on two-factor yet. Its checklist is the one a new practice starts from
 *   (two-factor not required, no backup tested), and the e2e journey fixes it there without
 *   locking the main demo accounts out.
 * The backups list is not seeded: the daily backup job makes a real one at the first start.
 */
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '@verdant/shared';
import { hashPassword } from '../auth/password.ts';
import type { DbOrTx } from '../db/client.ts';
import { breachReport } from '../db/schema/index.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';

export const RIVERSIDE = {
  name: 'Riverside Wellness Studio',
  joinCode: 'DEMO-RVSD',
  admin: `riverside-admin@${DEMO_EMAIL_DOMAIN}`,
  dietitian: `riverside-dietitian@${DEMO_EMAIL_DOMAIN}`,
} as const;

const DAY = 86_400_000;

export async function seedDemoCompliance(
  db: DbOrTx,
  o: { practiceId: string; users: Map<string, string>; now: Date },
): Promise<void> {
  const discovered = new Date(o.now.getTime() - 21 * DAY);
  await db.insert(breachReport).values({
    organizationId: o.practiceId,
    discoveredAt: discovered,
    description:
      'An appointment reminder for one patient was sent to an old e-mail address she no longer uses; the message held her name and the time of her next visit.',
    affected: 'One patient (her appointment reminder).',
    affectedCount: 1,
    measures:
      'The address was corrected with the patient; the owner of the old address confirmed the message was deleted.',
    status: 'closed',
    authorityNotifiedAt: new Date(discovered.getTime() + 30 * 3_600_000),
    individualsNotifiedAt: new Date(discovered.getTime() + 6 * 3_600_000),
    closedAt: new Date(discovered.getTime() + 4 * DAY),
    createdByUserId: o.users.get('admin') ?? null,
    createdAt: discovered,
    updatedAt: new Date(discovered.getTime() + 4 * DAY),
  });

  const riverside = await createOrganization(db, {
    name: RIVERSIDE.name,
    kind: 'practice',
    plan: 'starter',
    joinCode: RIVERSIDE.joinCode,
  });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const member = [{ organizationId: riverside, orgRole: 'member' as const }];
  await createAccount(db, {
    email: RIVERSIDE.admin,
    firstName: 'Irene',
    lastName: 'Castillo',
    roles: ['admin'],
    passwordHash,
    memberships: member,
  });
  await createAccount(db, {
    email: RIVERSIDE.dietitian,
    firstName: 'Tomás',
    lastName: 'Varga',
    roles: ['dietitian'],
    passwordHash,
    memberships: [{ organizationId: riverside, orgRole: 'owner' }],
  });
}
