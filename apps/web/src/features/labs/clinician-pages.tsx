import { LAB_PANELS, LAB_SINGLE_TESTS } from '@verdant/clinical/lab-catalogue';
import {
  LAB_CANCELLABLE,
  LAB_FASTING,
  LAB_PRIORITIES,
  type LabFasting,
  type LabOrder,
  type LabOrderListItem,
  type LabPriority,
} from '@verdant/shared';
import { FileText, FlaskConical, Plus, Printer, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Pager } from '../../components/pager.tsx';
import { type PickerOption, SearchPicker } from '../../components/search-picker.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage, formFailure } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime, pagePosition } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { searchPatientOptions } from '../patients/patients-api.ts';
import {
  LabStatusBadge,
  OrderHistory,
  PriorityBadge,
  ResultsTable,
  TrendCharts,
  useOrderableName,
} from './lab-ui.tsx';
import { UnitSystemSwitch, useLabUnitSystem } from './lab-units.tsx';
import { LabTestPicker } from './test-picker.tsx';
import { type LabSide, labsApi } from './labs-api.ts';

const LABS_HOME = '/dietitian/labs';

/**
 * Where the clinician's lab screens are: the dietitian's own area, or (a medical professional) under
 * the patient's record, `/patients/:id/labs/…`.
 */
function useLabPaths() {
  const { pathname } = useLocation();
  const dietitian = pathname.startsWith('/dietitian/');
  return {
    dietitian,
    order: (patientId: string, orderId: string) =>
      dietitian ? `${LABS_HOME}/${orderId}` : `/patients/${patientId}/labs/${orderId}`,
    back: (patientId: string | null) =>
      dietitian || !patientId ? LABS_HOME : `/patients/${patientId}?tab=labs`,
    newOrder: (patientId: string, patientName: string) =>
      dietitian
        ? `/dietitian/new-lab-order?patientId=${encodeURIComponent(patientId)}&patientName=${encodeURIComponent(patientName)}`
        : `/patients/${patientId}/labs/new?patientName=${encodeURIComponent(patientName)}`,
  };
}

/** Translates the server's field codes (`labs:fields.<code>`). */
function useFieldErrors() {
  const { t } = useTranslation('labs');
  return (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).map(([k, code]) => [k, t(`fields.${code}`, { defaultValue: code })]),
    );
}

