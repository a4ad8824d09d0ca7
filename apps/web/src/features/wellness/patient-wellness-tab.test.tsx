import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { PatientWellnessTab } from './patient-wellness-tab.tsx';

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

const wellness = {
  entries: [
    {
      id: 'e2',
      kind: 'phq9',
      date: '2026-11-20',
      createdAt: '2026-11-20T10:00:00Z',
      sleep: null,
      mood: null,
      questionnaire: {
        answers: [1, 1, 1, 1, 1, 1, 1, 0, 1],
        total: 8,
        max: 27,
        band: 'mild',
        high: true,
        crisis: true,
      },
    },
    {
      id: 'e1',
      kind: 'sleep',
      date: '2026-11-19',
      createdAt: '2026-11-19T07:00:00Z',
      sleep: { bedTime: '23:00', wakeTime: '06:30', awakenings: 2, quality: 3, minutes: 450 },
      mood: null,
      questionnaire: null,
    },
  ],
  assignments: [
    {
      id: 'a1',
      target: 'sleep',
      frequency: 'daily',
      note: null,
      assignedBy: 'Maya Chen',
      createdAt: '2026-11-01T09:00:00Z',
      done: 6,
      expected: 8,
      dueNow: true,
    },
  ],
};

describe("the record's Wellness tab", () => {
  it('shows scores with the crisis flag, sleep averages and adherence, and assigns a questionnaire', async () => {
    const stub = fetchStub({
      'GET /api/v1/patients/p1/wellness': () => json(wellness),
      'POST /api/v1/patients/p1/wellness/assignments': () =>
        json({ ...wellness.assignments[0], id: 'a2' }, 201),
    });
    vi.stubGlobal('fetch', stub);
    render(
      <MemoryRouter>
        <PatientWellnessTab patientId="p1" />
      </MemoryRouter>,
    );
    const scores = await screen.findByTestId('score-list');
    expect(within(scores).getByText(/Mild · 8\/27/)).toBeTruthy();
    expect(within(scores).getByText('Item 9 above 0')).toBeTruthy();
    expect(screen.getByText('Average 7.5 h, quality 3 / 5 (1 night)')).toBeTruthy();
    expect(screen.getByText(/6 of 8 periods done/)).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('What'), 'gad7');
    await user.selectOptions(screen.getByLabelText('How often'), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assigned', { selector: '[role=status]' })).toBeTruthy();
    const post = stub.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ target: 'gad7', frequency: 'weekly', note: null });
  });
});
