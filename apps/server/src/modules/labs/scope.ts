/**
 * Who reaches a lab order, in ONE place (ADR 0031). Two sides, 404 outside both:
 * - the practice: the clinicians (LAB_ACCESS.practice) reach an order through its patient
 *   (`visiblePatients`: the active practice, their care teams);
 * - the laboratory: members with the `lab` role of the laboratory organization the order is
 *   addressed to (`laboratory_id` = their active organization), and only those orders; it reaches the
 *   patient's name, birth date and sex through the order, nothing else of the record.
 */
import { LAB_ACCESS, type Role } from '@verdant/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { labOrder, patient } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { isSystem, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { visiblePatients } from '../patients/index.ts';

export type Side = 'practice' | 'laboratory';
export type LabOrderRow = typeof labOrder.$inferSelect;
export type PatientRow = typeof patient.$inferSelect;

/** FORBIDDEN unless the caller holds a role of that side in their active organization. */
export function requireSide(ctx: ServiceContext, side: Side): void {
  if (isSystem(ctx.actor)) return;
  const roles: readonly Role[] = LAB_ACCESS[side];
  if (!ctx.actor.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN');
}

/** The where-clause of the orders a side sees (a query over `lab_order` joined with `patient`). */
export function orderWhere(ctx: ServiceContext, side: Side): SQL {
  requireSide(ctx, side);
  if (side === 'laboratory') {
    const org = activeOrganization(ctx, ['laboratory']);
    return and(eq(labOrder.laboratoryId, org.id), eq(labOrder.source, 'order'))!;
  }
  return and(visiblePatients(ctx, 'labs').where, eq(labOrder.organizationId, patient.organizationId))!;
}

/** The order with this id the side sees (locked for update when asked), with its patient; or NOT_FOUND. */
export async function findOrder(
  ctx: ServiceContext,
  side: Side,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ order: LabOrderRow; patient: PatientRow }> {
  const where = orderWhere(ctx, side);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select({ order: labOrder, patient })
    .from(labOrder)
    .innerJoin(patient, eq(patient.id, labOrder.patientId))
    .where(and(eq(labOrder.id, id), where));
  const [row] = options.lock ? await query.for('update', { of: labOrder }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
