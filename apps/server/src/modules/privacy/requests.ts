/**
 * Access requests (ADR 0033): a professional, laboratory or insurer asks a patient, by e-mail, for
 * categories of their record, for a purpose and a period. The answer never says whether anyone has
 * that e-mail (a request for an unknown address simply waits and expires); one request per
 * organization and address may wait at a time. The patient approves (possibly fewer categories, a
 * shorter period: a `permit` directive on each of their records), denies, or lets it expire after
 * ACCESS_REQUEST_DAYS; every decision reaches the requester.
 */
import {
  ACCESS_REQUEST_DAYS,
  type AccessDecisionInput,
  type AccessRequest,
  type AccessRequestInput,
  accessDecisionInputSchema,
  accessRequestInputSchema,
  type SentAccessRequest,
} from '@verdant/shared';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { accessRequest, organization, patient, user } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { notify } from '../notifications/index.ts';
import { endOfDay, insertGrant, narrowedEnd } from './consent.ts';
import { patientUserId, practiceRecords } from './records.ts';

type Row = typeof accessRequest.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/* ---------------------------------------------------------------- the requester */

export async function createAccessRequest(ctx: ServiceContext, input: AccessRequestInput): Promise<void> {
  const org = activeOrganization(ctx, ['practice', 'laboratory', 'insurer']);
  const q = accessRequestInputSchema.parse(input);
  const end = endOfDay(q.end);
  if (end && end <= ctx.now()) throw fieldError({ end: 'endInPast' });
  await withTransaction(ctx, async (tx) => {
    // one that ran out but was not swept yet does not block a new one
    await tx.db
      .update(accessRequest)
      .set({ status: 'expired', decidedAt: tx.now() })
      .where(
        and(
          eq(accessRequest.organizationId, org.id),
          eq(accessRequest.patientEmail, q.email),
          eq(accessRequest.status, 'pending'),
          lte(accessRequest.expiresAt, tx.now()),
        ),
      );
    const [account] = await tx.db
      .select({ id: user.id })
      .from(user)
      .where(
        and(
          sql`lower(${user.email}) = ${q.email}`,
          sql`exists (select 1 from ${patient} where ${patient.userId} = ${user.id} and ${patient.deletedAt} is null)`,
        ),
      );
    const [row] = await tx.db
      .insert(accessRequest)
      .values({
        organizationId: org.id,
        requestedByUserId: actorUserId(tx),
        patientEmail: q.email,
        patientUserId: account?.id ?? null,
        categories: q.categories,
        purpose: q.purpose,
        reason: q.reason,
        endsAt: end,
        expiresAt: new Date(tx.now().getTime() + ACCESS_REQUEST_DAYS * 86_400_000),
        createdAt: tx.now(),
      })
      .returning()
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError('PRIVACY_ALREADY_PENDING');
        throw err;
      });
    await audit(tx, { action: 'access_request.create', resourceType: 'access_request', resourceId: row!.id });
    if (account) {
      const [who] = await tx.db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, org.id));
      await notify(tx, {
        userId: account.id,
        kind: 'privacy.update',
        titleKey: 'accessRequested',
        params: { organization: who?.name ?? '' },
        link: '/patient/access-requests',
      });
    }
  });
}

export async function listSentRequests(ctx: ServiceContext): Promise<SentAccessRequest[]> {
  const org = activeOrganization(ctx, ['practice', 'laboratory', 'insurer']);
  const rows = await ctx.db
    .select()
    .from(accessRequest)
    .where(eq(accessRequest.organizationId, org.id))
    .orderBy(desc(accessRequest.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    email: r.patientEmail,
    categories: r.categories,
    purpose: r.purpose,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    grantedCategories: r.grantedCategories,
  }));
}

/* ---------------------------------------------------------------- the patient */

