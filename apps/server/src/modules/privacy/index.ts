/**
 * The public face of modules/privacy (ADR 0033): its routes and its background work (the
 * export builder; hourly, access requests past 14 days expire and exports past 24 hours lose their
 * file), listed once in runtime.ts. Consent itself is applied by the patients module's
 * `visiblePatients(ctx, category)` / `findVisiblePatient(ctx, id, { category })`.
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { EXPORT_JOB, exportJob, sweepExports } from './export.ts';
import { expireRequests } from './requests.ts';

export { privacyRoutes } from './routes.ts';
export { EXPORT_JOB } from './export.ts';
/** For referrals (modules/referrals): the recipient practice's access request the patient decides. */
export { createAccessRequest } from './requests.ts';
export const PRIVACY_SWEEP_JOB = 'privacy.sweep';

export const privacyJobs: JobDefinitions = {
  handlers: {
    [EXPORT_JOB]: exportJob,
    [PRIVACY_SWEEP_JOB]: async (_job, ctx) => {
      const expired = await expireRequests(ctx);
      const exports = await sweepExports(ctx);
      if (expired || exports) ctx.log.info({ expired, exports }, 'privacy requests expired, exports swept');
    },
  },
  schedules: [{ kind: PRIVACY_SWEEP_JOB, everySeconds: 3600 }],
};
/** For the role workspaces (modules/workspace, ADR 0048). */
export { consentedMembers } from './workspace.ts';
/** For the practice export (modules/data-admin, ADR 0050): the same FHIR mapping as the patient's export. */
export { recordResources } from './export.ts';
export { everythingBundle, type FhirResource, patientToFhir } from './fhir.ts';
/** The front desk's intake (ADR 0055): consents a new patient signed, recorded for them. */
export { intakeRecipients, recordConsents, recordSignedConsents } from './intake.ts';
