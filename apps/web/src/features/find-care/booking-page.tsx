import { BOOKING_HOLD_MINUTES } from '@verdant/shared/appointment-status';
import { type Booking, bookingInputSchema, bookingModeOf } from '@verdant/shared/public-site';
import { fieldErrors } from '@verdant/shared/auth';
import { ArrowLeft, CalendarCheck2, CheckCircle2, Mail, MailCheck, XCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { fullName, locale } from '../../lib/format.ts';
import { siteApi, useIdempotentSubmit } from '../../lib/api/site-api.ts';
import { focusFirstInvalid, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { formatDateTime, formatMoney, formatTime, viewerTimeZone, zoneLabel } from '../../lib/time.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

function When({ start, end, timeZone }: { start: string; end: string; timeZone: string }) {
  const { t } = useTranslation('site');
  const loc = locale();
  const viewer = viewerTimeZone();
  const differs = viewer !== timeZone && zoneLabel(viewer, loc) !== zoneLabel(timeZone, loc);
  return (
    <>
      <span className="block">
        {formatDateTime(start, loc, timeZone)} – {formatTime(end, loc, timeZone)}
      </span>
      <span className="block text-sm text-muted">
        {zoneLabel(timeZone, loc)}
        {differs ? ` · ${t('booking.yourTime', { time: formatDateTime(start, loc, viewer) })}` : ''}
      </span>
    </>
  );
}

/** What the booking is: when, with whom, what, its code and status. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation('site');
  return (
    <dl className="mt-6 divide-y divide-border border-y border-border text-sm">
      <div className="grid gap-1 py-3 sm:grid-cols-3">
        <dt className="font-medium text-muted">{t('booking.when')}</dt>
        <dd className="text-fg sm:col-span-2" data-testid="booking-when">
          <When start={booking.start} end={booking.end} timeZone={booking.timeZone} />
        </dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3">
        <dt className="font-medium text-muted">{t('booking.provider')}</dt>
        <dd className="text-fg sm:col-span-2">
          {booking.providerName}{' '}
          <span className="text-muted">· {t(`care.types.${booking.providerType}`)}</span>
        </dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3">
        <dt className="font-medium text-muted">{t('booking.service')}</dt>
        <dd className="text-fg sm:col-span-2">{booking.serviceName}</dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3">
        <dt className="font-medium text-muted">{t('booking.code')}</dt>
        <dd className="font-mono text-fg sm:col-span-2" data-testid="booking-code">
          {booking.confirmationCode}
        </dd>
      </div>
      <div className="grid gap-1 py-3 sm:grid-cols-3">
        <dt className="font-medium text-muted">{t('booking.status')}</dt>
        <dd className="text-fg sm:col-span-2" data-testid="booking-status">
          {t(`booking.statuses.${booking.status}`)}
          {booking.holdExpiresAt ? (
            <span className="block text-sm text-muted">
              {t('booking.heldUntil', {
                time: formatTime(booking.holdExpiresAt, locale(), viewerTimeZone()),
              })}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The confirmation view; `?booking=<id>&code=<code>` makes it survive a reload. A public booking is
 * a hold until confirmed from its e-mail: the page says so (decision 0017).
 */
function Confirmation({ booking, email }: { booking: Booking; email: string | null }) {
  const { t } = useTranslation('site');
  const held = booking.status === 'pending';
  const cancelled = booking.status === 'cancelled';
  const Icon = held ? MailCheck : cancelled ? XCircle : CheckCircle2;
  return (
    <div className="mx-auto min-h-dvh max-w-2xl px-4 py-12" data-testid="booking-confirmation">
      <div className="rounded-2xl border border-primary bg-card p-5 shadow-sm sm:p-8">
        <Icon aria-hidden="true" className="size-12 text-primary" />
        <h1 className="mt-4 text-3xl font-bold text-fg">
          {t(held ? 'booking.heldTitle' : cancelled ? 'booking.cancelledTitle' : 'booking.confirmedTitle')}
        </h1>
        <p className="mt-2 text-muted" data-testid="booking-next-step">
          {held
            ? t('booking.heldSubtitle', { minutes: BOOKING_HOLD_MINUTES })
            : cancelled
              ? t('booking.cancelledSubtitle')
              : t('booking.confirmedSubtitle')}
        </p>
        <BookingDetails booking={booking} />
        {cancelled ? null : (
          <p className="mt-6 flex items-start gap-2 text-sm text-fg" data-testid="booking-email-note">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {held
              ? email
                ? t('booking.heldEmailTo', { email })
                : null
              : email
                ? t('booking.emailSentTo', { email })
                : t('booking.emailSent')}
          </p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/care" className={buttonClasses({ variant: 'secondary' })}>
            {t('booking.findMore')}
          </Link>
          <Link to="/home" className={buttonClasses({ variant: 'ghost' })}>
            {t('booking.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ConfirmationLoader({ id, code }: { id: string; code: string }) {
  const { t } = useTranslation('site');
  const booking = useApiQuery(queryKeys.bookings.one(id, code), (signal) =>
    siteApi.booking(id, code, signal),
  );
  if (booking.loading) {
    return (
      <div className="min-h-dvh">
        <LoadingStatus className="justify-center py-16" />
      </div>
    );
  }
  if (booking.error || !booking.data) {
    return (
      <div className="mx-auto min-h-dvh max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-fg">{t('booking.notFoundTitle')}</h1>
        <p className="mt-3 text-muted">
          {booking.error?.code === 'NOT_FOUND'
            ? t('booking.notFoundBody')
            : t(booking.error?.messageKey ?? 'errors:INTERNAL')}
        </p>
      </div>
    );
  }
  return <Confirmation booking={booking.data} email={null} />;
}

/** `/book/:providerId?serviceId=…&start=…`: confirm a slot, signed in or with contact details. */
export default function BookingPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.booking.title'), description: t('meta.booking.description') });
  const { providerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const auth = useAuth();
  const fieldText = useFieldText();
  const loc = locale();
  const bookingId = params.get('booking');
  const code = params.get('code');
  const serviceId = params.get('serviceId') ?? '';
  const start = params.get('start') ?? '';
  const [done, setDone] = useState<{ booking: Booking; email: string | null } | null>(null);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', phone: '', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The chosen time can no longer be booked: taken (or no longer offered), or already past. */
  const [slotProblem, setSlotProblem] = useState<'SLOT_TAKEN' | 'SLOT_IN_PAST' | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useIdempotentSubmit();
  const provider = useApiQuery(bookingId ? null : queryKeys.providers.one(providerId), (signal) =>
    siteApi.provider(providerId, signal),
  );

  if (done && done.booking.id === bookingId)
    return <Confirmation booking={done.booking} email={done.email} />;
  if (bookingId && code) return <ConfirmationLoader id={bookingId} code={code} />;

  const p = provider.data;
  const service = p?.services.find((s) => s.id === serviceId);
  const end =
    service && start ? new Date(Date.parse(start) + service.durationMinutes * 60_000).toISOString() : '';
  const chooseAnother = p
    ? `/providers/${p.type}/${p.id}?serviceId=${encodeURIComponent(serviceId)}`
    : '/care';
  const signedIn = auth.status === 'signed-in' && auth.session;
  const signInHref = `/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  const set = (key: keyof typeof values) => (value: string) => {
    submission.forget(); // changed input: a new submission
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== `patient.${key}` && k !== key)),
    );
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSlotProblem(null);
    const { notes, ...patient } = values;
    const input = { providerId, serviceId, start, notes, ...(signedIn ? {} : { patient }) };
    const parsed = bookingInputSchema.safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      if (fields.start || fields.serviceId) setFormError(fieldText(fields.start ?? fields.serviceId) ?? null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const booking = await submission.send((key) => siteApi.book(input, key));
      setDone({ booking, email: signedIn ? (auth.session?.user.email ?? null) : values.email.trim() });
      setParams({ booking: booking.id, code: booking.confirmationCode }, { replace: true });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.code === 'SLOT_IN_PAST') {
        setSlotProblem('SLOT_IN_PAST');
      } else if (apiError?.code === 'SLOT_TAKEN' || apiError?.fields.start === 'slotUnavailable') {
        setSlotProblem('SLOT_TAKEN');
      } else if (apiError?.code === 'VALIDATION_FAILED' && Object.keys(apiError.fields).length) {
        setErrors(apiError.fields);
        const other = apiError.fields.serviceId ?? apiError.fields.start;
        setFormError(other ? (fieldText(other) ?? null) : t('booking.fixErrors'));
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(errorMessage(error, t));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-12">
      <Link
        to={chooseAnother}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('booking.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-fg">{t('booking.title')}</h1>
      {provider.loading ? <LoadingStatus className="justify-center py-16" /> : null}
      {provider.error ? (
        <Alert className="mt-6">
          {provider.error.code === 'NOT_FOUND' ? t('provider.notFoundBody') : t(provider.error.messageKey)}
        </Alert>
      ) : null}
      {p && (!service || !start || Number.isNaN(Date.parse(start))) ? (
        <Alert variant="warning" className="mt-6">
          {t('booking.missingSlot')}{' '}
          <Link to={chooseAnother} className="underline">
            {t('booking.chooseTime')}
          </Link>
        </Alert>
      ) : null}
      {p && service && start && !Number.isNaN(Date.parse(start)) ? (
        <div className="mt-6 grid gap-6 md:grid-cols-5">
          <section
            aria-labelledby="booking-summary"
            className="rounded-2xl border border-border bg-card p-5 shadow-sm md:col-span-2"
          >
            <h2 id="booking-summary" className="flex items-center gap-2 font-semibold text-fg">
              <CalendarCheck2 aria-hidden="true" className="size-5 text-primary" />
              {t('booking.summary')}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="text-muted">{t('booking.provider')}</dt>
                <dd className="font-medium text-fg">{p.displayName}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('booking.service')}</dt>
                <dd className="font-medium text-fg">
                  {service.name} · {t('provider.minutes', { count: service.durationMinutes })} ·{' '}
                  {formatMoney(service.priceMinor, service.currency, loc)} ·{' '}
                  {t(`profile.modes.${bookingModeOf(service, p)}`)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('booking.when')}</dt>
                <dd className="font-medium text-fg" data-testid="booking-summary-when">
                  <When start={start} end={end} timeZone={p.timeZone} />
                </dd>
              </div>
            </dl>
          </section>

          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            aria-labelledby="booking-details"
            className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm md:col-span-3"
          >
            <h2 id="booking-details" className="font-semibold text-fg">
              {t('booking.yourDetails')}
            </h2>
            {slotProblem ? (
              <Alert>
                <span
                  className="block"
                  data-testid={slotProblem === 'SLOT_IN_PAST' ? 'slot-in-past' : 'slot-taken'}
                >
                  {t(`errors:${slotProblem}`)}
                </span>
                <Link to={chooseAnother} className="mt-1 inline-block underline" data-testid="choose-another">
                  {t('booking.chooseAnother')}
                </Link>
              </Alert>
            ) : null}
            {formError ? <Alert>{formError}</Alert> : null}
            {auth.status === 'loading' ? (
              <LoadingStatus className="justify-center py-16" />
            ) : signedIn && auth.session ? (
              <p className="rounded-lg bg-surface p-3 text-sm text-fg">
                {t('booking.signedInAs', {
                  name: fullName(auth.session.user),
                  email: auth.session.user.email,
                })}
              </p>
            ) : (
              <>
                <p className="text-sm text-muted">
                  {t('booking.haveAccount')}{' '}
                  <Link to={signInHref} className="font-semibold text-primary underline underline-offset-4">
                    {t('booking.signIn')}
                  </Link>
                </p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('booking.firstName')}
                    name="firstName"
                    autoComplete="given-name"
                    value={values.firstName}
                    onChange={set('firstName')}
                    error={fieldText(errors['patient.firstName'])}
                  />
                  <TextField
                    label={t('booking.lastName')}
                    name="lastName"
                    autoComplete="family-name"
                    value={values.lastName}
                    onChange={set('lastName')}
                    error={fieldText(errors['patient.lastName'])}
                  />
                  <TextField
                    label={t('booking.email')}
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={set('email')}
                    error={fieldText(errors['patient.email'])}
                  />
                  <TextField
                    label={t('booking.phone')}
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    value={values.phone}
                    onChange={set('phone')}
                    error={fieldText(
                      errors['patient.phone'] ?? (errors.patient ? 'patientRequired' : undefined),
                    )}
                  />
                </div>
              </>
            )}
            <TextAreaField
              label={t('booking.notesOptional')}
              name="notes"
              rows={3}
              value={values.notes}
              onChange={set('notes')}
              error={fieldText(errors.notes)}
            />
            <Button
              type="submit"
              size="lg"
              loading={busy}
              disabled={auth.status === 'loading'}
              data-testid="confirm-booking"
            >
              {t('booking.confirm')}
            </Button>
          </form>
        </div>
      ) : null}
    </div>
  );
}