async function toRequests(ctx: ServiceContext, rows: Row[]): Promise<AccessRequest[]> {
  if (rows.length === 0) return [];
  const people = await ctx.db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(
      inArray(
        user.id,
        rows.flatMap((r) => (r.requestedByUserId ? [r.requestedByUserId] : [])),
      ),
    );
  const orgs = await ctx.db
    .select({ id: organization.id, name: organization.name, kind: organization.kind })
    .from(organization)
    .where(inArray(organization.id, [...new Set(rows.map((r) => r.organizationId))]));
  return rows.map((r) => {
    const org = orgs.find((o) => o.id === r.organizationId);
    const person = people.find((p) => p.id === r.requestedByUserId);
    return {
      id: r.id,
      requester: { id: r.requestedByUserId ?? '', name: person?.name ?? org?.name ?? '—' },
      organizationName: org?.name ?? '—',
      organizationKind: org?.kind ?? 'practice',
      categories: r.categories,
      purpose: r.purpose,
      reason: r.reason,
      end: iso(r.endsAt),
      status: r.status === 'pending' && r.expiresAt <= ctx.now() ? 'expired' : r.status,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      grantedCategories: r.grantedCategories,
    };
  });
}

export async function listMyRequests(ctx: ServiceContext): Promise<AccessRequest[]> {
  const userId = patientUserId(ctx);
  const rows = await ctx.db
    .select()
    .from(accessRequest)
    .where(eq(accessRequest.patientUserId, userId))
    .orderBy(desc(accessRequest.createdAt))
    .limit(200);
  return toRequests(ctx, rows);
}

export async function decideRequest(
  ctx: ServiceContext,
  id: string,
  input: AccessDecisionInput,
): Promise<AccessRequest> {
  const userId = patientUserId(ctx);
  const q = accessDecisionInputSchema.parse(input);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const row = await withTransaction(ctx, async (tx) => {
    const [r] = await tx.db
      .select()
      .from(accessRequest)
      .where(and(eq(accessRequest.id, id), eq(accessRequest.patientUserId, userId)))
      .for('update');
    if (!r) throw new AppError('NOT_FOUND');
    if (r.status !== 'pending' || r.expiresAt <= tx.now()) throw new AppError('PRIVACY_CLOSED');
    const records = await practiceRecords(tx, userId);
    let granted: typeof r.categories = [];
    if (q.decision === 'approve') {
      granted = q.categories ?? r.categories;
      if (granted.length === 0) throw fieldError({ categories: 'categoriesRequired' });
      if (granted.some((c) => !r.categories.includes(c))) throw fieldError({ categories: 'notNarrower' });
      const end = narrowedEnd(q.end, r.endsAt);
      if (end && end <= tx.now()) throw fieldError({ end: 'endInPast' });
      for (const record of records.filter((x) => x.organizationId !== r.organizationId)) {
        await insertGrant(tx, record, {
          recipientOrganizationId: r.organizationId,
          categories: granted,
          purpose: r.purpose,
          end,
          accessRequestId: r.id,
          createdByUserId: userId,
        });
      }
    }
    const [updated] = await tx.db
      .update(accessRequest)
      .set({
        status: q.decision === 'approve' ? 'approved' : 'denied',
        grantedCategories: granted,
        decidedAt: tx.now(),
      })
      .where(eq(accessRequest.id, r.id))
      .returning();
    for (const record of records) {
      await audit(tx, {
        action: `access_request.${q.decision}`,
        resourceType: 'access_request',
        resourceId: r.id,
        patientId: record.id,
      });
    }
    if (r.requestedByUserId) {
      await notify(tx, {
        userId: r.requestedByUserId,
        kind: 'privacy.update',
        titleKey: q.decision === 'approve' ? 'accessApproved' : 'accessDenied',
        params: { email: r.patientEmail },
        link: '/access-requests',
      });
    }
    return updated!;
  });
  const [out] = await toRequests(ctx, [row]);
  return out!;
}

/** The expiry job: pending requests past their date become `expired` and the requester is told. */
export async function expireRequests(ctx: ServiceContext): Promise<number> {
  return withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .update(accessRequest)
      .set({ status: 'expired', decidedAt: tx.now() })
      .where(and(eq(accessRequest.status, 'pending'), lte(accessRequest.expiresAt, tx.now())))
      .returning();
    const told = rows.filter((r) => r.requestedByUserId);
    await notify(
      tx,
      told.map((r) => ({
        userId: r.requestedByUserId!,
        kind: 'privacy.update' as const,
        titleKey: 'accessExpired',
        params: { email: r.patientEmail },
        link: '/access-requests',
      })),
    );
    return rows.length;
  });
}

/** Open requests for the overview's badge. */
export async function pendingCount(ctx: ServiceContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(accessRequest)
    .where(
      and(
        eq(accessRequest.patientUserId, userId),
        eq(accessRequest.status, 'pending'),
        sql`${accessRequest.expiresAt} > ${ctx.now().toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}
