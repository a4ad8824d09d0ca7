/**
 * The administrator's data console (ADR 0050): backups and their restore test, the whole practice's
 * export, retention rules. Its jobs are listed once in runtime.ts.
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import {
  BACKUP_EVERY_SECONDS,
  BACKUP_JOB,
  backupJob,
  RESTORE_TEST_JOB,
  restoreTestJob,
  SCHEDULED_BACKUP_JOB,
  scheduledBackupJob,
} from './backups.ts';
import { PRACTICE_EXPORT_JOB, practiceExportJob, sweepPracticeExports } from './practice-export.ts';

export { dataAdminRoutes } from './routes.ts';
/** For the compliance checklist and the processing record. */
export { backupStatus, restoreBackup } from './backups.ts';
export { retentionRules } from './retention.ts';

const EXPORT_SWEEP_JOB = 'data.practice-export-sweep';

export const dataAdminJobs: JobDefinitions = {
  handlers: {
    [BACKUP_JOB]: backupJob,
    [RESTORE_TEST_JOB]: restoreTestJob,
    [SCHEDULED_BACKUP_JOB]: scheduledBackupJob,
    [PRACTICE_EXPORT_JOB]: practiceExportJob,
    [EXPORT_SWEEP_JOB]: async (_job, ctx) => {
      const swept = await sweepPracticeExports(ctx);
      if (swept) ctx.log.info({ swept }, 'practice exports past their deadline deleted');
    },
  },
  schedules: [
    { kind: SCHEDULED_BACKUP_JOB, everySeconds: BACKUP_EVERY_SECONDS },
    { kind: EXPORT_SWEEP_JOB, everySeconds: 3600 },
  ],
};
