/** A practice's calendar settings: how long before an appointment its reminder goes out. */
import { type CalendarSettings, DEFAULT_REMINDER_LEAD_MINUTES } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { calendarSettings } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';

export async function getCalendarSettings(ctx: ServiceContext): Promise<CalendarSettings> {
  const org = activeOrganization(ctx, ['practice']);
  const [row] = await ctx.db
    .select({ reminderLeadMinutes: calendarSettings.reminderLeadMinutes })
    .from(calendarSettings)
    .where(eq(calendarSettings.organizationId, org.id));
  return { reminderLeadMinutes: row?.reminderLeadMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES };
}

export async function setCalendarSettings(
  ctx: ServiceContext,
  input: CalendarSettings,
): Promise<CalendarSettings> {
  const org = activeOrganization(ctx, ['practice']);
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .insert(calendarSettings)
      .values({ organizationId: org.id, reminderLeadMinutes: input.reminderLeadMinutes, updatedAt: tx.now() })
      .onConflictDoUpdate({
        target: calendarSettings.organizationId,
        set: { reminderLeadMinutes: input.reminderLeadMinutes, updatedAt: tx.now() },
      });
    await audit(tx, { action: 'calendar.settings.update', resourceType: 'organization', resourceId: org.id });
  });
  return getCalendarSettings(ctx);
}
