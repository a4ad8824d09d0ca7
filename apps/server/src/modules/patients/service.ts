/**
 * Patient records of a practice. Services take the ServiceContext first; every query is scoped by
 * `visiblePatients` (./scope.ts); every read goes through `readPatients` (one audit event per patient
 * record returned, in the read's transaction) and every write runs in a transaction with its audit
 * event, so a rolled-back write leaves no event and an event never outlives its write.
 */
import {
  type CareTeamCandidate,
  type CareTeamMember,
  type Patient,
  type PatientAnalytics,
  type PatientCreateInput,
  type PatientListItem,
  type PatientListQuery,
  type PatientPage,
  type PatientUpdateInput,
  AGE_BANDS,
  GENDERS,
  patientCreateSchema,
  patientListQuerySchema,
  patientUpdateSchema,
  STARTER_PATIENT_LIMIT,
} from '@verdant/shared';
import { LIST_COUNT_CAP } from '@verdant/shared/page';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  careTeamMember,
  membership,
  organization,
  patient,
  patientInvitation,
  patientTally,
  SEARCH_ACCENTS,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldError } from '../../platform/errors.ts';
import {
  actorUserId,
  principalIn,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { findVisiblePatient, type PatientScope, PROFESSIONAL_ROLES, visiblePatients } from './scope.ts';

export type PatientRow = typeof patient.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender ?? null,
    address: row.address,
    city: row.city,
    country: row.country,
    heightCm: row.heightCm === null ? null : Number(row.heightCm),
    weightKg: row.weightKg === null ? null : Number(row.weightKg),
    medicalConditions: row.medicalConditions,
    medications: row.medications,
    allergies: { allergens: row.allergies, other: row.allergiesOther },
    notes: row.notes,
    lastVisitAt: iso(row.lastVisitAt),
    status: row.status,
    platformAccess: row.platformAccess,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LIST_COLUMNS = {
  id: patient.id,
  firstName: patient.firstName,
  lastName: patient.lastName,
  email: patient.email,
  phone: patient.phone,
  dateOfBirth: patient.dateOfBirth,
  gender: patient.gender,
  city: patient.city,
  status: patient.status,
  platformAccess: patient.platformAccess,
  lastVisitAt: patient.lastVisitAt,
  createdAt: patient.createdAt,
};

type ListRow = Pick<PatientRow, keyof typeof LIST_COLUMNS>;

function toListItem(r: ListRow): PatientListItem {
  return {
    ...r,
    gender: r.gender ?? null,
    lastVisitAt: iso(r.lastVisitAt),
    createdAt: r.createdAt.toISOString(),
  };
}

const readEntry = (action: string) => (id: string) =>
  ({ action, resourceType: 'patient', resourceId: id, patientId: id }) satisfies AuditEntry;

/**
 * THE data-access helper for patient reads: runs `read` in a transaction and writes one `action`
 * audit event per patient id it returned (`idsOf`), before anyone sees the answer.
 */
export function readPatients<T>(
  ctx: ServiceContext,
  action: string,
  read: (ctx: ServiceContext) => Promise<T>,
  idsOf: (result: T) => readonly string[],
): Promise<T> {
  return readAudited(ctx, read, (result) => idsOf(result).map(readEntry(action)));
}

/** The search condition: a substring of name/e-mail/phone, or a close trigram match (one typo). */
/** The query as the search column holds text: lower-case, accents folded the same way. */
export function searchNeedle(q: string): string {
  const { from, to } = SEARCH_ACCENTS;
  return [...q.toLowerCase()].map((ch) => (from.includes(ch) ? to[from.indexOf(ch)] : ch)).join('');
}

function searchCondition(q: string): SQL {
  const needle = searchNeedle(q);
  const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = needle.replace(/\D/g, '');
  const parts = [sql`${patient.searchText} like ${like}`, sql`${needle} <% ${patient.searchText}`];
  // a phone typed with other separators ("555-0134" for "+1 555 0134")
  if (digits.length >= 4 && digits.length >= needle.replace(/\s/g, '').length - 3) {
    parts.push(sql`regexp_replace(coalesce(${patient.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The columns a list is sorted by: the table's, or the same columns of the search's matches. */
type SortColumns = Record<
  'id' | 'lastName' | 'firstName' | 'lastVisitAt' | 'createdAt' | 'searchText',
  AnyColumn
>;

function orderOf(sort: string, q: string | undefined, p: SortColumns = patient): SQL[] {
  const name = [asc(p.lastName), asc(p.firstName), asc(p.id)];
  switch (sort) {
    case '-name':
      return [desc(p.lastName), desc(p.firstName), desc(p.id)];
    case 'lastVisit':
      return [sql`${p.lastVisitAt} asc nulls last`, ...name];
    case '-lastVisit':
      return [sql`${p.lastVisitAt} desc nulls last`, ...name];
    case 'created':
      return [asc(p.createdAt), asc(p.id)];
    case '-created':
      return [desc(p.createdAt), desc(p.id)];
    case 'relevance':
      return q ? [sql`word_similarity(${searchNeedle(q)}, ${p.searchText}) desc`, ...name] : name;
    default:
      return name;
  }
}

/**
 * A LIMIT no list reaches. Set on the search's matches, it keeps the planner from merging them into
 * the page query: merged, PostgreSQL 15 walks the name index of the whole practice hoping to stop
 * after one page, which the match count (`count(*) over ()`) never lets it do: over 100,000 patients
 * that took a second, where the trigram index finds the few matches in milliseconds.
 */
const UNLIMITED = 2 ** 31 - 1;

/** The list's where-clause: scope, status filter and search. */
export function listWhere(ctx: ServiceContext, query: { status: string; q?: string | undefined }): SQL {
  const scope = visiblePatients(ctx);
  const conditions = [scope.where];
  if (query.status === 'active' || query.status === 'inactive')
    conditions.push(eq(patient.status, query.status));
  if (query.q) conditions.push(searchCondition(query.q));
  return and(...conditions)!;
}

/**
 * The exact total of a practice-wide list without a search, from the tally the database keeps
 * (migration 0022); null when the list is narrower (a search, a professional's care teams).
 */
async function tallied(
  ctx: ServiceContext,
  scope: PatientScope,
  query: { status: string; q?: string | undefined },
): Promise<{ total: number; totalCapped: false } | null> {
  if (query.q || scope.careTeamUserId || !scope.organizationId) return null;
  const conditions = [eq(patientTally.organizationId, scope.organizationId)];
  if (query.status === 'active' || query.status === 'inactive') {
    conditions.push(eq(patientTally.status, query.status));
  }
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${patientTally.n}), 0)::int` })
    .from(patientTally)
    .where(and(...conditions));
  return { total: Number(row?.n ?? 0), totalCapped: false };
}

/**
 * A page of the list. The page's ids are chosen first (an index-only scan for the name and creation
 * orders, however deep the page), then their rows are read. The total: the database's tally for a
 * practice-wide list, a search's matches counted in the same scan (`count(*) over ()`: searches match
 * few rows), otherwise a count up to the cap.
 */
export async function listPatients(ctx: ServiceContext, input: PatientListQuery): Promise<PatientPage> {
  const query = patientListQuerySchema.parse(input);
  const scope = visiblePatients(ctx);
  const where = listWhere(ctx, query);
  const order = orderOf(query.sort, query.q);
  return readPatients(
    ctx,
    'patient.list',
    async (tx) => {
      const hits = query.q
        ? tx.db
            .select({
              id: patient.id,
              lastName: patient.lastName,
              firstName: patient.firstName,
              lastVisitAt: patient.lastVisitAt,
              createdAt: patient.createdAt,
              searchText: patient.searchText,
            })
            .from(patient)
            .where(where)
            .limit(UNLIMITED)
            .as('hits')
        : null;
      const ids = (
        hits
          ? tx.db
              .select({
                id: sql<string>`${hits.id}`.as('page_id'),
                matches: sql<number>`count(*) over ()`.as('matches'),
              })
              .from(hits)
              .orderBy(...orderOf(query.sort, query.q, hits))
          : tx.db
              .select({ id: sql<string>`${patient.id}`.as('page_id') })
              .from(patient)
              .where(where)
              .orderBy(...order)
      )
        .limit(query.pageSize + 1)
        .offset(pageOffset(query))
        .as('page_ids');
      const rows = await tx.db
        .select({
          ...LIST_COLUMNS,
          matches: sql<number | null>`${query.q ? sql`page_ids.matches` : sql`null`}`,
        })
        .from(patient)
        .innerJoin(ids, sql`${patient.id} = page_ids.page_id`)
        .orderBy(...order);
      const matches = rows[0]?.matches;
      const counted =
        matches != null && Number(matches) <= LIST_COUNT_CAP
          ? { total: Number(matches), totalCapped: false }
          : ((await tallied(tx, scope, query)) ?? (await cappedCount(tx.db, patient, where)));
      return numberedPage(query, rows, counted, ({ matches: _, ...row }) => toListItem(row));
    },
    (page) => page.items.map((p) => p.id),
  );
}

export async function getPatient(ctx: ServiceContext, id: string): Promise<Patient> {
  return readPatients(
    ctx,
    'patient.read',
    async (tx) => {
      const row = await findVisiblePatient(tx, id);
      const shown = toPatient(row);
      // a reader from outside the practice (a laboratory, an insurer, another practice) reads under a
      // grant: demographics alone do not carry the clinical lines of the record (conditions,
      // medications, allergies, notes: `consultations`) nor its measures (`vitals`) (ADR 0044)
      if (!ctx.organization || ctx.organization.id === row.organizationId) return shown;
      const may = async (category: 'consultations' | 'vitals') =>
        findVisiblePatient(tx, id, { category }).then(
          () => true,
          () => false,
        );
      const clinical = await may('consultations');
      const measures = await may('vitals');
      return {
        ...shown,
        ...(clinical
          ? {}
          : { medicalConditions: [], medications: [], allergies: { allergens: [], other: [] }, notes: null }),
        ...(measures ? {} : { heightCm: null, weightKg: null }),
      };
    },
    (p) => [p.id],
  );
}

/**
 * The plan limit (Starter: STARTER_PATIENT_LIMIT active patients; Professional and Enterprise: none).
 * Locks the organization row so two concurrent creations cannot both take the last place.
 */
export async function assertRoomForActive(
  ctx: ServiceContext,
  organizationId: string,
  adding: number,
): Promise<void> {
  const [org] = await ctx.db
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .for('update');
  if (org?.plan !== 'starter') return;
  const active = await countActive(ctx, organizationId);
  if (active + adding > STARTER_PATIENT_LIMIT) {
    throw new AppError(
      'PATIENT_LIMIT_REACHED',
      `The Starter plan allows ${STARTER_PATIENT_LIMIT} active patients. Deactivate a patient or upgrade to Professional for unlimited patients.`,
      { limit: STARTER_PATIENT_LIMIT, active, plan: org.plan },
    );
  }
}

export async function countActive(ctx: ServiceContext, organizationId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(patient)
    .where(
      and(
        eq(patient.organizationId, organizationId),
        eq(patient.status, 'active'),
        isNull(patient.deletedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function planLimitOf(
  ctx: ServiceContext,
  organizationId: string,
): Promise<{ name: 'starter' | 'professional' | 'enterprise'; activeLimit: number | null }> {
  const [org] = await ctx.db
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, organizationId));
  const name = org?.plan ?? 'starter';
  return { name, activeLimit: name === 'starter' ? STARTER_PATIENT_LIMIT : null };
}

/**
 * The editable fields of the contract that are stored as they are, in columns of the same name (every
 * one but the allergies, stored in two columns, and the last visit, an instant).
 */
const SAME_NAMED = Object.keys(patientUpdateSchema.shape).filter(
  (k) => k !== 'allergies' && k !== 'lastVisitAt',
) as (keyof ReturnType<typeof patientUpdateSchema.parse> & keyof typeof patient.$inferInsert)[];

/** The columns a create/update input sets (undefined: untouched). */
export function columnsOf(input: ReturnType<typeof patientUpdateSchema.parse>) {
  const v: Partial<typeof patient.$inferInsert> = {};
  for (const k of SAME_NAMED) if (input[k] !== undefined) (v as Record<string, unknown>)[k] = input[k];
  if (input.lastVisitAt !== undefined) v.lastVisitAt = input.lastVisitAt ? new Date(input.lastVisitAt) : null;
  if (input.allergies !== undefined) {
    v.allergies = input.allergies.allergens;
    v.allergiesOther = input.allergies.other;
  }
  return v;
}

async function assertEmailFree(
  ctx: ServiceContext,
  organizationId: string,
  email: string | null | undefined,
  except?: string,
) {
  if (!email) return;
  const [taken] = await ctx.db
    .select({ id: patient.id })
    .from(patient)
    .where(
      and(
        eq(patient.organizationId, organizationId),
        sql`lower(${patient.email}) = ${email.toLowerCase()}`,
        isNull(patient.deletedAt),
        except ? sql`${patient.id} <> ${except}` : sql`true`,
      ),
    );
  if (taken) throw fieldError({ email: 'emailTaken' });
}

/** Professionals of the organization among `userIds`; VALIDATION_FAILED for any other id. */
async function assertProfessionals(ctx: ServiceContext, organizationId: string, userIds: readonly string[]) {
  const wanted = [...new Set(userIds)];
  if (!wanted.length) return;
  const found = await ctx.db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        inArray(userRoles.userId, wanted),
        inArray(userRoles.role, [...PROFESSIONAL_ROLES]),
      ),
    );
  if (found.length !== wanted.length) throw fieldError({ careTeamUserIds: 'invalidOption' });
}

export async function createPatient(ctx: ServiceContext, raw: PatientCreateInput): Promise<Patient> {
  const input = patientCreateSchema.parse(raw);
  const scope = visiblePatients(ctx);
  const me = principalIn(ctx);
  const careTeam = new Set(input.careTeamUserIds ?? []);
  // a professional adding a patient is on their care team (or they could not see their own record)
  if (scope.careTeamUserId) careTeam.add(scope.careTeamUserId);
  return withTransaction(ctx, async (tx) => {
    if (input.status === 'active') await assertRoomForActive(tx, scope.organizationId, 1);
    await assertEmailFree(tx, scope.organizationId, input.email);
    await assertProfessionals(
      tx,
      scope.organizationId,
      [...careTeam].filter((id) => id !== scope.careTeamUserId),
    );
    let row: PatientRow;
    try {
      [row] = (await tx.db
        .insert(patient)
        .values({
          ...columnsOf(input),
          firstName: input.firstName,
          lastName: input.lastName,
          organizationId: scope.organizationId,
          status: input.status,
        })
        .returning()) as [PatientRow];
    } catch (err) {
      if (isUniqueViolation(err, 'patient_organization_id_email_unique'))
        throw fieldError({ email: 'emailTaken' });
      throw err;
    }
    if (careTeam.size) {
      await tx.db
        .insert(careTeamMember)
        .values(
          [...careTeam].map((userId) => ({ patientId: row.id, userId, addedByUserId: me?.userId ?? null })),
        );
    }
    await audit(tx, {
      action: 'patient.create',
      resourceType: 'patient',
      resourceId: row.id,
      patientId: row.id,
    });
    return toPatient(row);
  });
}

export async function updatePatient(
  ctx: ServiceContext,
  id: string,
  raw: PatientUpdateInput,
): Promise<Patient> {
  const input = patientUpdateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const current = await findVisiblePatient(tx, id, { lock: true });
    if (input.email !== undefined && input.email?.toLowerCase() !== current.email?.toLowerCase()) {
      await assertEmailFree(tx, current.organizationId, input.email, id);
    }
    let row: PatientRow;
    try {
      [row] = (await tx.db
        .update(patient)
        .set({ ...columnsOf(input), updatedAt: tx.now() })
        .where(eq(patient.id, id))
        .returning()) as [PatientRow];
    } catch (err) {
      if (isUniqueViolation(err, 'patient_organization_id_email_unique'))
        throw fieldError({ email: 'emailTaken' });
      throw err;
    }
    await audit(tx, { action: 'patient.update', resourceType: 'patient', resourceId: id, patientId: id });
    return toPatient(row);
  });
}

