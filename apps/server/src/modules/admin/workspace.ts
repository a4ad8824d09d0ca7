/**
 * What the administrator's workspace (ADR 0048) reads: the practice's users, its patients against
 * the plan's limit, the storage its files take, security events (failed sign-ins of its members in
 * the last 7 days, break-the-glass accesses in the last 30), and for a platform administrator the
 * installation's failed e-mails and jobs.
 */
import { PLAN_LIMITS } from '@verdant/shared';
import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { accountKey } from '../../auth/account-lock.ts';
import {
  emergencyAccess,
  job,
  loginAttempt,
  membership,
  messageAttachment,
  conversation,
  organization,
  outboxEmail,
  patient,
  patientDocument,
  user,
} from '../../db/schema/index.ts';
import { resolveAuthSecret } from '../../platform/config.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';

const DAY = 86_400_000;

export async function practiceAdminWork(ctx: ServiceContext, limit: number) {
  const org = activeOrganization(ctx);
  const now = ctx.now();
  const [users, [userCount], [plan], [patients], [docs], [attachments], breaks] = await Promise.all([
    ctx.db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        disabledAt: user.disabledAt,
        joinedAt: membership.createdAt,
      })
      .from(membership)
      .innerJoin(user, eq(user.id, membership.userId))
      .where(eq(membership.organizationId, org.id))
      .orderBy(desc(membership.createdAt), user.name),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(membership)
      .where(eq(membership.organizationId, org.id)),
    ctx.db.select({ plan: organization.plan }).from(organization).where(eq(organization.id, org.id)),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(patient)
      .where(
        and(eq(patient.organizationId, org.id), eq(patient.status, 'active'), isNull(patient.deletedAt)),
      ),
    ctx.db
      .select({
        n: sql<number>`coalesce(sum(${patientDocument.size} + coalesce(${patientDocument.displaySize}, 0)), 0)::bigint`,
      })
      .from(patientDocument)
      .where(eq(patientDocument.organizationId, org.id)),
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${messageAttachment.size}), 0)::bigint` })
      .from(messageAttachment)
      .innerJoin(conversation, eq(conversation.id, messageAttachment.conversationId))
      .where(eq(conversation.organizationId, org.id)),
    ctx.db
      .select({
        id: emergencyAccess.id,
        userName: user.name,
        patientId: emergencyAccess.patientId,
        startsAt: emergencyAccess.startsAt,
      })
      .from(emergencyAccess)
      .innerJoin(user, eq(user.id, emergencyAccess.userId))
      .where(
        and(
          eq(emergencyAccess.organizationId, org.id),
          gte(emergencyAccess.startsAt, new Date(now.getTime() - 30 * DAY)),
        ),
      )
      .orderBy(desc(emergencyAccess.startsAt)),
  ]);
  // failed sign-ins: the lock's rows are keyed by a hash of the e-mail (nothing readable is stored)
  const secret = resolveAuthSecret(ctx.config);
  const keys = new Map(users.map((u) => [accountKey(secret, u.email), u]));
  const attempts = keys.size
    ? await ctx.db
        .select({ key: loginAttempt.keyHash, failures: loginAttempt.failures })
        .from(loginAttempt)
        .where(
          and(
            sql`split_part(${loginAttempt.keyHash}, '.', 1) in (${sql.join(
              [...keys.keys()].map((k) => sql`${k}`),
              sql`, `,
            )})`,
            gte(loginAttempt.updatedAt, new Date(now.getTime() - 7 * DAY)),
          ),
        )
    : [];
  const failed = new Map<string, { name: string; email: string; failures: number }>();
  for (const a of attempts) {
    const u = keys.get(a.key.split('.')[0]!);
    if (!u) continue;
    const f = failed.get(u.id) ?? { name: u.name, email: u.email, failures: 0 };
    f.failures += a.failures;
    failed.set(u.id, f);
  }
  return {
    users: { total: Number(userCount?.n ?? 0), items: users.slice(0, limit) },
    patients: Number(patients?.n ?? 0),
    patientLimit: PLAN_LIMITS[plan?.plan ?? 'starter'].activePatients,
    storageBytes: Number(docs?.n ?? 0) + Number(attachments?.n ?? 0),
    failedSignIns: [...failed.entries()]
      .map(([id, f]) => ({ id, ...f }))
      .sort((a, b) => b.failures - a.failures),
    emergencyAccesses: breaks,
  };
}

/** The installation's e-mails that failed and jobs that gave up (platform administrators). */
export async function platformFailures(ctx: ServiceContext, limit: number) {
  const dead = and(isNull(job.doneAt), sql`${job.attempts} >= ${job.maxAttempts}`, isNotNull(job.lastError));
  const [emails, [emailCount], jobs, [jobCount]] = await Promise.all([
    ctx.db
      .select({
        id: outboxEmail.id,
        subject: outboxEmail.subject,
        attempts: outboxEmail.attempts,
        at: outboxEmail.createdAt,
      })
      .from(outboxEmail)
      .where(eq(outboxEmail.status, 'failed'))
      .orderBy(desc(outboxEmail.createdAt))
      .limit(limit),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmail)
      .where(eq(outboxEmail.status, 'failed')),
    ctx.db
      .select({ id: job.id, kind: job.kind, attempts: job.attempts, at: job.runAt })
      .from(job)
      .where(dead)
      .orderBy(desc(job.runAt))
      .limit(limit),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(job).where(dead),
  ]);
  return {
    emails: { total: Number(emailCount?.n ?? 0), items: emails },
    jobs: { total: Number(jobCount?.n ?? 0), items: jobs },
  };
}
