import {
  BERLIN_FREQUENCY,
  BERLIN_LOUDNESS,
  BERLIN_YES_NO,
  BERLIN_YES_NO_DK,
  QUESTIONNAIRE_ITEMS,
  type QuestionnaireInput,
  type QuestionnaireKind,
  scoreQuestionnaire,
  type WellnessEntry,
} from '@verdant/shared/wellness';
import { LifeBuoy } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { cn } from '../../lib/cn.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';
import type { OutboxItem } from '../../lib/offline/index.ts';
import { useWellnessMutation, wellnessWrites } from './wellness-api.ts';

const MeasurementChart = lazy(() => import('../consultations/measurement-chart.tsx'));

export interface WeekRow {
  /** Monday of the week (YYYY-MM-DD). */
  week: string;
  at: number;
  [series: string]: number | string | null;
}

const DAY = 86_400_000;
const mondayOf = (date: string) => {
  const t = Date.parse(`${date}T00:00:00Z`);
  const dow = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - dow * DAY).toISOString().slice(0, 10);
};

/**
 * Weekly averages of the last `weeks` weeks (oldest first), one value per series; a week with no
 * entry is null (the chart leaves a gap).
 */
export function weekly(
  entries: readonly WellnessEntry[],
  series: Record<string, (e: WellnessEntry) => number | null | undefined>,
  today = localToday(),
  weeks = 8,
): WeekRow[] {
  const last = mondayOf(today);
  const rows: WeekRow[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const week = new Date(Date.parse(`${last}T00:00:00Z`) - i * 7 * DAY).toISOString().slice(0, 10);
    const row: WeekRow = { week, at: Date.parse(`${week}T00:00:00Z`) };
    for (const [name, pick] of Object.entries(series)) {
      const values = entries
        .filter((e) => mondayOf(e.date) === week)
        .map(pick)
        .filter((v): v is number => typeof v === 'number');
      row[name] = values.length
        ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10
        : null;
    }
    rows.push(row);
  }
  return rows;
}

/** Lines over the weeks (the SVG chart kit, decision 0064). */
export function WeeklyChart({
  rows,
  series,
  title,
}: {
  rows: readonly WeekRow[];
  series: readonly { key: string; label: string }[];
  title: string;
}) {
  const { i18n } = useTranslation();
  return (
    <figure aria-label={title} className="h-56 w-full min-w-0">
      <Suspense fallback={<Spinner />}>
        <MeasurementChart
          rows={rows.map((r) => {
            const out: Record<string, number | null> = { at: r.at };
            for (const s of series) out[s.key] = r[s.key] as number | null;
            return out;
          })}
          series={series}
          locale={i18n.resolvedLanguage ?? 'en'}
        />
      </Suspense>
    </figure>
  );
}

export function formatShortDate(date: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The options of one item of a questionnaire, labelled in the reader's language. */
function optionLabels(kind: QuestionnaireKind, item: number, t: (k: string) => string): string[] {
  const n = QUESTIONNAIRE_ITEMS[kind][item]!;
  if (kind === 'who5') return Array.from({ length: n }, (_, i) => t(`questionnaires.who5Options.${i}`));
  if (kind !== 'berlin') return Array.from({ length: n }, (_, i) => t(`questionnaires.options.${i}`));
  if (item === 1) return BERLIN_LOUDNESS.map((k) => t(`apnea.loudness.${k}`));
  if ([2, 4, 5, 6].includes(item)) return BERLIN_FREQUENCY.map((k) => t(`apnea.frequency.${k}`));
  if (item === 7) return BERLIN_YES_NO.map((k) => t(`apnea.yesNoDk.${k}`));
  return BERLIN_YES_NO_DK.map((k) => t(`apnea.yesNoDk.${k}`));
}

function itemText(kind: QuestionnaireKind, item: number, t: (k: string) => string) {
  return kind === 'berlin' ? t(`apnea.items.${item}`) : t(`questionnaires.items.${kind}.${item}`);
}

/** Where a patient in crisis turns: their country's line (from their record), else a directory. */
const COUNTRY_CODES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'estados unidos': 'US',
  ca: 'CA',
  canada: 'CA',
  canadá: 'CA',
  es: 'ES',
  spain: 'ES',
  españa: 'ES',
  mx: 'MX',
  mexico: 'MX',
  méxico: 'MX',
  gb: 'GB',
  uk: 'GB',
  'united kingdom': 'GB',
  'reino unido': 'GB',
};

export function countryCode(country: string | null | undefined): string | null {
  return country ? (COUNTRY_CODES[country.trim().toLowerCase()] ?? null) : null;
}

