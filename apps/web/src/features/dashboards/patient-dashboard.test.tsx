import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { PATIENT_SECTIONS } from './patient-sections.tsx';
import { PatientDashboard } from './role-dashboards.tsx';

const plan = {
  id: 'p1',
  name: 'Iron-rich weekly menu',
  practiceName: 'Verdant Demo Practice',
  startDate: '2026-11-01',
  endDate: '2026-12-26',
  menuDays: 2,
  goals: null,
  description: null,
  mealPrepNotes: 'Cook oats the night before.',
  dietaryTags: [],
  targets: {
    calories: { target: 1850, min: 1758, max: 1943 },
    protein: { target: 92, min: 83, max: 102 },
    carbs: { target: 231, min: 208, max: 254 },
    fat: { target: 62, min: 56, max: 68 },
    fiber: { target: 26, min: 26, max: 52 },
  },
  sharedAt: '2026-11-01T09:00:00Z',
  todayDay: 2,
  days: [1, 2].map((day) => ({
    day,
    meals: [
      {
        slot: 'breakfast',
        kcal: 300,
        items: [
          {
            ndbNo: '09003',
            description: `Apples, raw, with skin (day ${day})`,
            grams: 182,
            quantity: 1,
            measure: 'medium (3" dia)',
            kcal: 95,
          },
        ],
      },
    ],
    totals: { calories: 1850, protein: 90, carbs: 230, fat: 60, fiber: null },
    note: null,
  })),
  shoppingList: [
    { groupCode: '0900', items: [{ ndbNo: '09003', description: 'Apples, raw, with skin', grams: 1274 }] },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function at(path: string) {
  vi.stubGlobal(
    'fetch',
    fetchStub({
      'GET /api/v1/me/diet-plans': () => json({ items: [plan] }),
      'GET /api/v1/me/appointments': () => json({ items: [], nextCursor: null }),
      'GET /api/v1/me/wellness': () =>
        json({
          entries: [],
          assignments: [
            {
              id: 'a1',
              target: 'phq9',
              frequency: 'every2weeks',
              note: 'Before our next visit',
              assignedBy: 'Sofia Martinez',
              createdAt: '2026-11-01T09:00:00Z',
              done: 1,
              expected: 2,
              dueNow: true,
            },
          ],
          streaks: { sleep: 5, mood: 1 },
          country: null,
        }),
      'GET /api/v1/me/wellness/tip': () =>
        json({
          id: 'tip-1',
          date: '2026-11-28',
          category: 'sleep',
          text: 'Adults need at least seven hours of sleep a night.',
          source: 'CDC, Sleep and sleep disorders',
          sourceUrl: 'https://www.cdc.gov/sleep/',
        }),
      'GET /api/v1/conversations/unread': () => json({ total: 2 }),
    }),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <PatientDashboard />
    </MemoryRouter>,
  );
}

describe('the patient dashboard', () => {
  it('lists Fuel among its sections, in the shape other features add theirs', () => {
    expect(PATIENT_SECTIONS.map((s) => [s.path, s.titleKey])).toContainEqual([
      '/patient/fuel',
      'nutrition:fuel.title',
    ]);
  });

  it("opens on the Fuel section at /patient/fuel: today's day first, in the patient's units, with the shopping list by aisle", async () => {
    at('/patient/fuel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fuel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fuel' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findByRole('tab', { name: 'Today (day 2)' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Apples, raw, with skin (day 2)')).toBeTruthy();
    expect(screen.getByText('1 × medium (3" dia) (182 g)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fruit and juices' })).toBeTruthy();
    expect(screen.getByText('1,274 g')).toBeTruthy();
    // a nutrient no food reports is said so, not shown as 0
    expect(screen.getByTestId('fuel-day-totals').textContent).toContain('Fiber not reported');
  });

  it("shows the summary with today's menu on /patient/dashboard", async () => {
    at('/patient/dashboard');
    const today = await screen.findByTestId('today-plan');
    expect(today.textContent).toContain('Iron-rich weekly menu');
    expect(today.textContent).toContain('Today: day 2 of the menu, 1,850 kcal');
    expect(screen.getByRole('link', { name: 'Open your meal plan' }).getAttribute('href')).toBe(
      '/patient/fuel',
    );
  });

  it("shows the day's tip with its source, the care team's tasks, streaks and unread messages, each linking to its section", async () => {
    at('/patient/dashboard');
    const tip = await screen.findByTestId('daily-tip');
    expect(tip.textContent).toContain('Adults need at least seven hours of sleep a night.');
    expect(tip.textContent).toContain('Source: CDC, Sleep and sleep disorders');
    const tasks = await screen.findByTestId('care-tasks');
    expect(tasks.textContent).toContain('Due');
    expect(screen.getByRole('link', { name: 'PHQ-9' }).getAttribute('href')).toBe('/patient/mindset');
    expect(screen.getByRole('link', { name: '5 days of sleep diary' }).getAttribute('href')).toBe(
      '/patient/recharge',
    );
    expect((await screen.findByTestId('unread-messages')).textContent).toContain('2 unread messages');
  });
});
