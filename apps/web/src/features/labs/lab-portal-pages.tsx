import { type LabOrder, LAB_RESULTABLE } from '@verdant/shared';
import { acceptedUnits } from '@verdant/clinical/labs';
import { Download, FlaskConical, Plus, Printer, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { DocumentLink, OrderFacts, OrderList } from './clinician-pages.tsx';
import { LabStatusBadge, OrderHistory, ResultsTable, useAnalyteName } from './lab-ui.tsx';
import { type LabPatient, labsApi } from './labs-api.ts';

const ORDER = (id: string) => `/lab/orders/${id}`;

/** `/lab/orders`: what practices sent, newest first (open ones by default). */
export function LabOrdersPage() {
  const { t } = useTranslation('labs');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('lab.ordersTitle')}
        description={t('lab.ordersIntro')}
        actions={
          <Link to="/lab/new-order" className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('walkIn.title')}
          </Link>
        }
      />
      <OrderList
        side="laboratory"
        statuses={[
          'open',
          'all',
          'ordered',
          'received',
          'in_progress',
          'partial',
          'final',
          'reviewed',
          'cancelled',
        ]}
        defaultStatus="open"
        linkTo={(o) => ORDER(o.id)}
        empty={{ title: t('lab.emptyOrders'), body: t('lab.emptyOrdersBody') }}
      />
    </div>
  );
}

/** `/lab/results`: the work list, accepted orders waiting for (more) results. */
export function LabResultsPage() {
  const { t } = useTranslation('labs');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('lab.resultsTitle')}
        description={t('lab.resultsIntro')}
        actions={
          <Link to="/lab/results/upload" className={buttonClasses({ variant: 'secondary' })}>
            <Upload aria-hidden="true" className="size-4" />
            {t('lab.importTitle')}
          </Link>
        }
      />
      <OrderList
        side="laboratory"
        statuses={['attention', 'received', 'in_progress', 'partial']}
        defaultStatus="attention"
        linkTo={(o) => ORDER(o.id)}
        empty={{ title: t('lab.emptyResults'), body: t('lab.emptyResultsBody') }}
      />
    </div>
  );
}

/** `/lab/archive`: finished orders, searchable. */
export function LabArchivePage() {
  const { t } = useTranslation('labs');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('lab.archiveTitle')} description={t('lab.archiveIntro')} />
      <OrderList
        side="laboratory"
        statuses={['archive', 'final', 'reviewed', 'cancelled']}
        defaultStatus="archive"
        linkTo={(o) => ORDER(o.id)}
        empty={{ title: t('lab.emptyArchive'), body: t('lab.archiveIntro') }}
      />
    </div>
  );
}