export function CrisisResources({ country }: { country: string | null }) {
  const { t } = useTranslation('wellness');
  const code = countryCode(country);
  return (
    <section
      role="alert"
      aria-labelledby="crisis-title"
      data-testid="crisis-resources"
      className="rounded-lg border-2 border-danger bg-danger-bg p-4 text-fg"
    >
      <h2 id="crisis-title" className="flex items-center gap-2 text-lg font-bold">
        <LifeBuoy aria-hidden="true" className="size-5 text-danger" />
        {t('crisis.title')}
      </h2>
      <p className="mt-2">{t('crisis.body')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 font-medium">
        {code ? <li>{t(`crisis.lines.${code}`)}</li> : null}
        <li>{t('crisis.emergency', { number: t(`crisis.emergencyNumbers.${code ?? 'default'}`) })}</li>
        <li>
          <a href="https://findahelpline.com" className="underline" target="_blank" rel="noreferrer">
            {t('crisis.directory')}
          </a>
        </li>
      </ul>
      <p className="mt-2 text-sm">{t('crisis.careTeam')}</p>
    </section>
  );
}

export function bandLabel(kind: string, band: string, t: (k: string) => string) {
  return kind === 'berlin' ? t(`apnea.${band}`) : t(`questionnaires.bands.${band}`);
}

/** A scored result: the score, its band, the bands of the instrument, and what happens next. */
export function ResultCard({ entry, country }: { entry: WellnessEntry; country: string | null }) {
  const { t } = useTranslation('wellness');
  const q = entry.questionnaire!;
  return (
    <div className="space-y-3" data-testid="questionnaire-result">
      {q.crisis ? <CrisisResources country={country} /> : null}
      <div className="rounded-lg border border-border bg-surface p-4" role="status">
        <h3 className="font-semibold">{t('questionnaires.resultTitle')}</h3>
        <p className="mt-1 text-lg font-semibold">
          {bandLabel(entry.kind, q.band, t)}
          {entry.kind === 'berlin' ? null : (
            <span className="ml-2 text-sm font-normal text-muted tabular-nums">
              {q.percent !== undefined ? `${t('questionnaires.percent', { percent: q.percent })} · ` : null}
              {t('questionnaires.score', { total: q.total, max: q.max })}
            </span>
          )}
        </p>
        {entry.kind === 'phq4' && q.parts ? (
          <p className="text-sm text-muted">
            {t('questionnaires.parts.anxiety', { value: q.parts.anxiety })} ·{' '}
            {t('questionnaires.parts.depression', { value: q.parts.depression })}
          </p>
        ) : null}
        {entry.kind === 'berlin' && q.parts ? (
          <ul className="mt-1 text-sm">
            {Object.entries(q.parts).map(([k, v]) => (
              <li key={k}>
                {t(`apnea.categories.${k}`)}: {v ? t('apnea.positive') : t('apnea.negative')}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-2 text-xs text-muted">
          {t('questionnaires.bandsTitle')}: {t(`questionnaires.bandRanges.${entry.kind}`)}
        </p>
        {entry.kind === 'berlin' ? (
          <p className="mt-2 text-sm">{q.high ? t('apnea.highBody') : t('apnea.lowBody')}</p>
        ) : null}
        {q.high && entry.kind !== 'berlin' ? (
          <p className="mt-2 text-sm">{t('questionnaires.highNotice')}</p>
        ) : null}
      </div>
    </div>
  );
}

function RadioItem({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: ReactNode;
  options: readonly string[];
  value: number | null;
  onChange: (v: number) => void;
  name: string;
}) {
  return (
    <fieldset className="rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((label, i) => (
          <label
            key={label}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
              value === i ? 'bg-accent font-medium' : 'hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={value === i}
              onChange={() => onChange(i)}
              className="accent-[var(--primary)]"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Offline (ADR 0046): the result of a queued questionnaire, scored on the device by the same shared
 * rules the server uses, so the score and any crisis resources show at once; the care team hears of
 * it when the server receives it.
 */
function scoredOnDevice(item: OutboxItem): WellnessEntry {
  const input = item.body as QuestionnaireInput;
  const score = scoreQuestionnaire(input.kind, input.answers, { bmi: input.bmi ?? null });
  return {
    id: item.id,
    kind: input.kind,
    date: input.date,
    createdAt: new Date(item.createdAt).toISOString(),
    sleep: null,
    mood: null,
    questionnaire: { answers: input.answers, ...score },
  };
}

/**
 * A questionnaire to fill: every item with its options, scored by the server on submit (the same
 * shared rules), the result shown at once with crisis resources when PHQ-9 item 9 is above 0.
 */
export function QuestionnaireForm({
  kind,
  country,
  onDone,
  extra,
  bmi,
}: {
  kind: QuestionnaireKind;
  country: string | null;
  onDone?: () => void;
  /** Fields after the items (Berlin's height and weight). */
  extra?: ReactNode;
  bmi?: number | null;
}) {
  const { t } = useTranslation('wellness');
  const name = useId();
  const items = QUESTIONNAIRE_ITEMS[kind];
  const [answers, setAnswers] = useState<(number | null)[]>(() => items.map(() => null));
  const [missing, setMissing] = useState(false);
  const send = useWellnessMutation(wellnessWrites.questionnaire);
  const snores = answers[0] === 0;
  const shown = (i: number) => kind !== 'berlin' || ![1, 2, 3].includes(i) || snores;
  const result = send.data ? (send.data.saved ?? scoredOnDevice(send.data.queued)) : null;
  if (result) {
    return (
      <div className="space-y-3">
        <ResultCard entry={result} country={country} />
        {send.data?.queued ? (
          <p role="status" className="text-sm text-primary" data-testid="questionnaire-queued">
            {t('offline:questionnaireQueued')}
          </p>
        ) : null}
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('questionnaires.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="space-y-3"
      aria-label={t('questionnaires.take', { name: t(`questionnaires.names.${kind}`) })}
      onSubmit={(e) => {
        e.preventDefault();
        const final = answers.map((a, i) => (shown(i) ? a : null));
        if (final.some((a, i) => shown(i) && a === null)) {
          setMissing(true);
          return;
        }
        setMissing(false);
        void send.run({ date: localToday(), kind, answers: final, ...(bmi ? { bmi } : {}) });
      }}
    >
      {kind === 'berlin' ? null : (
        <p className="text-sm text-muted">
          {kind === 'who5' ? t('questionnaires.periodWho5') : t('questionnaires.period')}
        </p>
      )}
      {items.map((_, i) =>
        shown(i) ? (
          <RadioItem
            key={`${kind}-${i.toString()}`}
            name={`${name}-${i}`}
            legend={`${i + 1}. ${itemText(kind, i, t)}`}
            options={optionLabels(kind, i, t)}
            value={answers[i] ?? null}
            onChange={(v) => setAnswers((prev) => prev.map((x, j) => (j === i ? v : x)))}
          />
        ) : null,
      )}
      {extra}
      {missing ? <Alert>{t('questionnaires.answerAll')}</Alert> : null}
      {send.error ? <Alert>{errorMessage(send.error, t)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={send.busy}>
          {kind === 'berlin' ? t('apnea.submit') : t('questionnaires.submit')}
        </Button>
        {onDone ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('questionnaires.cancel')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        {kind === 'who5'
          ? t('questionnaires.credit.who5')
          : kind === 'berlin'
            ? t('questionnaires.credit.berlin')
            : t('questionnaires.credit.phq')}
      </p>
    </form>
  );
}

/** One questionnaire's card: its last result, "take it", and the form. */
export function QuestionnaireCard({
  kind,
  entries,
  country,
}: {
  kind: QuestionnaireKind;
  entries: readonly WellnessEntry[];
  country: string | null;
}) {
  const { t, i18n } = useTranslation('wellness');
  const [open, setOpen] = useState(false);
  const mine = entries.filter((e) => e.kind === kind);
  const last = mine.at(-1);
  const title = t(`questionnaires.names.${kind}`);
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-card p-4">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted">{t(`questionnaires.about.${kind}`)}</p>
      <p className="mt-1 text-sm" data-testid={`last-${kind}`}>
        {last?.questionnaire
          ? t('questionnaires.lastTaken', {
              date: formatShortDate(last.date, i18n.resolvedLanguage ?? 'en'),
              band: `${bandLabel(kind, last.questionnaire.band, t)} (${last.questionnaire.total})`,
            })
          : t('questionnaires.never')}
      </p>
      {open ? (
        <div className="mt-3">
          <QuestionnaireForm kind={kind} country={country} onDone={() => setOpen(false)} />
        </div>
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setOpen(true)}>
          {t('questionnaires.take', { name: title })}
        </Button>
      )}
    </section>
  );
}

/** A table of scores (newest first): the chart's numbers, readable by everyone. */
export function ScoreTable({ entries }: { entries: readonly WellnessEntry[] }) {
  const { t, i18n } = useTranslation('wellness');
  const rows = entries.filter((e) => e.questionnaire).toReversed();
  if (rows.length === 0) return <p className="text-sm text-muted">{t('tab.noScores')}</p>;
  return (
    <ul className="divide-y divide-border text-sm" data-testid="score-list">
      {rows.map((e) => (
        <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{t(`questionnaires.names.${e.kind}`)}</span>{' '}
            <span className="text-muted">{formatShortDate(e.date, i18n.resolvedLanguage ?? 'en')}</span>
          </span>
          <span className="tabular-nums">
            {bandLabel(e.kind, e.questionnaire!.band, t)}
            {e.kind === 'berlin' ? null : ` · ${e.questionnaire!.total}/${e.questionnaire!.max}`}
            {e.questionnaire!.crisis ? (
              <span className="ml-2 rounded bg-danger-bg px-1.5 text-xs font-semibold text-danger">
                {t('tab.crisisFlag')}
              </span>
            ) : e.questionnaire!.high ? (
              <span className="ml-2 rounded bg-warning-bg px-1.5 text-xs font-semibold text-warning-fg">
                {t('tab.highFlag')}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Loading and error states of the patient's wellness read. */
export function Loading({ error }: { error: unknown }) {
  const { t } = useTranslation('wellness');
  if (error) return <Alert>{errorMessage(error, t)}</Alert>;
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner />
    </p>
  );
}
