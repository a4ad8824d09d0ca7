/**
 * Role workspaces (ADR 0048): what each role must act on today, gathered from the real records
 * through the other modules' own workspace reads (each scoped there: the caller's organization,
 * their care teams, their grants). This module only chooses, shapes and links; it audits the read
 * once (`workspace.read`, with every patient it showed in `patient_ids`).
 */
import {
  FOLLOW_UP_DAYS,
  LAB_TURNAROUND_HOURS,
  PACKAGE_LOW_CREDITS,
  type Role,
  WORKSPACE_ITEMS,
  WORKSPACE_ROLES,
  type Workspace,
  type WorkspaceFigure,
  type WorkspaceItem,
  type WorkspaceQuery,
  type WorkspaceRole,
  type WorkspaceSection,
  workspaceQuerySchema,
} from '@verdant/shared';
import { auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { platformFailures, practiceAdminWork } from '../admin/index.ts';
import { dueFollowUps, providerDay, providerVisitCounts } from '../appointments/index.ts';
import { invoicedSince, packagesRunningOut } from '../billing/index.ts';
import { insurerClaims } from '../claims/index.ts';
import { unsignedNotes } from '../consultations/index.ts';
import { newDemoRequests } from '../demo-requests/index.ts';
import { missedWorkouts } from '../fitness/index.ts';
import { labQueue, newLabResults } from '../labs/index.ts';
import { unreadConversations } from '../messages/index.ts';
import { pendingOrganizationRequests } from '../organizations/index.ts';
import { consentedMembers } from '../privacy/index.ts';
import { waitingReferrals } from '../referrals/index.ts';

const N = WORKSPACE_ITEMS;
const DAY = 86_400_000;

/* ---------------------------------------------------------------- time in the reader's zone */

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The local date (YYYY-MM-DD) of `instant` in the zone. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant the local day `date` (YYYY-MM-DD) begins in the zone. */
export function dayStartIn(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  return new Date(guess - zoneOffset(guess - zoneOffset(guess, timeZone), timeZone));
}

/* ---------------------------------------------------------------- shaping */

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function item(partial: Partial<WorkspaceItem> & Pick<WorkspaceItem, 'id' | 'title' | 'href'>): WorkspaceItem {
  return { detail: null, at: null, state: null, flag: null, count: null, ...partial };
}

const figure = (
  key: WorkspaceFigure['key'],
  value: number,
  unit: WorkspaceFigure['unit'] = 'count',
  extra: Partial<WorkspaceFigure> = {},
): WorkspaceFigure => ({ key, value, unit, currency: null, limit: null, ...extra });

/** The role the workspace answers for: the one asked (one of the caller's), else their first. */
function roleOf(ctx: ServiceContext, asked: WorkspaceRole | undefined): WorkspaceRole {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  const mine = WORKSPACE_ROLES.filter((r) => principal.roles.includes(r as Role));
  if (asked) {
    if (!mine.includes(asked)) throw new AppError('FORBIDDEN');
    return asked;
  }
  const first = mine[0];
  if (!first) throw new AppError('FORBIDDEN');
  return first;
}

/** Each profession's own screens. */
function pathsFor(role: 'dietitian' | 'medical' | 'fitness') {
  return {
    patient: (id: string) => (role === 'dietitian' ? `/dietitian/patients/${id}` : `/patients/${id}`),
    patients:
      role === 'dietitian'
        ? '/dietitian/patients'
        : role === 'fitness'
          ? '/fitness/clients'
          : '/medical/patients',
    note: (id: string) => `/${role}/consultations/${id}/edit`,
    notes: `/${role}/consultations`,
    lab: (orderId: string, patientId: string) =>
      role === 'dietitian' ? `/dietitian/labs/${orderId}` : `/patients/${patientId}/labs/${orderId}`,
    labs: role === 'dietitian' ? '/dietitian/labs' : '/medical/patients',
    messages: `/${role}/messages`,
    referral: (id: string) => `/${role}/referrals/${id}`,
    referrals: `/${role}/referrals`,
    billing: `/${role}/billing`,
  };
}

/* ---------------------------------------------------------------- per role */

interface Gathered {
  sections: WorkspaceSection[];
  figures: WorkspaceFigure[];
  patientIds: string[];
}

async function messagesSection(ctx: ServiceContext, base: string): Promise<WorkspaceSection> {
  const unread = await unreadConversations(ctx, N);
  return {
    key: 'messages',
    total: unread.total,
    href: base,
    items: unread.items.map((c) =>
      item({
        id: c.id,
        title: c.subject ?? c.patientName ?? c.senderName ?? '',
        detail: c.senderName,
        at: iso(c.lastMessageAt),
        count: c.unread,
        href: `${base}?c=${c.id}`,
      }),
    ),
  };
}

async function professional(
  ctx: ServiceContext,
  role: 'dietitian' | 'medical' | 'fitness',
  tz: string,
): Promise<Gathered> {
  const p = pathsFor(role);
  const now = ctx.now().getTime();
  const today = localDate(now, tz);
  const from = dayStartIn(today, tz);
  const to = dayStartIn(localDate(from.getTime() + 36 * 3_600_000, tz), tz);
  const monthStart = dayStartIn(`${today.slice(0, 8)}01`, tz);
  const patientIds: string[] = [];

  const day = await providerDay(ctx, from, to);
  patientIds.push(...day.map((v) => v.patientId));
  const todaySection: WorkspaceSection = {
    key: 'today',
    total: day.length,
    href: `/calendar?date=${today}`,
    items: day.slice(0, 8).map((v) =>
      item({
        id: v.id,
        title: v.patientName,
        detail: v.serviceName,
        at: iso(v.startsAt),
        state: v.status === 'scheduled' ? (v.checkedInAt ? 'arrived' : 'expected') : v.status,
        href: `/calendar?date=${today}&appointment=${v.id}`,
      }),
    ),
  };

  const sections: WorkspaceSection[] = [todaySection];
  const figures: WorkspaceFigure[] = [];

  if (role === 'fitness') {
    const [missed, packages] = await Promise.all([
      missedWorkouts(ctx, N),
      packagesRunningOut(ctx, PACKAGE_LOW_CREDITS, N),
    ]);
    patientIds.push(...missed.items.map((m) => m.patientId), ...packages.items.map((k) => k.patient.id));
    sections.push(
      {
        key: 'missedWorkouts',
        total: missed.total,
        href: p.patients,
        items: missed.items.map((m) =>
          item({
            id: m.patientId,
            title: m.patientName,
            detail: m.routineName,
            at: m.lastOn ? new Date(`${m.lastOn}T12:00:00Z`).toISOString() : null,
            state: 'missed',
            count: m.planned - m.done,
            href: p.patient(m.patientId),
          }),
        ),
      },
      {
        key: 'packages',
        total: packages.total,
        href: p.billing,
        items: packages.items.map((k) =>
          item({
            id: k.id,
            title: `${k.patient.firstName} ${k.patient.lastName}`,
            detail: k.name,
            count: k.remaining,
            state: 'creditsLeft',
            flag: k.remaining === 0 ? 'low' : null,
            href: `/fitness/billing/invoices/${k.invoice.id}`,
          }),
        ),
      },
    );
    figures.push(figure('sessionsThisWeek', missed.sessionsThisWeek));
  } else {
    const [notes, labs, follow] = await Promise.all([
      unsignedNotes(ctx, N),
      newLabResults(ctx, N),
      dueFollowUps(ctx, FOLLOW_UP_DAYS, N),
    ]);
    patientIds.push(
      ...notes.items.map((n) => n.patientId),
      ...labs.items.map((l) => l.patientId),
      ...follow.items.map((f) => f.patientId),
    );
    sections.push(
      {
        key: 'unsignedNotes',
        total: notes.total,
        href: p.notes,
        items: notes.items.map((n) =>
          item({
            id: n.id,
            title: n.patientName,
            detail: null,
            state: n.sessionType,
            at: iso(n.occurredAt),
            flag: now - n.occurredAt.getTime() > 2 * DAY ? 'overdue' : null,
            href: p.note(n.id),
          }),
        ),
      },
      {
        key: 'labResults',
        total: labs.total,
        href: p.labs,
        items: labs.items.map((l) =>
          item({
            id: l.orderId,
            title: l.patientName,
            detail: l.number,
            at: iso(l.orderedAt),
            state: l.status,
            count: l.abnormal,
            flag: l.critical > 0 ? 'critical' : l.abnormal > 0 ? 'abnormal' : null,
            href: p.lab(l.orderId, l.patientId),
          }),
        ),
      },
      {
        key: 'followUps',
        total: follow.total,
        href: p.patients,
        items: follow.items.map((f) =>
          item({
            id: f.patientId,
            title: f.patientName,
            at: iso(f.lastVisitAt),
            state: 'lastSeen',
            href: p.patient(f.patientId),
          }),
        ),
      },
    );
  }

  const [refs, messages, visits, invoiced] = await Promise.all([
    waitingReferrals(ctx, N),
    messagesSection(ctx, p.messages),
    providerVisitCounts(ctx, monthStart),
    invoicedSince(ctx, localDate(monthStart.getTime() + 12 * 3_600_000, tz)),
  ]);
  patientIds.push(...refs.items.map((r) => r.patientId));
  sections.push(
    {
      key: 'referrals',
      total: refs.total,
      href: p.referrals,
      items: refs.items.map((r) =>
        item({
          id: r.id,
          title: r.patientName,
          detail: r.reason,
          at: iso(r.sentAt),
          state: r.waiting === 'inbox' ? 'toAnswer' : 'infoRequested',
          flag: r.overdue ? 'overdue' : r.urgency === 'urgent' ? 'urgent' : null,
          href: p.referral(r.id),
        }),
      ),
    },
    messages,
  );
  figures.unshift(figure('visitsThisMonth', visits.completed), figure('noShowsThisMonth', visits.noShows));
  if (invoiced)
    figures.push(figure('invoicedThisMonth', invoiced.totalMinor, 'money', { currency: invoiced.currency }));
  return { sections, figures, patientIds };
}

async function laboratory(ctx: ServiceContext): Promise<Gathered> {
  const q = await labQueue(ctx, LAB_TURNAROUND_HOURS, N);
  const messages = await messagesSection(ctx, '/lab/messages');
  const patientIds: string[] = [];
  const bucket = (key: WorkspaceSection['key'], b: typeof q.received, flag?: WorkspaceItem['flag']) => {
    patientIds.push(...b.items.map((o) => o.patientId));
    return {
      key,
      total: b.total,
      href: '/lab/orders',
      items: b.items.map((o) =>
        item({
          id: o.orderId,
          title: o.number,
          detail: o.patientName,
          at: iso(o.orderedAt),
          state: o.status,
          count: key === 'labCritical' ? o.critical : null,
          flag: flag ?? (o.priority === 'urgent' ? 'urgent' : null),
          href: `/lab/orders/${o.orderId}`,
        }),
      ),
    } satisfies WorkspaceSection;
  };
  return {
    sections: [
      bucket('labCritical', q.critical, 'critical'),
      bucket('labOverdue', q.overdue, 'overdue'),
      bucket('labReceived', q.received),
      bucket('labInProgress', q.inProgress),
      bucket('labRelease', q.release),
      messages,
    ],
    figures: [figure('ordersThisMonth', q.ordersThisMonth)],
    patientIds,
  };
}

async function insurer(ctx: ServiceContext, tz: string): Promise<Gathered> {
  const monthStart = dayStartIn(`${localDate(ctx.now().getTime(), tz).slice(0, 8)}01`, tz);
  const [claims, members, messages] = await Promise.all([
    insurerClaims(ctx, monthStart, N),
    consentedMembers(ctx, N),
    messagesSection(ctx, '/insurance-messages'),
  ]);
  const claimItem = (c: (typeof claims.toDecide.items)[number]) =>
    item({
      id: c.id,
      title: c.patientName,
      detail: `${c.number} · ${c.practiceName}`,
      at: iso(c.status === 'denied' ? c.adjudicatedAt : c.submittedAt),
      state: c.status,
      href: `/insurance-dashboard/claims/${c.id}`,
    });
  const soon = ctx.now().getTime() + 30 * DAY;
  const f = claims.figures;
  return {
    sections: [
      {
        key: 'claimsToDecide',
        total: claims.toDecide.total,
        href: '/insurance-dashboard',
        items: claims.toDecide.items.map(claimItem),
      },
      {
        key: 'claimsDenied',
        total: claims.denied.total,
        href: '/insurance-dashboard',
        items: claims.denied.items.map(claimItem),
      },
      {
        key: 'members',
        total: members.total,
        href: '/insurance-dashboard',
        items: members.items.map((m) =>
          item({
            id: m.patientId,
            title: m.patientName,
            at: iso(m.endsAt),
            state: m.endsAt && m.endsAt.getTime() < soon ? 'consentEnding' : 'eligible',
            flag: m.endsAt && m.endsAt.getTime() < soon ? 'low' : null,
            href: m.latestClaimId ? `/insurance-dashboard/claims/${m.latestClaimId}` : '/insurance-messages',
          }),
        ),
      },
      messages,
    ],
    figures: [
      figure('claimsReceived', f.received),
      figure('claimsPending', f.pending),
      figure('claimsDenied', f.denied),
      figure('claimsPaid', f.paid),
      ...(f.turnaroundHours === null ? [] : [figure('turnaroundHours', f.turnaroundHours, 'hours')]),
    ],
    patientIds: [
      ...claims.toDecide.items.map((c) => c.patientId),
      ...claims.denied.items.map((c) => c.patientId),
      ...members.items.map((m) => m.patientId),
    ],
  };
}

async function administrator(ctx: ServiceContext): Promise<Gathered> {
  const principal = principalIn(ctx)!;
  const practice = await practiceAdminWork(ctx, N);
  const security: WorkspaceItem[] = [
    ...practice.failedSignIns.map((f) =>
      item({
        id: f.id,
        title: f.name,
        detail: f.email,
        state: 'failedSignIns',
        count: f.failures,
        flag: 'urgent',
        href: '/admin/setup',
      }),
    ),
    ...practice.emergencyAccesses.map((e) =>
      item({
        id: e.id,
        title: e.userName,
        at: iso(e.startsAt),
        state: 'breakTheGlass',
        href: '/admin/audit-trails',
      }),
    ),
  ];
  const sections: WorkspaceSection[] = [
    {
      key: 'securityEvents',
      total: security.length,
      href: '/admin/audit-trails',
      items: security.slice(0, N),
    },
    {
      key: 'users',
      total: practice.users.total,
      href: '/admin/setup',
      items: practice.users.items.map((u) =>
        item({
          id: u.id,
          title: u.name,
          detail: u.email,
          at: iso(u.joinedAt),
          state: u.disabledAt ? 'disabled' : 'joined',
          href: '/admin/setup',
        }),
      ),
    },
  ];
  if (principal.platformAdmin) {
    const [failures, orgs, demos] = await Promise.all([
      platformFailures(ctx, N),
      pendingOrganizationRequests(ctx, N),
      newDemoRequests(ctx, N),
    ]);
    sections.push(
      {
        key: 'organizationRequests',
        total: orgs.total,
        href: '/admin/setup',
        items: orgs.items.map((o) =>
          item({ id: o.id, title: o.name, state: o.role, at: iso(o.createdAt), href: '/admin/setup' }),
        ),
      },
      {
        key: 'demoRequests',
        total: demos.total,
        href: '/admin/demo-requests',
        items: demos.items.map((d) =>
          item({
            id: d.id,
            title: d.organizationName,
            detail: `${d.firstName} ${d.lastName}`,
            at: iso(d.createdAt),
            state: 'new',
            href: '/admin/demo-requests',
          }),
        ),
      },
      {
        key: 'failedEmails',
        total: failures.emails.total,
        href: '/admin/integrations',
        items: failures.emails.items.map((e) =>
          item({
            id: e.id,
            title: e.subject,
            at: iso(e.at),
            count: e.attempts,
            state: 'failed',
            href: '/admin/integrations',
          }),
        ),
      },
      {
        key: 'failedJobs',
        total: failures.jobs.total,
        href: '/admin/integrations',
        items: failures.jobs.items.map((j) =>
          item({
            id: j.id,
            title: j.kind,
            at: iso(j.at),
            count: j.attempts,
            state: 'failed',
            href: '/admin/integrations',
          }),
        ),
      },
    );
  }
  return {
    sections,
    figures: [
      figure('patients', practice.patients, 'count', { limit: practice.patientLimit }),
      figure('storageBytes', practice.storageBytes, 'bytes'),
      figure(
        'failedSignIns',
        practice.failedSignIns.reduce((n, f) => n + f.failures, 0),
      ),
      figure('emergencyAccesses', practice.emergencyAccesses.length),
    ],
    // no patient is named here (a break-the-glass item names the professional)
    patientIds: [],
  };
}

/** GET /api/v1/workspace: the caller's workspace for one of their roles, read and audited once. */
export async function getWorkspace(ctx: ServiceContext, input: WorkspaceQuery): Promise<Workspace> {
  const q = workspaceQuerySchema.parse(input);
  const role = roleOf(ctx, q.as);
  const gathered =
    role === 'lab'
      ? await laboratory(ctx)
      : role === 'insurance'
        ? await insurer(ctx, q.tz)
        : role === 'admin'
          ? await administrator(ctx)
          : await professional(ctx, role, q.tz);
  const ids = [...new Set(gathered.patientIds)];
  // one event for the whole read; it names every patient the workspace showed
  await auditMany(
    ctx,
    ids.length > 1
      ? ids.map((patientId) => ({ action: 'workspace.read', resourceType: 'workspace', patientId }))
      : [{ action: 'workspace.read', resourceType: 'workspace', patientId: ids[0] ?? null }],
  );
  return { role, sections: gathered.sections, figures: gathered.figures };
}
