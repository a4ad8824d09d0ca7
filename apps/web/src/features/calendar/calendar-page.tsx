import type { CalendarAppointment, CalendarView } from '@verdant/shared/calendar';
import type { Role } from '@verdant/shared/roles';
import { CalendarPlus, ChevronLeft, ChevronRight, Rss } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AgendaList } from './agenda-list.tsx';
import { timeOf, useWho } from './appointment-bits.tsx';
import { AppointmentDialog } from './appointment-dialog.tsx';
import { calendarApi } from './calendar-api.ts';
import {
  CALENDAR_MODES,
  type CalendarMode,
  dayOf,
  daysOf,
  isDay,
  rangeOf,
  startOfDay,
  step,
} from './dates.ts';
import { FeedDialog, ReminderSettings } from './feed-dialog.tsx';
import { MonthGrid } from './month-grid.tsx';
import { BookDialog, NewAppointmentDialog } from './new-appointment-dialog.tsx';
import { useProblem } from './problem.ts';
import { type GridColumn, TimeGrid } from './time-grid.tsx';

const PROVIDER_ROLES: readonly Role[] = ['dietitian', 'medical', 'fitness', 'lab'];

function fmt(day: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale(), options).format(startOfDay(day));
}

/** The heading of what is shown ("March 2026", "9 – 15 March 2026", "Wednesday, 11 March"). */
function rangeLabel(mode: CalendarMode, day: string): string {
  if (mode === 'day') return fmt(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  if (mode === 'month') return fmt(day, { month: 'long', year: 'numeric' });
  const days = daysOf(mode, day);
  const first = startOfDay(days[0]!);
  const last = startOfDay(days.at(-1)!);
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
    first,
    last,
  );
}

/**
 * The calendar of one viewer: a professional's own (`provider`), the practice's professionals side
 * by side (`practice`: staff and administrators), or a patient's (`patient`). Day, week, month and
 * agenda views; the view, the date, the professional shown and the open appointment live in the URL
 * (`?view=appointments` is the agenda the "Appointments" entry opens). Changes anywhere reach it
 * through the event stream.
 */
