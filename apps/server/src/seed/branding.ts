/**
 * The demo practice's custom branding (Professional plan, ADR 0062): its accent colour is in its
 * billing details (seed/billing.ts); here its logo, a small mark drawn in that colour and stored
 * through the storage interface, so the patient portal, the appointment and booking e-mails and the
 * PDFs (diet plans, routines, lab documents, invoices) all show it. Deterministic.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { billingProfile } from '../db/schema/index.ts';
import { newStorageKey, type Storage } from '../platform/storage.ts';
import { pngOf } from './patients.ts';

const ACCENT: [number, number, number] = [0x1f, 0x6f, 0x78];
const WHITE: [number, number, number] = [0xff, 0xff, 0xff];

/** 144 × 48: a round mark with a white leaf vein, then three bars standing for the wordmark. */
export function demoLogo(): Uint8Array {
  return pngOf(144, 48, (x, y) => {
    const dx = x - 24;
    const dy = y - 24;
    if (dx * dx + dy * dy <= 20 * 20)
      return Math.abs(dx + dy) <= 1 && dx * dx + dy * dy <= 14 * 14 ? WHITE : ACCENT;
    const bar = (top: number, length: number) => y >= top && y < top + 6 && x >= 54 && x < 54 + length;
    return bar(11, 84) || bar(21, 64) || bar(31, 74) ? ACCENT : WHITE;
  });
}

export async function seedDemoBranding(
  tx: DbOrTx,
  o: { practiceId: string; storage?: Storage | undefined },
): Promise<void> {
  if (!o.storage) return;
  const key = newStorageKey('logo', o.practiceId);
  await o.storage.put(key, demoLogo(), 'image/png');
  await tx
    .update(billingProfile)
    .set({ logoKey: key, logoContentType: 'image/png' })
    .where(eq(billingProfile.organizationId, o.practiceId));
}
