/** Provider profiles, the public directory and its search. */
export { providerRoutes } from './routes.ts';
export {
  CARD_FIELDS,
  type CardFields,
  directoryRow,
  PAGE_FIELDS,
  type PageFields,
  pickFields,
  findService,
  getPublishedProfile,
  publishedProvidersForSitemap,
  syncDirectory,
} from './service.ts';
