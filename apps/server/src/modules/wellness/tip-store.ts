/**
 * The daily health tips as data (ADR 0043): `health_tip` holds the platform's tips (first filled from
 * the library in code, tip-library.ts, one row per library index, on first use by each process; a
 * tip appended to the library later is added the same way) and each practice's own; a practice hides
 * platform tips from its patients in `health_tip_hidden`.
 * - Platform administrators (acting in the platform organization) add and edit platform tips.
 * - A practice's administrator adds and edits the practice's tips and hides or shows platform tips
 *   for the practice; platform tips are not theirs to edit (FORBIDDEN); another practice's tip is
 *   NOT_FOUND.
 * The rotation (tips.ts) goes through the active set in a stable order: platform tips by library
 * index, then by when they were added; then the practice's own by when they were added.
 */
import type {
  HealthTipAdmin,
  HealthTipCreate,
  HealthTipList,
  HealthTipPatch,
  TipCategory,
} from '@verdant/shared';
import { and, asc, eq, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { healthTip, healthTipHidden } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import {
  actorUserId,
  principalIn,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { TIP_LIBRARY, TIP_SOURCES } from './tip-library.ts';
import type { TipRecord } from './tips.ts';

type TipRow = typeof healthTip.$inferSelect;

const filled = new WeakMap<object, Promise<void>>();

/** Adds the library's tips that are not rows yet (once per process and database). */
export function ensureLibrary(ctx: ServiceContext): Promise<void> {
  const key = ctx.db as object;
  let done = filled.get(key);
  if (!done) {
    done = ctx.db
      .insert(healthTip)
      .values(
        TIP_LIBRARY.map((def, i) => ({
          libraryIndex: i,
          category: def.category,
          textEn: def.en,
          textEs: def.es,
          sourceName: TIP_SOURCES[def.source].name,
          sourceUrl: TIP_SOURCES[def.source].url,
          // the library's order is the rotation's: the same instant for all, ordered by index
          createdAt: new Date(0),
          updatedAt: new Date(0),
        })),
      )
      .onConflictDoNothing({ target: healthTip.libraryIndex })
      .then(() => undefined);
    done.catch(() => filled.delete(key));
    filled.set(key, done);
  }
  return done;
}

const ORDER = [
  sql`${healthTip.organizationId} is not null`,
  asc(healthTip.libraryIndex),
  asc(healthTip.createdAt),
  asc(healthTip.id),
] as const;

const toRecord = (r: TipRow): TipRecord => ({
  id: r.id,
  category: r.category,
  en: r.textEn,
  es: r.textEs,
  sourceName: r.sourceName,
  sourceUrl: r.sourceUrl,
});

function visibleTo(organizationId: string | null): SQL {
  if (!organizationId) return isNull(healthTip.organizationId);
  return or(
    and(
      isNull(healthTip.organizationId),
      notExists(
        sql`(select 1 from ${healthTipHidden} where ${healthTipHidden.tipId} = ${healthTip.id} and ${healthTipHidden.organizationId} = ${organizationId})`,
      ),
    ),
    eq(healthTip.organizationId, organizationId),
  )!;
}

/** The active tips a practice's patients rotate through (null: the platform's, for everyone). */
export async function activeTips(ctx: ServiceContext, organizationId: string | null): Promise<TipRecord[]> {
  await ensureLibrary(ctx);
  const rows = await ctx.db
    .select()
    .from(healthTip)
    .where(and(eq(healthTip.active, true), visibleTo(organizationId)))
    .orderBy(...ORDER);
  return rows.map(toRecord);
}

/**
 * What an administrator may do: edit platform tips (a platform administrator, whichever organization
 * is active) and/or act for the active practice (its administrator). Neither: FORBIDDEN.
 */
interface Scope {
  platform: boolean;
  practiceId: string | null;
}

function scopeOf(ctx: ServiceContext): Scope {
  const principal = principalIn(ctx);
  if (!principal?.roles.includes('admin')) throw new AppError('FORBIDDEN');
  const org = ctx.organization ?? null;
  const scope = { platform: principal.platformAdmin, practiceId: org?.kind === 'practice' ? org.id : null };
  if (!scope.platform && !scope.practiceId) {
    throw new AppError('FORBIDDEN', 'Tips are edited by platform administrators and practices.');
  }
  return scope;
}

function toAdmin(r: TipRow, scope: Scope, hidden: boolean): HealthTipAdmin {
  const owner = r.organizationId ? 'practice' : 'platform';
  return {
    id: r.id,
    owner,
    category: r.category,
    textEn: r.textEn,
    textEs: r.textEs,
    sourceName: r.sourceName,
    sourceUrl: r.sourceUrl,
    active: r.active,
    hidden,
    editable: owner === 'platform' ? scope.platform : r.organizationId === scope.practiceId,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every tip the administrator sees: the platform's, and for a practice its own (with what it hides). */
export async function listTips(
  ctx: ServiceContext,
  query: { category?: TipCategory | undefined } = {},
): Promise<HealthTipList> {
  const scope = scopeOf(ctx);
  await ensureLibrary(ctx);
  const org = scope.practiceId;
  const rows = await ctx.db
    .select({
      tip: healthTip,
      hidden: org
        ? sql<boolean>`exists (select 1 from ${healthTipHidden} where ${healthTipHidden.tipId} = ${healthTip.id} and ${healthTipHidden.organizationId} = ${org})`
        : sql<boolean>`false`,
    })
    .from(healthTip)
    .where(
      and(
        org
          ? or(isNull(healthTip.organizationId), eq(healthTip.organizationId, org))
          : isNull(healthTip.organizationId),
        query.category ? eq(healthTip.category, query.category) : undefined,
      ),
    )
    // the practice's own first (what its administrator works on), then the platform's in rotation order
    .orderBy(sql`${healthTip.organizationId} is null`, ...ORDER.slice(1));
  const items = rows.map((r) => toAdmin(r.tip, scope, Boolean(r.hidden)));
  return {
    canEditPlatform: scope.platform,
    practice: org !== null,
    items,
    rotation: query.category
      ? (await activeTips(ctx, org)).length
      : items.filter((t) => t.active && !t.hidden).length,
  };
}

export async function createTip(ctx: ServiceContext, input: HealthTipCreate): Promise<HealthTipAdmin> {
  const scope = scopeOf(ctx);
  const owner = input.owner ?? (scope.practiceId ? 'practice' : 'platform');
  if (owner === 'platform' ? !scope.platform : !scope.practiceId) {
    throw new AppError('FORBIDDEN', 'Platform tips are added by platform administrators.');
  }
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(healthTip)
      .values({
        organizationId: owner === 'practice' ? scope.practiceId : null,
        category: input.category,
        textEn: input.textEn,
        textEs: input.textEs,
        sourceName: input.sourceName,
        sourceUrl: input.sourceUrl,
        active: input.active,
        createdByUserId: actorUserId(tx),
        createdAt: tx.now(),
        updatedByUserId: actorUserId(tx),
        updatedAt: tx.now(),
      })
      .returning();
    await audit(tx, { action: 'health_tip.create', resourceType: 'health_tip', resourceId: row!.id });
    return toAdmin(row!, scope, false);
  });
}

/** The tip, if the caller sees it (platform tips: everyone; a practice's: its administrators). */
async function findTip(ctx: ServiceContext, scope: Scope, id: string): Promise<TipRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db.select().from(healthTip).where(eq(healthTip.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.organizationId && row.organizationId !== scope.practiceId) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateTip(
  ctx: ServiceContext,
  id: string,
  patch: HealthTipPatch,
): Promise<HealthTipAdmin> {
  const scope = scopeOf(ctx);
  return withTransaction(ctx, async (tx) => {
    const row = await findTip(tx, scope, id);
    if (!row.organizationId && !scope.platform) {
      throw new AppError(
        'FORBIDDEN',
        'Platform tips are edited by platform administrators; hide it instead.',
      );
    }
    const [updated] = await tx.db
      .update(healthTip)
      .set({ ...patch, updatedByUserId: actorUserId(tx), updatedAt: tx.now() })
      .where(eq(healthTip.id, row.id))
      .returning();
    await audit(tx, { action: 'health_tip.update', resourceType: 'health_tip', resourceId: row.id });
    return toAdmin(updated!, scope, false);
  });
}

/** A practice hides a platform tip from its patients, or shows it again. */
export async function setTipHidden(
  ctx: ServiceContext,
  id: string,
  hidden: boolean,
): Promise<HealthTipAdmin> {
  const scope = scopeOf(ctx);
  return withTransaction(ctx, async (tx) => {
    const row = await findTip(tx, scope, id);
    const practiceId = scope.practiceId;
    if (!practiceId || row.organizationId) {
      throw new AppError('FORBIDDEN', 'A practice hides platform tips; its own it deactivates.');
    }
    if (hidden) {
      await tx.db
        .insert(healthTipHidden)
        .values({ organizationId: practiceId, tipId: row.id, hiddenByUserId: actorUserId(tx) })
        .onConflictDoNothing();
    } else {
      await tx.db
        .delete(healthTipHidden)
        .where(and(eq(healthTipHidden.organizationId, practiceId), eq(healthTipHidden.tipId, row.id)));
    }
    await audit(tx, {
      action: hidden ? 'health_tip.hide' : 'health_tip.show',
      resourceType: 'health_tip',
      resourceId: row.id,
    });
    return toAdmin(row, scope, hidden);
  });
}
