import { useSyncExternalStore } from 'react';
import { setTokenSource } from '../api/client.ts';
import { type AuthSnapshot, createSessionStore } from './session-store.ts';

/**
 * The app's one session store; `main.tsx` calls `sessionStore.init()`. ADR 0046: a patient's phone
 * keeps a copy of the session and of the dashboard's reads (lib/offline, loaded only once someone
 * is signed in, or when the server cannot be reached at start-up).
 */
export const sessionStore = createSessionStore({
  offlineSession: () => import('../offline/index.ts').then((m) => m.offlineSession()),
});
setTokenSource(sessionStore);
const unwatch = sessionStore.subscribe(() => {
  if (sessionStore.getSnapshot().status !== 'signed-in') return;
  unwatch();
  void import('../offline/index.ts').then((m) => m.connectOffline(sessionStore));
});

/** What a server-rendered page was rendered with (nobody signed in yet): its hydration reads it too. */
const SERVER_SNAPSHOT: AuthSnapshot = { status: 'loading', session: null, roles: [], endedBy: null };
const serverSnapshot = () => SERVER_SNAPSHOT;

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
}

export { expiresAtMs, type AuthSnapshot, type AuthStatus } from './session-store.ts';
export {
  AWAITING_APPROVAL_ROUTE,
  postSignInRoute,
  safeRedirect,
  startupRoute,
  withSignupIntent,
} from './startup.ts';
