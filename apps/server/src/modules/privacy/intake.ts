/**
 * Consent recorded at the front desk (ADR 0055): a new patient signs a consent form (share their
 * billing with their insurer, their results with a laboratory…) and the desk records that decision
 * as the same `permit` directive the patient would make in their privacy centre (`insertGrant`), with
 * the desk's user as its author. The patient sees it, narrows or revokes it there afterwards. The
 * holding practice reads a record's directives on the record (`recordConsents`).
 */
import type { ConsentGrant, ConsentRecipient, IntakeConsentInput } from '@verdant/shared';
import { and, inArray, ne, eq } from 'drizzle-orm';
import { organization } from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { findVisiblePatient } from '../patients/index.ts';
import { endOfDay, insertGrant, loadGrantsFor } from './consent.ts';

/** Organizations a patient may share with, other than the desk's own practice. */
export async function intakeRecipients(ctx: ServiceContext): Promise<ConsentRecipient[]> {
  const own = activeOrganization(ctx, ['practice']);
  const rows = await ctx.db
    .select({ organizationId: organization.id, name: organization.name, kind: organization.kind })
    .from(organization)
    .where(
      and(
        eq(organization.status, 'active'),
        inArray(organization.kind, ['laboratory', 'insurer', 'practice']),
        ne(organization.id, own.id),
      ),
    )
    .orderBy(organization.kind, organization.name)
    .limit(500);
  return rows.map((r) => ({ ...r, kind: r.kind as ConsentRecipient['kind'] }));
}

/**
 * Writes the signed consents of a record just created, inside the caller's transaction (each one
 * audited `consent.grant` by `insertGrant`). Returns the directives as the privacy centre shows them.
 */
export async function recordSignedConsents(
  tx: ServiceContext,
  record: { id: string; organizationId: string },
  consents: readonly IntakeConsentInput[],
): Promise<ConsentGrant[]> {
  const author = actorUserId(tx);
  if (!author) throw new AppError('FORBIDDEN');
  const ids = new Set<string>();
  for (const c of consents) {
    ids.add(
      await insertGrant(tx, record, {
        recipientOrganizationId: c.recipientOrganizationId,
        categories: c.categories,
        purpose: c.purpose,
        end: endOfDay(c.end),
        createdByUserId: author,
      }),
    );
  }
  if (ids.size === 0) return [];
  return (await loadGrantsFor(tx, [record.id])).filter((g) => ids.has(g.id));
}

/**
 * `GET /patients/{id}/consents`: the record's consent directives, for the practice that holds it
 * (its administrators, staff and care team); an outside recipient reading under a grant does not
 * see the patient's other grants (NOT_FOUND). One audited read.
 */
export async function recordConsents(ctx: ServiceContext, patientId: string): Promise<ConsentGrant[]> {
  const own = activeOrganization(ctx, ['practice']);
  return readAudited(
    ctx,
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId);
      if (p.organizationId !== own.id) throw new AppError('NOT_FOUND');
      return { id: p.id, items: await loadGrantsFor(tx, [p.id]) };
    },
    (r) => [{ action: 'consent.list', resourceType: 'consent', patientId: r.id }],
  ).then((r) => r.items);
}
