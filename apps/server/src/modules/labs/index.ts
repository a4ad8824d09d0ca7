/**
 * The public face of modules/labs: its routes, and for the demo seed the services that write orders
 * and results the way the API does.
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { RELEASE_JOB, releaseDueResults } from './release.ts';

export { labRoutes } from './routes.ts';
export { interpretEntry, parseCsv } from './results.ts';
export { createWalkInOrder } from './walk-in.ts';
export { RELEASE_JOB, releaseDueResults };

/** Releases final results nobody reviewed to the patient after the practice's delay: hourly. */
export const labJobs: JobDefinitions = {
  handlers: {
    [RELEASE_JOB]: async (_job, ctx) => {
      const n = await releaseDueResults(ctx);
      if (n) ctx.log.info({ orders: n }, 'lab results released to patients');
    },
  },
  schedules: [{ kind: RELEASE_JOB, everySeconds: 3600 }],
};
/** For the role workspaces (modules/workspace, ADR 0048). */
export { labQueue, newLabResults } from './workspace.ts';
