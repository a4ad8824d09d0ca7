/**
 * The practice's lab settings and the automatic release (ADR 0037): final results nobody reviewed
 * are released to the patient `autoReleaseDays` after they became final (the practice's setting,
 * default 7; 0 = never automatically). A recurring job (hourly, once per period across instances)
 * releases them all in one update, audits each, and tells each patient with an account. The order
 * stays `final`: the clinician can still review it. Also each viewer's unit system for lab values.
 */
import {
  DEFAULT_LAB_AUTO_RELEASE_DAYS,
  type LabPreferences,
  type LabSettings,
  labOrderNumber,
  labPreferencesSchema,
  labSettingsSchema,
} from '@verdant/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { labOrder, labSettings, labViewerPreference, patient } from '../../db/schema/index.ts';
import { audit, auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import {
  actorUserId,
  principalIn,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { notify } from '../notifications/index.ts';
import { requireSide } from './scope.ts';
import { orderEntry } from './service.ts';

export const RELEASE_JOB = 'labs.auto-release';

export async function getLabSettings(ctx: ServiceContext): Promise<LabSettings> {
  requireSide(ctx, 'practice');
  const org = activeOrganization(ctx, ['practice']);
  const [row] = await ctx.db
    .select({ days: labSettings.autoReleaseDays })
    .from(labSettings)
    .where(eq(labSettings.organizationId, org.id));
  return { autoReleaseDays: row?.days ?? DEFAULT_LAB_AUTO_RELEASE_DAYS };
}

export async function updateLabSettings(ctx: ServiceContext, input: LabSettings): Promise<LabSettings> {
  requireSide(ctx, 'practice');
  const org = activeOrganization(ctx, ['practice']);
  const { autoReleaseDays } = labSettingsSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const values = { autoReleaseDays, updatedByUserId: actorUserId(tx), updatedAt: tx.now() };
    await tx.db
      .insert(labSettings)
      .values({ organizationId: org.id, ...values })
      .onConflictDoUpdate({ target: labSettings.organizationId, set: values });
    await audit(tx, { action: 'lab.settings.update', resourceType: 'organization', resourceId: org.id });
    return { autoReleaseDays };
  });
}

/** Releases every final, unreviewed order whose practice's delay has passed; returns how many. */
export async function releaseDueResults(ctx: ServiceContext): Promise<number> {
  const now = ctx.now().toISOString();
  const days = sql`coalesce((select ${labSettings.autoReleaseDays} from ${labSettings} where ${labSettings.organizationId} = ${labOrder.organizationId}), ${DEFAULT_LAB_AUTO_RELEASE_DAYS})`;
  return withTransaction(ctx, async (tx) => {
    const released = await tx.db
      .update(labOrder)
      .set({ releasedAt: ctx.now() })
      .where(
        and(
          eq(labOrder.status, 'final'),
          isNull(labOrder.releasedAt),
          isNotNull(labOrder.finalAt),
          sql`${days} > 0`,
          sql`${labOrder.finalAt} <= ${now}::timestamptz - make_interval(days => ${days})`,
        ),
      )
      .returning();
    if (released.length === 0) return 0;
    await auditMany(
      tx,
      released.map((o) => orderEntry('lab_order.released', o)),
    );
    const people = await tx.db
      .select({ id: patient.id, userId: patient.userId })
      .from(patient)
      .where(inArray(patient.id, [...new Set(released.map((o) => o.patientId))]));
    await notify(
      tx,
      released.flatMap((o) => {
        const who = people.find((p) => p.id === o.patientId);
        return who?.userId
          ? [
              {
                userId: who.userId,
                kind: 'lab.result' as const,
                titleKey: 'labResultReady',
                params: { number: labOrderNumber(o.sequence) },
                link: '/patient/labs',
                patientId: o.patientId,
                organizationId: o.organizationId,
              },
            ]
          : [];
      }),
    );
    for (const o of released) {
      await emitWebhookEvent(tx, o.organizationId, 'lab_result.released', {
        labOrderId: o.id,
        patientId: o.patientId,
      });
    }
    return released.length;
  });
}

// ---------------------------------------------------------------- the viewer's unit system

function viewer(ctx: ServiceContext): string {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal.userId;
}

export async function getLabPreferences(ctx: ServiceContext): Promise<LabPreferences> {
  const userId = viewer(ctx);
  const [row] = await ctx.db
    .select({ unitSystem: labViewerPreference.unitSystem })
    .from(labViewerPreference)
    .where(eq(labViewerPreference.userId, userId));
  return { unitSystem: row?.unitSystem ?? 'conventional' };
}

export async function updateLabPreferences(
  ctx: ServiceContext,
  input: LabPreferences,
): Promise<LabPreferences> {
  const userId = viewer(ctx);
  const { unitSystem } = labPreferencesSchema.parse(input);
  const values = { unitSystem, updatedAt: ctx.now() };
  await ctx.db
    .insert(labViewerPreference)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: labViewerPreference.userId, set: values });
  return { unitSystem };
}
