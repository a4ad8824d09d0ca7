import { useSyncExternalStore } from 'react';
import { setTokenSource } from '../api/client.ts';
import { type AuthSnapshot, createSessionStore } from './session-store.ts';

/** The app's one session store; `main.tsx` calls `sessionStore.init()`. */
export const sessionStore = createSessionStore();
setTokenSource(sessionStore);

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

export { expiresAtMs, type AuthSnapshot, type AuthStatus } from './session-store.ts';
export {
  AWAITING_APPROVAL_ROUTE,
  postSignInRoute,
  safeRedirect,
  startupRoute,
  withSignupIntent,
} from './startup.ts';