export async function setPatientStatus(
  ctx: ServiceContext,
  id: string,
  status: 'active' | 'inactive',
): Promise<Patient> {
  return withTransaction(ctx, async (tx) => {
    const current = await findVisiblePatient(tx, id, { lock: true });
    if (current.status === status) return toPatient(current);
    if (status === 'active') await assertRoomForActive(tx, current.organizationId, 1);
    const [row] = await tx.db
      .update(patient)
      .set({ status, updatedAt: tx.now() })
      .where(eq(patient.id, id))
      .returning();
    await audit(tx, {
      action: status === 'active' ? 'patient.reactivate' : 'patient.deactivate',
      resourceType: 'patient',
      resourceId: id,
      patientId: id,
    });
    return toPatient(row!);
  });
}

/**
 * Soft delete: the record disappears from every query, its pending invitations stop working; the
 * row and its audit history stay (the audit trail names it by id).
 */
export async function deletePatient(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await findVisiblePatient(tx, id, { lock: true });
    await tx.db.update(patient).set({ deletedAt: tx.now(), updatedAt: tx.now() }).where(eq(patient.id, id));
    await tx.db
      .update(patientInvitation)
      .set({ revokedAt: tx.now() })
      .where(
        and(
          eq(patientInvitation.patientId, id),
          isNull(patientInvitation.acceptedAt),
          isNull(patientInvitation.revokedAt),
        ),
      );
    await audit(tx, { action: 'patient.delete', resourceType: 'patient', resourceId: id, patientId: id });
  });
}

