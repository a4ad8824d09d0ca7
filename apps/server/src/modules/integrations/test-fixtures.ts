/** Helpers for tests that need integration rows (the access test). */
import { expect } from 'vitest';
import type { TestClient } from '../../test/app.ts';

/** A webhook subscription of the administrator's practice. */
export async function webhookRows(admin: TestClient) {
  const created = await admin.post('/api/v1/admin/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    events: ['invoice.paid'],
    secret: 'a-cross-organization-secret',
  });
  expect(created.status, created.text).toBe(201);
  return { webhook: created.body.id as string };
}
