/**
 * Referrals (ADR 0042). A professional refers a patient of their care team to another professional
 * or practice; the recipient accepts (the patient joins their care team, in their practice's
 * patients), declines with a reason or asks for more; books the visit from it; sends the closing
 * report back. Who sees a referral is decided in one place (`visibleReferrals`): the sending
 * practice's sender and the patient's care team there, and, once sent, the recipient (the
 * professional named, or the recipient practice's professionals of its kind). Anyone else: 404.
 * Sharing the chosen categories with a practice outside the patient's is the patient's decision: an
 * access request of the privacy module, on behalf of the recipient, that the patient approves on
 * their privacy screen (its approval writes the consent grant). Every state change is a
 * `referral_event` and a notification to the other side.
 */
import {
  type DataCategory,
  type PatientReferral,
  REFERRAL_OVERDUE_DAYS,
  REFERRAL_PAGE_SIZE,
  type Referral,
  type ReferralCompleteInput,
  type ReferralDeclineInput,
  type ReferralEventKind,
  type ReferralInput,
  type ReferralListQuery,
  type ReferralNoteInput,
  type ReferralPage,
  type ReferralRecipient,
  type ReferralScheduleInput,
  type ReferralShareState,
  type ReferralStatus,
  type Role,
  referralCompleteInputSchema,
  referralDeclineInputSchema,
  referralInputSchema,
  referralListQuerySchema,
  referralNoteInputSchema,
  referralRecipientQuerySchema,
  referralScheduleInputSchema,
} from '@verdant/shared';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  accessRequest,
  appointment,
  careTeamMember,
  organization,
  patient,
  providerProfile,
  referral,
  referralEvent,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { createAppointment } from '../appointments/index.ts';
import { notify } from '../notifications/index.ts';
import { findVisiblePatient, insertPatient, joinCareTeam } from '../patients/index.ts';
import { createAccessRequest } from '../privacy/index.ts';
import { emitWebhookEvent } from '../integrations/index.ts';

type Row = typeof referral.$inferSelect;
export const REFERRAL_ROLES = ['dietitian', 'medical', 'fitness'] as const satisfies Role[];
const DAY = 86_400_000;

interface Caller {
  userId: string;
  organizationId: string;
  kinds: string[];
}

export function caller(ctx: ServiceContext): Caller {
  const org = activeOrganization(ctx, ['practice']);
  const principal = principalIn(ctx)!;
  const kinds = principal.roles.filter((r) => (REFERRAL_ROLES as readonly string[]).includes(r));
  if (kinds.length === 0) throw new AppError('FORBIDDEN');
  return { userId: principal.userId, organizationId: org.id, kinds };
}

/**
 * The sending side: the sender, or a care-team member of the patient in the sending practice (not
 * the colleague it is addressed to: theirs is the receiving side).
 */
export function outgoing(c: Caller): SQL {
  return sql`(${referral.organizationId} = ${c.organizationId} and ${referral.recipientUserId} is distinct from ${c.userId} and (${referral.senderUserId} = ${c.userId} or exists (select 1 from ${careTeamMember} where ${careTeamMember.patientId} = ${referral.patientId} and ${careTeamMember.userId} = ${c.userId})))`;
}

