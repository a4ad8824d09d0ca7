/**
 * The audit trail: every read or write of patient data, and every change of who may
 * do what, writes an `audit_event` with the actor, the organization they acted in, the action, the
 * resource, the patient, when, the client address and the request id. `audit(ctx, …)` writes
 * through `ctx.db`: called with the context of a transaction (platform/service-context.ts
 * `withTransaction`) it commits or rolls back with the write it records (ADR 0022).
 *
 * A read that returns many records (a list page, a search, an export) is ONE event per action
 * holding every patient it showed in `patient_ids` (GIN-indexed): a page of 25 costs one row, and
 * "who saw this patient" still finds it (`patientEventsWhere`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { auditEvent } from '../db/schema/index.ts';
import { actorUserId, type ServiceContext } from './service-context.ts';

export interface AuditEntry {
  /** Verb-like, dotted: `patient.read`, `role.grant`, `outbox.read`. */
  action: string;
  resourceType: string;
  resourceId?: string | null;
  /** Set whenever the resource is (part of) a patient's record: it feeds their consent audit log. */
  patientId?: string | null;
}

function row(ctx: ServiceContext, entry: AuditEntry) {
  return {
    actorUserId: actorUserId(ctx),
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    patientId: entry.patientId ?? null,
    organizationId: ctx.organization?.id ?? null,
    ip: ctx.request.ip,
    requestId: ctx.request.requestId,
  };
}

/** One event, written through `ctx.db`: inside `withTransaction` it commits with the write it records. */
export async function audit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditEvent).values(row(ctx, entry));
}

/**
 * Several events in one insert. Entries of one action and resource type on several records become
 * one event carrying every patient id (`patient_ids`) instead of one event per record.
 */
export async function auditMany(ctx: ServiceContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const groups = new Map<string, AuditEntry[]>();
  for (const entry of entries) {
    const key = `${entry.action}\u0000${entry.resourceType}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const rows = [...groups.values()].map((group) => {
    if (group.length === 1) return row(ctx, group[0]!);
    const patientIds = [...new Set(group.flatMap((e) => (e.patientId ? [e.patientId] : [])))];
    return {
      ...row(ctx, { action: group[0]!.action, resourceType: group[0]!.resourceType }),
      patientIds: patientIds.length > 0 ? patientIds : null,
    };
  });
  await ctx.db.insert(auditEvent).values(rows);
}

/** The events about one patient: on its record, or a list read that showed it. */
export function patientEventsWhere(patientId: string): SQL {
  return sql`(${auditEvent.patientId} = ${patientId} or ${auditEvent.patientIds} @> array[${patientId}]::text[])`;
}

/**
 * Reads of patient data go through here (ADR 0022): `read` runs, then its audit events
 * (`entriesOf`: one entry per record returned; many of one action are written as one event, see
 * `auditMany`), in the same transaction, before anyone sees the answer.
 */
export async function readAudited<T>(
  ctx: ServiceContext,
  read: (ctx: ServiceContext) => Promise<T>,
  entriesOf: (result: T) => readonly AuditEntry[],
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const result = await read(txCtx);
    await auditMany(txCtx, entriesOf(result));
    return result;
  });
}
