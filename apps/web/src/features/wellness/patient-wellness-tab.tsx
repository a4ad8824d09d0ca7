import {
  ASSIGNMENT_FREQUENCIES,
  type AssignmentFrequency,
  WELLNESS_ENTRY_KINDS,
  WHO_WEEKLY_MINUTES,
  type WellnessEntry,
  type WellnessEntryKind,
} from '@verdant/shared/wellness';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { activityWeeks } from './activity-card.tsx';
import { usePatientWellness, wellnessApi } from './wellness-api.ts';
import { formatShortDate, Loading, ScoreTable, WeeklyChart, weekly } from './wellness-ui.tsx';

function averages(entries: readonly WellnessEntry[]) {
  const nights = entries.filter((e) => e.sleep).map((e) => e.sleep!);
  const moods = entries.filter((e) => e.mood).map((e) => e.mood!.mood);
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    nights: nights.length,
    hours: Math.round((avg(nights.map((n) => n.minutes)) / 60) * 10) / 10,
    quality: Math.round(avg(nights.map((n) => n.quality)) * 10) / 10,
    moods: moods.length,
    mood: Math.round(avg(moods) * 10) / 10,
  };
}

function AssignForm({ patientId }: { patientId: string }) {
  const { t } = useTranslation('wellness');
  const field = useFieldText();
  const [target, setTarget] = useState<WellnessEntryKind>('phq9');
  const [frequency, setFrequency] = useState<AssignmentFrequency>('every2weeks');
  const [note, setNote] = useState('');
  const [done, setDone] = useState(false);
  const send = useApiMutation(
    (input: { target: WellnessEntryKind; frequency: AssignmentFrequency; note: string | null }) =>
      wellnessApi.assign(patientId, input),
    { invalidates: [queryKeys.wellness.patient(patientId)] },
  );
  const errs = errorFields(send.error);
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await send.run({ target, frequency, note: note.trim() || null });
        if (ok) {
          setDone(true);
          setNote('');
        }
      }}
    >
      <Field label={t('tab.target')} error={field(errs.target)}>
        {(p) => (
          <Select
            {...p}
            value={target}
            onChange={(e) => {
              setDone(false);
              setTarget(e.target.value as WellnessEntryKind);
            }}
          >
            {WELLNESS_ENTRY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`questionnaires.names.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('tab.frequency')} error={field(errs.frequency)}>
        {(p) => (
          <Select
            {...p}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as AssignmentFrequency)}
          >
            {ASSIGNMENT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`tasks.frequency.${f}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('tab.note')} error={field(errs.note)} className="sm:col-span-2">
        {(p) => <Input {...p} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      {send.error && !Object.keys(errs).length ? (
        <Alert className="sm:col-span-2">{errorMessage(send.error, t)}</Alert>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" loading={send.busy}>
          {t('tab.assign')}
        </Button>
        {done ? (
          <p role="status" className="text-sm text-primary">
            {t('tab.assigned')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The patient record's Wellness tab: entries and scores, assignments with adherence. */
export function PatientWellnessTab({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('wellness');
  const read = usePatientWellness(patientId);
  const end = useApiMutation((assignmentId: string) => wellnessApi.endAssignment(patientId, assignmentId), {
    invalidates: [queryKeys.wellness.patient(patientId)],
  });
  const locale = i18n.resolvedLanguage ?? 'en';
  if (!read.data) return <Loading error={read.error} />;
  const { entries, assignments } = read.data;
  const a = averages(entries);
  const oldestFirst = entries.toReversed();
  const steps = activityWeeks(entries);
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="space-y-4" data-testid="wellness-tab">
      <p className="text-sm text-muted">{t('tab.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('tab.scores')} headingLevel={3}>
          <ScoreTable entries={oldestFirst} />
        </Card>
        <Card title={t('tab.assignments')} headingLevel={3}>
          {assignments.length === 0 ? <p className="text-sm text-muted">{t('tab.noAssignments')}</p> : null}
          <ul className="mb-4 divide-y divide-border text-sm">
            {assignments.map((x) => (
              <li key={x.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{t(`questionnaires.names.${x.target}`)}</span>{' '}
                  <span className="text-muted">
                    {t(`tasks.frequency.${x.frequency}`)} ·{' '}
                    {t('tab.since', { date: formatShortDate(x.createdAt.slice(0, 10), locale) })}
                  </span>
                  <span className="block tabular-nums">
                    {t('tab.adherence')}: {t('tasks.adherence', { done: x.done, expected: x.expected })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('tab.endLabel', { name: t(`questionnaires.names.${x.target}`) })}
                  onClick={() => void end.run(x.id)}
                >
                  {t('tab.end')}
                </Button>
              </li>
            ))}
          </ul>
          <h4 className="mb-2 text-sm font-semibold">{t('tab.assignTitle')}</h4>
          <AssignForm patientId={patientId} />
        </Card>
        <Card title={t('tab.sleepTitle')} headingLevel={3}>
          {a.nights ? (
            <>
              <p className="text-sm">
                {t('tab.avgSleep', { hours: a.hours, quality: a.quality, count: a.nights })}
              </p>
              <WeeklyChart
                title={t('tab.sleepTitle')}
                rows={weekly(
                  entries.filter((e) => e.sleep),
                  {
                    hours: (e) => Math.round((e.sleep!.minutes / 60) * 10) / 10,
                    quality: (e) => e.sleep!.quality,
                  },
                )}
                series={[
                  { key: 'hours', label: t('recharge.hoursSeries') },
                  { key: 'quality', label: t('recharge.qualitySeries') },
                ]}
              />
            </>
          ) : (
            <p className="text-sm text-muted">{t('tab.noEntries')}</p>
          )}
        </Card>
        <Card title={t('tab.moodTitle')} headingLevel={3}>
          {a.moods ? (
            <>
              <p className="text-sm">{t('tab.avgMood', { value: a.mood, count: a.moods })}</p>
              <ul className="mt-2 divide-y divide-border text-sm">
                {entries
                  .filter((e) => e.mood)
                  .slice(0, 5)
                  .map((e) => (
                    <li key={e.id} className="py-1.5">
                      <span className="font-medium">{formatShortDate(e.date, locale)}</span> ·{' '}
                      {t(`moods.${e.mood!.mood}`)}
                      {e.mood!.note ? (
                        <span className="block break-words text-muted">{e.mood!.note}</span>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted">{t('tab.noEntries')}</p>
          )}
        </Card>
        <Card title={t('questionnaires.names.activity')} headingLevel={3}>
          {steps.some((w) => w.minutes !== null) ? (
            <>
              <p className="text-sm" data-testid="tab-activity-week">
                {t('activity.weekMinutes', {
                  minutes: number.format((steps.at(-1)!.minutes as number | null) ?? 0),
                  min: WHO_WEEKLY_MINUTES.min,
                  max: WHO_WEEKLY_MINUTES.max,
                })}
              </p>
              <WeeklyChart
                title={t('activity.chartTitle')}
                rows={steps}
                series={[
                  { key: 'minutes', label: t('activity.minutesSeries') },
                  { key: 'steps', label: t('activity.stepsSeries') },
                ]}
              />
              <ul className="mt-2 divide-y divide-border text-sm">
                {entries
                  .filter((e) => e.activity)
                  .slice(0, 5)
                  .map((e) => (
                    <li key={e.id} className="py-1.5 tabular-nums">
                      <span className="font-medium">{formatShortDate(e.date, locale)}</span> ·{' '}
                      {t('tab.activityDay', {
                        steps: number.format(e.activity!.steps),
                        minutes: number.format(e.activity!.activeMinutes),
                      })}
                    </li>
                  ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted">{t('tab.noEntries')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
