import { NUTRIENT_KEYS, NUTRIENT_UNITS, type NutrientKey } from '@verdant/clinical/foods/nutrients';
import type { FoodInfo } from '@verdant/shared/diet-plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { FoodSearch } from '../nutrition/food-search.tsx';

const UNIT_LABEL = { kcal: 'kcal', g: 'g', mg: 'mg', ug: 'µg' } as const;

interface Picked {
  food: FoodInfo;
  /** The portion's `seq`, or null for 100 g. */
  portion: number | null;
}

/**
 * The USDA SR28 food table (the diet plans' food search, `GET /api/v1/foods`): a food's nutrients
 * per 100 g and per household portion, and two foods side by side.
 */
export function FoodBrowser() {
  const { t } = useTranslation('knowledge');
  const [first, setFirst] = useState<Picked | null>(null);
  const [second, setSecond] = useState<Picked | null>(null);
  const pick = (food: FoodInfo): Picked => ({ food, portion: food.portions[0]?.seq ?? null });
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('foods.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <FoodSlot
          label={t('foods.first')}
          picked={first}
          onPick={(f) => setFirst(pick(f))}
          onPortion={(p) => first && setFirst({ ...first, portion: p })}
          onClear={() => setFirst(null)}
        />
        <FoodSlot
          label={t('foods.second')}
          picked={second}
          onPick={(f) => setSecond(pick(f))}
          onPortion={(p) => second && setSecond({ ...second, portion: p })}
          onClear={() => setSecond(null)}
        />
      </div>
      {first || second ? (
        <NutrientTable picks={[first, second].filter((p): p is Picked => p !== null)} />
      ) : null}
      <p className="text-xs text-muted">{t('foods.attribution')}</p>
    </div>
  );
}

function FoodSlot({
  label,
  picked,
  onPick,
  onPortion,
  onClear,
}: {
  label: string;
  picked: Picked | null;
  onPick(food: FoodInfo): void;
  onPortion(seq: number | null): void;
  onClear(): void;
}) {
  const { t } = useTranslation('knowledge');
  return (
    <div className="min-w-0 space-y-2 rounded-lg border border-border bg-card p-3">
      <FoodSearch label={label} allergies={[]} tags={[]} onPick={onPick} />
      {picked ? (
        <div className="space-y-2">
          <p className="break-words text-sm font-medium text-fg">{picked.food.description}</p>
          {picked.food.portions.length ? (
            <Field label={t('foods.portion')}>
              {(p) => (
                <Select
                  {...p}
                  value={picked.portion === null ? '' : String(picked.portion)}
                  onChange={(e) => onPortion(e.target.value ? Number(e.target.value) : null)}
                >
                  {picked.food.portions.map((o) => (
                    <option key={o.seq} value={o.seq}>
                      {`${o.amount} ${o.measure} (${o.gramWeight} g)`}
                    </option>
                  ))}
                  <option value="">{t('foods.per100')}</option>
                </Select>
              )}
            </Field>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onClear}>
            {t('foods.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The grams of the chosen portion (null: none chosen, per 100 g only). */
const gramsOf = (p: Picked) => p.food.portions.find((o) => o.seq === p.portion)?.gramWeight ?? null;

function NutrientTable({ picks }: { picks: readonly Picked[] }) {
  const { t, i18n } = useTranslation('knowledge');
  const number = (n: number | null | undefined) =>
    n === null || n === undefined
      ? t('foods.notReported')
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: n >= 100 ? 0 : 1 }).format(n);
  const value = (p: Picked, key: NutrientKey, grams: number | null) => {
    const per100 = p.food.per100g[key];
    if (per100 === null || per100 === undefined) return number(null);
    return number(grams === null ? per100 : (per100 * grams) / 100);
  };
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">{t('foods.caption')}</caption>
        <thead className="bg-surface text-left">
          <tr>
            <th scope="col" className="px-2 py-2">
              {t('foods.nutrient')}
            </th>
            {picks.map((p) => {
              const grams = gramsOf(p);
              return [
                <th key={`${p.food.ndbNo}-100`} scope="col" className="px-2 py-2 text-right">
                  <span className="block max-w-[10rem] truncate font-normal text-muted">
                    {p.food.description}
                  </span>
                  {t('foods.per100')}
                </th>,
                grams !== null ? (
                  <th key={`${p.food.ndbNo}-portion`} scope="col" className="px-2 py-2 text-right">
                    <span className="block max-w-[10rem] truncate font-normal text-muted">
                      {p.food.description}
                    </span>
                    {t('foods.perPortion', { grams })}
                  </th>
                ) : null,
              ];
            })}
          </tr>
        </thead>
        <tbody>
          {NUTRIENT_KEYS.map((key) => (
            <tr key={key} className="border-t border-border">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {t(`nutrients.${key}`)}{' '}
                <span className="text-muted">({UNIT_LABEL[NUTRIENT_UNITS[key]]})</span>
              </th>
              {picks.map((p) => {
                const grams = gramsOf(p);
                return [
                  <td key={`${p.food.ndbNo}-100`} className="px-2 py-1.5 text-right tabular-nums">
                    {value(p, key, null)}
                  </td>,
                  grams !== null ? (
                    <td key={`${p.food.ndbNo}-portion`} className="px-2 py-1.5 text-right tabular-nums">
                      {value(p, key, grams)}
                    </td>
                  ) : null,
                ];
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
