import type { AppointmentCreateInput, BookableProvider, CalendarProvider } from '@verdant/shared/calendar';
import type { PatientPage } from '@verdant/shared/patients';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { api } from '../../lib/api/client.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { SlotPicker } from './appointment-dialog.tsx';
import { calendarApi } from './calendar-api.ts';
import { dayOf, minutesInDay } from './dates.ts';
import { useProblem } from './problem.ts';
import { NEW_VISIT, type Visit, VisitFields, visitInput } from './visit-fields.tsx';

const stale = [queryKeys.calendar.all, ['appointments'], ['patients', 'appointments']] as const;
const CUSTOM = 'custom';

function partsOf(at: Date): { date: string; time: string } {
  const m = minutesInDay(at.toISOString(), dayOf(at));
  return {
    date: dayOf(at),
    time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  };
}

/**
 * A new appointment made by the practice: one of the caller's patients (searched by name), the
 * professional (the caller, or for staff and administrators any professional of the practice), one
 * of their services or a custom visit, the date and time, how and where.
 */
export function NewAppointmentDialog({
  open,
  at,
  providers,
  fixedProviderId,
  onClose,
}: {
  open: boolean;
  /** Where the grid was clicked (else the next whole hour). */
  at: Date | null;
  providers: CalendarProvider[];
  /** A professional books with themself. */
  fixedProviderId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const [q, setQ] = useState('');
  const [patientId, setPatientId] = useState('');
  const [providerId, setProviderId] = useState(fixedProviderId ?? '');
  const [serviceId, setServiceId] = useState('');
  const [serviceName, setServiceName] = useState('');
  const [duration, setDuration] = useState('30');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [visit, setVisit] = useState<Visit>(NEW_VISIT);

  useEffect(() => {
    if (!open) return;
    const start = at ?? new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const p = partsOf(start);
    setDate(p.date);
    setTime(p.time);
    setProviderId(fixedProviderId ?? providers[0]?.id ?? '');
  }, [open, at, fixedProviderId, providers]);

  const provider = providers.find((p) => p.id === providerId);
  /** A service given one way (a telehealth consultation by video) sets the visit's type. */
  function chooseService(id: string) {
    setServiceId(id);
    const mode = provider?.services.find((s) => s.id === id)?.mode;
    if (mode) setVisit((v) => ({ ...v, type: mode }));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: chooses the first service when the provider changes
  useEffect(() => {
    chooseService(provider?.services[0]?.id ?? CUSTOM);
  }, [provider]);

  const found = useApiQuery(open ? ['patients', 'list', `calendar:${q}`] : null, (signal) =>
    api<PatientPage>('/api/v1/patients', {
      query: { q: q || undefined, status: 'active', pageSize: 8 },
      signal,
    }),
  );
  const create = useApiMutation((input: AppointmentCreateInput) => calendarApi.create(input), {
    invalidates: stale,
    onSuccess: () => {
      toast({ variant: 'success', title: t('toasts.booked') });
      onClose();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const start = new Date(`${date}T${time}:00`);
    if (!patientId || Number.isNaN(start.getTime())) return;
    const custom = serviceId === CUSTOM;
    void create.run({
      patientId,
      providerId: providerId || undefined,
      ...(custom ? { serviceName, durationMinutes: Number(duration) } : { serviceId }),
      start: start.toISOString(),
      ...visitInput(visit),
    });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('new.title')} className="w-[38rem]">
      <form onSubmit={submit} className="space-y-4" aria-label={t('new.title')}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('fields.patient')}</legend>
          <TextField label={t('new.searchPatient')} type="search" value={q} onChange={setQ} />
          <div
            className="max-h-48 space-y-1 overflow-y-auto"
            role="radiogroup"
            aria-label={t('fields.patient')}
          >
            {(found.data?.items ?? []).map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm hover:bg-surface"
              >
                <input
                  type="radio"
                  name="patient"
                  value={p.id}
                  checked={patientId === p.id}
                  onChange={() => setPatientId(p.id)}
                  className="size-4 accent-[var(--primary)]"
                />
                <span className="font-medium">
                  {p.firstName} {p.lastName}
                </span>
                <span className="truncate text-muted">{p.email ?? ''}</span>
              </label>
            ))}
            {found.data && found.data.items.length === 0 ? (
              <p className="text-sm text-muted">{t('new.noPatients')}</p>
            ) : null}
          </div>
        </fieldset>
        {fixedProviderId ? null : (
          <SelectField
            label={t('fields.provider')}
            value={providerId}
            onChange={setProviderId}
            options={providers.map((p) => ({ value: p.id, label: p.name }))}
          />
        )}
        <SelectField
          label={t('fields.service')}
          value={serviceId}
          onChange={chooseService}
          options={[
            ...(provider?.services ?? []).map((s) => ({
              value: s.id,
              label: t('serviceOption', { name: s.name, minutes: s.durationMinutes }),
            })),
            { value: CUSTOM, label: t('new.custom') },
          ]}
        />
        {serviceId === CUSTOM ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('fields.serviceName')}
              value={serviceName}
              onChange={setServiceName}
              required
              maxLength={120}
            />
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
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('fields.date')} type="date" value={date} onChange={setDate} required />
          <TextField
            label={t('fields.time')}
            type="time"
            step={300}
            value={time}
            onChange={setTime}
            required
          />
        </div>
        <VisitFields value={visit} onChange={setVisit} />
        {create.error ? <Alert>{problem(create.error)}</Alert> : null}
        <div className="flex gap-2">
          <Button type="submit" loading={create.busy} disabled={!patientId}>
            {t('new.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A patient books with a professional of their care team: who, which service, which open time. */
export function BookDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const team = useApiQuery(open ? queryKeys.calendar.careTeam : null, (signal) =>
    calendarApi.careTeam(signal),
  );
  const [providerId, setProviderId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [from, setFrom] = useState(() => dayOf(new Date()));
  const providers: BookableProvider[] = team.data?.items ?? [];
  const provider = providers.find((p) => p.id === providerId) ?? providers[0];
  const service = provider?.services.find((s) => s.id === serviceId) ?? provider?.services[0];
  const slots = useApiQuery(
    open && provider && service ? queryKeys.calendar.slots(provider.id, service.id, from) : null,
    (signal) => calendarApi.slots(provider!.id, { serviceId: service!.id, from }, signal),
  );
  const book = useApiMutation(
    (start: string) => calendarApi.create({ providerId: provider!.id, serviceId: service!.id, start }),
    {
      invalidates: stale,
      onSuccess: () => {
        toast({ variant: 'success', title: t('toasts.booked') });
        onClose();
      },
    },
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('book.title')} className="w-[36rem]">
      <div className="space-y-4">
        {team.data && providers.length === 0 ? (
          <p className="text-sm text-muted">{t('book.noTeam')}</p>
        ) : null}
        {providers.length ? (
          <>
            <SelectField
              label={t('fields.provider')}
              value={provider?.id ?? ''}
              onChange={(v) => {
                setProviderId(v);
                setServiceId('');
              }}
              options={providers.map((p) => ({ value: p.id, label: `${p.name} · ${p.organizationName}` }))}
            />
            <SelectField
              label={t('fields.service')}
              value={service?.id ?? ''}
              onChange={setServiceId}
              options={(provider?.services ?? []).map((s) => ({
                value: s.id,
                label: t('serviceOption', { name: s.name, minutes: s.durationMinutes }),
              }))}
            />
            <SlotPicker
              slots={slots.data?.slots ?? null}
              loading={slots.loading}
              from={from}
              onFrom={setFrom}
              onPick={(start) => void book.run(start)}
              busy={book.busy}
            />
          </>
        ) : null}
        {team.error ? <Alert>{problem(team.error)}</Alert> : null}
        {book.error ? <Alert>{problem(book.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
