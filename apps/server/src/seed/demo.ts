/**
 * Demo data: on the first start of an empty database (unless DEMO_DATA=false or --no-demo) a demo
 * practice, laboratory and insurer and one verified account per role plus a multi-role account, all
 * with the password DEMO_PASSWORD. The list lives in @verdant/shared (demo.ts) for README and e2e.
 */
import { seedDemoFrontDesk } from './front-desk.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD, type DemoOrganizationKey } from '@verdant/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { organization, user } from '../db/schema/index.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import { rebuildSummaries } from '../modules/analytics/index.ts';
import { seedDemoBranding } from './branding.ts';
import type { Storage } from '../platform/storage.ts';
import { seedDemoAnalytics } from './analytics.ts';
import { seedDemoAppointments } from './appointments.ts';
import { seedDemoCalendar } from './calendar.ts';
import { seedDemoMessages } from './messages.ts';
import { seedDemoPatients } from './patients.ts';
import { seedDemoPrivacy } from './privacy.ts';
import { seedDemoBilling } from './billing.ts';
import { seedDemoConsultations } from './consultations.ts';
import { seedDemoDietPlans } from './diet-plans.ts';
import { seedDemoMealLog } from './meal-log.ts';
import { seedDemoFitness } from './fitness.ts';
import { seedDemoKnowledge } from './knowledge.ts';
import { seedDemoLabs } from './labs.ts';
import { seedPublicSite } from './public-site.ts';
import { seedDemoWellness } from './wellness.ts';
import { seedDemoReferrals } from './referrals.ts';
import { seedDemoIntegrations } from './integrations.ts';
import { seedDemoCompliance } from './compliance.ts';

const SEED_LOCK_ID = 7_220_431_002;

/** Seeds when the database has no user yet. True when it seeded. Documents need `storage`. */
export async function seedDemoIfEmpty(db: Db, options: { storage?: Storage } = {}): Promise<boolean> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: only the first seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [row] = await tx.select({ n: count() }).from(user);
    if ((row?.n ?? 0) > 0) return false;
    const orgIds = new Map<DemoOrganizationKey, string>();
    for (const o of DEMO_ORGANIZATIONS) {
      orgIds.set(
        o.key,
        await createOrganization(tx, { name: o.name, kind: o.kind, plan: o.plan, joinCode: o.joinCode }),
      );
    }
    // DECISIONS.md: the demo administrator is also a platform administrator (the platform
    // organization comes with the migrations).
    const [platform] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.kind, 'platform'));
    const users = new Map<string, string>();
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const memberships = a.organization
        ? [{ organizationId: orgIds.get(a.organization.key)!, orgRole: a.organization.orgRole }]
        : [];
      if (a.roles.includes('admin') && platform) {
        memberships.push({ organizationId: platform.id, orgRole: 'member' });
      }
      const id = await createAccount(tx, {
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        name: a.name,
        roles: a.roles,
        passwordHash: hashes[i]!,
        memberships,
      });
      users.set(a.key, id);
    }
    const now = new Date();
    await seedPublicSite(tx, now);
    await seedDemoAppointments(tx, now);
    await seedDemoPatients(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      users,
      now,
      storage: options.storage,
    });
    await seedDemoConsultations(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      users,
      now,
      storage: options.storage,
    });
    await seedDemoDietPlans(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      users,
      now,
    });
    // the meals the patients with a shared plan logged against it (adherence)
    await seedDemoMealLog(tx, { practiceId: orgIds.get('practice')!, now });
    // fitness: the trainer's templates, five clients' routines, sessions, activities and BIA
    await seedDemoFitness(tx, { practiceId: orgIds.get('practice')!, users, now, storage: options.storage });
    // the calendar's week around today, then conversations and notifications
    await seedDemoCalendar(tx, { users, organizations: orgIds, now });
    await seedDemoMessages(tx, { users, organizations: orgIds, now });
    // billing: invoices, session packages and claims to the demo insurer (after the calendar: it bills its visits)
    await seedDemoBilling(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      insurerId: orgIds.get('insurer')!,
      users,
      now,
    });
    // the practice's logo beside its colour: its brand on the portal, its e-mails and PDFs
    await seedDemoBranding(tx, { practiceId: orgIds.get('practice')!, storage: options.storage });
    // the patient's privacy centre: care team, consents, a pending access request, her access log
    await seedDemoFrontDesk(tx, { practiceId: orgIds.get('practice')!, now });
    await seedDemoPrivacy(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      laboratoryId: orgIds.get('laboratory')!,
      insurerId: orgIds.get('insurer')!,
      users,
      now,
    });
    // the patient's day: eight weeks of Emma Rodriguez's wellness entries and her care team's tasks
    await seedDemoWellness(tx, { users, now, practiceId: orgIds.get('practice')! });
    // lab orders in every status between the demo practice and the demo laboratory
    await seedDemoLabs(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      laboratoryId: orgIds.get('laboratory')!,
      users,
      now,
    });
    // referrals in every state between the demo professionals, and one to the second practice
    await seedDemoReferrals(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      users,
      now,
    });
    // the knowledge base: each practice's own protocol templates (the platform's articles come with the migrations)
    await seedDemoKnowledge(tx, {
      practiceId: orgIds.get('practice')!,
      secondPracticeId: orgIds.get('practice2')!,
      users,
      now,
    });
    // compliance: a handled breach report, and a newly set-up third practice whose checklist has work to do
    await seedDemoCompliance(tx, { practiceId: orgIds.get('practice')!, users, now });
    // a year of the practice's history for the analytics and reports (after billing: numbers follow on)
    await seedDemoAnalytics(tx, { practiceId: orgIds.get('practice')!, users, now });
    // the practice's onboarding, finished (issue 22)
    await seedDemoIntegrations(tx, { practiceId: orgIds.get('practice')!, now });
    // the practice figures' monthly summaries, computed once from everything seeded above (ADR 0065)
    await rebuildSummaries(tx);
    return true;
  });
}

/**
 * True when any demo account exists: its password is published, so the installation must say it is a
 * demo (health's `demo`, the web app's notice, a start-up warning).
 */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The credential table printed once, on the first seed (demo data is public by design). */
export function demoCredentialTable(): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.email, a.name, a.roles.join(', '), a.landingRoute]);
  const header = ['E-mail', 'Name', 'Roles', 'Lands on'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`;
  return [
    '',
    `  Demo accounts (password for all: ${DEMO_PASSWORD})`,
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    '  Turn demo data off with DEMO_DATA=false or --no-demo (on an empty database).',
    '',
  ].join('\n');
}
