import { type BillingProfile, type BillingProfileInput, CURRENCIES } from '@verdant/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { billingApi } from './billing-api.ts';

type Form = Record<
  | 'legalName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'country'
  | 'taxId'
  | 'npi'
  | 'phone'
  | 'email'
  | 'currency'
  | 'tax'
  | 'terms'
  | 'invoiceNote'
  | 'accentColor',
  string
>;

const toForm = (p: BillingProfile): Form => ({
  legalName: p.legalName,
  addressLine1: p.addressLine1,
  addressLine2: p.addressLine2,
  city: p.city,
  region: p.region,
  postalCode: p.postalCode,
  country: p.country,
  taxId: p.taxId,
  npi: p.npi,
  phone: p.phone,
  email: p.email,
  currency: p.currency,
  tax: String(p.defaultTaxRateBasisPoints / 100),
  terms: String(p.paymentTermsDays),
  invoiceNote: p.invoiceNote,
  accentColor: p.accentColor ?? '',
});

/**
 * A practice's billing details and branding (organization settings: the owner and practice
 * administrators): what its invoices print and its claims carry; a logo and an accent colour on the
 * Professional and Enterprise plans.
 */
export function BillingProfileCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('billing');
  const key = queryKeys.billing.profile(organizationId);
  const profile = useApiQuery(key, (signal) => billingApi.profile(organizationId, signal));
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const p = profile.data;
  if (!p) return null;
  const f = form ?? toForm(p);
  const bind = (k: keyof Form) => ({
    value: f[k],
    onChange: (v: string) => setForm({ ...f, [k]: v }),
    error: errors[k]
      ? t(`validation.${errors[k]}`, { defaultValue: t('errors:VALIDATION_FAILED') })
      : undefined,
    disabled: !p.canManage,
  });

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    const input: BillingProfileInput = {
      legalName: f.legalName,
      addressLine1: f.addressLine1,
      addressLine2: f.addressLine2,
      city: f.city,
      region: f.region,
      postalCode: f.postalCode,
      country: f.country,
      taxId: f.taxId,
      npi: f.npi,
      phone: f.phone,
      email: f.email,
      currency: f.currency as 'USD',
      defaultTaxRateBasisPoints: Math.round(Number(f.tax.replace(',', '.') || 0) * 100),
      paymentTermsDays: Number(f.terms || 0),
      invoiceNote: f.invoiceNote,
      accentColor: p!.brandingAllowed && f.accentColor ? f.accentColor : null,
    };
    try {
      const saved = await billingApi.saveProfile(organizationId, input);
      updateCached(key, () => saved);
      setForm(null);
      toast({ variant: 'success', title: t('profile.saved') });
    } catch (err) {
      const fields = errorFields(err);
      setErrors({
        ...fields,
        ...(fields.defaultTaxRateBasisPoints ? { tax: fields.defaultTaxRateBasisPoints } : {}),
        ...(fields.paymentTermsDays ? { terms: fields.paymentTermsDays } : {}),
      });
      setFailure(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      updateCached(key, () => undefined as never);
      const saved = await billingApi.uploadLogo(organizationId, file);
      updateCached(key, () => saved);
      toast({ variant: 'success', title: t('profile.logoSaved') });
    } catch (err) {
      toast({ variant: 'error', title: errorMessage(err, t) });
      profile.reload();
    }
  }

  return (
    <Card title={t('profile.title', { name: p.organizationName })} description={t('profile.description')}>
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-4 text-sm">
        {failure ? <Alert>{failure}</Alert> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('profile.legalName')} {...bind('legalName')} />
          <TextField label={t('profile.taxId')} {...bind('taxId')} />
          <TextField
            label={t('profile.npi')}
            inputMode="numeric"
            hint={t('profile.npiHint')}
            {...bind('npi')}
          />
          <TextField label={t('profile.email')} type="email" {...bind('email')} />
          <TextField label={t('profile.addressLine1')} {...bind('addressLine1')} />
          <TextField label={t('profile.addressLine2')} {...bind('addressLine2')} />
          <TextField label={t('profile.city')} {...bind('city')} />
          <TextField label={t('profile.region')} {...bind('region')} />
          <TextField label={t('profile.postalCode')} {...bind('postalCode')} />
          <TextField label={t('profile.country')} {...bind('country')} />
          <TextField label={t('profile.phone')} {...bind('phone')} />
          <SelectField
            label={t('profile.currency')}
            {...bind('currency')}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <TextField label={t('profile.tax')} inputMode="decimal" {...bind('tax')} />
          <TextField label={t('profile.terms')} inputMode="numeric" {...bind('terms')} />
          <TextAreaField
            className="sm:col-span-2"
            label={t('profile.invoiceNote')}
            rows={2}
            {...bind('invoiceNote')}
          />
        </div>
        <fieldset className="space-y-3 rounded-md border border-border p-3">
          <legend className="px-1 font-medium">{t('profile.branding')}</legend>
          {p.brandingAllowed ? (
            <>
              <div className="flex flex-wrap items-end gap-3">
                <TextField label={t('profile.accent')} placeholder="#1f6f78" {...bind('accentColor')} />
                {f.accentColor && /^#[0-9a-f]{6}$/i.test(f.accentColor) ? (
                  <span
                    aria-hidden="true"
                    className="mb-1 size-8 rounded-md border border-border"
                    style={{ background: f.accentColor }}
                  />
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {p.hasLogo ? (
                  <img
                    src={billingApi.logoUrl(
                      organizationId,
                      p.organizationName + String((Date.now() / 60000) | 0),
                    )}
                    alt={t('profile.logoAlt')}
                    className="h-12 max-w-40 object-contain"
                  />
                ) : null}
                {p.canManage ? (
                  <label className="text-sm">
                    <span className="block font-medium">{t('profile.logo')}</span>
                    <input
                      type="file"
                      accept="image/png,image/jpeg"
                      onChange={(e) => void upload(e.target.files?.[0])}
                      className="mt-1 block max-w-full text-sm"
                    />
                  </label>
                ) : null}
                {p.hasLogo && p.canManage ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      void billingApi
                        .deleteLogo(organizationId)
                        .then((saved) => updateCached(key, () => saved))
                    }
                  >
                    {t('profile.removeLogo')}
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <p className="text-muted">{t('profile.brandingUpgrade')}</p>
          )}
        </fieldset>
        {p.canManage ? (
          <Button type="submit" variant="secondary" loading={busy}>
            {t('profile.save')}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
