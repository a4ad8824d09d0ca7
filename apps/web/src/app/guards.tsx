import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../features/system/loading-screen.tsx';
import { useAuth } from '../lib/auth/index.ts';
import { COMPLETE_SIGNUP_ROUTE, startupRoute } from '../lib/auth/startup.ts';
import { canAccess } from './route-access.ts';

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
  // startupRoute: the landing route, or for no roles the approval status (a lab under review)
  if (!canAccess(location.pathname, roles)) return <Navigate to={startupRoute(session, roles)} replace />;
  return children;
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
