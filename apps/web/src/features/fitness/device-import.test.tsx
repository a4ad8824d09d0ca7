import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { ActivityImportCard, BiaImportCard } from './device-import.tsx';

afterEach(() => vi.unstubAllGlobals());

const INBODY =
  '"Test Date / Time","Weight","Imp. 50 kHz","React. 50 kHz"\n"20260301093000","63.1","570.2","60.3"\n';

describe('device imports', () => {
  it('asks for the columns it could not recognise, then sends the file with the mapping', async () => {
    const fetch = fetchStub({
      'POST /api/v1/patients/p1/bia/import': () =>
        json(
          {
            importId: 'i1',
            kind: 'bia',
            format: 'csv',
            filename: 'inbody.csv',
            imported: [
              {
                id: 'b1',
                startedAt: '2026-03-01T09:30:00.000Z',
                label: 'InBody S10',
                minutes: null,
                distanceKm: null,
                averageHr: null,
              },
            ],
            skipped: [],
          },
          201,
        ),
    });
    vi.stubGlobal('fetch', fetch);
    const onImported = vi.fn();
    render(<BiaImportCard target={{ patientId: 'p1' }} onImported={onImported} />);
    await userEvent.upload(
      screen.getByLabelText('File'),
      new File([INBODY], 'inbody.csv', { type: 'text/csv' }),
    );
    expect(((await screen.findByLabelText('Date *')) as HTMLSelectElement).value).toBe('Test Date / Time');
    expect((screen.getByLabelText('Weight (kg) *') as HTMLSelectElement).value).toBe('Weight');
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    expect(screen.getByText(/Choose the column for: Resistance R \(Ω\), Reactance Xc \(Ω\)/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Resistance R (Ω) *'), 'Imp. 50 kHz');
    await userEvent.selectOptions(screen.getByLabelText('Reactance Xc (Ω) *'), 'React. 50 kHz');
    await userEvent.type(screen.getByLabelText('Analyser (when the file does not name it)'), 'InBody S10');
    await userEvent.click(importButton);
    expect(await screen.findByText('1 measurement imported.')).toBeTruthy();
    const sent = fetch.calls.find((c) => c.method === 'POST')!.init!.body as FormData;
    expect(JSON.parse(String(sent.get('mapping')))).toEqual({
      measuredAt: 'Test Date / Time',
      weightKg: 'Weight',
      resistanceOhm: 'Imp. 50 kHz',
      reactanceOhm: 'React. 50 kHz',
    });
    expect(sent.get('device')).toBe('InBody S10');
    expect((sent.get('file') as File).name).toBe('inbody.csv');
    expect(onImported).toHaveBeenCalled();
  });

  it('says which rows of a refused file are wrong and why', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'POST /api/v1/me/activities/import': () =>
          json(
            {
              error: {
                code: 'IMPORT_INVALID',
                message: 'x',
                details: {
                  errors: [
                    { line: 3, fields: { date: 'invalidDate' } },
                    { line: 4, fields: { type: 'unknownType' } },
                  ],
                },
              },
            },
            400,
          ),
      }),
    );
    render(<ActivityImportCard target={{ self: true }} onImported={() => undefined} />);
    await userEvent.upload(screen.getByLabelText('File'), new File(['Date,Type\n'], 'watch.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('This file cannot be imported. Nothing was changed.', { exact: false }),
    ).toBeTruthy();
    const rows = screen.getByTestId('import-errors').textContent;
    expect(rows).toContain('Line 3: Date — not a date we can read');
    expect(rows).toContain('Line 4: Type — an activity type we do not know');
  });

  it('reports what was imported and what was already on the record', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'POST /api/v1/patients/p1/activities/import': () =>
          json(
            {
              importId: 'i1',
              kind: 'activity',
              format: 'gpx',
              filename: 'run.gpx',
              imported: [
                {
                  id: 'a1',
                  startedAt: '2026-03-14T07:30:00.000Z',
                  label: '12050',
                  minutes: 30,
                  distanceKm: 5,
                  averageHr: 145,
                },
              ],
              skipped: [{ line: 2, startedAt: '2026-03-10T07:30:00.000Z' }],
            },
            201,
          ),
      }),
    );
    render(<ActivityImportCard target={{ patientId: 'p1' }} onImported={() => undefined} />);
    await userEvent.upload(screen.getByLabelText('File'), new File(['<gpx'], 'run.gpx'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const result = await screen.findByTestId('import-result');
    expect(result.textContent).toContain('1 activity imported. 1 was already on the record and was skipped.');
    expect(result.textContent).toContain('30 min · 5 km · 145 bpm');
  });
});
