/**
 * Lab orders (ADR 0031): the practice orders, the laboratory receives, works and results, the
 * clinician reviews. Every status change is a dated `lab_order_event` and an audit event in the same
 * transaction, and notifies the other side (notifications module: in-app, realtime and e-mail).
 *
 * Statuses: ordered → received → in_progress → partial | final → reviewed; cancelled (with a reason,
 * by either side) from ordered, received or in progress. Entering results moves an order to
 * `partial` (some analytes have a value) or `final` (all have); a correction supersedes the value it
 * corrects (kept, shown as superseded) and sends a reviewed order back to `final` for a new review.
 */
import { analytesOf, analyteName, analyteUnit, labOrderable } from '@verdant/clinical';
import {
  LAB_CANCELLABLE,
  LAB_FINISHED,
  type LabOrder,
  type LabOrderCreateInput,
  type LabOrderListItem,
  type LabOrderListQuery,
  type LabOrderPage,
  type LabOrderStatus,
  type LabOutsideResultInput,
  labCancelSchema,
  labOrderCreateSchema,
  labOrderListQuerySchema,
  labOrderNumber,
  labOutsideResultSchema,
  labReviewSchema,
  parseLabOrderNumber,
} from '@verdant/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  labOrder,
  labOrderEvent,
  labResult,
  membership,
  organization,
  patient,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { notify } from '../notifications/index.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { saveResults, toResult } from './results.ts';
import { findOrder, type LabOrderRow, orderWhere, type PatientRow, requireSide, type Side } from './scope.ts';

export const orderEntry = (action: string, o: { id: string; patientId: string }): AuditEntry => ({
  action,
  resourceType: 'lab_order',
  resourceId: o.id,
  patientId: o.patientId,
});

export const sexOf = (p: { gender: string | null }): 'M' | 'F' | null =>
  p.gender === 'female' ? 'F' : p.gender === 'male' ? 'M' : null;