/* ---------------------------------------------------------------- care team */

async function careTeamOf(
  ctx: ServiceContext,
  patientId: string,
  organizationId: string,
): Promise<CareTeamMember[]> {
  const rows = await ctx.db
    .select({
      userId: careTeamMember.userId,
      name: user.name,
      email: user.email,
      addedAt: careTeamMember.addedAt,
      roles: sql<
        string[]
      >`coalesce((select array_agg(distinct ${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${careTeamMember.userId} and ${userRoles.organizationId} = ${organizationId} and ${userRoles.role} in ('dietitian', 'medical', 'fitness')), '{}')`,
    })
    .from(careTeamMember)
    .innerJoin(user, eq(user.id, careTeamMember.userId))
    .where(eq(careTeamMember.patientId, patientId))
    .orderBy(asc(careTeamMember.addedAt), asc(user.name));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    email: r.email,
    roles: r.roles as CareTeamMember['roles'],
    addedAt: r.addedAt.toISOString(),
  }));
}

export async function getCareTeam(ctx: ServiceContext, patientId: string): Promise<CareTeamMember[]> {
  return readPatients(
    ctx,
    'patient.care_team.read',
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId);
      return { id: p.id, items: await careTeamOf(tx, p.id, p.organizationId) };
    },
    (r) => [r.id],
  ).then((r) => r.items);
}

