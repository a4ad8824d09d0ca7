/** Server-rendered heads of the app's pages, robots.txt and the sitemap. */
export { markdownToPlain, normalisePath } from './meta.ts';
export { indexHtmlResponse } from './render.ts';
export { seoRoutes } from './routes.ts';
export { loadRenderer } from './ssr.ts';
