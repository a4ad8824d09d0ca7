/**
 * Who reads and writes which conversation, in ONE place. A user sees a conversation only as one of
 * its participants, and only while the conversation still concerns them:
 * - `care` (a patient and their care team): the patient, through the record linked to their
 *   account; a professional while acting in the record's practice and still on its care team (the
 *   patients module's rule: a removed professional loses the record and its messages);
 * - `team` (people of one organization): while acting in it;
 * - `partner` (a practice and a laboratory or insurer): while acting in either.
 * Anything else is NOT_FOUND. Contacts (who the caller may start a conversation with) follow the same
 * rules, and a patient's only contacts are their care team.
 */
import type { Contact } from '@verdant/shared';
import { and, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  careTeamMember,
  conversation,
  conversationParticipant,
  membership,
  organization,
  patient,
  providerProfile,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { hasRole } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';

export const CARE_ROLES = ['dietitian', 'medical', 'fitness'] as const;

export function caller(ctx: ServiceContext) {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

/** The conversations `userId` may read while acting in `organizationId` (the where-clause over `conversation`). */
export function visibleConversations(userId: string, organizationId: string | null): SQL {
  const org = organizationId ?? '00000000-0000-0000-0000-000000000000';
  return sql`(
    exists (select 1 from ${conversationParticipant} cp
      where cp.conversation_id = ${conversation.id} and cp.user_id = ${userId})
    and (
      (${conversation.kind} = 'care' and exists (select 1 from ${patient} p
        where p.id = ${conversation.patientId} and p.user_id = ${userId} and p.deleted_at is null))
      or (${conversation.kind} = 'care' and ${conversation.organizationId} = ${org}
        and exists (select 1 from ${careTeamMember} ct join ${patient} p on p.id = ct.patient_id
          where ct.patient_id = ${conversation.patientId} and ct.user_id = ${userId} and p.deleted_at is null))
      or (${conversation.kind} = 'team' and ${conversation.organizationId} = ${org})
      or (${conversation.kind} = 'partner'
        and (${conversation.organizationId} = ${org} or ${conversation.partnerOrganizationId} = ${org}))
    ))`;
}

/** The caller's conversation (NOT_FOUND unless visible). */
export async function findConversation(ctx: ServiceContext, id: string) {
  const principal = caller(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select()
    .from(conversation)
    .where(
      and(eq(conversation.id, id), visibleConversations(principal.userId, ctx.organization?.id ?? null)),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The participants who can read a conversation now (the ones a new message reaches): in a care
 * conversation, the patient and the professionals still on the care team.
 */
export async function currentReaders(
  ctx: ServiceContext,
  c: typeof conversation.$inferSelect,
): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: conversationParticipant.userId, orgId: conversationParticipant.organizationId })
    .from(conversationParticipant)
    .where(eq(conversationParticipant.conversationId, c.id));
  if (c.kind !== 'care' || !c.patientId) return rows.map((r) => r.userId);
  const [record] = await ctx.db
    .select({ userId: patient.userId })
    .from(patient)
    .where(and(eq(patient.id, c.patientId), isNull(patient.deletedAt)));
  if (!record) return [];
  const team = await ctx.db
    .select({ userId: careTeamMember.userId })
    .from(careTeamMember)
    .where(eq(careTeamMember.patientId, c.patientId));
  const allowed = new Set([record.userId, ...team.map((t) => t.userId)]);
  return rows.map((r) => r.userId).filter((id) => allowed.has(id));
}

const roleLabel = sql<string>`(select r.role from ${userRoles} r where r.user_id = ${user.id}
  and r.organization_id = ${membership.organizationId} order by r.role limit 1)`;

/** People and organizations the caller may start a conversation with (`q` filters by name). */
export async function listContacts(ctx: ServiceContext, q: string | undefined): Promise<Contact[]> {
  const principal = caller(ctx);
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const out: Contact[] = [];

  // As a patient: the care team of each record linked to the account.
  const team = await ctx.db
    .select({
      userId: careTeamMember.userId,
      name: sql<string>`coalesce(${providerProfile.displayName}, ${user.name})`,
      type: providerProfile.type,
      patientId: patient.id,
      organizationName: organization.name,
    })
    .from(patient)
    .innerJoin(careTeamMember, eq(careTeamMember.patientId, patient.id))
    .innerJoin(user, eq(user.id, careTeamMember.userId))
    .innerJoin(organization, eq(organization.id, patient.organizationId))
    .innerJoin(
      membership,
      and(
        eq(membership.userId, careTeamMember.userId),
        eq(membership.organizationId, patient.organizationId),
      ),
    )
    .leftJoin(providerProfile, eq(providerProfile.userId, user.id))
    .where(
      and(
        eq(patient.userId, principal.userId),
        isNull(patient.deletedAt),
        isNull(user.disabledAt),
        like ? ilike(user.name, like) : undefined,
      ),
    );
  for (const t of team) {
    out.push({
      kind: 'care',
      id: t.userId,
      name: t.name,
      detail: t.type ?? 'careTeam',
      patientId: t.patientId,
      organizationName: t.organizationName,
    });
  }

  const org = ctx.organization;
  if (!org || org.kind === 'platform') return out;

  // Colleagues of the active organization.
  const colleagues = await ctx.db
    .selectDistinct({ userId: user.id, name: user.name, role: roleLabel })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(
      and(
        eq(membership.organizationId, org.id),
        ne(user.id, principal.userId),
        isNull(user.disabledAt),
        like ? ilike(user.name, like) : undefined,
      ),
    )
    .limit(100);
  for (const c of colleagues) {
    out.push({
      kind: 'team',
      id: c.userId,
      name: c.name,
      detail: c.role ?? 'member',
      patientId: null,
      organizationName: null,
    });
  }

  if (org.kind === 'practice') {
    // Patients with an account on the caller's care teams.
    if (hasRole(principal, ...CARE_ROLES)) {
      const patients = await ctx.db
        .select({ userId: patient.userId, first: patient.firstName, last: patient.lastName, id: patient.id })
        .from(patient)
        .innerJoin(careTeamMember, eq(careTeamMember.patientId, patient.id))
        .where(
          and(
            eq(patient.organizationId, org.id),
            eq(careTeamMember.userId, principal.userId),
            isNull(patient.deletedAt),
            sql`${patient.userId} is not null`,
            ne(patient.userId, principal.userId),
            like ? sql`(${patient.firstName} || ' ' || ${patient.lastName}) ilike ${like}` : undefined,
          ),
        )
        .orderBy(patient.lastName, patient.firstName)
        .limit(100);
      for (const p of patients) {
        out.push({
          kind: 'care',
          id: p.userId!,
          name: `${p.first} ${p.last}`,
          detail: 'patient',
          patientId: p.id,
          organizationName: null,
        });
      }
    }
    // The laboratories and insurers on the platform.
    const partners = await ctx.db
      .select({ id: organization.id, name: organization.name, kind: organization.kind })
      .from(organization)
      .where(
        and(
          inArray(organization.kind, ['laboratory', 'insurer']),
          eq(organization.status, 'active'),
          like ? ilike(organization.name, like) : undefined,
        ),
      )
      .orderBy(organization.name)
      .limit(50);
    for (const p of partners) {
      out.push({
        kind: 'partner',
        id: p.id,
        name: p.name,
        detail: p.kind,
        patientId: null,
        organizationName: null,
      });
    }
  } else {
    // A laboratory or insurer: the practices that work with it (have written to it).
    const practices = await ctx.db
      .selectDistinct({ id: organization.id, name: organization.name })
      .from(conversation)
      .innerJoin(
        organization,
        sql`${organization.id} = case when ${conversation.organizationId} = ${org.id}
          then ${conversation.partnerOrganizationId} else ${conversation.organizationId} end`,
      )
      .where(
        and(
          eq(conversation.kind, 'partner'),
          or(eq(conversation.organizationId, org.id), eq(conversation.partnerOrganizationId, org.id)),
          like ? ilike(organization.name, like) : undefined,
        ),
      )
      .limit(50);
    for (const p of practices) {
      out.push({
        kind: 'partner',
        id: p.id,
        name: p.name,
        detail: 'practice',
        patientId: null,
        organizationName: null,
      });
    }
  }
  return out;
}
