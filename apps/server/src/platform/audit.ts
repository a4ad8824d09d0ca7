/**
 * The audit trail: every read or write of patient data, and every change of who may
 * do what, writes one `audit_event` with the actor, the action, the resource, the patient, when, the
 * client address and the request id. `audit(ctx, …)` writes through `ctx.db`: called with the context
 * of a transaction (platform/service-context.ts `withTransaction`) it commits or rolls back with the
 * write it records (ADR 0022).
 */
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
    ip: ctx.request.ip,
    requestId: ctx.request.requestId,
  };
}

/** One event, written through `ctx.db`: inside `withTransaction` it commits with the write it records. */
export async function audit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditEvent).values(row(ctx, entry));
}

/** Several events in one insert (a list read: one event per patient record read). */
export async function auditMany(ctx: ServiceContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await ctx.db.insert(auditEvent).values(entries.map((entry) => row(ctx, entry)));
}

/**
 * Reads of patient data go through here (ADR 0022): `read` runs, then one audit event per patient
 * record it returned (`entriesOf`), in the same transaction, before anyone sees the answer.
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
