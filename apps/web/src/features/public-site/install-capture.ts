import { useSyncExternalStore } from 'react';
import type { BeforeInstallPromptEvent } from '../../lib/pwa/install-prompt.ts';

/**
 * Keeps the browser's `beforeinstallprompt` event so the /install page can offer its button even
 * when the event fired before the page was opened. Imported by the route table at start-up; it
 * only listens (the foundation's delayed install prompt keeps its own handling).
 */
let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
}

let snapshot = { available: false, installed: false };
function getSnapshot() {
  const next = { available: deferred !== null, installed };
  if (next.available !== snapshot.available || next.installed !== snapshot.installed) snapshot = next;
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeferredInstall() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    ...state,
    /** Shows the browser's install dialog; resolves with the user's choice. */
    async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      emit();
      try {
        await event.prompt();
        const choice = await event.userChoice;
        if (choice.outcome === 'accepted') installed = true;
        emit();
        return choice.outcome;
      } catch {
        return 'unavailable';
      }
    },
  };
}
