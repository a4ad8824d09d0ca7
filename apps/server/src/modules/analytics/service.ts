/** The analytics module's services: figures, the filters' options and the practice's sharing setting. */
import {
  type AnalyticsOptions,
  type AnalyticsQuery,
  type AnalyticsSettings,
  type AnalyticsSettingsInput,
  analyticsQuerySchema,
  analyticsSettingsInputSchema,
  type OutcomeFigures,
  type PracticeFigures,
} from '@verdant/shared';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { analyticsSettings } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { outcomeFigures, patientOutcomes } from './outcomes.ts';
import { periodsOf } from './period.ts';
import { practiceFigures } from './practice.ts';
import { visiblePatients } from '../patients/index.ts';
import { analyticsScope, managesPractice } from './scope.ts';

export async function getPracticeFigures(ctx: ServiceContext, raw: AnalyticsQuery): Promise<PracticeFigures> {
  const q = analyticsQuerySchema.parse(raw);
  const scope = await analyticsScope(ctx, q);
  return practiceFigures(ctx, scope, periodsOf(ctx, q));
}

export async function getOutcomeFigures(ctx: ServiceContext, raw: AnalyticsQuery): Promise<OutcomeFigures> {
  const q = analyticsQuerySchema.parse(raw);
  const scope = await analyticsScope(ctx, q);
  const periods = periodsOf(ctx, q);
  const data = await patientOutcomes(ctx, scope, periods);
  await audit(ctx, {
    action: 'analytics.outcomes.read',
    resourceType: 'analytics',
    resourceId: scope.organizationId,
  });
  return outcomeFigures(scope, periods, ctx.now(), data);
}

/** The professionals and services the viewer may filter by (their own only, without the practice's figures). */
export async function analyticsOptions(ctx: ServiceContext): Promise<AnalyticsOptions> {
  const scope = await analyticsScope(ctx, {});
  const own = scope.practice ? sql`true` : sql`pp.user_id = ${scope.providerUserId}`;
  const visible = visiblePatients(ctx, 'demographics').where;
  const [people, services, groups] = await Promise.all([
    ctx.db.execute(sql`select distinct u.id, u.name from "user" u
      where u.id in (select pp.user_id from provider_profile pp where pp.organization_id = ${scope.organizationId} and ${own})
         or u.id in (select a.provider_user_id from appointment a where a.organization_id = ${scope.organizationId} and ${scope.practice ? sql`true` : sql`a.provider_user_id = ${scope.providerUserId}`})
      order by u.name`),
    ctx.db.execute(sql`select s.id::text as id, s.name || ' · ' || pp.display_name as name from provider_service s
      join provider_profile pp on pp.id = s.profile_id
      where pp.organization_id = ${scope.organizationId} and ${own} order by pp.display_name, s.position, s.name`),
    ctx.db.execute(sql`select c->>'name' as name, count(distinct "patient"."id")::int as patients
      from "patient" cross join lateral jsonb_array_elements("patient"."medical_conditions") c
      where "patient"."organization_id" = ${scope.organizationId} and ${visible} and coalesce(c->>'name', '') <> ''
      group by 1 order by 2 desc, 1 limit 100`),
  ]);
  return {
    professionals: rowsOf<{ id: string; name: string }>(people),
    services: rowsOf<{ id: string; name: string }>(services),
    patientGroups: rowsOf<{ name: string; patients: number }>(groups).map((g) => ({
      name: g.name,
      patients: Number(g.patients),
    })),
  };
}

export async function getAnalyticsSettings(ctx: ServiceContext): Promise<AnalyticsSettings> {
  const { organizationId, manages } = await managesPractice(ctx);
  const [row] = await ctx.db
    .select()
    .from(analyticsSettings)
    .where(eq(analyticsSettings.organizationId, organizationId));
  return {
    shareWithProfessionals: row?.shareWithProfessionals ?? false,
    monthlyEmail: row?.monthlyEmail ?? false,
    canChange: manages,
  };
}

export async function setAnalyticsSettings(
  ctx: ServiceContext,
  raw: AnalyticsSettingsInput,
): Promise<AnalyticsSettings> {
  const input = analyticsSettingsInputSchema.parse(raw);
  const { organizationId, manages } = await managesPractice(ctx);
  if (!manages) throw new AppError('FORBIDDEN', 'Only the practice owner or an administrator changes this.');
  return withTransaction(ctx, async (tx) => {
    const values = {
      ...(input.shareWithProfessionals === undefined
        ? {}
        : { shareWithProfessionals: input.shareWithProfessionals }),
      ...(input.monthlyEmail === undefined ? {} : { monthlyEmail: input.monthlyEmail }),
      updatedByUserId: actorUserId(tx),
      updatedAt: tx.now(),
    };
    const [saved] = await tx.db
      .insert(analyticsSettings)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: analyticsSettings.organizationId, set: values })
      .returning();
    await audit(tx, {
      action: 'analytics.settings.update',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return {
      shareWithProfessionals: saved!.shareWithProfessionals,
      monthlyEmail: saved!.monthlyEmail,
      canChange: true,
    };
  });
}
