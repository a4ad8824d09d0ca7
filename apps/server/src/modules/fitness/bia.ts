/**
 * BIA measurements: a professional records R and Xc at 50 kHz with height, weight, age, sex and
 * device; the figures (phase angle, Kyle 2001 fat-free mass, fat mass and percentage, Sun 2003 total
 * body water) are computed on read by @verdant/clinical, each with its equation and citation. A
 * figure whose equation was not validated for the person (age, BMI, a negative fat mass) is not
 * given: its value is null and the warning says why. The history sits beside weight and waist from
 * the anthropometrics. Reads and writes are audited on the patient's record.
 */
import {
  analyzeBia,
  CITATIONS,
  type CitationKey,
  ClinicalError,
  type ClinicalWarning,
  type Computed,
} from '@verdant/clinical';
import {
  type BiaFigure,
  type BiaHistory,
  type BiaInput,
  type BiaMeasurement,
  biaInputSchema,
} from '@verdant/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { anthropometricEntry, biaMeasurement, patient, user } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { requireFitness } from './policy.ts';

type BiaRow = typeof biaMeasurement.$inferSelect;

/** Warnings that mean the equation does not describe this person: the figure is withheld. */
const OUT_OF_POPULATION = new Set(['kyle2001.age', 'kyle2001.bmi', 'negative_fat_mass', 'sun2003.age']);

function figure(c: Computed, extra: ClinicalWarning[] = []): BiaFigure {
  const warnings = [...c.warnings, ...extra];
  const withheld = warnings.some((w) => OUT_OF_POPULATION.has(w.code));
  return {
    value: withheld ? null : Math.round(c.value * 10) / 10,
    unit: c.unit,
    equation: c.equation,
    citation: c.citation,
    reference: CITATIONS[c.citation as CitationKey] ?? c.citation,
    population: c.population ?? '',
    warnings,
  };
}

export function measurementOf(row: BiaRow, recordedBy: string | null): BiaMeasurement {
  const r = analyzeBia({
    sex: row.sex,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    ageYears: row.ageYears,
    resistanceOhm: row.resistanceOhm,
    reactanceOhm: row.reactanceOhm,
    frequencyKhz: row.frequencyKhz,
  });
  return {
    id: row.id,
    measuredAt: row.measuredAt.toISOString(),
    sex: row.sex,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    ageYears: row.ageYears,
    resistanceOhm: row.resistanceOhm,
    reactanceOhm: row.reactanceOhm,
    frequencyKhz: row.frequencyKhz,
    device: row.device,
    bmi: Math.round(r.bmi * 10) / 10,
    phaseAngle: figure(r.phaseAngle),
    ffm: figure(r.ffmKyle),
    fatMass: figure(r.fatMass),
    bodyFatPercent: figure(r.bodyFatPercent),
    // Sun's FFM and TBW: the precision note is a note, not a reason to withhold
    tbw: figure(r.tbwSun),
    ffmSun: figure(r.ffmSun),
    warnings: r.warnings,
    recordedBy,
  };
}

const ageOn = (dob: string | null, on: Date): number | null => {
  if (!dob) return null;
  const d = new Date(`${dob}T00:00:00Z`);
  let age = on.getUTCFullYear() - d.getUTCFullYear();
  const m = on.getUTCMonth() - d.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < d.getUTCDate())) age--;
  return age;
};

/** The history of these patient records (one person: a professional's patient, or the signed-in patient's records). */
export async function biaHistoryOf(ctx: ServiceContext, patientIds: readonly string[]): Promise<BiaHistory> {
  return readAudited(
    ctx,
    async (tx) => {
      const [people, rows, anthro] = await Promise.all([
        tx.db
          .select()
          .from(patient)
          .where(inArray(patient.id, [...patientIds])),
        tx.db
          .select({ m: biaMeasurement, by: user.name })
          .from(biaMeasurement)
          .leftJoin(user, eq(user.id, biaMeasurement.recordedByUserId))
          .where(inArray(biaMeasurement.patientId, [...patientIds]))
          .orderBy(desc(biaMeasurement.measuredAt)),
        tx.db
          .select({
            measuredAt: anthropometricEntry.measuredAt,
            weightKg: anthropometricEntry.weightKg,
            waistCm: anthropometricEntry.waistCm,
          })
          .from(anthropometricEntry)
          .where(inArray(anthropometricEntry.patientId, [...patientIds]))
          .orderBy(asc(anthropometricEntry.measuredAt)),
      ]);
      const p = people[0]!;
      const sex = p.gender === 'male' ? 'M' : p.gender === 'female' ? 'F' : null;
      return {
        patient: {
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          sex,
          ageYears: ageOn(p.dateOfBirth, tx.now()),
        },
        items: rows.map(({ m, by }) => measurementOf(m, by)),
        anthropometrics: anthro.map((a) => ({
          measuredAt: a.measuredAt.toISOString(),
          weightKg: a.weightKg === null ? null : Number(a.weightKg),
          waistCm: a.waistCm === null ? null : Number(a.waistCm),
        })),
      } satisfies BiaHistory;
    },
    (h) =>
      patientIds.map((id) => ({
        action: 'bia.read',
        resourceType: 'bia_measurement',
        resourceId: h.items[0]?.id ?? null,
        patientId: id,
      })),
  );
}

export async function patientBia(ctx: ServiceContext, patientId: string): Promise<BiaHistory> {
  requireFitness(ctx, 'bia');
  const p = await findVisiblePatient(ctx, patientId, { category: 'bia' });
  return biaHistoryOf(ctx, [p.id]);
}

export async function recordBia(
  ctx: ServiceContext,
  patientId: string,
  raw: BiaInput,
): Promise<BiaMeasurement> {
  requireFitness(ctx, 'bia');
  const input = biaInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { category: 'bia' });
    if (new Date(input.measuredAt).getTime() > tx.now().getTime() + 60_000) {
      throw new AppError('VALIDATION_FAILED', 'A measurement cannot be in the future.', {
        fields: { measuredAt: 'inFuture' },
      });
    }
    try {
      analyzeBia(input);
    } catch (err) {
      if (err instanceof ClinicalError) {
        throw new AppError('VALIDATION_FAILED', err.message, {
          fields: { [String(err.details.field ?? 'resistanceOhm')]: 'outOfRange' },
        });
      }
      throw err;
    }
    const [row] = await tx.db
      .insert(biaMeasurement)
      .values({
        organizationId: p.organizationId,
        patientId: p.id,
        measuredAt: new Date(input.measuredAt),
        sex: input.sex,
        heightCm: input.heightCm,
        weightKg: input.weightKg,
        ageYears: input.ageYears,
        resistanceOhm: input.resistanceOhm,
        reactanceOhm: input.reactanceOhm,
        frequencyKhz: input.frequencyKhz,
        device: input.device,
        recordedByUserId: actorUserId(tx),
      })
      .returning();
    await audit(tx, {
      action: 'bia.create',
      resourceType: 'bia_measurement',
      resourceId: row!.id,
      patientId: p.id,
    });
    return measurementOf(row!, null);
  });
}