/** A change of a patient's care team with its audit event, in one transaction; answers the team after it. */
function changeCareTeam(
  ctx: ServiceContext,
  patientId: string,
  userId: string,
  action: 'add' | 'remove',
  change: (tx: ServiceContext, p: { id: string; organizationId: string }) => Promise<void>,
): Promise<CareTeamMember[]> {
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { lock: true });
    await change(tx, p);
    await audit(tx, {
      action: `patient.care_team.${action}`,
      resourceType: 'user',
      resourceId: userId,
      patientId: p.id,
    });
    return careTeamOf(tx, p.id, p.organizationId);
  });
}

export function addToCareTeam(
  ctx: ServiceContext,
  patientId: string,
  userId: string,
): Promise<CareTeamMember[]> {
  return changeCareTeam(ctx, patientId, userId, 'add', async (tx, p) => {
    await assertProfessionals(tx, p.organizationId, [userId]).catch(() => {
      throw fieldError({ userId: 'invalidOption' });
    });
    await tx.db
      .insert(careTeamMember)
      .values({ patientId: p.id, userId, addedByUserId: actorUserId(tx) })
      .onConflictDoNothing();
  });
}

export function removeFromCareTeam(
  ctx: ServiceContext,
  patientId: string,
  userId: string,
): Promise<CareTeamMember[]> {
  return changeCareTeam(ctx, patientId, userId, 'remove', async (tx, p) => {
    const removed = await tx.db
      .delete(careTeamMember)
      .where(and(eq(careTeamMember.patientId, p.id), eq(careTeamMember.userId, userId)))
      .returning({ userId: careTeamMember.userId });
    if (!removed.length) throw new AppError('NOT_FOUND');
  });
}

