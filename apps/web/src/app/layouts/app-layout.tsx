import { QueryClientProvider } from '@tanstack/react-query';
import { LANDING_ROUTES, type Role } from '@verdant/shared/roles';
import {
  Activity,
  Bell,
  Building2,
  BookOpen,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  ChevronDown,
  ClipboardList,
  Dumbbell,
  FileText,
  FlaskConical,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquare,
  Receipt,
  Salad,
  Settings,
  ShieldCheck,
  User,
  Users,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { meApi, useMe } from '../../lib/api/me-api.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { LanguageSwitcher, ThemeSwitcher } from '../chrome/preference-switchers.tsx';
import { ConnectionStatus } from '../chrome/connection-status.tsx';
import { sessionStore, useAuth } from '../../lib/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { type NavTarget, NavTargetContext } from '../../lib/nav-target.ts';
import { fullName } from '../../lib/format.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AccessDeniedNotice, RequireAccess } from '../guards.tsx';
import {
  HEADER_ENTRIES,
  NAV_ENTRIES,
  type ResolvedNavItem,
  resolveEntries,
  shellRole,
} from '../navigation.ts';
import { effectiveRoles } from '../route-access.ts';
import { queryClient } from '../../lib/api/query.ts';
import { usePopoverMenu } from '../../lib/use-popover-menu.ts';
import { IdleWarning } from '../chrome/idle-warning.tsx';
import { TwoFactorRequiredNotice } from '../chrome/two-factor-required.tsx';
import { useInbox } from '../../lib/api/inbox.ts';
import { realtime } from '../../lib/realtime.ts';
import { NotificationBell } from '../../features/notifications/bell.tsx';
import { SkipLink } from '../chrome/skip-link.tsx';

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  calendar: CalendarDays,
  messages: MessageSquare,
  patients: Users,
  appointments: CalendarCheck,
  consultations: ClipboardList,
  dietPlans: Salad,
  labs: FlaskConical,
  biaAnalysis: Activity,
  billing: Receipt,
  workouts: Dumbbell,
  settings: Settings,
  notifications: Bell,
  profile: User,
  analytics: ChartColumn,
  reports: FileText,
  knowledgeBase: BookOpen,
  privacy: ShieldCheck,
};

function splitTarget(to: string): { path: string; search: string } {
  const [path = '', rest = ''] = to.split('?');
  return { path: path.split('#')[0] ?? path, search: rest ? `?${rest}` : '' };
}

function isActive(item: ResolvedNavItem, pathname: string, search: string): boolean {
  const target = splitTarget(item.to);
  if (target.path !== pathname) return false;
  return target.search ? search.includes(target.search.slice(1)) : !search.includes('view=');
}

