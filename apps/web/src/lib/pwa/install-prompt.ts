import { INSTALL_PROMPT_DELAY_MS, INSTALL_PROMPT_SUPPRESS_MS } from '@verdant/shared/constants';

export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';
export { INSTALL_PROMPT_DELAY_MS, INSTALL_PROMPT_SUPPRESS_MS };

/** The `beforeinstallprompt` event (Chromium); not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * The install prompt may show unless the app already runs standalone or the prompt
 * was dismissed less than 7 days ago.
 */
export function canShowInstallPrompt(input: {
  now: number;
  dismissedAt: number | null;
  standalone: boolean;
}): boolean {
  if (input.standalone) return false;
  if (input.dismissedAt !== null && input.now - input.dismissedAt < INSTALL_PROMPT_SUPPRESS_MS) return false;
  return true;
}

export function readDismissedAt(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  try {
    const raw = storage.getItem(INSTALL_DISMISSED_KEY);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
    nav.standalone === true
  );
}
