/** The public face of modules/analytics: its routes and its jobs (docs/decisions/0040, 0047). */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { MONTHLY_CHECK_JOB, MONTHLY_EMAIL_JOB, monthlyCheckJob, monthlyEmailJob } from './monthly.ts';
import { REPORT_JOB, reportJob, sweepReportRuns } from './runs.ts';

export { analyticsRoutes } from './routes.ts';
export { rebuildSummaries } from './summary.ts';
export const REPORT_SWEEP_JOB = 'analytics.report-sweep';

export const analyticsJobs: JobDefinitions = {
  handlers: {
    [REPORT_JOB]: reportJob,
    [MONTHLY_CHECK_JOB]: monthlyCheckJob,
    [MONTHLY_EMAIL_JOB]: monthlyEmailJob,
    [REPORT_SWEEP_JOB]: async (_job, ctx) => {
      await sweepReportRuns(ctx);
    },
  },
  schedules: [
    { kind: MONTHLY_CHECK_JOB, everySeconds: 86_400 },
    { kind: REPORT_SWEEP_JOB, everySeconds: 3_600 },
  ],
};
