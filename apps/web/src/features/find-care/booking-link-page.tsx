import { BOOKING_HOLD_MINUTES } from '@verdant/shared/appointment-status';
import type { Booking, BookingLinkResult } from '@verdant/shared/public-site';
import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { BookingDetails } from './booking-page.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

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
  const { t } = useTranslation('site');
  return (
    <Frame title={title}>
      <p className="mt-4 flex items-center gap-2 text-muted" role="status">
        <Spinner /> {t('common.loading')}
      </p>
    </Frame>
  );
}

export function BookingConfirmPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('bookingLink.confirmingTitle'), description: t('bookingLink.confirmedBody') });
  const { id, token } = useLinkParams();
  const [state, setState] = useState<LinkState>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!id || !token) {
      setState({ kind: 'invalid' });
      return;
    }
    siteApi
      .confirmBooking(id, token)
      .then((result) => setState({ kind: 'done', result }))
      .catch((error: unknown) => setState(stateOfError(error, t)));
  }, [id, token, t]);

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
  const [state, setState] = useState<LinkState>({ kind: 'working' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id || !token) {
      setState({ kind: 'invalid' });
      return;
    }
    const controller = new AbortController();
    siteApi
      .bookingByLink(id, token, controller.signal)
      .then((booking) => setState({ kind: 'ready', booking }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState(stateOfError(error, t));
      });
    return () => controller.abort();
  }, [id, token, t]);

  async function cancel() {
    setBusy(true);
    try {
      setState({ kind: 'done', result: await siteApi.cancelBooking(id, token) });
    } catch (error) {
      setState(stateOfError(error, t));
    } finally {
      setBusy(false);
    }
  }

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
