/** Provider profiles, the public directory and its search. */
export { providerRoutes } from './routes.ts';
export {
  directoryRow,
  findService,
  getPublishedProfile,
  publishedProvidersForSitemap,
  syncDirectory,
} from './service.ts';
