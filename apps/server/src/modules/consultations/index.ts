/**
 * The public face of modules/consultations: its routes and its background work (the recording
 * retention schedule and the transcription job), listed once in runtime.ts.
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { RETENTION_JOB, sweepExpiredRecordings, TRANSCRIBE_JOB } from './recordings.ts';
import { transcribeJob } from './transcripts.ts';

export { consultationRoutes } from './routes.ts';
export { RETENTION_JOB } from './recordings.ts';
/** For the demo seed: the module's own insight generation and transcript parser. */
export { generateInsights } from './insights.ts';
export { parseTranscript } from './transcript-format.ts';

export const consultationJobs: JobDefinitions = {
  handlers: {
    [RETENTION_JOB]: async (_job, ctx) => {
      const deleted = await sweepExpiredRecordings(ctx);
      if (deleted) ctx.log.info({ deleted }, 'recordings past their retention deleted');
    },
    [TRANSCRIBE_JOB]: transcribeJob,
  },
  // hourly: a recording's media is gone within the hour after its retained-until date
  schedules: [{ kind: RETENTION_JOB, everySeconds: 3600 }],
};
/** For the role workspaces (modules/workspace, ADR 0048). */
export { unsignedNotes } from './workspace.ts';
