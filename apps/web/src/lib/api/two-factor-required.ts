/**
 * ADR 0050: the practice requires two-factor authentication and this account has none yet. The api
 * client notes it when any answer is TWO_FACTOR_SETUP_REQUIRED; the app shell then says so and
 * leads to the set-up (settings), until the session has two-factor.
 */
import { useSyncExternalStore } from 'react';

let required = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (required === value) return;
  required = value;
  for (const listener of listeners) listener();
}

export const noteTwoFactorRequired = () => set(true);
export const clearTwoFactorRequired = () => set(false);

export function useTwoFactorRequired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => required,
    () => false,
  );
}