async function namesOf(ctx: ServiceContext, table: 'user' | 'organization', ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map<string, string>();
  const rows =
    table === 'user'
      ? await ctx.db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted))
      : await ctx.db
          .select({ id: organization.id, name: organization.name })
          .from(organization)
          .where(inArray(organization.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const partyOf = (names: Map<string, string>, id: string | null) =>
  id && names.has(id) ? { id, name: names.get(id)! } : null;

/** The whole order as the API answers it (both sides see the same order). */
export async function loadOrder(ctx: ServiceContext, o: LabOrderRow, p: PatientRow): Promise<LabOrder> {
  const [results, events] = await Promise.all([
    ctx.db
      .select()
      .from(labResult)
      .where(eq(labResult.orderId, o.id))
      .orderBy(asc(labResult.enteredAt), asc(labResult.id)),
    ctx.db
      .select()
      .from(labOrderEvent)
      .where(eq(labOrderEvent.orderId, o.id))
      .orderBy(asc(labOrderEvent.at), asc(labOrderEvent.id)),
  ]);
  const users = await namesOf(ctx, 'user', [
    o.orderedByUserId,
    o.reviewedByUserId,
    ...events.map((e) => e.userId),
  ]);
  const orgs = await namesOf(ctx, 'organization', [o.organizationId, o.laboratoryId]);
  return {
    id: o.id,
    number: labOrderNumber(o.sequence),
    status: o.status,
    source: o.source,
    priority: o.priority,
    fasting: o.fasting,
    notes: o.notes,
    patient: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth ?? null,
      sex: sexOf(p),
    },
    practice: partyOf(orgs, o.organizationId) ?? { id: o.organizationId, name: '' },
    laboratory: partyOf(orgs, o.laboratoryId),
    outsideLaboratory: o.outsideLaboratory,
    orderedBy: partyOf(users, o.orderedByUserId),
    orderingClinician: o.orderingClinician,
    registeredByLab: o.registeredByLab,
    releasedAt: o.releasedAt?.toISOString() ?? null,
    codes: o.codes.map((code) => {
      const item = labOrderable(code);
      return { code, name: item?.name ?? code, kind: item?.kind ?? 'test' };
    }),
    analytes: o.analytes.map((loinc) => ({ loinc, name: analyteName(loinc), unit: analyteUnit(loinc) })),
    results: results.map(toResult),
    events: events.map((e) => ({
      status: e.status,
      at: e.at.toISOString(),
      by: e.userId ? (users.get(e.userId) ?? null) : null,
      note: e.note,
    })),
    reviewComment: o.reviewComment,
    reviewedBy: partyOf(users, o.reviewedByUserId),
    cancelReason: o.cancelReason,
    document:
      o.documentKey && o.documentName && o.documentType
        ? { filename: o.documentName, contentType: o.documentType, size: o.documentSize ?? 0 }
        : null,
    orderedAt: o.orderedAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- lists

export async function listOrders(
  ctx: ServiceContext,
  side: Side,
  input: LabOrderListQuery,
): Promise<LabOrderPage> {
  const q = labOrderListQuerySchema.parse(input);
  const conditions: SQL[] = [orderWhere(ctx, side)];
  if (q.patientId) conditions.push(isUuid(q.patientId) ? eq(labOrder.patientId, q.patientId) : sql`false`);
  if (q.priority !== 'all') conditions.push(eq(labOrder.priority, q.priority));
  const open = sql`exists (select 1 from ${labResult} where ${labResult.orderId} = ${labOrder.id} and ${labResult.status} = 'current' and ${labResult.flag} like 'critical%' and ${labResult.acknowledgedAt} is null)`;
  if (q.status === 'open') conditions.push(sql`${labOrder.status} not in ('final', 'reviewed', 'cancelled')`);
  else if (q.status === 'archive') conditions.push(inArray(labOrder.status, [...LAB_FINISHED]));
  else if (q.status === 'attention')
    conditions.push(
      side === 'practice'
        ? or(eq(labOrder.status, 'final'), open)!
        : sql`${labOrder.status} in ('received', 'in_progress', 'partial')`,
    );
  else if (q.status !== 'all') conditions.push(eq(labOrder.status, q.status));
  if (q.q) {
    const n = parseLabOrderNumber(q.q);
    const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      or(
        ilike(patient.firstName, like),
        ilike(patient.lastName, like),
        sql`(${patient.firstName} || ' ' || ${patient.lastName}) ilike ${like}`,
        ...(n !== null ? [eq(labOrder.sequence, n)] : []),
      )!,
    );
  }
  const where = and(...conditions)!;
  return readAudited(
    ctx,
    async (tx) => {
      const [rows, counted] = await Promise.all([
        tx.db
          .select({
            o: labOrder,
            firstName: patient.firstName,
            lastName: patient.lastName,
            abnormal: sql<number>`(select count(*)::int from ${labResult} where ${labResult.orderId} = ${labOrder.id} and ${labResult.status} = 'current' and ${labResult.flag} <> 'normal')`,
            criticalOpen: sql<number>`(select count(*)::int from ${labResult} where ${labResult.orderId} = ${labOrder.id} and ${labResult.status} = 'current' and ${labResult.flag} like 'critical%' and ${labResult.acknowledgedAt} is null)`,
          })
          .from(labOrder)
          .innerJoin(patient, eq(patient.id, labOrder.patientId))
          .where(where)
          .orderBy(desc(labOrder.orderedAt), desc(labOrder.id))
          .limit(q.pageSize + 1)
          .offset(pageOffset(q)),
        cappedCount(
          tx.db,
          tx.db
            .select({ one: sql`1` })
            .from(labOrder)
            .innerJoin(patient, eq(patient.id, labOrder.patientId))
            .where(where),
        ),
      ]);
      const users = await namesOf(
        tx,
        'user',
        rows.map((r) => r.o.orderedByUserId),
      );
      const orgs = await namesOf(
        tx,
        'organization',
        rows.flatMap((r) => [r.o.organizationId, r.o.laboratoryId]),
      );
      return numberedPage(
        q,
        rows,
        counted,
        ({ o, firstName, lastName, abnormal, criticalOpen }): LabOrderListItem => ({
          id: o.id,
          number: labOrderNumber(o.sequence),
          status: o.status,
          source: o.source,
          priority: o.priority,
          patient: { id: o.patientId, firstName, lastName },
          practice: partyOf(orgs, o.organizationId) ?? { id: o.organizationId, name: '' },
          laboratory: partyOf(orgs, o.laboratoryId),
          outsideLaboratory: o.outsideLaboratory,
          orderedBy: partyOf(users, o.orderedByUserId),
          orderingClinician: o.orderingClinician,
          codes: o.codes,
          abnormal: Number(abnormal),
          criticalOpen: Number(criticalOpen),
          orderedAt: o.orderedAt.toISOString(),
          updatedAt: o.updatedAt.toISOString(),
        }),
      );
    },
    (page) => page.items.map((o) => orderEntry('lab_order.list', { id: o.id, patientId: o.patient.id })),
  );
}

export async function getOrder(ctx: ServiceContext, side: Side, id: string): Promise<LabOrder> {
  return readAudited(
    ctx,
    async (tx) => {
      const { order, patient: p } = await findOrder(tx, side, id);
      return loadOrder(tx, order, p);
    },
    (o) => [orderEntry('lab_order.read', { id: o.id, patientId: o.patient.id })],
  );
}

/** Active laboratory organizations an order may be addressed to. */
export async function listLaboratories(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  requireSide(ctx, 'practice');
  activeOrganization(ctx, ['practice']);
  return ctx.db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(and(eq(organization.kind, 'laboratory'), eq(organization.status, 'active')))
    .orderBy(asc(organization.name));
}

// ---------------------------------------------------------------- notifying the other side

/** The users of a laboratory with the `lab` role. */
async function labUsers(ctx: ServiceContext, laboratoryId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(
      membership,
      and(eq(membership.userId, userRoles.userId), eq(membership.organizationId, userRoles.organizationId)),
    )
    .where(and(eq(userRoles.organizationId, laboratoryId), eq(userRoles.role, 'lab')));
  return rows.map((r) => r.id);
}

/** Where the order opens for a clinician: the dietitian's labs, else the patient's lab results tab. */
async function clinicianLink(ctx: ServiceContext, o: LabOrderRow, userId: string): Promise<string> {
  const [dietitian] = await ctx.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.organizationId, o.organizationId),
        eq(userRoles.role, 'dietitian'),
      ),
    );
  return dietitian ? `/dietitian/labs/${o.id}` : `/patients/${o.patientId}?tab=labs`;
}

