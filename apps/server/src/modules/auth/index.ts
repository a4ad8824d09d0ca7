/** The documented wrapper routes around the authentication handler. */
export { authRoutes } from './routes.ts';