function SideNav({
  role,
  roles,
  onNavigate,
  withOrganization = false,
}: {
  role: Role;
  roles: readonly Role[];
  onNavigate?: () => void;
  /** The drawer carries the organization switcher: a phone's header has no room for it. */
  withOrganization?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = resolveEntries(NAV_ENTRIES, role, roles);
  const areas = effectiveRoles(roles);
  const { unreadMessages } = useInbox();
  return (
    <div className="flex h-full flex-col gap-6 p-3">
      <nav aria-label={t('nav:app.label')}>
        <ul className="space-y-0.5">
          {items.map((item) => {
            const Icon = ICONS[item.key] ?? LayoutDashboard;
            const active = isActive(item, location.pathname, location.search);
            return (
              <li key={item.key}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                    active ? 'bg-accent text-primary' : 'text-fg hover:bg-surface',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(`nav:app.${item.key}`)}
                  {item.key === 'messages' && unreadMessages > 0 ? (
                    <span
                      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-fg"
                      data-testid="nav-unread-messages"
                    >
                      <span className="sr-only">{t('nav:app.unreadCount', { count: unreadMessages })}</span>
                      <span aria-hidden="true">{unreadMessages}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {areas.length > 1 ? (
        <nav aria-label={t('nav:app.areasLabel')}>
          <h2 className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
            {t('nav:app.areas')}
          </h2>
          <ul className="mt-2 space-y-0.5">
            {areas.map((area) => (
              <li key={area}>
                <Link
                  to={LANDING_ROUTES[area]}
                  onClick={onNavigate}
                  aria-current={area === role ? 'true' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-1.5 text-sm',
                    area === role ? 'font-semibold text-primary' : 'text-fg hover:bg-surface',
                  )}
                >
                  {t(`common:roles.${area}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-auto space-y-3 border-t border-border px-1 pt-4">
        {withOrganization ? <OrganizationSwitcher /> : null}
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
    </div>
  );
}

function AccountMenu({ role, roles }: { role: Role; roles: readonly Role[] }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const { open, setOpen, menuId, ref } = usePopoverMenu();
  const items = resolveEntries(HEADER_ENTRIES, role, roles).filter((item) => item.key !== 'notifications');

  const name = session ? fullName(session.user) : '';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={name ? `${t('nav:account.menu')}: ${name}` : t('nav:account.menu')}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-2 text-sm font-medium hover:bg-surface"
      >
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent text-primary">
          <User aria-hidden="true" className="size-4" />
        </span>
        <span className="hidden max-w-40 truncate md:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute top-full right-0 z-30 mt-1 w-64 rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          <div className="border-b border-border px-3 py-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-muted">{session?.user.email}</p>
          </div>
          <ul className="py-1">
            {items.map((item) => {
              const Icon = ICONS[item.key] ?? User;
              return (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    className="flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-surface"
                    onClick={() => setOpen(false)}
                  >
                    <Icon aria-hidden="true" className="size-4 text-muted" />
                    {t(`nav:app.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The organization the user acts in (ADR 0022), and a switcher when they belong to several. Switching
 * reloads the app: nothing read in the previous organization stays on screen or in memory.
 */
function OrganizationSwitcher() {
  const { t } = useTranslation();
  // The same read (and cache key) as Settings' organization section.
  const view = useMe().data;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const active = view?.organizations.find((o) => o.id === view.activeOrganizationId);
  if (!view || !active) return null;

  async function switchTo(organizationId: string) {
    setBusy(true);
    setFailed(false);
    try {
      await meApi.setActiveOrganization(organizationId);
      window.location.reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  if (view.organizations.length < 2) {
    return (
      <span
        className="hidden max-w-48 items-center gap-1.5 truncate text-sm text-muted md:inline-flex"
        title={t('nav:organization.current', { name: active.name })}
        data-testid="active-organization"
      >
        <Building2 aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{active.name}</span>
      </span>
    );
  }
  return (
    <label className="inline-flex items-center gap-1.5 text-sm">
      <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <span className="sr-only">{t('nav:organization.label')}</span>
      <select
        value={active.id}
        disabled={busy}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? 'organization-switch-error' : undefined}
        onChange={(e) => void switchTo(e.target.value)}
        className="h-10 max-w-40 truncate rounded-md border border-border bg-bg px-2 text-sm sm:max-w-56"
        data-testid="active-organization"
      >
        {view.organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {failed ? (
        <span id="organization-switch-error" role="alert" className="text-xs text-danger">
          {t('nav:organization.switchFailed')}
        </span>
      ) : null}
    </label>
  );
}

function Shell() {
  const { t } = useTranslation();
  const { roles } = useAuth();
  const location = useLocation();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const role = shellRole(location.pathname, roles);
  const notifications = resolveEntries(HEADER_ENTRIES, role, roles).find((i) => i.key === 'notifications');
  const navTarget = useCallback<NavTarget>(
    (key, area) => resolveEntries(NAV_ENTRIES, area, roles).find((i) => i.key === key)?.to ?? null,
    [roles],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer when the page changes
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  // one event stream for this tab while signed in (lib/realtime.ts)
  useEffect(() => {
    realtime.start();
    return () => realtime.stop();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-border bg-bg/95 backdrop-blur">
        <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-4">
          {desktop ? null : (
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-label={t('nav:openMenu')}
              aria-expanded={drawerOpen}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-border"
            >
              <Menu aria-hidden="true" className="size-5" />
            </button>
          )}
          <Link to={LANDING_ROUTES[role]} aria-label={t('nav:app.homeAria')} className="shrink-0">
            <Logo wordmarkClassName="hidden min-[400px]:inline" />
          </Link>
          <span className="hidden rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-primary sm:inline">
            {t(`common:roles.${role}`)}
          </span>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <ConnectionStatus />
            {desktop ? <OrganizationSwitcher /> : null}
            {notifications ? <NotificationBell to={notifications.to} /> : null}
            <AccountMenu role={role} roles={roles} />
            <button
              type="button"
              onClick={() => void sessionStore.signOut()}
              className="inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-sm font-medium hover:bg-surface"
            >
              <LogOut aria-hidden="true" className="size-5" />
              <span className="sr-only lg:not-sr-only">{t('nav:account.logout')}</span>
            </button>
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        {desktop ? (
          <div className="w-64 shrink-0 border-r border-border bg-surface">
            <aside
              aria-label={t('nav:app.sidebar')}
              className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto"
            >
              <SideNav role={role} roles={roles} />
            </aside>
          </div>
        ) : (
          <Dialog
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('nav:menu')}
            variant="drawer"
          >
            <SideNav role={role} roles={roles} onNavigate={() => setDrawerOpen(false)} withOrganization />
          </Dialog>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8">
          <div className="mx-auto max-w-6xl">
            <AccessDeniedNotice />
            <TwoFactorRequiredNotice />
            <NavTargetContext value={navTarget}>
              <Outlet />
            </NavTargetContext>
          </div>
        </main>
        <IdleWarning />
      </div>
    </div>
  );
}

/** The signed-in shell: guard, header, side navigation (drawer on phones), content. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAccess>
        <Shell />
      </RequireAccess>
    </QueryClientProvider>
  );
}

export const Component = AppLayout;
