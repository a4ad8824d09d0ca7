import {
  decimalToMinor,
  invoiceFigures,
  type InvoiceLineInput,
  type LineSource,
  minorToDecimal,
  percentToBasisPoints,
  quantityHundredths,
} from '@verdant/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TextAreaField, TextField } from '../../components/form-fields.tsx';
import { type PickerOption, SearchPicker } from '../../components/search-picker.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { searchPatientOptions } from '../patients/patients-api.ts';
import { billingApi } from './billing-api.ts';
import { Money, todayIso, useBillingBase, useDay } from './billing-ui.tsx';

/** A line as the form holds it: amounts as typed. */
interface DraftLine {
  key: string;
  source: LineSource;
  sourceId: string | null;
  description: string;
  quantity: string;
  price: string;
  tax: string;
  serviceDate: string | null;
  sessions: string;
  trainer: string;
}

const newKey = () => crypto.randomUUID();

function toInput(l: DraftLine, currency: string): InvoiceLineInput | null {
  const price = decimalToMinor(l.price || '0', currency);
  const quantity = Number(l.quantity.replace(',', '.'));
  const tax = Number((l.tax || '0').replace(',', '.'));
  if (price === null || !Number.isFinite(quantity) || !Number.isFinite(tax)) return null;
  return {
    source: l.source,
    sourceId: l.sourceId,
    description: l.description,
    quantity,
    unitPriceMinor: price,
    taxRateBasisPoints: percentToBasisPoints(tax),
    serviceDate: l.serviceDate,
    ...(l.source === 'package'
      ? { packageSessions: Number(l.sessions) || 0, packageProviderUserId: l.trainer || null }
      : {}),
  };
}

