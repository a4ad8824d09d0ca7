/**
 * Consent by data category, from the patient's side (ADR 0033). The care team sees its kind's
 * categories (`CARE_KIND_CATEGORIES`) unless the patient withholds some from a member (one `deny`
 * directive per member); someone outside the care team (a laboratory, an insurer, another practice)
 * sees only what a `permit` directive grants. The policy that applies both is the patients module's
 * `visiblePatients(ctx, category)`: nothing here is cached, so a change holds on the next request.
 * Every change is audited on the patient (`consent.*`), so it shows in their access log.
 */
import {
  type CareTeamView,
  type CareTeamVisibilityInput,
  type ConsentGrant,
  type ConsentGrantInput,
  type ConsentNarrowInput,
  type ConsentRecipient,
  careDefaults,
  careTeamVisibilityInputSchema,
  consentGrantInputSchema,
  consentNarrowInputSchema,
  type DataCategory,
  type RemovalRequestInput,
  removalRequestInputSchema,
} from '@verdant/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  auditEvent,
  careTeamMember,
  consentDirective,
  organization,
  privacyRequest,
  user,
} from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { notify } from '../notifications/index.ts';
import {
  careRoles,
  ownRecord,
  ownRecords,
  patientUserId,
  practiceRecords,
  usersWithRoles,
} from './records.ts';

type DirectiveRow = typeof consentDirective.$inferSelect;

const day = (d: Date | null) => (d ? d.toISOString() : null);
/** The end of the given day (UTC): a grant "until 2026-12-31" holds through that day. */
export const endOfDay = (s: string | null | undefined): Date | null =>
  s ? new Date(`${s}T23:59:59.999Z`) : null;

/**
 * The end a narrowing asks for (`day`: a date; undefined: keep `current`), never past `current`:
 * the day `current` falls on keeps `current` itself. Throws `notNarrower` for a later day or none.
 */
export function narrowedEnd(day: string | null | undefined, current: Date | null): Date | null {
  if (day === undefined) return current;
  const end = endOfDay(day);
  if (!current) return end;
  if (day === current.toISOString().slice(0, 10)) return current;
  if (!end || end > current) throw fieldError({ end: 'notNarrower' });
  return end;
}

/* ---------------------------------------------------------------- care team */

export async function careTeamView(ctx: ServiceContext): Promise<CareTeamView> {
  const records = await practiceRecords(ctx);
  if (records.length === 0) return { current: [], former: [] };
  const ids = records.map((r) => r.id);
  const byId = new Map(records.map((r) => [r.id, r]));
  return readAudited(
    ctx,
    async (tx) => {
      const members = await tx.db
        .select({
          patientId: careTeamMember.patientId,
          userId: careTeamMember.userId,
          name: user.name,
          addedAt: careTeamMember.addedAt,
        })
        .from(careTeamMember)
        .innerJoin(user, eq(user.id, careTeamMember.userId))
        .where(inArray(careTeamMember.patientId, ids))
        .orderBy(careTeamMember.addedAt);
      const denies = await tx.db
        .select()
        .from(consentDirective)
        .where(
          and(
            inArray(consentDirective.patientId, ids),
            eq(consentDirective.effect, 'deny'),
            eq(consentDirective.status, 'active'),
          ),
        );
      const removals = await tx.db
        .select({ patientId: privacyRequest.patientId, userId: privacyRequest.subjectUserId })
        .from(privacyRequest)
        .where(
          and(
            inArray(privacyRequest.patientId, ids),
            eq(privacyRequest.kind, 'care_team_removal'),
            eq(privacyRequest.status, 'open'),
          ),
        );
      // former members: a removal in the audit trail, with the addition before it
      const changes = await tx.db
        .select({
          patientId: auditEvent.patientId,
          userId: auditEvent.resourceId,
          action: auditEvent.action,
          at: auditEvent.at,
          name: user.name,
        })
        .from(auditEvent)
        .leftJoin(user, eq(user.id, auditEvent.resourceId))
        .where(
          and(
            inArray(auditEvent.patientId, ids),
            inArray(auditEvent.action, ['patient.care_team.add', 'patient.care_team.remove']),
          ),
        )
        .orderBy(auditEvent.at);
      const roles = new Map<string, Map<string, string[]>>();
      for (const r of records) {
        const people = [
          ...members.filter((m) => m.patientId === r.id).map((m) => m.userId),
          ...changes.filter((c) => c.patientId === r.id && c.userId).map((c) => c.userId!),
        ];
        roles.set(r.id, await careRoles(tx, r.organizationId, [...new Set(people)]));
      }
      const entry = (
        patientId: string,
        userId: string,
        name: string,
        since: Date | null,
        until: Date | null,
      ) => {
        const record = byId.get(patientId)!;
        const kinds = (roles.get(patientId)?.get(userId) ?? []) as ('dietitian' | 'medical' | 'fitness')[];
        const kindCategories = careDefaults(kinds);
        const withheld = denies.find((d) => d.patientId === patientId && d.recipientUserId === userId);
        return {
          patientId,
          userId,
          name,
          kinds,
          organizationId: record.organizationId,
          organizationName: record.practiceName,
          since: day(since),
          until: day(until),
          categories: until ? [] : kindCategories.filter((c) => !withheld?.categories.includes(c)),
          kindCategories,
          removalRequested: removals.some((x) => x.patientId === patientId && x.userId === userId),
        };
      };
      const current = members.map((m) => entry(m.patientId, m.userId, m.name, m.addedAt, null));
      const former: CareTeamView['former'] = [];
      const lastAdd = new Map<string, Date>();
      for (const c of changes) {
        if (!c.patientId || !c.userId) continue;
        const key = `${c.patientId}/${c.userId}`;
        if (c.action === 'patient.care_team.add') lastAdd.set(key, c.at);
        else if (!members.some((m) => m.patientId === c.patientId && m.userId === c.userId)) {
          former.push(entry(c.patientId, c.userId, c.name ?? '—', lastAdd.get(key) ?? null, c.at));
        }
      }
      former.sort((a, b) => (b.until ?? '').localeCompare(a.until ?? ''));
      return { current, former };
    },
    () => ids.map((id) => ({ action: 'privacy.care_team.read', resourceType: 'care_team', patientId: id })),
  );
}

