/**
 * An order the laboratory registers itself (ADR 0037): a walk-in patient or a paper requisition from
 * a clinician outside Verdant. The patient is one the laboratory already reaches (its own walk-ins,
 * or a patient of an order addressed to it, whose practice then sees the order on its side too) or a
 * new patient registered with the laboratory organization (name, birth date and sex: what a
 * requisition carries). Any other patient id is NOT_FOUND. The order starts `received` (the
 * laboratory holds the requisition) and then flows through the same statuses as any other.
 */
import { analytesOf, labOrderable } from '@verdant/clinical';
import { type LabOrder, type LabWalkInOrderInput, labWalkInOrderSchema } from '@verdant/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { labOrder, labOrderEvent, patient } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { type PatientRow, requireSide } from './scope.ts';
import { loadOrder, orderEntry } from './service.ts';

/** A patient the laboratory reaches: registered with it, or the patient of an order addressed to it. */
async function reachablePatient(
  ctx: ServiceContext,
  laboratoryId: string,
  id: string,
  lock = false,
): Promise<PatientRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(patient)
    .where(
      and(
        eq(patient.id, id),
        isNull(patient.deletedAt),
        or(
          eq(patient.organizationId, laboratoryId),
          sql`exists (select 1 from ${labOrder} where ${labOrder.patientId} = ${patient.id} and ${labOrder.laboratoryId} = ${laboratoryId} and ${labOrder.source} = 'order')`,
        ),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createWalkInOrder(ctx: ServiceContext, input: LabWalkInOrderInput): Promise<LabOrder> {
  requireSide(ctx, 'laboratory');
  const lab = activeOrganization(ctx, ['laboratory']);
  const parsed = labWalkInOrderSchema.parse(input);
  const fields: Record<string, string> = {};
  parsed.codes.forEach((c, i) => {
    if (!labOrderable(c)) fields[`codes.${i}`] = 'invalidOption';
  });
  if (parsed.newPatient && parsed.newPatient.dateOfBirth > ctx.now().toISOString().slice(0, 10))
    fields['newPatient.dateOfBirth'] = 'dateOfBirthInFuture';
  // another laboratory's (or practice's) patient is NOT_FOUND before anything else is said
  if (parsed.patientId) await reachablePatient(ctx, lab.id, parsed.patientId);
  if (Object.keys(fields).length) throw fieldError(fields);
  return withTransaction(ctx, async (tx) => {
    const me = actorUserId(tx);
    const now = tx.now();
    let p: PatientRow;
    if (parsed.patientId) p = await reachablePatient(tx, lab.id, parsed.patientId, true);
    else {
      const np = parsed.newPatient!;
      const [created] = await tx.db
        .insert(patient)
        .values({
          organizationId: lab.id,
          firstName: np.firstName,
          lastName: np.lastName,
          dateOfBirth: np.dateOfBirth,
          gender: np.sex === 'F' ? 'female' : 'male',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      p = created!;
      await audit(tx, {
        action: 'patient.create',
        resourceType: 'patient',
        resourceId: p.id,
        patientId: p.id,
      });
    }
    const [row] = await tx.db
      .insert(labOrder)
      .values({
        organizationId: p.organizationId,
        laboratoryId: lab.id,
        patientId: p.id,
        source: 'order',
        status: 'received',
        priority: parsed.priority,
        fasting: parsed.fasting,
        codes: parsed.codes,
        analytes: analytesOf(parsed.codes),
        notes: parsed.notes,
        orderingClinician: parsed.orderingClinician,
        registeredByLab: true,
        orderedAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.db.insert(labOrderEvent).values([
      {
        orderId: row!.id,
        organizationId: row!.organizationId,
        status: 'ordered',
        userId: me,
        note: parsed.orderingClinician,
        at: now,
      },
      {
        orderId: row!.id,
        organizationId: row!.organizationId,
        status: 'received',
        userId: me,
        at: new Date(now.getTime() + 1),
      },
    ]);
    await audit(tx, orderEntry('lab_order.create_walk_in', row!));
    return loadOrder(tx, row!, p);
  });
}
