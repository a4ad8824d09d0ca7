import type { LabOrder } from '@verdant/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { ResultsTable } from './lab-ui.tsx';
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
