/**
 * Who sees which figures (docs/decisions/0040), in one place:
 * - staff, the practice's administrators and its owner see the whole practice, and may narrow it to
 *   one professional (`professionalId`);
 * - any other dietitian, medical or fitness professional sees only their own work (appointments they
 *   held, invoices they made), unless the practice shares its figures with every professional
 *   (`analytics_settings.share_with_professionals`, set by the owner or an administrator);
 * - patient lists behind a figure only ever show the patients the viewer may see (the patients
 *   module's `visiblePatients`): sharing opens counts and sums, never records.
 * Anyone else (a platform administrator, a laboratory, an insurer, a patient) is FORBIDDEN.
 */
import type { AnalyticsQuery } from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import { analyticsSettings, membership } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { principalIn, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { PRACTICE_ROLES } from '../patients/index.ts';

export interface AnalyticsScope {
  organizationId: string;
  /** The viewer sees the practice's figures (not only their own). */
  practice: boolean;
  /** The figures are of this professional only (the viewer's own, or the one chosen). */
  providerUserId: string | null;
  serviceId: string | null;
  /** Only patients with this medical condition on their record (docs/decisions/0047). */
  patientGroup: string | null;
  /** The practice shares its figures with every professional. */
  shared: boolean;
  /** The viewer may change the sharing setting. */
  canChange: boolean;
}

/** The owner or an administrator of the active practice. */
export async function managesPractice(
  ctx: ServiceContext,
): Promise<{ organizationId: string; manages: boolean }> {
  const org = activeOrganization(ctx, ['practice']);
  const principal = principalIn(ctx)!;
  if (!principal.roles.some((r) => (PRACTICE_ROLES as readonly string[]).includes(r))) {
    throw new AppError('FORBIDDEN');
  }
  if (principal.roles.includes('admin')) return { organizationId: org.id, manages: true };
  const [row] = await ctx.db
    .select({ orgRole: membership.orgRole })
    .from(membership)
    .where(and(eq(membership.userId, principal.userId), eq(membership.organizationId, org.id)));
  return { organizationId: org.id, manages: row?.orgRole === 'owner' };
}

export async function sharedSetting(ctx: ServiceContext, organizationId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ shared: analyticsSettings.shareWithProfessionals })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.organizationId, organizationId));
  return row?.shared ?? false;
}

export async function analyticsScope(
  ctx: ServiceContext,
  query: Pick<AnalyticsQuery, 'professionalId' | 'serviceId' | 'patientGroup'>,
): Promise<AnalyticsScope> {
  const { organizationId, manages } = await managesPractice(ctx);
  const principal = principalIn(ctx)!;
  const shared = await sharedSetting(ctx, organizationId);
  const practice = manages || principal.roles.includes('staff') || shared;
  const chosen = query.professionalId || null;
  return {
    organizationId,
    practice,
    providerUserId: practice ? chosen : principal.userId,
    serviceId: query.serviceId || null,
    patientGroup: query.patientGroup || null,
    shared,
    canChange: manages,
  };
}
