/**
 * The patient's day: the wellness entries a patient records (sleep diary, mood check-in,
 * scored questionnaires), the care team's assignments and their adherence.
 * - Writes of entries are the patient's own only: the signed-in user's linked patient records (one
 *   row per practice, sharing `submission_id`); a user with no linked record is FORBIDDEN.
 * - The care team (dietitians and medical professionals on the patient's team, or of the practice
 *   for an administrator's view: see `visiblePatients`) reads entries and sets assignments; another
 *   practice's patient is NOT_FOUND.
 * - A questionnaire scored high (see @verdant/shared/wellness) notifies the care team of each record
 *   in the same transaction; PHQ-9 item 9 above 0 is flagged as a crisis.
 * Every read and write is audited against the patient (list reads: one event with `patient_ids`).
 */
import {
  type ActivityEntryInput,
  type AssignmentInput,
  adherence,
  type MoodEntryInput,
  type MyWellness,
  type PatientWellness,
  type QuestionnaireInput,
  type QuestionnaireKind,
  type SleepEntryInput,
  scoreQuestionnaire,
  sleepMinutes,
  streak,
  type WellnessAssignment,
  type WellnessEntry,
} from '@verdant/shared';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  careTeamMember,
  dietPlan,
  patient,
  user,
  wellnessAssignment,
  wellnessEntry,
} from '../../db/schema/index.ts';
import { audit, auditMany, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import {
  actorUserId,
  isSystem,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { notify } from '../notifications/index.ts';
import { findVisiblePatient } from '../patients/index.ts';

/** Roles that read a patient's wellness and set assignments (clinical: minimum necessary). */
export const WELLNESS_CARE_ROLES = ['dietitian', 'medical'] as const;

type EntryRow = typeof wellnessEntry.$inferSelect;
type AssignmentRow = typeof wellnessAssignment.$inferSelect;

const day = (d: Date) => d.toISOString().slice(0, 10);
const minusDays = (d: string, n: number) => day(new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000));

function requireCareRole(ctx: ServiceContext) {
  if (isSystem(ctx.actor)) return;
  if (!ctx.actor.roles.some((r) => (WELLNESS_CARE_ROLES as readonly string[]).includes(r))) {
    throw new AppError('FORBIDDEN');
  }
}

/** The signed-in user's linked patient records (every practice that holds one). */
async function myRecords(ctx: ServiceContext) {
  const me = actorUserId(ctx);
  if (!me) throw new AppError('UNAUTHENTICATED');
  return ctx.db
    .select({
      id: patient.id,
      organizationId: patient.organizationId,
      firstName: patient.firstName,
      lastName: patient.lastName,
      country: patient.country,
      createdAt: patient.createdAt,
    })
    .from(patient)
    .where(and(eq(patient.userId, me), isNull(patient.deletedAt)))
    .orderBy(asc(patient.createdAt));
}

export function toEntry(row: EntryRow, now?: Date): WellnessEntry {
  const data = row.data as Record<string, unknown>;
  const base = {
    id: row.submissionId,
    kind: row.kind,
    date: row.entryDate,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'activity') {
    return {
      ...base,
      sleep: null,
      mood: null,
      questionnaire: null,
      activity: {
        steps: Number(data.steps),
        activeMinutes: Number(data.activeMinutes),
        editable: activityEditable(row, now ?? new Date()),
      },
    };
  }
  if (row.kind === 'sleep') {
    const s = data as unknown as Omit<SleepEntryInput, 'date'>;
    return {
      ...base,
      sleep: { ...s, minutes: sleepMinutes(s.bedTime, s.wakeTime) },
      mood: null,
      questionnaire: null,
    };
  }
  if (row.kind === 'mood') {
    return {
      ...base,
      sleep: null,
      mood: { mood: Number(data.mood), note: (data.note as string | null) ?? null },
      questionnaire: null,
    };
  }
  const answers = (data.answers as (number | null)[]) ?? [];
  const scored = scoreQuestionnaire(row.kind as QuestionnaireKind, answers, {
    bmi: (data.bmi as number) ?? null,
  });
  return {
    ...base,
    sleep: null,
    mood: null,
    questionnaire: {
      answers,
      total: scored.total,
      max: scored.max,
      band: scored.band,
      ...(scored.percent !== undefined ? { percent: scored.percent } : {}),
      ...(scored.parts ? { parts: scored.parts } : {}),
      high: scored.high,
      crisis: scored.crisis,
    },
  };
}

async function assignmentsOf(
  ctx: ServiceContext,
  patientIds: readonly string[],
  today: string,
): Promise<WellnessAssignment[]> {
  if (patientIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      a: wellnessAssignment,
      by: sql<
        string | null
      >`nullif(trim(coalesce(${user.firstName}, '') || ' ' || coalesce(${user.lastName}, '')), '')`,
    })
    .from(wellnessAssignment)
    .leftJoin(user, eq(user.id, wellnessAssignment.createdByUserId))
    .where(and(inArray(wellnessAssignment.patientId, [...patientIds]), isNull(wellnessAssignment.endedAt)))
    .orderBy(asc(wellnessAssignment.createdAt));
  if (rows.length === 0) return [];
  // adherence looks back up to eight periods of each frequency (a monthly one: 32 weeks), further
  // than the entries shown: read just the dates of the kinds assigned since the earliest of them
  const since = day(new Date(Math.min(...rows.map((r) => r.a.createdAt.getTime()))));
  const entries = await ctx.db
    .select({
      patientId: wellnessEntry.patientId,
      kind: wellnessEntry.kind,
      entryDate: wellnessEntry.entryDate,
    })
    .from(wellnessEntry)
    .where(
      and(
        inArray(wellnessEntry.patientId, [...patientIds]),
        inArray(wellnessEntry.kind, [...new Set(rows.map((r) => r.a.target))]),
        gte(wellnessEntry.entryDate, since),
      ),
    );
  return rows.map(({ a, by }) => toAssignment(a, by, entries, today));
}