/** Tells the other side of the order what happened (never the actor themself). */
export async function tell(
  ctx: ServiceContext,
  o: LabOrderRow,
  from: Side,
  titleKey: 'labOrderNew' | 'labOrderStatus' | 'labResultCritical' | 'labResultReady',
  status: LabOrderStatus,
): Promise<void> {
  const me = actorUserId(ctx);
  const number = labOrderNumber(o.sequence);
  const targets =
    from === 'practice'
      ? o.laboratoryId
        ? (await labUsers(ctx, o.laboratoryId)).map((id) => ({ id, link: `/lab/orders/${o.id}` }))
        : []
      : o.orderedByUserId
        ? [{ id: o.orderedByUserId, link: await clinicianLink(ctx, o, o.orderedByUserId) }]
        : [];
  await notify(
    ctx,
    targets
      .filter((t) => t.id !== me)
      .map((t) => ({
        userId: t.id,
        kind: 'lab.result' as const,
        titleKey,
        bodyKey: `labStatus.${status}`,
        params: { number },
        link: t.link,
        patientId: from === 'laboratory' ? o.patientId : null,
      })),
  );
}

/** Records a status change: the order's status, its dated event and the audit event. */
export async function moveTo(
  ctx: ServiceContext,
  o: LabOrderRow,
  to: LabOrderStatus,
  note = '',
  extra: Partial<typeof labOrder.$inferInsert> = {},
): Promise<LabOrderRow> {
  const now = ctx.now();
  // the automatic release to the patient counts from the moment results became final
  const finalAt = to === 'final' && o.status !== 'final' ? { finalAt: now } : {};
  const [row] = await ctx.db
    .update(labOrder)
    .set({ status: to, updatedAt: now, ...finalAt, ...extra })
    .where(eq(labOrder.id, o.id))
    .returning();
  await ctx.db.insert(labOrderEvent).values({
    orderId: o.id,
    organizationId: o.organizationId,
    status: to,
    userId: actorUserId(ctx),
    note,
    at: now,
  });
  await audit(ctx, orderEntry(`lab_order.${to}`, o));
  return row!;
}

function refuse(from: LabOrderStatus, to: LabOrderStatus): never {
  throw new AppError('LAB_ORDER_TRANSITION', undefined, { from, to });
}

// ---------------------------------------------------------------- the practice's side

