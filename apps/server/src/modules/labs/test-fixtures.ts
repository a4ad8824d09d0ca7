/** Helpers for tests that need laboratories and lab orders (this module's tests, the access test). */
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';

/** An active laboratory organization with one `lab` user signed in. */
export async function laboratoryWithUser(t: TestApp, name: string) {
  const organizationId = await createOrganization(t.database.db, { name, kind: 'laboratory' });
  const user = await t.signedIn({ roles: ['lab'], memberships: [{ organizationId, orgRole: 'member' }] });
  return { organizationId, ...user };
}

/** A lipid panel ordered by `provider` for `patientId` from `laboratoryId`. */
export async function orderLipidPanel(provider: TestClient, patientId: string, laboratoryId: string) {
  const res = await provider.post('/api/v1/lab-orders', {
    patientId,
    laboratoryId,
    codes: ['24331-1'],
    priority: 'routine',
    fasting: 'fast_12h',
    notes: 'Recheck after three months of diet changes.',
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; number: string };
}

/** For the access test: one order of each practice's patient, addressed to that practice's laboratory. */
export async function labRows(provider: TestClient, patientId: string, laboratoryId: string) {
  const order = await orderLipidPanel(provider, patientId, laboratoryId);
  return { labOrder: order.id };
}
