/**
 * First-run onboarding of a practice (ADR 0049): its name, address, time zone, currency, tax rate,
 * opening hours, the services its professionals publish, and inviting the team. It reuses what exists:
 * the address, currency and tax rate are the billing details (modules/billing), the services are the
 * providers' own (edited on their profiles), the team joins with the practice's join code. Only the
 * time zone, the opening hours and "onboarding finished" are new (`practice_settings`).
 */
import {
  type PracticeSetup,
  type PracticeSetupInput,
  PLAN_LIMITS,
  practiceSetupInputSchema,
  type TeamInvitationsInput,
  teamInvitationsInputSchema,
} from '@verdant/shared';
import { asc, count, eq } from 'drizzle-orm';
import {
  membership,
  organization,
  practiceSettings,
  providerProfile,
  providerService,
  user,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { profileRow, setBillingProfile } from '../billing/index.ts';
import { brandingOf } from './branding.ts';
import { teamInvitationEmail } from './emails.ts';

function practiceOf(ctx: ServiceContext) {
  return activeOrganization(ctx, ['practice']);
}

export async function getSetup(ctx: ServiceContext): Promise<PracticeSetup> {
  const { id } = practiceOf(ctx);
  const [org] = await ctx.db
    .select({ name: organization.name, plan: organization.plan, joinCode: organization.joinCode })
    .from(organization)
    .where(eq(organization.id, id));
  if (!org) throw new AppError('NOT_FOUND');
  const billing = await profileRow(ctx, id);
  const [settings] = await ctx.db
    .select()
    .from(practiceSettings)
    .where(eq(practiceSettings.organizationId, id));
  const services = await ctx.db
    .select({
      id: providerService.id,
      provider: providerProfile.displayName,
      name: providerService.name,
      durationMinutes: providerService.durationMinutes,
      priceMinor: providerService.priceMinor,
      currency: providerService.currency,
    })
    .from(providerService)
    .innerJoin(providerProfile, eq(providerProfile.id, providerService.profileId))
    .where(eq(providerProfile.organizationId, id))
    .orderBy(asc(providerProfile.displayName), asc(providerService.position))
    .limit(100);
  const [team] = await ctx.db
    .select({ n: count() })
    .from(membership)
    .where(eq(membership.organizationId, id));
  return {
    organizationId: id,
    name: org.name,
    addressLine1: billing.addressLine1,
    city: billing.city,
    postalCode: billing.postalCode,
    country: billing.country,
    timeZone: settings?.timeZone ?? 'UTC',
    currency: billing.currency,
    taxRateBasisPoints: billing.defaultTaxRateBp,
    openingHours: settings?.openingHours ?? [],
    completedAt: settings?.completedAt?.toISOString() ?? null,
    services,
    teamSize: team?.n ?? 0,
    joinCode: org.joinCode,
    plan: org.plan,
    brandingAllowed: PLAN_LIMITS[org.plan].customBranding,
  };
}

export async function saveSetup(ctx: ServiceContext, raw: PracticeSetupInput): Promise<PracticeSetup> {
  const { id } = practiceOf(ctx);
  const input = practiceSetupInputSchema.parse(raw);
  await withTransaction(ctx, async (tx) => {
    await tx.db.update(organization).set({ name: input.name }).where(eq(organization.id, id));
    const b = await profileRow(tx, id);
    await setBillingProfile(tx, id, {
      legalName: b.legalName,
      addressLine1: input.addressLine1,
      addressLine2: b.addressLine2,
      city: input.city,
      region: b.region,
      postalCode: input.postalCode,
      country: input.country,
      taxId: b.taxId,
      npi: b.npi,
      phone: b.phone,
      email: b.email,
      currency: input.currency,
      defaultTaxRateBasisPoints: input.taxRateBasisPoints,
      paymentTermsDays: b.paymentTermsDays,
      invoiceNote: b.invoiceNote,
      accentColor: b.accentColor,
    });
    const values = {
      timeZone: input.timeZone,
      openingHours: [...input.openingHours].sort(
        (a, c) => a.weekday - c.weekday || a.opens.localeCompare(c.opens),
      ),
      updatedAt: tx.now(),
      ...(input.complete ? { completedAt: tx.now() } : {}),
    };
    await tx.db
      .insert(practiceSettings)
      .values({ organizationId: id, ...values })
      .onConflictDoUpdate({ target: practiceSettings.organizationId, set: values });
    await audit(tx, { action: 'practice_setup.update', resourceType: 'organization', resourceId: id });
  });
  return getSetup(ctx);
}

/** E-mails each address the practice's join code; returns how many were queued. */
export async function inviteTeam(ctx: ServiceContext, raw: TeamInvitationsInput): Promise<{ sent: number }> {
  const { id } = practiceOf(ctx);
  const input = teamInvitationsInputSchema.parse(raw);
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  const [org] = await ctx.db
    .select({ joinCode: organization.joinCode })
    .from(organization)
    .where(eq(organization.id, id));
  const userId = actorUserId(ctx);
  const [me] = userId
    ? await ctx.db.select({ language: user.language }).from(user).where(eq(user.id, userId))
    : [];
  const brand = await brandingOf(ctx, id);
  return withTransaction(ctx, async (tx) => {
    let sent = 0;
    for (const email of emails) {
      const queued = await ctx.mail.enqueue(
        teamInvitationEmail(
          { email, language: me?.language ?? 'en' },
          brand,
          org!.joinCode,
          ctx.config.baseUrl,
        ),
        tx.db,
      );
      if (queued) sent++;
    }
    await audit(tx, { action: 'practice_setup.invite_team', resourceType: 'organization', resourceId: id });
    return { sent };
  });
}
