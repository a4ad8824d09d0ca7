import { ChevronDown, Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { LanguageSwitcher, ThemeSwitcher } from '../chrome/preference-switchers.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { usePopoverMenu } from '../../lib/use-popover-menu.ts';
import { SkipLink } from '../chrome/skip-link.tsx';
import { SiteFooter } from '../../features/public-site/site-footer.tsx';
import { HydrateLater } from '../../public/hydrate-later.tsx';

/** The public site's navigation: home, the audience pages, find care, blog, demo. */
export const PUBLIC_NAV = [
  { key: 'home', to: '/home' },
  { key: 'features', to: '/home#features' },
  { key: 'pricing', to: '/home#pricing' },
  { key: 'about', to: '/home#about' },
  { key: 'contact', to: '/home#contact' },
  { key: 'findCare', to: '/care' },
] as const;

export const PROFESSIONAL_PAGES = [
  { key: 'forDietitians', to: '/for-dietitians' },
  { key: 'forMedical', to: '/for-medical' },
  { key: 'forFitness', to: '/for-fitness' },
  { key: 'forLabs', to: '/for-labs' },
  { key: 'forInsurance', to: '/for-insurance' },
] as const;

const linkClasses = 'rounded-md px-2.5 py-2 text-sm font-medium text-fg hover:bg-surface';
const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(linkClasses, isActive && 'text-primary underline decoration-2 underline-offset-8');

function ProfessionalsMenu() {
  const { t } = useTranslation();
  const { open, setOpen, menuId, ref } = usePopoverMenu();

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className={cn(linkClasses, 'inline-flex items-center gap-1')}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {t('nav:public.forProfessionals')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute top-full left-0 z-30 mt-1 w-56 rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          {PROFESSIONAL_PAGES.map((page) => (
            <li key={page.key}>
              <Link to={page.to} className={cn(linkClasses, 'block')} onClick={() => setOpen(false)}>
                {t(`nav:public.${page.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  if (session) {
    return (
      <div className={className}>
        <Link to="/" className={buttonClasses({ size: 'sm' })} onClick={onNavigate}>
          {t('nav:public.dashboard')}
        </Link>
      </div>
    );
  }
  return (
    <div className={className}>
      <Link to="/auth" className={buttonClasses({ size: 'sm', variant: 'ghost' })} onClick={onNavigate}>
        {t('nav:public.login')}
      </Link>
      <Link to="/auth?mode=signup" className={buttonClasses({ size: 'sm' })} onClick={onNavigate}>
        {t('nav:public.signUp')}
      </Link>
    </div>
  );
}

/** `children`: a page shown outside the router's public branch (the start-up route, decision 0051). */
export function PublicLayout({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu when the page changes
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <SkipLink />
      <header className="border-b border-border bg-bg/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to="/home" aria-label={t('nav:public.homeAria')} className="shrink-0">
            <Logo />
          </Link>
          {/* The wide screen's navigation and account links hydrate after the page (decision 0071):
              a phone does not show them, and its first task was the header's. */}
          <HydrateLater>
            <nav aria-label={t('nav:public.label')} className="ml-4 hidden xl:block">
              <ul className="flex items-center gap-0.5">
                {PUBLIC_NAV.map((item) => (
                  <li key={item.key}>
                    {item.to.includes('#') ? (
                      <Link to={item.to} className={linkClasses}>
                        {t(`nav:public.${item.key}`)}
                      </Link>
                    ) : (
                      <NavLink to={item.to} end className={navLinkClasses}>
                        {t(`nav:public.${item.key}`)}
                      </NavLink>
                    )}
                  </li>
                ))}
                <li>
                  <ProfessionalsMenu />
                </li>
                <li>
                  <NavLink to="/blog" className={navLinkClasses}>
                    {t('nav:public.blog')}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </HydrateLater>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher compact />
            <ThemeSwitcher compact className="hidden sm:flex" />
            <HydrateLater>
              <AccountLinks className="hidden items-center gap-1 xl:flex" />
            </HydrateLater>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-md border border-border xl:hidden"
              aria-expanded={menuOpen}
              // Set while open: the public entry hydrates with Preact, whose ids differ from the
              // server's React ones, so the button and its menu get theirs from the same render.
              aria-controls={menuOpen ? menuId : undefined}
              aria-label={menuOpen ? t('nav:closeMenu') : t('nav:openMenu')}
              onClick={() => setMenuOpen((v) => !v)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <nav
            id={menuId}
            aria-label={t('nav:public.label')}
            className="border-t border-border px-4 pb-4 xl:hidden"
          >
            <ul className="flex flex-col py-2">
              {[...PUBLIC_NAV, ...PROFESSIONAL_PAGES, { key: 'blog', to: '/blog' }].map((item) => (
                <li key={item.key}>
                  {/* Closed by the click itself, before the page scrolls to a #section (closed
                      after it, the menu's height moved the section up out of view). */}
                  <Link
                    to={item.to}
                    className={cn(linkClasses, 'block py-2.5')}
                    onClick={() => setMenuOpen(false)}
                  >
                    {t(`nav:public.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
            <ThemeSwitcher className="py-2 sm:hidden" />
            <AccountLinks className="flex gap-2 pt-2" onNavigate={() => setMenuOpen(false)} />
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      {/* Below every page: it hydrates after the page, in a task of its own (decision 0071). */}
      <HydrateLater>
        <footer className="border-t border-border bg-surface">
          {/* Every public page's links, usable without JavaScript (decision 0051). */}
          <SiteFooter />
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div>
              <Logo />
              <p className="mt-2 max-w-sm text-sm text-muted">{t('nav:footer.tagline')}</p>
            </div>
            <div className="flex flex-col gap-2 text-sm sm:items-end">
              <Link to="/install" className="font-medium text-primary underline underline-offset-4">
                {t('nav:footer.install')}
              </Link>
              <p className="text-muted">{t('nav:footer.copyright', { year: new Date().getFullYear() })}</p>
            </div>
          </div>
        </footer>
      </HydrateLater>
    </div>
  );
}