type EntryDate = Pick<EntryRow, 'patientId' | 'kind' | 'entryDate'>;

function toAssignment(
  a: AssignmentRow,
  by: string | null,
  entries: readonly EntryDate[],
  today: string,
): WellnessAssignment {
  const dates = entries
    .filter((e) => e.kind === a.target && e.patientId === a.patientId)
    .map((e) => e.entryDate);
  return {
    id: a.id,
    target: a.target,
    frequency: a.frequency,
    note: a.note,
    assignedBy: by,
    createdAt: a.createdAt.toISOString(),
    ...adherence(a.frequency, day(a.createdAt), today, dates),
  };
}

/** One entry per submission (a patient with records at two practices wrote one row to each). */
function distinctSubmissions(rows: readonly EntryRow[]): EntryRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (seen.has(r.submissionId)) return false;
    seen.add(r.submissionId);
    return true;
  });
}

/** The signed-in patient's entries (from `from`, default 8 weeks back), tasks and streaks. */
export async function myWellness(
  ctx: ServiceContext,
  query: { today: string; from?: string | undefined },
): Promise<MyWellness & { country: string | null }> {
  const from = query.from ?? minusDays(query.today, 8 * 7);
  return readAudited(
    ctx,
    async (tx) => {
      const records = await myRecords(tx);
      const ids = records.map((r) => r.id);
      const rows = ids.length
        ? await tx.db
            .select()
            .from(wellnessEntry)
            .where(and(inArray(wellnessEntry.patientId, ids), gte(wellnessEntry.entryDate, from)))
            .orderBy(asc(wellnessEntry.entryDate), asc(wellnessEntry.createdAt))
        : [];
      const assignments = await assignmentsOf(tx, ids, query.today);
      const entries = distinctSubmissions(rows);
      return {
        ids,
        result: {
          entries: entries.map((e) => toEntry(e, tx.now())),
          // the same habit set by two practices is one task for the patient
          assignments: assignments.filter(
            (a, i) =>
              assignments.findIndex((b) => b.target === a.target && b.frequency === a.frequency) === i,
          ),
          streaks: {
            sleep: streak(
              entries.filter((e) => e.kind === 'sleep').map((e) => e.entryDate),
              query.today,
            ),
            mood: streak(
              entries.filter((e) => e.kind === 'mood').map((e) => e.entryDate),
              query.today,
            ),
          },
          country: records[0]?.country ?? null,
        },
      };
    },
    ({ ids }) => ids.map((id) => ({ action: 'wellness.read', resourceType: 'wellness', patientId: id })),
  ).then((r) => r.result);
}

