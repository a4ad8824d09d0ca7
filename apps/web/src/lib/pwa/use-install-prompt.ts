import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type BeforeInstallPromptEvent,
  canShowInstallPrompt,
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  isStandalone,
  readDismissedAt,
} from './install-prompt.ts';

/**
 * Captures `beforeinstallprompt` and makes the prompt visible 30 s later, unless suppressed
 * (dismissed within 7 days, or standalone).
 */
export function useInstallPrompt({ now = Date.now }: { now?: () => number } = {}) {
  const [visible, setVisible] = useState(false);
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        if (
          canShowInstallPrompt({ now: now(), dismissedAt: readDismissedAt(), standalone: isStandalone() })
        ) {
          setVisible(true);
        }
      }, INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      deferred.current = null;
      setVisible(false);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [now]);

  const install = useCallback(async () => {
    const event = deferred.current;
    setVisible(false);
    if (!event) return;
    deferred.current = null;
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  }, []);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(now()));
    } catch {
      // storage unavailable: dismissed for this page only
    }
    setVisible(false);
  }, [now]);

  return { visible, install, dismiss };
}
