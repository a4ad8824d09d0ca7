import { BACK_ONLINE_BANNER_MS } from '@verdant/shared/constants';
import { useEffect, useState } from 'react';

export type ConnectionBanner = 'offline' | 'back-online' | null;

/** Online state plus the banner to show: offline while offline, "back online" for 3 s after. */
export function useOnlineStatus(): { online: boolean; banner: ConnectionBanner } {
  // Only a browser that says it is offline is (Node's `navigator` has no `onLine`: a server render).
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const [banner, setBanner] = useState<ConnectionBanner>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : null,
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const goOffline = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      setOnline(false);
      setBanner('offline');
    };
    const goOnline = () => {
      setOnline(true);
      setBanner((prev) => (prev === null ? null : 'back-online'));
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        setBanner((prev) => (prev === 'back-online' ? null : prev));
      }, BACK_ONLINE_BANNER_MS);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    // The connection may have dropped between the first render and now, with no listener to hear it.
    if (!navigator.onLine) goOffline();
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return { online, banner };
}