/** The receiving side, once sent: the professional named, or the practice's professionals of its kind. */
export function incoming(c: Caller): SQL {
  const kinds = sql.join(
    c.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`(${referral.recipientOrganizationId} = ${c.organizationId} and ${referral.status} <> 'draft' and (${referral.recipientUserId} = ${c.userId} or (${referral.recipientUserId} is null and ${referral.recipientKind} in (${kinds}))))`;
}

/** Every referral the caller may see (the one place that decides it). */
function visibleReferrals(c: Caller): SQL {
  return sql`(${outgoing(c)} or ${incoming(c)})`;
}

const overdueSql = sql`(${referral.status} = 'sent' and ${referral.sentAt} < now() - make_interval(days => ${REFERRAL_OVERDUE_DAYS}))`;

function isOverdue(r: Row, now: Date): boolean {
  return (
    r.status === 'sent' && !!r.sentAt && now.getTime() - r.sentAt.getTime() > REFERRAL_OVERDUE_DAYS * DAY
  );
}

/* ---------------------------------------------------------------- reading */

async function shareOf(
  ctx: ServiceContext,
  rows: readonly Row[],
): Promise<Map<string, { state: ReferralShareState; grantedCategories: DataCategory[] }>> {
  const ids = rows.flatMap((r) => (r.accessRequestId ? [r.accessRequestId] : []));
  const requests = ids.length
    ? await ctx.db
        .select({
          id: accessRequest.id,
          status: accessRequest.status,
          granted: accessRequest.grantedCategories,
          expiresAt: accessRequest.expiresAt,
        })
        .from(accessRequest)
        .where(inArray(accessRequest.id, ids))
    : [];
  const out = new Map<string, { state: ReferralShareState; grantedCategories: DataCategory[] }>();
  for (const r of rows) {
    if (r.categories.length === 0) out.set(r.id, { state: 'none', grantedCategories: [] });
    else if (r.recipientOrganizationId === r.organizationId)
      out.set(r.id, { state: 'care_team', grantedCategories: [] });
    else {
      const q = requests.find((x) => x.id === r.accessRequestId);
      if (!q) out.set(r.id, { state: r.status === 'draft' ? 'none' : 'expired', grantedCategories: [] });
      else {
        const state: ReferralShareState =
          q.status === 'pending' && q.expiresAt <= ctx.now()
            ? 'expired'
            : q.status === 'pending'
              ? 'pending'
              : q.status;
        out.set(r.id, { state, grantedCategories: q.status === 'approved' ? q.granted : [] });
      }
    }
  }
  return out;
}

async function toReferrals(ctx: ServiceContext, rows: readonly Row[], c: Caller | null, withEvents: boolean) {
  if (rows.length === 0) return [];
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.senderUserId, r.recipientUserId].filter((x): x is string => !!x))),
  ];
  const people = userIds.length
    ? await ctx.db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds))
    : [];
  const orgIds = [...new Set(rows.flatMap((r) => [r.organizationId, r.recipientOrganizationId]))];
  const orgs = await ctx.db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.id, orgIds));
  const patients = await ctx.db
    .select({
      id: patient.id,
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
    })
    .from(patient)
    .where(
      inArray(
        patient.id,
        rows.map((r) => r.patientId),
      ),
    );
  const appts = rows.flatMap((r) => (r.appointmentId ? [r.appointmentId] : []));
  const starts = appts.length
    ? await ctx.db
        .select({ id: appointment.id, start: appointment.startsAt })
        .from(appointment)
        .where(inArray(appointment.id, appts))
    : [];
  const events = withEvents
    ? await ctx.db
        .select({
          referralId: referralEvent.referralId,
          kind: referralEvent.kind,
          note: referralEvent.note,
          at: referralEvent.at,
          actorName: user.name,
        })
        .from(referralEvent)
        .leftJoin(user, eq(user.id, referralEvent.actorUserId))
        .where(
          inArray(
            referralEvent.referralId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(referralEvent.at), asc(referralEvent.id))
    : [];
  const shares = await shareOf(ctx, rows);
  const name = (id: string | null) => people.find((p) => p.id === id)?.name ?? null;
  const orgName = (id: string) => orgs.find((o) => o.id === id)?.name ?? '—';
  const now = ctx.now();
  return rows.map((r) => {
    const p = patients.find((x) => x.id === r.patientId);
    const sending = !!c && r.organizationId === c.organizationId && !isIncomingFor(r, c);
    const a = starts.find((x) => x.id === r.appointmentId);
    return {
      id: r.id,
      direction: sending ? ('outgoing' as const) : ('incoming' as const),
      status: r.status,
      urgency: r.urgency,
      recipientKind: r.recipientKind,
      reason: r.reason,
      question: r.question,
      categories: r.categories,
      patient: {
        name: p ? `${p.firstName} ${p.lastName}` : '—',
        dateOfBirth: p?.dateOfBirth ?? null,
        recordId: sending ? r.patientId : r.recipientPatientId,
      },
      sender: {
        userId: r.senderUserId,
        name: name(r.senderUserId) ?? '—',
        organizationId: r.organizationId,
        organizationName: orgName(r.organizationId),
      },
      recipient: {
        userId: r.recipientUserId,
        name: name(r.recipientUserId) ?? orgName(r.recipientOrganizationId),
        organizationId: r.recipientOrganizationId,
        organizationName: orgName(r.recipientOrganizationId),
      },
      share: shares.get(r.id)!,
      infoRequested: r.infoRequested,
      declineReason: r.declineReason,
      closingReport: r.closingReport,
      appointment: a ? { id: a.id, start: a.start.toISOString() } : null,
      overdue: isOverdue(r, now),
      sentAt: r.sentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      events: events
        .filter((e) => e.referralId === r.id)
        .map((e) => ({ kind: e.kind, actorName: e.actorName ?? '—', note: e.note, at: e.at.toISOString() })),
    };
  });
}

