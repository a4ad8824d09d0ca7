import { Download, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { PackageList } from './packages-ui.tsx';
import { billingApi } from './billing-api.ts';
import { InvoiceStatusBadge, Money, useDay } from './billing-ui.tsx';
import { InvoiceDocument } from './invoice-page.tsx';
import type { InvoiceSummary } from '@verdant/shared';

type Mine = InvoiceSummary & { practice: string };

/** `/patient/billing`: the patient's invoices (issued ones) with their PDFs, and their session packages. */
export function PatientBillingSection() {
  const { t, i18n } = useTranslation('billing');
  const day = useDay();
  const [params, setParams] = useSearchParams();
  const open = params.get('invoice');
  const invoices = useApiQuery(queryKeys.billing.mine, (signal) => billingApi.mine(signal));
  const packages = useApiQuery(queryKeys.billing.myPackages, (signal) => billingApi.myPackages(signal));
  const one = useApiQuery(open ? queryKeys.billing.myInvoice(open) : null, (signal) =>
    billingApi.myOne(open!, signal),
  );
  const owed = (invoices.data?.items ?? []).filter(
    (i) => i.kind === 'invoice' && (i.status === 'sent' || i.status === 'overdue'),
  );
  const columns: Column<Mine>[] = [
    {
      key: 'number',
      header: t('fields.number'),
      primary: true,
      cell: (i) => (
        <button
          type="button"
          className="font-medium underline underline-offset-2"
          onClick={() => setParams({ invoice: i.id })}
        >
          {i.number}
        </button>
      ),
    },
    { key: 'practice', header: t('patient.practice'), from: 'md', cell: (i) => i.practice },
    { key: 'date', header: t('fields.issueDate'), cell: (i) => day(i.issueDate) },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (i) => <InvoiceStatusBadge status={i.status} kind={i.kind} />,
    },
    {
      key: 'total',
      header: t('fields.total'),
      className: 'text-right',
      cell: (i) => <Money minor={i.totalMinor} currency={i.currency} />,
    },
    {
      key: 'balance',
      header: t('fields.balance'),
      className: 'text-right',
      cell: (i) => <Money minor={i.balanceMinor} currency={i.currency} />,
    },
    {
      key: 'pdf',
      header: t('actions.pdf'),
      cell: (i) => (
        <a
          href={billingApi.pdfUrl(i.id, i18n.language, true)}
          download
          className="inline-flex items-center gap-1 text-primary underline"
        >
          <Download aria-hidden="true" className="size-4" />
          <span>PDF</span>
          <span className="sr-only">{i.number}</span>
        </a>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('patient.title')}</h1>
      {owed.length ? (
        <Alert variant="info">
          {t('patient.owed', { count: owed.length })}{' '}
          {owed.map((i, k) => (
            <span key={i.id}>
              {k ? ', ' : ''}
              <Money minor={i.balanceMinor} currency={i.currency} /> ({i.number})
            </span>
          ))}
        </Alert>
      ) : null}
      {invoices.error ? <Alert>{errorMessage(invoices.error, t)}</Alert> : null}
      {invoices.loading ? <LoadingStatus /> : null}
      {invoices.data && invoices.data.items.length === 0 ? (
        <EmptyState
          icon={<Receipt className="size-8" />}
          title={t('patient.empty')}
          description={t('patient.emptyBody')}
        />
      ) : null}
      {invoices.data && invoices.data.items.length > 0 ? (
        <DataTable
          caption={t('patient.caption')}
          columns={columns}
          rows={invoices.data.items}
          rowKey={(i) => i.id}
          rowProps={() => ({ 'data-testid': 'my-invoice' })}
        />
      ) : null}
      {open && one.data ? (
        <Card
          title={`${one.data.kind === 'credit_note' ? t('creditNote') : t('invoice')} ${one.data.number} · ${one.data.practice.name}`}
          actions={
            <a
              href={billingApi.pdfUrl(one.data.id, i18n.language, true)}
              download
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('actions.pdf')}
            </a>
          }
        >
          <InvoiceDocument invoice={one.data} />
        </Card>
      ) : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {packages.data?.items.length ? (
        <Card title={t('packages.mine')}>
          <PackageList items={packages.data.items} showPatient={false} showSessions />
        </Card>
      ) : null}
    </div>
  );
}
