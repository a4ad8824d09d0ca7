/** The public face of modules/analytics: its routes (docs/decisions/0040). */
export { analyticsRoutes } from './routes.ts';
