/**
 * Reports built in the background (docs/decisions/0047). A long report (a year of appointments, the
 * invoices of five years) is queued as a `report_run` and built by the `analytics.report` job with the
 * same builder as the direct download (`runReport`), AS THE USER WHO ASKED: the job rebuilds their
 * principal in the practice from their memberships and roles at the time it runs, so a professional
 * who lost access meanwhile gets nothing (the run fails), and the report holds exactly what they may
 * see. Progress is in the row (the screen polls it); a notification says when it is ready. The file
 * is in platform storage; only the requester downloads it, until `expires_at` (REPORT_RUN_HOURS), when
 * the hourly sweep deletes it.
 */
import {
  isRole,
  type Language,
  REPORT_RUN_HOURS,
  ROLE_PRIORITY,
  type ReportKind,
  type ReportRun,
  type ReportRunInput,
  reportRunInputSchema,
} from '@verdant/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { reportRun } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type ClaimedJob, enqueueJob } from '../../platform/jobs.ts';
import { isUuid } from '../../platform/params.ts';
import { principalIn, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { notify } from '../notifications/index.ts';
import { periodsOf } from './period.ts';
import { runReport } from './reports.ts';
import { analyticsScope } from './scope.ts';

export const REPORT_JOB = 'analytics.report';
/** Runs a user keeps listed. */
const LISTED = 10;

type Row = typeof reportRun.$inferSelect;

function toRun(r: Row, now: Date): ReportRun {
  const q = r.query;
  const expired =
    r.status === 'expired' || (r.status === 'ready' && r.expiresAt != null && r.expiresAt <= now);
  return {
    id: r.id,
    kind: r.kind as ReportKind,
    format: r.format,
    period: { from: q.from ?? '', to: q.to ?? '' },
    status: expired ? 'expired' : r.status,
    progress: r.progress,
    filename: r.filename,
    size: r.size,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
  };
}

/** Queues a report for the caller; checks now what the job will check again (scope, patient, audit rights). */
export async function requestReportRun(
  ctx: ServiceContext,
  raw: ReportRunInput,
  requestLang: Language,
): Promise<ReportRun> {
  const input = reportRunInputSchema.parse(raw);
  const scope = await analyticsScope(ctx, input);
  const principal = principalIn(ctx)!;
  if (input.kind === 'audit' && !principal.roles.includes('admin')) throw new AppError('FORBIDDEN');
  if (input.kind === 'patient-progress' && !input.patientId) {
    throw new AppError('VALIDATION_FAILED', 'Choose a patient', {
      fields: { patientId: ['patientRequired'] },
    });
  }
  const periods = periodsOf(ctx, input);
  const query: Record<string, string> = { from: periods.current.from, to: periods.current.to };
  for (const key of ['professionalId', 'serviceId', 'patientGroup', 'patientId'] as const) {
    const v = input[key];
    if (v) query[key] = v;
  }
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(reportRun)
      .values({
        organizationId: scope.organizationId,
        userId: principal.userId,
        kind: input.kind,
        format: input.format,
        query,
        language: input.lang ?? requestLang,
        createdAt: tx.now(),
      })
      .returning();
    await enqueueJob(tx.db, REPORT_JOB, { runId: row!.id }, { maxAttempts: 3 });
    await audit(tx, { action: 'report.run.request', resourceType: 'report_run', resourceId: row!.id });
    return toRun(row!, tx.now());
  });
}

/** The caller's own runs in the active practice, newest first. */
export async function listReportRuns(ctx: ServiceContext): Promise<ReportRun[]> {
  const scope = await analyticsScope(ctx, {});
  const userId = principalIn(ctx)!.userId;
  const rows = await ctx.db
    .select()
    .from(reportRun)
    .where(and(eq(reportRun.organizationId, scope.organizationId), eq(reportRun.userId, userId)))
    .orderBy(desc(reportRun.createdAt))
    .limit(LISTED);
  return rows.map((r) => toRun(r, ctx.now()));
}

