/** The public contact form. */
export { contactRoutes } from './routes.ts';