export async function createOrder(ctx: ServiceContext, input: LabOrderCreateInput): Promise<LabOrder> {
  requireSide(ctx, 'practice');
  const parsed = labOrderCreateSchema.parse(input);
  const fields: Record<string, string> = {};
  parsed.codes.forEach((c, i) => {
    if (!labOrderable(c)) fields[`codes.${i}`] = 'invalidOption';
  });
  const [lab] = isUuid(parsed.laboratoryId)
    ? await ctx.db
        .select({ id: organization.id })
        .from(organization)
        .where(
          and(
            eq(organization.id, parsed.laboratoryId),
            eq(organization.kind, 'laboratory'),
            eq(organization.status, 'active'),
          ),
        )
    : [];
  if (!lab) fields.laboratoryId = 'invalidOption';
  // the patient first: another practice's id is NOT_FOUND before anything else is said
  await findVisiblePatient(ctx, parsed.patientId, { category: 'labs' });
  if (Object.keys(fields).length) throw fieldError(fields);
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, parsed.patientId, { lock: true, category: 'labs' });
    const now = tx.now();
    const [row] = await tx.db
      .insert(labOrder)
      .values({
        organizationId: p.organizationId,
        laboratoryId: lab!.id,
        patientId: p.id,
        source: 'order',
        status: 'ordered',
        priority: parsed.priority,
        fasting: parsed.fasting,
        codes: parsed.codes,
        analytes: analytesOf(parsed.codes),
        notes: parsed.notes,
        orderedByUserId: actorUserId(tx),
        orderedAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.db.insert(labOrderEvent).values({
      orderId: row!.id,
      organizationId: row!.organizationId,
      status: 'ordered',
      userId: actorUserId(tx),
      at: now,
    });
    await audit(tx, orderEntry('lab_order.create', row!));
    await tell(tx, row!, 'practice', 'labOrderNew', 'ordered');
    return loadOrder(tx, row!, p);
  });
}

/** An outside laboratory's report typed in by the clinician: saved as reviewed by them. */
export async function createOutsideResult(
  ctx: ServiceContext,
  input: LabOutsideResultInput,
): Promise<LabOrder> {
  requireSide(ctx, 'practice');
  const parsed = labOutsideResultSchema.parse(input);
  await findVisiblePatient(ctx, parsed.patientId, { category: 'labs' });
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, parsed.patientId, { lock: true, category: 'labs' });
    const collected = new Date(`${parsed.collectedOn}T12:00:00Z`);
    const loincs = [...new Set(parsed.results.map((r) => r.loinc))];
    const now = tx.now();
    const [row] = await tx.db
      .insert(labOrder)
      .values({
        organizationId: p.organizationId,
        laboratoryId: null,
        patientId: p.id,
        source: 'outside',
        status: 'reviewed',
        codes: loincs,
        analytes: loincs,
        notes: parsed.notes,
        outsideLaboratory: parsed.laboratoryName,
        orderedByUserId: actorUserId(tx),
        reviewedByUserId: actorUserId(tx),
        reviewedAt: now,
        orderedAt: collected,
        updatedAt: now,
      })
      .returning();
    await saveResults(tx, row!, p, parsed.results, { anyKnownTest: true, at: collected });
    await tx.db.insert(labOrderEvent).values({
      orderId: row!.id,
      organizationId: row!.organizationId,
      status: 'reviewed',
      userId: actorUserId(tx),
      note: parsed.laboratoryName,
      at: now,
    });
    await audit(tx, orderEntry('lab_order.outside_result', row!));
    await tellPatient(tx, row!, p);
    return loadOrder(tx, row!, p);
  });
}

async function tellPatient(ctx: ServiceContext, o: LabOrderRow, p: PatientRow): Promise<void> {
  // released to the patient: the practice's webhooks hear of it (ids only, ADR 0049)
  await emitWebhookEvent(ctx, o.organizationId, 'lab_result.released', { labOrderId: o.id, patientId: p.id });
  if (!p.userId) return;
  await notify(ctx, {
    userId: p.userId,
    kind: 'lab.result',
    titleKey: 'labResultReady',
    params: { number: labOrderNumber(o.sequence) },
    link: '/patient/labs',
    patientId: p.id,
    organizationId: o.organizationId,
  });
}

