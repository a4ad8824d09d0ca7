/**
 * The public pages' router (decision 0060). The public entry (`public-main.tsx`, built by
 * `vite.public.config.ts`) resolves `react-router` to this module, so the public pages' components
 * run unchanged on the few parts of React Router they use: `Link`, `NavLink`, `Navigate`, `Outlet`,
 * `ScrollRestoration` and the location, navigation, params and search-params hooks. Links render
 * the same `<a>` as React Router's (the server still renders with React Router: the markup the
 * browser hydrates is the server's). A navigation to another public page happens in place (its
 * screen's chunk loaded first, so the old page stays until the new one can render); any other path
 * (sign-in, the signed-in app, booking) is a full page load into the app.
 */
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A page of the public router: a path pattern (`:name` for one segment) and its screen. */
export interface PublicRoute {
  path: string;
  Component?: ComponentType;
  lazy?: () => Promise<ComponentType>;
}

export type Params = Record<string, string | undefined>;

interface Match {
  route: PublicRoute;
  params: Params;
}

/** `pattern` against `pathname` (whole path, `:name` segments, a trailing slash tolerated). */
export function matchPattern(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        params[w.slice(1)] = h;
      }
    } else if (w.toLowerCase() !== h.toLowerCase()) return null;
  }
  return params;
}

let table: readonly PublicRoute[] = [];
const screens = new Map<PublicRoute, ComponentType>();

function matchOf(pathname: string): Match | null {
  for (const route of table) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** The route's screen, loaded once. */
async function screenOf(route: PublicRoute): Promise<ComponentType> {
  const known = route.Component ?? screens.get(route);
  if (known) return known;
  const loaded = await (route.lazy as () => Promise<ComponentType>)();
  screens.set(route, loaded);
  return loaded;
}

interface RouterState {
  location: Location;
  match: Match;
  Screen: ComponentType;
}

let state: RouterState | null = null;
const listeners = new Set<() => void>();
let keys = 0;

function browserLocation(key: string): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key };
}

