/**
 * Low-credit alerts of session packages (docs/decisions/0054). Credits are computed (allocation.ts),
 * so there is no "credits changed" row to watch: every write that can make a package draw a session
 * (an appointment booked, confirmed, moved or given a status) calls `alertLowPackages` for that client
 * in its own transaction. A package that has drawn at least one session and has PACKAGE_LOW_AT or
 * fewer left alerts `low`; at none left it alerts `empty`. Each (package, threshold) is sent once:
 * the alert row's primary key decides, so a retried booking, a cancel and rebook, or two bookings at
 * once alert nobody twice (and a rolled-back booking alerts nobody: the row, the notifications and
 * the e-mails are all in the caller's transaction).
 *
 * Who hears: the trainer (in-app, and by e-mail unless they turned `package.low` off) and the client
 * (in-app and by e-mail when they have an account; by e-mail only, in the trainer's language, when
 * they have none but an address). Nothing about the sessions themselves is said.
 */
import { PACKAGE_LOW_AT, type Language } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { organization, patient, sessionPackage, sessionPackageAlert } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { userRecipient } from '../accounts/index.ts';
import { brandedMessage } from '../../platform/mail-layout.ts';
import { brandingOf } from '../integrations/index.ts';
import { notify } from '../notifications/index.ts';
import { packageLowEmail } from './emails/package-low.ts';
import { readPackages } from './packages.ts';

export type PackageAlertThreshold = 'low' | 'empty';

/** The thresholds a package at `remaining` sessions left has reached (none before it drew one). */
export function reachedThresholds(p: {
  status: string;
  remaining: number;
  drawn: number;
}): PackageAlertThreshold[] {
  if (p.drawn === 0 || (p.status !== 'active' && p.status !== 'used')) return [];
  if (p.remaining <= 0) return ['low', 'empty'];
  if (p.remaining <= PACKAGE_LOW_AT) return ['low'];
  return [];
}

/** Sends the alerts this client's packages have newly reached (call inside the writing transaction). */
export async function alertLowPackages(ctx: ServiceContext, patientId: string | null): Promise<number> {
  if (!patientId) return 0;
  const packages = await readPackages(ctx, eq(sessionPackage.patientId, patientId));
  let sent = 0;
  for (const p of packages) {
    const reached = reachedThresholds({ status: p.status, remaining: p.remaining, drawn: p.uses.length });
    if (reached.length === 0) continue;
    const [client] = await ctx.db
      .select({
        organizationId: patient.organizationId,
        userId: patient.userId,
        email: patient.email,
        firstName: patient.firstName,
        practice: organization.name,
      })
      .from(patient)
      .innerJoin(organization, eq(organization.id, patient.organizationId))
      .where(eq(patient.id, patientId));
    if (!client) return sent;
    const inserted = await ctx.db
      .insert(sessionPackageAlert)
      .values(
        reached.map((threshold) => ({
          packageId: p.id,
          threshold,
          organizationId: client.organizationId,
          patientId,
          remaining: Math.max(0, p.remaining),
          createdAt: ctx.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ threshold: sessionPackageAlert.threshold });
    if (inserted.length === 0) continue;
    // reaching both at once (a package that went straight to none) says the stronger one only
    const threshold: PackageAlertThreshold = inserted.some((r) => r.threshold === 'empty') ? 'empty' : 'low';
    await sendAlert(ctx, { pkg: p, client, patientId, threshold });
    sent += 1;
  }
  return sent;
}

async function sendAlert(
  ctx: ServiceContext,
  a: {
    pkg: Awaited<ReturnType<typeof readPackages>>[number];
    client: {
      userId: string | null;
      email: string | null;
      firstName: string;
      practice: string;
      organizationId: string;
    };
    patientId: string;
    threshold: PackageAlertThreshold;
  },
) {
  const { pkg, client, threshold } = a;
  const remaining = Math.max(0, pkg.remaining);
  const clientName = `${pkg.patient.firstName} ${pkg.patient.lastName}`;
  const trainer = await userRecipient(ctx.db, pkg.provider.userId);
  const baseUrl = ctx.config.baseUrl;
  const trainerLink = `/patients/${a.patientId}?tab=packages`;
  const params = { patient: clientName, trainer: pkg.provider.name, package: pkg.name, count: remaining };
  const titleKey = threshold === 'empty' ? 'packageEmpty' : 'packageLow';
  await notify(ctx, {
    userId: pkg.provider.userId,
    kind: 'package.low',
    titleKey,
    params,
    link: trainerLink,
    patientId: a.patientId,
    organizationId: client.organizationId,
    email: (lang: Language) => ({
      kind: 'notification',
      ...packageLowEmail(lang, {
        firstName: trainer?.firstName ?? '',
        to: 'trainer',
        threshold,
        packageName: pkg.name,
        remaining,
        who: clientName,
        url: `${baseUrl}${trainerLink}`,
      }),
    }),
  });
  const clientText = (lang: Language, firstName: string, url: string | null) => ({
    kind: 'notification' as const,
    ...packageLowEmail(lang, {
      firstName,
      to: 'client',
      threshold,
      packageName: pkg.name,
      remaining,
      who: pkg.provider.name,
      url,
    }),
  });
  if (client.userId) {
    const account = await userRecipient(ctx.db, client.userId);
    const link = '/patient/billing';
    await notify(ctx, {
      userId: client.userId,
      kind: 'package.low',
      titleKey: `${titleKey}Mine`,
      params,
      link,
      patientId: a.patientId,
      organizationId: client.organizationId,
      email: (lang: Language) =>
        clientText(lang, account?.firstName ?? client.firstName, `${baseUrl}${link}`),
    });
  } else if (client.email) {
    // no account: the e-mail alone, in the language of the trainer who sold the package
    await ctx.mail.enqueue(
      brandedMessage(
        { to: client.email, ...clientText(trainer?.language ?? 'en', client.firstName, null) },
        await brandingOf(ctx, client.organizationId),
      ),
      ctx.db,
    );
  }
}
