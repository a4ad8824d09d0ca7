/**
 * The audit trail (ARCHITECTURE §3): every read or write of patient data, and every change of who may
 * do what, writes one `audit_event` with the actor, the action, the resource, the patient, when, the
 * client address and the request id. Pass the transaction of the action so both commit together.
 */
import type { Context } from 'hono';
import type { DbOrTx } from '../db/client.ts';
import { auditEvent } from '../db/schema/index.ts';
import type { AppEnv } from './context.ts';

export interface AuditEntry {
  /** Verb-like, dotted: `patient.read`, `role.grant`, `outbox.read`. */
  action: string;
  resourceType: string;
  resourceId?: string | null;
  /** Set whenever the resource is (part of) a patient's record: it feeds their consent audit log. */
  patientId?: string | null;
}

export async function audit(c: Context<AppEnv>, entry: AuditEntry, tx?: DbOrTx): Promise<void> {
  const db = tx ?? c.var.deps.db;
  await db.insert(auditEvent).values({
    actorUserId: c.var.principal?.userId ?? null,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    patientId: entry.patientId ?? null,
    ip: c.var.clientIp,
    requestId: c.var.requestId,
  });
}

/** Several events of one request in one insert (a list read: one event per patient record read). */
export async function auditMany(
  c: Context<AppEnv>,
  entries: readonly AuditEntry[],
  tx?: DbOrTx,
): Promise<void> {
  if (entries.length === 0) return;
  const db = tx ?? c.var.deps.db;
  await db.insert(auditEvent).values(
    entries.map((entry) => ({
      actorUserId: c.var.principal?.userId ?? null,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId ?? null,
      patientId: entry.patientId ?? null,
      ip: c.var.clientIp,
      requestId: c.var.requestId,
    })),
  );
}
