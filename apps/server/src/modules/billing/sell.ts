/**
 * A trainer sells a package of their own sessions to a client, from the fitness side (the client's
 * record). Nothing is copied: it is billing's own invoice (`createInvoice`) with one `package` line for
 * the caller, issued and e-mailed with its PDF (`sendInvoice`) unless the trainer keeps it a draft —
 * both in one transaction, so a refusal (no e-mail address on the record, a client outside the care
 * team: 404) leaves no invoice, no package and no number taken.
 */
import {
  type Language,
  type SellPackageInput,
  type SessionPackage,
  sellPackageSchema,
} from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { invoiceLine } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { fieldError } from '../../platform/errors.ts';
import {
  actorUserId,
  principalIn,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { readPackages } from './packages.ts';
import { sendInvoice } from './send.ts';
import { createInvoice } from './service.ts';

export async function sellPackage(
  ctx: ServiceContext,
  patientId: string,
  raw: SellPackageInput,
  fallbackLanguage: Language,
): Promise<SessionPackage> {
  const input = sellPackageSchema.parse(raw);
  return withTransaction(ctx, async (tx) => {
    // the client first: outside the caller's scope is 404 whatever else the request says
    await findVisiblePatient(tx, patientId, { category: 'billing' });
    const trainer =
      input.providerUserId ?? (principalIn(tx)?.roles.includes('fitness') ? actorUserId(tx) : null);
    if (!trainer) throw fieldError({ providerUserId: 'invalidOption' });
    // billing's own invoice; checkLines refuses a trainer who is not the practice's fitness professional
    const inv = await createInvoice(tx, {
      patientId,
      lines: [
        {
          source: 'package',
          description: input.name,
          quantity: 1,
          unitPriceMinor: input.priceMinor,
          taxRateBasisPoints: input.taxRateBasisPoints,
          packageSessions: input.sessions,
          packageProviderUserId: trainer,
        },
      ],
    });
    if (input.send) await sendInvoice(tx, inv.id, fallbackLanguage);
    const [sold] = await readPackages(tx, eq(invoiceLine.invoiceId, inv.id));
    if (!sold) throw new Error('the package line did not make a package');
    await audit(tx, {
      action: 'session_package.create',
      resourceType: 'session_package',
      resourceId: sold.id,
      patientId: sold.patient.id,
    });
    return sold;
  });
}
