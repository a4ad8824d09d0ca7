import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/index.ts';
import { signInRoute } from '../lib/auth/startup.ts';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * Only a signed-in user, whatever the state of their profile (e.g. /auth/complete-signup, where the
 * profile is completed): signed out → /auth?redirect=… back here.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, session } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen fullScreen={false} />;
  if (!session) return <Navigate to={signInRoute(location.pathname, location.search)} replace />;
  return children;
}