type NewEntry =
  | { kind: 'sleep'; input: SleepEntryInput }
  | { kind: 'mood'; input: MoodEntryInput }
  | { kind: 'questionnaire'; input: QuestionnaireInput };

/** Records the signed-in patient's entry on each of their records; a high score notifies the care team. */
export async function addMyEntry(ctx: ServiceContext, entry: NewEntry): Promise<WellnessEntry> {
  return withTransaction(ctx, async (tx) => {
    const records = await myRecords(tx);
    if (records.length === 0) {
      throw new AppError('FORBIDDEN', 'Only a patient records their own wellness entries.');
    }
    const today = day(tx.now());
    const { date } = entry.input;
    if (date > minusDays(today, -1) || date < minusDays(today, 366)) {
      throw fieldError({ date: 'dateOutOfRange' });
    }
    const submissionId = randomUUID();
    let values: Pick<EntryRow, 'kind' | 'data' | 'score' | 'band' | 'high' | 'crisis'>;
    if (entry.kind === 'sleep') {
      const { date: _d, ...data } = entry.input;
      values = { kind: 'sleep', data, score: data.quality, band: null, high: false, crisis: false };
    } else if (entry.kind === 'mood') {
      values = {
        kind: 'mood',
        data: { mood: entry.input.mood, note: entry.input.note?.trim() || null },
        score: entry.input.mood,
        band: null,
        high: false,
        crisis: false,
      };
    } else {
      const { kind, answers, bmi } = entry.input;
      const s = scoreQuestionnaire(kind, answers, { bmi: bmi ?? null });
      values = {
        kind,
        data: { answers, ...(bmi ? { bmi } : {}) },
        score: s.total,
        band: s.band,
        high: s.high,
        crisis: s.crisis,
      };
    }
    const rows = await tx.db
      .insert(wellnessEntry)
      .values(
        records.map((r) => ({
          ...values,
          organizationId: r.organizationId,
          patientId: r.id,
          submissionId,
          entryDate: date,
          createdByUserId: actorUserId(tx),
          createdAt: tx.now(),
        })),
      )
      .returning();
    for (const r of rows) {
      await audit(tx, {
        action: 'wellness.create',
        resourceType: 'wellness_entry',
        resourceId: r.id,
        patientId: r.patientId,
      });
    }
    if (values.high) {
      const team = await tx.db
        .select({ userId: careTeamMember.userId, patientId: careTeamMember.patientId })
        .from(careTeamMember)
        .where(
          inArray(
            careTeamMember.patientId,
            records.map((r) => r.id),
          ),
        );
      await notify(
        tx,
        team.map((m) => {
          const r = records.find((x) => x.id === m.patientId)!;
          return {
            userId: m.userId,
            kind: 'wellness.alert' as const,
            titleKey: 'wellnessAlert',
            bodyKey: values.crisis ? 'wellnessCrisis' : 'wellnessHigh',
            params: { patient: `${r.firstName} ${r.lastName}`, questionnaire: values.kind },
            link: `/patients/${r.id}?tab=wellness`,
            patientId: r.id,
          };
        }),
      );
    }
    return toEntry(rows[0]!);
  });
}

/**
 * "The same day": the patient changes or deletes their steps while the entry's date is still today
 * (a day of slack either side of the server's UTC date for time zones) or within 24 hours of first
 * recording it (a late entry for yesterday can still be corrected that evening). Past that, the
 * entry is what the care team has seen and it stays.
 */
export function activityEditable(row: Pick<EntryRow, 'entryDate' | 'createdAt'>, now: Date): boolean {
  return row.entryDate >= minusDays(day(now), 1) || now.getTime() - row.createdAt.getTime() < 86_400_000;
}

/**
 * Records (or, the same day, changes) the signed-in patient's steps and active minutes of a date on
 * each of their records: one entry per date, so sending the same date again is idempotent.
 */
