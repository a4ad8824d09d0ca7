/**
 * The public face of modules/integrations (ADR 0049): its routes, the webhook delivery job, and the
 * `emitWebhookEvent` hook the modules call where an event happens (in their transaction).
 */
import type { JobDefinitions } from '../../platform/jobs.ts';
import { deliverWebhook, WEBHOOK_JOB } from './webhooks.ts';

export { brandingOf, pdfBranding } from './branding.ts';
export { integrationRoutes } from './routes.ts';
export { emitWebhookEvent, signWebhook } from './webhooks.ts';

/** Delivers each queued webhook event; a failed attempt is retried with the jobs table's backoff. */
export const integrationJobs: JobDefinitions = { handlers: { [WEBHOOK_JOB]: deliverWebhook } };
