import { IDLE_WARNING_MS } from '@verdant/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { sessionStore, useAuth } from '../../lib/auth/index.ts';

/** `m:ss` of a number of milliseconds (rounded up, never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Decision 0020: signed-in screens watch the idle timeout. Two minutes before it ends the session
 * an alert dialog counts down with "Stay signed in" (focused); at the end the session is signed out
 * and the sign-in page says why. Activity in the other tabs of this browser (the same session)
 * reaches this one over the session store's BroadcastChannel.
 */
export function IdleWarning({ tickMs = 1000 }: { tickMs?: number }) {
  const { t } = useTranslation();
  const { status, session } = useAuth();
  const [remaining, setRemaining] = useState<number | null>(null);
  const ending = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const hasTimeout = status === 'signed-in' && !!session?.idle_timeout_seconds;

  useEffect(() => {
    if (!hasTimeout) {
      setRemaining(null);
      return;
    }
    const tick = async () => {
      const deadline = sessionStore.idleDeadline();
      if (deadline === null || ending.current) return;
      const left = deadline - Date.now();
      if (left <= 0) {
        ending.current = true;
        try {
          await sessionStore.endIdle();
        } finally {
          ending.current = false;
        }
        return;
      }
      setRemaining(left);
    };
    void tick();
    const timer = setInterval(() => void tick(), tickMs);
    return () => clearInterval(timer);
  }, [hasTimeout, tickMs]);

  const open = remaining !== null && remaining <= IDLE_WARNING_MS;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      stayRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  async function stay() {
    await sessionStore.stayActive();
    const deadline = sessionStore.idleDeadline();
    setRemaining(deadline === null ? null : deadline - Date.now());
  }

  if (!hasTimeout) return null;
  const minutes = Math.round((session?.idle_timeout_seconds ?? 0) / 60);
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="idle-warning"
      onCancel={(event) => {
        // Escape means "I am here", like the button
        event.preventDefault();
        void stay();
      }}
      className="m-auto w-[28rem] max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-card p-0 text-fg shadow-xl backdrop:bg-slate-950/60"
    >
      {open ? (
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-base font-semibold">
            {t('auth:idle.title')}
          </h2>
          <p id={textId} className="text-sm">
            {t('auth:idle.text', { time: formatCountdown(remaining ?? 0), minutes })}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => void sessionStore.signOut()}>
              {t('auth:idle.signOut')}
            </Button>
            <Button ref={stayRef} onClick={() => void stay()}>
              {t('auth:idle.stay')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
