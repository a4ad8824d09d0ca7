import {
  MEAL_LOG_NOTE_MAX,
  MEAL_LOG_STATUSES,
  type MealLogEntry,
  type MealLogStatus,
  type MealSlot,
  type PatientDietPlan,
} from '@verdant/shared/diet-plans';
import { ClipboardCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Segmented } from '../../components/ui/segmented.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage, formFailure } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatCalendarDate } from '../patients/patient-ui.tsx';
import { dietPlansApi, localToday } from './diet-plans-api.ts';

/** One meal of the chosen day: eaten / partly / skipped, and a short note. */
function MealRow({
  plan,
  day,
  slot,
  entry,
}: {
  plan: PatientDietPlan;
  day: string;
  slot: MealSlot;
  entry: MealLogEntry | undefined;
}) {
  const { t } = useTranslation('nutrition');
  const noteId = useId();
  const [note, setNote] = useState(entry?.note ?? '');
  const [saved, setSaved] = useState(false);
  const save = useApiMutation(
    (input: { status: MealLogStatus; note: string }) =>
      dietPlansApi.logMeal(plan.id, { day, slot, status: input.status, note: input.note || null }),
    {
      invalidates: [queryKeys.dietPlans.meals(plan.id)],
      onSuccess: () => setSaved(true),
    },
  );
  const failure = save.error ? formFailure(save.error, t) : null;
  const fieldMessage = failure ? Object.values(failure.fields).map((key) => t(`validation.${key}`))[0] : null;
  const status = entry?.status;
  return (
    <li className="space-y-2 py-3" data-testid={`meal-log-${slot}`}>
      <Segmented<MealLogStatus | ''>
        legend={t(`slots.${slot}`)}
        name={`meal-${plan.id}-${day}-${slot}`}
        options={MEAL_LOG_STATUSES.map((s) => ({ value: s, label: t(`mealLog.status.${s}`) }))}
        value={status ?? ''}
        onChange={(value) => {
          if (value) {
            setSaved(false);
            void save.run({ status: value, note });
          }
        }}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={noteId} className="mb-1 block text-sm text-muted">
            {t('mealLog.note')}
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={MEAL_LOG_NOTE_MAX}
            onChange={(e) => {
              setNote(e.target.value);
              setSaved(false);
            }}
            className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm"
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!status || save.busy || note === (entry?.note ?? '')}
          onClick={() => status && void save.run({ status, note })}
        >
          {t('mealLog.saveNote')}
        </Button>
      </div>
      {!status ? <p className="text-xs text-muted">{t('mealLog.noteNeedsStatus')}</p> : null}
      <p role="status" className="text-sm text-muted">
        {save.busy ? t('mealLog.saving') : saved ? t('mealLog.saved') : ''}
      </p>
      {failure ? <Alert>{fieldMessage ?? failure.message}</Alert> : null}
    </li>
  );
}

/**
 * The patient's log of their plan (docs/decisions/0053): for today or one of the seven days before,
 * each meal of that day's menu marked eaten, partly eaten or skipped, with a short note.
 */
export function MealLogPanel({ plan }: { plan: PatientDietPlan }) {
  const { t, i18n } = useTranslation('nutrition');
  const selectId = useId();
  const log = useApiQuery(queryKeys.dietPlans.meals(plan.id), (signal) =>
    dietPlansApi.meals(plan.id, signal),
  );
  const days = log.data?.days ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const day = days.find((d) => d.date === chosen) ?? days[0];
  const meals = day ? (plan.days.find((d) => d.day === day.menuDay)?.meals ?? []) : [];
  const today = localToday();
  const label = (date: string) =>
    date === today
      ? t('mealLog.todayOption', { date: formatCalendarDate(date, i18n.language) })
      : formatCalendarDate(date, i18n.language);
  return (
    <section
      aria-labelledby={`log-${plan.id}`}
      className="rounded-lg border border-border bg-card p-4"
      data-testid="meal-log"
    >
      <h2 id={`log-${plan.id}`} className="mb-1 flex items-center gap-2 text-base font-semibold">
        <ClipboardCheck aria-hidden="true" className="size-5" />
        {t('mealLog.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('mealLog.intro')}</p>
      {log.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('common:loading')}
        </p>
      ) : null}
      {log.error ? <Alert>{errorMessage(log.error, t)}</Alert> : null}
      {log.data && days.length === 0 ? <p className="text-sm text-muted">{t('mealLog.noDays')}</p> : null}
      {day ? (
        <>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {t('mealLog.day')}
          </label>
          <select
            id={selectId}
            value={day.date}
            onChange={(e) => setChosen(e.target.value)}
            className="h-10 w-full max-w-xs rounded-md border border-border bg-surface px-3 text-sm"
          >
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {label(d.date)}
              </option>
            ))}
          </select>
          {meals.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t('view.emptyDay')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-border">
              {meals.map((m) => (
                <MealRow
                  key={`${day.date}-${m.slot}`}
                  plan={plan}
                  day={day.date}
                  slot={m.slot}
                  entry={log.data?.entries.find((e) => e.day === day.date && e.slot === m.slot)}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
