/** Demo requests: stored, e-mailed to every administrator, acknowledged to the requester. */
import {
  DEMO_FOLLOW_UP_HOURS,
  type DemoRequest,
  type DemoRequestData,
  type DemoRequestPatch,
  type DemoRequestStatus,
  type Language,
} from '@verdant/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { demoRequest } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { adminEmails } from '../accounts/index.ts';

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

const ACK: Record<Language, { subject: string; text: (name: string) => string }> = {
  en: {
    subject: 'We received your Verdant demo request',
    text: (name) =>
      `Hello ${name},\n\nThank you for your interest in Verdant. We have received your demo request and will contact you within ${DEMO_FOLLOW_UP_HOURS} hours to arrange a time that suits you.\n\nThe Verdant team`,
  },
  es: {
    subject: 'Hemos recibido tu solicitud de demostración de Verdant',
    text: (name) =>
      `Hola, ${name}:\n\nGracias por tu interés en Verdant. Hemos recibido tu solicitud de demostración y te contactaremos en menos de ${DEMO_FOLLOW_UP_HOURS} horas para acordar el momento que mejor te venga.\n\nEl equipo de Verdant`,
  },
};

function adminText(d: DemoRequestData, id: string, baseUrl: string): string {
  const lines = [
    'A new demo request arrived.',
    '',
    `Name: ${d.personal.firstName} ${d.personal.lastName}`,
    `E-mail: ${d.personal.email}`,
    `Phone: ${d.personal.phone ?? '—'}`,
    `Job title: ${d.personal.jobTitle ?? '—'}`,
    '',
    `Organization: ${d.organization.name} (${d.organization.type}, ${d.organization.size} people, ${d.organization.country})`,
    `Website: ${d.organization.website ?? '—'}`,
    '',
    `Professions: ${d.usage.professions.join(', ')}`,
    `Patient volume: ${d.usage.patientVolume}`,
    `Interests: ${d.usage.interests.join(', ')}`,
    `Current tools: ${d.usage.currentTools ?? '—'}`,
    '',
    `Preferred: ${d.scheduling.preferredDate}, ${d.scheduling.preferredTime} (${d.scheduling.timeZone}), by ${d.scheduling.contactMethod}`,
    `Notes: ${d.scheduling.notes ?? '—'}`,
    '',
    `Promised follow-up: within ${DEMO_FOLLOW_UP_HOURS} hours.`,
    `Open it: ${baseUrl}/admin/demo-requests?id=${id}`,
  ];
  return lines.join('\n');
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
  const subject = `Demo request: ${d.organization.name} (${d.personal.firstName} ${d.personal.lastName})`;
  const text = adminText(d, id, ctx.config.baseUrl);
  for (const to of await adminEmails(tx)) {
    await mailer.enqueue({ kind: 'demo-request-notice', to, subject, text }, tx);
  }
  const ack = ACK[lang];
  await mailer.enqueue(
    {
      kind: 'demo-request-ack',
      to: d.personal.email,
      subject: ack.subject,
      text: ack.text(d.personal.firstName),
    },
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