/** The patient sets what one care-team member sees (within their kind's categories). */
export async function setCareTeamVisibility(
  ctx: ServiceContext,
  input: CareTeamVisibilityInput,
): Promise<CareTeamView> {
  const q = careTeamVisibilityInputSchema.parse(input);
  const userId = patientUserId(ctx);
  const record = await ownRecord(ctx, q.patientId);
  await withTransaction(ctx, async (tx) => {
    const [member] = await tx.db
      .select({ userId: careTeamMember.userId })
      .from(careTeamMember)
      .where(and(eq(careTeamMember.patientId, record.id), eq(careTeamMember.userId, q.userId)));
    if (!member) throw new AppError('NOT_FOUND');
    const kinds = (await careRoles(tx, record.organizationId, [q.userId])).get(q.userId) ?? [];
    const withheld = careDefaults(kinds).filter((c) => !q.categories.includes(c));
    const [current] = await tx.db
      .select()
      .from(consentDirective)
      .where(
        and(
          eq(consentDirective.patientId, record.id),
          eq(consentDirective.recipientUserId, q.userId),
          eq(consentDirective.effect, 'deny'),
          eq(consentDirective.status, 'active'),
        ),
      )
      .for('update');
    if (current && withheld.length === 0) {
      await tx.db
        .update(consentDirective)
        .set({ status: 'revoked', revokedAt: tx.now(), updatedAt: tx.now() })
        .where(eq(consentDirective.id, current.id));
    } else if (current) {
      await tx.db
        .update(consentDirective)
        .set({ categories: withheld, updatedAt: tx.now() })
        .where(eq(consentDirective.id, current.id));
    } else if (withheld.length > 0) {
      await tx.db.insert(consentDirective).values({
        organizationId: record.organizationId,
        patientId: record.id,
        effect: 'deny',
        recipientKind: 'professional',
        recipientUserId: q.userId,
        categories: withheld,
        purpose: 'treatment',
        createdByUserId: userId,
        startsAt: tx.now(),
      });
    }
    await audit(tx, {
      action: 'consent.care_team.update',
      resourceType: 'consent',
      resourceId: q.userId,
      patientId: record.id,
    });
  });
  return careTeamView(ctx);
}

