/** A provider's and a patient's appointments (reads, audited): only its routes are public. */
export { appointmentRoutes } from './routes.ts';
