/**
 * A practice's billing details and branding, printed on its invoices and used by its claims: legal
 * name, address, tax id, NPI, currency, default tax rate, payment terms, a note; and, on the
 * Professional and Enterprise plans (custom branding), a logo and an accent colour. Any member reads
 * them; the owner and practice administrators change them. The logo is a PNG or JPEG (by content) of
 * at most MAX_LOGO_BYTES, kept in `ctx.storage`.
 */
import {
  type BillingProfile,
  type BillingProfileInput,
  billingProfileInputSchema,
  MAX_LOGO_BYTES,
  PLAN_LIMITS,
} from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { billingProfile, organization } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { withTransaction } from '../../platform/service-context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { managedOrganization } from '../join-codes/index.ts';
import { sniffDocumentType } from '../patients/index.ts';

export type ProfileRow = typeof billingProfile.$inferSelect;

/** The stored profile of an organization, or the defaults (nothing filled in yet). */
export async function profileRow(ctx: ServiceContext, organizationId: string): Promise<ProfileRow> {
  const [row] = await ctx.db
    .select()
    .from(billingProfile)
    .where(eq(billingProfile.organizationId, organizationId));
  return (
    row ?? {
      organizationId,
      ...billingProfileInputSchema.parse({}),
      defaultTaxRateBp: 0,
      logoKey: null,
      logoContentType: null,
      payerId: null,
      updatedAt: new Date(0),
    }
  );
}

/** The organization's name and whether its plan allows custom branding. */
export async function organizationBranding(
  ctx: ServiceContext,
  organizationId: string,
): Promise<{ name: string; brandingAllowed: boolean }> {
  const [org] = await ctx.db
    .select({ name: organization.name, plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return { name: org?.name ?? '', brandingAllowed: PLAN_LIMITS[org?.plan ?? 'starter'].customBranding };
}

function toProfile(
  row: ProfileRow,
  org: { name: string; brandingAllowed: boolean },
  canManage: boolean,
): BillingProfile {
  return {
    legalName: row.legalName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    taxId: row.taxId,
    npi: row.npi,
    phone: row.phone,
    email: row.email,
    currency: row.currency as BillingProfile['currency'],
    defaultTaxRateBasisPoints: row.defaultTaxRateBp,
    paymentTermsDays: row.paymentTermsDays,
    invoiceNote: row.invoiceNote,
    accentColor: org.brandingAllowed ? row.accentColor : null,
    hasLogo: org.brandingAllowed && row.logoKey !== null,
    brandingAllowed: org.brandingAllowed,
    canManage,
    organizationName: org.name,
  };
}

async function practiceManaged(ctx: ServiceContext, organizationId: string) {
  const row = await managedOrganization(ctx, organizationId);
  if (row.kind !== 'practice') throw new AppError('NOT_FOUND');
  return row;
}

export async function getBillingProfile(
  ctx: ServiceContext,
  organizationId: string,
): Promise<BillingProfile> {
  const { canManage } = await practiceManaged(ctx, organizationId);
  return toProfile(
    await profileRow(ctx, organizationId),
    await organizationBranding(ctx, organizationId),
    canManage,
  );
}

function assertManages(row: { canManage: boolean }): void {
  if (!row.canManage)
    throw new AppError(
      'FORBIDDEN',
      "Only the owner or a practice administrator changes the practice's billing details.",
    );
}

export async function setBillingProfile(
  ctx: ServiceContext,
  organizationId: string,
  raw: BillingProfileInput,
): Promise<BillingProfile> {
  const input = billingProfileInputSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    assertManages(await practiceManaged(tx, organizationId));
    const org = await organizationBranding(tx, organizationId);
    if (input.accentColor && !org.brandingAllowed) throw new AppError('BRANDING_NOT_IN_PLAN');
    const { defaultTaxRateBasisPoints, ...rest } = input;
    const values = { ...rest, defaultTaxRateBp: defaultTaxRateBasisPoints, updatedAt: tx.now() };
    const [row] = await tx.db
      .insert(billingProfile)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: billingProfile.organizationId, set: values })
      .returning();
    await audit(tx, {
      action: 'billing_profile.update',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return toProfile(row!, org, true);
  });
}

/** Stores the practice's logo (PNG or JPEG by content), replacing the previous one. */
export async function setLogo(
  ctx: ServiceContext,
  organizationId: string,
  bytes: Uint8Array,
): Promise<BillingProfile> {
  // who may, before the body is looked at
  assertManages(await practiceManaged(ctx, organizationId));
  if (bytes.byteLength > MAX_LOGO_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, { maxBytes: MAX_LOGO_BYTES });
  const type = sniffDocumentType(bytes);
  if (type !== 'png' && type !== 'jpeg') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG or JPEG image.');
  }
  const contentType = type === 'png' ? 'image/png' : 'image/jpeg';
  const key = newStorageKey('logo', organizationId);
  const result = await withTransaction(ctx, async (tx) => {
    assertManages(await practiceManaged(tx, organizationId));
    const org = await organizationBranding(tx, organizationId);
    if (!org.brandingAllowed) throw new AppError('BRANDING_NOT_IN_PLAN');
    const previous = await profileRow(tx, organizationId);
    await ctx.storage.put(key, bytes, contentType);
    const [row] = await tx.db
      .insert(billingProfile)
      .values({ organizationId, logoKey: key, logoContentType: contentType, updatedAt: tx.now() })
      .onConflictDoUpdate({
        target: billingProfile.organizationId,
        set: { logoKey: key, logoContentType: contentType, updatedAt: tx.now() },
      })
      .returning();
    await audit(tx, {
      action: 'billing_profile.logo.update',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return { profile: toProfile(row!, org, true), previousKey: previous.logoKey };
  });
  if (result.previousKey) await ctx.storage.delete(result.previousKey).catch(() => undefined);
  return result.profile;
}

export async function deleteLogo(ctx: ServiceContext, organizationId: string): Promise<BillingProfile> {
  const result = await withTransaction(ctx, async (tx) => {
    assertManages(await practiceManaged(tx, organizationId));
    const previous = await profileRow(tx, organizationId);
    const [row] = await tx.db
      .update(billingProfile)
      .set({ logoKey: null, logoContentType: null, updatedAt: tx.now() })
      .where(eq(billingProfile.organizationId, organizationId))
      .returning();
    await audit(tx, {
      action: 'billing_profile.logo.delete',
      resourceType: 'organization',
      resourceId: organizationId,
    });
    return {
      profile: toProfile(row ?? previous, await organizationBranding(tx, organizationId), true),
      previousKey: previous.logoKey,
    };
  });
  if (result.previousKey) await ctx.storage.delete(result.previousKey).catch(() => undefined);
  return result.profile;
}

/** The logo's bytes for a member of the practice (or for the PDF), or null. */
export async function logoBytes(
  ctx: ServiceContext,
  organizationId: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await profileRow(ctx, organizationId);
  if (!row.logoKey || !row.logoContentType) return null;
  const stored = await ctx.storage.get(row.logoKey);
  if (!stored) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stored.stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), contentType: row.logoContentType };
}

export async function readLogo(ctx: ServiceContext, organizationId: string) {
  await practiceManaged(ctx, organizationId);
  const { brandingAllowed } = await organizationBranding(ctx, organizationId);
  const logo = brandingAllowed ? await logoBytes(ctx, organizationId) : null;
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}
