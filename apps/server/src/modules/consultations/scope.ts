/**
 * Which consultations the caller may reach: those of the patients they see (the patients module's
 * `visiblePatients`: the active practice, the care team for a professional, never a deleted record).
 * Anything else is NOT_FOUND, never FORBIDDEN.
 */
import type { DataCategory } from '@verdant/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { consultation, patient, user } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { visiblePatients } from '../patients/index.ts';

export type ConsultationRow = typeof consultation.$inferSelect;

/** The where-clause of a query over `consultation` joined with `patient` (see `joinPatient`). */
export function consultationScope(ctx: ServiceContext, category: DataCategory = 'consultations'): SQL {
  // the consultation belongs to the patient's practice (a grant's recipient reads another practice's, ADR 0038)
  return and(visiblePatients(ctx, category).where, eq(consultation.organizationId, patient.organizationId))!;
}

/** The visible consultation with this id (locked for update when asked), or NOT_FOUND. */
export async function findVisibleConsultation(
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean; category?: DataCategory } = {},
): Promise<ConsultationRow> {
  const where = consultationScope(ctx, options.category);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select({ c: consultation })
    .from(consultation)
    .innerJoin(patient, eq(patient.id, consultation.patientId))
    .where(and(eq(consultation.id, id), where));
  const [row] = options.lock ? await query.for('update', { of: consultation }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row.c;
}

export interface Person {
  id: string;
  name: string;
}

/** Names of the users behind these ids (absent ids are skipped). */
export async function peopleById(
  ctx: ServiceContext,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export const personOf = (people: Map<string, Person>, id: string | null | undefined): Person | null =>
  (id && people.get(id)) || null;
