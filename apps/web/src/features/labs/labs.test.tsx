import type { LabOrder, LabResultFlag } from '@verdant/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { ResultsTable } from './lab-ui.tsx';
import { resultIn, seriesIn } from './lab-units.tsx';
import { latestResults } from './latest-labs-panel.tsx';
import { PatientLabsSection } from './patient-labs-section.tsx';

const result = (over: Partial<LabOrder['results'][number]>): LabOrder['results'][number] => ({
  id: crypto.randomUUID(),
  loinc: '2093-3',
  name: 'Cholesterol (total)',
  value: 180,
  unit: 'mg/dL',
  referenceLow: null,
  referenceHigh: 200,
  rangeSource: 'reference-table',
  flag: 'normal',
  comment: '',
  status: 'current',
  enteredAt: '2026-11-20T10:00:00Z',
  acknowledgedAt: null,
  ...over,
});

const order: LabOrder = {
  id: 'o1',
  number: 'LO-000042',
  status: 'reviewed',
  source: 'order',
  priority: 'routine',
  fasting: 'fast_12h',
  notes: '',
  patient: { id: 'p1', firstName: 'Emma', lastName: 'Wilson', dateOfBirth: '1990-01-01', sex: 'F' },
  practice: { id: 'org', name: 'Verdant Demo Practice' },
  laboratory: { id: 'lab', name: 'Verdant Demo Laboratory' },
  outsideLaboratory: null,
  orderedBy: { id: 'u', name: 'Dr. Maya Chen' },
  orderingClinician: null,
  registeredByLab: false,
  releasedAt: null,
  codes: [{ code: '24331-1', name: 'Lipid panel', kind: 'panel' }],
  analytes: [
    { loinc: '2093-3', name: 'Cholesterol (total)', unit: 'mg/dL' },
    { loinc: '2571-8', name: 'Triglycerides', unit: 'mg/dL' },
    { loinc: '2085-9', name: 'HDL cholesterol', unit: 'mg/dL' },
  ],
  results: [
    result({ value: 232, flag: 'high', status: 'superseded' }),
    result({ value: 242, flag: 'high' }),
    result({ loinc: '2571-8', name: 'Triglycerides', value: 120, referenceHigh: 150 }),
  ],
  events: [],
  reviewComment: 'Cholesterol is a little high: more oats and beans.',
  reviewedBy: { id: 'u', name: 'Dr. Maya Chen' },
  cancelReason: '',
  document: null,
  orderedAt: '2026-11-18T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

describe('lab results', () => {
  it('shows the current value, keeps a corrected one struck through, and marks a test still waiting', () => {
    render(
      <MemoryRouter>
        <ResultsTable order={order} caption="Results" />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('result-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByTestId('result-value').textContent).toBe('242 mg/dL');
    expect(within(rows[0]!).getByText('High')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('result-value').className).toContain('line-through');
    expect(within(rows[3]!).getByText('Waiting')).toBeTruthy();
  });

  it('tells the patient what each reviewed value means, in plain words and in Spanish', async () => {
    await i18n.changeLanguage('es');
    vi.stubGlobal(
      'fetch',
      fetchStub({ 'GET /api/v1/me/lab-results': () => json({ orders: [order], trends: [] }) }),
    );
    render(
      <MemoryRouter>
        <PatientLabsSection />
      </MemoryRouter>,
    );
    const flags = await screen.findAllByTestId('plain-flag');
    expect(flags.map((f) => f.textContent)).toEqual([
      'Por encima del rango habitual',
      'Dentro del rango habitual',
    ]);
    expect(screen.getByText('Colesterol total')).toBeTruthy();
    expect(screen.getByText('Rango habitual: menos de 200 mg/dL')).toBeTruthy();
    expect(screen.getByText(order.reviewComment)).toBeTruthy();
  });
});

describe('the viewer’s unit system', () => {
  it('converts values and ranges to SI in the results table (cholesterol, triglycerides)', () => {
    render(
      <MemoryRouter>
        <ResultsTable order={order} caption="Results" system="si" />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('result-row');
    expect(within(rows[0]!).getByTestId('result-value').textContent).toBe('6.26 mmol/L');
    expect(within(rows[2]!).getByTestId('result-value').textContent).toBe('1.35 mmol/L');
    expect(within(rows[2]!).getByText('below 1.69 mmol/L')).toBeTruthy();
    // the flag is the laboratory's interpretation, unchanged by the unit shown
    expect(within(rows[0]!).getByText('High')).toBeTruthy();
  });

  it('converts HbA1c % ↔ mmol/mol, creatinine mg/dL ↔ µmol/L and glucose in trends; leaves TSH as reported', () => {
    const a1c = resultIn(
      { ...order.results[0]!, loinc: '4548-4', value: 6.5, unit: '%', referenceHigh: 5.7 },
      'si',
    );
    expect([a1c.value, a1c.unit, a1c.referenceHigh]).toEqual([48, 'mmol/mol', 39]);
    const back = resultIn({ ...a1c, referenceHigh: null }, 'conventional');
    expect([back.value, back.unit]).toEqual([6.5, '%']);
    const creatinine = resultIn({ ...order.results[0]!, loinc: '2160-0', value: 1.1, unit: 'mg/dL' }, 'si');
    expect([creatinine.value, creatinine.unit]).toEqual([97, 'umol/L']);
    const tsh = resultIn({ ...order.results[0]!, loinc: '3016-3', value: 2.1, unit: 'mIU/L' }, 'si');
    expect([tsh.value, tsh.unit]).toEqual([2.1, 'mIU/L']);
    const glucose = seriesIn(
      {
        loinc: '1558-6',
        name: 'Glucose (fasting)',
        unit: 'mg/dL',
        points: [
          {
            orderId: 'a',
            at: '2026-01-01T00:00:00Z',
            value: 99,
            unit: 'mg/dL',
            flag: 'normal',
            referenceLow: 70,
            referenceHigh: 99,
          },
          {
            orderId: 'b',
            at: '2026-06-01T00:00:00Z',
            value: 126,
            unit: 'mg/dL',
            flag: 'high',
            referenceLow: 70,
            referenceHigh: 99,
          },
        ],
      },
      'si',
    );
    expect(glucose.unit).toBe('mmol/L');
    expect(glucose.points.map((p) => [p.value, p.referenceLow, p.referenceHigh])).toEqual([
      [5.49, 3.89, 5.49],
      [6.99, 3.89, 5.49],
    ]);
  });

  it('shows the patient their values in the unit system they chose, with the report download', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET /api/v1/me/lab-results': () => json({ orders: [order], trends: [] }),
        'GET /api/v1/me/lab-preferences': () => json({ unitSystem: 'si' }),
      }),
    );
    render(
      <MemoryRouter>
        <PatientLabsSection />
      </MemoryRouter>,
    );
    expect(await screen.findByText('6.26 mmol/L')).toBeTruthy();
    expect(screen.getByText('Usual range: below 1.69 mmol/L')).toBeTruthy();
    expect(screen.getByTestId('lab-report').getAttribute('href')).toBe(
      '/api/v1/me/lab-results/report.pdf?lang=en',
    );
  });
});

describe('the consultation editor’s latest lab results', () => {
  it('keeps each test’s latest value, abnormal first (critical, then high or low), newest first', () => {
    const point = (at: string, value: number, flag: LabResultFlag) => ({
      orderId: at,
      at,
      value,
      unit: 'mg/dL',
      flag,
      referenceLow: null,
      referenceHigh: null,
    });
    const latest = latestResults([
      {
        loinc: '2093-3',
        name: 'Cholesterol',
        unit: 'mg/dL',
        points: [point('2026-01-01', 250, 'high'), point('2026-06-01', 190, 'normal')],
      },
      { loinc: '2571-8', name: 'Triglycerides', unit: 'mg/dL', points: [point('2026-06-01', 180, 'high')] },
      {
        loinc: '2345-7',
        name: 'Glucose',
        unit: 'mg/dL',
        points: [point('2026-03-01', 520, 'critical_high')],
      },
      { loinc: '2085-9', name: 'HDL', unit: 'mg/dL', points: [point('2026-07-01', 35, 'low')] },
    ]);
    expect(latest.map((r) => [r.loinc, r.value])).toEqual([
      ['2345-7', 520],
      ['2085-9', 35],
      ['2571-8', 180],
      ['2093-3', 190],
    ]);
  });
});
