/**
 * A plan's menu as people read it (the patient's Fuel, the PDF): each day's meals with each food's
 * household measure and energy, the day's totals (null where no food reports the nutrient), the menu
 * day of a date, and a week's shopping list by food group. Figures come from the clinical package.
 */
import { type FoodTable, portionNutrients, sumNutrients } from '@verdant/clinical';
import {
  MEAL_SLOTS,
  type MealSlot,
  type PlanItem,
  type PlanNutrient,
  type ShoppingList,
} from '@verdant/shared';

export interface MenuItem {
  ndbNo: string;
  description: string;
  grams: number;
  quantity: number | null;
  measure: string | null;
  kcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
}

export interface MenuDay {
  day: number;
  meals: { slot: MealSlot; items: MenuItem[]; kcal: number }[];
  totals: Record<PlanNutrient, number | null>;
}

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export function menuOf(table: FoodTable, items: readonly PlanItem[], menuDays: number): MenuDay[] {
  return Array.from({ length: menuDays }, (_, d) => {
    const day = d + 1;
    const onDay = items.filter((i) => i.day === day && table.has(i.ndbNo));
    const parts = onDay.map((i) => portionNutrients(table, { ndbNo: i.ndbNo, grams: i.grams }));
    const sum = sumNutrients(parts);
    const meals = MEAL_SLOTS.map((slot) => {
      const mealItems: MenuItem[] = onDay
        .map((item, k) => ({ item, n: parts[k]!.nutrients }))
        .filter(({ item }) => item.slot === slot)
        .map(({ item, n }) => ({
          ndbNo: item.ndbNo,
          description: table.descriptionAt(table.indexOf(item.ndbNo)),
          grams: item.grams,
          quantity: item.portionSeq === null ? null : item.quantity,
          measure:
            item.portionSeq === null
              ? null
              : (table.portions(item.ndbNo).find((p) => p.seq === item.portionSeq)?.measure ?? null),
          kcal: round1(n.energy_kcal),
          protein: round1(n.protein_g),
          carbs: round1(n.carbohydrate_g),
          fat: round1(n.fat_g),
          fiber: round1(n.fiber_g),
        }));
      return { slot, items: mealItems, kcal: Math.round(mealItems.reduce((a, i) => a + (i.kcal ?? 0), 0)) };
    }).filter((m) => m.items.length > 0);
    return {
      day,
      meals,
      totals: {
        calories: round1(sum.energy_kcal.value),
        protein: round1(sum.protein_g.value),
        carbs: round1(sum.carbohydrate_g.value),
        fat: round1(sum.fat_g.value),
        fiber: round1(sum.fiber_g.value),
      },
    };
  });
}

/** The menu day (1-based) a date falls on, or null outside the plan's dates. */
export function menuDayOn(
  plan: { startDate: string; endDate: string; menuDays: number },
  date: string,
): number | null {
  if (date < plan.startDate || date > plan.endDate) return null;
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${plan.startDate}T00:00:00Z`)) / 86_400_000,
  );
  return (days % plan.menuDays) + 1;
}

/** What to buy for `count` menu days from `fromDay` (the menu repeats), summed per food, by food group. */
export function shoppingList(
  table: FoodTable,
  items: readonly PlanItem[],
  menuDays: number,
  fromDay: number,
  count = 7,
): ShoppingList {
  const days = new Map<number, number>();
  for (let k = 0; k < count; k++) {
    const day = ((fromDay - 1 + k) % menuDays) + 1;
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  const grams = new Map<string, number>();
  for (const i of items) {
    const times = days.get(i.day);
    if (times && table.has(i.ndbNo)) grams.set(i.ndbNo, (grams.get(i.ndbNo) ?? 0) + i.grams * times);
  }
  const groups = new Map<string, ShoppingList[number]['items']>();
  for (const [ndbNo, g] of grams) {
    const food = table.food(ndbNo);
    const list = groups.get(food.groupCode) ?? [];
    list.push({ ndbNo, description: food.description, grams: Math.round(g) });
    groups.set(food.groupCode, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([groupCode, list]) => ({
      groupCode,
      items: list.sort((a, b) => a.description.localeCompare(b.description)),
    }));
}