/** `/billing/new-invoice` (and the dietitian's and trainer's): a patient, lines from what happened and the services, totals as the server will compute them. */
export function NewInvoicePage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const base = useBillingBase();
  const day = useDay();
  const [params] = useSearchParams();
  const [patient, setPatient] = useState<PickerOption | null>(
    params.get('patient') ? { id: params.get('patient')!, label: params.get('patientName') ?? '' } : null,
  );
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [issueDate, setIssueDate] = useState(todayIso());
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const billable = useApiQuery(patient ? queryKeys.billing.billable(patient.id) : null, (signal) =>
    billingApi.billable(patient!.id, signal),
  );
  const data = billable.data;
  const currency = data?.currency ?? 'USD';
  const defaultTax = data ? String(data.defaultTaxRateBasisPoints / 100) : '0';

  const add = (line: Partial<DraftLine>) =>
    setLines((ls) => [
      ...ls,
      {
        key: newKey(),
        source: 'custom',
        sourceId: null,
        description: '',
        quantity: '1',
        price: '',
        tax: defaultTax,
        serviceDate: null,
        sessions: '10',
        trainer: data?.trainers[0]?.userId ?? '',
        ...line,
      },
    ]);
  const set = (key: string, patch: Partial<DraftLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const has = (source: LineSource, id: string) => lines.some((l) => l.source === source && l.sourceId === id);
  const toggle = (source: 'appointment' | 'consultation', id: string, line: Partial<DraftLine>) =>
    has(source, id)
      ? setLines((ls) => ls.filter((l) => !(l.source === source && l.sourceId === id)))
      : add({ source, sourceId: id, ...line });

  const inputs = lines.map((l) => toInput(l, currency));
  const figures = invoiceFigures(
    inputs.map((l) => ({
      quantityHundredths: l ? quantityHundredths(l.quantity) : 0,
      unitPriceMinor: l?.unitPriceMinor ?? 0,
      taxRateBasisPoints: l?.taxRateBasisPoints ?? 0,
    })),
  );

  async function save(event: FormEvent, send: boolean) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    if (!patient) {
      setErrors({ patientId: t('form.patientRequired') });
      return;
    }
    const bad: Record<string, string> = {};
    inputs.forEach((l, i) => {
      if (!l) bad[`lines.${i}.unitPriceMinor`] = t('validation.priceInvalid');
    });
    if (lines.length === 0) bad.lines = t('validation.linesRequired');
    if (Object.keys(bad).length) {
      setErrors(bad);
      return;
    }
    setBusy(send ? 'send' : 'draft');
    try {
      const created = await billingApi.create({
        patientId: patient.id,
        issueDate,
        ...(dueDate ? { dueDate } : {}),
        currency: currency as 'USD',
        notes: notes || null,
        lines: inputs as InvoiceLineInput[],
      });
      toast({ variant: 'success', title: t('toast.created') });
      if (send) {
        try {
          await billingApi.send(created.id);
          toast({ variant: 'success', title: t('toast.sent') });
        } catch (e) {
          toast({ variant: 'error', title: errorMessage(e, t) });
        }
      }
      await invalidate(queryKeys.billing.all);
      navigate(`${base}/invoices/${created.id}`);
    } catch (e) {
      const fields = errorFields(e);
      if (Object.keys(fields).length)
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [
              k,
              t(`validation.${v}`, { defaultValue: t('errors:VALIDATION_FAILED') }),
            ]),
          ),
        );
      setFailure(errorMessage(e, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('form.title')} description={t('form.description')} />
      <form noValidate onSubmit={(e) => void save(e, false)} className="space-y-6">
        {failure ? <Alert>{failure}</Alert> : null}
        <Card title={t('form.patientStep')}>
          <SearchPicker
            label={t('fields.patient')}
            value={patient}
            onChange={(o) => {
              setPatient(o);
              setLines([]);
            }}
            queryKey={queryKeys.patients.picker}
            search={searchPatientOptions}
            placeholder={t('list.patientPlaceholder')}
            hint={errors.patientId}
          />
        </Card>

        {patient && billable.loading ? <LoadingStatus /> : null}
        {billable.error ? <Alert>{errorMessage(billable.error, t)}</Alert> : null}
        {data ? (
          <Card title={t('form.fromWhatHappened')} description={t('form.fromWhatHappenedHint')}>
            {data.appointments.length === 0 && data.consultations.length === 0 ? (
              <p className="text-sm text-muted">{t('form.nothingUnbilled')}</p>
            ) : (
              <ul className="space-y-2">
                {data.appointments.map((a) => (
                  <li key={a.id}>
                    <label className="flex items-start gap-3 rounded-md border border-border p-3 text-sm">
                      <Checkbox
                        checked={has('appointment', a.id)}
                        onChange={() =>
                          toggle('appointment', a.id, {
                            description: a.serviceName,
                            price: minorToDecimal(a.priceMinor, a.currency),
                            serviceDate: a.startsAt.slice(0, 10),
                          })
                        }
                        data-testid="billable-appointment"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">
                          {t('form.appointment', { service: a.serviceName })}
                        </span>
                        <span className="block text-muted">
                          {day(a.startsAt)} · {a.providerName} ·{' '}
                          {t(`appointmentStatus.${a.status}`, { defaultValue: a.status })}
                        </span>
                      </span>
                      <Money minor={a.priceMinor} currency={a.currency} />
                    </label>
                  </li>
                ))}
                {data.consultations.map((c) => (
                  <li key={c.id}>
                    <label className="flex items-start gap-3 rounded-md border border-border p-3 text-sm">
                      <Checkbox
                        checked={has('consultation', c.id)}
                        onChange={() =>
                          toggle('consultation', c.id, {
                            description: t(`form.consultation.${c.sessionType}`, {
                              defaultValue: t('form.consultation.follow-up'),
                            }),
                            price:
                              c.suggestedPriceMinor === null
                                ? ''
                                : minorToDecimal(c.suggestedPriceMinor, currency),
                            serviceDate: c.date.slice(0, 10),
                          })
                        }
                        data-testid="billable-consultation"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">
                          {t(`form.consultation.${c.sessionType}`, {
                            defaultValue: t('form.consultation.follow-up'),
                          })}
                        </span>
                        <span className="block text-muted">
                          {day(c.date)} · {c.providerName}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {data.services.length ? (
                <label className="flex items-center gap-2 text-sm">
                  <span className="sr-only">{t('form.addService')}</span>
                  <Select
                    value=""
                    aria-label={t('form.addService')}
                    onChange={(e) => {
                      const s = data.services.find((x) => x.id === e.target.value);
                      if (s)
                        add({
                          source: 'service',
                          sourceId: s.id,
                          description: s.name,
                          price: minorToDecimal(s.priceMinor, s.currency),
                        });
                    }}
                    className="w-auto max-w-full"
                  >
                    <option value="">{t('form.addService')}</option>
                    {data.services
                      .filter((s) => s.currency === currency)
                      .map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name} · {s.provider.name}
                        </option>
                      ))}
                  </Select>
                </label>
              ) : null}
              <Button
                type="button"
                variant="secondary"
                icon={<Plus aria-hidden="true" className="size-4" />}
                onClick={() => add({})}
              >
                {t('form.addLine')}
              </Button>
              {data.trainers.length ? (
                <Button
                  type="button"
                  variant="secondary"
                  icon={<Plus aria-hidden="true" className="size-4" />}
                  onClick={() =>
                    add({
                      source: 'package',
                      description: t('form.packageName', { count: 10 }),
                      sessions: '10',
                    })
                  }
                >
                  {t('form.addPackage')}
                </Button>
              ) : null}
            </div>
          </Card>
        ) : null}

        {lines.length ? (
          <Card title={t('form.lines')}>
            {errors.lines ? <Alert className="mb-3">{errors.lines}</Alert> : null}
            <ol className="space-y-4">
              {lines.map((l, i) => {
                const input = inputs[i];
                return (
                  <li key={l.key} className="rounded-md border border-border p-3" data-testid="invoice-line">
                    <div className="grid gap-3 sm:grid-cols-6">
                      <TextField
                        className="sm:col-span-6"
                        label={t('fields.description')}
                        value={l.description}
                        onChange={(v) => set(l.key, { description: v })}
                        error={errors[`lines.${i}.description`]}
                      />
                      <TextField
                        className="sm:col-span-1"
                        label={t('fields.quantity')}
                        inputMode="decimal"
                        value={l.quantity}
                        onChange={(v) => set(l.key, { quantity: v })}
                        error={errors[`lines.${i}.quantity`]}
                      />
                      <TextField
                        className="sm:col-span-2"
                        label={t('fields.unitPrice', { currency })}
                        inputMode="decimal"
                        value={l.price}
                        onChange={(v) => set(l.key, { price: v })}
                        error={errors[`lines.${i}.unitPriceMinor`]}
                      />
                      <TextField
                        className="sm:col-span-1"
                        label={t('fields.taxRate')}
                        inputMode="decimal"
                        value={l.tax}
                        onChange={(v) => set(l.key, { tax: v })}
                        error={errors[`lines.${i}.taxRateBasisPoints`]}
                      />
                      <div className="flex items-end justify-between gap-2 sm:col-span-2">
                        <p className="pb-2 text-sm">
                          <span className="text-muted">{t('fields.amount')}: </span>
                          <Money
                            minor={figures.lines[i]?.totalMinor ?? 0}
                            currency={currency}
                            className="font-medium"
                          />
                        </p>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          icon={<Trash2 aria-hidden="true" className="size-4" />}
                          onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                        >
                          {t('form.remove')}
                        </Button>
                      </div>
                      {l.source === 'package' ? (
                        <>
                          <TextField
                            className="sm:col-span-2"
                            label={t('fields.sessions')}
                            inputMode="numeric"
                            value={l.sessions}
                            onChange={(v) => set(l.key, { sessions: v })}
                            error={errors[`lines.${i}.packageSessions`]}
                          />
                          <label className="space-y-1.5 text-sm sm:col-span-4">
                            <span className="block font-medium">{t('fields.trainer')}</span>
                            <Select
                              value={l.trainer}
                              onChange={(e) => set(l.key, { trainer: e.target.value })}
                            >
                              {data?.trainers.map((x) => (
                                <option key={x.userId} value={x.userId}>
                                  {x.name}
                                </option>
                              ))}
                            </Select>
                          </label>
                        </>
                      ) : null}
                    </div>
                    {l.sourceId && l.source !== 'service' ? (
                      <p className="mt-2 text-xs text-muted">{t(`form.source.${l.source}`)}</p>
                    ) : null}
                    {!input ? (
                      <p className="mt-1 text-xs text-danger">{t('validation.priceInvalid')}</p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm" data-testid="invoice-totals">
              <div className="flex justify-between">
                <dt className="text-muted">{t('fields.subtotal')}</dt>
                <dd>
                  <Money minor={figures.subtotalMinor} currency={currency} />
                </dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-muted">{t('fields.tax')}</dt>
                <dd>
                  <Money minor={figures.taxMinor} currency={currency} />
                </dd>
              </div>
              <div className="flex justify-between border-t border-border pt-1 text-base font-semibold">
                <dt>{t('fields.total')}</dt>
                <dd>
                  <Money minor={figures.totalMinor} currency={currency} />
                </dd>
              </div>
            </dl>
          </Card>
        ) : null}

        {patient ? (
          <Card title={t('form.details')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('fields.issueDate')}
                type="date"
                value={issueDate}
                onChange={setIssueDate}
                error={errors.issueDate}
              />
              <TextField
                label={t('fields.dueDate')}
                type="date"
                value={dueDate}
                onChange={setDueDate}
                hint={t('form.dueHint')}
                error={errors.dueDate}
              />
              <TextAreaField
                className="sm:col-span-2"
                label={t('fields.notes')}
                value={notes}
                onChange={setNotes}
                rows={3}
              />
            </div>
          </Card>
        ) : null}

        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" variant="secondary" loading={busy === 'draft'} disabled={busy !== null}>
            {t('form.saveDraft')}
          </Button>
          <Button
            type="button"
            loading={busy === 'send'}
            disabled={busy !== null}
            onClick={(e) => void save(e, true)}
          >
            {t('form.saveAndSend')}
          </Button>
        </div>
      </form>
    </div>
  );
}
