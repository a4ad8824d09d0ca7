import type { DeskVisitBillingState, InvoiceStatus } from '@verdant/shared';
import type { CalendarAppointment, CalendarProvider } from '@verdant/shared/calendar';
import { ChevronLeft, ChevronRight, DoorOpen, Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { formatMoney } from '../../lib/time.ts';
import { StatusBadge, timeOf, timeRange, TypeIcon } from './appointment-bits.tsx';
import { AppointmentDialog } from './appointment-dialog.tsx';
import { calendarApi } from './calendar-api.ts';
import { type DeskBillingMode, DeskBillingDialog, deskBillingApi } from './desk-billing.tsx';
import { NewAppointmentDialog } from './new-appointment-dialog.tsx';

const DAY = 86_400_000;
/** Midnight of the reader's day `offset` days from today. */
function dayStart(offset: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return new Date(d.getTime() + offset * DAY);
}

/** "Saturday, November 28" in the reader's language. */
const longDay = (day: Date | number) =>
  new Intl.DateTimeFormat(locale(), { weekday: 'long', day: 'numeric', month: 'long' }).format(day);

/** Midnight of the reader's day of `instant`. */
function dayStartOf(instant: number): number {
  const d = new Date(instant);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/**
 * The front desk (staff and administrators): the practice's day, one column per professional, with
 * arrivals and missed visits marked where they happen, and the next steps a phone call needs (book,
 * add a patient, invoice) one click away.
 */
export function FrontDesk() {
  const { t } = useTranslation('calendar');
  const [offset, setOffset] = useState(0);
  const [booking, setBooking] = useState(false);
  const from = dayStart(offset);
  const to = new Date(from.getTime() + DAY);
  const key = queryKeys.calendar.range('practice', from.toISOString(), to.toISOString(), null);
  const day = useApiQuery(key, (signal) =>
    calendarApi.range({ as: 'practice', from: from.toISOString(), to: to.toISOString() }, signal),
  );
  const items = (day.data?.items ?? []).filter((a) => a.status !== 'pending');
  // each visit's invoice, or what pays for it (a session package), so the desk asks for money only where it is owed
  const dayBilling = useApiQuery(queryKeys.billing.deskDay(from.toISOString(), to.toISOString()), (signal) =>
    deskBillingApi.day(from.toISOString(), to.toISOString(), signal),
  );
  // until it is read the desk offers no billing action (it could offer one a package already covers);
  // should the read fail, each visit's own dialog still says what may be billed
  const billing =
    dayBilling.data || dayBilling.error
      ? new Map((dayBilling.data?.items ?? []).map((b) => [b.visitId, b]))
      : null;
  // professionals with visits first (on a phone the free ones would push the day down)
  const busy = new Set(items.map((a) => a.provider.id));
  const providers = [...(day.data?.providers ?? [])].sort(
    (x, y) => Number(busy.has(y.id)) - Number(busy.has(x.id)),
  );
  const label = longDay(from);
  // an empty day (a weekend, a holiday) points to the next one with visits, within two weeks
  const empty = day.data !== null && items.length === 0;
  const aheadFrom = to.toISOString();
  const aheadTo = new Date(to.getTime() + 14 * DAY).toISOString();
  const ahead = useApiQuery(
    empty ? queryKeys.calendar.range('practice', aheadFrom, aheadTo, null) : null,
    (signal) => calendarApi.range({ as: 'practice', from: aheadFrom, to: aheadTo }, signal),
  );
  const next = ahead.data?.items
    .filter((a) => a.status === 'scheduled')
    .map((a) => Date.parse(a.start))
    .sort((x, y) => x - y)[0];
  // every visit the day still holds (not cancelled, not awaiting confirmation) was expected; a
  // completed one counts as arrived, so a finished day reads "5 of 6", not "0 of 0"
  const expectedVisits = items.filter(
    (a) => a.status === 'scheduled' || a.status === 'completed' || a.status === 'no-show',
  );
  const arrived = expectedVisits.filter((a) => a.status === 'completed' || a.checkedInAt).length;
  const expected = expectedVisits.length;

  return (
    <section aria-labelledby="front-desk-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="front-desk-title" className="text-xl font-semibold">
            {t('frontDesk.title')}
          </h2>
          <p className="text-sm text-muted" data-testid="front-desk-summary">
            {day.data ? t('frontDesk.summary', { arrived, count: expected }) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setBooking(true)} disabled={!providers.length}>
            <Plus aria-hidden="true" className="size-4" />
            {t('frontDesk.book')}
          </Button>
          <Link
            to="/staff-dashboard/new-patient"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('frontDesk.newPatient')}
          </Link>
          <Link to="/billing/new-invoice" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('frontDesk.newInvoice')}
          </Link>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOffset((o) => o - 1)}
          aria-label={t('frontDesk.previousDay')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p className="min-w-0 font-medium first-letter:uppercase" aria-live="polite">
          {offset === 0 ? t('frontDesk.today', { day: label }) : label}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOffset((o) => o + 1)}
          aria-label={t('frontDesk.nextDay')}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        {offset !== 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setOffset(0)}>
            {t('frontDesk.backToToday')}
          </Button>
        ) : null}
      </div>
      {empty && next !== undefined ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{t('frontDesk.emptyDay')}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setOffset((o) => o + Math.round((dayStartOf(next) - from.getTime()) / DAY))}
          >
            {t('frontDesk.nextWithVisits', {
              day: longDay(next),
            })}
          </Button>
        </p>
      ) : null}
      {day.error ? <p className="text-sm text-danger">{errorMessage(day.error, t)}</p> : null}
      {day.loading ? <LoadingStatus /> : null}
      {day.data && providers.length === 0 ? <p className="text-muted">{t('frontDesk.noProviders')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {providers.map((p) => (
          <ProviderColumn
            key={p.id}
            provider={p}
            items={items.filter((a) => a.provider.id === p.id)}
            billing={billing}
          />
        ))}
      </div>
      <NewAppointmentDialog
        open={booking}
        at={null}
        providers={providers}
        fixedProviderId={null}
        onClose={() => setBooking(false)}
      />
    </section>
  );
}

