import { decimalToMinor, formatMoney, percentToBasisPoints } from '@verdant/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorCode, errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { billingApi } from '../billing/billing-api.ts';
import { PackageList } from '../billing/packages-ui.tsx';
import { numberOf } from './fitness-ui.tsx';

/**
 * The client's session packages on their record (the fitness professional's client view): credits
 * left, the sessions that drew on each, the low-credit flag, and selling a new package — billing's own
 * invoice, made and e-mailed by the server (`POST /patients/{id}/session-packages`).
 */
export function ClientPackagesTab({ patientId }: { patientId: string }) {
  const { t } = useTranslation('fitness');
  const query = { patientId };
  const packages = useApiQuery(queryKeys.billing.packages(JSON.stringify(query)), (signal) =>
    billingApi.packages(query, signal),
  );
  return (
    <div className="space-y-4">
      <Card title={t('packages.title')} description={t('packages.description')}>
        {packages.error ? <Alert>{errorMessage(packages.error, t)}</Alert> : null}
        {packages.loading ? <LoadingStatus /> : null}
        {packages.data ? <PackageList items={packages.data.items} showPatient={false} showSessions /> : null}
      </Card>
      <SellForm patientId={patientId} />
    </div>
  );
}

function SellForm({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('fitness');
  const { t: tb } = useTranslation('billing');
  const billable = useApiQuery(queryKeys.billing.billable(patientId), (signal) =>
    billingApi.billable(patientId, signal),
  );
  const currency = billable.data?.currency ?? 'USD';
  const [sessions, setSessions] = useState('10');
  const [name, setName] = useState(() => t('packages.defaultName', { count: 10 }));
  const [named, setNamed] = useState(false);
  const [price, setPrice] = useState('');
  const [tax, setTax] = useState<string | null>(null);
  const [send, setSend] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const taxText = tax ?? (billable.data ? String(billable.data.defaultTaxRateBasisPoints / 100) : '0');

  function changeSessions(value: string) {
    setSessions(value);
    const n = numberOf(value);
    // the name follows the count until the trainer writes their own
    if (!named && n !== null && Number.isInteger(n) && n > 0)
      setName(t('packages.defaultName', { count: n }));
  }

  async function sell(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    const priceMinor = decimalToMinor(price.trim() || 'x', currency);
    const taxPercent = numberOf(taxText);
    const count = numberOf(sessions);
    const bad: Record<string, string> = {};
    if (priceMinor === null || priceMinor < 0) bad.priceMinor = tb('validation.priceInvalid');
    if (taxPercent === null || taxPercent < 0 || taxPercent > 100)
      bad.taxRateBasisPoints = tb('validation.taxRateInvalid');
    if (count === null || !Number.isInteger(count) || count < 1 || count > 100)
      bad.sessions = tb('validation.sessionsInvalid');
    if (!name.trim()) bad.name = tb('validation.descriptionRequired');
    if (Object.keys(bad).length) {
      setErrors(bad);
      return;
    }
    setBusy(true);
    try {
      const sold = await billingApi.sellPackage(patientId, {
        name: name.trim(),
        sessions: count!,
        priceMinor: priceMinor!,
        taxRateBasisPoints: percentToBasisPoints(taxPercent!),
        send,
      });
      await invalidate(queryKeys.billing.all);
      toast({
        variant: 'success',
        title: send
          ? t('packages.sold', { number: sold.invoice.number })
          : t('packages.drafted', { number: sold.invoice.number }),
      });
      setPrice('');
    } catch (err) {
      if (errorCode(err) === 'VALIDATION_FAILED') {
        const fields = errorFields(err);
        const shown: Record<string, string> = {};
        for (const [k, code] of Object.entries(fields))
          shown[k] = tb(`validation.${code}`, tb('validation.invalid'));
        if (shown.email) setFailure(shown.email);
        setErrors(shown);
        if (!shown.email && Object.keys(shown).length === 0) setFailure(errorMessage(err, t));
      } else setFailure(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  const minor = decimalToMinor(price.trim() || 'x', currency);
  return (
    <Card title={t('packages.sell')} description={t('packages.sellHint')}>
      <form onSubmit={sell} noValidate className="space-y-4" aria-label={t('packages.sell')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t('packages.sessions')}
            value={sessions}
            onChange={changeSessions}
            inputMode="numeric"
            error={errors.sessions}
          />
          <TextField
            label={t('packages.name')}
            value={name}
            onChange={(v) => {
              setName(v);
              setNamed(true);
            }}
            error={errors.name}
            className="lg:col-span-1"
          />
          <TextField
            label={t('packages.price', { currency })}
            value={price}
            onChange={setPrice}
            inputMode="decimal"
            error={errors.priceMinor}
          />
          <TextField
            label={t('packages.tax')}
            value={taxText}
            onChange={setTax}
            inputMode="decimal"
            error={errors.taxRateBasisPoints}
          />
        </div>
        {minor !== null && numberOf(sessions) ? (
          <p className="text-sm text-muted" aria-live="polite">
            {t('packages.perSession', {
              price: formatMoney(Math.round(minor / numberOf(sessions)!), currency, i18n.language),
            })}
          </p>
        ) : null}
        <CheckField label={t('packages.sendNow')} checked={send} onChange={setSend} />
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" disabled={busy || billable.loading}>
          {send ? t('packages.sellAndSend') : t('packages.sellDraft')}
        </Button>
      </form>
    </Card>
  );
}
