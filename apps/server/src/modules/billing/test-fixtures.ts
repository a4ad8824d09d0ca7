/** Helpers for tests that need invoices and claims (this module's tests, the claims tests, the access test). */
import { createOrganization } from '../organizations/index.ts';
import { expect } from 'vitest';
import { billingProfile } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/app.ts';

/** A valid NPI (the CMS example: its Luhn check digit with the 80840 prefix is 3). */
export const VALID_NPI = '1234567893';
export const OTHER_VALID_NPI = '1245319599';

/** Complete billing details for a practice (what a claim's submission needs), written directly. */
export async function completeBillingProfile(
  t: TestApp,
  organizationId: string,
  overrides: Partial<typeof billingProfile.$inferInsert> = {},
) {
  const values = {
    legalName: 'Green Valley Nutrition LLC',
    addressLine1: '12 Orchard Road',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'United States',
    taxId: '12-3456789',
    npi: VALID_NPI,
    phone: '+1 217 555 0100',
    currency: 'USD',
    ...overrides,
  };
  await t.database.db
    .insert(billingProfile)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: billingProfile.organizationId, set: values });
}

/** An active insurer organization with one Insurance Provider signed in. */
export async function insurerWithUser(t: TestApp, name: string) {
  const organizationId = await createOrganization(t.database.db, { name, kind: 'insurer' });
  const user = await t.signedIn({
    roles: ['insurance'],
    memberships: [{ organizationId, orgRole: 'member' }],
  });
  return { organizationId, ...user };
}

export const customLine = (description = 'Nutrition counselling', unitPriceMinor = 12000, quantity = 1) => ({
  source: 'custom' as const,
  description,
  quantity,
  unitPriceMinor,
});

/** A claim body for an invoice line (97802, Z71.3, telehealth), addressed to `payerOrganizationId`. */
export function claimBody(payerOrganizationId: string, serviceDate = '2026-01-05', chargeMinor = 12000) {
  return {
    payerOrganizationId,
    memberId: 'XJH123456789',
    groupNumber: 'GRP-1001',
    subscriber: {
      relationship: 'self',
      firstName: 'Pat',
      lastName: 'Example',
      dateOfBirth: '1985-04-12',
      gender: 'F',
    },
    address: { line1: '5 Main Street', city: 'Springfield', state: 'IL', postalCode: '62704' },
    diagnosisCodes: ['Z71.3', 'E66.9'],
    placeOfService: '10',
    renderingProvider: { npi: VALID_NPI, firstName: 'Maya', lastName: 'Chen' },
    lines: [
      {
        serviceDate,
        procedureCode: '97802',
        modifiers: ['95'],
        units: 2,
        chargeMinor,
        diagnosisPointers: [1, 2],
      },
    ],
  };
}

/**
 * Billing rows of one practice for the access test: a sent invoice `{invoice}` and a draft
 * `{draftInvoice}` of `patientId` by `provider`, and a draft claim `{claim}` of the sent invoice to
 * the insurer `{insurer}` (with its line `{claimLine}`); the practice's billing details are complete.
 */
export async function billingRows(
  t: TestApp,
  provider: TestClient,
  organizationId: string,
  patientId: string,
  insurerId: string,
): Promise<{
  invoice: string;
  invoiceLine: string;
  draftInvoice: string;
  claim: string;
  claimLine: string;
  insurer: string;
}> {
  await completeBillingProfile(t, organizationId);
  const sent = await provider.post('/api/v1/invoices', { patientId, lines: [customLine()] });
  expect(sent.status, sent.text).toBe(201);
  const send = await provider.post(`/api/v1/invoices/${sent.body.id}/send`);
  expect(send.status, send.text).toBe(200);
  const draft = await provider.post('/api/v1/invoices', {
    patientId,
    lines: [customLine('Follow-up', 8000)],
  });
  expect(draft.status, draft.text).toBe(201);
  const claim = await provider.post('/api/v1/claims', { invoiceId: sent.body.id, ...claimBody(insurerId) });
  expect(claim.status, claim.text).toBe(201);
  return {
    invoice: sent.body.id,
    invoiceLine: sent.body.lines[0].id,
    draftInvoice: draft.body.id,
    claim: claim.body.id,
    claimLine: claim.body.lines[0].id,
    insurer: insurerId,
  };
}