/** The professionals of the caller's practice who can join a care team. */
export async function careTeamCandidates(ctx: ServiceContext): Promise<CareTeamCandidate[]> {
  const scope = visiblePatients(ctx);
  const rows = await ctx.db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      roles: sql<string[]>`array_agg(distinct ${userRoles.role} order by ${userRoles.role})`,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(
      membership,
      and(eq(membership.userId, userRoles.userId), eq(membership.organizationId, scope.organizationId)),
    )
    .where(
      and(
        eq(userRoles.organizationId, scope.organizationId),
        inArray(userRoles.role, [...PROFESSIONAL_ROLES]),
      ),
    )
    .groupBy(user.id, user.name, user.email)
    .orderBy(asc(user.name));
  return rows.map((r) => ({ ...r, roles: r.roles as CareTeamCandidate['roles'] }));
}

/* ---------------------------------------------------------------- analytics */

/**
 * Counts over the patients the caller sees (the same scope as the list): by status, new per month
 * (the last 12, oldest first), age bands and gender. Aggregates only: no patient record is returned,
 * so one `patient.analytics` event records the read.
 */
export async function patientAnalytics(ctx: ServiceContext): Promise<PatientAnalytics> {
  const scope = visiblePatients(ctx);
  const now = ctx.now();
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const today = now.toISOString().slice(0, 10);
  return withTransaction(ctx, async (tx) => {
    const [status, months, ages, genders] = await Promise.all([
      tx.db
        .select({ status: patient.status, n: sql<number>`count(*)::int` })
        .from(patient)
        .where(scope.where)
        .groupBy(patient.status),
      tx.db
        .select({
          month: sql<string>`to_char(date_trunc('month', ${patient.createdAt} at time zone 'UTC'), 'YYYY-MM')`,
          n: sql<number>`count(*)::int`,
        })
        .from(patient)
        .where(and(scope.where, sql`${patient.createdAt} >= ${firstMonth.toISOString()}`))
        .groupBy(sql`1`),
      tx.db
        .select({
          age: sql<number | null>`extract(year from age(${today}::date, ${patient.dateOfBirth}))::int`,
          n: sql<number>`count(*)::int`,
        })
        .from(patient)
        .where(scope.where)
        .groupBy(sql`1`),
      tx.db
        .select({ gender: patient.gender, n: sql<number>`count(*)::int` })
        .from(patient)
        .where(scope.where)
        .groupBy(patient.gender),
    ]);
    const byStatus = { active: 0, inactive: 0, total: 0 };
    for (const r of status) {
      byStatus[r.status] = Number(r.n);
      byStatus.total += Number(r.n);
    }
    const perMonth = new Map(months.map((m) => [m.month, Number(m.n)]));
    const newPerMonth = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1));
      const month = d.toISOString().slice(0, 7);
      return { month, count: perMonth.get(month) ?? 0 };
    });
    const bands = new Map<(typeof AGE_BANDS)[number], number>(AGE_BANDS.map((b) => [b, 0]));
    for (const r of ages) bands.set(ageBand(r.age), (bands.get(ageBand(r.age)) ?? 0) + Number(r.n));
    const genderCounts = new Map<string, number>();
    for (const r of genders) genderCounts.set(r.gender ?? 'unknown', Number(r.n));
    const organizationId = scope.organizationId;
    await audit(tx, {
      action: 'patient.analytics',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return {
      byStatus,
      newPerMonth,
      ageBands: AGE_BANDS.map((band) => ({ band, count: bands.get(band) ?? 0 })),
      gender: [...GENDERS, 'unknown' as const].map((g) => ({ gender: g, count: genderCounts.get(g) ?? 0 })),
      plan: await planLimitOf(tx, organizationId),
    };
  });
}

export function ageBand(age: number | null): (typeof AGE_BANDS)[number] {
  if (age === null || age === undefined || Number.isNaN(age)) return 'unknown';
  if (age < 18) return '0-17';
  if (age < 30) return '18-29';
  if (age < 45) return '30-44';
  if (age < 60) return '45-59';
  if (age < 75) return '60-74';
  return '75+';
}
