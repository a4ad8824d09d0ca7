import type { DietaryTag, FoodInfo, PatientAllergen } from '@verdant/shared/diet-plans';
import { TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { dietPlansApi } from './diet-plans-api.ts';
import { useNumber } from './plan-ui.tsx';
import { foodWarnings } from './totals.ts';

/**
 * Food search as you type (a combobox over the server's food index): results after the second
 * letter, each with its energy per 100 g and, at once, what it would break for this patient
 * (allergies) and this plan (dietary tags). Arrow keys move, Enter adds, Escape closes.
 */
export function FoodSearch({
  label,
  allergies,
  tags,
  onPick,
}: {
  label: string;
  allergies: readonly PatientAllergen[];
  tags: readonly DietaryTag[];
  onPick(food: FoodInfo): void;
}) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 120);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useApiQuery(
    query.length >= 2 ? queryKeys.dietPlans.foods(query.toLowerCase()) : null,
    (signal) => dietPlansApi.foods(query, signal),
    { staleTime: 10 * 60_000 },
  );
  const items = results.data?.items ?? [];
  const shown = open && query.length >= 2;

  function pick(food: FoodInfo) {
    onPick(food);
    setText('');
    setQuery('');
    setOpen(false);
    setActive(0);
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') setActive((a) => Math.min(items.length - 1, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Enter' && shown && items[active]) pick(items[active]);
    else if (e.key === 'Escape') setOpen(false);
    else return;
    e.preventDefault();
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={shown}
        aria-controls={shown ? `${id}-list` : undefined}
        aria-autocomplete="list"
        aria-activedescendant={shown && items[active] ? `${id}-opt-${active}` : undefined}
        placeholder={label}
        value={text}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {shown ? (
        <div className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border border-border bg-card shadow-lg">
          {results.loading && !results.data ? (
            <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted">
              <Spinner /> {t('search.searching')}
            </p>
          ) : null}
          {results.error ? (
            <p className="px-3 py-2 text-sm text-danger">{errorMessage(results.error, t)}</p>
          ) : null}
          {results.data && items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">{t('search.none')}</p>
          ) : null}
          <div id={`${id}-list`} role="listbox" aria-label={label}>
            {items.map((food, i) => {
              const w = foodWarnings(food, allergies, tags);
              const warn = [
                ...w.allergens.map((a) => t(`allergens.${a}`)),
                ...w.tags.map((tag) => t(`tags.${tag}`)),
              ];
              const kcal = food.per100g.energy_kcal;
              return (
                <div
                  key={food.ndbNo}
                  id={`${id}-opt-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(food);
                  }}
                  onMouseEnter={() => setActive(i)}
                  className={cn('cursor-pointer px-3 py-2 text-sm', i === active ? 'bg-accent' : '')}
                >
                  <span className="block break-words font-medium">{food.description}</span>
                  <span className="block text-xs text-muted">
                    {kcal === null || kcal === undefined
                      ? t('totals.notReported')
                      : t('search.per100', { kcal: nf(kcal) })}
                  </span>
                  {warn.length ? (
                    <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-danger">
                      <TriangleAlert aria-hidden="true" className="size-3.5" />
                      {t('search.conflicts', { list: warn.join(', ') })}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
