import {
  ACTIVITY_LIMITS,
  type ActivityEntryInput,
  WHO_WEEKLY_MINUTES,
  type WellnessEntry,
  weeklyActiveMinutes,
} from '@verdant/shared/wellness';
import { Footprints } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';
import { useActivityMutation, useMyWellness } from './wellness-api.ts';
import { formatShortDate, Loading, WeeklyChart, type WeekRow } from './wellness-ui.tsx';

const DAY = 86_400_000;
const mondayOf = (date: string) => {
  const t = Date.parse(`${date}T00:00:00Z`);
  return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

/**
 * The last `weeks` weeks (oldest first): active minutes summed (what WHO counts per week) and the
 * average of the days' steps over the days recorded; a week with nothing recorded is null.
 */
export function activityWeeks(entries: readonly WellnessEntry[], today = localToday(), weeks = 8): WeekRow[] {
  const days = entries.filter((e) => e.activity).map((e) => ({ date: e.date, ...e.activity! }));
  const minutes = weeklyActiveMinutes(days);
  const last = mondayOf(today);
  const rows: WeekRow[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const week = new Date(Date.parse(`${last}T00:00:00Z`) - i * 7 * DAY).toISOString().slice(0, 10);
    const inWeek = days.filter((d) => mondayOf(d.date) === week);
    rows.push({
      week,
      at: Date.parse(`${week}T00:00:00Z`),
      minutes: inWeek.length ? (minutes.get(week) ?? 0) : null,
      steps: inWeek.length ? Math.round(inWeek.reduce((a, d) => a + d.steps, 0) / inWeek.length) : null,
    });
  }
  return rows;
}

function StepsForm({ entries }: { entries: readonly WellnessEntry[] }) {
  const { t, i18n } = useTranslation('wellness');
  const field = useFieldText();
  const [date, setDate] = useState(localToday());
  const current = entries.find((e) => e.kind === 'activity' && e.date === date)?.activity ?? null;
  const [draft, setDraft] = useState<{ steps: string; minutes: string } | null>(null);
  const values = draft ?? {
    steps: current ? String(current.steps) : '',
    minutes: current ? String(current.activeMinutes) : '',
  };
  const [saved, setSaved] = useState<'saved' | 'deleted' | 'queued' | null>(null);
  const send = useActivityMutation();
  const remove = useActivityMutation(true);
  const errs = { ...errorFields(send.error), ...errorFields(remove.error) };
  const failure = send.error ?? remove.error;
  const locked = current !== null && !current.editable;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');

  async function save(e: FormEvent) {
    e.preventDefault();
    remove.reset();
    const input: ActivityEntryInput = {
      date,
      steps: Number(values.steps || 0),
      activeMinutes: Number(values.minutes || 0),
    };
    const answer = await send.run(input);
    if (answer) {
      setDraft(null);
      setSaved(answer.queued ? 'queued' : 'saved');
    }
  }

  return (
    <Card title={t('activity.title')} description={t('activity.intro')}>
      <form className="grid grid-cols-2 gap-3" onSubmit={save} data-testid="steps-form">
        <Field label={t('activity.date')} error={field(errs.date)} className="col-span-2">
          {(p) => (
            <Input
              {...p}
              type="date"
              max={localToday()}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setDraft(null);
                setSaved(null);
              }}
              required
            />
          )}
        </Field>
        <Field label={t('activity.steps')} error={field(errs.steps)}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              max={ACTIVITY_LIMITS.steps}
              inputMode="numeric"
              value={values.steps}
              disabled={locked}
              onChange={(e) => {
                setSaved(null);
                setDraft({ ...values, steps: e.target.value });
              }}
              required
            />
          )}
        </Field>
        <Field label={t('activity.minutes')} error={field(errs.activeMinutes)}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              max={ACTIVITY_LIMITS.activeMinutes}
              inputMode="numeric"
              value={values.minutes}
              disabled={locked}
              onChange={(e) => {
                setSaved(null);
                setDraft({ ...values, minutes: e.target.value });
              }}
              required
            />
          )}
        </Field>
        {failure && !Object.keys(errs).length ? (
          <Alert className="col-span-2">{errorMessage(failure, t)}</Alert>
        ) : null}
        {locked ? (
          <p className="col-span-2 text-sm text-muted">
            {t('activity.locked', {
              steps: number.format(current.steps),
              minutes: number.format(current.activeMinutes),
            })}
          </p>
        ) : (
          <div className="col-span-2 flex flex-wrap items-center gap-3">
            <Button type="submit" loading={send.busy}>
              {current ? t('activity.update') : t('activity.save')}
            </Button>
            {current ? (
              <Button
                type="button"
                variant="secondary"
                loading={remove.busy}
                onClick={async () => {
                  send.reset();
                  const ok = await remove.run({ date, steps: 0, activeMinutes: 0 });
                  if (ok) {
                    setDraft(null);
                    setSaved(ok.queued ? 'queued' : 'deleted');
                  }
                }}
              >
                {t('activity.delete')}
              </Button>
            ) : null}
            {saved ? (
              <p role="status" className="text-sm text-primary">
                {t(`activity.${saved}`)}
              </p>
            ) : null}
          </div>
        )}
      </form>
    </Card>
  );
}

