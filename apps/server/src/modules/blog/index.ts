/** The blog: public posts and their administration. */
export { publishedForSitemap } from './service.ts';
export { blogRoutes } from './routes.ts';
