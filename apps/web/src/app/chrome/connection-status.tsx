import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/pwa/use-online-status.ts';
import { useStreamStatus } from '../../lib/realtime.ts';

/**
 * The header's connection status, a dot and its text (visible from sm up, always read out): the
 * browser's network, then the tab's event stream (live updates: `Live`, `Reconnecting…`).
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const { online } = useOnlineStatus();
  const stream = useStreamStatus();
  // the browser's network, then the tab's event stream (live updates) while signed in
  const state = !online
    ? 'offline'
    : stream === 'connecting'
      ? 'reconnecting'
      : stream === 'live'
        ? 'live'
        : 'online';
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium text-muted"
      data-testid="connection-status"
      data-state={state}
      role="status"
    >
      <span
        aria-hidden="true"
        className={
          state === 'live' || state === 'online'
            ? 'size-2.5 rounded-full bg-emerald-500'
            : state === 'reconnecting'
              ? 'size-2.5 animate-pulse rounded-full bg-amber-500'
              : 'size-2.5 rounded-full bg-amber-500'
        }
      />
      <span className="sr-only sm:not-sr-only">{t(`common:connection.${state}`)}</span>
    </span>
  );
}