export async function reviewOrder(
  ctx: ServiceContext,
  id: string,
  input: { comment?: string },
): Promise<LabOrder> {
  const { comment } = labReviewSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const { order, patient: p } = await findOrder(tx, 'practice', id, { lock: true });
    if (order.status !== 'final') refuse(order.status, 'reviewed');
    const now = tx.now();
    const row = await moveTo(tx, order, 'reviewed', comment, {
      reviewComment: comment,
      reviewedByUserId: actorUserId(tx),
      reviewedAt: now,
    });
    // reviewing acknowledges what it reviewed
    await tx.db
      .update(labResult)
      .set({ acknowledgedAt: now, acknowledgedByUserId: actorUserId(tx) })
      .where(
        and(
          eq(labResult.orderId, order.id),
          isNull(labResult.acknowledgedAt),
          sql`${labResult.flag} like 'critical%'`,
        ),
      );
    await tell(tx, row, 'practice', 'labOrderStatus', 'reviewed');
    await tellPatient(tx, row, p);
    return loadOrder(tx, row, p);
  });
}

/** Acknowledges the critical results of an order (they stay highlighted until then). */
export async function acknowledgeCritical(ctx: ServiceContext, id: string): Promise<LabOrder> {
  return withTransaction(ctx, async (tx) => {
    const { order, patient: p } = await findOrder(tx, 'practice', id, { lock: true });
    const done = await tx.db
      .update(labResult)
      .set({ acknowledgedAt: tx.now(), acknowledgedByUserId: actorUserId(tx) })
      .where(
        and(
          eq(labResult.orderId, order.id),
          isNull(labResult.acknowledgedAt),
          sql`${labResult.flag} like 'critical%'`,
        ),
      )
      .returning({ id: labResult.id });
    if (done.length) await audit(tx, orderEntry('lab_order.critical_acknowledged', order));
    return loadOrder(tx, order, p);
  });
}

export async function cancelOrder(
  ctx: ServiceContext,
  side: Side,
  id: string,
  input: { reason: string },
): Promise<LabOrder> {
  const { reason } = labCancelSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const { order, patient: p } = await findOrder(tx, side, id, { lock: true });
    if (!LAB_CANCELLABLE.includes(order.status)) refuse(order.status, 'cancelled');
    const row = await moveTo(tx, order, 'cancelled', reason, { cancelReason: reason });
    await tell(tx, row, side, 'labOrderStatus', 'cancelled');
    return loadOrder(tx, row, p);
  });
}

// ---------------------------------------------------------------- the laboratory's side

/** The lab accepts an order (ordered → received) or starts working on it (received → in progress). */
export async function labMove(
  ctx: ServiceContext,
  id: string,
  to: 'received' | 'in_progress',
): Promise<LabOrder> {
  return withTransaction(ctx, async (tx) => {
    const { order, patient: p } = await findOrder(tx, 'laboratory', id, { lock: true });
    const from: LabOrderStatus = to === 'received' ? 'ordered' : 'received';
    if (order.status !== from) refuse(order.status, to);
    const row = await moveTo(tx, order, to);
    await tell(tx, row, 'laboratory', 'labOrderStatus', to);
    return loadOrder(tx, row, p);
  });
}

/** The patients of the orders addressed to the laboratory (name, birth date, sex; nothing else of the record). */
export async function listLabPatients(ctx: ServiceContext): Promise<
  {
    id: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    sex: 'M' | 'F' | null;
    practice: string;
    orders: number;
    lastOrderedAt: string;
  }[]
> {
  const where = orderWhere(ctx, 'laboratory');
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({
          id: patient.id,
          firstName: patient.firstName,
          lastName: patient.lastName,
          dateOfBirth: patient.dateOfBirth,
          gender: patient.gender,
          practice: organization.name,
          orders: sql<number>`count(*)::int`,
          lastOrderedAt: sql<Date>`max(${labOrder.orderedAt})`,
        })
        .from(labOrder)
        .innerJoin(patient, eq(patient.id, labOrder.patientId))
        .innerJoin(organization, eq(organization.id, labOrder.organizationId))
        .where(where)
        .groupBy(patient.id, organization.name)
        .orderBy(asc(patient.lastName), asc(patient.firstName))
        .limit(500);
      return rows.map((r) => ({
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        dateOfBirth: r.dateOfBirth ?? null,
        sex: sexOf(r),
        practice: r.practice,
        orders: Number(r.orders),
        lastOrderedAt: new Date(r.lastOrderedAt).toISOString(),
      }));
    },
    (items) =>
      items.map((p) => ({
        action: 'lab_patient.list',
        resourceType: 'patient',
        resourceId: p.id,
        patientId: p.id,
      })),
  );
}
