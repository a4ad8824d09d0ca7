/** Helpers for tests that need referral rows (the access test). */
import { expect } from 'vitest';
import type { TestClient } from '../../test/app.ts';

/** A draft referral of `patientId` by `provider` (on its care team) to the dietitians of `recipientOrganizationId`. */
export async function referralRows(provider: TestClient, patientId: string, recipientOrganizationId: string) {
  const created = await provider.post('/api/v1/referrals', {
    patientId,
    recipientOrganizationId,
    recipientKind: 'dietitian',
    reason: 'Cross-organization check',
  });
  expect(created.status, created.text).toBe(201);
  return { referral: created.body.id as string };
}
