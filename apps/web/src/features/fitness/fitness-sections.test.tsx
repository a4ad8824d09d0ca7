import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@verdant/shared/auth';
import { createSessionStore } from '../../lib/auth/session-store.ts';
import { memoryDeviceStore } from '../../lib/offline/device-store.ts';
import { connectOffline, resetDeviceForTests, sendQueued } from '../../lib/offline/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { PatientDashboard } from '../dashboards/role-dashboards.tsx';

const figure = (
  value: number | null,
  unit: string,
  citation: string,
  warnings: { code: string; message: string }[] = [],
) => ({
  value,
  unit,
  equation: citation === 'KYLE2001' ? 'kyle-2001' : 'sun-2003-tbw',
  citation,
  reference:
    citation === 'KYLE2001'
      ? 'Kyle UG, et al. Nutrition 2001;17(3):248-253.'
      : 'Sun SS, et al. Am J Clin Nutr 2003.',
  population: '',
  warnings,
});
const young = [
  { code: 'kyle2001.age', message: 'Age 18 y is outside the 20-94 y range of the Kyle 2001 sample.' },
];
const measurement = {
  id: 'm1',
  measuredAt: '2026-11-20T09:00:00Z',
  sex: 'F',
  heightCm: 168,
  weightKg: 64,
  ageYears: 18,
  resistanceOhm: 580,
  reactanceOhm: 62,
  frequencyKhz: 50,
  device: 'Akern',
  bmi: 22.7,
  phaseAngle: { ...figure(6.1, 'degrees', 'KYLE2004'), equation: 'arctan(Xc/R)x180/pi' },
  ffm: figure(null, 'kg', 'KYLE2001', young),
  fatMass: figure(null, 'kg', 'KYLE2001', young),
  bodyFatPercent: figure(null, '%', 'KYLE2001', young),
  tbw: figure(33.2, 'L', 'SUN2003'),
  ffmSun: figure(45.1, 'kg', 'SUN2003'),
  warnings: [],
  recordedBy: 'Maya Chen',
};

const exercise = {
  id: 'e1',
  name: 'Goblet squat',
  aliases: [],
  category: 'Legs',
  primaryMuscles: ['Quadriceps femoris (Quads)'],
  secondaryMuscles: [],
  equipment: ['Kettlebell'],
  description: 'Hold the bell at the chest and squat.',
  license: 'CC-BY-SA-4.0',
  licenseAuthor: 'philip',
  wgerId: 123,
  own: false,
};
const day = {
  name: 'Lower body',
  exercises: [
    {
      exerciseId: 'e1',
      notes: '',
      superset: null,
      sets: [
        { reps: 10, seconds: null, loadKg: 16, restSeconds: 90, rir: 2 },
        { reps: 10, seconds: null, loadKg: 16, restSeconds: 90, rir: 2 },
      ],
    },
  ],
};
const routine = {
  id: 'r1',
  name: 'Strength basics',
  goal: '',
  patient: { id: 'p1', firstName: 'Ana', lastName: 'Ruiz' },
  startDate: '2026-11-02',
  days: [day],
  progression: { kind: 'load', loadStepKg: 2, repsStep: 1 },
  exercises: { e1: exercise },
  nextTargets: [day],
  progress: {
    adherence: [{ weekStart: '2026-11-23', done: 0, planned: 1 }],
    volumeByMuscle: [],
    records: [],
    sessions: [],
  },
  version: 1,
  updatedAt: '2026-11-02T09:00:00Z',
  practiceName: 'Verdant Demo Practice',
};

vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

