import { landingRouteFor } from '@verdant/shared/roles';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../features/system/loading-screen.tsx';
import { useAuth } from '../lib/auth/index.ts';
import { toast } from '../lib/toast/toast-store.ts';
import { COMPLETE_SIGNUP_ROUTE, startupRoute } from '../lib/auth/startup.ts';
import { allowedRoles, canAccess } from './route-access.ts';

/** `/auth?redirect=<path>` so sign-in comes back here. */
export function signInRoute(pathname: string, search = ''): string {
  return `/auth?redirect=${encodeURIComponent(pathname + search)}`;
}

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
  if (!canAccess(location.pathname, roles)) {
    return <RedirectForRole from={location.pathname} to={landingRouteFor(roles)} />;
  }
  return children;
}

/**
 * Sends a user away from a screen their roles cannot use, and tells them why: a toast naming the
 * roles the screen is for, shown on their landing route.
 */
function RedirectForRole({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    const allowed = allowedRoles(from) ?? [];
    toast({
      title: t('nav:accessDenied.title'),
      description: allowed.length
        ? t('nav:accessDenied.forRoles', { roles: allowed.map((r) => t(`common:roles.${r}`)).join(', ') })
        : t('nav:accessDenied.generic'),
    });
  }, [from, t]);
  return <Navigate to={to} replace />;
}

/** Only a signed-in user (whatever the profile state), e.g. /auth/complete-signup. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, session } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen fullScreen={false} />;
  if (!session) return <Navigate to={signInRoute(location.pathname, location.search)} replace />;
  return children;
}

/** `/`: SPEC section 2 start-up — session first, then roles, then the landing route (or /home). */
export function StartupRedirect() {
  const { status, session, roles } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  return <Navigate to={startupRoute(session, roles)} replace />;
}
