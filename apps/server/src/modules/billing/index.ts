/**
 * The public face of modules/billing: its routes (invoices, credit notes, payments, session packages,
 * the patient's invoices, the practice's billing details), the overdue job, and what the claims
 * module needs of an invoice (its lines in the caller's scope, the practice's billing details, and
 * posting an insurer's adjudication to it).
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { markOverdue, OVERDUE_JOB } from './overdue.ts';

export { alertLowPackages } from './package-alerts.ts';
export { nextNumber } from './numbering.ts';
export { logoBytes, organizationBranding, profileRow, setBillingProfile } from './profile.ts';
export { billingRoutes } from './routes.ts';
export { invoiceBalance, invoiceForClaim, settleFromClaim } from './service.ts';
export { markOverdue, OVERDUE_JOB };

/** Marks sent invoices overdue after their due date: hourly, once per period across instances. */
export const billingJobs: JobDefinitions = {
  handlers: {
    [OVERDUE_JOB]: async (_job, ctx) => {
      const n = await markOverdue(ctx);
      if (n) ctx.log.info({ invoices: n }, 'invoices marked overdue');
    },
  },
  schedules: [{ kind: OVERDUE_JOB, everySeconds: 3600 }],
};
/** For the role workspaces (modules/workspace, ADR 0048). */
export { invoicedSince, packagesRunningOut } from './workspace.ts';
/** The front desk's billing of a visit (modules/workspace's routes, ADR 0063). */
export { dayBilling, issueVisitInvoice, takeVisitPayment, visitBilling } from './desk.ts';
