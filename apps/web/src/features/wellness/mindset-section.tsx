import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { controlClasses } from '../../components/ui/input.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { cn } from '../../lib/cn.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';
import { useMyWellness, useWellnessMutation, wellnessWrites } from './wellness-api.ts';
import {
  formatShortDate,
  Loading,
  QuestionnaireCard,
  ScoreTable,
  WeeklyChart,
  weekly,
} from './wellness-ui.tsx';

function CheckIn() {
  const { t } = useTranslation('wellness');
  const field = useFieldText();
  const [mood, setMood] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<'saved' | 'queued' | null>(null);
  const send = useWellnessMutation(wellnessWrites.mood);
  const errs = errorFields(send.error);
  return (
    <Card title={t('mindset.checkIn')}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (mood === null) return;
          const ok = await send.run({ date: localToday(), mood, note: note.trim() || null });
          if (ok) {
            setSaved(ok.queued ? 'queued' : 'saved');
            setNote('');
          }
        }}
      >
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('mindset.mood')}</legend>
          <div className="grid grid-cols-5 gap-1">
            {[1, 2, 3, 4, 5].map((m) => (
              <label
                key={m}
                className={cn(
                  'flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-md border border-border p-1 text-center text-xs',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                  mood === m ? 'bg-accent font-semibold' : 'hover:bg-surface',
                )}
              >
                <input
                  type="radio"
                  name="mood"
                  className="sr-only"
                  checked={mood === m}
                  onChange={() => {
                    setSaved(null);
                    setMood(m);
                  }}
                />
                <span className="text-base font-semibold tabular-nums">{m}</span>
                {t(`moods.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t('mindset.note')} error={field(errs.note)}>
          {(p) => (
            <textarea
              {...p}
              maxLength={500}
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={cn(controlClasses, 'py-2 text-sm')}
            />
          )}
        </Field>
        {send.error && !Object.keys(errs).length ? <Alert>{errorMessage(send.error, t)}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={send.busy} disabled={mood === null}>
            {t('mindset.save')}
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-primary">
              {saved === 'queued' ? t('activity.queued') : t('mindset.saved')}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** `/patient/mindset`: the daily mood check-in, WHO-5 and PHQ-9, and their trends. */
export function MindsetSection() {
  const { t, i18n } = useTranslation('wellness');
  const mine = useMyWellness();
  const moods = mine.data?.entries.filter((e) => e.kind === 'mood') ?? [];
  const scores = mine.data?.entries.filter((e) => e.kind === 'who5' || e.kind === 'phq9') ?? [];
  const rows = weekly(moods, { mood: (e) => e.mood?.mood });
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <PageHeader title={t('mindset.title')} description={t('mindset.intro')} />
      {!mine.data ? (
        <Loading error={mine.error} />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <CheckIn />
            <Card title={t('mindset.chartTitle')}>
              {moods.length ? (
                <>
                  <WeeklyChart
                    title={t('mindset.chartTitle')}
                    rows={rows}
                    series={[{ key: 'mood', label: t('mindset.moodSeries') }]}
                  />
                  <ul
                    className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted tabular-nums"
                    data-testid="mood-weeks"
                  >
                    {rows.map((r) => (
                      <li key={r.week}>
                        {formatShortDate(r.week, locale)}: {r.mood ?? '—'}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-sm text-muted">{t('mindset.empty')}</p>
              )}
            </Card>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {(['who5', 'phq9'] as const).map((kind) => (
              <QuestionnaireCard key={kind} kind={kind} entries={scores} country={mine.data!.country} />
            ))}
          </div>
          <Card title={t('questionnaires.history')}>
            {scores.length ? (
              <WeeklyChart
                title={t('questionnaires.history')}
                rows={weekly(scores, {
                  who5: (e) => (e.kind === 'who5' ? e.questionnaire?.percent : null),
                  phq9: (e) => (e.kind === 'phq9' ? e.questionnaire?.total : null),
                })}
                series={[
                  { key: 'who5', label: `${t('questionnaires.names.who5')} %` },
                  { key: 'phq9', label: t('questionnaires.names.phq9') },
                ]}
              />
            ) : null}
            <ScoreTable entries={scores} />
          </Card>
          <Card title={t('mindset.recent')}>
            <ul className="divide-y divide-border text-sm">
              {moods
                .slice(-7)
                .toReversed()
                .map((e) => (
                  <li key={e.id} className="py-2">
                    <span className="font-medium">{formatShortDate(e.date, locale)}</span> ·{' '}
                    {t(`moods.${e.mood!.mood}`)}
                    {e.mood!.note ? (
                      <span className="block break-words text-muted">{e.mood!.note}</span>
                    ) : null}
                  </li>
                ))}
            </ul>
          </Card>
        </div>
      )}
    </>
  );
}