/** The patient asks their practice to take a professional off their care team. */
export async function requestRemoval(ctx: ServiceContext, input: RemovalRequestInput) {
  const q = removalRequestInputSchema.parse(input);
  const record = await ownRecord(ctx, q.patientId);
  return withTransaction(ctx, async (tx) => {
    const [member] = await tx.db
      .select({ name: user.name })
      .from(careTeamMember)
      .innerJoin(user, eq(user.id, careTeamMember.userId))
      .where(and(eq(careTeamMember.patientId, record.id), eq(careTeamMember.userId, q.userId)));
    if (!member) throw new AppError('NOT_FOUND');
    const [open] = await tx.db
      .select({ id: privacyRequest.id })
      .from(privacyRequest)
      .where(
        and(
          eq(privacyRequest.patientId, record.id),
          eq(privacyRequest.subjectUserId, q.userId),
          eq(privacyRequest.kind, 'care_team_removal'),
          eq(privacyRequest.status, 'open'),
        ),
      );
    if (open) throw new AppError('PRIVACY_ALREADY_PENDING');
    const [row] = await tx.db
      .insert(privacyRequest)
      .values({
        organizationId: record.organizationId,
        patientId: record.id,
        kind: 'care_team_removal',
        subjectUserId: q.userId,
        reason: q.reason,
        createdAt: tx.now(),
      })
      .returning();
    await audit(tx, {
      action: 'privacy.removal.request',
      resourceType: 'privacy_request',
      resourceId: row!.id,
      patientId: record.id,
    });
    const handlers = await usersWithRoles(tx, record.organizationId, ['admin', 'staff']);
    await notify(
      tx,
      handlers.map((id) => ({
        userId: id,
        kind: 'privacy.update' as const,
        titleKey: 'privacyRemovalRequested',
        params: { patient: `${record.firstName} ${record.lastName}`, professional: member.name },
        link: `/patients/${record.id}#privacy`,
        patientId: record.id,
      })),
    );
    return row!;
  });
}

/* ---------------------------------------------------------------- grants */

const recipientOrg = alias(organization, 'recipient_org');
const holderOrg = alias(organization, 'holder_org');

function statusOf(row: DirectiveRow, now: Date): ConsentGrant['status'] {
  if (row.status === 'revoked') return 'revoked';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return 'active';
}

/** The directives of these records (one with `id`), newest first. */
export async function loadGrantsFor(ctx: ServiceContext, patientIds: readonly string[], id?: string) {
  if (patientIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      d: consentDirective,
      userName: user.name,
      recipientOrgName: recipientOrg.name,
      recipientOrgKind: recipientOrg.kind,
      practiceName: holderOrg.name,
    })
    .from(consentDirective)
    .innerJoin(holderOrg, eq(holderOrg.id, consentDirective.organizationId))
    .leftJoin(user, eq(user.id, consentDirective.recipientUserId))
    .leftJoin(recipientOrg, eq(recipientOrg.id, consentDirective.recipientOrganizationId))
    .where(
      and(inArray(consentDirective.patientId, [...patientIds]), id ? eq(consentDirective.id, id) : sql`true`),
    )
    .orderBy(desc(consentDirective.createdAt));
  const now = ctx.now();
  return rows.map(
    (r): ConsentGrant => ({
      id: r.d.id,
      patientId: r.d.patientId,
      practiceName: r.practiceName,
      effect: r.d.effect,
      recipient: {
        kind: r.d.recipientKind,
        userId: r.d.recipientUserId,
        organizationId: r.d.recipientOrganizationId,
        name: r.userName ?? r.recipientOrgName ?? '—',
        organizationName: r.d.recipientUserId ? r.practiceName : (r.recipientOrgName ?? null),
      },
      categories: r.d.categories,
      purpose: r.d.purpose,
      start: r.d.startsAt.toISOString(),
      end: day(r.d.endsAt),
      status: statusOf(r.d, now),
      createdAt: r.d.createdAt.toISOString(),
      revokedAt: day(r.d.revokedAt),
    }),
  );
}

export async function listGrants(ctx: ServiceContext): Promise<ConsentGrant[]> {
  const ids = (await ownRecords(ctx)).map((r) => r.id);
  return readAudited(
    ctx,
    (tx) => loadGrantsFor(tx, ids),
    () => ids.map((id) => ({ action: 'consent.list', resourceType: 'consent', patientId: id })),
  );
}

export async function getGrant(ctx: ServiceContext, id: string): Promise<ConsentGrant> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const ids = (await ownRecords(ctx)).map((r) => r.id);
  const [grant] = await loadGrantsFor(ctx, ids, id);
  if (!grant) throw new AppError('NOT_FOUND');
  return grant;
}

const RECIPIENT_KIND = { laboratory: 'laboratory', insurer: 'insurer', practice: 'practice' } as const;

/** Organizations a patient may share with: active laboratories, insurers and practices. */
export async function listRecipients(ctx: ServiceContext): Promise<ConsentRecipient[]> {
  patientUserId(ctx);
  const rows = await ctx.db
    .select({ organizationId: organization.id, name: organization.name, kind: organization.kind })
    .from(organization)
    .where(
      and(
        eq(organization.status, 'active'),
        inArray(organization.kind, ['laboratory', 'insurer', 'practice']),
      ),
    )
    .orderBy(organization.kind, organization.name)
    .limit(500);
  return rows.map((r) => ({ ...r, kind: r.kind as ConsentRecipient['kind'] }));
}

