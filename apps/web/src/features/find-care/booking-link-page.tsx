import { BOOKING_HOLD_MINUTES } from '@verdant/shared/appointment-status';
import type { Booking, BookingLinkResult } from '@verdant/shared/public-site';
import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { BookingDetails } from './booking-page.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

/**
 * The pages behind the links of a booking e-mail (decision 0017): `/booking/confirm?id=…&token=…`
 * confirms a pending hold as soon as it opens; `/booking/cancel?id=…&token=…` shows the appointment
 * and cancels it on a click (a link previewer opening the page cancels nothing). Both say what
 * happened.
 */

type LinkState =
  | { kind: 'working' }
  | { kind: 'done'; result: BookingLinkResult }
  | { kind: 'ready'; booking: Booking }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

function Frame({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto min-h-dvh max-w-2xl px-4 py-12" data-testid="booking-link-page">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        {icon}
        <h1 className="mt-4 text-2xl font-bold text-fg sm:text-3xl" data-testid="booking-link-title">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

function FindCare() {
  const { t } = useTranslation('site');
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to="/care" className={buttonClasses({ variant: 'secondary' })}>
        {t('bookingLink.bookAgain')}
      </Link>
      <Link to="/home" className={buttonClasses({ variant: 'ghost' })}>
        {t('booking.home')}
      </Link>
    </div>
  );
}

function useLinkParams() {
  const [params] = useSearchParams();
  return { id: params.get('id') ?? '', token: params.get('token') ?? '' };
}

function stateOfError(error: unknown, t: (key: string) => string): LinkState {
  const apiError = apiErrorOf(error);
  if (
    apiError &&
    (apiError.code === 'INVALID_TOKEN' || apiError.code === 'NOT_FOUND' || apiError.status === 400)
  )
    return { kind: 'invalid' };
  if (apiError?.code === 'CONFLICT') return { kind: 'error', message: t('bookingLink.notCancellable') };
  return { kind: 'error', message: errorMessage(error, t) };
}

function Invalid() {
  const { t } = useTranslation('site');
  return (
    <Frame
      icon={<CircleAlert aria-hidden="true" className="size-12 text-danger" />}
      title={t('bookingLink.invalidTitle')}
    >
      <p className="mt-2 text-muted">{t('bookingLink.invalidBody', { minutes: BOOKING_HOLD_MINUTES })}</p>
      <FindCare />
    </Frame>
  );
}

function Working({ title }: { title: string }) {
  return (
    <Frame title={title}>
      <LoadingStatus className="mt-4" />
    </Frame>
  );
}

export function BookingConfirmPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('bookingLink.confirmingTitle'), description: t('bookingLink.confirmedBody') });
  const { id, token } = useLinkParams();
  const confirm = useApiMutation(() => siteApi.confirmBooking(id, token));
  const started = useRef(false);

  // Opening the link confirms the hold, once.
  useEffect(() => {
    if (started.current || !id || !token) return;
    started.current = true;
    void confirm.run(undefined);
  }, [id, token, confirm.run]);

  const state: LinkState =
    !id || !token
      ? { kind: 'invalid' }
      : confirm.data
        ? { kind: 'done', result: confirm.data }
        : confirm.error
          ? stateOfError(confirm.error, t)
          : { kind: 'working' };

  if (state.kind === 'working') return <Working title={t('bookingLink.confirmingTitle')} />;
  if (state.kind === 'invalid') return <Invalid />;
  if (state.kind === 'error') {
    return (
      <Frame title={t('bookingLink.invalidTitle')}>
        <Alert className="mt-4">{state.message}</Alert>
        <FindCare />
      </Frame>
    );
  }
  if (state.kind !== 'done') return null;
  const { booking, outcome } = state.result;
  const cancelled = booking.status === 'cancelled';
  const title = cancelled
    ? t('bookingLink.alreadyCancelledTitle')
    : outcome === 'confirmed'
      ? t('bookingLink.confirmedTitle')
      : t('bookingLink.alreadyConfirmedTitle');
  return (
    <Frame
      icon={
        cancelled ? (
          <XCircle aria-hidden="true" className="size-12 text-muted" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
        )
      }
      title={title}
    >
      {outcome === 'confirmed' ? <p className="mt-2 text-muted">{t('bookingLink.confirmedBody')}</p> : null}
      <BookingDetails booking={booking} />
      <FindCare />
    </Frame>
  );
}

export function BookingCancelPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('bookingLink.cancelTitle'), description: t('bookingLink.cancelBody') });
  const { id, token } = useLinkParams();
  const valid = Boolean(id && token);
  const lookup = useApiQuery(valid ? queryKeys.bookings.byLink(id, token) : null, (signal) =>
    siteApi.bookingByLink(id, token, signal),
  );
  const cancelling = useApiMutation(() => siteApi.cancelBooking(id, token));
  const busy = cancelling.busy;
  const cancel = () => void cancelling.run(undefined);
  const failure = cancelling.error ?? lookup.error;

  const state: LinkState = !valid
    ? { kind: 'invalid' }
    : cancelling.data
      ? { kind: 'done', result: cancelling.data }
      : failure
        ? stateOfError(failure, t)
        : lookup.data
          ? { kind: 'ready', booking: lookup.data }
          : { kind: 'working' };

  if (state.kind === 'working') return <Working title={t('bookingLink.cancelTitle')} />;
  if (state.kind === 'invalid') return <Invalid />;
  if (state.kind === 'error') {
    return (
      <Frame title={t('bookingLink.cancelTitle')}>
        <Alert className="mt-4">{state.message}</Alert>
        <FindCare />
      </Frame>
    );
  }
  if (state.kind === 'done' || (state.kind === 'ready' && state.booking.status === 'cancelled')) {
    const booking = state.kind === 'done' ? state.result.booking : state.booking;
    const justNow = state.kind === 'done' && state.result.outcome === 'cancelled';
    return (
      <Frame
        icon={<XCircle aria-hidden="true" className="size-12 text-primary" />}
        title={justNow ? t('bookingLink.cancelledTitle') : t('bookingLink.alreadyCancelledTitle')}
      >
        <p className="mt-2 text-muted" data-testid="booking-link-outcome">
          {t('bookingLink.cancelledBody')}
        </p>
        <BookingDetails booking={booking} />
        <FindCare />
      </Frame>
    );
  }
  if (state.kind !== 'ready') return null;
  const cancellable = state.booking.status === 'pending' || state.booking.status === 'scheduled';
  return (
    <Frame title={t('bookingLink.cancelTitle')}>
      <p className="mt-2 text-muted">
        {cancellable ? t('bookingLink.cancelBody') : t('bookingLink.notCancellable')}
      </p>
      <BookingDetails booking={state.booking} />
      <div className="mt-8 flex flex-wrap gap-3">
        {cancellable ? (
          <Button variant="danger" loading={busy} onClick={() => void cancel()} data-testid="cancel-booking">
            {t('bookingLink.cancelButton')}
          </Button>
        ) : null}
        <Link to="/care" className={buttonClasses({ variant: 'ghost' })}>
          {t('bookingLink.keepButton')}
        </Link>
      </div>
    </Frame>
  );
}