/** The caller receives this referral (a referral within one practice: the recipient is the one named). */
function isIncomingFor(r: Row, c: Caller): boolean {
  if (r.recipientOrganizationId !== c.organizationId || r.status === 'draft') return false;
  if (r.senderUserId === c.userId) return false;
  return r.recipientUserId ? r.recipientUserId === c.userId : c.kinds.includes(r.recipientKind);
}

export async function listReferrals(ctx: ServiceContext, input: ReferralListQuery): Promise<ReferralPage> {
  const c = caller(ctx);
  const q = referralListQuerySchema.parse(input);
  const box = q.box === 'inbox' ? incoming(c) : outgoing(c);
  const filters = [
    box,
    q.status ? eq(referral.status, q.status) : sql`true`,
    q.overdue ? overdueSql : sql`true`,
  ];
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select()
        .from(referral)
        .where(and(...filters))
        .orderBy(desc(sql`coalesce(${referral.sentAt}, ${referral.createdAt})`), desc(referral.id))
        .limit(REFERRAL_PAGE_SIZE)
        .offset((q.page - 1) * REFERRAL_PAGE_SIZE);
      const [count] = await tx.db
        .select({
          total: sql<number>`count(*) filter (where ${and(...filters)})::int`,
          overdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
        })
        .from(referral)
        .where(box);
      const items = (await toReferrals(tx, rows, c, false)).map(
        ({ events: _e, closingReport: _r, ...rest }) => rest,
      );
      return {
        items,
        total: Number(count?.total ?? 0),
        page: q.page,
        pageSize: REFERRAL_PAGE_SIZE,
        overdue: Number(count?.overdue ?? 0),
        patientIds: rows.map((r) => r.patientId),
      };
    },
    (page) =>
      page.patientIds.map((id) => ({ action: 'referral.list', resourceType: 'referral', patientId: id })),
  ).then(({ patientIds: _p, ...page }) => page);
}