/** Writes a permit directive (a grant from this screen, or an approved access request). */
export async function insertGrant(
  tx: ServiceContext,
  record: { id: string; organizationId: string },
  grant: {
    recipientOrganizationId: string;
    categories: DataCategory[];
    purpose: ConsentGrant['purpose'];
    end: Date | null;
    accessRequestId?: string;
    createdByUserId: string;
  },
): Promise<string> {
  const [org] = await tx.db
    .select({ kind: organization.kind, status: organization.status })
    .from(organization)
    .where(eq(organization.id, grant.recipientOrganizationId));
  if (org?.status !== 'active' || org.kind === 'platform') {
    throw fieldError({ recipientOrganizationId: 'recipientRequired' });
  }
  if (grant.recipientOrganizationId === record.organizationId) {
    // the practice holding the record is not an outside recipient: its care team is set on the care team screen
    throw fieldError({ recipientOrganizationId: 'invalidOption' });
  }
  if (grant.end && grant.end <= tx.now()) throw fieldError({ end: 'endInPast' });
  const [row] = await tx.db
    .insert(consentDirective)
    .values({
      organizationId: record.organizationId,
      patientId: record.id,
      effect: 'permit',
      recipientKind: RECIPIENT_KIND[org.kind as keyof typeof RECIPIENT_KIND],
      recipientOrganizationId: grant.recipientOrganizationId,
      categories: grant.categories,
      purpose: grant.purpose,
      startsAt: tx.now(),
      endsAt: grant.end,
      createdByUserId: grant.createdByUserId,
      accessRequestId: grant.accessRequestId ?? null,
      createdAt: tx.now(),
      updatedAt: tx.now(),
    })
    .returning({ id: consentDirective.id });
  await audit(tx, {
    action: 'consent.grant',
    resourceType: 'consent',
    resourceId: row!.id,
    patientId: record.id,
  });
  return row!.id;
}

export async function createGrant(ctx: ServiceContext, input: ConsentGrantInput): Promise<ConsentGrant> {
  const q = consentGrantInputSchema.parse(input);
  const userId = patientUserId(ctx);
  const record = await ownRecord(ctx, q.patientId);
  const id = await withTransaction(ctx, (tx) =>
    insertGrant(tx, record, {
      recipientOrganizationId: q.recipientOrganizationId,
      categories: q.categories,
      purpose: q.purpose,
      end: endOfDay(q.end),
      createdByUserId: userId,
    }),
  );
  return getGrant(ctx, id);
}

async function lockOwnPermit(tx: ServiceContext, id: string): Promise<DirectiveRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const ids = (await ownRecords(tx)).map((r) => r.id);
  if (ids.length === 0) throw new AppError('NOT_FOUND');
  const [row] = await tx.db
    .select()
    .from(consentDirective)
    .where(and(eq(consentDirective.id, id), inArray(consentDirective.patientId, ids)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.effect !== 'permit') throw new AppError('NOT_FOUND');
  if (statusOf(row, tx.now()) !== 'active') throw new AppError('PRIVACY_CLOSED');
  return row;
}

/** Narrows a grant: fewer categories, an earlier end (never more: that is a new grant). */
export async function narrowGrant(
  ctx: ServiceContext,
  id: string,
  input: ConsentNarrowInput,
): Promise<ConsentGrant> {
  const q = consentNarrowInputSchema.parse(input);
  await withTransaction(ctx, async (tx) => {
    const row = await lockOwnPermit(tx, id);
    if (q.categories.some((c) => !row.categories.includes(c)))
      throw fieldError({ categories: 'notNarrower' });
    const end = narrowedEnd(q.end, row.endsAt);
    if (end && end <= tx.now()) throw fieldError({ end: 'endInPast' });
    await tx.db
      .update(consentDirective)
      .set({ categories: q.categories, endsAt: end, updatedAt: tx.now() })
      .where(eq(consentDirective.id, row.id));
    await audit(tx, {
      action: 'consent.narrow',
      resourceType: 'consent',
      resourceId: row.id,
      patientId: row.patientId,
    });
  });
  return getGrant(ctx, id);
}

export async function revokeGrant(ctx: ServiceContext, id: string): Promise<ConsentGrant> {
  await withTransaction(ctx, async (tx) => {
    const row = await lockOwnPermit(tx, id);
    await tx.db
      .update(consentDirective)
      .set({ status: 'revoked', revokedAt: tx.now(), updatedAt: tx.now() })
      .where(eq(consentDirective.id, row.id));
    await audit(tx, {
      action: 'consent.revoke',
      resourceType: 'consent',
      resourceId: row.id,
      patientId: row.patientId,
    });
  });
  return getGrant(ctx, id);
}