export async function putMyActivity(ctx: ServiceContext, input: ActivityEntryInput): Promise<WellnessEntry> {
  return withTransaction(ctx, async (tx) => {
    const records = await myRecords(tx);
    if (records.length === 0) {
      throw new AppError('FORBIDDEN', 'Only a patient records their own wellness entries.');
    }
    const now = tx.now();
    const today = day(now);
    if (input.date > minusDays(today, -1) || input.date < minusDays(today, 366)) {
      throw fieldError({ date: 'dateOutOfRange' });
    }
    const ids = records.map((r) => r.id);
    const existing = await tx.db
      .select()
      .from(wellnessEntry)
      .where(
        and(
          inArray(wellnessEntry.patientId, ids),
          eq(wellnessEntry.kind, 'activity'),
          eq(wellnessEntry.entryDate, input.date),
        ),
      )
      .for('update');
    const data = { steps: input.steps, activeMinutes: input.activeMinutes };
    if (existing.some((r) => !activityEditable(r, now))) throw fieldError({ date: 'activityLocked' });
    const submissionId = existing[0]?.submissionId ?? randomUUID();
    const written: EntryRow[] = [];
    for (const r of records) {
      const mine = existing.find((e) => e.patientId === r.id);
      if (mine) {
        const [row] = await tx.db
          .update(wellnessEntry)
          .set({ data, score: null })
          .where(eq(wellnessEntry.id, mine.id))
          .returning();
        written.push(row!);
        await audit(tx, {
          action: 'wellness.update',
          resourceType: 'wellness_entry',
          resourceId: mine.id,
          patientId: r.id,
        });
      } else {
        const [row] = await tx.db
          .insert(wellnessEntry)
          .values({
            kind: 'activity',
            data,
            score: null,
            band: null,
            high: false,
            crisis: false,
            organizationId: r.organizationId,
            patientId: r.id,
            submissionId,
            entryDate: input.date,
            createdByUserId: actorUserId(tx),
            createdAt: now,
          })
          .returning();
        written.push(row!);
        await audit(tx, {
          action: 'wellness.create',
          resourceType: 'wellness_entry',
          resourceId: row!.id,
          patientId: r.id,
        });
      }
    }
    return toEntry(written[0]!, now);
  });
}

/** Deletes the signed-in patient's steps of a date (the same day only: see `activityEditable`). */
export async function deleteMyActivity(ctx: ServiceContext, date: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const records = await myRecords(tx);
    if (records.length === 0) {
      throw new AppError('FORBIDDEN', 'Only a patient records their own wellness entries.');
    }
    const rows = await tx.db
      .select()
      .from(wellnessEntry)
      .where(
        and(
          inArray(
            wellnessEntry.patientId,
            records.map((r) => r.id),
          ),
          eq(wellnessEntry.kind, 'activity'),
          eq(wellnessEntry.entryDate, date),
        ),
      )
      .for('update');
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    if (rows.some((r) => !activityEditable(r, tx.now()))) throw fieldError({ date: 'activityLocked' });
    await tx.db.delete(wellnessEntry).where(
      inArray(
        wellnessEntry.id,
        rows.map((r) => r.id),
      ),
    );
    for (const r of rows) {
      await audit(tx, {
        action: 'wellness.delete',
        resourceType: 'wellness_entry',
        resourceId: r.id,
        patientId: r.patientId,
      });
    }
  });
}

/** The care team's view of one patient: entries from `from` (default 8 weeks) and assignments. */
export async function patientWellness(
  ctx: ServiceContext,
  patientId: string,
  query: { today: string; from?: string | undefined },
): Promise<PatientWellness> {
  requireCareRole(ctx);
  const from = query.from ?? minusDays(query.today, 8 * 7);
  return readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId);
      const rows = await tx.db
        .select()
        .from(wellnessEntry)
        .where(and(eq(wellnessEntry.patientId, p.id), gte(wellnessEntry.entryDate, from)))
        .orderBy(desc(wellnessEntry.entryDate), desc(wellnessEntry.createdAt));
      return {
        patientId: p.id,
        entries: rows.map((e) => toEntry(e, tx.now())),
        assignments: await assignmentsOf(tx, [p.id], query.today),
      };
    },
    (r) => [{ action: 'wellness.read', resourceType: 'wellness', patientId: r.patientId }],
  ).then(({ entries, assignments }) => ({ entries, assignments }));
}

