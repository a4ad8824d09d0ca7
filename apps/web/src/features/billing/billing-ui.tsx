import {
  type ClaimStatus,
  decimalToMinor,
  formatMoney,
  type InvoiceStatus,
  minorToDecimal,
  PAYMENT_METHODS,
  type PaymentInput,
  type PaymentMethod,
} from '@verdant/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { cn } from '../../lib/cn.ts';

/** Money as the server computed it, formatted by THE formatter (`formatMoney`) in the interface language. */
export function Money({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return <span className={cn('tabular-nums', className)}>{formatMoney(minor, currency, i18n.language)}</span>;
}

export function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
}

const TONE: Record<string, string> = {
  draft: 'bg-surface text-muted ring-border',
  sent: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  overdue: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  cancelled: 'bg-surface text-muted ring-border line-through',
  submitted: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  accepted:
    'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800',
  rejected:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  partially_paid:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  denied: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  appealed:
    'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800',
};

function Badge({ tone, children }: { tone: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONE[tone],
      )}
    >
      {children}
    </span>
  );
}

/** An invoice's status; a sent or overdue one with a payment also says it is partly paid. */
export function InvoiceStatusBadge({
  status,
  kind = 'invoice',
  partlyPaid = false,
}: {
  status: InvoiceStatus;
  kind?: 'invoice' | 'credit_note';
  partlyPaid?: boolean;
}) {
  const { t } = useTranslation('billing');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={status}>
        {kind === 'credit_note' && status === 'sent' ? t('status.issued') : t(`status.${status}`)}
      </Badge>
      {partlyPaid ? <Badge tone="partially_paid">{t('status.partlyPaid')}</Badge> : null}
    </span>
  );
}

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation('billing');
  return <Badge tone={status}>{t(`claimStatus.${status}`)}</Badge>;
}

/** The billing area the screen is in: `/billing`, `/dietitian/billing` or `/fitness/billing`. */
export function useBillingBase(): string {
  const { pathname } = useLocation();
  if (pathname.startsWith('/dietitian/')) return '/dietitian/billing';
  if (pathname.startsWith('/fitness/')) return '/fitness/billing';
  return '/billing';
}

/** The reader's calendar date (YYYY-MM-DD). */
export const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * A payment being entered: an invoice's "Record payment" and the front desk's "Take payment" share
 * the form (amount due by default, card, today, no reference), its fields and its errors.
 */
export interface PaymentDraft {
  amount: string;
  method: PaymentMethod;
  paidOn: string;
  reference: string;
}
export function usePaymentDraft(dueMinor: number, currency: string) {
  return useState<PaymentDraft>(() => ({
    amount: minorToDecimal(dueMinor, currency),
    method: 'card',
    paidOn: todayIso(),
    reference: '',
  }));
}

/** The draft as the API takes it, or null when the amount is not a positive sum of money. */
export function paymentInput(
  draft: PaymentDraft,
  currency: string,
): (PaymentInput & { reference: string | null }) | null {
  const minor = decimalToMinor(draft.amount, currency);
  if (minor === null || minor <= 0) return null;
  return {
    amountMinor: minor,
    method: draft.method,
    paidOn: draft.paidOn,
    reference: draft.reference.trim() || null,
  };
}

const PAYMENT_FIELDS = ['amountMinor', 'method', 'paidOn', 'reference'] as const;
/** A refused payment's messages: under the fields the server named, else one for the form. */
export function paymentErrors(err: unknown, t: (key: string) => string): Record<string, string> {
  const fields = errorFields(err);
  const named = PAYMENT_FIELDS.filter((f) => fields[f]);
  return named.length
    ? Object.fromEntries(named.map((f) => [f, t(`billing:validation.${fields[f]}`)]))
    : { form: errorMessage(err, t) };
}

export function PaymentFields({
  draft,
  onChange,
  currency,
  errors,
}: {
  draft: PaymentDraft;
  onChange(next: PaymentDraft): void;
  currency: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('billing');
  return (
    <>
      <TextField
        label={t('payments.amount', { currency })}
        inputMode="decimal"
        value={draft.amount}
        onChange={(amount) => onChange({ ...draft, amount })}
        error={errors.amountMinor}
        hint={t('payments.amountHint')}
      />
      <SelectField
        label={t('payments.method')}
        value={draft.method}
        onChange={(v) => onChange({ ...draft, method: v as PaymentMethod })}
        error={errors.method}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
      />
      <TextField
        label={t('payments.date')}
        type="date"
        value={draft.paidOn}
        onChange={(paidOn) => onChange({ ...draft, paidOn })}
        error={errors.paidOn}
      />
      <TextField
        label={t('payments.reference')}
        value={draft.reference}
        onChange={(reference) => onChange({ ...draft, reference })}
        error={errors.reference}
      />
    </>
  );
}

/** A date-only value (YYYY-MM-DD) in the interface language, without a time zone shift. */
export function useDay() {
  const { i18n } = useTranslation();
  return (day: string) =>
    new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-ES' : 'en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
