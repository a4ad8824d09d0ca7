/**
 * The public face of modules/labs: its routes, and for the demo seed the services that write orders
 * and results the way the API does.
 */
export { labRoutes } from './routes.ts';
export { interpretEntry, parseCsv } from './results.ts';