/** A page of orders with its table (both sides use it; the link goes to each side's order screen). */
export function OrdersTable({
  side,
  items,
  linkTo,
  caption,
}: {
  side: LabSide;
  items: readonly LabOrderListItem[];
  linkTo(o: LabOrderListItem): string;
  caption: string;
}) {
  const { t } = useTranslation('labs');
  const name = useOrderableName();
  const columns: Column<LabOrderListItem>[] = [
    {
      key: 'number',
      header: t('col.number'),
      primary: true,
      cell: (o) => (
        <Link
          to={linkTo(o)}
          className="font-medium underline-offset-2 hover:underline"
          data-testid="order-link"
        >
          {o.number}
        </Link>
      ),
    },
    { key: 'patient', header: t('col.patient'), cell: (o) => `${o.patient.firstName} ${o.patient.lastName}` },
    side === 'practice'
      ? {
          key: 'laboratory',
          header: t('col.laboratory'),
          from: 'md',
          cell: (o) => o.laboratory?.name ?? o.outsideLaboratory ?? '—',
        }
      : { key: 'practice', header: t('col.practice'), from: 'md', cell: (o) => o.practice.name },
    {
      key: 'tests',
      header: t('col.tests'),
      from: 'lg',
      className: 'text-muted',
      cell: (o) => o.codes.map((c) => name(c, c)).join(', '),
    },
    {
      key: 'ordered',
      header: t('col.ordered'),
      from: 'sm',
      className: 'text-muted',
      cell: (o) => formatDate(o.orderedAt),
    },
    { key: 'priority', header: t('col.priority'), cell: (o) => <PriorityBadge priority={o.priority} /> },
    {
      key: 'status',
      header: t('col.status'),
      cell: (o) => (
        <span className="flex flex-wrap items-center gap-1">
          <LabStatusBadge status={o.status} />
          {o.criticalOpen > 0 ? (
            <span className="text-xs font-semibold text-danger">
              {t('criticalOpen', { count: o.criticalOpen })}
            </span>
          ) : o.abnormal > 0 ? (
            <span className="text-xs text-muted">{t('abnormal', { count: o.abnormal })}</span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(o) => o.id}
      rowProps={() => ({ 'data-testid': 'order-row' })}
    />
  );
}

/** The list of a side's orders with the status, priority and search filters kept in the URL. */
export function OrderList({
  side,
  statuses,
  defaultStatus,
  linkTo,
  patientId,
  empty,
}: {
  side: LabSide;
  statuses: readonly string[];
  defaultStatus: string;
  linkTo(o: LabOrderListItem): string;
  patientId?: string;
  empty: { title: string; body: string };
}) {
  const { t } = useTranslation('labs');
  const { params, page, update } = useUrlQuery();
  const status = params.get('status') ?? defaultStatus;
  const priority = params.get('priority') ?? 'all';
  const [q, setQ] = useState(params.get('q') ?? '');
  const query = {
    status: status as 'all',
    priority: priority as 'all',
    page,
    pageSize: 25,
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(patientId ? { patientId } : {}),
  };
  const list = useApiQuery(queryKeys.labs.list(side, JSON.stringify(query)), (signal) =>
    labsApi.list(side, query, signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const statusLabel = (s: string) =>
    ['all', 'open', 'attention', 'archive'].includes(s)
      ? t(`filter.${s === 'attention' && side === 'laboratory' ? 'workAttention' : s}`)
      : t(`status.${s}`);
  return (
    <>
      <FilterBar
        label={t('filters')}
        onApply={() => update({ q: q.trim() || null })}
        onReset={() => {
          setQ('');
          update({ q: null, status: null, priority: null });
        }}
      >
        <SelectField
          label={t('filter.status')}
          value={status}
          onChange={(v) => update({ status: v === defaultStatus ? null : v })}
          options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
        <SelectField
          label={t('filter.priority')}
          value={priority}
          onChange={(v) => update({ priority: v === 'all' ? null : v })}
          options={['all', ...LAB_PRIORITIES].map((p) => ({
            value: p,
            label: p === 'all' ? t('filter.all') : t(`priority.${p}`),
          }))}
        />
        {patientId ? null : (
          <TextField
            label={t('search')}
            value={q}
            onChange={setQ}
            placeholder={t('searchPlaceholder')}
            type="search"
          />
        )}
      </FilterBar>
      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus label={t('loading')} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState icon={<FlaskConical className="size-8" />} title={empty.title} description={empty.body} />
      ) : null}
      {data && data.items.length > 0 ? (
        <OrdersTable side={side} items={data.items} linkTo={linkTo} caption={t('caption')} />
      ) : null}
      {data && position && data.total > data.pageSize ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('pagination')}
          summary={t('pageOf', position)}
        />
      ) : null}
    </>
  );
}

/** `/dietitian/labs`: the clinician's orders, results to review first. */
export function LabsPage() {
  const { t } = useTranslation('labs');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <>
            <Link to="/dietitian/labs/upload" className={buttonClasses({ variant: 'secondary' })}>
              <Upload aria-hidden="true" className="size-4" />
              {t('uploadOutside')}
            </Link>
            <Link to="/dietitian/new-lab-order" className={buttonClasses()}>
              <Plus aria-hidden="true" className="size-4" />
              {t('newOrder')}
            </Link>
          </>
        }
      />
      <OrderList
        side="practice"
        statuses={[
          'all',
          'attention',
          'open',
          'ordered',
          'received',
          'in_progress',
          'partial',
          'final',
          'reviewed',
          'cancelled',
        ]}
        defaultStatus="all"
        linkTo={(o) => `${LABS_HOME}/${o.id}`}
        empty={{ title: t('empty'), body: t('emptyBody') }}
      />
      <ReleaseSettings />
    </div>
  );
}

