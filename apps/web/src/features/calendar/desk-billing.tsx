import {
  type DeskDayBilling,
  type DeskReceipt,
  type DeskVisitBilling,
  type Invoice,
  invoiceFigures,
  type PaymentMethod,
} from '@verdant/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { api } from '../../lib/api/client.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { newIdempotencyKey } from '../../lib/api/site-api.ts';
import { PaymentFields, paymentErrors, paymentInput, usePaymentDraft } from '../billing/billing-ui.tsx';
import { formatMoney } from '../../lib/time.ts';

const enc = encodeURIComponent;
const V = '/api/v1/front-desk/visits';

/** The front desk's billing calls (`@verdant/shared` front-desk.ts, ADR 0063). */
export const deskBillingApi = {
  visit: (id: string, signal?: AbortSignal) => api<DeskVisitBilling>(`${V}/${enc(id)}/billing`, { signal }),
  day: (from: string, to: string, signal?: AbortSignal) =>
    api<DeskDayBilling>(`/api/v1/front-desk/billing?from=${enc(from)}&to=${enc(to)}`, { signal }),
  issue: (id: string, key: string) =>
    api<Invoice>(`${V}/${enc(id)}/invoice`, { method: 'POST', headers: { 'idempotency-key': key } }),
  pay: (
    id: string,
    input: {
      invoiceId: string | null;
      amountMinor: number;
      method: PaymentMethod;
      paidOn: string;
      reference: string | null;
    },
    key: string,
  ) =>
    api<DeskReceipt>(`${V}/${enc(id)}/payments`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': key },
    }),
};

export type DeskBillingMode = 'pay' | 'issue';

/**
 * Taking a payment or issuing the invoice of one visit at the front desk: the visit's price and its
 * invoice, then the payment (amount, method, date, reference) with its receipt, or the issued invoice.
 * One Idempotency-Key per submission: a double click or a retry records it once.
 */
export function DeskBillingDialog({
  visitId,
  mode,
  onClose,
}: {
  visitId: string;
  mode: DeskBillingMode;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const [current, setCurrent] = useState(mode);
  const [receipt, setReceipt] = useState<DeskReceipt | null>(null);
  const [issued, setIssued] = useState<Invoice | null>(null);
  const state = useApiQuery(queryKeys.billing.visit(visitId), (signal) =>
    deskBillingApi.visit(visitId, signal),
  );
  const data = state.data;
  const title = receipt
    ? t('deskBilling.receiptTitle')
    : current === 'pay'
      ? t('deskBilling.payTitle')
      : t('deskBilling.issueTitle');
  return (
    <Dialog open onClose={onClose} title={title}>
      {state.loading ? <LoadingStatus /> : null}
      {state.error ? <Alert>{errorMessage(state.error, t)}</Alert> : null}
      {data ? (
        receipt ? (
          <Receipt receipt={receipt} onClose={onClose} />
        ) : issued ? (
          <Issued
            invoice={issued}
            onPay={() => {
              setIssued(null);
              setCurrent('pay');
            }}
            onClose={onClose}
          />
        ) : (
          <div className="space-y-4">
            <VisitSummary data={data} />
            {current === 'pay' ? (
              <PaymentForm data={data} visitId={visitId} onDone={setReceipt} onClose={onClose} />
            ) : (
              <IssueStep
                data={data}
                visitId={visitId}
                onDone={setIssued}
                onPay={() => setCurrent('pay')}
                onClose={onClose}
              />
            )}
          </div>
        )
      ) : null}
    </Dialog>
  );
}

function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
}

/** What a new invoice of the visit would total (its price and the practice's default tax). */
function newTotal(data: DeskVisitBilling): number {
  return invoiceFigures([
    {
      quantityHundredths: 100,
      unitPriceMinor: data.visit.priceMinor,
      taxRateBasisPoints: data.taxRateBasisPoints,
    },
  ]).totalMinor;
}

