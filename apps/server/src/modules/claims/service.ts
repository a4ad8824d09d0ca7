/**
 * Insurance claims (CMS-1500 data, sent as an 837P) of a practice's invoices, and their adjudication
 * by the insurer organization they are addressed to.
 *
 * Two sides, two scopes, one rule (404 outside them, never 403 for a row):
 * - the practice: a claim is reached through its patient (`visiblePatients`): staff and practice
 *   administrators see every claim of the practice, dietitians and medical professionals those of
 *   their care teams' patients;
 * - the insurer: only claims addressed to its organization (`payer_organization_id`), and never a
 *   draft; an insurer organization sees nothing else of the practice or the patient.
 *
 * Statuses (shared `CLAIM_TRANSITIONS`): the practice submits a draft or a corrected rejected claim
 * and appeals a denied or partially paid one; the insurer accepts or rejects a submitted claim and
 * adjudicates an accepted or appealed one line by line (paid, partially paid or denied). Every change
 * is a dated `insurance_claim_event` and an audit event in the same transaction, and notifies the
 * other side. An adjudication posts the insurer's payment and contractual adjustment to the invoice,
 * whose remaining balance is the patient's.
 */
import {
  type AdjudicationInput,
  adjudicationInputSchema,
  type Claim,
  type ClaimAdjustment,
  type ClaimCreateInput,
  type ClaimListQuery,
  type ClaimPage,
  type ClaimStatus,
  type ClaimSummary,
  type ClaimUpdateInput,
  canMoveClaim,
  claimCreateSchema,
  claimListQuerySchema,
  claimNumberLabel,
  claimUpdateSchema,
  EDITABLE_CLAIM_STATUSES,
  INSURER_TODO,
  invoiceNumberLabel,
  isValidNpi,
  type Payer,
} from '@verdant/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  insuranceClaim,
  insuranceClaimEvent,
  insuranceClaimLine,
  invoice,
  membership,
  organization,
  patient,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { type AuditEntry, audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import {
  invoiceBalance,
  invoiceForClaim,
  nextNumber,
  profileRow,
  settleFromClaim,
} from '../billing/index.ts';
import { notify } from '../notifications/index.ts';
import { visiblePatients } from '../patients/index.ts';
import { build837P } from './x12.ts';

type ClaimRow = typeof insuranceClaim.$inferSelect;
type LineRow = typeof insuranceClaimLine.$inferSelect;
export type Side = 'practice' | 'insurer';

const entry = (action: string, c: { id: string; patientId: string }): AuditEntry => ({
  action,
  resourceType: 'insurance_claim',
  resourceId: c.id,
  patientId: c.patientId,
});

/** CARC reasons a patient owes (deductible, coinsurance, co-payment, non-covered): group PR; the rest CO. */
const PATIENT_OWES = new Set(['1', '2', '3', '27', '96', '109', '119', '204']);

/** Where-clause of the claims the caller sees (joins `patient`): their side's scope. */
export function claimWhere(ctx: ServiceContext, side: Side): SQL {
  if (side === 'insurer') {
    const org = activeOrganization(ctx, ['insurer']);
    return and(eq(insuranceClaim.payerOrganizationId, org.id), ne(insuranceClaim.status, 'draft'))!;
  }
  return and(
    visiblePatients(ctx, 'billing').where,
    eq(insuranceClaim.organizationId, patient.organizationId),
  )!;
}

async function findClaim(ctx: ServiceContext, side: Side, id: string, options: { lock?: boolean } = {}) {
  const where = claimWhere(ctx, side);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select({ claim: insuranceClaim, patient })
    .from(insuranceClaim)
    .innerJoin(patient, eq(patient.id, insuranceClaim.patientId))
    .where(and(eq(insuranceClaim.id, id), where));
  const [row] = options.lock ? await query.for('update', { of: insuranceClaim }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The payer id of an insurer organization: its billing details' own, else one derived from its id. */
const payerIdOf = (org: { id: string }, profile: { payerId: string | null }) =>
  profile.payerId || `VP${org.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** Active insurer organizations a claim may be addressed to. */
export async function listPayers(ctx: ServiceContext): Promise<Payer[]> {
  activeOrganization(ctx, ['practice']);
  const rows = await ctx.db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(and(eq(organization.kind, 'insurer'), eq(organization.status, 'active')))
    .orderBy(asc(organization.name));
  return Promise.all(rows.map(async (r) => ({ ...r, payerId: payerIdOf(r, await profileRow(ctx, r.id)) })));
}

async function payerOf(ctx: ServiceContext, id: string): Promise<Payer> {
  const [org] = await ctx.db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(and(eq(organization.id, id), eq(organization.kind, 'insurer'), eq(organization.status, 'active')));
  if (!org) throw fieldError({ payerOrganizationId: 'invalidOption' });
  return { ...org, payerId: payerIdOf(org, await profileRow(ctx, org.id)) };
}

function toSummary(
  c: ClaimRow,
  p: { id: string; firstName: string; lastName: string },
  names: { payer: string; practice: string; invoice: string },
  firstServiceDate: string | null,
): ClaimSummary {
  return {
    id: c.id,
    number: claimNumberLabel(c.sequence),
    status: c.status,
    patient: { id: p.id, firstName: p.firstName, lastName: p.lastName },
    payer: { id: c.payerOrganizationId, name: names.payer },
    practice: { id: c.organizationId, name: names.practice },
    invoice: { id: c.invoiceId, number: names.invoice },
    currency: c.currency,
    totalChargeMinor: c.totalChargeMinor,
    paidMinor: c.paidMinor,
    patientResponsibilityMinor: c.patientResponsibilityMinor,
    firstServiceDate,
    submittedAt: c.submittedAt?.toISOString() ?? null,
    updatedAt: c.updatedAt.toISOString(),
  };
}

const practiceOrg = sql`(select ${organization.name} from ${organization} where ${organization.id} = ${insuranceClaim.organizationId})`;
const payerOrg = sql`(select ${organization.name} from ${organization} where ${organization.id} = ${insuranceClaim.payerOrganizationId})`;
const invoiceSeq = sql<number>`(select ${invoice.sequence} from ${invoice} where ${invoice.id} = ${insuranceClaim.invoiceId})`;
const firstDate = sql<
  string | null
>`(select min(${insuranceClaimLine.serviceDate})::text from ${insuranceClaimLine} where ${insuranceClaimLine.claimId} = ${insuranceClaim.id})`;

export async function listClaims(ctx: ServiceContext, side: Side, raw: ClaimListQuery): Promise<ClaimPage> {
  const query = claimListQuerySchema.parse(raw);
  const conditions = [claimWhere(ctx, side)];
  if (query.status === 'todo') {
    conditions.push(
      inArray(
        insuranceClaim.status,
        side === 'insurer' ? [...INSURER_TODO] : ['draft', 'rejected', 'denied', 'partially_paid'],
      ),
    );
  } else if (query.status !== 'all') conditions.push(eq(insuranceClaim.status, query.status));
  if (query.patientId)
    conditions.push(isUuid(query.patientId) ? eq(insuranceClaim.patientId, query.patientId) : sql`false`);
  if (query.invoiceId)
    conditions.push(isUuid(query.invoiceId) ? eq(insuranceClaim.invoiceId, query.invoiceId) : sql`false`);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      sql`(lower(${patient.firstName} || ' ' || ${patient.lastName}) like ${like} or lower(${insuranceClaim.memberId}) like ${like}${digits ? sql` or ${insuranceClaim.sequence} = ${Number(digits.slice(0, 9))}` : sql``})`,
    );
  }
  const where = and(...conditions)!;
  return readAudited(
    ctx,
    async (tx) => {
      const [rows, counted] = await Promise.all([
        tx.db
          .select({
            claim: insuranceClaim,
            patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
            practice: sql<string>`${practiceOrg}`,
            payer: sql<string>`${payerOrg}`,
            invoiceSeq,
            firstDate,
          })
          .from(insuranceClaim)
          .innerJoin(patient, eq(patient.id, insuranceClaim.patientId))
          .where(where)
          .orderBy(desc(insuranceClaim.updatedAt), desc(insuranceClaim.id))
          .limit(query.pageSize + 1)
          .offset(pageOffset(query)),
        cappedCount(
          tx.db,
          tx.db
            .select({ one: sql`1` })
            .from(insuranceClaim)
            .innerJoin(patient, eq(patient.id, insuranceClaim.patientId))
            .where(where),
        ),
      ]);
      return numberedPage(query, rows, counted, (r) =>
        toSummary(
          r.claim,
          r.patient,
          {
            payer: r.payer,
            practice: r.practice,
            invoice: invoiceNumberLabel('invoice', Number(r.invoiceSeq)),
          },
          r.firstDate,
        ),
      );
    },
    (page) => page.items.map((c) => entry('insurance_claim.list', { id: c.id, patientId: c.patient.id })),
  );
}

function toLine(l: LineRow): Claim['lines'][number] {
  return {
    id: l.id,
    serviceDate: l.serviceDate,
    procedureCode: l.procedureCode,
    modifiers: l.modifiers,
    units: l.units,
    chargeMinor: l.chargeMinor,
    diagnosisPointers: l.diagnosisPointers,
    placeOfService: l.placeOfService,
    invoiceLineId: l.invoiceLineId,
    allowedMinor: l.allowedMinor,
    paidMinor: l.paidMinor,
    patientResponsibilityMinor: l.patientResponsibilityMinor,
    adjustments: l.adjustments,
  };
}

const genderOf = (g: string | null): 'F' | 'M' | 'U' => (g === 'female' ? 'F' : g === 'male' ? 'M' : 'U');

async function toClaim(
  ctx: ServiceContext,
  side: Side,
  c: ClaimRow,
  p: typeof patient.$inferSelect,
): Promise<Claim> {
  const [lines, events, names, payer] = await Promise.all([
    ctx.db
      .select()
      .from(insuranceClaimLine)
      .where(eq(insuranceClaimLine.claimId, c.id))
      .orderBy(asc(insuranceClaimLine.position)),
    ctx.db
      .select({ e: insuranceClaimEvent, by: user.name })
      .from(insuranceClaimEvent)
      .leftJoin(user, eq(user.id, insuranceClaimEvent.byUserId))
      .where(eq(insuranceClaimEvent.claimId, c.id))
      .orderBy(asc(insuranceClaimEvent.at), asc(insuranceClaimEvent.id)),
    ctx.db
      .select({
        practice: organization.name,
        invoiceSeq: sql<number>`(select ${invoice.sequence} from ${invoice} where ${invoice.id} = ${c.invoiceId})`,
      })
      .from(organization)
      .where(eq(organization.id, c.organizationId)),
    ctx.db
      .select({ id: organization.id, name: organization.name })
      .from(organization)
      .where(eq(organization.id, c.payerOrganizationId)),
  ]);
  const payerProfile = await profileRow(ctx, c.payerOrganizationId);
  const summary = toSummary(
    c,
    p,
    {
      payer: payer[0]?.name ?? '',
      practice: names[0]?.practice ?? '',
      invoice: invoiceNumberLabel('invoice', Number(names[0]?.invoiceSeq ?? 0)),
    },
    lines.map((l) => l.serviceDate).sort()[0] ?? null,
  );
  const billing = c.billingProvider ?? (await draftBillingProvider(ctx, c.organizationId));
  return {
    ...summary,
    patient: { ...summary.patient, dateOfBirth: p.dateOfBirth, gender: p.gender },
    payer: {
      id: c.payerOrganizationId,
      name: payer[0]?.name ?? '',
      payerId: payer[0] ? payerIdOf(payer[0], payerProfile) : '',
    },
    memberId: c.memberId,
    groupNumber: c.groupNumber,
    subscriber: c.subscriber,
    address: c.address,
    diagnosisCodes: c.diagnosisCodes,
    placeOfService: c.placeOfService,
    renderingProvider: c.renderingProvider,
    billingProvider: { name: billing.name, npi: billing.npi, taxId: billing.taxId },
    priorAuthorization: c.priorAuthorization,
    allowedMinor: c.allowedMinor,
    lines: lines.map(toLine),
    events: events.map(({ e, by }) => ({
      from: e.fromStatus,
      to: e.toStatus,
      at: e.at.toISOString(),
      by,
      side: e.side,
      note: e.note,
    })),
    adjudicatedAt: c.adjudicatedAt?.toISOString() ?? null,
    invoiceBalance: side === 'practice' ? await invoiceBalance(ctx, c.invoiceId) : null,
    version: c.version,
  };
}

/** The practice's billing details as a claim's billing provider (what is missing is reported at submission). */
async function draftBillingProvider(ctx: ServiceContext, organizationId: string) {
  const profile = await profileRow(ctx, organizationId);
  const [org] = await ctx.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return {
    name: profile.legalName || org?.name || '',
    npi: profile.npi,
    taxId: profile.taxId,
    address: {
      line1: profile.addressLine1,
      city: profile.city,
      state: profile.region,
      postalCode: profile.postalCode,
    },
    phone: profile.phone,
  };
}

export async function getClaim(ctx: ServiceContext, side: Side, id: string): Promise<Claim> {
  return readAudited(
    ctx,
    async (tx) => {
      const { claim, patient: p } = await findClaim(tx, side, id);
      return toClaim(tx, side, claim, p);
    },
    (c) => [
      entry(side === 'insurer' ? 'insurance_claim.read_by_insurer' : 'insurance_claim.read', {
        id: c.id,
        patientId: c.patient.id,
      }),
    ],
  );
}

/** The 837P file of a submitted claim (as it was sent). */
export async function claimFile(
  ctx: ServiceContext,
  side: Side,
  id: string,
): Promise<{ number: string; x12: string }> {
  return readAudited(
    ctx,
    async (tx) => {
      const { claim } = await findClaim(tx, side, id);
      if (!claim.x12)
        throw new AppError('CLAIM_TRANSITION', 'This claim has not been submitted yet.', {
          from: claim.status,
          to: 'submitted',
        });
      return { number: claimNumberLabel(claim.sequence), x12: claim.x12, claim };
    },
    (r) => [entry('insurance_claim.837p', r.claim)],
  ).then(({ number, x12 }) => ({ number, x12 }));
}

// ---------------------------------------------------------------- writes

async function recordEvent(
  ctx: ServiceContext,
  c: ClaimRow,
  side: Side,
  from: ClaimStatus | null,
  to: ClaimStatus,
  note: string | null = null,
): Promise<void> {
  await ctx.db.insert(insuranceClaimEvent).values({
    claimId: c.id,
    fromStatus: from,
    toStatus: to,
    side,
    byUserId: actorUserId(ctx),
    note,
    at: ctx.now(),
  });
  await audit(ctx, entry(`insurance_claim.${to}`, c));
}

/** Tells the other side (and the claim's author on the practice side) what happened. */
async function tell(ctx: ServiceContext, c: ClaimRow, side: Side, status: ClaimStatus): Promise<void> {
  const number = claimNumberLabel(c.sequence);
  const params = { claim: number, status };
  const users: { userId: string; link: string }[] = [];
  const insurerUsers = await ctx.db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(
      membership,
      and(eq(membership.userId, userRoles.userId), eq(membership.organizationId, userRoles.organizationId)),
    )
    .where(and(eq(userRoles.organizationId, c.payerOrganizationId), eq(userRoles.role, 'insurance')));
  const practiceUsers = c.createdByUserId ? [{ id: c.createdByUserId }] : [];
  const targets = side === 'practice' ? insurerUsers : practiceUsers;
  for (const t of targets) {
    if (t.id === actorUserId(ctx)) continue;
    users.push({
      userId: t.id,
      link: side === 'practice' ? `/insurance-dashboard/claims/${c.id}` : `/billing/claims/${c.id}`,
    });
  }
  await notify(
    ctx,
    users.map((u) => ({
      userId: u.userId,
      kind: 'claim.updated' as const,
      titleKey: 'claimUpdated',
      bodyKey: `claimStatus.${status}`,
      params,
      link: u.link,
      patientId: side === 'practice' ? null : c.patientId,
    })),
  );
}

type ClaimBody = Omit<ReturnType<typeof claimUpdateSchema.parse>, 'version'>;

/** Writes a claim's lines, keeping the ids of the positions that remain (an edit keeps its lines). */
async function writeLines(ctx: ServiceContext, claimId: string, lines: ClaimBody['lines']): Promise<number> {
  const existing = await ctx.db
    .select({ id: insuranceClaimLine.id, position: insuranceClaimLine.position })
    .from(insuranceClaimLine)
    .where(eq(insuranceClaimLine.claimId, claimId));
  const values = lines.map((l, i) => ({
    claimId,
    position: i,
    serviceDate: l.serviceDate,
    procedureCode: l.procedureCode,
    modifiers: l.modifiers,
    units: l.units,
    chargeMinor: l.chargeMinor,
    diagnosisPointers: l.diagnosisPointers,
    placeOfService: l.placeOfService,
    invoiceLineId: l.invoiceLineId,
  }));
  for (const v of values) {
    const same = existing.find((e) => e.position === v.position);
    if (same) await ctx.db.update(insuranceClaimLine).set(v).where(eq(insuranceClaimLine.id, same.id));
    else await ctx.db.insert(insuranceClaimLine).values(v);
  }
  const gone = existing.filter((e) => e.position >= values.length).map((e) => e.id);
  if (gone.length) await ctx.db.delete(insuranceClaimLine).where(inArray(insuranceClaimLine.id, gone));
  return lines.reduce((s, l) => s + l.chargeMinor, 0);
}

const bodyValues = (input: ClaimBody) => ({
  payerOrganizationId: input.payerOrganizationId,
  memberId: input.memberId,
  groupNumber: input.groupNumber,
  subscriber: input.subscriber,
  address: input.address,
  diagnosisCodes: input.diagnosisCodes,
  placeOfService: input.placeOfService,
  renderingProvider: input.renderingProvider,
  priorAuthorization: input.priorAuthorization,
});

/** A draft claim from a sent or paid invoice of a patient in the caller's scope. */
export async function createClaim(ctx: ServiceContext, raw: ClaimCreateInput): Promise<Claim> {
  const input = claimCreateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p, lines } = await invoiceForClaim(tx, input.invoiceId);
    if (inv.kind !== 'invoice' || !['sent', 'overdue', 'paid'].includes(inv.status)) {
      throw new AppError('CLAIM_TRANSITION', 'Claims are made from sent or paid invoices.', {
        from: inv.status,
        to: 'draft',
      });
    }
    await payerOf(tx, input.payerOrganizationId);
    const known = new Set(lines.map((l) => l.id));
    input.lines.forEach((l, i) => {
      if (l.invoiceLineId && !known.has(l.invoiceLineId))
        throw fieldError({ [`lines.${i}.invoiceLineId`]: 'invalidOption' });
    });
    const sequence = await nextNumber(tx.db, inv.organizationId, 'claim');
    const [claim] = await tx.db
      .insert(insuranceClaim)
      .values({
        organizationId: inv.organizationId,
        invoiceId: inv.id,
        patientId: p.id,
        sequence,
        ...bodyValues(input),
        currency: inv.currency,
        totalChargeMinor: 0,
        createdByUserId: actorUserId(tx),
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning();
    const total = await writeLines(tx, claim!.id, input.lines);
    const [saved] = await tx.db
      .update(insuranceClaim)
      .set({ totalChargeMinor: total })
      .where(eq(insuranceClaim.id, claim!.id))
      .returning();
    await recordEvent(tx, saved!, 'practice', null, 'draft');
    return toClaim(tx, 'practice', saved!, p);
  });
}

export async function updateClaim(ctx: ServiceContext, id: string, raw: ClaimUpdateInput): Promise<Claim> {
  const input = claimUpdateSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { claim, patient: p } = await findClaim(tx, 'practice', id, { lock: true });
    if (!EDITABLE_CLAIM_STATUSES.includes(claim.status)) {
      throw new AppError('CLAIM_TRANSITION', 'Only a draft or rejected claim is edited.', {
        from: claim.status,
        to: claim.status,
      });
    }
    if (claim.version !== input.version)
      throw new AppError('CONFLICT', undefined, { version: claim.version });
    await payerOf(tx, input.payerOrganizationId);
    const total = await writeLines(tx, claim.id, input.lines);
    const [saved] = await tx.db
      .update(insuranceClaim)
      .set({ ...bodyValues(input), totalChargeMinor: total, updatedAt: tx.now(), version: claim.version + 1 })
      .where(eq(insuranceClaim.id, claim.id))
      .returning();
    await audit(tx, entry('insurance_claim.update', claim));
    return toClaim(tx, 'practice', saved!, p);
  });
}

function assertMove(side: Side, from: ClaimStatus, to: ClaimStatus): void {
  if (!canMoveClaim(side, from, to))
    throw new AppError('CLAIM_TRANSITION', `A ${from} claim cannot become ${to}.`, { from, to });
}

async function move(
  tx: ServiceContext,
  side: Side,
  claim: ClaimRow,
  to: ClaimStatus,
  set: Partial<ClaimRow>,
  note: string | null,
): Promise<ClaimRow> {
  const [saved] = await tx.db
    .update(insuranceClaim)
    .set({ ...set, status: to, updatedAt: tx.now(), version: claim.version + 1 })
    .where(eq(insuranceClaim.id, claim.id))
    .returning();
  await recordEvent(tx, saved!, side, claim.status, to, note);
  await tell(tx, saved!, side, to);
  return saved!;
}

/**
 * Submits a draft (or a corrected rejected claim): the practice's billing details are checked and
 * fixed on the claim, and its 837P is generated with the practice's next interchange control number.
 */
export async function submitClaim(ctx: ServiceContext, id: string): Promise<Claim> {
  return withTransaction(ctx, async (tx) => {
    const { claim, patient: p } = await findClaim(tx, 'practice', id, { lock: true });
    assertMove('practice', claim.status, 'submitted');
    const billing = await draftBillingProvider(tx, claim.organizationId);
    const missing = [
      ...(billing.name ? [] : ['legalName']),
      ...(isValidNpi(billing.npi) ? [] : ['npi']),
      ...(/^\d{2}-?\d{7}$/.test(billing.taxId) ? [] : ['taxId']),
      ...(billing.address.line1 && billing.address.city ? [] : ['address']),
      ...(/^[A-Z]{2}$/.test(billing.address.state) ? [] : ['region']),
      ...(/^\d{5}(\d{4})?$/.test(billing.address.postalCode) ? [] : ['postalCode']),
    ];
    if (missing.length) throw new AppError('BILLING_PROFILE_INCOMPLETE', undefined, { missing });
    const payer = await payerOf(tx, claim.payerOrganizationId);
    const icn = await nextNumber(tx.db, claim.organizationId, 'interchange');
    const lines = await tx.db
      .select()
      .from(insuranceClaimLine)
      .where(eq(insuranceClaimLine.claimId, claim.id))
      .orderBy(asc(insuranceClaimLine.position));
    const x12 = build837P({
      interchangeControlNumber: icn,
      groupControlNumber: icn,
      createdAt: tx.now(),
      usage: 'P',
      submitter: { name: billing.name, id: billing.npi, contactName: billing.name, phone: billing.phone },
      receiver: { name: payer.name, id: payer.payerId },
      billingProvider: billing,
      subscriber: { ...claim.subscriber, memberId: claim.memberId, groupNumber: claim.groupNumber },
      patient: {
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: p.dateOfBirth ?? claim.subscriber.dateOfBirth,
        gender: genderOf(p.gender),
      },
      address: claim.address,
      payer: { name: payer.name, id: payer.payerId },
      claim: {
        controlNumber: claimNumberLabel(claim.sequence),
        placeOfService: claim.placeOfService,
        priorAuthorization: claim.priorAuthorization,
        diagnosisCodes: claim.diagnosisCodes,
        renderingProvider: claim.renderingProvider,
        currency: claim.currency,
      },
      lines,
    });
    const saved = await move(
      tx,
      'practice',
      claim,
      'submitted',
      { billingProvider: billing, interchangeControlNumber: icn, x12, submittedAt: tx.now() },
      null,
    );
    return toClaim(tx, 'practice', saved, p);
  });
}

export async function appealClaim(ctx: ServiceContext, id: string, reason: string): Promise<Claim> {
  return withTransaction(ctx, async (tx) => {
    const { claim, patient: p } = await findClaim(tx, 'practice', id, { lock: true });
    assertMove('practice', claim.status, 'appealed');
    const saved = await move(tx, 'practice', claim, 'appealed', {}, reason);
    return toClaim(tx, 'practice', saved, p);
  });
}

/** The insurer accepts a submitted claim for adjudication, or rejects it (to be corrected) with a reason. */
export async function reviewClaim(
  ctx: ServiceContext,
  id: string,
  to: 'accepted' | 'rejected',
  reason: string | null,
): Promise<Claim> {
  return withTransaction(ctx, async (tx) => {
    const { claim, patient: p } = await findClaim(tx, 'insurer', id, { lock: true });
    assertMove('insurer', claim.status, to);
    const saved = await move(tx, 'insurer', claim, to, {}, reason);
    return toClaim(tx, 'insurer', saved, p);
  });
}

/**
 * The insurer's adjudication, line by line: what it allows, what the patient owes of it (deductible,
 * coinsurance, co-payment) and why the rest is not allowed (a CARC; 45 by default). For each line
 * charge = paid + adjustments: the part not allowed is a CO adjustment (the practice writes it off) or
 * a PR one when the reason makes the patient owe it (a non-covered service), and the patient's share a
 * PR adjustment. The claim becomes paid (every line paid), partially paid or denied (nothing paid), and
 * its invoice gets the payment and the write-off.
 */
export async function adjudicateClaim(
  ctx: ServiceContext,
  id: string,
  raw: AdjudicationInput,
): Promise<Claim> {
  const input = adjudicationInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    const { claim, patient: p } = await findClaim(tx, 'insurer', id, { lock: true });
    const lines = await tx.db
      .select()
      .from(insuranceClaimLine)
      .where(eq(insuranceClaimLine.claimId, claim.id))
      .orderBy(asc(insuranceClaimLine.position));
    const given = new Map(input.lines.map((l) => [l.lineId, l]));
    if (given.size !== lines.length || lines.some((l) => !given.has(l.id)))
      throw fieldError({ lines: 'linesRequired' });
    const outcome = lines.map((l, i) => {
      const a = given.get(l.id)!;
      if (a.allowedMinor > l.chargeMinor) throw fieldError({ [`lines.${i}.allowedMinor`]: 'allowedTooHigh' });
      if (a.patientResponsibilityMinor > a.allowedMinor)
        throw fieldError({ [`lines.${i}.patientResponsibilityMinor`]: 'responsibilityTooHigh' });
      const adjustments: ClaimAdjustment[] = [];
      const notAllowed = l.chargeMinor - a.allowedMinor;
      const reason = a.reasonCode ?? '45';
      if (notAllowed > 0)
        adjustments.push({
          group: PATIENT_OWES.has(reason) ? 'PR' : 'CO',
          reasonCode: reason,
          amountMinor: notAllowed,
        });
      if (a.patientResponsibilityMinor > 0) {
        adjustments.push({
          group: 'PR',
          reasonCode: a.patientResponsibilityReason,
          amountMinor: a.patientResponsibilityMinor,
        });
      }
      const paid = a.allowedMinor - a.patientResponsibilityMinor;
      const owed = adjustments.filter((x) => x.group === 'PR').reduce((s, x) => s + x.amountMinor, 0);
      return { line: l, allowed: a.allowedMinor, paid, owed, adjustments };
    });
    const to = assertAdjudication(claim.status, outcome);
    for (const o of outcome) {
      await tx.db
        .update(insuranceClaimLine)
        .set({
          allowedMinor: o.allowed,
          paidMinor: o.paid,
          patientResponsibilityMinor: o.owed,
          adjustments: o.adjustments,
        })
        .where(eq(insuranceClaimLine.id, o.line.id));
    }
    const sum = (f: (o: (typeof outcome)[number]) => number) => outcome.reduce((s, o) => s + f(o), 0);
    const paid = sum((o) => o.paid);
    const writeOff = sum((o) =>
      o.adjustments.filter((x) => x.group !== 'PR').reduce((s, x) => s + x.amountMinor, 0),
    );
    await settleFromClaim(tx, claim.invoiceId, claim.id, {
      paidMinor: paid,
      adjustmentMinor: writeOff,
      paidOn: tx.now().toISOString().slice(0, 10),
      reference: claimNumberLabel(claim.sequence),
    });
    const saved = await move(
      tx,
      'insurer',
      claim,
      to,
      {
        allowedMinor: sum((o) => o.allowed),
        paidMinor: paid,
        patientResponsibilityMinor: sum((o) => o.owed),
        adjudicatedAt: tx.now(),
      },
      input.note || null,
    );
    return toClaim(tx, 'insurer', saved, p);
  });
}

function assertAdjudication(from: ClaimStatus, outcome: readonly { paid: number }[]): ClaimStatus {
  const paidLines = outcome.filter((o) => o.paid > 0).length;
  const to: ClaimStatus =
    paidLines === 0 ? 'denied' : paidLines === outcome.length ? 'paid' : 'partially_paid';
  assertMove('insurer', from, to);
  return to;
}