function ProviderColumn({
  provider,
  items,
  billing,
}: {
  provider: CalendarProvider;
  items: CalendarAppointment[];
  billing: ReadonlyMap<string, DeskVisitBillingState> | null;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Card title={provider.name}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('frontDesk.free')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('frontDesk.listOf', { name: provider.name })}>
          {items.map((a) => (
            <Visit key={a.id} a={a} billingKnown={billing !== null} paidBy={billing?.get(a.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Statuses of an invoice the desk can still take a payment on (a draft is issued first). */
const PAYABLE: readonly InvoiceStatus[] = ['draft', 'sent', 'overdue'];

/** One visit: when, who, what; arrived or not, paid or owing, and the desk's actions on it. */
function Visit({
  a,
  billingKnown,
  paidBy,
}: {
  a: CalendarAppointment;
  billingKnown: boolean;
  paidBy: DeskVisitBillingState | undefined;
}) {
  const { t } = useTranslation('calendar');
  // an arrival or a missed visit changes what may be billed: the day's billing is read again with the calendar
  const stale = [queryKeys.calendar.all, queryKeys.billing.all];
  const checkIn = useApiMutation((arrive: boolean) => calendarApi.checkIn(a.id, arrive), {
    invalidates: stale,
  });
  const missed = useApiMutation(() => calendarApi.update(a.id, { status: 'no-show' }), {
    invalidates: stale,
  });
  const remind = useApiMutation(() => calendarApi.remind(a.id), { invalidates: stale });
  const [reminded, setReminded] = useState(false);
  // a patient on the phone: the visit's own dialog moves it (any free time) or cancels it
  const [changing, setChanging] = useState(false);
  // taking a payment or issuing the invoice (ADR 0063): once the patient has arrived, or the visit took place or was missed
  const [billing, setBilling] = useState<DeskBillingMode | null>(null);
  const billable =
    billingKnown &&
    a.patient !== null &&
    (a.status === 'completed' ||
      a.status === 'no-show' ||
      (a.status === 'scheduled' && a.checkedInAt !== null));
  // nothing to bill when a session package pays for it or it has no price; an invoiced visit owes only its balance
  const covered = paidBy?.notBillable === 'package' || paidBy?.notBillable === 'noPrice';
  const inv = paidBy?.invoice ?? null;
  const canPay =
    billable && !covered && (inv === null || (PAYABLE.includes(inv.status) && inv.balanceMinor > 0));
  const canIssue = billable && !covered && inv === null;
  const started = Date.parse(a.start) <= Date.now();
  const earliest = Date.parse(a.start) - 12 * 3_600_000 <= Date.now();
  const error = checkIn.error ?? missed.error ?? remind.error;
  const patientName = a.patient?.name ?? '';
  return (
    <li
      className={cn('space-y-1.5 py-2', a.status === 'cancelled' && 'text-muted')}
      data-testid="front-desk-visit"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold tabular-nums">{timeRange(a)}</span>
        {a.checkedInAt && a.status === 'scheduled' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-primary">
            <DoorOpen aria-hidden="true" className="size-3.5" />
            {t('frontDesk.arrivedAt', { time: timeOf(a.checkedInAt) })}
          </span>
        ) : (
          <StatusBadge status={a.status} />
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
        <TypeIcon type={a.type} className="text-muted" />
        {a.patient ? (
          <Link to={`/patients/${a.patient.id}`} className="font-medium underline-offset-2 hover:underline">
            {a.patient.name}
          </Link>
        ) : null}
        <span className="text-muted">· {a.serviceName}</span>
      </p>
      {a.status === 'scheduled' && a.canChange ? (
        <div className="flex flex-wrap gap-2">
          {a.checkedInAt ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={checkIn.busy}
              aria-label={t('frontDesk.undoArrivalOf', { patient: a.patient?.name ?? '' })}
              onClick={() => void checkIn.run(false)}
            >
              {t('frontDesk.undoArrival')}
            </Button>
          ) : earliest ? (
            <Button
              size="sm"
              disabled={checkIn.busy}
              aria-label={t('frontDesk.checkInOf', { patient: a.patient?.name ?? '' })}
              onClick={() => void checkIn.run(true)}
            >
              {t('frontDesk.checkIn')}
            </Button>
          ) : null}
          {!started ? (
            reminded ? (
              <span role="status" className="self-center text-sm text-muted">
                {t('frontDesk.reminded')}
              </span>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={remind.busy}
                aria-label={t('frontDesk.remindOf', { patient: patientName })}
                onClick={() => void remind.run(undefined).then((r) => r && setReminded(true))}
              >
                {t('frontDesk.remind')}
              </Button>
            )
          ) : null}
          {a.patient ? (
            <Link
              to={`/billing/new-invoice?patient=${encodeURIComponent(a.patient.id)}&patientName=${encodeURIComponent(a.patient.name)}`}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              aria-label={t('frontDesk.invoiceVisitOf', { patient: patientName })}
            >
              {t('frontDesk.invoiceVisit')}
            </Link>
          ) : null}
          {!a.checkedInAt ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('frontDesk.changeOf', { patient: patientName })}
              onClick={() => setChanging(true)}
            >
              {t('frontDesk.change')}
            </Button>
          ) : null}
          {started && !a.checkedInAt ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={missed.busy}
              aria-label={t('frontDesk.noShowOf', { patient: a.patient?.name ?? '' })}
              onClick={() => void missed.run(undefined)}
            >
              {t('frontDesk.noShow')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {billable ? <BillingNote paidBy={paidBy} /> : null}
      {canPay || canIssue ? (
        <div className="flex flex-wrap gap-2">
          {canPay ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('deskBilling.takePaymentOf', { patient: patientName })}
              onClick={() => setBilling('pay')}
            >
              {t('deskBilling.takePayment')}
            </Button>
          ) : null}
          {canIssue ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('deskBilling.issueOf', { patient: patientName })}
              onClick={() => setBilling('issue')}
            >
              {t('deskBilling.issue')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {billing ? <DeskBillingDialog visitId={a.id} mode={billing} onClose={() => setBilling(null)} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(error, t)}
        </p>
      ) : null}
      <AppointmentDialog
        appointment={changing ? a : null}
        view="practice"
        onClose={() => setChanging(false)}
      />
    </li>
  );
}

/** What pays for a visit the desk may bill: its invoice (paid, or what is still due), or the patient's session package. */
function BillingNote({ paidBy }: { paidBy: DeskVisitBillingState | undefined }) {
  const { t, i18n } = useTranslation('calendar');
  const inv = paidBy?.invoice;
  let note: string | null = null;
  if (inv) {
    note =
      inv.status === 'paid' || inv.balanceMinor <= 0
        ? t('deskBilling.notePaid', { number: inv.number })
        : t('deskBilling.noteDue', {
            number: inv.number,
            amount: formatMoney(inv.balanceMinor, inv.currency, i18n.language),
          });
  } else if (paidBy?.notBillable === 'package') note = t('deskBilling.notePackage');
  return note ? (
    <p className="text-sm text-muted" data-testid="front-desk-billing">
      {note}
    </p>
  ) : null;
}