async function loadVisible(ctx: ServiceContext, c: Caller, id: string, lock = false): Promise<Row> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(referral)
    .where(and(eq(referral.id, id), visibleReferrals(c)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getReferral(ctx: ServiceContext, id: string): Promise<Referral> {
  const c = caller(ctx);
  return readAudited(
    ctx,
    async (tx) => {
      const row = await loadVisible(tx, c, id);
      const [out] = await toReferrals(tx, [row], c, true);
      return { ...out!, patientId: row.patientId };
    },
    (r) => [{ action: 'referral.read', resourceType: 'referral', resourceId: r.id, patientId: r.patientId }],
  ).then(({ patientId: _p, ...r }) => r);
}

/* ---------------------------------------------------------------- recipients */

/**
 * Whom one may refer to: the caller's colleagues (professionals of their practice), the directory's
 * published professionals of other practices, and practices themselves. `q` matches names.
 */
export async function listRecipients(
  ctx: ServiceContext,
  input: { q?: string | undefined; kind?: string | undefined },
): Promise<ReferralRecipient[]> {
  const c = caller(ctx);
  const q = referralRecipientQuerySchema.parse(input);
  const like = q.q ? `%${q.q.toLowerCase()}%` : null;
  const kinds = q.kind ? [q.kind] : [...REFERRAL_ROLES];
  const found = await ctx.db
    .select({
      userId: user.id,
      name: user.name,
      kind: userRoles.role,
      organizationId: organization.id,
      organizationName: organization.name,
      city: providerProfile.city,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(organization, eq(organization.id, userRoles.organizationId))
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .where(
      and(
        inArray(userRoles.role, kinds),
        eq(organization.kind, 'practice'),
        eq(organization.status, 'active'),
        isNull(user.disabledAt),
        ne(user.id, c.userId),
        sql`(${organization.id} = ${c.organizationId} or ${providerProfile.published} = true)`,
        like
          ? sql`(lower(${user.name}) like ${like} or lower(coalesce(${providerProfile.displayName}, '')) like ${like} or lower(${organization.name}) like ${like})`
          : sql`true`,
      ),
    )
    .orderBy(sql`${organization.id} <> ${c.organizationId}`, user.name)
    .limit(100);
  // one line per professional and kind (a second membership row is the same person)
  const people = found
    .filter(
      (p, i) =>
        found.findIndex(
          (x) => x.userId === p.userId && x.kind === p.kind && x.organizationId === p.organizationId,
        ) === i,
    )
    .slice(0, 50);
  const practices = await ctx.db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(
      and(
        eq(organization.kind, 'practice'),
        eq(organization.status, 'active'),
        ne(organization.id, c.organizationId),
        like ? sql`lower(${organization.name}) like ${like}` : sql`true`,
      ),
    )
    .orderBy(organization.name)
    .limit(20);
  return [
    ...people.map((p) => ({
      userId: p.userId,
      name: p.name,
      kind: p.kind as ReferralRecipient['kind'],
      organizationId: p.organizationId,
      organizationName: p.organizationName,
      city: p.city ?? null,
      colleague: p.organizationId === c.organizationId,
    })),
    ...practices.map((o) => ({
      userId: null,
      name: o.name,
      kind: null,
      organizationId: o.id,
      organizationName: o.name,
      city: null,
      colleague: false,
    })),
  ];
}

/* ---------------------------------------------------------------- changes */

async function record(
  tx: ServiceContext,
  r: Row,
  kind: ReferralEventKind,
  note: string | null = null,
): Promise<void> {
  await tx.db.insert(referralEvent).values({
    referralId: r.id,
    organizationId: r.organizationId,
    kind,
    actorUserId: principalIn(tx)?.userId ?? null,
    note,
    at: tx.now(),
  });
  await audit(tx, {
    action: `referral.${kind}`,
    resourceType: 'referral',
    resourceId: r.id,
    patientId: r.patientId,
  });
  await emitWebhookEvent(tx, r.organizationId, 'referral.changed', {
    referralId: r.id,
    patientId: r.patientId,
    change: kind,
  });
}

/** The users of the recipient side: the professional named, else the practice's professionals of the kind. */
async function recipientUsers(tx: ServiceContext, r: Row): Promise<string[]> {
  if (r.recipientUserId) return [r.recipientUserId];
  const rows = await tx.db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.organizationId, r.recipientOrganizationId), eq(userRoles.role, r.recipientKind)));
  return rows.map((x) => x.id);
}

/** Tells the other side of the referral (each state change: the sender, or the recipient side). */
async function tell(tx: ServiceContext, r: Row, titleKey: string, to: 'sender' | 'recipient'): Promise<void> {
  const me = principalIn(tx)?.userId;
  const users = to === 'sender' ? (r.senderUserId ? [r.senderUserId] : []) : await recipientUsers(tx, r);
  const [who] = me ? await tx.db.select({ name: user.name }).from(user).where(eq(user.id, me)) : [];
  await notify(
    tx,
    users
      .filter((u) => u !== me)
      .map((userId) => ({
        userId,
        kind: 'referral.update' as const,
        titleKey,
        params: { who: who?.name ?? '' },
        link: `/referrals/${r.id}`,
      })),
  );
}

function transition(r: Row, allowed: readonly ReferralStatus[], action: string): void {
  if (!allowed.includes(r.status))
    throw new AppError('REFERRAL_TRANSITION', undefined, { status: r.status, action });
}

function assertSender(r: Row, c: Caller): void {
  if (r.organizationId !== c.organizationId || isIncomingFor(r, c)) throw new AppError('FORBIDDEN');
}

function assertRecipient(r: Row, c: Caller): void {
  if (!isIncomingFor(r, c)) throw new AppError('FORBIDDEN');
}

/**
 * Sharing on sending: to a practice outside the patient's, the chosen categories become an access
 * request of the recipient practice that the patient approves (or not) on their privacy screen.
 */
async function requestShare(tx: ServiceContext, r: Row): Promise<string | null> {
  if (r.categories.length === 0 || r.recipientOrganizationId === r.organizationId) return null;
  const [p] = await tx.db
    .select({ email: user.email })
    .from(patient)
    .innerJoin(user, eq(user.id, patient.userId))
    .where(eq(patient.id, r.patientId));
  // without an account nobody can approve: nothing is shared
  if (!p) throw fieldError({ categories: 'patientNoAccount' });
  const [sender] = await tx.db
    .select({ name: user.name, org: organization.name })
    .from(user)
    .innerJoin(organization, eq(organization.id, r.organizationId))
    .where(eq(user.id, r.senderUserId ?? ''));
  const [recipientOrg] = await tx.db
    .select({ kind: organization.kind })
    .from(organization)
    .where(eq(organization.id, r.recipientOrganizationId));
  // the request is the recipient practice's: they are who will read the record once approved
  const onBehalf: ServiceContext = {
    ...tx,
    organization: { id: r.recipientOrganizationId, kind: recipientOrg?.kind ?? 'practice' },
  };
  await createAccessRequest(onBehalf, {
    email: p.email.toLowerCase(),
    categories: r.categories,
    purpose: 'care_coordination',
    reason: `Referral from ${sender?.name ?? '—'} (${sender?.org ?? '—'}): ${r.reason}`.slice(0, 1000),
  });
  const [made] = await tx.db
    .select({ id: accessRequest.id })
    .from(accessRequest)
    .where(
      and(
        eq(accessRequest.organizationId, r.recipientOrganizationId),
        sql`lower(${accessRequest.patientEmail}) = lower(${p.email})`,
        eq(accessRequest.status, 'pending'),
      ),
    )
    .orderBy(desc(accessRequest.createdAt))
    .limit(1);
  return made?.id ?? null;
}

async function send(tx: ServiceContext, r: Row): Promise<void> {
  const accessRequestId = await requestShare(tx, r);
  const [updated] = await tx.db
    .update(referral)
    .set({ status: 'sent', sentAt: tx.now(), updatedAt: tx.now(), accessRequestId })
    .where(eq(referral.id, r.id))
    .returning();
  await record(tx, updated!, 'sent');
  await tell(tx, updated!, 'referralSent', 'recipient');
}

export async function createReferral(ctx: ServiceContext, input: ReferralInput): Promise<Referral> {
  const c = caller(ctx);
  const q = referralInputSchema.parse(input);
  const id = await withTransaction(ctx, async (tx) => {
    // a patient of the caller's care team (their kind's view of demographics)
    const p = await findVisiblePatient(tx, q.patientId);
    const [org] = await tx.db
      .select({ id: organization.id })
      .from(organization)
      .where(
        and(
          eq(
            organization.id,
            isUuid(q.recipientOrganizationId)
              ? q.recipientOrganizationId
              : '00000000-0000-0000-0000-000000000000',
          ),
          eq(organization.kind, 'practice'),
          eq(organization.status, 'active'),
        ),
      );
    if (!org) throw fieldError({ recipientOrganizationId: 'recipientRequired' });
    if (q.recipientUserId) {
      if (q.recipientUserId === c.userId) throw fieldError({ recipientUserId: 'invalidOption' });
      const [role] = await tx.db
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(
          and(
            eq(userRoles.userId, q.recipientUserId),
            eq(userRoles.organizationId, org.id),
            eq(userRoles.role, q.recipientKind),
          ),
        );
      if (!role) throw fieldError({ recipientUserId: 'invalidOption' });
    } else if (org.id === c.organizationId) {
      // within the practice, a referral names its colleague
      throw fieldError({ recipientUserId: 'recipientRequired' });
    }
    const [row] = await tx.db
      .insert(referral)
      .values({
        organizationId: p.organizationId,
        patientId: p.id,
        senderUserId: c.userId,
        recipientOrganizationId: org.id,
        recipientUserId: q.recipientUserId ?? null,
        recipientKind: q.recipientKind,
        reason: q.reason,
        question: q.question,
        urgency: q.urgency,
        categories: q.categories,
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning();
    await record(tx, row!, 'created');
    if (q.send) await send(tx, row!);
    return row!.id;
  });
  return getReferral(ctx, id);
}

type Action = (tx: ServiceContext, r: Row, c: Caller) => Promise<void>;

async function act(ctx: ServiceContext, id: string, action: Action): Promise<Referral> {
  const c = caller(ctx);
  await withTransaction(ctx, async (tx) => {
    const r = await loadVisible(tx, c, id, true);
    await action(tx, r, c);
  });
  return getReferral(ctx, id);
}

const update = async (tx: ServiceContext, r: Row, set: Partial<typeof referral.$inferInsert>) => {
  const [row] = await tx.db
    .update(referral)
    .set({ ...set, updatedAt: tx.now() })
    .where(eq(referral.id, r.id))
    .returning();
  return row!;
};

export const sendReferral = (ctx: ServiceContext, id: string) =>
  act(ctx, id, async (tx, r, c) => {
    assertSender(r, c);
    transition(r, ['draft'], 'send');
    await send(tx, r);
  });

export const cancelReferral = (ctx: ServiceContext, id: string) =>
  act(ctx, id, async (tx, r, c) => {
    assertSender(r, c);
    transition(r, ['draft', 'sent', 'accepted', 'scheduled'], 'cancel');
    const row = await update(tx, r, { status: 'cancelled', infoRequested: false });
    await record(tx, row, 'cancelled');
    if (r.status !== 'draft') await tell(tx, row, 'referralCancelled', 'recipient');
  });

export const acceptReferral = (ctx: ServiceContext, id: string) =>
  act(ctx, id, async (tx, r, c) => {
    assertRecipient(r, c);
    transition(r, ['sent'], 'accept');
    // the patient joins the recipient's care team, in the recipient practice's patients
    let recordId = r.patientId;
    if (r.recipientOrganizationId !== r.organizationId) {
      const [source] = await tx.db.select().from(patient).where(eq(patient.id, r.patientId));
      if (!source) throw new AppError('NOT_FOUND');
      const [found] = source.email
        ? await tx.db
            .select({ id: patient.id })
            .from(patient)
            .where(
              and(
                eq(patient.organizationId, r.recipientOrganizationId),
                sql`lower(${patient.email}) = lower(${source.email})`,
                isNull(patient.deletedAt),
              ),
            )
        : [];
      recordId =
        found?.id ??
        (await insertPatient(tx.db, {
          organizationId: r.recipientOrganizationId,
          firstName: source.firstName,
          lastName: source.lastName,
          email: source.email as string,
          phone: source.phone,
          platformAccess: source.userId ? 'platform_user' : 'invite_pending',
          userId: source.userId,
        }));
      if (!found) {
        await audit(tx, {
          action: 'patient.create',
          resourceType: 'patient',
          resourceId: recordId,
          patientId: recordId,
        });
      }
    }
    await joinCareTeam(tx.db, recordId, c.userId);
    await audit(tx, {
      action: 'patient.care_team.add',
      resourceType: 'care_team',
      resourceId: c.userId,
      patientId: recordId,
    });
    const row = await update(tx, r, {
      status: 'accepted',
      recipientUserId: r.recipientUserId ?? c.userId,
      recipientPatientId: recordId,
      infoRequested: false,
      answeredAt: tx.now(),
    });
    await record(tx, row, 'accepted');
    await tell(tx, row, 'referralAccepted', 'sender');
  });

export const declineReferral = (ctx: ServiceContext, id: string, input: ReferralDeclineInput) => {
  const q = referralDeclineInputSchema.parse(input);
  return act(ctx, id, async (tx, r, c) => {
    assertRecipient(r, c);
    transition(r, ['sent'], 'decline');
    const row = await update(tx, r, {
      status: 'declined',
      declineReason: q.reason,
      infoRequested: false,
      answeredAt: tx.now(),
    });
    await record(tx, row, 'declined', q.reason);
    await tell(tx, row, 'referralDeclined', 'sender');
  });
};

export const requestInfo = (ctx: ServiceContext, id: string, input: ReferralNoteInput) => {
  const q = referralNoteInputSchema.parse(input);
  return act(ctx, id, async (tx, r, c) => {
    assertRecipient(r, c);
    transition(r, ['sent', 'accepted'], 'request-info');
    const row = await update(tx, r, { infoRequested: true, answeredAt: r.answeredAt ?? tx.now() });
    await record(tx, row, 'info_requested', q.note);
    await tell(tx, row, 'referralInfoRequested', 'sender');
  });
};

export const replyInfo = (ctx: ServiceContext, id: string, input: ReferralNoteInput) => {
  const q = referralNoteInputSchema.parse(input);
  return act(ctx, id, async (tx, r, c) => {
    assertSender(r, c);
    transition(r, ['sent', 'accepted', 'scheduled'], 'reply');
    const row = await update(tx, r, { infoRequested: false });
    await record(tx, row, 'info_provided', q.note);
    await tell(tx, row, 'referralInfoProvided', 'recipient');
  });
};

export const scheduleReferral = (ctx: ServiceContext, id: string, input: ReferralScheduleInput) => {
  const q = referralScheduleInputSchema.parse(input);
  return act(ctx, id, async (tx, r, c) => {
    assertRecipient(r, c);
    transition(r, ['accepted'], 'schedule');
    // the calendar's own booking, with the referred patient (the recipient's record) prefilled
    const booked = await createAppointment(tx, { ...q, patientId: r.recipientPatientId ?? '' });
    const row = await update(tx, r, { status: 'scheduled', appointmentId: booked.id });
    await record(tx, row, 'scheduled', booked.start);
    await tell(tx, row, 'referralScheduled', 'sender');
  });
};

export const completeReferral = (ctx: ServiceContext, id: string, input: ReferralCompleteInput) => {
  const q = referralCompleteInputSchema.parse(input);
  return act(ctx, id, async (tx, r, c) => {
    assertRecipient(r, c);
    transition(r, ['accepted', 'scheduled'], 'complete');
    const row = await update(tx, r, { status: 'completed', closingReport: q.report, infoRequested: false });
    await record(tx, row, 'completed');
    await tell(tx, row, 'referralCompleted', 'sender');
  });
};

/* ---------------------------------------------------------------- the patient */

export async function myReferrals(ctx: ServiceContext): Promise<PatientReferral[]> {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return readAudited(
    ctx,
    async (tx) => {
      const rows = await tx.db
        .select({ r: referral })
        .from(referral)
        .innerJoin(patient, eq(patient.id, referral.patientId))
        .where(
          and(eq(patient.userId, principal.userId), ne(referral.status, 'draft'), isNull(patient.deletedAt)),
        )
        .orderBy(desc(referral.sentAt))
        .limit(100);
      const list = await toReferrals(
        tx,
        rows.map((x) => x.r),
        null,
        true,
      );
      return list.map((x, i) => ({
        id: x.id,
        status: x.status,
        urgency: x.urgency,
        recipientKind: x.recipientKind,
        reason: x.reason,
        categories: x.categories,
        sender: x.sender,
        recipient: x.recipient,
        share: x.share,
        appointment: x.appointment,
        sentAt: x.sentAt,
        events: x.events,
        patientId: rows[i]!.r.patientId,
      }));
    },
    (list) =>
      list.map((x) => ({ action: 'referral.list', resourceType: 'referral', patientId: x.patientId })),
  ).then((list) => list.map(({ patientId: _p, ...x }) => x));
}
