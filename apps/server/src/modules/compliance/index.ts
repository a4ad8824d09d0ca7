/** The practice's compliance checklist (ADR 0050): only its routes are public. */
export { complianceRoutes } from './routes.ts';
