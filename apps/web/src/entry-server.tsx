/**
 * The server's renderer of the public pages (decision 0051), built by `vite build --ssr` into
 * `apps/web/dist-ssr/entry-server.js` and loaded by the server (apps/server/src/modules/seo). A page
 * is rendered from the same route table and components as in the browser: React Router's static
 * handler resolves the matched (lazy) screens, the page's reads (blog posts, a provider profile, the
 * directory's results) are made first through the server's own routes (`configure`), then the tree
 * is rendered to complete HTML in the request's language. The reads and the router state travel to
 * the browser in a JSON script (`#ssr-state`), which `main.tsx` hydrates from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@verdant/shared/constants';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import * as React from 'react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { routes } from './app/router.tsx';
import { careSearch } from './features/find-care/care-page.tsx';
import { blogPage } from './features/public-site/blog-list-page.tsx';
import { setApiTransport } from './lib/api/client.ts';
import { ApiError } from './lib/api/errors.ts';
import { queryKeys } from './lib/api/query-keys.ts';
import { ApiCacheProvider } from './lib/api/query.ts';
import { siteApi } from './lib/api/site-api.ts';
import { i18n, loadCatalogues } from './lib/i18n/index.ts';
import { scriptJson, type SsrState } from './lib/ssr.ts';
import { ThemeProvider } from './lib/theme/theme-provider.tsx';

/**
 * The public pages rendered on the server, each with the reads it makes. Every other path (the
 * signed-in app, sign-in, booking) keeps the SPA shell.
 */
type Prefetch = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  url: URL,
  lang: Language,
) => Promise<void>;

const none: Prefetch = async () => {};

export const SERVER_RENDERED: readonly { path: string; prefetch: Prefetch }[] = [
  { path: '/', prefetch: none },
  { path: '/home', prefetch: none },
  { path: '/for-dietitians', prefetch: none },
  { path: '/for-medical', prefetch: none },
  { path: '/for-fitness', prefetch: none },
  { path: '/for-labs', prefetch: none },
  { path: '/for-insurance', prefetch: none },
  { path: '/install', prefetch: none },
  { path: '/demo', prefetch: none },
  {
    path: '/blog',
    prefetch: (client, _params, url, lang) => {
      const page = blogPage(url.searchParams, lang);
      return client.prefetchQuery({ queryKey: page.key, queryFn: () => page.load() });
    },
  },
  {
    path: '/blog/:slug',
    prefetch: (client, { slug = '' }, _url, lang) =>
      client.prefetchQuery({
        queryKey: queryKeys.blog.post(slug, lang),
        queryFn: () => siteApi.blogPost(slug, lang),
      }),
  },
  {
    path: '/care',
    prefetch: (client, _params, url) => {
      const search = careSearch(url.searchParams);
      return client.prefetchQuery({ queryKey: search.key, queryFn: () => search.load() });
    },
  },
  {
    path: '/providers/:type/:id',
    prefetch: (client, { id = '' }) =>
      client.prefetchQuery({ queryKey: queryKeys.providers.one(id), queryFn: () => siteApi.provider(id) }),
  },
];

export function serverRenderedRoute(pathname: string) {
  for (const route of SERVER_RENDERED) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/**
 * Which build of React renders the pages (decision 0071): React's development build alone exports
 * `captureOwnerStack`. The SSR build bundles React for production (`vite.config.ts`), so this is
 * 'production' however the server was started; `npm run budget` and the server check it.
 */
export const reactBuild: 'production' | 'development' =
  typeof (React as { captureOwnerStack?: unknown }).captureOwnerStack === 'function'
    ? 'development'
    : 'production';

type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

/** The API of the request being rendered: the server passes its own routes, called in-process. */
const requestApi = new AsyncLocalStorage<ApiCall>();
setApiTransport((url, init) => {
  const call = requestApi.getStore();
  if (!call) return Promise.reject(new Error('no API for this render'));
  return call(url, init);
});

export type RenderResult =
  | { kind: 'page'; status: number; html: string; state: string }
  | { kind: 'redirect'; status: 301 | 302; location: string };

const handler = createStaticHandler(routes);

/**
 * Renders run one at a time: the language is the i18n instance's (the components read it), so a
 * render must not interleave with another one's. The reads before it run concurrently.
 */
let queue: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** A failed read travels as its code and status (an Error's fields are not JSON). */
function shouldDehydrate(query: Query): boolean {
  return query.state.status === 'success' || query.state.status === 'error';
}

/** The page at `url` in `lang`, or null when `url` is not a server-rendered page. */
export function render(url: string, lang: Language, api: ApiCall): Promise<RenderResult | null> {
  return requestApi.run(api, () => renderPage(url, lang));
}

async function renderPage(url: string, lang: Language): Promise<RenderResult | null> {
  const parsed = new URL(url);
  const found = serverRenderedRoute(parsed.pathname);
  if (!found) return null;
  // Both languages' strings are in this one file (inlined); the first render of each loads them.
  await loadCatalogues(lang, 'all');
  const client = new QueryClient({
    // A failed read renders its failure (a post that does not exist: "not found"), not a spinner.
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  await found.route.prefetch(client, found.params, parsed, lang);

  // A provider addressed under another type: its canonical address (the page would redirect).
  if (found.route.path === '/providers/:type/:id') {
    const provider = client.getQueryData<{ id: string; type: string }>(
      queryKeys.providers.one(found.params.id ?? ''),
    );
    if (provider && provider.type !== found.params.type) {
      return { kind: 'redirect', status: 301, location: `/providers/${provider.type}/${provider.id}` };
    }
  }

  const context = await handler.query(new Request(parsed.href));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: 302, location };
    }
    return null;
  }
  if (context.errors) return null;
  const failed = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.code === 'NOT_FOUND');

  return exclusively(async () => {
    await i18n.changeLanguage(lang);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerender(
      <StrictMode>
        <ApiCacheProvider value={client}>
          <ThemeProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ThemeProvider>
        </ApiCacheProvider>
      </StrictMode>,
    );
    const html = await new Response(prelude).text();
    const state: SsrState = {
      lang,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(client, { shouldDehydrateQuery: shouldDehydrate, shouldRedactErrors: () => false }),
    };
    return { kind: 'page', status: failed ? 404 : context.statusCode, html, state: scriptJson(state) };
  });
}