/** Assigns a questionnaire or a habit to a patient of the caller's care team. */
export async function assign(
  ctx: ServiceContext,
  patientId: string,
  input: AssignmentInput,
  today: string,
): Promise<WellnessAssignment> {
  requireCareRole(ctx);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId);
    const [row] = await tx.db
      .insert(wellnessAssignment)
      .values({
        organizationId: p.organizationId,
        patientId: p.id,
        target: input.target,
        frequency: input.frequency,
        note: input.note?.trim() || null,
        createdByUserId: actorUserId(tx),
        createdAt: tx.now(),
      })
      .returning();
    await audit(tx, {
      action: 'wellness_assignment.create',
      resourceType: 'wellness_assignment',
      resourceId: row!.id,
      patientId: p.id,
    });
    const [by] = actorUserId(tx)
      ? await tx.db
          .select({ name: sql<string>`${user.firstName} || ' ' || ${user.lastName}` })
          .from(user)
          .where(eq(user.id, actorUserId(tx)!))
      : [];
    return toAssignment(row!, by?.name ?? null, [], today);
  });
}

/** Ends an assignment (it leaves the patient's tasks; its entries stay). */
export async function endAssignment(
  ctx: ServiceContext,
  patientId: string,
  assignmentId: string,
): Promise<void> {
  requireCareRole(ctx);
  await withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId);
    if (!isUuid(assignmentId)) throw new AppError('NOT_FOUND');
    const ended = await tx.db
      .update(wellnessAssignment)
      .set({ endedAt: tx.now() })
      .where(
        and(
          eq(wellnessAssignment.id, assignmentId),
          eq(wellnessAssignment.patientId, p.id),
          isNull(wellnessAssignment.endedAt),
        ),
      )
      .returning({ id: wellnessAssignment.id });
    if (ended.length === 0) throw new AppError('NOT_FOUND');
    await audit(tx, {
      action: 'wellness_assignment.end',
      resourceType: 'wellness_assignment',
      resourceId: assignmentId,
      patientId: p.id,
    });
  });
}

/** The practice whose tips the signed-in patient sees (their first record's), or null: the platform's. */
export async function myTipOrganization(ctx: ServiceContext): Promise<string | null> {
  if (!actorUserId(ctx)) return null;
  const records = await myRecords(ctx);
  return records[0]?.organizationId ?? null;
}

/** The tip categories a patient works on: their active assignments, and nutrition with a shared active plan. */
export async function myFocusCategories(ctx: ServiceContext): Promise<string[]> {
  const records = await myRecords(ctx);
  if (records.length === 0) return [];
  const rows = await ctx.db
    .selectDistinct({ target: wellnessAssignment.target })
    .from(wellnessAssignment)
    .where(
      and(
        inArray(
          wellnessAssignment.patientId,
          records.map((r) => r.id),
        ),
        isNull(wellnessAssignment.endedAt),
      ),
    );
  await auditMany(
    ctx,
    records.map((r) => ({ action: 'wellness.read', resourceType: 'wellness_assignment', patientId: r.id })),
  );
  const map: Record<string, string> = {
    sleep: 'sleep',
    berlin: 'sleep',
    mood: 'mood',
    who5: 'mood',
    phq9: 'mood',
    phq4: 'stress',
    gad7: 'stress',
    activity: 'movement',
  };
  const focus = new Set(rows.map((r) => map[r.target]!).filter(Boolean));
  // a shared active diet plan: the patient works on nutrition
  const [plan] = await ctx.db
    .select({ id: dietPlan.id })
    .from(dietPlan)
    .where(
      and(
        inArray(
          dietPlan.patientId,
          records.map((r) => r.id),
        ),
        eq(dietPlan.status, 'active'),
        isNotNull(dietPlan.sharedAt),
        isNull(dietPlan.deletedAt),
      ),
    )
    .limit(1);
  if (plan) focus.add('nutrition');
  return [...focus];
}
