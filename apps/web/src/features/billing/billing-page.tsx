import {
  type BillingTotals,
  type ClaimSummary,
  INVOICE_STATUSES,
  type InvoiceSummary,
} from '@verdant/shared';
import { FilePlus2, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { Pager } from '../../components/pager.tsx';
import { SearchPicker } from '../../components/search-picker.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { pagePosition } from '../../lib/format.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { searchPatientOptions } from '../patients/patients-api.ts';
import { billingApi, claimsApi } from './billing-api.ts';
import { ClaimStatusBadge, InvoiceStatusBadge, Money, useBillingBase, useDay } from './billing-ui.tsx';
import { PackageList } from './packages-ui.tsx';

/** Outstanding and overdue money, per currency: the list's totals. */
export function TotalsCards({ totals }: { totals: readonly BillingTotals[] }) {
  const { t } = useTranslation('billing');
  if (totals.length === 0) return null;
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2">
      {totals.map((x) => (
        <div key={x.currency} className="contents">
          <div className="rounded-lg border border-border bg-card p-4" data-testid="total-outstanding">
            <p className="text-sm text-muted">{t('totals.outstanding', { count: x.outstandingCount })}</p>
            <p className="text-2xl font-semibold">
              <Money minor={x.outstandingMinor} currency={x.currency} />
            </p>
          </div>
          <div className="rounded-lg border border-border bg-card p-4" data-testid="total-overdue">
            <p className="text-sm text-muted">{t('totals.overdue', { count: x.overdueCount })}</p>
            <p className={x.overdueMinor ? 'text-2xl font-semibold text-danger' : 'text-2xl font-semibold'}>
              <Money minor={x.overdueMinor} currency={x.currency} />
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}

function InvoiceList() {
  const { t } = useTranslation('billing');
  const base = useBillingBase();
  const day = useDay();
  const { params, page, update } = useUrlQuery();
  const status = params.get('status') ?? 'all';
  const patientId = params.get('patient');
  const patientName = params.get('patientName');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = {
    status: status as 'all',
    ...(patientId ? { patientId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page,
    pageSize: 25,
  };
  const list = useApiQuery(queryKeys.billing.invoices(JSON.stringify(query)), (signal) =>
    billingApi.list(query, signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const columns: Column<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('fields.number'),
      primary: true,
      cell: (i) => (
        <Link
          to={`${base}/invoices/${i.id}`}
          className="font-medium text-fg underline-offset-2 hover:underline"
          data-testid="invoice-link"
        >
          {i.number}
        </Link>
      ),
    },
    {
      key: 'patient',
      header: t('fields.patient'),
      cell: (i) => `${i.patient.firstName} ${i.patient.lastName}`,
    },
    {
      key: 'issued',
      header: t('fields.issueDate'),
      from: 'md',
      className: 'text-muted',
      cell: (i) => day(i.issueDate),
    },
    {
      key: 'due',
      header: t('fields.dueDate'),
      from: 'lg',
      className: 'text-muted',
      cell: (i) => (i.kind === 'invoice' ? day(i.dueDate) : '—'),
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (i) => (
        <InvoiceStatusBadge
          status={i.status}
          kind={i.kind}
          partlyPaid={i.amountPaidMinor > 0 && i.balanceMinor > 0 && i.status !== 'paid'}
        />
      ),
    },
    {
      key: 'total',
      header: t('fields.total'),
      className: 'text-right',
      cell: (i) => (
        <Money minor={i.kind === 'credit_note' ? -i.totalMinor : i.totalMinor} currency={i.currency} />
      ),
    },
    {
      key: 'balance',
      header: t('fields.balance'),
      from: 'sm',
      className: 'text-right',
      cell: (i) => <Money minor={i.balanceMinor} currency={i.currency} />,
    },
  ];
  const filtered = status !== 'all' || patientId || from || to;
  return (
    <>
      {data ? <TotalsCards totals={data.totals} /> : null}
      <FilterBar label={t('list.filters')} columns="sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('fields.status')}>
          {(p) => (
            <Select
              {...p}
              value={status}
              onChange={(e) => update({ status: e.target.value === 'all' ? null : e.target.value })}
            >
              {['all', 'outstanding', ...INVOICE_STATUSES].map((s) => (
                <option key={s} value={s}>
                  {t(`filters.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <SearchPicker
          label={t('fields.patient')}
          value={patientId ? { id: patientId, label: patientName ?? '' } : null}
          onChange={(o) => update({ patient: o?.id ?? null, patientName: o?.label ?? null })}
          queryKey={queryKeys.patients.picker}
          search={searchPatientOptions}
          placeholder={t('list.patientPlaceholder')}
        />
        <Field label={t('list.from')}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={from}
              onChange={(e) => update({ from: e.target.value || null })}
            />
          )}
        </Field>
        <Field label={t('list.to')}>
          {(p) => (
            <Input {...p} type="date" value={to} onChange={(e) => update({ to: e.target.value || null })} />
          )}
        </Field>
      </FilterBar>
      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<Receipt className="size-8" />}
          title={filtered ? t('list.noMatch') : t('list.emptyTitle')}
          description={filtered ? undefined : t('list.emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={data.items}
          rowKey={(i) => i.id}
          rowProps={() => ({ 'data-testid': 'invoice-row' })}
        />
      ) : null}
      {data && position && data.total > data.pageSize ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('list.pagination')}
          summary={t('list.pageOf', { page: data.page, ...position })}
        />
      ) : null}
    </>
  );
}

export function ClaimList() {
  const { t } = useTranslation('billing');
  const base = useBillingBase();
  const day = useDay();
  const { params, page, update } = useUrlQuery();
  const status = params.get('claimStatus') ?? 'all';
  const query = { status: status as 'all', page, pageSize: 25 };
  const list = useApiQuery(queryKeys.billing.claims('practice', JSON.stringify(query)), (signal) =>
    claimsApi.list('practice', query, signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const columns: Column<ClaimSummary>[] = [
    {
      key: 'number',
      header: t('claims.number'),
      primary: true,
      cell: (c) => (
        <Link to={`${base}/claims/${c.id}`} className="font-medium underline-offset-2 hover:underline">
          {c.number}
        </Link>
      ),
    },
    {
      key: 'patient',
      header: t('fields.patient'),
      cell: (c) => `${c.patient.firstName} ${c.patient.lastName}`,
    },
    { key: 'payer', header: t('claims.payer'), from: 'md', cell: (c) => c.payer.name },
    {
      key: 'service',
      header: t('claims.serviceDate'),
      from: 'lg',
      className: 'text-muted',
      cell: (c) => (c.firstServiceDate ? day(c.firstServiceDate) : '—'),
    },
    { key: 'status', header: t('fields.status'), cell: (c) => <ClaimStatusBadge status={c.status} /> },
    {
      key: 'charge',
      header: t('claims.charge'),
      className: 'text-right',
      cell: (c) => <Money minor={c.totalChargeMinor} currency={c.currency} />,
    },
    {
      key: 'paid',
      header: t('claims.paid'),
      from: 'sm',
      className: 'text-right',
      cell: (c) => (c.paidMinor === null ? '—' : <Money minor={c.paidMinor} currency={c.currency} />),
    },
  ];
  return (
    <>
      <FilterBar label={t('claims.filters')} columns="sm:grid-cols-2">
        <Field label={t('fields.status')}>
          {(p) => (
            <Select
              {...p}
              value={status}
              onChange={(e) => update({ claimStatus: e.target.value === 'all' ? null : e.target.value })}
            >
              {[
                'all',
                'todo',
                'draft',
                'submitted',
                'accepted',
                'rejected',
                'paid',
                'partially_paid',
                'denied',
                'appealed',
              ].map((s) => (
                <option key={s} value={s}>
                  {s === 'all' || s === 'todo' ? t(`claims.filter.${s}`) : t(`claimStatus.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterBar>
      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<Receipt className="size-8" />}
          title={t('claims.empty')}
          description={t('claims.emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption={t('claims.caption')}
          columns={columns}
          rows={data.items}
          rowKey={(c) => c.id}
          rowProps={() => ({ 'data-testid': 'claim-row' })}
        />
      ) : null}
      {data && position && data.total > data.pageSize ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('list.pagination')}
          summary={t('list.pageOf', { page: data.page, ...position })}
        />
      ) : null}
    </>
  );
}

function PackagesTab() {
  const { t } = useTranslation('billing');
  const { session, roles } = useAuth();
  const mine = roles.includes('fitness') && !roles.some((r) => r === 'staff' || r === 'admin');
  const query = mine && session ? { providerUserId: session.user.id } : {};
  const packages = useApiQuery(queryKeys.billing.packages(JSON.stringify(query)), (signal) =>
    billingApi.packages(query, signal),
  );
  return (
    <Card title={t('packages.title')} description={t('packages.description')}>
      {packages.error ? <Alert>{errorMessage(packages.error, t)}</Alert> : null}
      {packages.loading ? <LoadingStatus /> : null}
      {packages.data ? <PackageList items={packages.data.items} showSessions /> : null}
    </Card>
  );
}

type Tab = 'invoices' | 'claims' | 'packages';

/** `/billing`, `/dietitian/billing`, `/fitness/billing`: invoices, claims (not for fitness) and session packages. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const base = useBillingBase();
  const { params, update } = useUrlQuery();
  const fitness = base === '/fitness/billing';
  const tabs: Tab[] = fitness ? ['invoices', 'packages'] : ['invoices', 'claims', 'packages'];
  const tab = (tabs as string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : fitness
      ? 'packages'
      : 'invoices';
  const panels: Record<Tab, React.ReactNode> = {
    invoices: <InvoiceList />,
    claims: <ClaimList />,
    packages: <PackagesTab />,
  };
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to={`${base}/new-invoice`} className={buttonClasses({})}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t('newInvoice')}
          </Link>
        }
      />
      <Tabs<Tab>
        label={t('tabs.label')}
        value={tab}
        onChange={(k) => update({ tab: k, page: null })}
        items={tabs.map((k) => ({ key: k, label: t(`tabs.${k}`), panel: tab === k ? panels[k] : null }))}
      />
    </div>
  );
}
