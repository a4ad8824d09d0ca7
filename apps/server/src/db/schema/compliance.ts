/**
 * The compliance checklist's breach reports, the installation's backups and whole-practice exports
 * (migration 0043, ADR 0050).
 */
import type { BackupStatus, BreachStatus } from '@verdant/shared/compliance';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';

/** A personal-data breach the practice recorded: what happened, who is affected, the 72-hour deadline. */
export const breachReport = pgTable(
  'breach_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    discoveredAt: ts('discovered_at').notNull(),
    description: text('description').notNull(),
    affected: text('affected').notNull(),
    affectedCount: integer('affected_count').notNull().default(0),
    measures: text('measures').notNull().default(''),
    status: text('status').notNull().default('open').$type<BreachStatus>(),
    authorityNotifiedAt: ts('authority_notified_at'),
    individualsNotifiedAt: ts('individuals_notified_at'),
    closedAt: ts('closed_at'),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('breach_report_org_idx').on(t.organizationId, t.discoveredAt)],
);

export interface BackupManifest {
  /** Per table (schema-qualified): row count and an md5 of its rows in a fixed order. */
  tables: Record<string, { rows: number; md5: string }>;
  /** Per DATA_DIR file (storage key): size and sha256. */
  files: Record<string, { size: number; sha256: string }>;
}

export interface RestoreDetail {
  tables: number;
  rows: number;
  files: number;
  mismatches: string[];
}

/** One backup of the installation: the database snapshot and the DATA_DIR files. */
export const backup = pgTable(
  'backup',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull().default('queued').$type<BackupStatus>(),
    trigger: text('trigger').notNull().$type<'manual' | 'scheduled'>(),
    databaseKind: text('database_kind').notNull().$type<'pglite' | 'postgres'>(),
    destination: text('destination').notNull().$type<'folder' | 'local' | 's3'>(),
    requestedByUserId: text('requested_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    tableCount: integer('table_count'),
    rowCount: bigint('row_count', { mode: 'number' }),
    fileCount: integer('file_count'),
    manifest: jsonb('manifest').$type<BackupManifest>(),
    error: text('error'),
    restoreRequestedAt: ts('restore_requested_at'),
    restoreTestedAt: ts('restore_tested_at'),
    restoreOk: boolean('restore_ok'),
    restoreDetail: jsonb('restore_detail').$type<RestoreDetail>(),
  },
  (t) => [index('backup_started_at_idx').on(t.startedAt)],
);

/** The whole practice as a FHIR Bundle (documents inside), built by a job and downloadable once. */
export const practiceExport = pgTable(
  'practice_export',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    requestedByUserId: text('requested_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status')
      .notNull()
      .default('queued')
      .$type<'queued' | 'running' | 'ready' | 'downloaded' | 'failed' | 'expired'>(),
    progress: integer('progress').notNull().default(0),
    patientCount: integer('patient_count'),
    fileCount: integer('file_count'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storageKey: text('storage_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at'),
    downloadedAt: ts('downloaded_at'),
  },
  (t) => [index('practice_export_org_idx').on(t.organizationId, t.createdAt)],
);
