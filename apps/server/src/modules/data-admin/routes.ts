/**
 * `/api/v1/admin/backups…` (the installation's backups: platform administrators) and
 * `/api/v1/admin/data/…` (the practice's export and retention rules: its administrators). ADR 0050.
 */
import {
  appointmentImportPreviewSchema,
  appointmentImportResultSchema,
  backupOverviewSchema,
  backupSchema,
  practiceExportSchema,
  retentionRuleSchema,
} from '@verdant/shared/compliance';
import { contentDisposition } from '../../platform/file-response.ts';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonResponse,
  z,
} from '../../platform/openapi.ts';
import { idParam } from '../../platform/params.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { csvBody } from '../patients/index.ts';
import { importAppointments, previewAppointmentImport } from './appointments-import.ts';
import { backupOverview, requestBackup, requestRestoreTest } from './backups.ts';
import { downloadPracticeExport, listPracticeExports, requestPracticeExport } from './practice-export.ts';
import { retentionRules } from './retention.ts';

const TAGS = ['admin'];
const ADMIN = { roles: ['admin'] } as const;
const PLATFORM_ADMIN = 'platform-admin' as const;

const Backup = documented(backupSchema, 'Backup');
const BackupOverview = documented(backupOverviewSchema, 'BackupOverview');
const PracticeExport = documented(practiceExportSchema, 'PracticeExport');
const RetentionRule = documented(retentionRuleSchema, 'RetentionRule');
const unavailable = errorContent(
  'Cannot run now (`BACKUP_UNAVAILABLE`, `details.reason`: running, notFinished, notPglite)',
);

export function dataAdminRoutes() {
  const app = createRouter();

  const csvRequest = {
    body: { required: true, content: { 'text/csv': { schema: z.string().openapi({ format: 'binary' }) } } },
  };
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/data/appointments-import/preview',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Check an appointments CSV (header of APPOINTMENT_CSV_COLUMNS) without writing: totals, per-row errors (patient or professional not found, bad time, clash), a sample',
      request: csvRequest,
      responses: {
        200: jsonResponse(
          documented(appointmentImportPreviewSchema, 'AppointmentImportPreview'),
          'The preview',
        ),
        415: errorContent('Not text/csv (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => c.json(await previewAppointmentImport(ctxOf(c), await csvBody(c)), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/data/appointments-import',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'Import appointments from a CSV: all rows or none. Any bad row: 400 `IMPORT_INVALID` with `details.errors` = [{ line, fields }]; nobody is e-mailed',
      request: csvRequest,
      responses: {
        200: jsonResponse(documented(appointmentImportResultSchema, 'AppointmentImportResult'), 'Created'),
        400: errorContent('Rows not valid (`IMPORT_INVALID`)'),
        415: errorContent('Not text/csv (`UNSUPPORTED_MEDIA_TYPE`)'),
      },
    }),
    async (c) => c.json(await importAppointments(ctxOf(c), await csvBody(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/backups',
      permission: PLATFORM_ADMIN,
      tags: TAGS,
      summary:
        'The installation’s backups (newest first, with size, age and restore test), where they go and when',
      responses: { 200: jsonResponse(BackupOverview, 'Backups and their settings') },
    }),
    async (c) => c.json(await backupOverview(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/backups',
      permission: PLATFORM_ADMIN,
      tags: TAGS,
      summary: 'Start a backup now (a job: database snapshot and DATA_DIR files); audit-logged',
      responses: { 202: jsonResponse(Backup, 'The backup, queued'), 409: unavailable },
    }),
    async (c) => c.json(await requestBackup(ctxOf(c), 'manual'), 202),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/backups/{id}/restore-test',
      permission: PLATFORM_ADMIN,
      tags: TAGS,
      summary:
        'Restore a finished embedded-database backup into a fresh temporary instance and compare every table and file (a job); audit-logged',
      request: { params: idParam },
      responses: {
        202: jsonResponse(Backup, 'The backup, its restore test queued'),
        404: errorContent('No such backup (`NOT_FOUND`)'),
        409: unavailable,
      },
    }),
    async (c) => c.json(await requestRestoreTest(ctxOf(c), c.req.valid('param').id), 202),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/data/exports',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Exports of your practice (newest first) with their progress',
      responses: { 200: jsonResponse(z.array(PracticeExport), 'Exports') },
    }),
    async (c) => c.json(await listPracticeExports(ctxOf(c)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/admin/data/exports',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Export the whole practice as a FHIR Bundle with its documents (a job with progress)',
      responses: {
        202: jsonResponse(PracticeExport, 'The export, queued'),
        409: errorContent('An export is already being built (`CONFLICT`)'),
      },
    }),
    async (c) => c.json(await requestPracticeExport(ctxOf(c)), 202),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/data/exports/{id}/download',
      permission: ADMIN,
      tags: TAGS,
      summary:
        'The export, once, within 24 hours (`PRIVACY_CLOSED` after); the file is deleted once sent; audit-logged with every patient',
      request: { params: idParam },
      responses: {
        200: { description: 'FHIR Bundle', content: { 'application/fhir+json': { schema: z.string() } } },
        404: errorContent('Not an export of your practice (`NOT_FOUND`)'),
      },
    }),
    async (c) => {
      const file = await downloadPracticeExport(ctxOf(c), c.req.valid('param').id);
      c.header('content-type', 'application/fhir+json');
      c.header('content-disposition', contentDisposition('attachment', file.filename));
      c.header('cache-control', 'no-store');
      return c.body(file.bytes as unknown as ArrayBuffer, 200) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/admin/data/retention',
      permission: ADMIN,
      tags: TAGS,
      summary: 'Retention rules per record type: how long, whether a job deletes it and how often',
      responses: { 200: jsonResponse(z.array(RetentionRule), 'Rules') },
    }),
    async (c) => c.json(await retentionRules(ctxOf(c)), 200),
  );

  return app;
}
