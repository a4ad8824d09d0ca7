import { scoreQuestionnaire, type WellnessEntry } from '@verdant/shared/wellness';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';
import { bmiOf } from './apnea-section.tsx';
import { MindsetSection } from './mindset-section.tsx';
import { RechargeSection, sleepAverages } from './recharge-section.tsx';
import { countryCode, weekly } from './wellness-ui.tsx';

const today = localToday();
const back = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const night = (
  date: string,
  bedTime: string,
  wakeTime: string,
  quality: number,
  minutes: number,
): WellnessEntry => ({
  id: `s-${date}`,
  kind: 'sleep',
  date,
  createdAt: `${date}T07:00:00Z`,
  sleep: { bedTime, wakeTime, awakenings: 1, quality, minutes },
  mood: null,
  questionnaire: null,
});

function scored(answers: number[]): WellnessEntry {
  const s = scoreQuestionnaire('phq9', answers);
  return {
    id: 'q1',
    kind: 'phq9',
    date: today,
    createdAt: `${today}T10:00:00Z`,
    sleep: null,
    mood: null,
    questionnaire: { answers, total: s.total, max: s.max, band: s.band, high: s.high, crisis: s.crisis },
  };
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

function mount(node: React.ReactNode, routes: Parameters<typeof fetchStub>[0]) {
  const stub = fetchStub(routes);
  vi.stubGlobal('fetch', stub);
  render(<MemoryRouter>{node}</MemoryRouter>);
  return stub;
}

describe('Recharge', () => {
  it('averages the last 7 nights and the last 4 weeks, and tabulates the weeks the chart draws', async () => {
    const entries = [
      night(back(20), '23:00', '07:00', 2, 480),
      night(back(1), '23:30', '06:30', 4, 420),
      night(today, '22:30', '06:30', 5, 480),
    ];
    mount(<RechargeSection />, {
      'GET /api/v1/me/wellness': () =>
        json({ entries, assignments: [], streaks: { sleep: 2, mood: 0 }, country: null }),
    });
    const averages = await screen.findByTestId('sleep-averages');
    expect(averages.textContent).toContain('7 h 30 min'); // (420 + 480) / 2
    expect(averages.textContent).toContain('Quality 4.5 / 5');
    expect(averages.textContent).toContain('2 nights');
    expect(averages.textContent).toContain('3 nights');
    const weeks = screen.getByTestId('sleep-weeks');
    expect(within(weeks).getAllByRole('row')).toHaveLength(9); // header + 8 weeks
    expect(screen.getByRole('link', { name: /sleep-apnea screening/ }).getAttribute('href')).toBe(
      '/patient/recharge/apnea',
    );
  });

  it('sends the night as entered', async () => {
    const stub = mount(<RechargeSection />, {
      'GET /api/v1/me/wellness': () =>
        json({ entries: [], assignments: [], streaks: { sleep: 0, mood: 0 }, country: null }),
      'POST /api/v1/me/wellness/sleep': () => json(night(today, '23:00', '07:00', 3, 480), 201),
    });
    await screen.findByText(/No nights logged yet/);
    const user = userEvent.setup();
    const awakenings = screen.getByLabelText('Times you woke up');
    await user.clear(awakenings);
    await user.type(awakenings, '2');
    await user.selectOptions(screen.getByLabelText('How well did you sleep?'), '4');
    await user.click(screen.getByRole('button', { name: 'Save night' }));
    expect(await screen.findByText('Night saved')).toBeTruthy();
    const post = stub.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      date: today,
      bedTime: '23:00',
      wakeTime: '07:00',
      awakenings: 2,
      quality: 4,
    });
  });
});

describe('Mindset', () => {
  it("shows crisis resources for the patient's country at once when PHQ-9 item 9 is above zero", async () => {
    const answers = [0, 0, 0, 0, 0, 0, 0, 0, 2];
    mount(<MindsetSection />, {
      'GET /api/v1/me/wellness': () =>
        json({ entries: [], assignments: [], streaks: { sleep: 0, mood: 0 }, country: 'Spain' }),
      'POST /api/v1/me/wellness/questionnaires': () => json(scored(answers), 201),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take the PHQ-9' }));
    const form = screen.getByRole('form', { name: 'Take the PHQ-9' });
    const groups = within(form).getAllByRole('group');
    expect(groups).toHaveLength(9);
    for (const [i, group] of groups.entries()) {
      await user.click(within(group).getAllByRole('radio')[answers[i]!]!);
    }
    await user.click(screen.getByRole('button', { name: 'Score my answers' }));
    const crisis = await screen.findByTestId('crisis-resources');
    expect(crisis.textContent).toContain('024');
    expect(crisis.textContent).toContain('112');
  });

  it('asks for every answer before scoring', async () => {
    const stub = mount(<MindsetSection />, {
      'GET /api/v1/me/wellness': () =>
        json({ entries: [], assignments: [], streaks: { sleep: 0, mood: 0 }, country: null }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take the WHO-5' }));
    await user.click(screen.getByRole('button', { name: 'Score my answers' }));
    expect(screen.getByText('Answer every question to see your score.')).toBeTruthy();
    expect(stub.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('helpers', () => {
  it('averages by week, oldest first, leaving empty weeks empty', () => {
    const rows = weekly(
      [night(back(0), '23:00', '07:00', 4, 480), night(back(0), '23:00', '07:00', 2, 480)],
      {
        q: (e) => e.sleep?.quality,
      },
    );
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)!.q).toBe(3);
    expect(rows[0]!.q).toBeNull();
    expect(sleepAverages([], back(6))).toBeNull();
  });

  it('reads the country of the record and computes BMI', () => {
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('México')).toBe('MX');
    expect(countryCode('Atlantis')).toBeNull();
    expect(bmiOf('170', '95')).toBe(32.9);
    expect(bmiOf('', '95')).toBeNull();
  });
});
