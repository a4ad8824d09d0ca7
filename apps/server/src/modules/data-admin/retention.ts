/**
 * Retention rules per record type (ADR 0050), read from the settings and constants the deleting jobs
 * themselves use: what is deleted, after how long, and by which schedule. Where no deletion is built
 * (audit events, clinical records) the rule says so (`enforced: false`) instead of pretending.
 */
import {
  DEFAULT_RECORDING_RETENTION_DAYS,
  EXPORT_LINK_HOURS,
  REMEMBERED_SESSION_SECONDS,
} from '@verdant/shared';
import type { RetentionRule } from '@verdant/shared/compliance';
import { eq } from 'drizzle-orm';
import { consultationSettings } from '../../db/schema/index.ts';
import { DONE_JOB_RETENTION_DAYS } from '../../platform/jobs.ts';
import { REALTIME_RETENTION_HOURS } from '../../platform/realtime.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { BACKUP_EVERY_SECONDS, BACKUPS_KEPT } from './backups.ts';
import { EXPORT_HOURS } from './practice-export.ts';

const HOURLY = 3600;

export async function retentionRules(ctx: ServiceContext): Promise<RetentionRule[]> {
  const org = activeOrganization(ctx);
  const [settings] = await ctx.db
    .select({ days: consultationSettings.recordingRetentionDays })
    .from(consultationSettings)
    .where(eq(consultationSettings.organizationId, org.id));
  const rule = (r: Omit<RetentionRule, 'hours'> & { hours?: number | null }): RetentionRule => ({
    hours: null,
    ...r,
  });
  return [
    rule({
      recordType: 'recordings',
      days: settings?.days ?? DEFAULT_RECORDING_RETENTION_DAYS,
      enforced: true,
      everySeconds: HOURLY,
    }),
    rule({
      recordType: 'privacyExports',
      days: null,
      hours: EXPORT_LINK_HOURS,
      enforced: true,
      everySeconds: HOURLY,
    }),
    rule({
      recordType: 'practiceExports',
      days: null,
      hours: EXPORT_HOURS,
      enforced: true,
      everySeconds: HOURLY,
    }),
    rule({
      recordType: 'backups',
      days: (BACKUPS_KEPT * BACKUP_EVERY_SECONDS) / 86_400,
      enforced: true,
      everySeconds: BACKUP_EVERY_SECONDS,
    }),
    rule({
      recordType: 'realtimeEvents',
      days: null,
      hours: REALTIME_RETENTION_HOURS,
      enforced: true,
      everySeconds: HOURLY,
    }),
    rule({ recordType: 'jobs', days: DONE_JOB_RETENTION_DAYS, enforced: true, everySeconds: 86_400 }),
    rule({
      recordType: 'sessions',
      days: REMEMBERED_SESSION_SECONDS / 86_400,
      enforced: true,
      everySeconds: null,
    }),
    rule({ recordType: 'auditEvents', days: null, enforced: false, everySeconds: null }),
    rule({ recordType: 'clinicalRecords', days: null, enforced: false, everySeconds: null }),
  ];
}
