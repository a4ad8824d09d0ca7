import type { Invoice } from '@verdant/shared';
import { Copy, Download, FileWarning, Send, ShieldCheck, Trash2, Wallet, XCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CheckField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { billingApi, claimsApi } from './billing-api.ts';
import {
  ClaimStatusBadge,
  InvoiceStatusBadge,
  Money,
  PaymentFields,
  paymentErrors,
  paymentInput,
  useBillingBase,
  useDay,
  usePaymentDraft,
} from './billing-ui.tsx';

/** The invoice itself: parties, lines, totals, payments (shared by the practice's and the patient's views). */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const day = useDay();
  const c = invoice.currency;
  const owed = invoice.balanceMinor;
  return (
    <div className="space-y-4">
      <Card>
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">{t('fields.patient')}</dt>
            <dd className="font-medium">
              {invoice.patient.firstName} {invoice.patient.lastName}
            </dd>
            {invoice.patient.email ? <dd className="break-all text-muted">{invoice.patient.email}</dd> : null}
          </div>
          <div>
            <dt className="text-muted">{t('fields.issueDate')}</dt>
            <dd>{day(invoice.issueDate)}</dd>
          </div>
          {invoice.kind === 'invoice' ? (
            <div>
              <dt className="text-muted">{t('fields.dueDate')}</dt>
              <dd>{day(invoice.dueDate)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted">{t('fields.status')}</dt>
            <dd>
              <InvoiceStatusBadge
                status={invoice.status}
                kind={invoice.kind}
                partlyPaid={invoice.amountPaidMinor > 0 && owed > 0 && invoice.status !== 'paid'}
              />
            </dd>
          </div>
        </dl>
      </Card>
      <Card title={t('form.lines')}>
        <div className="overflow-x-auto" tabIndex={-1}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('form.lines')}</caption>
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('fields.description')}
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
                  {t('fields.quantity')}
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
                  {t('fields.unitPriceShort')}
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right font-medium md:table-cell">
                  {t('fields.tax')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('fields.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((l) => (
                <tr key={l.id} className="border-t border-border align-top">
                  <td className="py-2 pr-2">
                    {l.description}
                    <span className="block text-xs text-muted sm:hidden">
                      {l.quantity} × <Money minor={l.unitPriceMinor} currency={c} />
                    </span>
                    {l.serviceDate ? (
                      <span className="block text-xs text-muted">{day(l.serviceDate)}</span>
                    ) : null}
                  </td>
                  <td className="hidden py-2 pr-2 text-right sm:table-cell">{l.quantity}</td>
                  <td className="hidden py-2 pr-2 text-right sm:table-cell">
                    <Money minor={l.unitPriceMinor} currency={c} />
                  </td>
                  <td className="hidden py-2 pr-2 text-right md:table-cell">
                    {l.taxRateBasisPoints ? `${l.taxRateBasisPoints / 100} %` : '—'}
                  </td>
                  <td className="py-2 text-right">
                    <Money minor={l.netMinor} currency={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm" data-testid="invoice-figures">
          <Row label={t('fields.subtotal')}>
            <Money minor={invoice.subtotalMinor} currency={c} />
          </Row>
          <Row label={t('fields.tax')}>
            <Money minor={invoice.taxMinor} currency={c} />
          </Row>
          <Row label={t('fields.total')} strong>
            <Money minor={invoice.totalMinor} currency={c} />
          </Row>
          {invoice.kind === 'invoice' ? (
            <>
              {invoice.amountPaidMinor ? (
                <Row label={t('fields.paid')}>
                  − <Money minor={invoice.amountPaidMinor} currency={c} />
                </Row>
              ) : null}
              {invoice.adjustedMinor ? (
                <Row label={t('fields.adjusted')}>
                  − <Money minor={invoice.adjustedMinor} currency={c} />
                </Row>
              ) : null}
              {invoice.creditedMinor ? (
                <Row label={t('fields.credited')}>
                  − <Money minor={invoice.creditedMinor} currency={c} />
                </Row>
              ) : null}
              {invoice.status !== 'cancelled' ? (
                <Row label={owed < 0 ? t('fields.refundDue') : t('fields.balance')} strong>
                  <span data-testid="balance">
                    <Money minor={Math.abs(owed)} currency={c} />
                  </span>
                </Row>
              ) : null}
            </>
          ) : null}
        </dl>
      </Card>
      {invoice.payments.length ? (
        <Card title={t('payments.title')}>
          <ul className="divide-y divide-border text-sm">
            {invoice.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {day(p.paidOn)} ·{' '}
                  {p.kind === 'adjustment'
                    ? t('payments.adjustment')
                    : p.method
                      ? t(`methods.${p.method}`)
                      : ''}
                  {p.reference ? ` · ${p.reference}` : ''}
                </span>
                <Money minor={p.amountMinor} currency={c} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {invoice.notes ? (
        <Card title={t('fields.notes')}>
          <p className="whitespace-pre-line text-sm">{invoice.notes}</p>
        </Card>
      ) : null}
    </div>
  );
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between border-t border-border pt-1 font-semibold' : 'flex justify-between'
      }
    >
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PaymentDialog({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose(): void }) {
  const { t } = useTranslation('billing');
  const [draft, setDraft] = usePaymentDraft(invoice.balanceMinor, invoice.currency);
  const [error, setError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = paymentInput(draft, invoice.currency);
    if (!input) {
      setError({ amountMinor: t('validation.amountInvalid') });
      return;
    }
    setBusy(true);
    try {
      const saved = await billingApi.pay(invoice.id, input);
      updateCached(queryKeys.billing.invoice(invoice.id), () => saved);
      await invalidate(queryKeys.billing.all);
      toast({
        variant: 'success',
        title: saved.status === 'paid' ? t('toast.paid') : t('toast.paymentRecorded'),
      });
      onClose();
    } catch (err) {
      setError(paymentErrors(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onClose={onClose} title={t('payments.record')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        {error.form ? <Alert>{error.form}</Alert> : null}
        <PaymentFields draft={draft} onChange={setDraft} currency={invoice.currency} errors={error} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('payments.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReasonDialog({
  open,
  onClose,
  title,
  body,
  confirm,
  onConfirm,
  withReissue,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  body: string;
  confirm: string;
  onConfirm(reason: string, reissue: boolean): Promise<void>;
  withReissue?: boolean;
}) {
  const { t } = useTranslation('billing');
  const [reason, setReason] = useState('');
  const [reissue, setReissue] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!reason.trim()) {
            setError(t('validation.reasonRequired'));
            return;
          }
          setBusy(true);
          try {
            await onConfirm(reason.trim(), reissue);
            onClose();
          } catch (err) {
            setError(errorMessage(err, t));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm text-muted">{body}</p>
        <TextField
          label={t('fields.reason')}
          value={reason}
          onChange={setReason}
          error={error ?? undefined}
        />
        {withReissue ? (
          <CheckField label={t('actions.reissue')} checked={reissue} onChange={setReissue} />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The claims made from an invoice, with the insurer's outcome. */
function InvoiceClaims({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const base = useBillingBase();
  const { roles } = useAuth();
  const canClaim =
    roles.some((r) => ['admin', 'staff', 'dietitian', 'medical'].includes(r)) && base !== '/fitness/billing';
  const query = { invoiceId: invoice.id, page: 1, pageSize: 25 };
  const claims = useApiQuery(
    canClaim ? queryKeys.billing.claims('practice', JSON.stringify(query)) : null,
    (signal) => claimsApi.list('practice', query, signal),
  );
  if (!canClaim || invoice.kind !== 'invoice') return null;
  const claimable = ['sent', 'overdue', 'paid'].includes(invoice.status);
  return (
    <Card
      title={t('claims.title')}
      actions={
        claimable ? (
          <Link
            to={`${base}/claims/new?invoice=${invoice.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('claims.create')}
          </Link>
        ) : null
      }
    >
      {claims.data?.items.length ? (
        <ul className="divide-y divide-border text-sm">
          {claims.data.items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`${base}/claims/${c.id}`} className="font-medium underline-offset-2 hover:underline">
                {c.number} · {c.payer.name}
              </Link>
              <span className="flex items-center gap-2">
                <ClaimStatusBadge status={c.status} />
                {c.paidMinor !== null ? (
                  <span>
                    {t('claims.insurerPaid')} <Money minor={c.paidMinor} currency={c.currency} />
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{claimable ? t('claims.none') : t('claims.notYet')}</p>
      )}
    </Card>
  );
}

/** `/billing/invoices/:id` (and the dietitian's and trainer's): the invoice and what can be done with it. */
export function InvoicePage() {
  const { t, i18n } = useTranslation('billing');
  const { id = '' } = useParams();
  const base = useBillingBase();
  const navigate = useNavigate();
  const invoice = useApiQuery(queryKeys.billing.invoice(id), (signal) => billingApi.get(id, signal));
  const [dialog, setDialog] = useState<'pay' | 'cancel' | 'credit' | 'delete' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const inv = invoice.data;

  async function act(
    name: string,
    run: () => Promise<Invoice | undefined>,
    done: string,
    go?: (answer: Invoice) => string,
  ) {
    setBusy(name);
    try {
      const answer = await run();
      if (answer && !go) updateCached(queryKeys.billing.invoice(id), () => answer);
      await invalidate(queryKeys.billing.all);
      toast({ variant: 'success', title: done });
      if (answer && go) navigate(go(answer));
    } catch (e) {
      toast({ variant: 'error', title: errorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  }

  if (invoice.error) return <Alert>{errorMessage(invoice.error, t)}</Alert>;
  if (!inv) return <LoadingStatus />;
  const open = inv.status === 'sent' || inv.status === 'overdue';
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={`${inv.kind === 'credit_note' ? t('creditNote') : t('invoice')} ${inv.number}`}
        description={
          <>
            {inv.practice.name}
            {inv.credits ? (
              <>
                {' '}
                · {t('credits')}{' '}
                <Link className="underline" to={`${base}/invoices/${inv.credits.id}`}>
                  {inv.credits.number}
                </Link>
              </>
            ) : null}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {inv.kind === 'invoice' && (inv.status === 'draft' || open) ? (
              <Button
                icon={<Send aria-hidden="true" className="size-4" />}
                loading={busy === 'send'}
                onClick={() => void act('send', () => billingApi.send(id), t('toast.sent'))}
              >
                {inv.status === 'draft' ? t('actions.send') : t('actions.sendAgain')}
              </Button>
            ) : null}
            {inv.kind === 'invoice' && open ? (
              <Button
                variant="secondary"
                icon={<Wallet aria-hidden="true" className="size-4" />}
                onClick={() => setDialog('pay')}
              >
                {t('actions.markPaid')}
              </Button>
            ) : null}
            <a
              href={billingApi.pdfUrl(id, i18n.language)}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('actions.pdf')}
            </a>
          </div>
        }
      />
      {inv.reissuedAs ? (
        <Alert variant="info" className="mb-4">
          {t('reissuedAs')}{' '}
          <Link className="underline" to={`${base}/invoices/${inv.reissuedAs.id}`}>
            {inv.reissuedAs.number}
          </Link>
        </Alert>
      ) : null}
      {inv.reissueOf ? (
        <Alert variant="info" className="mb-4">
          {t('reissueOf')}{' '}
          <Link className="underline" to={`${base}/invoices/${inv.reissueOf.id}`}>
            {inv.reissueOf.number}
          </Link>
        </Alert>
      ) : null}
      {inv.cancelReason ? (
        <Alert variant="warning" className="mb-4">
          {t('cancelledBecause', { reason: inv.cancelReason })}
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <InvoiceDocument invoice={inv} />
        <div className="space-y-4">
          {inv.kind === 'invoice' ? (
            <Card title={t('actions.title')}>
              <div className="flex flex-col gap-2">
                <Button
                  variant="secondary"
                  icon={<Copy aria-hidden="true" className="size-4" />}
                  loading={busy === 'dup'}
                  onClick={() =>
                    void act(
                      'dup',
                      () => billingApi.duplicate(id),
                      t('toast.duplicated'),
                      (a) => `${base}/invoices/${a.id}`,
                    )
                  }
                >
                  {t('actions.duplicate')}
                </Button>
                {inv.status === 'draft' ||
                (open && inv.amountPaidMinor === 0 && inv.creditedMinor === 0 && inv.adjustedMinor === 0) ? (
                  <Button
                    variant="secondary"
                    icon={<XCircle aria-hidden="true" className="size-4" />}
                    onClick={() => setDialog('cancel')}
                  >
                    {inv.status === 'draft' ? t('actions.cancel') : t('actions.cancelReissue')}
                  </Button>
                ) : null}
                {open || inv.status === 'paid' ? (
                  <Button
                    variant="secondary"
                    icon={<FileWarning aria-hidden="true" className="size-4" />}
                    onClick={() => setDialog('credit')}
                  >
                    {t('actions.creditNote')}
                  </Button>
                ) : null}
                {inv.status === 'draft' ? (
                  <Button
                    variant="danger"
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    onClick={() => setDialog('delete')}
                  >
                    {t('actions.delete')}
                  </Button>
                ) : null}
              </div>
              {inv.status !== 'draft' ? (
                <p className="mt-3 text-xs text-muted">{t('actions.sentRule')}</p>
              ) : null}
            </Card>
          ) : null}
          {inv.creditNotes.length ? (
            <Card title={t('creditNotes')}>
              <ul className="space-y-1 text-sm">
                {inv.creditNotes.map((n) => (
                  <li key={n.id} className="flex justify-between gap-2">
                    <Link className="underline" to={`${base}/invoices/${n.id}`}>
                      {n.number}
                    </Link>
                    <Money minor={-n.totalMinor} currency={inv.currency} />
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <InvoiceClaims invoice={inv} />
        </div>
      </div>
      {dialog === 'pay' ? <PaymentDialog invoice={inv} open onClose={() => setDialog(null)} /> : null}
      <ReasonDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('actions.cancelTitle')}
        body={t('actions.cancelBody')}
        confirm={t('actions.cancelConfirm')}
        withReissue={inv.status !== 'draft'}
        onConfirm={async (reason, reissue) => {
          const answer = await billingApi.cancel(id, { reason, reissue: inv.status !== 'draft' && reissue });
          updateCached(queryKeys.billing.invoice(id), () => answer);
          await invalidate(queryKeys.billing.all);
          toast({ variant: 'success', title: t('toast.cancelled') });
          if (answer.reissuedAs) navigate(`${base}/invoices/${answer.reissuedAs.id}`);
        }}
      />
      <ReasonDialog
        open={dialog === 'credit'}
        onClose={() => setDialog(null)}
        title={t('actions.creditTitle')}
        body={t('actions.creditBody')}
        confirm={t('actions.creditConfirm')}
        onConfirm={async (reason) => {
          const note = await billingApi.credit(id, { reason });
          await invalidate(queryKeys.billing.all);
          toast({ variant: 'success', title: t('toast.credited') });
          navigate(`${base}/invoices/${note.id}`);
        }}
      />
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} title={t('actions.deleteTitle')}>
        <p className="text-sm text-muted">{t('actions.deleteBody')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDialog(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy === 'delete'}
            onClick={() =>
              void act(
                'delete',
                async () => {
                  await billingApi.remove(id);
                  navigate(base);
                  return undefined;
                },
                t('toast.deleted'),
              )
            }
          >
            {t('actions.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
