/** The event stream route and the pruning of its log (platform/realtime.ts holds the stream itself). */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { pruneRealtimeEvents } from '../../platform/realtime.ts';

export { realtimeRoutes } from './routes.ts';

const PRUNE = 'realtime.prune';

export const realtimeJobs: JobDefinitions = {
  handlers: { [PRUNE]: (_job, ctx) => pruneRealtimeEvents(ctx) },
  schedules: [{ kind: PRUNE, everySeconds: 3600 }],
};