export function CalendarScreen({ view }: { view: CalendarView }) {
  const { t } = useTranslation('calendar');
  const { roles } = useAuth();
  const problem = useProblem();
  const who = useWho();
  const wide = useMediaQuery('(min-width: 768px)');
  const [params, setParams] = useSearchParams();
  const requested = params.get('view') as CalendarMode | null;
  const mode: CalendarMode =
    requested && CALENDAR_MODES.includes(requested)
      ? requested
      : !wide || view === 'patient'
        ? 'appointments'
        : view === 'practice'
          ? 'day'
          : 'week';
  const today = dayOf(new Date());
  const day = isDay(params.get('date')) ? params.get('date')! : today;
  const providerId = view === 'practice' ? params.get('provider') : null;
  const openId = params.get('appointment');
  const { from, to } = useMemo(() => rangeOf(mode, day), [mode, day]);

  const data = useApiQuery(queryKeys.calendar.range(view, from, to, providerId), (signal) =>
    calendarApi.range({ as: view, from, to, providerId }, signal),
  );
  const items = data.data?.items ?? [];
  const providers = data.data?.providers ?? [];
  // an appointment opened from a link may be outside the range shown
  const outside = openId && data.data && !items.some((a) => a.id === openId) ? openId : null;
  const linked = useApiQuery(outside ? queryKeys.calendar.one(outside) : null, (signal) =>
    calendarApi.one(outside!, signal),
  );
  const open = items.find((a) => a.id === openId) ?? (outside ? linked.data : null) ?? null;

  const [creating, setCreating] = useState<{ at: Date | null; providerId: string | null } | null>(null);
  const [booking, setBooking] = useState(false);
  const [feed, setFeed] = useState(false);
  const [moving, setMoving] = useState<{ a: CalendarAppointment; start: Date } | null>(null);
  const move = useApiMutation(
    ({ a, start }: { a: CalendarAppointment; start: Date }) =>
      calendarApi.update(a.id, { start: start.toISOString() }),
    {
      invalidates: [queryKeys.calendar.all, ['appointments'], ['patients', 'appointments']],
      onSuccess: () => {
        setMoving(null);
        toast({ variant: 'success', title: t('toasts.moved') });
      },
    },
  );

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: 'appointment' in changes },
    );

  const ownId = useAuth().session?.user.id ?? null;
  // who makes appointments here: a patient with their care team, a professional with their patients,
  // the practice's staff and administrators for any of its professionals
  const canBook =
    view === 'patient'
      ? roles.includes('patient')
      : view === 'practice'
        ? roles.includes('staff') || roles.includes('admin')
        : roles.some((r) => r === 'dietitian' || r === 'medical' || r === 'fitness');
  const shown = providerId ? providers.filter((p) => p.id === providerId) : providers;
  const columns: GridColumn[] =
    mode === 'day' && view === 'practice'
      ? shown.map((p) => ({ key: p.id, day, label: p.name, providerIds: [p.id], only: p.id }))
      : daysOf(mode === 'day' ? 'day' : 'week', day).map((d) => ({
          key: d,
          day: d,
          label: fmt(
            d,
            mode === 'day' ? { weekday: 'long', day: 'numeric' } : { weekday: 'short', day: 'numeric' },
          ),
          providerIds: shown.map((p) => p.id),
        }));

  const title = t(`titles.${view}`);
  return (
    <>
      <PageHeader
        title={title}
        description={t(`intros.${view}`)}
        actions={
          <>
            {!canBook ? null : view === 'patient' ? (
              <Button
                onClick={() => setBooking(true)}
                icon={<CalendarPlus aria-hidden="true" className="size-4" />}
              >
                {t('book.open')}
              </Button>
            ) : (
              <Button
                onClick={() => setCreating({ at: null, providerId: null })}
                icon={<CalendarPlus aria-hidden="true" className="size-4" />}
              >
                {t('new.open')}
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => setFeed(true)}
              icon={<Rss aria-hidden="true" className="size-4" />}
            >
              {t('feed.open')}
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="sm" onClick={() => set({ date: null })}>
            {t('today')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('previous')}
            onClick={() => set({ date: step(mode, day, -1) })}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('next')}
            onClick={() => set({ date: step(mode, day, 1) })}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <h2
          className="min-w-0 flex-1 text-base font-semibold"
          aria-live="polite"
          data-testid="calendar-range"
        >
          {rangeLabel(mode, day)}
        </h2>
        <fieldset className="flex gap-1 rounded-lg bg-surface p-1">
          <legend className="sr-only">{t('viewsLabel')}</legend>
          {CALENDAR_MODES.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={m === mode}
              onClick={() => set({ view: m })}
              className={cn(
                'rounded-md px-2.5 py-1.5 text-sm font-medium',
                m === mode ? 'bg-card text-fg shadow-sm ring-1 ring-border' : 'text-muted hover:text-fg',
              )}
            >
              {t(`modes.${m}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {view === 'practice' && providers.length > 1 ? (
        <SelectField
          className="mb-4 max-w-xs"
          label={t('fields.provider')}
          value={providerId ?? ''}
          onChange={(v) => set({ provider: v || null })}
          placeholder={t('allProviders')}
          options={providers.map((p) => ({ value: p.id, label: p.name }))}
        />
      ) : null}
      <div aria-busy={data.loading || undefined}>
        {data.loading && !data.data ? <LoadingStatus className="text-sm" label={t('loading')} /> : null}
        {data.error ? (
          <Alert>
            {problem(data.error)}{' '}
            <Button variant="ghost" size="sm" onClick={data.reload}>
              {t('retry')}
            </Button>
          </Alert>
        ) : null}
        {data.data ? (
          mode === 'appointments' ? (
            <AgendaList items={items} view={view} onOpen={(a) => set({ appointment: a.id })} />
          ) : mode === 'month' ? (
            <MonthGrid
              days={daysOf('month', day)}
              month={day.slice(0, 7)}
              items={items}
              view={view}
              onOpen={(a) => set({ appointment: a.id })}
              onDay={(d) => set({ view: 'day', date: d })}
            />
          ) : (
            <TimeGrid
              columns={columns}
              items={items}
              providers={providers}
              view={view}
              onOpen={(a) => set({ appointment: a.id })}
              onMove={(a, start) => setMoving({ a, start })}
              onSlot={
                view === 'patient' || !canBook ? undefined : (at, p) => setCreating({ at, providerId: p })
              }
            />
          )
        ) : null}
        {mode !== 'appointments' && data.data ? (
          <p className="mt-2 text-xs text-muted">{t('dragHint')}</p>
        ) : null}
      </div>
      {view === 'practice' ? (
        <div className="mt-6 max-w-md">
          <ReminderSettings canChange={roles.includes('admin')} />
        </div>
      ) : null}

      <AppointmentDialog appointment={open} view={view} onClose={() => set({ appointment: null })} />
      {view === 'patient' ? (
        <BookDialog open={booking} onClose={() => setBooking(false)} />
      ) : (
        <NewAppointmentDialog
          open={!!creating}
          at={creating?.at ?? null}
          providers={creating?.providerId ? providers.filter((p) => p.id === creating.providerId) : providers}
          fixedProviderId={view === 'provider' ? ownId : (creating?.providerId ?? null)}
          onClose={() => setCreating(null)}
        />
      )}
      <FeedDialog open={feed} onClose={() => setFeed(false)} />
      <Dialog open={!!moving} onClose={() => setMoving(null)} title={t('move.title')}>
        {moving ? (
          <div className="space-y-3" data-testid="move-confirm">
            <p className="text-sm">
              {t('move.question', {
                who: who(moving.a, view),
                day: fmt(dayOf(moving.start), { weekday: 'long', day: 'numeric', month: 'long' }),
                time: timeOf(moving.start.toISOString()),
              })}
            </p>
            <p className="text-xs text-muted">{t('otherSideTold')}</p>
            {move.error ? <Alert>{problem(move.error)}</Alert> : null}
            <div className="flex gap-2">
              <Button loading={move.busy} onClick={() => void move.run(moving)}>
                {t('move.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setMoving(null)}>
                {t('move.keep')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

export const ProviderCalendar = () => <CalendarScreen view="provider" />;
export const PracticeCalendar = () => <CalendarScreen view="practice" />;
export const PatientCalendar = () => <CalendarScreen view="patient" />;

/** `/calendar`: a professional's own, the practice's for staff and administrators, else the patient's. */
export function SharedCalendar() {
  const { roles } = useAuth();
  const view: CalendarView = roles.some((r) => PROVIDER_ROLES.includes(r))
    ? 'provider'
    : roles.includes('staff') || roles.includes('admin')
      ? 'practice'
      : 'patient';
  return <CalendarScreen view={view} />;
}
