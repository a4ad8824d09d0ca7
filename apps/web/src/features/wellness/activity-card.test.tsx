import type { WellnessEntry } from '@verdant/shared/wellness';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';
import { activityWeeks, FlowActivity } from './activity-card.tsx';

const today = localToday();
const back = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const mondayOffset = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;

const steps = (date: string, s: number, m: number, editable = true): WellnessEntry => ({
  id: `a-${date}`,
  kind: 'activity',
  date,
  createdAt: `${date}T20:00:00Z`,
  sleep: null,
  mood: null,
  questionnaire: null,
  activity: { steps: s, activeMinutes: m, editable },
});

const mine = (entries: WellnessEntry[]) => () =>
  json({ entries, assignments: [], streaks: { sleep: 0, mood: 0 }, country: null });

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

function mount(routes: Parameters<typeof fetchStub>[0]) {
  const stub = fetchStub(routes);
  vi.stubGlobal('fetch', stub);
  render(
    <MemoryRouter>
      <FlowActivity />
    </MemoryRouter>,
  );
  return stub;
}

describe('activityWeeks', () => {
  it('sums active minutes per week (what WHO counts) and averages the days’ steps', () => {
    const rows = activityWeeks(
      [
        steps(back(mondayOffset), 6_000, 30),
        steps(back(mondayOffset + 1), 10_000, 50),
        steps(today, 8_000, 40),
      ],
      today,
    );
    expect(rows).toHaveLength(8);
    const last = rows.at(-1)!;
    const before = rows.at(-2)!;
    expect(last).toMatchObject({ minutes: 70, steps: 7_000 });
    expect(before).toMatchObject({ minutes: 50, steps: 10_000 });
    expect(rows[0]).toMatchObject({ minutes: null, steps: null });
  });
});

describe('Flow: steps and active minutes', () => {
  it('shows the week against the WHO 150–300 minutes and sends today’s entry as typed', async () => {
    const stub = mount({
      'GET /api/v1/me/wellness': mine([steps(back(mondayOffset), 9_000, 120, false)]),
      'PUT /api/v1/me/wellness/activity': () => json(steps(today, 7_500, 45), 200),
    });
    const week = await screen.findByTestId('who-week');
    expect(week.textContent).toContain('120 min this week (goal 150–300)');
    expect(week.textContent).toContain('below the recommendation');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('120');
    expect(within(screen.getByTestId('activity-weeks')).getAllByRole('row')).toHaveLength(9);
    const user = userEvent.setup();
    // last week's Sunday: never the locked Monday above
    const date = back(mondayOffset + 1);
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), date);
    await user.type(screen.getByLabelText('Steps'), '7500');
    await user.type(screen.getByLabelText('Active minutes'), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const put = stub.calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ date, steps: 7_500, activeMinutes: 45 });
  });

  it('fills the day’s entry for a change or a delete the same day, and locks an older one', async () => {
    const stub = mount({
      'GET /api/v1/me/wellness': mine([steps(today, 5_000, 20), steps(back(8), 3_000, 10, false)]),
      [`DELETE /api/v1/me/wellness/activity/${today}`]: () => new Response(null, { status: 204 }),
    });
    expect(((await screen.findByLabelText('Steps')) as HTMLInputElement).value).toBe('5000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.')).toBeTruthy();
    expect(stub.calls.some((c) => c.method === 'DELETE' && c.path.endsWith(today))).toBe(true);
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, back(8));
    expect(await screen.findByText(/It can no longer be changed/)).toBeTruthy();
    expect((screen.getByLabelText('Steps') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