function at(path: string, post?: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetch = fetchStub({
    'GET /api/v1/me/bia': () =>
      json({
        history: {
          patient: { id: 'p1', firstName: 'Ana', lastName: 'Ruiz', sex: 'F', ageYears: 18 },
          items: [measurement],
          anthropometrics: [],
        },
      }),
    'GET /api/v1/me/routines': () => json({ items: [routine] }),
    'POST /api/v1/me/routines/r1/sessions':
      post ??
      (() =>
        json(
          {
            id: 's1',
            routineId: 'r1',
            dayIndex: 0,
            dayName: 'Lower body',
            performedOn: '2026-11-28',
            feeling: null,
            notes: '',
            setsDone: 1,
            setsPlanned: 2,
            volumeKg: 160,
          },
          201,
        )),
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <PatientDashboard />
    </MemoryRouter>,
  );
  return fetch;
}

describe("the patient's fitness sections", () => {
  it('shows BIA figures in plain words with their source, and says why a figure is not given', async () => {
    at('/patient/bia-analysis');
    const ffm = await screen.findByTestId('bia-ffm');
    expect(ffm.textContent).toContain('Not given: the equation was not validated for this person.');
    expect(ffm.textContent).toContain('outside the 20-94 y range');
    expect(ffm.textContent).not.toMatch(/\d+(\.\d)? kg$/);
    const tbw = screen.getByTestId('bia-tbw');
    expect(tbw.textContent).toContain('33.2 L');
    expect(tbw.textContent).toContain('Sun SS');
    expect(tbw.textContent).toContain('The water in your body');
  });

  it('logs the sets the client ticked, with their reps and load, and credits the exercise', async () => {
    const fetch = at('/patient/flow');
    const card = await screen.findByRole('region', { name: 'Strength basics' });
    expect(within(card).getAllByText(/By philip, CC-BY-SA-4.0/).length).toBeGreaterThan(0);
    await userEvent.click(within(card).getByRole('checkbox', { name: /Set 1 done/ }));
    const load = within(card).getByLabelText('Kg, set 1');
    await userEvent.clear(load);
    await userEvent.type(load, '18');
    await userEvent.click(within(card).getByRole('button', { name: 'Save session' }));
    const post = fetch.calls.find((c) => c.method === 'POST');
    const body = JSON.parse(String(post?.init?.body));
    expect(body.dayIndex).toBe(0);
    expect(body.sets[0]).toEqual({
      exerciseIndex: 0,
      setIndex: 0,
      done: true,
      reps: 10,
      seconds: null,
      loadKg: 18,
    });
    expect(body.sets[1].done).toBe(false);
  });

  it('refuses to save a session with no set done', async () => {
    const fetch = at('/patient/flow');
    const card = await screen.findByRole('region', { name: 'Strength basics' });
    await userEvent.click(within(card).getByRole('button', { name: 'Save session' }));
    expect(await within(card).findByText('Tick at least one set you did.')).toBeTruthy();
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('in a gym without signal: keeps the session on the phone with its key, and sends it once when back', async () => {
    resetDeviceForTests(memoryDeviceStore());
    const session = {
      access_token: 't',
      refresh_token: 'r',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      token_type: 'bearer',
      user: { id: 'p1', email: 'p1@example.test', profileComplete: true },
    } as Session;
    const sessions = createSessionStore({
      fetch: (async (input: RequestInfo | URL) =>
        String(input).endsWith('/me/roles') ? json({ roles: ['patient'] }) : json(session)) as typeof fetch,
      channel: null,
    });
    connectOffline(sessions);
    await sessions.init();
    let reachable = false;
    const keys: string[] = [];
    const fetch = at('/patient/flow', (_url, init) => {
      keys.push(((init?.headers ?? {}) as Record<string, string>)['idempotency-key'] ?? '');
      if (!reachable) throw new TypeError('Failed to fetch');
      return json({ id: 's1', setsDone: 1, setsPlanned: 2 }, 201);
    });
    const spoken = vi.mocked(toast);
    spoken.mockClear();
    const card = await screen.findByRole('region', { name: 'Strength basics' });
    await userEvent.click(within(card).getByRole('checkbox', { name: /Set 1 done/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save session' }));
    await vi.waitFor(() => expect(spoken).toHaveBeenCalled());
    expect(spoken).toHaveBeenCalledWith({
      variant: 'success',
      title: 'Session saved on this phone (1 of 2 sets): it will be sent when you are back online.',
    });
    // the dashboard's offline notice lists it by what it is
    const notice = await screen.findByTestId('outbox-waiting');
    expect(notice.textContent).toContain('1 change waiting to be sent');
    expect(notice.textContent).toContain('Workout session');
    // the form is ready for the next session
    expect((within(card).getByRole('checkbox', { name: /Set 1 done/ }) as HTMLInputElement).checked).toBe(
      false,
    );

    // back in signal: sent with the key of the first attempt, then nothing waits
    reachable = true;
    await act(async () => {
      await sendQueued();
    });
    await vi.waitFor(() => expect(screen.queryByTestId('outbox-waiting')).toBeNull());
    expect((await screen.findByTestId('outbox-sent')).textContent).toBe(
      '1 change made offline has been saved.',
    );
    const posts = fetch.calls.filter((c) => c.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const sent = JSON.parse(String(posts.at(-1)?.init?.body));
    expect(sent.sets[0]).toMatchObject({ exerciseIndex: 0, setIndex: 0, done: true, reps: 10 });
    sessions.dispose();
  });
});
