/**
 * Demo requests: stored, e-mailed to every platform administrator (in their language), acknowledged
 * to the requester (in the language of the form).
 */
import type {
  DemoRequest,
  DemoRequestData,
  DemoRequestPatch,
  DemoRequestStatus,
  Language,
} from '@verdant/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { demoRequest } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { platformAdminRecipients } from '../accounts/index.ts';
import { demoRequestAckEmail } from './emails/acknowledgement.ts';
import { demoRequestNoticeEmail } from './emails/admin-notice.ts';

type Row = typeof demoRequest.$inferSelect;

export function toDemoRequest(r: Row): DemoRequest {
  return {
    id: r.id,
    personal: {
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      jobTitle: r.jobTitle,
    },
    organization: {
      name: r.organizationName,
      type: r.organizationType as DemoRequest['organization']['type'],
      size: r.organizationSize as DemoRequest['organization']['size'],
      country: r.country,
      website: r.website,
    },
    usage: {
      professions: r.professions,
      patientVolume: r.patientVolume as DemoRequest['usage']['patientVolume'],
      currentTools: r.currentTools,
      interests: r.interests as DemoRequest['usage']['interests'],
    },
    scheduling: {
      preferredDate: r.preferredDate,
      preferredTime: r.preferredTime as DemoRequest['scheduling']['preferredTime'],
      timeZone: r.timeZone,
      contactMethod: r.contactMethod as DemoRequest['scheduling']['contactMethod'],
      notes: r.schedulingNotes,
    },
    status: r.status,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Stores the request and queues the administrators' notice and the requester's acknowledgement, in one transaction. */
export async function createDemoRequest(
  ctx: ServiceContext,
  d: DemoRequestData,
  lang: Language,
): Promise<{ id: string }> {
  return withTransaction(ctx, (t) => insertDemoRequest(t, d, lang));
}

async function insertDemoRequest(
  ctx: ServiceContext,
  d: DemoRequestData,
  lang: Language,
): Promise<{ id: string }> {
  const tx = ctx.db;
  const mailer = ctx.mail;
  const [row] = await tx
    .insert(demoRequest)
    .values({
      firstName: d.personal.firstName,
      lastName: d.personal.lastName,
      email: d.personal.email,
      phone: d.personal.phone ?? null,
      jobTitle: d.personal.jobTitle ?? null,
      organizationName: d.organization.name,
      organizationType: d.organization.type,
      organizationSize: d.organization.size,
      country: d.organization.country,
      website: d.organization.website ?? null,
      professions: d.usage.professions,
      patientVolume: d.usage.patientVolume,
      currentTools: d.usage.currentTools ?? null,
      interests: d.usage.interests,
      preferredDate: d.scheduling.preferredDate,
      preferredTime: d.scheduling.preferredTime,
      timeZone: d.scheduling.timeZone,
      contactMethod: d.scheduling.contactMethod,
      schedulingNotes: d.scheduling.notes ?? null,
    })
    .returning({ id: demoRequest.id });
  const id = row!.id;
  for (const to of await platformAdminRecipients(tx)) {
    await mailer.enqueue(demoRequestNoticeEmail(to, d, id, ctx.config.baseUrl), tx);
  }
  await mailer.enqueue(
    demoRequestAckEmail(lang, { email: d.personal.email, firstName: d.personal.firstName }),
    tx,
  );
  return { id };
}

export async function listDemoRequests(
  ctx: ServiceContext,
  params: { status?: DemoRequestStatus | undefined; cursor?: string | undefined; limit: number },
) {
  const conditions = [];
  if (params.status) conditions.push(eq(demoRequest.status, params.status));
  if (params.cursor) {
    conditions.push(
      sql`(${demoRequest.createdAt}, ${demoRequest.id}) < (select d.created_at, d.id from demo_request d where d.id = ${params.cursor})`,
    );
  }
  const rows = await ctx.db
    .select()
    .from(demoRequest)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(demoRequest.createdAt), desc(demoRequest.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  return {
    items: page.map(toDemoRequest),
    nextCursor: rows.length > params.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A platform administrator's follow-up of a demo request (status, notes); audited with the change. */
export async function updateDemoRequest(
  ctx: ServiceContext,
  id: string,
  patch: DemoRequestPatch,
): Promise<DemoRequest> {
  return withTransaction(ctx, async (tx) => {
    const updated = await update(tx.db, id, patch);
    await audit(tx, { action: 'demo_request.update', resourceType: 'demo_request', resourceId: id });
    return updated;
  });
}

async function update(db: DbOrTx, id: string, patch: DemoRequestPatch): Promise<DemoRequest> {
  const [row] = await db
    .update(demoRequest)
    .set({
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(demoRequest.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toDemoRequest(row);
}