interface Line {
  loinc: string;
  value: string;
  unit: string;
  low: string;
  high: string;
  comment: string;
}

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** The result entry form: one line per analyte ordered, prefilled with the current values' units. */
function ResultsForm({ order, onSaved }: { order: LabOrder; onSaved(o: LabOrder): void }) {
  const { t } = useTranslation('labs');
  const name = useAnalyteName();
  const [lines, setLines] = useState<Line[]>(() =>
    order.analytes.map((a) => {
      const current = order.results.find((r) => r.loinc === a.loinc && r.status === 'current');
      return { loinc: a.loinc, value: '', unit: current?.unit ?? a.unit, low: '', high: '', comment: '' };
    }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const filled = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.value.trim() !== '');
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const saved = await labsApi.results(order.id, {
        results: filled.map(({ l }) => ({
          loinc: l.loinc,
          value: Number(l.value.replace(',', '.')),
          unit: l.unit,
          referenceLow: numberOrNull(l.low),
          referenceHigh: numberOrNull(l.high),
          ...(l.comment.trim() ? { comment: l.comment.trim() } : {}),
        })),
      });
      toast({ variant: 'success', title: t('lab.saved') });
      setLines((ls) => ls.map((l) => ({ ...l, value: '', low: '', high: '', comment: '' })));
      await invalidate(queryKeys.labs.all);
      onSaved(saved);
    } catch (err) {
      // the server names entries by their position in what was sent: map them back to the lines
      const fields = errorFields(err);
      const mapped: Record<string, string> = {};
      for (const [k, code] of Object.entries(fields)) {
        const m = /^results\.(\d+)\.(\w+)$/.exec(k);
        const line = m ? filled[Number(m[1])]?.i : undefined;
        mapped[line !== undefined ? `${line}.${m![2]}` : k] = t(`fields.${code}`, { defaultValue: code });
      }
      setErrors(mapped);
      setFailure(Object.keys(fields).length ? null : errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={t('lab.enter')} description={t('lab.enterHint')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        {failure ? <Alert>{failure}</Alert> : null}
        {errors.results ? <Alert>{errors.results}</Alert> : null}
        <ul className="space-y-3">
          {lines.map((l, i) => {
            let units: string[] = [l.unit];
            try {
              units = acceptedUnits(l.loinc);
            } catch {
              // an analyte the table no longer has keeps its unit
            }
            return (
              <li
                key={l.loinc}
                className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-6"
                data-testid="entry-line"
              >
                <p className="text-sm font-semibold sm:col-span-6">{name(l.loinc, l.loinc)}</p>
                <TextField
                  label={t('upload.value')}
                  inputMode="decimal"
                  value={l.value}
                  onChange={(value) => set(i, { value })}
                  error={errors[`${i}.value`] ?? errors[`${i}.loinc`]}
                />
                <SelectField
                  label={t('upload.unit')}
                  value={l.unit}
                  onChange={(unit) => set(i, { unit })}
                  options={units.map((u) => ({ value: u, label: u }))}
                  error={errors[`${i}.unit`]}
                />
                <TextField
                  label={t('upload.low')}
                  inputMode="decimal"
                  value={l.low}
                  onChange={(low) => set(i, { low })}
                />
                <TextField
                  label={t('upload.high')}
                  inputMode="decimal"
                  value={l.high}
                  onChange={(high) => set(i, { high })}
                />
                <TextField
                  className="sm:col-span-2"
                  label={t('detail.comment')}
                  value={l.comment}
                  onChange={(comment) => set(i, { comment })}
                  maxLength={500}
                />
              </li>
            );
          })}
        </ul>
        <div className="flex justify-end">
          <Button type="submit" loading={busy} disabled={filled.length === 0}>
            {t('lab.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ReportUpload({ order, onSaved }: { order: LabOrder; onSaved(o: LabOrder): void }) {
  const { t } = useTranslation('labs');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!file) return;
        setBusy(true);
        setError(null);
        try {
          const saved = await labsApi.uploadDocument('laboratory', order.id, file);
          toast({ variant: 'success', title: t('lab.uploaded') });
          onSaved(saved);
        } catch (err) {
          setError(errorMessage(err, t));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {t('upload.file')}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        className="block w-full text-sm"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" size="sm" variant="secondary" loading={busy} disabled={!file}>
        {t('lab.uploadReport')}
      </Button>
    </form>
  );
}

/** `/lab/orders/:id`: the laboratory works an order: accept, start, results, report, cancel. */
export function LabOrderWorkPage() {
  const { t, i18n } = useTranslation('labs');
  const { id = '' } = useParams();
  const key = queryKeys.labs.one('laboratory', id);
  const one = useApiQuery(key, (signal) => labsApi.get('laboratory', id, signal));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const order = one.data;
  const set = (o: LabOrder) => updateCached<LabOrder>(key, () => o);
  async function move(kind: 'receive' | 'start') {
    if (!order) return;
    setBusy(true);
    setError(null);
    try {
      const saved = kind === 'receive' ? await labsApi.receive(order.id) : await labsApi.start(order.id);
      toast({ variant: 'success', title: kind === 'receive' ? t('lab.received') : t('lab.started') });
      await invalidate(queryKeys.labs.all);
      set(saved);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label={t('detail.backLab')} className="mb-2 text-sm">
        <Link to="/lab/orders" className="text-muted underline-offset-2 hover:underline">
          {t('detail.backLab')}
        </Link>
      </nav>
      <PageHeader
        title={order ? t('detail.title', { number: order.number }) : t('lab.ordersTitle')}
        description={order ? <LabStatusBadge status={order.status} /> : undefined}
        actions={
          order ? (
            <>
              <a
                href={labsApi.requisitionUrl('laboratory', order.id, i18n.language)}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'secondary' })}
              >
                <Printer aria-hidden="true" className="size-4" />
                {t('detail.requisition')}
              </a>
              {order.status === 'ordered' ? (
                <Button loading={busy} onClick={() => void move('receive')}>
                  {t('lab.receive')}
                </Button>
              ) : null}
              {order.status === 'received' ? (
                <Button variant="secondary" loading={busy} onClick={() => void move('start')}>
                  {t('lab.start')}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {one.loading ? <LoadingStatus /> : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      {order ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <Card title={t('detail.results')}>
              {order.results.length === 0 ? (
                <p className="text-sm text-muted">{t('detail.noResults')}</p>
              ) : (
                <ResultsTable order={order} caption={t('detail.results')} system={null} />
              )}
            </Card>
            {LAB_RESULTABLE.includes(order.status) ? (
              <ResultsForm key={order.updatedAt} order={order} onSaved={set} />
            ) : null}
          </div>
          <div className="space-y-4">
            <OrderFacts order={order} side="laboratory" />
            <Card title={t('detail.document')}>
              <DocumentLink order={order} side="laboratory" />
              {order.status !== 'cancelled' ? <ReportUpload order={order} onSaved={set} /> : null}
            </Card>
            <Card title={t('detail.history')}>
              <OrderHistory order={order} />
            </Card>
            <LabCancel order={order} onDone={set} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function LabCancel({ order, onDone }: { order: LabOrder; onDone(o: LabOrder): void }) {
  const { t } = useTranslation('labs');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!['ordered', 'received', 'in_progress'].includes(order.status)) return null;
  return (
    <Card title={t('detail.cancelOrder')}>
      <form
        noValidate
        className="space-y-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(undefined);
          try {
            const saved = await labsApi.cancel('laboratory', order.id, reason);
            toast({ variant: 'success', title: t('detail.cancelled') });
            await invalidate(queryKeys.labs.all);
            onDone(saved);
          } catch (err) {
            const code = errorFields(err).reason;
            setError(code ? t(`fields.${code}`) : errorMessage(err, t));
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label={t('detail.cancelReason')}
          value={reason}
          onChange={setReason}
          error={error}
          maxLength={500}
        />
        <Button type="submit" variant="danger" size="sm" loading={busy}>
          {t('detail.cancelConfirm')}
        </Button>
      </form>
    </Card>
  );
}

/** `/lab/results/upload`: a CSV of results (the template), and the rows held for the laboratory to resolve. */
export function LabUploadPage() {
  const { t } = useTranslation('labs');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<Awaited<ReturnType<typeof labsApi.importCsv>> | null>(null);
  const held = useApiQuery(queryKeys.labs.held, (signal) => labsApi.held(signal));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      const answer = await labsApi.importCsv(await file.text());
      setReport(answer);
      await invalidate(queryKeys.labs.all);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }
  type Held = NonNullable<typeof held.data>['items'][number];
  const columns: Column<Held>[] = [
    { key: 'order', header: t('lab.col.order'), primary: true, cell: (h) => h.orderNumber || '—' },
    { key: 'loinc', header: t('lab.col.loinc'), cell: (h) => h.loinc || '—' },
    { key: 'value', header: t('lab.col.value'), cell: (h) => `${h.value} ${h.unit}`.trim() || '—' },
    { key: 'reason', header: t('lab.col.reason'), cell: (h) => t(`lab.reason.${h.reason}`) },
    { key: 'received', header: t('lab.col.received'), from: 'md', cell: (h) => formatDateTime(h.receivedAt) },
    {
      key: 'resolve',
      header: <span className="sr-only">{t('lab.resolve')}</span>,
      cell: (h) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={async () => {
            try {
              await labsApi.resolveHeld(h.id);
              toast({ variant: 'success', title: t('lab.resolved') });
              held.reload();
            } catch (err) {
              setError(errorMessage(err, t));
            }
          }}
        >
          {t('lab.resolve')}
        </Button>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('lab.importTitle')}
        description={t('lab.importIntro')}
        actions={
          <a href={labsApi.templateUrl} download className={buttonClasses({ variant: 'secondary' })}>
            <Download aria-hidden="true" className="size-4" />
            {t('lab.template')}
          </a>
        }
      />
      <Card>
        <form onSubmit={(e) => void submit(e)} className="space-y-3">
          <label htmlFor={id} className="block text-sm font-medium">
            {t('lab.file')}
          </label>
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {error ? <Alert>{error}</Alert> : null}
          <Button
            type="submit"
            loading={busy}
            disabled={!file}
            icon={<Upload aria-hidden="true" className="size-4" />}
          >
            {busy ? t('lab.importing') : t('lab.import')}
          </Button>
        </form>
        {report ? (
          <div className="mt-4 space-y-2" data-testid="import-report">
            <Alert variant="success">
              {t('lab.report', { saved: report.saved, orders: report.orders.length, held: report.held })}
            </Alert>
            {report.orders.length ? (
              <ul className="flex flex-wrap gap-2 text-sm">
                {report.orders.map((n) => (
                  <li key={n} className="rounded-md bg-surface px-2 py-1 font-medium">
                    {n}
                  </li>
                ))}
              </ul>
            ) : null}
            {report.errors.length ? (
              <section aria-label={t('lab.errorsTitle')}>
                <h2 className="text-sm font-semibold">{t('lab.errorsTitle')}</h2>
                <ul className="text-sm text-muted">
                  {report.errors.map((e) => (
                    <li key={e.line}>{t('lab.errorLine', { line: e.line, reason: t(`lab.${e.code}`) })}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
      </Card>
      <section aria-labelledby="held-rows" className="mt-6 space-y-3">
        <h2 id="held-rows" className="text-lg font-semibold">
          {t('lab.heldTitle')}
        </h2>
        <p className="text-sm text-muted">{t('lab.heldIntro')}</p>
        {held.loading ? <LoadingStatus /> : null}
        {held.data && held.data.items.length === 0 ? (
          <p className="text-sm text-muted">{t('lab.heldEmpty')}</p>
        ) : null}
        {held.data && held.data.items.length > 0 ? (
          <DataTable
            caption={t('lab.heldTitle')}
            columns={columns}
            rows={held.data.items}
            rowKey={(h) => h.id}
          />
        ) : null}
      </section>
    </div>
  );
}

/** `/lab/patients`: the patients of the orders sent to the laboratory, and nothing else. */
export function LabPatientsPage() {
  const { t } = useTranslation('labs');
  const list = useApiQuery(queryKeys.labs.patients, (signal) => labsApi.patients(signal));
  const columns: Column<LabPatient>[] = [
    {
      key: 'name',
      header: t('labPatients.name'),
      primary: true,
      cell: (p) => `${p.firstName} ${p.lastName}`,
    },
    {
      key: 'born',
      header: t('labPatients.born'),
      cell: (p) =>
        `${p.dateOfBirth ? formatDate(`${p.dateOfBirth}T12:00:00Z`) : '—'}${p.sex ? ` · ${t(`detail.sexes.${p.sex}`)}` : ''}`,
    },
    { key: 'practice', header: t('labPatients.practice'), from: 'sm', cell: (p) => p.practice },
    { key: 'orders', header: t('labPatients.orders'), cell: (p) => String(p.orders) },
    { key: 'last', header: t('labPatients.last'), from: 'md', cell: (p) => formatDate(p.lastOrderedAt) },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('labPatients.title')} description={t('labPatients.intro')} />
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={<FlaskConical className="size-8" />}
          title={t('labPatients.empty')}
          description={t('labPatients.emptyBody')}
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable
          caption={t('labPatients.caption')}
          columns={columns}
          rows={list.data.items}
          rowKey={(p) => `${p.id}-${p.practice}`}
        />
      ) : null}
    </div>
  );
}
