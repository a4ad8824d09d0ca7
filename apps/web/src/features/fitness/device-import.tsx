import {
  BIA_IMPORT_FIELDS,
  BIA_IMPORT_REQUIRED,
  type BiaImportField,
  type BiaImportMapping,
  type DeviceImportResult,
  type DeviceImportRowError,
  guessBiaMapping,
  parseDelimited,
} from '@verdant/shared/fitness-import';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { apiErrorOf } from '../../lib/api/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { type ImportTarget, importApi } from './fitness-api.ts';
import { fitnessError } from './fitness-ui.tsx';

/** The rows the server refused (IMPORT_INVALID), in words: "Line 3: Date — not a valid date". */
function ImportErrors({ errors }: { errors: DeviceImportRowError[] }) {
  const { t } = useTranslation('fitness');
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="import-errors">
      {errors.slice(0, 20).map((e) => (
        <li key={`${e.line}-${Object.keys(e.fields).join()}`}>
          {e.line > 0 ? `${t('import.line', { n: e.line })}: ` : ''}
          {Object.entries(e.fields)
            .map(
              ([field, code]) =>
                `${t(`import.field.${field}`, { defaultValue: field })} — ${t(`import.code.${code}`, {
                  defaultValue: t('import.code.invalid'),
                })}`,
            )
            .join('; ')}
        </li>
      ))}
    </ul>
  );
}

/** What an import added and skipped. */
function ImportSummary({ result }: { result: DeviceImportResult }) {
  const { t } = useTranslation('fitness');
  return (
    <div role="status" className="mt-3 space-y-2 text-sm" data-testid="import-result">
      <p className="font-medium">
        {t(result.kind === 'bia' ? 'import.importedBia' : 'import.importedActivities', {
          count: result.imported.length,
        })}
        {result.skipped.length ? ` ${t('import.skipped', { count: result.skipped.length })}` : ''}
      </p>
      {result.imported.length ? (
        <ul className="space-y-1">
          {result.imported.map((r) => (
            <li key={r.id} className="text-muted">
              {formatDateTime(r.startedAt)}
              {r.minutes !== null ? ` · ${t('import.minutes', { n: r.minutes })}` : ''}
              {r.distanceKm !== null ? ` · ${r.distanceKm} km` : ''}
              {r.averageHr !== null ? ` · ${r.averageHr} bpm` : ''}
              {result.kind === 'bia' && r.label ? ` · ${r.label}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length ? (
        <ul className="space-y-1 text-muted">
          {result.skipped.map((s) => (
            <li key={`${s.line}-${s.startedAt}`}>
              {t('import.skippedRow', { line: s.line, at: formatDateTime(s.startedAt) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function useImport(onImported: () => Promise<unknown> | undefined) {
  const { t } = useTranslation('fitness');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DeviceImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; errors: DeviceImportRowError[] } | null>(null);
  async function run(send: () => Promise<DeviceImportResult>) {
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const r = await send();
      setResult(r);
      await onImported();
    } catch (err) {
      const details = apiErrorOf(err)?.details;
      const errors = Array.isArray(details?.errors) ? (details.errors as DeviceImportRowError[]) : [];
      setFailure({
        message: apiErrorOf(err)?.code === 'IMPORT_INVALID' ? t('import.invalid') : fitnessError(err, t),
        errors,
      });
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, failure, run };
}

function FilePicker({
  accept,
  onFile,
  hint,
}: {
  accept: string;
  onFile(f: File | null): void;
  hint: string;
}) {
  const { t } = useTranslation('fitness');
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('import.file')}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}

/** Import a watch's export (CSV, GPX, TCX) into a client's (or the patient's own) activities. */
export function ActivityImportCard({
  target,
  onImported,
}: {
  target: ImportTarget;
  onImported: () => Promise<unknown> | undefined;
}) {
  const { t } = useTranslation('fitness');
  const [file, setFile] = useState<File | null>(null);
  const { busy, result, failure, run } = useImport(onImported);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (file) void run(() => importApi.activities(target, file));
  }
  return (
    <Card title={t('import.activityTitle')} description={t('import.activityHint')}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FilePicker accept=".csv,.gpx,.tcx,text/csv" onFile={setFile} hint={t('import.activityFiles')} />
        <Button type="submit" disabled={busy || !file}>
          {t('import.import')}
        </Button>
      </form>
      {failure ? (
        <Alert className="mt-3">
          {failure.message}
          <ImportErrors errors={failure.errors} />
        </Alert>
      ) : null}
      {result ? <ImportSummary result={result} /> : null}
    </Card>
  );
}

const MAPPABLE: readonly BiaImportField[] = BIA_IMPORT_FIELDS;

/** Import an analyser's CSV: choose the file, check which column holds what, import. */
export function BiaImportCard({
  target,
  onImported,
}: {
  target: ImportTarget;
  onImported: () => Promise<unknown> | undefined;
}) {
  const { t } = useTranslation('fitness');
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<BiaImportMapping>({});
  const [device, setDevice] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  const { busy, result, failure, run } = useImport(onImported);

  async function choose(f: File | null) {
    setFile(f);
    setHeaders(null);
    setUnreadable(false);
    if (!f) return;
    const text = await f.slice(0, 64 * 1024).text();
    const [header] = parseDelimited(text);
    if (!header || header.length < 2) {
      setUnreadable(true);
      return;
    }
    setHeaders(header);
    setMapping(guessBiaMapping(header));
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    if (file) void run(() => importApi.bia(target, file, mapping, device));
  }
  const missing = BIA_IMPORT_REQUIRED.filter((f) => !mapping[f]);
  return (
    <Card title={t('import.biaTitle')} description={t('import.biaHint')}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FilePicker accept=".csv,.txt,text/csv" onFile={(f) => void choose(f)} hint={t('import.biaFiles')} />
        {unreadable ? <Alert>{t('import.code.notDeviceFile')}</Alert> : null}
        {headers ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('import.mapping')}</legend>
            <p className="text-xs text-muted">{t('import.mappingHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {MAPPABLE.map((field) => (
                <SelectField
                  key={field}
                  label={`${t(`import.field.${field}`)}${BIA_IMPORT_REQUIRED.includes(field) ? ' *' : ''}`}
                  value={mapping[field] ?? ''}
                  onChange={(v) => setMapping((m) => ({ ...m, [field]: v || undefined }))}
                  placeholder={t('import.notInFile')}
                  options={headers.map((h) => ({ value: h, label: h }))}
                />
              ))}
            </div>
            {mapping.device ? null : (
              <TextField label={t('import.deviceName')} value={device} onChange={setDevice} maxLength={120} />
            )}
          </fieldset>
        ) : null}
        {headers && missing.length ? (
          <p className="text-sm text-muted">
            {t('import.needs', { fields: missing.map((f) => t(`import.field.${f}`)).join(', ') })}
          </p>
        ) : null}
        <Button type="submit" disabled={busy || !file || !headers || missing.length > 0}>
          {t('import.import')}
        </Button>
      </form>
      {failure ? (
        <Alert className="mt-3">
          {failure.message}
          <ImportErrors errors={failure.errors} />
        </Alert>
      ) : null}
      {result ? <ImportSummary result={result} /> : null}
    </Card>
  );
}
