import { MAX_IMPORT_BYTES, PATIENT_CSV_COLUMNS, type PatientImportPreview } from '@verdant/shared/patients';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { newIdempotencyKey } from '../../lib/api/site-api.ts';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { invalidate } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { isLimitError, PlanLimitNotice } from './plan-limit.tsx';
import { usePatientFieldText } from './patient-ui.tsx';
import { patientsApi } from './patients-api.ts';

/** Per-row errors of a preview, or of a refused import (`details.errors`). */
function rowErrorsOf(error: unknown): PatientImportPreview['errors'] {
  const errors = apiErrorOf(error)?.details.errors;
  return Array.isArray(errors) ? (errors as PatientImportPreview['errors']) : [];
}

/**
 * Import patients from a CSV file: the server checks every row first (preview, nothing written),
 * then the confirmed import creates all rows or none. `csvText`: a file already chosen and mapped
 * to our columns elsewhere (the administrator's data screen, ADR 0050), checked as soon as it opens.
 */
export function ImportDialog({
  open,
  onClose,
  csvText,
}: {
  open: boolean;
  onClose(): void;
  csvText?: string | null;
}) {
  const { t, i18n } = useTranslation('patients');
  const fieldText = usePatientFieldText();
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<PatientImportPreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  function reset() {
    setCsv(null);
    setPreview(null);
    setError(null);
    setKey(newIdempotencyKey());
  }

  async function choose(file: File | undefined) {
    reset();
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setError(new Error(t('import.tooLarge', { size: formatBytes(MAX_IMPORT_BYTES, i18n.language) })));
      return;
    }
    await check(await file.text());
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a given file is checked once per opening
  useEffect(() => {
    if (open && csvText) void check(csvText);
  }, [open, csvText]);

  async function check(text: string) {
    setCsv(text);
    setBusy(true);
    try {
      setPreview(await patientsApi.importPreview(text));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!csv) return;
    setBusy(true);
    setError(null);
    try {
      const result = await patientsApi.importCsv(csv, key);
      toast({ variant: 'success', title: t('import.done', { count: result.created }) });
      await invalidate(queryKeys.patients.all);
      reset();
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const rowErrors = preview?.errors.length ? preview.errors : rowErrorsOf(error);
  const sampleColumns: Column<PatientImportPreview['sample'][number]>[] = [
    { key: 'name', header: t('fields.name'), cell: (row) => `${row.firstName} ${row.lastName}` },
    { key: 'email', header: t('fields.email'), cell: (row) => row.email ?? '—' },
    { key: 'dateOfBirth', header: t('fields.dateOfBirth'), cell: (row) => row.dateOfBirth ?? '—' },
    { key: 'status', header: t('fields.status'), cell: (row) => t(`status.${row.status}`) },
  ];
  const overLimit = preview && preview.limit !== null && preview.activeAfter > preview.limit;
  const canConfirm = preview && preview.errors.length === 0 && preview.valid > 0 && !overLimit;

  return (
    <Dialog
      open={open}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('import.title')}
      className="w-[44rem]"
    >
      <div className="space-y-4 text-sm">
        <p className="text-muted">
          {t('import.intro', { max: formatBytes(MAX_IMPORT_BYTES, i18n.language) })}
        </p>
        <p className="break-words font-mono text-xs text-muted">{PATIENT_CSV_COLUMNS.join(',')}</p>
        <div className={csvText ? 'hidden' : 'space-y-1.5'}>
          <label htmlFor={fileId} className="block font-medium">
            {t('import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void choose(e.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
          />
        </div>
        {busy && !preview ? <p role="status">{t('import.checking')}</p> : null}
        {isLimitError(error) ? <PlanLimitNotice error={error} /> : null}
        {error && !isLimitError(error) ? (
          <Alert>
            {error instanceof Error && !apiErrorOf(error) ? error.message : errorMessage(error, t)}
          </Alert>
        ) : null}
        {preview ? (
          <section aria-label={t('import.previewLabel')} className="space-y-3">
            <p role="status" className="font-medium">
              {t('import.summary', {
                total: preview.total,
                valid: preview.valid,
                invalid: preview.errors.length,
              })}
            </p>
            {preview.ignoredColumns.length ? (
              <p className="text-muted">
                {t('import.ignored', { columns: preview.ignoredColumns.join(', ') })}
              </p>
            ) : null}
            {overLimit ? (
              <Alert variant="warning">
                {t('import.overLimit', { after: preview.activeAfter, limit: preview.limit })}
              </Alert>
            ) : null}
            {preview.sample.length ? (
              <DataTable
                caption={t('import.sample')}
                columns={sampleColumns}
                rows={preview.sample}
                // Rows of a file have no id; their order is their identity in this preview.
                rowKey={(_row, i) => String(i)}
                narrow="scroll"
                dense
              />
            ) : null}
          </section>
        ) : null}
        {rowErrors.length ? (
          <section aria-label={t('import.errorsLabel')}>
            <h3 className="mb-1 font-semibold text-danger">
              {t('import.errorsTitle', { count: rowErrors.length })}
            </h3>
            <ul
              className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-danger/40 p-2"
              data-testid="import-errors"
            >
              {rowErrors.map((row) => (
                <li key={row.line}>
                  <span className="font-medium">{t('import.line', { line: row.line })}</span>{' '}
                  {Object.entries(row.fields)
                    .map(([field, key]) =>
                      field === '_'
                        ? fieldText(key)
                        : `${t(`fields.${field}`, { defaultValue: field })}: ${fieldText(key)}`,
                    )
                    .join('; ')}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-muted">{t('import.nothingWritten')}</p>
          </section>
        ) : null}
        <div className="flex justify-end gap-2 border-t border-border pt-3">
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!canConfirm} loading={busy && Boolean(preview)}>
            {preview ? t('import.confirm', { count: preview.valid }) : t('import.confirmNone')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function formatBytes(bytes: number, lng: string): string {
  const f = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${f.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${f.format(bytes / 1024)} KB`;
  return `${f.format(bytes)} B`;
}
