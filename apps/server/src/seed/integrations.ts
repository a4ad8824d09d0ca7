/**
 * The demo practice's onboarding (ADR 0049): finished when it moved to the Professional plan, with its
 * professionals' time zone and weekday opening hours. The second practice has not finished its
 * onboarding, so its administrator would see the steps. No connection test results are seeded: the
 * integrations screen shows only what a real test recorded.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { practiceSettings, providerProfile } from '../db/schema/index.ts';

const DAY = 86_400_000;

export async function seedDemoIntegrations(tx: Db, o: { practiceId: string; now: Date }): Promise<void> {
  const [first] = await tx
    .select({ timeZone: providerProfile.timeZone })
    .from(providerProfile)
    .where(eq(providerProfile.organizationId, o.practiceId))
    .orderBy(asc(providerProfile.createdAt))
    .limit(1);
  await tx.insert(practiceSettings).values({
    organizationId: o.practiceId,
    timeZone: first?.timeZone ?? 'UTC',
    openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })),
    completedAt: new Date(o.now.getTime() - 120 * DAY),
    updatedAt: new Date(o.now.getTime() - 120 * DAY),
  });
}
