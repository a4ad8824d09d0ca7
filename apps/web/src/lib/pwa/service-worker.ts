import { UPDATE_CHECK_INTERVAL_MS } from '@verdant/shared/constants';
import { useSyncExternalStore } from 'react';

/**
 * Registers the service worker built by vite-plugin-pwa (registerType 'prompt') with workbox-window.
 * The update banner shows when a new worker has installed while another one already controls the
 * page; the registration is checked for updates every 60 minutes.
 */
let updateReady = false;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function setUpdateReady(value: boolean) {
  updateReady = value;
  for (const listener of listeners) listener();
}

/** When to offer the update, separated so it can be tested: a newly installed worker plus an existing controller. */
export function isUpdateAvailable(input: { installed: boolean; hasController: boolean }): boolean {
  return input.installed && input.hasController;
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  const onWaiting = () => {
    if (isUpdateAvailable({ installed: true, hasController: !!navigator.serviceWorker.controller })) {
      applyUpdate = () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      };
      setUpdateReady(true);
    }
  };
  wb.addEventListener('waiting', onWaiting);

  // A browser may refuse the worker (private windows, policies, automation that blocks it): the app
  // then works online only, without an unhandled error.
  const registration = await wb.register().catch(() => undefined);
  if (registration) {
    setInterval(() => {
      if (navigator.onLine) void registration.update().catch(() => undefined);
    }, UPDATE_CHECK_INTERVAL_MS);
  }
}

/** `registerServiceWorker` when the browser is next idle (at most 2 s from now). */
export function registerServiceWorkerWhenIdle(): void {
  const register = () => void registerServiceWorker();
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(register, { timeout: 2000 });
  else setTimeout(register, 200);
}

export function reloadIntoUpdate() {
  applyUpdate?.();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
    () => false,
  );
}

/** For tests. */
export function __setUpdateReady(value: boolean, apply: (() => void) | null = null) {
  applyUpdate = apply;
  setUpdateReady(value);
}
