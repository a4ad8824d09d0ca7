import { MAX_IMPORT_BYTES, PATIENT_CSV_COLUMNS } from '@verdant/shared/patients';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorCode, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { formatBytes, ImportDialog } from '../patients/import-dialog.tsx';
import { AdminSections } from './admin-sections.tsx';
import { AppointmentsImportCard } from './appointments-import-card.tsx';
import { ColumnMappingList } from './column-mapping-list.tsx';
import {
  type Backup,
  complianceApi,
  complianceKeys,
  type PracticeExport,
  type RetentionRule,
} from './compliance-api.ts';
import {
  type ColumnMapping,
  DATE_FORMATS,
  type DateFormat,
  guessMapping,
  mappingProblems,
  parseCsv,
  remapCsv,
} from './csv-mapping.ts';

/** "3 hours ago", in the interface language. */
function age(iso: string, lng: string): string {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000);
  const rtf = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}

/** While something runs in the background, read again every few seconds. */
function usePollWhile(active: boolean, key: readonly string[]) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void invalidate(key), 2000);
    return () => clearInterval(timer);
  }, [active, key]);
}

function BackupsCard() {
  const { t, i18n } = useTranslation('dataAdmin');
  const overview = useApiQuery(complianceKeys.backups, (signal) => complianceApi.backups(signal));
  const run = useApiMutation(complianceApi.runBackup, {
    invalidates: [complianceKeys.backups, complianceKeys.report],
    onSuccess: () => toast({ variant: 'success', title: t('backups.started') }),
  });
  const restore = useApiMutation(complianceApi.restoreTest, { invalidates: [complianceKeys.backups] });
  const data = overview.data;
  const running = !!data?.backups.some((b) => b.status === 'queued' || b.status === 'running');
  usePollWhile(running || !!data?.backups.some((b) => b.restoreTestRunning), complianceKeys.backups);
  if (errorCode(overview.error) === 'FORBIDDEN') {
    return (
      <Card title={t('backups.title')}>
        <p className="text-sm text-muted">{t('backups.operatorOnly')}</p>
      </Card>
    );
  }
  const columns: Column<Backup>[] = [
    {
      key: 'when',
      header: t('backups.when'),
      cell: (b) => (
        <span>
          {formatDateTime(b.startedAt)}{' '}
          <span className="text-muted">({age(b.startedAt, i18n.language)})</span>
        </span>
      ),
    },
    { key: 'status', header: t('backups.status'), cell: (b) => t(`backups.statuses.${b.status}`) },
    { key: 'trigger', header: t('backups.trigger'), cell: (b) => t(`backups.triggers.${b.trigger}`) },
    {
      key: 'size',
      header: t('backups.size'),
      cell: (b) => (b.sizeBytes === null ? '—' : formatBytes(b.sizeBytes, i18n.language)),
    },
    {
      key: 'contents',
      header: t('backups.contents'),
      cell: (b) =>
        b.status === 'succeeded'
          ? t('backups.contentsText', {
              tables: b.tableCount ?? 0,
              rows: b.rowCount ?? 0,
              files: b.fileCount ?? 0,
            })
          : (b.error ?? '—'),
    },
    {
      key: 'restore',
      header: t('backups.restore'),
      cell: (b) =>
        b.restoreTestRunning ? (
          t('backups.restoreRunning')
        ) : b.restoreTestedAt ? (
          <span className={b.restoreOk ? '' : 'text-danger'}>
            {b.restoreOk
              ? t('backups.restoreOk', { date: formatDateTime(b.restoreTestedAt) })
              : t('backups.restoreFailed', {
                  detail: b.restoreDetail?.mismatches.slice(0, 3).join('; ') ?? '',
                })}
          </span>
        ) : b.status === 'succeeded' && (b.databaseKind === 'pglite' || data?.pgDumpAvailable) ? (
          <Button size="sm" variant="secondary" onClick={() => void restore.run(b.id)}>
            {t('backups.testRestore')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Card
      title={t('backups.title')}
      description={
        data
          ? t(`backups.where.${data.destination}`, { hours: data.scheduleHours, keep: data.keep })
          : undefined
      }
      actions={
        <Button
          onClick={() => void run.run(undefined)}
          loading={run.busy || running}
          disabled={!data?.canRun || running}
        >
          {t('backups.run')}
        </Button>
      }
    >
      {overview.loading ? <LoadingStatus /> : null}
      {overview.error ? <Alert>{errorMessage(overview.error, t)}</Alert> : null}
      {run.error ? <Alert>{errorMessage(run.error, t)}</Alert> : null}
      {restore.error ? <Alert>{errorMessage(restore.error, t)}</Alert> : null}
      {data ? (
        <div className="space-y-3">
          {data.databaseKind === 'postgres' ? (
            <Alert variant={data.pgDumpAvailable ? 'info' : 'warning'}>
              {data.pgDumpAvailable ? t('backups.postgres') : t('backups.pgDumpMissing')}
            </Alert>
          ) : null}
          {!data.filesCovered ? <Alert variant="info">{t('backups.s3Files')}</Alert> : null}
          {data.backups.length ? (
            <DataTable
              caption={t('backups.listCaption')}
              columns={columns}
              rows={data.backups}
              rowKey={(b) => b.id}
            />
          ) : (
            <p className="text-sm text-muted">{t('backups.none')}</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function ExportCard() {
  const { t, i18n } = useTranslation('dataAdmin');
  const list = useApiQuery(complianceKeys.exports, (signal) => complianceApi.exports(signal));
  const start = useApiMutation(complianceApi.startExport, { invalidates: [complianceKeys.exports] });
  usePollWhile(
    !!list.data?.some((e) => e.status === 'queued' || e.status === 'running'),
    complianceKeys.exports,
  );
  const describe = (e: PracticeExport) => {
    if (e.status === 'queued' || e.status === 'running')
      return t('export.progress', { progress: e.progress });
    if (e.status === 'ready')
      return t('export.ready', {
        patients: e.patientCount ?? 0,
        files: e.fileCount ?? 0,
        size: formatBytes(e.sizeBytes ?? 0, i18n.language),
        date: e.expiresAt ? formatDateTime(e.expiresAt) : '',
      });
    if (e.status === 'downloaded')
      return t('export.downloaded', { date: formatDateTime(e.downloadedAt ?? e.createdAt) });
    return t(`export.statuses.${e.status}`);
  };
  return (
    <Card
      title={t('export.title')}
      description={t('export.description')}
      actions={
        <Button variant="secondary" onClick={() => void start.run(undefined)} loading={start.busy}>
          {t('export.start')}
        </Button>
      }
    >
      {start.error ? <Alert>{errorMessage(start.error, t)}</Alert> : null}
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.data?.length ? (
        <ul className="divide-y divide-border text-sm">
          {list.data.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{formatDateTime(e.createdAt)}</span> · {describe(e)}
              </span>
              {e.status === 'running' || e.status === 'queued' ? (
                <progress
                  className="w-32"
                  max={100}
                  value={e.progress}
                  aria-label={t('export.progressLabel')}
                />
              ) : null}
              {e.status === 'ready' ? (
                <a
                  href={complianceApi.exportDownloadUrl(e.id)}
                  className={buttonClasses({ size: 'sm' })}
                  onClick={() => setTimeout(() => void invalidate(complianceKeys.exports), 1500)}
                >
                  {t('export.download')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-sm text-muted">{t('export.none')}</p>
      ) : null}
    </Card>
  );
}

function ImportCard() {
  const { t } = useTranslation('dataAdmin');
  const fileId = useId();
  const [rows, setRows] = useState<string[][] | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [dates, setDates] = useState<DateFormat>('iso');
  const [problem, setProblem] = useState<string | null>(null);
  const [mapped, setMapped] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    setRows(null);
    setProblem(null);
    setMapped(null);
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
    setMapping(guessMapping(parsed[0]!));
  }
  const problems = mappingProblems(mapping);
  const header = rows?.[0] ?? [];
  return (
    <Card title={t('import.title')} description={t('import.description')}>
      <div className="space-y-4 text-sm">
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
        {problem ? <Alert>{problem}</Alert> : null}
        {rows ? (
          <fieldset className="space-y-3">
            <legend className="font-semibold">{t('import.mapping', { count: rows.length - 1 })}</legend>
            <ColumnMappingList
              fileId={fileId}
              header={header}
              sample={rows[1]}
              mapping={mapping}
              columns={PATIENT_CSV_COLUMNS}
              columnLabel={(c) => t(`patients:fields.${c}`, { defaultValue: c })}
              onChange={(i, value) => {
                const next = [...mapping];
                next[i] = value;
                setMapping(next);
              }}
            />
            {mapping.includes('dateOfBirth') ? (
              <div className="max-w-xs space-y-1">
                <label htmlFor={`${fileId}-dates`} className="block font-medium">
                  {t('import.dates')}
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
            ) : null}
            {problems.missing.length ? (
              <Alert variant="warning">
                {t('import.missing', {
                  columns: problems.missing
                    .map((c) => t(`patients:fields.${c}`, { defaultValue: c }))
                    .join(', '),
                })}
              </Alert>
            ) : null}
            {problems.duplicates.length ? (
              <Alert variant="warning">
                {t('import.duplicates', {
                  columns: problems.duplicates
                    .map((c) => t(`patients:fields.${c}`, { defaultValue: c }))
                    .join(', '),
                })}
              </Alert>
            ) : null}
            <Button
              disabled={problems.missing.length > 0 || problems.duplicates.length > 0}
              onClick={() => setMapped(remapCsv(rows, mapping, dates))}
            >
              {t('import.check')}
            </Button>
          </fieldset>
        ) : null}
      </div>
      <ImportDialog open={mapped !== null} csvText={mapped} onClose={() => setMapped(null)} />
    </Card>
  );
}

function RetentionCard() {
  const { t } = useTranslation('dataAdmin');
  const rules = useApiQuery(complianceKeys.retention, (signal) => complianceApi.retention(signal));
  const period = (r: RetentionRule) =>
    r.hours !== null
      ? t('retention.hours', { count: r.hours })
      : r.days !== null
        ? t('retention.days', { count: r.days })
        : t('retention.untilDeleted');
  const columns: Column<RetentionRule>[] = [
    { key: 'type', header: t('retention.type'), cell: (r) => t(`retention.types.${r.recordType}.name`) },
    { key: 'what', header: t('retention.what'), cell: (r) => t(`retention.types.${r.recordType}.what`) },
    { key: 'kept', header: t('retention.kept'), cell: period },
    {
      key: 'how',
      header: t('retention.how'),
      cell: (r) =>
        !r.enforced ? (
          <span className="font-medium text-warning-fg">{t('retention.notBuilt')}</span>
        ) : r.everySeconds ? (
          t(r.everySeconds <= 3600 ? 'retention.hourly' : 'retention.daily')
        ) : (
          t('retention.onExpiry')
        ),
    },
  ];
  return (
    <Card title={t('retention.title')} description={t('retention.description')}>
      {rules.error ? <Alert>{errorMessage(rules.error, t)}</Alert> : null}
      {rules.data ? (
        <DataTable
          caption={t('retention.title')}
          columns={columns}
          rows={rules.data}
          rowKey={(r) => r.recordType}
        />
      ) : null}
    </Card>
  );
}

/** `/admin/data`: backups and their restore test, the practice's export, the patient import, retention. */
export default function DataPage() {
  const { t } = useTranslation('dataAdmin');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <AdminSections />
      <div className="space-y-6">
        <BackupsCard />
        <ExportCard />
        <ImportCard />
        <AppointmentsImportCard />
        <RetentionCard />
      </div>
    </>
  );
}