function VisitSummary({ data }: { data: DeskVisitBilling }) {
  const { t } = useTranslation('calendar');
  const money = useMoney();
  const inv = data.invoice;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-muted">{t('deskBilling.patient')}</dt>
        <dd className="font-medium break-words">{data.visit.patient.name}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted">{t('deskBilling.service')}</dt>
        <dd className="break-words">
          {data.visit.serviceName} · {money(data.visit.priceMinor, data.visit.currency)}
        </dd>
      </div>
      {inv ? (
        <div className="min-w-0 sm:col-span-2" data-testid="desk-visit-invoice">
          <dt className="text-muted">{t('deskBilling.invoice')}</dt>
          <dd>
            <Link to={`/billing/invoices/${inv.id}`} className="font-medium underline underline-offset-2">
              {inv.number}
            </Link>{' '}
            · {t(`deskBilling.status.${inv.status}`)} ·{' '}
            {t('deskBilling.balance', { amount: money(inv.balanceMinor, inv.currency) })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function NotBillable({ data, onClose }: { data: DeskVisitBilling; onClose(): void }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        {t(`deskBilling.notBillable.${data.notBillable}`)}
      </p>
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}

function IssueStep({
  data,
  visitId,
  onDone,
  onPay,
  onClose,
}: {
  data: DeskVisitBilling;
  visitId: string;
  onDone(inv: Invoice): void;
  onPay(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const money = useMoney();
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (data.invoice) {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm">
          {t('deskBilling.alreadyInvoiced')}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
          {['sent', 'overdue', 'draft'].includes(data.invoice.status) ? (
            <Button type="button" onClick={onPay}>
              {t('deskBilling.takePayment')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  if (data.notBillable) return <NotBillable data={data} onClose={onClose} />;
  async function issue() {
    setBusy(true);
    setError(null);
    try {
      const inv = await deskBillingApi.issue(visitId, key);
      setKey(newIdempotencyKey());
      await Promise.all([invalidate(queryKeys.billing.all), invalidate(queryKeys.calendar.all)]);
      onDone(inv);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      {error ? <Alert>{error}</Alert> : null}
      <p className="text-sm">
        {t('deskBilling.issueExplain', { amount: money(newTotal(data), data.visit.currency) })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="button" loading={busy} onClick={() => void issue()}>
          {t('deskBilling.issue')}
        </Button>
      </div>
    </div>
  );
}

function Issued({ invoice, onPay, onClose }: { invoice: Invoice; onPay(): void; onClose(): void }) {
  const { t, i18n } = useTranslation('calendar');
  const money = useMoney();
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium">
        {t('deskBilling.issuedAs', {
          number: invoice.number,
          amount: money(invoice.totalMinor, invoice.currency),
        })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <a
          href={`/api/v1/invoices/${enc(invoice.id)}/pdf?lang=${i18n.language}&download=1`}
          className={buttonClasses({ variant: 'ghost' })}
        >
          {t('deskBilling.invoicePdf')}
        </a>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
        <Button type="button" onClick={onPay}>
          {t('deskBilling.takePayment')}
        </Button>
      </div>
    </div>
  );
}

function PaymentForm({
  data,
  visitId,
  onDone,
  onClose,
}: {
  data: DeskVisitBilling;
  visitId: string;
  onDone(r: DeskReceipt): void;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const { t: tb } = useTranslation('billing');
  const inv = data.invoice;
  const currency = inv?.currency ?? data.visit.currency;
  const due = inv ? inv.balanceMinor : newTotal(data);
  const [draft, setDraft] = usePaymentDraft(due, currency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  if (inv && inv.status === 'paid') {
    return (
      <p role="status" className="text-sm font-medium">
        {t('deskBilling.paidInFull')}
      </p>
    );
  }
  if (inv && !['sent', 'overdue', 'draft'].includes(inv.status)) {
    return (
      <p role="status" className="text-sm">
        {t('deskBilling.cannotPay')}
      </p>
    );
  }
  if (!inv && data.notBillable) return <NotBillable data={data} onClose={onClose} />;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = paymentInput(draft, currency);
    if (!input) {
      setErrors({ amountMinor: tb('validation.amountInvalid') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const receipt = await deskBillingApi.pay(visitId, { invoiceId: inv?.id ?? null, ...input }, key);
      setKey(newIdempotencyKey());
      await Promise.all([invalidate(queryKeys.billing.all), invalidate(queryKeys.calendar.all)]);
      onDone(receipt);
    } catch (err) {
      setErrors(paymentErrors(err, tb));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {!inv ? <p className="text-sm text-muted">{t('deskBilling.willIssue')}</p> : null}
      <PaymentFields draft={draft} onChange={setDraft} currency={currency} errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('deskBilling.record')}
        </Button>
      </div>
    </form>
  );
}

function Receipt({ receipt, onClose }: { receipt: DeskReceipt; onClose(): void }) {
  const { t, i18n } = useTranslation('calendar');
  const { t: tb } = useTranslation('billing');
  const money = useMoney();
  const inv = receipt.invoice;
  const p = receipt.payment;
  const day = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${p.paidOn}T00:00:00Z`));
  return (
    <div className="space-y-3" data-testid="desk-receipt">
      <p role="status" className="font-medium">
        {inv.status === 'paid' ? t('deskBilling.receiptPaid') : t('deskBilling.receiptPartly')}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-muted">{t('deskBilling.invoice')}</dt>
          <dd className="font-medium">{inv.number}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{t('deskBilling.patient')}</dt>
          <dd className="break-words">
            {inv.patient.firstName} {inv.patient.lastName}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{t('deskBilling.amountPaid')}</dt>
          <dd className="font-semibold tabular-nums">{money(p.amountMinor, inv.currency)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{tb('payments.method')}</dt>
          <dd>{tb(`methods.${p.method ?? 'other'}`)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{tb('payments.date')}</dt>
          <dd>{day}</dd>
        </div>
        {p.reference ? (
          <div className="min-w-0">
            <dt className="text-muted">{tb('payments.reference')}</dt>
            <dd className="break-words">{p.reference}</dd>
          </div>
        ) : null}
        <div className="min-w-0">
          <dt className="text-muted">{t('deskBilling.total')}</dt>
          <dd className="tabular-nums">{money(inv.totalMinor, inv.currency)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{t('deskBilling.remaining')}</dt>
          <dd className="tabular-nums">{money(inv.balanceMinor, inv.currency)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <a
          href={`/api/v1/invoices/${enc(inv.id)}/pdf?lang=${i18n.language}&download=1`}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('deskBilling.receiptPdf')}
        </a>
        <Button type="button" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
