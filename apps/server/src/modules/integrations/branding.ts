/**
 * A practice's custom branding (Professional and Enterprise plans, ADR 0049): its name, accent colour
 * and logo, kept in its billing details (modules/billing: the logo through ctx.storage, the colour
 * checked against WCAG AA) and applied on the patient portal, in e-mails and on its PDFs. Here: what
 * the patient portal and the e-mails read. A patient reads their practices' branding; a member their
 * own practice's; nobody else's.
 */
import type { Branding } from '@verdant/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { membership, organization, patient } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailBrand } from '../../platform/mail-layout.ts';
import type { PdfOptions } from '../../platform/pdf.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { logoBytes, organizationBranding, profileRow } from '../billing/index.ts';

/**
 * The practice's brand, the one source of every e-mail and PDF sent on its behalf (ADR 0062): its
 * name and, when the plan allows custom branding, its colour and logo (read through ctx.storage).
 * E-mails pass it to `brandedMessage`/`actionEmail` (platform/mail-layout.ts), PDFs to `pdfBranding`.
 */
export async function brandingOf(ctx: ServiceContext, organizationId: string): Promise<MailBrand> {
  const org = await organizationBranding(ctx, organizationId);
  if (!org.brandingAllowed) return { name: org.name, color: null, custom: false, logo: null };
  const row = await profileRow(ctx, organizationId);
  const logo = row.logoKey ? await logoBytes(ctx, organizationId) : null;
  return { name: org.name, color: row.accentColor, custom: true, logo };
}

/** A brand as platform/pdf.ts takes it: the colour and logo under custom branding, else Verdant's look. */
export function pdfBranding(brand: MailBrand): PdfOptions['branding'] {
  return brand.custom ? { accentColor: brand.color, logo: brand.logo?.bytes ?? null } : undefined;
}

async function brandingFor(ctx: ServiceContext, organizationId: string): Promise<Branding> {
  const org = await organizationBranding(ctx, organizationId);
  const row = await profileRow(ctx, organizationId);
  return {
    organizationId,
    practiceName: org.name,
    accentColor: org.brandingAllowed ? row.accentColor : null,
    logoUrl: org.brandingAllowed && row.logoKey ? `/api/v1/branding/${organizationId}/logo` : null,
  };
}

/** The practices whose branding the caller sees: a patient's practices and the caller's memberships. */
async function visiblePractices(ctx: ServiceContext): Promise<string[]> {
  const userId = actorUserId(ctx);
  if (!userId) return [];
  const asPatient = await ctx.db
    .selectDistinct({ id: patient.organizationId })
    .from(patient)
    .where(and(eq(patient.userId, userId), isNull(patient.deletedAt)));
  const asMember = await ctx.db
    .select({ id: membership.organizationId })
    .from(membership)
    .innerJoin(organization, eq(organization.id, membership.organizationId))
    .where(and(eq(membership.userId, userId), eq(organization.kind, 'practice')));
  return [...new Set([...asPatient, ...asMember].map((r) => r.id))];
}

export async function myBranding(ctx: ServiceContext): Promise<Branding[]> {
  const ids = await visiblePractices(ctx);
  const out: Branding[] = [];
  for (const id of ids) out.push(await brandingFor(ctx, id));
  return out;
}

export async function brandingLogo(ctx: ServiceContext, organizationId: string) {
  if (!(await visiblePractices(ctx)).includes(organizationId)) throw new AppError('NOT_FOUND');
  const { brandingAllowed } = await organizationBranding(ctx, organizationId);
  const logo = brandingAllowed ? await logoBytes(ctx, organizationId) : null;
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}
