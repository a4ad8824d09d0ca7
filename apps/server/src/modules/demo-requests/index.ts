/** Requests for a demo, and their administration. */
export { demoRequestRoutes } from './routes.ts';
