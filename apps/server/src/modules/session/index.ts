/** The session read and refresh, and the idle state. */
export { sessionRoutes } from './routes.ts';
