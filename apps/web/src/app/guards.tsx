import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../components/ui/banner.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { useAuth } from '../lib/auth/index.ts';
import { COMPLETE_SIGNUP_ROUTE, signInRoute, startupRoute } from '../lib/auth/startup.ts';
import { allowedRoles, canAccess } from './route-access.ts';
import { serverRendered } from '../lib/ssr.ts';
import LandingPage from '../features/public-site/landing-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

/**
 * Guards every signed-in route: signed-out → /auth?redirect=…; profile incomplete →
 * /auth/complete-signup; a role the route does not allow (route-access.ts) → the user's landing route.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { status, session, roles, endedBy } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out' || !session) {
    return (
      <Navigate to={endedBy === 'user' ? '/auth' : signInRoute(location.pathname, location.search)} replace />
    );
  }
  if (!session.user.profileComplete) return <Navigate to={COMPLETE_SIGNUP_ROUTE} replace />;
  // The landing route, or for no roles the approval status (a lab under review); the user is told why.
  if (!canAccess(location.pathname, roles)) {
    return <RedirectForRole from={location.pathname} to={startupRoute(session, roles)} />;
  }
  return children;
}

/** Where the route guard came from when it sent the user to their landing route. */
export interface DeniedState {
  deniedFrom?: string;
}

/**
 * Sends a user away from a screen their roles cannot use; the landing route then shows
 * `AccessDeniedNotice` saying why (the path travels in the navigation state).
 */
function RedirectForRole({ from, to }: { from: string; to: string }) {
  return <Navigate to={to} replace state={{ deniedFrom: from } satisfies DeniedState} />;
}

/**
 * "That page is not for your role", naming the roles it is for, above the screen the guard sent the
 * user to. It stays until dismissed or until the user moves on (the state belongs to this entry).
 */
export function AccessDeniedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as DeniedState | null)?.deniedFrom;
  if (!from) return null;
  const allowed = allowedRoles(from) ?? [];
  return (
    <Alert variant="info" className="mb-6 flex flex-wrap items-start justify-between gap-2">
      <span data-testid="access-denied-notice">
        <strong className="block">{t('nav:accessDenied.title')}</strong>
        <span className="font-normal">
          {allowed.length
            ? t('nav:accessDenied.forRoles', { roles: allowed.map((r) => t(`common:roles.${r}`)).join(', ') })
            : t('nav:accessDenied.generic')}
        </span>
      </span>
      <button
        type="button"
        onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        className="rounded p-1 hover:bg-surface"
        aria-label={t('common:actions.dismissNotification')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </Alert>
  );
}

/** `/`: start-up — session first, then roles, then the landing route (or /home without a session). */
export function StartupRedirect() {
  const { status, session, roles } = useAuth();
  // Served from the server (decision 0051): the landing page, until the session is known.
  if (status === 'loading' && serverRendered()) {
    return (
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    );
  }
  if (status === 'loading') return <LoadingScreen />;
  return <Navigate to={startupRoute(session, roles)} replace />;
}
