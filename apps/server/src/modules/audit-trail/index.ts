export { auditTrailRoutes } from './routes.ts';
