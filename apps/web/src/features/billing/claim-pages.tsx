import {
  CARC_CODES,
  type Claim,
  type ClaimCreateInput,
  type ClaimSummary,
  decimalToMinor,
  minorToDecimal,
  PLACES_OF_SERVICE,
} from '@verdant/shared';
import { Download, FileText, Gavel, Inbox, Pencil, Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Pager } from '../../components/pager.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime, pagePosition } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { billingApi, type ClaimSide, claimsApi } from './billing-api.ts';
import { ClaimStatusBadge, Money, useBillingBase, useDay } from './billing-ui.tsx';

// ------------------------------------------------------------------ the claim's content

function ClaimDetails({ claim }: { claim: Claim }) {
  const { t } = useTranslation('billing');
  const day = useDay();
  const c = claim.currency;
  return (
    <div className="space-y-4">
      <Card>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Fact label={t('fields.patient')} value={`${claim.patient.firstName} ${claim.patient.lastName}`} />
          <Fact label={t('claims.payer')} value={`${claim.payer.name} (${claim.payer.payerId})`} />
          <Fact label={t('claims.practice')} value={claim.practice.name} />
          <Fact label={t('claims.memberId')} value={claim.memberId} />
          <Fact label={t('claims.group')} value={claim.groupNumber || '—'} />
          <Fact
            label={t('claims.subscriber')}
            value={`${claim.subscriber.firstName} ${claim.subscriber.lastName} · ${t(`claims.relationship.${claim.subscriber.relationship}`)}`}
          />
          <Fact
            label={t('claims.diagnoses')}
            value={claim.diagnosisCodes.map((d, i) => `${String.fromCharCode(65 + i)}. ${d}`).join('  ')}
          />
          <Fact
            label={t('claims.placeOfService')}
            value={`${claim.placeOfService} · ${t(`claims.pos.${claim.placeOfService}`)}`}
          />
          <Fact
            label={t('claims.rendering')}
            value={`${claim.renderingProvider.firstName} ${claim.renderingProvider.lastName} · NPI ${claim.renderingProvider.npi}`}
          />
          <Fact
            label={t('claims.billing')}
            value={`${claim.billingProvider.name}${claim.billingProvider.npi ? ` · NPI ${claim.billingProvider.npi}` : ''}`}
          />
          <Fact label={t('claims.invoice')} value={claim.invoice.number} />
        </dl>
      </Card>
      <Card title={t('claims.lines')}>
        <ul className="space-y-3 text-sm">
          {claim.lines.map((l, i) => (
            <li key={l.id} className="rounded-md border border-border p-3" data-testid="claim-line">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  {i + 1}. {l.procedureCode}
                  {l.modifiers.length ? `-${l.modifiers.join('-')}` : ''} ·{' '}
                  {t('claims.units', { count: l.units })} · {day(l.serviceDate)}
                </span>
                <Money minor={l.chargeMinor} currency={c} />
              </div>
              <p className="text-xs text-muted">
                {t('claims.pointers')}:{' '}
                {l.diagnosisPointers.map((p) => String.fromCharCode(64 + p)).join(', ')}
              </p>
              {l.allowedMinor !== null ? (
                <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
                  <Fact label={t('claims.allowed')} value={<Money minor={l.allowedMinor} currency={c} />} />
                  <Fact label={t('claims.paid')} value={<Money minor={l.paidMinor ?? 0} currency={c} />} />
                  <Fact
                    label={t('claims.patientOwes')}
                    value={<Money minor={l.patientResponsibilityMinor ?? 0} currency={c} />}
                  />
                  {l.adjustments.length ? (
                    <div className="col-span-3">
                      <dt className="text-muted">{t('claims.adjustments')}</dt>
                      <dd>
                        {l.adjustments.map((a) => (
                          <span key={`${a.group}-${a.reasonCode}`} className="mr-3 inline-block">
                            {a.group}-{a.reasonCode} {t(`carc.${a.reasonCode}`, { defaultValue: '' })}:{' '}
                            <Money minor={a.amountMinor} currency={c} />
                          </span>
                        ))}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
            </li>
          ))}
        </ul>
        <dl className="ml-auto mt-3 max-w-xs space-y-1 text-sm" data-testid="claim-outcome">
          <div className="flex justify-between">
            <dt className="text-muted">{t('claims.charge')}</dt>
            <dd>
              <Money minor={claim.totalChargeMinor} currency={c} />
            </dd>
          </div>
          {claim.paidMinor !== null ? (
            <>
              <div className="flex justify-between">
                <dt className="text-muted">{t('claims.allowed')}</dt>
                <dd>
                  <Money minor={claim.allowedMinor ?? 0} currency={c} />
                </dd>
              </div>
              <div className="flex justify-between font-semibold">
                <dt>{t('claims.insurerPaid')}</dt>
                <dd>
                  <Money minor={claim.paidMinor} currency={c} />
                </dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-muted">{t('claims.patientOwes')}</dt>
                <dd>
                  <Money minor={claim.patientResponsibilityMinor ?? 0} currency={c} />
                </dd>
              </div>
            </>
          ) : null}
        </dl>
      </Card>
      <Card title={t('claims.history')}>
        <ol className="space-y-2 text-sm">
          {claim.events.map((e) => (
            <li key={`${e.at}-${e.to}`} className="flex flex-wrap gap-x-2">
              <span className="text-muted">{formatDateTime(e.at)}</span>
              <ClaimStatusBadge status={e.to} />
              <span>
                {e.by ?? ''} · {t(`claims.side.${e.side}`)}
              </span>
              {e.note ? <span className="w-full text-muted">“{e.note}”</span> : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

// ------------------------------------------------------------------ the practice's claim

/** `/billing/claims/:id`: the claim, its outcome and the invoice balance left to the patient. */
export function ClaimPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const base = useBillingBase();
  const claim = useApiQuery(queryKeys.billing.claim('practice', id), (signal) =>
    claimsApi.get('practice', id, signal),
  );
  const [busy, setBusy] = useState(false);
  const [appealing, setAppealing] = useState(false);
  const [reason, setReason] = useState('');
  const c = claim.data;
  async function run(action: () => Promise<Claim>, done: string) {
    setBusy(true);
    try {
      const saved = await action();
      updateCached(queryKeys.billing.claim('practice', id), () => saved);
      await invalidate(queryKeys.billing.all);
      toast({ variant: 'success', title: done });
      setAppealing(false);
    } catch (e) {
      toast({ variant: 'error', title: errorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }
  if (claim.error) return <Alert>{errorMessage(claim.error, t)}</Alert>;
  if (!c) return <LoadingStatus />;
  const editable = c.status === 'draft' || c.status === 'rejected';
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow={<ClaimStatusBadge status={c.status} />}
        title={t('claims.claim', { number: c.number })}
        description={
          <Link className="underline" to={`${base}/invoices/${c.invoice.id}`}>
            {t('claims.forInvoice', { number: c.invoice.number })}
          </Link>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {editable ? (
              <>
                <Link to={`${base}/claims/${c.id}/edit`} className={buttonClasses({ variant: 'secondary' })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('claims.edit')}
                </Link>
                <Button
                  icon={<Send aria-hidden="true" className="size-4" />}
                  loading={busy}
                  onClick={() => void run(() => claimsApi.submit(c.id), t('toast.claimSubmitted'))}
                >
                  {c.status === 'rejected' ? t('claims.resubmit') : t('claims.submit')}
                </Button>
              </>
            ) : null}
            {c.status === 'denied' || c.status === 'partially_paid' ? (
              <Button
                variant="secondary"
                icon={<Gavel aria-hidden="true" className="size-4" />}
                onClick={() => setAppealing(true)}
              >
                {t('claims.appeal')}
              </Button>
            ) : null}
            {c.submittedAt ? (
              <a
                href={claimsApi.fileUrl('practice', c.id)}
                download
                className={buttonClasses({ variant: 'secondary' })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('claims.file837')}
              </a>
            ) : null}
          </div>
        }
      />
      {c.invoiceBalance && c.paidMinor !== null ? (
        <Alert variant="info" className="mb-4">
          <span data-testid="claim-balance">
            {t('claims.outcome', {
              paid: minorToDecimal(c.paidMinor, c.currency),
              currency: c.currency,
            })}{' '}
            {t('claims.patientBalance')} <Money minor={c.invoiceBalance.balanceMinor} currency={c.currency} />
          </span>
        </Alert>
      ) : null}
      <ClaimDetails claim={c} />
      <Dialog open={appealing} onClose={() => setAppealing(false)} title={t('claims.appealTitle')}>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim())
              void run(() => claimsApi.appeal(c.id, reason.trim()), t('toast.claimAppealed'));
          }}
        >
          <TextField label={t('fields.reason')} value={reason} onChange={setReason} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setAppealing(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('claims.appeal')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

// ------------------------------------------------------------------ new and edit

interface ClaimForm {
  payerOrganizationId: string;
  memberId: string;
  groupNumber: string;
  relationship: 'self' | 'spouse' | 'child' | 'other';
  subFirst: string;
  subLast: string;
  subDob: string;
  subGender: 'F' | 'M' | 'U';
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  diagnoses: string;
  placeOfService: string;
  npi: string;
  renderFirst: string;
  renderLast: string;
  priorAuthorization: string;
  lines: {
    key: string;
    serviceDate: string;
    procedureCode: string;
    modifiers: string;
    units: string;
    charge: string;
    pointers: string;
    invoiceLineId: string | null;
  }[];
}

function formFrom(c: Claim): ClaimForm {
  return {
    payerOrganizationId: c.payer.id,
    memberId: c.memberId,
    groupNumber: c.groupNumber,
    relationship: c.subscriber.relationship,
    subFirst: c.subscriber.firstName,
    subLast: c.subscriber.lastName,
    subDob: c.subscriber.dateOfBirth,
    subGender: c.subscriber.gender,
    line1: c.address.line1,
    city: c.address.city,
    state: c.address.state,
    postalCode: c.address.postalCode,
    diagnoses: c.diagnosisCodes.join(', '),
    placeOfService: c.placeOfService,
    npi: c.renderingProvider.npi,
    renderFirst: c.renderingProvider.firstName,
    renderLast: c.renderingProvider.lastName,
    priorAuthorization: c.priorAuthorization,
    lines: c.lines.map((l) => ({
      key: l.id,
      serviceDate: l.serviceDate,
      procedureCode: l.procedureCode,
      modifiers: l.modifiers.join(' '),
      units: String(l.units),
      charge: minorToDecimal(l.chargeMinor, c.currency),
      pointers: l.diagnosisPointers.join(' '),
      invoiceLineId: l.invoiceLineId,
    })),
  };
}

function toBody(f: ClaimForm, currency: string): Omit<ClaimCreateInput, 'invoiceId'> {
  const words = (s: string) => s.split(/[\s,]+/).filter(Boolean);
  return {
    payerOrganizationId: f.payerOrganizationId,
    memberId: f.memberId,
    groupNumber: f.groupNumber,
    subscriber: {
      relationship: f.relationship,
      firstName: f.subFirst,
      lastName: f.subLast,
      dateOfBirth: f.subDob,
      gender: f.subGender,
    },
    address: { line1: f.line1, city: f.city, state: f.state, postalCode: f.postalCode },
    diagnosisCodes: words(f.diagnoses),
    placeOfService: f.placeOfService as '11',
    renderingProvider: { npi: f.npi, firstName: f.renderFirst, lastName: f.renderLast },
    priorAuthorization: f.priorAuthorization,
    lines: f.lines.map((l) => ({
      serviceDate: l.serviceDate,
      procedureCode: l.procedureCode,
      modifiers: words(l.modifiers),
      units: Number(l.units),
      chargeMinor: decimalToMinor(l.charge, currency) ?? -1,
      diagnosisPointers: words(l.pointers).map((p) =>
        /^[A-La-l]$/.test(p) ? p.toUpperCase().charCodeAt(0) - 64 : Number(p),
      ),
      invoiceLineId: l.invoiceLineId,
    })),
  };
}

/** `/billing/claims/new?invoice=…` and `/billing/claims/:id/edit`: the CMS-1500 data of a claim. */
export function ClaimFormPage() {
  const { t } = useTranslation('billing');
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const base = useBillingBase();
  const invoiceId = params.get('invoice');
  const existing = useApiQuery(id ? queryKeys.billing.claim('practice', id) : null, (signal) =>
    claimsApi.get('practice', id!, signal),
  );
  const invoice = useApiQuery(invoiceId ? queryKeys.billing.invoice(invoiceId) : null, (signal) =>
    billingApi.get(invoiceId!, signal),
  );
  const payers = useApiQuery(queryKeys.billing.payers, (signal) => claimsApi.payers(signal));
  const [form, setForm] = useState<ClaimForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (form) return;
    if (existing.data) setForm(formFrom(existing.data));
    else if (invoice.data && payers.data) {
      const inv = invoice.data;
      setForm({
        payerOrganizationId: payers.data.items[0]?.id ?? '',
        memberId: '',
        groupNumber: '',
        relationship: 'self',
        subFirst: inv.patient.firstName,
        subLast: inv.patient.lastName,
        subDob: '',
        subGender: 'U',
        line1: '',
        city: '',
        state: '',
        postalCode: '',
        diagnoses: 'Z71.3',
        placeOfService: '11',
        npi: '',
        renderFirst: '',
        renderLast: '',
        priorAuthorization: '',
        lines: inv.lines.map((l) => ({
          key: l.id,
          serviceDate: l.serviceDate ?? inv.issueDate,
          procedureCode: '97802',
          modifiers: '',
          units: '1',
          charge: minorToDecimal(l.totalMinor, inv.currency),
          pointers: 'A',
          invoiceLineId: l.id,
        })),
      });
    }
  }, [existing.data, invoice.data, payers.data, form]);

  const currency = existing.data?.currency ?? invoice.data?.currency ?? 'USD';
  const set = <K extends keyof ClaimForm>(k: K, v: ClaimForm[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));
  const setLine = (i: number, k: keyof ClaimForm['lines'][number], v: string) =>
    setForm((f) => (f ? { ...f, lines: f.lines.map((l, j) => (j === i ? { ...l, [k]: v } : l)) } : f));
  const err = (path: string) =>
    errors[path]
      ? t(`validation.${errors[path]}`, { defaultValue: t('errors:VALIDATION_FAILED') })
      : undefined;

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const body = toBody(form, currency);
      const saved = id
        ? await claimsApi.update(id, { ...body, version: existing.data!.version })
        : await claimsApi.create({ ...body, invoiceId: invoiceId! });
      updateCached(queryKeys.billing.claim('practice', saved.id), () => saved);
      await invalidate(queryKeys.billing.all);
      toast({ variant: 'success', title: t('toast.claimSaved') });
      navigate(`${base}/claims/${saved.id}`);
    } catch (error) {
      setErrors(errorFields(error));
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  if (existing.error || invoice.error)
    return <Alert>{errorMessage(existing.error ?? invoice.error, t)}</Alert>;
  if (!form || !payers.data) return <LoadingStatus />;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={id ? t('claims.editTitle') : t('claims.newTitle')}
        description={t('claims.formHint')}
      />
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-4">
        {failure ? <Alert>{failure}</Alert> : null}
        <Card title={t('claims.insurance')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label={t('claims.payer')}
              value={form.payerOrganizationId}
              onChange={(v) => set('payerOrganizationId', v)}
              options={payers.data.items.map((p) => ({ value: p.id, label: p.name }))}
              error={err('payerOrganizationId')}
            />
            <TextField
              label={t('claims.memberId')}
              value={form.memberId}
              onChange={(v) => set('memberId', v)}
              error={err('memberId')}
            />
            <TextField
              label={t('claims.group')}
              value={form.groupNumber}
              onChange={(v) => set('groupNumber', v)}
            />
            <SelectField
              label={t('claims.relationshipLabel')}
              value={form.relationship}
              onChange={(v) => set('relationship', v as ClaimForm['relationship'])}
              options={(['self', 'spouse', 'child', 'other'] as const).map((r) => ({
                value: r,
                label: t(`claims.relationship.${r}`),
              }))}
            />
            <TextField
              label={t('claims.subFirst')}
              value={form.subFirst}
              onChange={(v) => set('subFirst', v)}
              error={err('subscriber.firstName')}
            />
            <TextField
              label={t('claims.subLast')}
              value={form.subLast}
              onChange={(v) => set('subLast', v)}
              error={err('subscriber.lastName')}
            />
            <TextField
              label={t('claims.subDob')}
              type="date"
              value={form.subDob}
              onChange={(v) => set('subDob', v)}
              error={err('subscriber.dateOfBirth')}
            />
            <SelectField
              label={t('claims.subGender')}
              value={form.subGender}
              onChange={(v) => set('subGender', v as 'F')}
              options={(['F', 'M', 'U'] as const).map((g) => ({ value: g, label: t(`claims.gender.${g}`) }))}
            />
          </div>
        </Card>
        <Card title={t('claims.patientAddress')}>
          <div className="grid gap-3 sm:grid-cols-4">
            <TextField
              className="sm:col-span-2"
              label={t('claims.line1')}
              value={form.line1}
              onChange={(v) => set('line1', v)}
              error={err('address.line1')}
            />
            <TextField
              label={t('claims.city')}
              value={form.city}
              onChange={(v) => set('city', v)}
              error={err('address.city')}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t('claims.state')}
                value={form.state}
                maxLength={2}
                onChange={(v) => set('state', v.toUpperCase())}
                error={err('address.state')}
              />
              <TextField
                label={t('claims.zip')}
                inputMode="numeric"
                value={form.postalCode}
                onChange={(v) => set('postalCode', v)}
                error={err('address.postalCode')}
              />
            </div>
          </div>
        </Card>
        <Card title={t('claims.clinical')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              className="sm:col-span-2"
              label={t('claims.diagnoses')}
              hint={t('claims.diagnosesHint')}
              value={form.diagnoses}
              onChange={(v) => set('diagnoses', v)}
              error={
                err('diagnosisCodes') ??
                Object.keys(errors)
                  .filter((k) => k.startsWith('diagnosisCodes.'))
                  .map(err)[0]
              }
            />
            <SelectField
              label={t('claims.placeOfService')}
              value={form.placeOfService}
              onChange={(v) => set('placeOfService', v)}
              options={PLACES_OF_SERVICE.map((p) => ({ value: p, label: `${p} · ${t(`claims.pos.${p}`)}` }))}
            />
            <TextField
              label={t('claims.npi')}
              inputMode="numeric"
              value={form.npi}
              onChange={(v) => set('npi', v)}
              hint={t('claims.npiHint')}
              error={err('renderingProvider.npi')}
            />
            <TextField
              label={t('claims.renderFirst')}
              value={form.renderFirst}
              onChange={(v) => set('renderFirst', v)}
              error={err('renderingProvider.firstName')}
            />
            <TextField
              label={t('claims.renderLast')}
              value={form.renderLast}
              onChange={(v) => set('renderLast', v)}
              error={err('renderingProvider.lastName')}
            />
            <TextField
              label={t('claims.priorAuth')}
              value={form.priorAuthorization}
              onChange={(v) => set('priorAuthorization', v)}
            />
          </div>
        </Card>
        <Card title={t('claims.lines')}>
          <ol className="space-y-3">
            {form.lines.map((l, i) => (
              <li key={l.key} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-6">
                <TextField
                  label={t('claims.serviceDate')}
                  type="date"
                  value={l.serviceDate}
                  onChange={(v) => setLine(i, 'serviceDate', v)}
                  error={err(`lines.${i}.serviceDate`)}
                />
                <TextField
                  label={t('claims.procedure')}
                  value={l.procedureCode}
                  onChange={(v) => setLine(i, 'procedureCode', v)}
                  error={err(`lines.${i}.procedureCode`)}
                />
                <TextField
                  label={t('claims.modifiers')}
                  value={l.modifiers}
                  onChange={(v) => setLine(i, 'modifiers', v)}
                  error={
                    Object.keys(errors)
                      .filter((k) => k.startsWith(`lines.${i}.modifiers`))
                      .map(err)[0]
                  }
                />
                <TextField
                  label={t('claims.unitsLabel')}
                  inputMode="numeric"
                  value={l.units}
                  onChange={(v) => setLine(i, 'units', v)}
                  error={err(`lines.${i}.units`)}
                />
                <TextField
                  label={t('claims.charge')}
                  inputMode="decimal"
                  value={l.charge}
                  onChange={(v) => setLine(i, 'charge', v)}
                  error={err(`lines.${i}.chargeMinor`)}
                />
                <TextField
                  label={t('claims.pointers')}
                  hint={t('claims.pointersHint')}
                  value={l.pointers}
                  onChange={(v) => setLine(i, 'pointers', v)}
                  error={err(`lines.${i}.diagnosisPointers`) ?? err('lines')}
                />
              </li>
            ))}
          </ol>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {t('claims.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

// ------------------------------------------------------------------ the insurer

/** The insurer's work queue on `/insurance-dashboard`: the claims addressed to it. */
export function InsurerQueue() {
  const { t } = useTranslation('billing');
  const day = useDay();
  const { params, page, update } = useUrlQuery();
  const status = params.get('status') ?? 'todo';
  const query = { status: status as 'todo', page, pageSize: 25 };
  const list = useApiQuery(queryKeys.billing.claims('insurer', JSON.stringify(query)), (signal) =>
    claimsApi.list('insurer', query, signal),
  );
  const data = list.data;
  const position = data ? pagePosition(data) : null;
  const columns: Column<ClaimSummary>[] = [
    {
      key: 'number',
      header: t('claims.number'),
      primary: true,
      cell: (c) => (
        <Link
          to={`/insurance-dashboard/claims/${c.id}`}
          className="font-medium underline-offset-2 hover:underline"
          data-testid="queue-link"
        >
          {c.number}
        </Link>
      ),
    },
    { key: 'practice', header: t('claims.practice'), cell: (c) => c.practice.name },
    {
      key: 'member',
      header: t('fields.patient'),
      from: 'sm',
      cell: (c) => `${c.patient.firstName} ${c.patient.lastName}`,
    },
    {
      key: 'submitted',
      header: t('claims.submittedOn'),
      from: 'md',
      className: 'text-muted',
      cell: (c) => (c.submittedAt ? day(c.submittedAt) : '—'),
    },
    { key: 'status', header: t('fields.status'), cell: (c) => <ClaimStatusBadge status={c.status} /> },
    {
      key: 'charge',
      header: t('claims.charge'),
      className: 'text-right',
      cell: (c) => <Money minor={c.totalChargeMinor} currency={c.currency} />,
    },
  ];
  return (
    <section aria-labelledby="insurer-queue" className="mx-auto max-w-6xl">
      <h2 id="insurer-queue" className="text-lg font-semibold text-fg">
        {t('insurer.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">{t('insurer.description')}</p>
      <FilterBar label={t('claims.filters')} columns="sm:grid-cols-2">
        <SelectField
          label={t('fields.status')}
          value={status}
          onChange={(v) => update({ status: v === 'todo' ? null : v })}
          options={[
            'todo',
            'all',
            'submitted',
            'accepted',
            'appealed',
            'rejected',
            'paid',
            'partially_paid',
            'denied',
          ].map((s) => ({
            value: s,
            label: s === 'all' || s === 'todo' ? t(`insurer.filter.${s}`) : t(`claimStatus.${s}`),
          }))}
        />
      </FilterBar>
      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-8" />}
          title={t('insurer.empty')}
          description={t('insurer.emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption={t('insurer.caption')}
          columns={columns}
          rows={data.items}
          rowKey={(c) => c.id}
          rowProps={() => ({ 'data-testid': 'queue-row' })}
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
    </section>
  );
}

function AdjudicationForm({ claim, onDone }: { claim: Claim; onDone(c: Claim): void }) {
  const { t } = useTranslation('billing');
  const c = claim.currency;
  const [lines, setLines] = useState(
    claim.lines.map((l) => ({
      lineId: l.id,
      allowed: minorToDecimal(l.allowedMinor ?? l.chargeMinor, c),
      patient: minorToDecimal(l.patientResponsibilityMinor ?? 0, c),
      why: '2' as '1' | '2' | '3',
      reason: '',
    })),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<(typeof lines)[number]>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await claimsApi.adjudicate(claim.id, {
        note,
        lines: lines.map((l) => ({
          lineId: l.lineId,
          allowedMinor: decimalToMinor(l.allowed || '0', c) ?? -1,
          patientResponsibilityMinor: decimalToMinor(l.patient || '0', c) ?? -1,
          patientResponsibilityReason: l.why,
          reasonCode: (l.reason || null) as '45' | null,
        })),
      });
      toast({ variant: 'success', title: t('toast.adjudicated') });
      onDone(saved);
    } catch (err) {
      setErrors({ ...errorFields(err), form: errorMessage(err, t) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={t('insurer.adjudicate')} description={t('insurer.adjudicateHint')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        {claim.lines.map((l, i) => {
          const paid =
            (decimalToMinor(lines[i]!.allowed || '0', c) ?? 0) -
            (decimalToMinor(lines[i]!.patient || '0', c) ?? 0);
          return (
            <fieldset
              key={l.id}
              className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-4"
              data-testid="adjudication-line"
            >
              <legend className="px-1 text-sm font-medium">
                {i + 1}. {l.procedureCode} · <Money minor={l.chargeMinor} currency={c} />
              </legend>
              <TextField
                label={t('claims.allowed')}
                inputMode="decimal"
                value={lines[i]!.allowed}
                onChange={(v) => set(i, { allowed: v })}
                error={
                  errors[`lines.${i}.allowedMinor`]
                    ? t(`validation.${errors[`lines.${i}.allowedMinor`]}`)
                    : undefined
                }
              />
              <TextField
                label={t('claims.patientOwes')}
                inputMode="decimal"
                value={lines[i]!.patient}
                onChange={(v) => set(i, { patient: v })}
                error={
                  errors[`lines.${i}.patientResponsibilityMinor`]
                    ? t(`validation.${errors[`lines.${i}.patientResponsibilityMinor`]}`)
                    : undefined
                }
              />
              <SelectField
                label={t('insurer.why')}
                value={lines[i]!.why}
                onChange={(v) => set(i, { why: v as '2' })}
                options={(['1', '2', '3'] as const).map((code) => ({
                  value: code,
                  label: `PR-${code} ${t(`carc.${code}`)}`,
                }))}
              />
              <SelectField
                label={t('insurer.reason')}
                value={lines[i]!.reason}
                placeholder={t('insurer.reasonDefault')}
                onChange={(v) => set(i, { reason: v })}
                options={CARC_CODES.filter((x) => !['1', '2', '3'].includes(x)).map((code) => ({
                  value: code,
                  label: `${code} ${t(`carc.${code}`)}`,
                }))}
              />
              <p className="text-sm sm:col-span-4">
                {t('insurer.paysLine')}{' '}
                <Money minor={Math.max(paid, 0)} currency={c} className="font-semibold" />
              </p>
            </fieldset>
          );
        })}
        <TextField label={t('insurer.note')} value={note} onChange={setNote} />
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {t('insurer.record')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** `/insurance-dashboard/claims/:id`: a claim addressed to the insurer, to accept, reject or adjudicate. */
export function InsurerClaimPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const side: ClaimSide = 'insurer';
  const key = queryKeys.billing.claim(side, id);
  const claim = useApiQuery(key, (signal) => claimsApi.get(side, id, signal));
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const c = claim.data;
  const done = async (saved: Claim) => {
    updateCached(key, () => saved);
    await invalidate(queryKeys.billing.all);
  };
  async function run(action: () => Promise<Claim>, message: string) {
    setBusy(true);
    try {
      await done(await action());
      toast({ variant: 'success', title: message });
      setRejecting(false);
    } catch (e) {
      toast({ variant: 'error', title: errorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }
  if (claim.error) return <Alert>{errorMessage(claim.error, t)}</Alert>;
  if (!c) return <LoadingStatus />;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow={<ClaimStatusBadge status={c.status} />}
        title={t('claims.claim', { number: c.number })}
        description={c.practice.name}
        actions={
          <div className="flex flex-wrap gap-2">
            {c.status === 'submitted' ? (
              <>
                <Button
                  loading={busy}
                  onClick={() => void run(() => claimsApi.accept(c.id), t('toast.accepted'))}
                >
                  {t('insurer.accept')}
                </Button>
                <Button variant="secondary" onClick={() => setRejecting(true)}>
                  {t('insurer.reject')}
                </Button>
              </>
            ) : null}
            <a
              href={claimsApi.fileUrl(side, c.id)}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <FileText aria-hidden="true" className="size-4" />
              {t('claims.file837')}
            </a>
          </div>
        }
      />
      <div className="space-y-4">
        {c.status === 'accepted' || c.status === 'appealed' ? (
          <AdjudicationForm claim={c} onDone={(saved) => void done(saved)} />
        ) : null}
        <ClaimDetails claim={c} />
      </div>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} title={t('insurer.rejectTitle')}>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) void run(() => claimsApi.reject(c.id, reason.trim()), t('toast.rejected'));
          }}
        >
          <TextField label={t('fields.reason')} value={reason} onChange={setReason} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              {t('insurer.reject')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