function resolve(to: To, from: Location): { pathname: string; search: string; hash: string } {
  if (typeof to === 'string') {
    const url = new URL(to, `http://x${from.pathname}${from.search}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
}

/** The `href` React Router gives a `to` (the same string: the server rendered it). */
export function hrefOf(to: To, from: Location | null): string {
  if (typeof to === 'string') {
    if (to.startsWith('/') || /^[a-z][a-z+.-]*:/i.test(to)) return to;
    if (!from) return to;
  }
  const { pathname, search, hash } = resolve(to, from ?? emptyLocation);
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

const emptyLocation: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
const isExternal = (href: string) => /^[a-z][a-z+.-]*:/i.test(href) || href.startsWith('//');

function notify() {
  for (const listener of listeners) listener();
}

let pending = 0;

/** Goes to `to`: in place for a public page, else a full page load. */
export async function navigateTo(to: To | number, options: NavigateOptions = {}): Promise<void> {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const from = state?.location ?? emptyLocation;
  const href = hrefOf(to, from);
  const target = isExternal(href) ? null : resolve(href, from);
  const match = target ? matchOf(target.pathname) : null;
  if (!target || !match) {
    if (options.replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const ticket = ++pending;
  const Screen = await screenOf(match.route).catch(() => null);
  if (ticket !== pending) return;
  if (!Screen) {
    window.location.assign(href);
    return;
  }
  const key = (++keys).toString(36);
  const entry = { usr: options.state ?? null, key };
  if (options.replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  const samePage = state?.location.pathname === target.pathname && state.location.search === target.search;
  state = { location: browserLocation(key), match, Screen };
  if (!samePage && !target.hash) window.scrollTo(0, 0);
  notify();
}

async function onPopState() {
  const key = ((window.history.state as { key?: string } | null)?.key ?? (++keys).toString(36)) as string;
  const match = matchOf(window.location.pathname);
  if (!match) {
    window.location.reload();
    return;
  }
  const ticket = ++pending;
  const Screen = await screenOf(match.route);
  if (ticket !== pending) return;
  state = { location: browserLocation(key), match, Screen };
  notify();
}

/**
 * Sets the routes and loads the current page's screen, before hydrating (so the first render is the
 * server's). False when the address is no page of this router.
 */
export async function startPublicRouter(routes: readonly PublicRoute[]): Promise<boolean> {
  table = routes;
  const match = matchOf(window.location.pathname);
  if (!match) return false;
  const Screen = await screenOf(match.route);
  state = { location: browserLocation('default'), match, Screen };
  window.addEventListener('popstate', () => void onPopState());
  return true;
}

interface RouteContextValue {
  location: Location;
  params: Params;
  pattern: string;
}

const RouteContext = createContext<RouteContextValue>({ location: emptyLocation, params: {}, pattern: '' });
const OutletContext = createContext<ReactNode>(null);

function useRouterState(): RouterState {
  const [, setTick] = useState(0);
  useLayoutEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return state as RouterState;
}

/**
 * The tree of the current page: `layout` (rendering an `Outlet`) around `render(Screen)`, the
 * router's state in context for the hooks.
 */
export function PublicRouterProvider({
  layout: Layout,
  render,
}: {
  layout: ComponentType;
  render: (Screen: ComponentType, pattern: string) => ReactNode;
}) {
  const current = useRouterState();
  const value = useMemo(
    () => ({ location: current.location, params: current.match.params, pattern: current.match.route.path }),
    [current],
  );
  return (
    <RouteContext.Provider value={value}>
      <OutletContext.Provider value={render(current.Screen, current.match.route.path)}>
        <Layout />
      </OutletContext.Provider>
    </RouteContext.Provider>
  );
}

/** Renders the child its parent gave (a layout's page), or `children` passed down. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Wraps `children` as the next `Outlet`'s content (a layout inside a layout). */
export function OutletProvider({ value, children }: { value: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={value}>{children}</OutletContext.Provider>;
}

export function useLocation(): Location {
  return useContext(RouteContext).location;
}

export function useParams<T extends Params = Params>(): T {
  return useContext(RouteContext).params as T;
}

export function useMatches(): {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
  data: unknown;
}[] {
  const { location, params, pattern } = useContext(RouteContext);
  return [{ id: pattern, pathname: location.pathname, params, handle: undefined, data: undefined }];
}

export function useNavigate() {
  return useCallback((to: To | number, options?: NavigateOptions) => void navigateTo(to, options), []);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(state?.location.search ?? '');
      const value = new URLSearchParams(typeof next === 'function' ? next(current) : next);
      const query = value.toString();
      void navigateTo({ search: query ? `?${query}` : '' }, options);
    },
    [],
  );
  return [params, set];
}

export function Navigate({ to, replace, state: navState }: { to: To; replace?: boolean; state?: unknown }) {
  useEffect(() => {
    void navigateTo(to, { replace, state: navState });
  }, [to, replace, navState]);
  return null;
}

/** React Router's scroll handling is in `navigateTo` (top on a new page); nothing to render. */
export function ScrollRestoration() {
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  discover?: 'render' | 'none';
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  relative?: 'route' | 'path';
};

function shouldHandle(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace,
    state: linkState,
    reloadDocument,
    discover = 'render',
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    relative: _relative,
    onClick,
    target,
    ...rest
  },
  ref,
) {
  const location = useLocation();
  const href = hrefOf(to, location);
  const external = isExternal(href);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (reloadDocument || external || !shouldHandle(event, target)) return;
        event.preventDefault();
        void navigateTo(to, { replace, state: linkState });
      }}
      ref={ref}
      target={target}
      data-discover={!external && discover === 'render' ? 'true' : undefined}
    />
  );
});

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?:
    | string
    | ((props: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string);
  children?:
    | ReactNode
    | ((props: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => ReactNode);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive: _caseSensitive, className, children, to, ...rest },
  ref,
) {
  const location = useLocation();
  const path = resolve(to, location).pathname.toLowerCase();
  const here = location.pathname.toLowerCase();
  const isActive =
    here === path ||
    (!end && here.startsWith(path) && (path.endsWith('/') || here.charAt(path.length) === '/'));
  const status = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(status)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
    >
      {typeof children === 'function' ? children(status) : children}
    </Link>
  );
});