/** The practice's automatic release: days after which final results nobody reviewed reach the patient. */
function ReleaseSettings() {
  const { t } = useTranslation('labs');
  const fieldText = useFieldErrors();
  const settings = useApiQuery(queryKeys.labs.settings, (signal) => labsApi.settings(signal));
  const [days, setDays] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const value = days ?? (settings.data ? String(settings.data.autoReleaseDays) : '');
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const n = value.trim() === '' ? Number.NaN : Number(value);
      const saved = await labsApi.saveSettings({ autoReleaseDays: n });
      updateCached(queryKeys.labs.settings, () => saved);
      setDays(null);
      toast({ variant: 'success', title: t('settings.saved') });
    } catch (err) {
      const failure = formFailure(err, t);
      setError(fieldText(failure.fields).autoReleaseDays ?? failure.message ?? undefined);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card className="mt-6" title={t('settings.title')} description={t('settings.intro')}>
      <form noValidate onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-3">
        <TextField
          className="w-40"
          label={t('settings.days')}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={value}
          onChange={setDays}
          error={error}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={!settings.data}>
          {t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}

/** `/dietitian/new-lab-order` (`?patientId=` preselects the patient). */
export function NewLabOrderPage() {
  const { t } = useTranslation('labs');
  const navigate = useNavigate();
  const fieldText = useFieldErrors();
  const [search] = useSearchParams();
  const paths = useLabPaths();
  const { id: routePatient } = useParams();
  const preset = routePatient ?? search.get('patientId');
  const [patient, setPatient] = useState<PickerOption | null>(
    preset ? { id: preset, label: search.get('patientName') ?? '' } : null,
  );
  const [laboratoryId, setLaboratoryId] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [priority, setPriority] = useState<LabPriority>('routine');
  const [fasting, setFasting] = useState<LabFasting>('none');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labs = useApiQuery(queryKeys.labs.laboratories, (signal) => labsApi.laboratories(signal));
  const fastingUsual = [...LAB_PANELS, ...LAB_SINGLE_TESTS].some((o) => codes.includes(o.code) && o.fasting);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const order = await labsApi.create({
        patientId: patient?.id ?? '',
        laboratoryId,
        codes,
        priority,
        fasting,
        notes,
      });
      await invalidate(queryKeys.labs.all);
      toast({ variant: 'success', title: t('detail.title', { number: order.number }) });
      navigate(paths.order(order.patient.id, order.id));
    } catch (err) {
      const failure = formFailure(err, t);
      setErrors(fieldText(failure.fields));
      setFailure(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('form.title')} description={t('form.description')} />
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        {failure ? <Alert>{failure}</Alert> : null}
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <SearchPicker
              label={t('form.patient')}
              value={patient}
              onChange={setPatient}
              queryKey={queryKeys.patients.picker}
              search={searchPatientOptions}
              placeholder={t('form.patientPlaceholder')}
              hint={errors.patientId}
            />
            <SelectField
              label={t('form.laboratory')}
              value={laboratoryId}
              onChange={setLaboratoryId}
              placeholder={t('form.laboratoryPlaceholder')}
              options={(labs.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
              error={errors.laboratoryId}
              hint={labs.data && labs.data.items.length === 0 ? t('form.noLaboratory') : undefined}
            />
          </div>
        </Card>
        <LabTestPicker codes={codes} onChange={setCodes} error={errors.codes} />
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('form.priority')}
              value={priority}
              onChange={(v) => setPriority(v as LabPriority)}
              options={LAB_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            />
            <SelectField
              label={t('form.fasting')}
              value={fasting}
              onChange={(v) => setFasting(v as LabFasting)}
              options={LAB_FASTING.map((f) => ({ value: f, label: t(`fasting.${f}`) }))}
              hint={fastingUsual && fasting === 'none' ? t('form.fastingSuggested') : undefined}
            />
          </div>
          <TextAreaField
            className="mt-4"
            label={t('form.notes')}
            value={notes}
            onChange={setNotes}
            maxLength={2000}
            error={errors.notes}
          />
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={paths.back(routePatient ?? null)} className={buttonClasses({ variant: 'secondary' })}>
            {t('form.cancel')}
          </Link>
          <Button type="submit" loading={busy}>
            {busy ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** `/dietitian/labs/:id`: one order, its results and trends, review, acknowledgement, cancellation. */
export function LabOrderPage() {
  const { t, i18n } = useTranslation('labs');
  const { orderId, id: patientId } = useParams();
  const id = orderId ?? patientId ?? '';
  const paths = useLabPaths();
  const key = queryKeys.labs.one('practice', id);
  const one = useApiQuery(key, (signal) => labsApi.get('practice', id, signal));
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const order = one.data;
  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label={t('detail.back')} className="mb-2 text-sm">
        <Link
          to={paths.back(orderId ? (patientId ?? null) : null)}
          className="text-muted underline-offset-2 hover:underline"
        >
          {t('detail.back')}
        </Link>
      </nav>
      <PageHeader
        title={order ? t('detail.title', { number: order.number }) : t('title')}
        description={order ? <LabStatusBadge status={order.status} /> : undefined}
        actions={
          order && order.source === 'order' ? (
            <a
              href={labsApi.requisitionUrl('practice', order.id, i18n.language)}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('detail.requisition')}
            </a>
          ) : undefined
        }
      />
      {one.loading ? <LoadingStatus /> : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {order ? (
        <OrderView side="practice" order={order} onChange={(o) => updateCached<LabOrder>(key, () => o)} />
      ) : null}
    </div>
  );
}

/** What both sides see of an order: facts, results, document, history; each side's actions below. */
export function OrderFacts({ order, side }: { order: LabOrder; side: LabSide }) {
  const { t } = useTranslation('labs');
  const name = useOrderableName();
  const fact = (label: string, value: string) => (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
  return (
    <Card title={t('detail.facts')}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {fact(t('detail.patient'), `${order.patient.firstName} ${order.patient.lastName}`)}
        {side === 'laboratory'
          ? fact(
              t('detail.born'),
              `${order.patient.dateOfBirth ? formatDate(`${order.patient.dateOfBirth}T12:00:00Z`) : '—'} · ${
                order.patient.sex ? t(`detail.sexes.${order.patient.sex}`) : '—'
              }`,
            )
          : null}
        {fact(t('detail.practice'), order.practice.name)}
        {fact(t('detail.laboratory'), order.laboratory?.name ?? order.outsideLaboratory ?? '—')}
        {fact(t('detail.orderedBy'), order.orderedBy?.name ?? order.orderingClinician ?? '—')}
        {order.registeredByLab ? fact(t('detail.registeredByLab'), t('detail.registeredByLabYes')) : null}
        {fact(t('detail.orderedAt'), formatDateTime(order.orderedAt))}
        {order.source === 'order' ? fact(t('detail.priority'), t(`priority.${order.priority}`)) : null}
        {order.source === 'order' ? fact(t('detail.fasting'), t(`fasting.${order.fasting}`)) : null}
        <div className="sm:col-span-2">
          <dt className="text-muted">{t('detail.tests')}</dt>
          <dd className="font-medium">{order.codes.map((c) => name(c.code, c.name)).join(', ')}</dd>
        </div>
        {order.notes ? (
          <div className="sm:col-span-2">
            <dt className="text-muted">{t('detail.notes')}</dt>
            <dd className="whitespace-pre-wrap">{order.notes}</dd>
          </div>
        ) : null}
        {order.status === 'cancelled' ? (
          <div className="sm:col-span-2">
            <dd className="font-medium text-danger">
              {t('detail.cancelledBecause', { reason: order.cancelReason })}
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

export function DocumentLink({ order, side }: { order: LabOrder; side: LabSide }) {
  const { t } = useTranslation('labs');
  return order.document ? (
    <a
      href={labsApi.documentUrl(side, order.id)}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
    >
      <FileText aria-hidden="true" className="size-4" />
      {t('detail.openDocument', { name: order.document.filename })}
    </a>
  ) : (
    <p className="text-sm text-muted">{t('detail.noDocument')}</p>
  );
}

function CancelForm({ order, side, onDone }: { order: LabOrder; side: LabSide; onDone(o: LabOrder): void }) {
  const { t } = useTranslation('labs');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!LAB_CANCELLABLE.includes(order.status)) return null;
  return (
    <Card title={t('detail.cancelOrder')}>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(undefined);
          try {
            const saved = await labsApi.cancel(side, order.id, reason);
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
          className="min-w-0 flex-1"
          label={t('detail.cancelReason')}
          value={reason}
          onChange={setReason}
          error={error}
          maxLength={500}
        />
        <Button type="submit" variant="danger" loading={busy}>
          {t('detail.cancelConfirm')}
        </Button>
      </form>
    </Card>
  );
}

/** The order's body on the practice's side: results first, then trends, review and history. */
function OrderView({
  order,
  side,
  onChange,
}: {
  order: LabOrder;
  side: LabSide;
  onChange(o: LabOrder): void;
}) {
  const { t } = useTranslation('labs');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<'review' | 'ack' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const system = useLabUnitSystem();
  const trends = useApiQuery(queryKeys.labs.trends(order.patient.id), (signal) =>
    labsApi.trends(order.patient.id, signal),
  );
  const critical = order.results.some(
    (r) => r.status === 'current' && r.flag.startsWith('critical') && !r.acknowledgedAt,
  );
  async function act(kind: 'review' | 'ack') {
    setBusy(kind);
    setError(null);
    try {
      const saved =
        kind === 'review' ? await labsApi.review(order.id, comment) : await labsApi.acknowledge(order.id);
      toast({
        variant: 'success',
        title: kind === 'review' ? t('detail.reviewedToast') : t('detail.acknowledged'),
      });
      await invalidate(queryKeys.labs.all);
      onChange(saved);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      {order.releasedAt && order.status === 'final' ? (
        <p className="rounded-md bg-surface p-3 text-sm" data-testid="released-note">
          {t('detail.released', { date: formatDate(order.releasedAt) })}
        </p>
      ) : null}
      {critical ? (
        <Alert className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('detail.critical')}</span>
          <Button size="sm" variant="danger" loading={busy === 'ack'} onClick={() => void act('ack')}>
            {t('detail.acknowledge')}
          </Button>
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card title={t('detail.results')}>
            {order.results.length === 0 ? (
              <p className="text-sm text-muted">{t('detail.noResults')}</p>
            ) : (
              <>
                <ResultsTable order={order} caption={t('detail.results')} system={system} />
                <div className="mt-4">
                  <UnitSystemSwitch />
                </div>
              </>
            )}
          </Card>
          {order.results.length > 0 ? (
            <section aria-labelledby="lab-trends" className="space-y-2">
              <h2 id="lab-trends" className="text-lg font-semibold">
                {t('detail.trends')}
              </h2>
              {trends.data ? (
                <TrendCharts
                  series={trends.data.items}
                  only={order.results.map((r) => r.loinc)}
                  system={system}
                />
              ) : null}
            </section>
          ) : null}
          {order.status === 'final' && side === 'practice' ? (
            <Card title={t('detail.review')}>
              <TextAreaField
                label={t('detail.reviewComment')}
                value={comment}
                onChange={setComment}
                rows={3}
                maxLength={2000}
              />
              <div className="mt-3 flex justify-end">
                <Button loading={busy === 'review'} onClick={() => void act('review')}>
                  {t('detail.reviewSubmit')}
                </Button>
              </div>
            </Card>
          ) : null}
          {order.status === 'reviewed' && order.reviewedBy ? (
            <Card title={t('detail.review')}>
              <p className="text-sm font-medium">{t('detail.reviewed', { name: order.reviewedBy.name })}</p>
              {order.reviewComment ? (
                <p className="mt-1 whitespace-pre-wrap text-sm">{order.reviewComment}</p>
              ) : null}
            </Card>
          ) : null}
        </div>
        <div className="space-y-4">
          <OrderFacts order={order} side={side} />
          <Card title={t('detail.document')}>
            <DocumentLink order={order} side={side} />
          </Card>
          <Card title={t('detail.history')}>
            <OrderHistory order={order} />
          </Card>
          <CancelForm order={order} side={side} onDone={onChange} />
        </div>
      </div>
    </div>
  );
}

interface DraftValue {
  key: string;
  loinc: string;
  value: string;
  unit: string;
  low: string;
  high: string;
}

const newDraft = (): DraftValue => ({
  key: crypto.randomUUID(),
  loinc: '',
  value: '',
  unit: '',
  low: '',
  high: '',
});
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** `/dietitian/labs/upload`: an outside laboratory's report for a patient (PDF plus the values typed in). */
export function UploadOutsidePage() {
  const { t } = useTranslation('labs');
  const navigate = useNavigate();
  const fieldText = useFieldErrors();
  const name = useOrderableName();
  const [patient, setPatient] = useState<PickerOption | null>(null);
  const [laboratoryName, setLaboratoryName] = useState('');
  const [collectedOn, setCollectedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<DraftValue[]>([newDraft()]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<DraftValue>) =>
    setValues((vs) => vs.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const order = await labsApi.outside({
        patientId: patient?.id ?? '',
        laboratoryName,
        collectedOn,
        notes,
        results: values.map((v) => ({
          loinc: v.loinc,
          value: Number(v.value.replace(',', '.')),
          unit: v.unit,
          referenceLow: numberOrNull(v.low),
          referenceHigh: numberOrNull(v.high),
        })),
      });
      if (file) await labsApi.uploadDocument('practice', order.id, file);
      await invalidate(queryKeys.labs.all);
      toast({ variant: 'success', title: t('upload.saved') });
      navigate(`${LABS_HOME}/${order.id}`);
    } catch (err) {
      const failure = formFailure(err, t);
      setErrors(fieldText(failure.fields));
      setFailure(failure.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('upload.title')} description={t('upload.description')} />
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        {failure ? <Alert>{failure}</Alert> : null}
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <SearchPicker
              label={t('upload.patient')}
              value={patient}
              onChange={setPatient}
              queryKey={queryKeys.patients.picker}
              search={searchPatientOptions}
              placeholder={t('form.patientPlaceholder')}
              hint={errors.patientId}
            />
            <TextField
              label={t('upload.laboratory')}
              value={laboratoryName}
              onChange={setLaboratoryName}
              error={errors.laboratoryName}
              maxLength={200}
            />
            <TextField
              label={t('upload.collectedOn')}
              type="date"
              value={collectedOn}
              onChange={setCollectedOn}
              error={errors.collectedOn}
            />
            <div>
              <label htmlFor="outside-file" className="block text-sm font-medium">
                {t('upload.file')}
              </label>
              <input
                id="outside-file"
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                className="mt-1.5 block w-full text-sm"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </div>
          </div>
        </Card>
        <Card title={t('upload.values')}>
          <ul className="space-y-4">
            {values.map((v, i) => (
              <li
                key={v.key}
                className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-6"
                data-testid="value-line"
              >
                <SelectField
                  className="sm:col-span-2"
                  label={t('upload.test')}
                  value={v.loinc}
                  placeholder={t('upload.chooseTest')}
                  onChange={(loinc) => set(i, { loinc })}
                  options={LAB_SINGLE_TESTS.map((o) => ({ value: o.code, label: name(o.code, o.name) }))}
                  error={errors[`results.${i}.loinc`]}
                />
                <TextField
                  label={t('upload.value')}
                  inputMode="decimal"
                  value={v.value}
                  onChange={(value) => set(i, { value })}
                  error={errors[`results.${i}.value`]}
                />
                <TextField
                  label={t('upload.unit')}
                  value={v.unit}
                  onChange={(unit) => set(i, { unit })}
                  error={errors[`results.${i}.unit`]}
                />
                <TextField
                  label={t('upload.low')}
                  inputMode="decimal"
                  value={v.low}
                  onChange={(low) => set(i, { low })}
                />
                <TextField
                  label={t('upload.high')}
                  inputMode="decimal"
                  value={v.high}
                  onChange={(high) => set(i, { high })}
                />
                {values.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:col-span-6 sm:justify-self-end"
                    onClick={() => setValues((vs) => vs.filter((x) => x.key !== v.key))}
                  >
                    {t('upload.removeValue')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <Button
            className="mt-3"
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setValues((vs) => [...vs, newDraft()])}
          >
            {t('upload.addValue')}
          </Button>
        </Card>
        <Card>
          <TextAreaField label={t('upload.notes')} value={notes} onChange={setNotes} maxLength={2000} />
        </Card>
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {t('upload.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The lab results tab of a patient's record: their orders and trends, and a way to order. */
export function PatientLabsTab({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useTranslation('labs');
  const trends = useApiQuery(queryKeys.labs.trends(patientId), (signal) => labsApi.trends(patientId, signal));
  const orders = useApiQuery(queryKeys.labs.list('practice', `patient:${patientId}`), (signal) =>
    labsApi.list('practice', { patientId, pageSize: 50 }, signal),
  );
  const paths = useLabPaths();
  const system = useLabUnitSystem();
  const { roles } = useAuth();
  const canOrder = roles.includes('dietitian') || roles.includes('medical');
  return (
    <div className="space-y-4">
      {canOrder ? (
        <div className="flex justify-end">
          <Link to={paths.newOrder(patientId, patientName)} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('tab.order')}
          </Link>
        </div>
      ) : null}
      {orders.error ? <Alert>{errorMessage(orders.error, t)}</Alert> : null}
      {orders.loading ? <LoadingStatus /> : null}
      {orders.data && orders.data.items.length === 0 ? (
        <EmptyState
          icon={<FlaskConical className="size-8" />}
          headingLevel={2}
          title={t('tab.empty')}
          description={t('tab.emptyBody')}
        />
      ) : null}
      {orders.data && orders.data.items.length > 0 ? (
        <>
          <OrdersTable
            side="practice"
            items={orders.data.items}
            linkTo={(o) => paths.order(patientId, o.id)}
            caption={t('tab.orders')}
          />
          <section aria-labelledby="patient-lab-trends" className="space-y-2">
            <h2 id="patient-lab-trends" className="text-lg font-semibold">
              {t('detail.trends')}
            </h2>
            <UnitSystemSwitch />
            {trends.data ? <TrendCharts series={trends.data.items} system={system} /> : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
