/**
 * The appointments import of the data screen (ADR 0056): a CSV (ours, or another platform's export)
 * is read in the browser, its columns mapped onto ours with a first guess, rewritten with our header
 * and ISO dates, checked by the server (every row's errors, a sample), then imported all at once.
 */
import { APPOINTMENT_CSV_COLUMNS, type AppointmentImportPreview } from '@verdant/shared/compliance';
import { MAX_IMPORT_BYTES } from '@verdant/shared/patients';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../lib/api/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { ColumnMappingList } from './column-mapping-list.tsx';
import { complianceApi } from './compliance-api.ts';
import {
  type AppointmentColumn,
  appointmentMappingProblems,
  DATE_FORMATS,
  type DateFormat,
  guessAppointmentMapping,
  parseCsv,
  remapColumns,
} from './csv-mapping.ts';

type RowErrors = AppointmentImportPreview['errors'];

function rowErrorsOf(err: unknown): RowErrors | null {
  if (!(err instanceof ApiError) || err.code !== 'IMPORT_INVALID') return null;
  const errors = (err.details as { errors?: RowErrors } | undefined)?.errors;
  return Array.isArray(errors) ? errors : null;
}

export function AppointmentsImportCard() {
  const { t } = useTranslation('dataAdmin');
  const fileId = useId();
  const [rows, setRows] = useState<string[][] | null>(null);
  const [mapping, setMapping] = useState<(AppointmentColumn | null)[]>([]);
  const [dates, setDates] = useState<DateFormat>('iso');
  const [problem, setProblem] = useState<string | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<AppointmentImportPreview | null>(null);
  const [errors, setErrors] = useState<RowErrors>([]);
  const [busy, setBusy] = useState(false);
  const column = (c: string) => t(`appointmentsImport.columns.${c}`, { defaultValue: c });

  async function choose(file: File | undefined) {
    setRows(null);
    setProblem(null);
    setPreview(null);
    setErrors([]);
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(t('import.tooLarge'));
      return;
    }
    const parsed = parseCsv(await file.text());
    if (parsed.length < 2) {
      setProblem(t('import.empty'));
      return;
    }
    setRows(parsed);
    setMapping(guessAppointmentMapping(parsed[0]!));
  }

  async function check() {
    if (!rows) return;
    const text = remapColumns(rows, mapping, ['date', 'patientDateOfBirth'], dates);
    setBusy(true);
    setProblem(null);
    try {
      const p = await complianceApi.previewAppointments(text);
      setCsv(text);
      setPreview(p);
      setErrors(p.errors);
    } catch (err) {
      setErrors(rowErrorsOf(err) ?? []);
      setProblem(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!csv) return;
    setBusy(true);
    try {
      const r = await complianceApi.importAppointments(csv);
      toast({ title: t('appointmentsImport.done', { count: r.created }), variant: 'success' });
      setRows(null);
      setPreview(null);
      setCsv(null);
    } catch (err) {
      setErrors(rowErrorsOf(err) ?? []);
      setProblem(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  const problems = appointmentMappingProblems(mapping);
  const header = rows?.[0] ?? [];
  return (
    <Card title={t('appointmentsImport.title')} description={t('appointmentsImport.description')}>
      <div className="space-y-4 text-sm" data-testid="appointments-import">
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block font-medium">
            {t('import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void choose(e.target.files?.[0])}
            className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
          />
        </div>
        {rows ? (
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t('import.mapping', { count: rows.length - 1 })}</legend>
            <ColumnMappingList
              fileId={fileId}
              header={header}
              sample={rows[1]}
              mapping={mapping}
              columns={APPOINTMENT_CSV_COLUMNS}
              columnLabel={column}
              onChange={(i, value) => {
                const next = [...mapping];
                next[i] = value;
                setMapping(next);
                setPreview(null);
              }}
            />
            <div className="max-w-xs space-y-1">
              <label htmlFor={`${fileId}-dates`} className="block font-medium">
                {t('appointmentsImport.dates')}
              </label>
              <Select
                id={`${fileId}-dates`}
                value={dates}
                onChange={(e) => setDates(e.target.value as DateFormat)}
              >
                {DATE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`import.dateFormats.${f}`)}
                  </option>
                ))}
              </Select>
            </div>
            {problems.missing.length ? (
              <Alert variant="warning">
                {t('import.missing', { columns: problems.missing.map(column).join(', ') })}
              </Alert>
            ) : null}
            {problems.duplicates.length ? (
              <Alert variant="warning">
                {t('import.duplicates', { columns: problems.duplicates.map(column).join(', ') })}
              </Alert>
            ) : null}
            <Button
              variant="secondary"
              loading={busy && !preview}
              disabled={problems.missing.length > 0 || problems.duplicates.length > 0}
              onClick={() => void check()}
            >
              {t('import.check')}
            </Button>
          </fieldset>
        ) : null}
        {problem ? <Alert>{problem}</Alert> : null}
        {preview ? (
          <p role="status">
            {t('appointmentsImport.summary', {
              total: preview.total,
              valid: preview.valid,
              zone: preview.timeZone,
            })}
          </p>
        ) : null}
        {errors.length ? (
          <div className="space-y-1">
            <p className="font-semibold">{t('appointmentsImport.rowErrors', { count: errors.length })}</p>
            <ul className="list-disc space-y-1 pl-5" data-testid="appointments-import-errors">
              {errors.map((row) => (
                <li key={row.line} className="break-words">
                  <span className="font-medium">{t('appointmentsImport.line', { line: row.line })}</span>{' '}
                  {Object.entries(row.fields)
                    .map(([field, code]) =>
                      field === '_'
                        ? t(`appointmentsImport.errors.${code}`, { defaultValue: code })
                        : `${column(field)}: ${t(`appointmentsImport.errors.${code}`, { defaultValue: code })}`,
                    )
                    .join('; ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {preview?.sample.length ? (
          <ul className="space-y-1" aria-label={t('appointmentsImport.sample')}>
            {preview.sample.map((s) => (
              <li key={s.line} className="break-words rounded-md border border-border p-2">
                <span className="font-medium">{s.patientName}</span> · {s.professionalName} ·{' '}
                {formatDateTime(s.startsAt)} · {t('appointmentsImport.minutes', { count: s.durationMinutes })}{' '}
                · {s.service} · {t(`appointmentsImport.statuses.${s.status}`, { defaultValue: s.status })}
              </li>
            ))}
          </ul>
        ) : null}
        {preview ? (
          <Button
            loading={busy}
            disabled={preview.errors.length > 0 || preview.valid === 0}
            onClick={() => void run()}
          >
            {t('appointmentsImport.import', { count: preview.valid })}
          </Button>
        ) : null}
        {preview && preview.errors.length > 0 ? (
          <p className="text-muted">{t('appointmentsImport.allOrNothing')}</p>
        ) : null}
      </div>
    </Card>
  );
}