/** The file of the caller's own ready run (anyone else's, or another practice's, is NOT_FOUND). */
export async function downloadReportRun(
  ctx: ServiceContext,
  id: string,
): Promise<{ bytes: Uint8Array; filename: string; contentType: string }> {
  const scope = await analyticsScope(ctx, {});
  const userId = principalIn(ctx)!.userId;
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select()
    .from(reportRun)
    .where(
      and(
        eq(reportRun.id, id),
        eq(reportRun.organizationId, scope.organizationId),
        eq(reportRun.userId, userId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const run = toRun(row, ctx.now());
  if (run.status !== 'ready' || !row.storageKey) {
    throw new AppError('CONFLICT', 'The report is not ready, or its file has expired.');
  }
  const object = await ctx.storage.get(row.storageKey);
  if (!object) throw new AppError('NOT_FOUND');
  const bytes = new Uint8Array(await new Response(object.stream).arrayBuffer());
  await audit(ctx, { action: 'report.run.download', resourceType: 'report_run', resourceId: id });
  return {
    bytes,
    filename: row.filename ?? `${row.kind}.${row.format}`,
    contentType: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
  };
}

/**
 * The requester as a principal in the run's practice, from their roles and memberships now (null when
 * they are no longer a member or their account is disabled).
 */
async function requesterContext(ctx: ServiceContext, run: Row): Promise<ServiceContext | null> {
  const [u] = rowsOf<{ member: boolean; disabled: boolean; roles: string[] | null; orgs: string[] | null }>(
    await ctx.db.execute(sql`select
        exists (select 1 from membership m where m.user_id = u.id and m.organization_id = ${run.organizationId}) as member,
        u.disabled_at is not null as disabled,
        (select array_agg(r.role::text) from user_roles r where r.user_id = u.id
          and (r.organization_id is null or r.organization_id = ${run.organizationId})) as roles,
        (select array_agg(m.organization_id::text) from membership m where m.user_id = u.id) as orgs
      from "user" u where u.id = ${run.userId}`),
  );
  if (!u?.member || u.disabled) return null;
  const held = new Set((u.roles ?? []).filter(isRole));
  const principal: Principal = {
    userId: run.userId,
    sessionId: `job:${REPORT_JOB}`,
    roles: ROLE_PRIORITY.filter((r) => held.has(r)),
    organizationIds: u.orgs ?? [],
    organization: { id: run.organizationId, kind: 'practice' },
    platformAdmin: false,
    via: 'cookie',
  };
  return { ...ctx, actor: principal, organization: principal.organization };
}

async function setProgress(ctx: ServiceContext, id: string, progress: number) {
  await ctx.db.update(reportRun).set({ status: 'running', progress }).where(eq(reportRun.id, id));
}

/** The reports screen of a requester: the dietitian's own path, `/reports` for the other roles. */
export function reportsPath(roles: readonly string[]): string {
  return roles.includes('dietitian') ? '/dietitian/reports' : '/reports';
}

async function failRun(ctx: ServiceContext, run: Row, link = '/reports') {
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(reportRun)
      .set({ status: 'failed', finishedAt: tx.now() })
      .where(eq(reportRun.id, run.id));
    await notify(tx, {
      userId: run.userId,
      kind: 'report.ready',
      titleKey: 'reportFailed',
      params: { report: run.kind },
      link,
    });
  });
}

/** The job: builds the report as its requester, stores the file, notifies them. */
export async function reportJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const id = String(job.payload.runId ?? '');
  if (!isUuid(id)) return;
  const [run] = await ctx.db.select().from(reportRun).where(eq(reportRun.id, id));
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  const as = await requesterContext(ctx, run);
  if (!as) {
    await failRun(ctx, run);
    return;
  }
  try {
    await setProgress(ctx, id, 10);
    const answer = await runReport(
      as,
      { ...run.query, kind: run.kind as ReportKind, format: run.format, lang: run.language },
      run.language,
      (p) => setProgress(ctx, id, p),
    );
    if (!('file' in answer)) throw new Error('a report run builds a file');
    const { file } = answer;
    const key = newStorageKey('report', run.organizationId);
    await ctx.storage.put(key, new Uint8Array(file.body), file.contentType);
    await withTransaction(ctx, async (tx) => {
      await tx.db
        .update(reportRun)
        .set({
          status: 'ready',
          progress: 100,
          storageKey: key,
          filename: file.filename,
          size: file.body.length,
          rows: file.rows,
          finishedAt: tx.now(),
          expiresAt: new Date(tx.now().getTime() + REPORT_RUN_HOURS * 3_600_000),
        })
        .where(eq(reportRun.id, id));
      await notify(tx, {
        userId: run.userId,
        kind: 'report.ready',
        titleKey: 'reportReady',
        params: { report: run.kind },
        link: reportsPath((as.actor as Principal).roles),
      });
    });
  } catch (err) {
    if (job.attempts >= job.maxAttempts || err instanceof AppError) {
      await failRun(ctx, run, reportsPath((as.actor as Principal).roles));
      if (err instanceof AppError) return;
    }
    throw err;
  }
}

/** Hourly: ready runs past their deadline lose their file. */
export async function sweepReportRuns(ctx: ServiceContext): Promise<number> {
  const rows = await ctx.db
    .update(reportRun)
    .set({ status: 'expired' })
    .where(and(eq(reportRun.status, 'ready'), lte(reportRun.expiresAt, ctx.now())))
    .returning({ id: reportRun.id, key: reportRun.storageKey });
  for (const r of rows) {
    if (!r.key) continue;
    await ctx.storage.delete(r.key);
    await ctx.db.update(reportRun).set({ storageKey: null }).where(eq(reportRun.id, r.id));
  }
  return rows.length;
}