function WeeklyActivity({ entries }: { entries: readonly WellnessEntry[] }) {
  const { t, i18n } = useTranslation('wellness');
  const labelId = useId();
  const rows = activityWeeks(entries);
  const locale = i18n.resolvedLanguage ?? 'en';
  const number = new Intl.NumberFormat(locale);
  const week = (rows.at(-1)?.minutes as number | null) ?? 0;
  const { min, max, citation } = WHO_WEEKLY_MINUTES;
  const reached = week >= max ? 'above' : week >= min ? 'met' : 'below';
  return (
    <Card title={t('activity.weekTitle')} description={t('activity.whoHint', { min, max })}>
      <p className="mb-2 text-sm font-medium" id={labelId} data-testid="who-week">
        {t('activity.weekMinutes', { minutes: number.format(week), min, max })}{' '}
        <span className="text-muted">· {t(`activity.who.${reached}`)}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(week, max)}
        className="relative h-3 w-full overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full bg-primary" style={{ width: `${Math.min(100, (week / max) * 100)}%` }} />
        <div aria-hidden="true" className="absolute inset-y-0 left-1/2 w-0.5 bg-fg/40" />
      </div>
      <p className="mt-2 text-xs text-muted">{citation}</p>
      {rows.every((r) => r.minutes === null) ? (
        <EmptyState icon={<Footprints className="size-8" />} title={t('activity.empty')} />
      ) : (
        <>
          <div className="mt-4">
            <WeeklyChart
              title={t('activity.chartTitle')}
              rows={rows}
              series={[
                { key: 'minutes', label: t('activity.minutesSeries') },
                { key: 'steps', label: t('activity.stepsSeries') },
              ]}
            />
          </div>
          <table className="mt-3 w-full text-sm" data-testid="activity-weeks">
            <caption className="sr-only">{t('activity.weeksTable')}</caption>
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {t('tab.date')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('activity.minutesSeries')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('activity.stepsSeries')}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {rows.map((r) => (
                <tr key={r.week} className="border-t border-border">
                  <td className="py-1">{t('recharge.weekOf', { date: formatShortDate(r.week, locale) })}</td>
                  <td className="py-1">{r.minutes === null ? '—' : number.format(r.minutes as number)}</td>
                  <td className="py-1">{r.steps === null ? '—' : number.format(r.steps as number)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}

/**
 * Flow's steps and active minutes (`/patient/flow`, beside the trainer's routines): today's entry
 * (changed or deleted the same day) and the weekly minutes against the WHO 2020 guidance.
 */
export function FlowActivity() {
  const mine = useMyWellness();
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="flow-activity">
      {mine.data ? (
        <>
          <StepsForm entries={mine.data.entries} />
          <WeeklyActivity entries={mine.data.entries} />
        </>
      ) : (
        <Loading error={mine.error} />
      )}
    </div>
  );
}
