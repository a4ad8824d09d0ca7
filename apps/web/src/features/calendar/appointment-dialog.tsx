import type { AppointmentUpdateInput, CalendarAppointment, CalendarView } from '@verdant/shared/calendar';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { locale } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { StatusBadge, TypeIcon, timeRange, useWho } from './appointment-bits.tsx';
import { calendarApi } from './calendar-api.ts';
import { addDays, dayOf, minutesInDay } from './dates.ts';
import { useProblem } from './problem.ts';
import { type Visit, VisitFields, visitInput } from './visit-fields.tsx';

type Mode = 'view' | 'move' | 'edit' | 'cancel';

const stale = [queryKeys.calendar.all, ['appointments'], ['patients', 'appointments']] as const;

/** Local `YYYY-MM-DD` and `HH:MM` of an instant, for date and time inputs. */
function localParts(instant: string): { date: string; time: string } {
  const minutes = minutesInDay(instant, dayOf(instant));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return { date: dayOf(instant), time: `${hh}:${mm}` };
}

function fromParts(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const d = new Date(`${date}T${time}:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * One appointment: when (in the viewer's zone, and the provider's when it differs), with whom, how
 * and where, notes and status; and what the viewer may do with it: move it (any free time for the
 * practice, one of the open times for the patient), change how and where, mark it done or missed,
 * cancel it. This is also the keyboard path for what the week view does by dragging.
 */
export function AppointmentDialog({
  appointment,
  view,
  onClose,
}: {
  appointment: CalendarAppointment | null;
  view: CalendarView;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const [mode, setMode] = useState<Mode>('view');
  const close = () => {
    setMode('view');
    onClose();
  };
  const a = appointment;
  return (
    <Dialog open={!!a} onClose={close} title={a ? a.serviceName : ''} className="w-[36rem]">
      {a ? (
        <div className="space-y-4" data-testid="appointment-dialog">
          <Details a={a} view={view} />
          {mode === 'view' ? (
            <Actions a={a} view={view} onMode={setMode} />
          ) : mode === 'move' ? (
            view === 'patient' ? (
              <MoveToOpenTime a={a} onDone={() => setMode('view')} />
            ) : (
              <MoveAnywhere a={a} onDone={() => setMode('view')} />
            )
          ) : mode === 'edit' ? (
            <EditVisit a={a} onDone={() => setMode('view')} />
          ) : (
            <CancelIt a={a} onDone={() => setMode('view')} />
          )}
          {mode === 'view' ? null : (
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {t('back')}
            </Button>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}

function Details({ a, view }: { a: CalendarAppointment; view: CalendarView }) {
  const { t } = useTranslation('calendar');
  const who = useWho();
  const day = new Intl.DateTimeFormat(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(a.start));
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const theirs =
    a.timeZone !== here
      ? new Intl.DateTimeFormat(locale(), {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: a.timeZone,
          timeZoneName: 'short',
        }).format(new Date(a.start))
      : null;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="text-muted">{t('details.when')}</dt>
      <dd className="font-medium">
        {day}, {timeRange(a)}
        {theirs ? (
          <span className="block text-xs font-normal text-muted">
            {t('details.theirTime', { time: theirs })}
          </span>
        ) : null}
      </dd>
      <dt className="text-muted">{t('details.with')}</dt>
      <dd className="font-medium break-words">
        {who(a, view)}
        {a.patient && view !== 'patient' ? (
          <Link
            to={`/patients/${a.patient.id}?tab=appointments`}
            className="ml-2 text-xs text-primary underline"
          >
            {t('details.record')}
          </Link>
        ) : null}
      </dd>
      <dt className="text-muted">{t('details.how')}</dt>
      <dd className="flex flex-wrap items-center gap-1.5">
        <TypeIcon type={a.type} />
        {t(`types.${a.type}`)}
        {a.type === 'video' && a.videoUrl ? (
          <a
            href={a.videoUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 break-all text-primary underline"
          >
            {t('details.join')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
        {a.type !== 'video' && a.location ? <span className="break-words">· {a.location}</span> : null}
      </dd>
      <dt className="text-muted">{t('details.status')}</dt>
      <dd>
        <StatusBadge status={a.status} />
        {a.cancelReason ? <span className="ml-2 text-muted">{a.cancelReason}</span> : null}
      </dd>
      {a.notes ? (
        <>
          <dt className="text-muted">{t('details.notes')}</dt>
          <dd className="whitespace-pre-line break-words">{a.notes}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Actions({ a, view, onMode }: { a: CalendarAppointment; view: CalendarView; onMode(m: Mode): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const status = useApiMutation(
    (next: AppointmentUpdateInput['status']) => calendarApi.update(a.id, { status: next }),
    {
      invalidates: stale,
      onSuccess: () => toast({ variant: 'success', title: t('toasts.updated') }),
    },
  );
  if (!a.canChange) return <p className="text-sm text-muted">{t('readOnly')}</p>;
  const practice = view !== 'patient';
  const begun = Date.parse(a.start) <= Date.now();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {a.status === 'scheduled' && (!begun || practice) ? (
          <Button variant="secondary" onClick={() => onMode('move')}>
            {t('actions.move')}
          </Button>
        ) : null}
        {practice ? (
          <Button variant="secondary" onClick={() => onMode('edit')}>
            {t('actions.edit')}
          </Button>
        ) : null}
        {practice && begun && a.status === 'scheduled' ? (
          <>
            <Button variant="secondary" loading={status.busy} onClick={() => void status.run('completed')}>
              {t('actions.completed')}
            </Button>
            <Button variant="secondary" loading={status.busy} onClick={() => void status.run('no-show')}>
              {t('actions.noShow')}
            </Button>
          </>
        ) : null}
        {practice && (a.status === 'completed' || a.status === 'no-show') ? (
          <Button variant="secondary" loading={status.busy} onClick={() => void status.run('scheduled')}>
            {t('actions.reopen')}
          </Button>
        ) : null}
        {a.status === 'scheduled' && !begun ? (
          <Button variant="danger" onClick={() => onMode('cancel')}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
      {status.error ? <Alert>{problem(status.error)}</Alert> : null}
    </div>
  );
}

/** The practice and the provider: any date and time (the server refuses an overlap). */
function MoveAnywhere({ a, onDone }: { a: CalendarAppointment; onDone(): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const start = localParts(a.start);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [duration, setDuration] = useState(String(a.durationMinutes));
  const move = useApiMutation((input: AppointmentUpdateInput) => calendarApi.update(a.id, input), {
    invalidates: stale,
    onSuccess: () => {
      toast({ variant: 'success', title: t('toasts.moved') });
      onDone();
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    const at = fromParts(date, time);
    if (!at) return;
    void move.run({ start: at.toISOString(), durationMinutes: Number(duration) });
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('actions.move')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('fields.date')} type="date" value={date} onChange={setDate} required />
        <TextField label={t('fields.time')} type="time" step={300} value={time} onChange={setTime} required />
        <TextField
          label={t('fields.duration')}
          type="number"
          min={5}
          max={480}
          step={5}
          value={duration}
          onChange={setDuration}
          required
        />
      </div>
      <p className="text-xs text-muted">{t('otherSideTold')}</p>
      {move.error ? <Alert>{problem(move.error)}</Alert> : null}
      <Button type="submit" loading={move.busy}>
        {t('actions.saveMove')}
      </Button>
    </form>
  );
}

/** The patient: one of the professional's open times in the coming weeks. */
function MoveToOpenTime({ a, onDone }: { a: CalendarAppointment; onDone(): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const [from, setFrom] = useState(() => dayOf(new Date()));
  const slots = useApiQuery(
    queryKeys.calendar.slots(a.provider.id, `duration:${a.durationMinutes}`, from),
    (signal) => calendarApi.slots(a.provider.id, { durationMinutes: a.durationMinutes, from }, signal),
  );
  const move = useApiMutation((start: string) => calendarApi.update(a.id, { start }), {
    invalidates: stale,
    onSuccess: () => {
      toast({ variant: 'success', title: t('toasts.moved') });
      onDone();
    },
  });
  return (
    <div className="space-y-3">
      <SlotPicker
        slots={slots.data?.slots ?? null}
        loading={slots.loading}
        from={from}
        onFrom={setFrom}
        onPick={(start) => void move.run(start)}
        busy={move.busy}
      />
      {slots.error ? <Alert>{problem(slots.error)}</Alert> : null}
      {move.error ? <Alert>{problem(move.error)}</Alert> : null}
    </div>
  );
}

/** Open times of a week, day by day, and the weeks before and after. */
export function SlotPicker({
  slots,
  loading,
  from,
  onFrom,
  onPick,
  busy,
}: {
  slots: { start: string; end: string }[] | null;
  loading: boolean;
  from: string;
  onFrom(day: string): void;
  onPick(start: string): void;
  busy: boolean;
}) {
  const { t } = useTranslation('calendar');
  const today = dayOf(new Date());
  const days = [...new Set((slots ?? []).map((s) => dayOf(s.start)))];
  return (
    <div className="space-y-3" data-testid="slot-picker">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={from <= today}
          onClick={() => onFrom(addDays(from, -7))}
        >
          {t('previousWeek')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onFrom(addDays(from, 7))}>
          {t('nextWeek')}
        </Button>
      </div>
      {loading ? <p className="text-sm text-muted">{t('loadingTimes')}</p> : null}
      {slots && slots.length === 0 ? <p className="text-sm text-muted">{t('noTimes')}</p> : null}
      {days.map((d) => (
        <fieldset key={d}>
          <legend className="mb-1 text-sm font-semibold">
            {new Intl.DateTimeFormat(locale(), { weekday: 'long', day: 'numeric', month: 'long' }).format(
              new Date(`${d}T12:00:00`),
            )}
          </legend>
          <div className="flex flex-wrap gap-1.5">
            {(slots ?? [])
              .filter((s) => dayOf(s.start) === d)
              .map((s) => (
                <Button
                  key={s.start}
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => onPick(s.start)}
                >
                  {new Intl.DateTimeFormat(locale(), { hour: 'numeric', minute: '2-digit' }).format(
                    new Date(s.start),
                  )}
                </Button>
              ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function EditVisit({ a, onDone }: { a: CalendarAppointment; onDone(): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const [visit, setVisit] = useState<Visit>({
    type: a.type,
    location: a.location ?? '',
    videoUrl: a.videoUrl ?? '',
    notes: a.notes ?? '',
  });
  const save = useApiMutation((input: AppointmentUpdateInput) => calendarApi.update(a.id, input), {
    invalidates: stale,
    onSuccess: () => {
      toast({ variant: 'success', title: t('toasts.updated') });
      onDone();
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.run(visitInput(visit));
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('actions.edit')}>
      <VisitFields value={visit} onChange={setVisit} />
      {save.error ? <Alert>{problem(save.error)}</Alert> : null}
      <Button type="submit" loading={save.busy}>
        {t('actions.save')}
      </Button>
    </form>
  );
}

function CancelIt({ a, onDone }: { a: CalendarAppointment; onDone(): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const [reason, setReason] = useState('');
  const cancel = useApiMutation(() => calendarApi.cancel(a.id, { reason: reason || null }), {
    invalidates: stale,
    onSuccess: () => {
      toast({ variant: 'success', title: t('toasts.cancelled') });
      onDone();
    },
  });
  return (
    <form
      className="space-y-3"
      aria-label={t('actions.cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void cancel.run(undefined);
      }}
    >
      <TextAreaField
        label={t('fields.reason')}
        value={reason}
        onChange={setReason}
        rows={2}
        maxLength={500}
      />
      <p className="text-xs text-muted">{t('otherSideTold')}</p>
      {cancel.error ? <Alert>{problem(cancel.error)}</Alert> : null}
      <Button type="submit" variant="danger" loading={cancel.busy}>
        {t('actions.confirmCancel')}
      </Button>
    </form>
  );
}
