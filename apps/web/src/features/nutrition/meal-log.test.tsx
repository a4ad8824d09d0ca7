import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PatientDietPlan } from '@verdant/shared/diet-plans';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import { dietPlansApi, localToday } from './diet-plans-api.ts';
import { MealLogPanel } from './meal-log.tsx';

vi.mock('./diet-plans-api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./diet-plans-api.ts')>();
  return { ...real, dietPlansApi: { meals: vi.fn(), logMeal: vi.fn() } };
});

const today = localToday();
const yesterday = localToday(new Date(Date.now() - 86_400_000));
const item = { ndbNo: '08121', description: 'Oats', grams: 234, quantity: 1, measure: 'cup', kcal: 166 };
const plan: PatientDietPlan = {
  id: 'plan-1',
  name: 'Autumn week',
  practiceName: 'Verdant Demo',
  startDate: '2026-01-01',
  endDate: '2099-01-01',
  menuDays: 2,
  goals: null,
  description: null,
  mealPrepNotes: null,
  dietaryTags: [],
  targets: {} as PatientDietPlan['targets'],
  sharedAt: '2026-01-01T00:00:00Z',
  todayDay: 1,
  days: [
    {
      day: 1,
      meals: [
        { slot: 'breakfast', items: [item], kcal: 166 },
        { slot: 'lunch', items: [item], kcal: 166 },
      ],
      totals: { calories: 332, protein: null, carbs: null, fat: null, fiber: null },
      note: null,
    },
    {
      day: 2,
      meals: [{ slot: 'dinner', items: [item], kcal: 166 }],
      totals: { calories: 166, protein: null, carbs: null, fat: null, fiber: null },
      note: null,
    },
  ],
  shoppingList: [],
};

async function show() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MealLogPanel plan={plan} />
      </QueryClientProvider>,
    );
  });
}

describe('the meal log panel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    vi.mocked(dietPlansApi.meals).mockResolvedValue({
      planId: 'plan-1',
      days: [
        { date: today, menuDay: 1 },
        { date: yesterday, menuDay: 2 },
      ],
      entries: [{ day: today, slot: 'lunch', status: 'skipped', note: 'Late meeting', updatedAt: '' }],
    });
  });

  it("shows the chosen day's meals with what was marked, and marks a meal", async () => {
    vi.mocked(dietPlansApi.logMeal).mockResolvedValue({
      day: today,
      slot: 'breakfast',
      status: 'partly',
      note: null,
      updatedAt: '',
    });
    await show();
    const lunch = await screen.findByTestId('meal-log-lunch');
    expect((within(lunch).getByRole('radio', { name: 'Skipped' }) as HTMLInputElement).checked).toBe(true);
    expect((within(lunch).getByLabelText('Note (optional)') as HTMLInputElement).value).toBe('Late meeting');
    const breakfast = screen.getByTestId('meal-log-breakfast');
    await act(async () => fireEvent.click(within(breakfast).getByRole('radio', { name: 'Partly' })));
    expect(dietPlansApi.logMeal).toHaveBeenCalledWith('plan-1', {
      day: today,
      slot: 'breakfast',
      status: 'partly',
      note: null,
    });
    expect(await within(breakfast).findByText('Saved')).toBeTruthy();
    // another day shows its own menu
    await act(async () => fireEvent.change(screen.getByLabelText('Day'), { target: { value: yesterday } }));
    expect(screen.getByTestId('meal-log-dinner')).toBeTruthy();
    expect(screen.queryByTestId('meal-log-lunch')).toBeNull();
  });

  it("shows the server's reason when a mark is refused", async () => {
    vi.mocked(dietPlansApi.logMeal).mockRejectedValue(
      new ApiError('VALIDATION_FAILED', 400, 'invalid', { fields: { day: 'mealDayOutside' } }),
    );
    await show();
    const breakfast = await screen.findByTestId('meal-log-breakfast');
    await act(async () => fireEvent.click(within(breakfast).getByRole('radio', { name: 'Eaten' })));
    expect(
      await within(breakfast).findByText('You can log today and the seven days before it, within the plan'),
    ).toBeTruthy();
  });
});
