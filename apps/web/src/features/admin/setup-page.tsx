import type { BillingProfile } from '@verdant/shared/billing';
import { CURRENCIES } from '@verdant/shared/public-site';
import {
  brandContrast,
  type OpeningHours,
  type PracticeSetup,
  WCAG_AA_CONTRAST,
} from '@verdant/shared/integrations';
import { Lightbulb } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoNotice } from '../../components/demo-notice.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorCode, errorMessage, formFailure } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/time.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { billingApi } from '../billing/billing-api.ts';
import { RoleBadge } from '../dashboards/role-dashboards.tsx';
import { AdminSections } from './admin-sections.tsx';
import { integrationKeys, integrationsApi } from './integrations-api.ts';
import { OrganizationRequests } from './organization-requests.tsx';
import { UsersAndRoles } from './users-roles.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function timeZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...list])];
}

/** Monday = 1 … Sunday = 7, named in the interface language. */
function weekdayName(weekday: number): string {
  // 2024-01-01 was a Monday
  return new Intl.DateTimeFormat(currentLanguage(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** First-run onboarding: the practice, its money, its hours, its services and its team. */
function Onboarding({ setup }: { setup: PracticeSetup }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    name: setup.name,
    addressLine1: setup.addressLine1,
    city: setup.city,
    postalCode: setup.postalCode,
    country: setup.country,
    timeZone: setup.timeZone,
    currency: setup.currency,
    taxRate: String(setup.taxRateBasisPoints / 100),
  });
  const [hours, setHours] = useState<OpeningHours>(setup.openingHours);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [emails, setEmails] = useState('');
  const [inviting, setInviting] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  const dayOf = (weekday: number) => hours.find((h) => h.weekday === weekday);
  function setDay(weekday: number, next: { opens: string; closes: string } | null) {
    const rest = hours.filter((h) => h.weekday !== weekday);
    setHours(next ? [...rest, { weekday, ...next }].sort((a, b) => a.weekday - b.weekday) : rest);
  }

  async function save(complete: boolean) {
    setFields({});
    setMessage(null);
    const rate = Number(form.taxRate.replace(',', '.'));
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
      setFields({ taxRate: t('integrations:setup.taxRateInvalid') });
      return;
    }
    setPending(true);
    try {
      await integrationsApi.saveSetup({
        name: form.name,
        addressLine1: form.addressLine1,
        city: form.city,
        postalCode: form.postalCode,
        country: form.country,
        timeZone: form.timeZone,
        currency: form.currency as (typeof CURRENCIES)[number],
        taxRateBasisPoints: Math.round(rate * 100),
        openingHours: hours,
        complete,
      });
      toast({
        title: t(complete ? 'integrations:setup.finished' : 'integrations:setup.saved'),
        variant: 'success',
      });
      await Promise.all([invalidate(integrationKeys.setup), invalidate(['me'])]);
    } catch (err) {
      const failure = formFailure(err, t);
      setFields(
        Object.fromEntries(
          Object.entries(failure.fields).map(([k, v]) => [
            k.split('.')[0]!,
            t(`integrations:setup.errors.${v}`, { defaultValue: t('integrations:setup.errors.invalid') }),
          ]),
        ),
      );
      setMessage(
        failure.message ?? (Object.keys(failure.fields).length ? t('integrations:setup.fixFields') : null),
      );
    } finally {
      setPending(false);
    }
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const list = emails
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    if (list.length === 0) return;
    setInviting(true);
    try {
      const { sent } = await integrationsApi.inviteTeam(list);
      setEmails('');
      toast({ title: t('integrations:setup.invited', { count: sent }), variant: 'success' });
    } catch (err) {
      toast({
        title:
          errorCode(err) === 'VALIDATION_FAILED'
            ? t('integrations:setup.emailsInvalid')
            : errorMessage(err, t),
        variant: 'error',
      });
    } finally {
      setInviting(false);
    }
  }

  return (
    <Card title={t('integrations:setup.title')} className="mb-4">
      {setup.completedAt ? (
        <Alert variant="success" className="mb-4">
          {t('integrations:setup.completed')}
        </Alert>
      ) : (
        <p className="mb-4 text-sm text-muted">{t('integrations:setup.intro')}</p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
        className="grid gap-6"
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('integrations:setup.step1')}</legend>
          <Field label={t('integrations:setup.name')} error={fields.name} className="sm:col-span-2">
            {(p) => <Input {...p} value={form.name} onChange={set('name')} required />}
          </Field>
          <Field
            label={t('integrations:setup.address')}
            error={fields.addressLine1}
            className="sm:col-span-2"
          >
            {(p) => (
              <Input
                {...p}
                value={form.addressLine1}
                onChange={set('addressLine1')}
                autoComplete="street-address"
              />
            )}
          </Field>
          <Field label={t('integrations:setup.city')} error={fields.city}>
            {(p) => <Input {...p} value={form.city} onChange={set('city')} />}
          </Field>
          <Field label={t('integrations:setup.postalCode')} error={fields.postalCode}>
            {(p) => <Input {...p} value={form.postalCode} onChange={set('postalCode')} />}
          </Field>
          <Field label={t('integrations:setup.country')} error={fields.country}>
            {(p) => <Input {...p} value={form.country} onChange={set('country')} />}
          </Field>
          <Field label={t('integrations:setup.timeZone')} error={fields.timeZone}>
            {(p) => (
              <Select {...p} value={form.timeZone} onChange={set('timeZone')}>
                {timeZones(form.timeZone).map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </fieldset>

        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('integrations:setup.step2')}</legend>
          <Field label={t('integrations:setup.currency')} error={fields.currency}>
            {(p) => (
              <Select {...p} value={form.currency} onChange={set('currency')}>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('integrations:setup.taxRate')} error={fields.taxRate ?? fields.taxRateBasisPoints}>
            {(p) => <Input {...p} inputMode="decimal" value={form.taxRate} onChange={set('taxRate')} />}
          </Field>
        </fieldset>

        <fieldset>
          <legend className="mb-2 font-semibold">{t('integrations:setup.step3')}</legend>
          <ul className="grid gap-2">
            {WEEKDAYS.map((d) => {
              const day = dayOf(d);
              const name = weekdayName(d);
              return (
                <li key={d} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <label className="flex w-36 items-center gap-2 text-sm font-medium">
                    <Checkbox
                      checked={!!day}
                      onChange={(e) =>
                        setDay(d, e.target.checked ? { opens: '09:00', closes: '17:00' } : null)
                      }
                    />
                    {name}
                  </label>
                  {day ? (
                    <span className="flex items-center gap-2 text-sm">
                      <Input
                        type="time"
                        className="w-28"
                        aria-label={t('integrations:setup.opens', { day: name })}
                        value={day.opens}
                        onChange={(e) => setDay(d, { opens: e.target.value, closes: day.closes })}
                      />
                      –
                      <Input
                        type="time"
                        className="w-28"
                        aria-label={t('integrations:setup.closes', { day: name })}
                        value={day.closes}
                        onChange={(e) => setDay(d, { opens: day.opens, closes: e.target.value })}
                      />
                    </span>
                  ) : (
                    <span className="text-sm text-muted">{t('integrations:setup.closed')}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {fields.openingHours ? <p className="mt-1 text-sm text-danger">{fields.openingHours}</p> : null}
        </fieldset>

        <fieldset>
          <legend className="mb-2 font-semibold">{t('integrations:setup.step4')}</legend>
          {setup.services.length === 0 ? (
            <p className="text-sm text-muted">{t('integrations:setup.noServices')}</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {setup.services.map((s) => (
                <li key={s.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                  <span>
                    <span className="font-medium">{s.name}</span>{' '}
                    <span className="text-muted">
                      · {s.provider} · {t('integrations:setup.minutes', { count: s.durationMinutes })}
                    </span>
                  </span>
                  <span>{formatMoney(s.priceMinor, s.currency, currentLanguage())}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm text-muted">{t('integrations:setup.servicesHint')}</p>
        </fieldset>

        {message ? <Alert>{message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={pending}>
            {t('integrations:setup.finish')}
          </Button>
          <Button type="button" variant="secondary" disabled={pending} onClick={() => void save(false)}>
            {t('integrations:setup.saveDraft')}
          </Button>
        </div>
      </form>

      <form
        onSubmit={(e) => void invite(e)}
        className="mt-6 grid gap-3 border-t border-border pt-4"
        noValidate
      >
        <h3 className="font-semibold">{t('integrations:setup.step5')}</h3>
        <p className="text-sm text-muted">
          {t('integrations:setup.team', { count: setup.teamSize, code: setup.joinCode })}
        </p>
        <Field label={t('integrations:setup.emails')} hint={t('integrations:setup.emailsHint')}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              className="block w-full rounded-md border border-border bg-card px-3 py-2 text-sm text-fg"
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="secondary" loading={inviting}>
            {t('integrations:setup.invite')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Custom branding (Professional and Enterprise): logo, colour (WCAG AA checked) and a preview. */
function BrandingCard({ setup }: { setup: PracticeSetup }) {
  const { t } = useTranslation();
  const orgId = setup.organizationId;
  const key = ['admin', 'setup', 'billing-profile', orgId] as const;
  const profile = useApiQuery(key, (s) => billingApi.profile(orgId, s));
  const [colour, setColour] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(() => String(Date.now()));

  if (profile.loading) return <LoadingStatus />;
  if (!profile.data) return profile.error ? <Alert>{errorMessage(profile.error, t)}</Alert> : null;
  const p: BillingProfile = profile.data;
  const value = colour ?? p.accentColor ?? '#15803d';
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  const ratio = valid ? brandContrast(value) : null;
  const passes = ratio !== null && ratio >= WCAG_AA_CONTRAST;
  const allowed = setup.brandingAllowed;

  async function saveColour(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!passes) {
      setError(t('integrations:branding.contrastLow', { ratio: ratio ?? '—', min: WCAG_AA_CONTRAST }));
      return;
    }
    setPending(true);
    try {
      const { hasLogo: _h, brandingAllowed: _b, canManage: _c, organizationName: _o, ...input } = p;
      await billingApi.saveProfile(orgId, { ...input, accentColor: value.toLowerCase() });
      toast({ title: t('integrations:branding.saved'), variant: 'success' });
      setColour(null);
      await Promise.all([invalidate(key), invalidate(integrationKeys.branding)]);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setPending(false);
    }
  }

  async function uploadLogo(file: File | undefined) {
    if (!file) return;
    setError(null);
    setPending(true);
    try {
      await billingApi.uploadLogo(orgId, file);
      setVersion(String(Date.now()));
      toast({ title: t('integrations:branding.logoSaved'), variant: 'success' });
      await Promise.all([invalidate(key), invalidate(integrationKeys.branding)]);
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card title={t('integrations:branding.title')} className="mb-4">
      <p className="text-sm text-muted">{t('integrations:branding.text')}</p>
      {!allowed ? (
        <Alert variant="warning" className="mt-3">
          {t('integrations:branding.notInPlan')}{' '}
          <Link to="/admin/subscriptions" className="underline">
            {t('integrations:branding.plans')}
          </Link>
        </Alert>
      ) : null}
      <form onSubmit={(e) => void saveColour(e)} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <Field
          label={t('integrations:branding.colour')}
          hint={
            ratio !== null
              ? t(passes ? 'integrations:branding.contrastOk' : 'integrations:branding.contrastLow', {
                  ratio: ratio.toFixed(2),
                  min: WCAG_AA_CONTRAST,
                })
              : t('integrations:branding.colourFormat')
          }
        >
          {(fp) => (
            <span className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t('integrations:branding.picker')}
                className="h-10 w-12 shrink-0 rounded border border-border"
                value={valid ? value : '#000000'}
                disabled={!allowed}
                onChange={(e) => setColour(e.target.value)}
              />
              <Input
                {...fp}
                value={value}
                disabled={!allowed}
                onChange={(e) => setColour(e.target.value.trim())}
                aria-invalid={!passes || undefined}
              />
            </span>
          )}
        </Field>
        <Field label={t('integrations:branding.logo')} hint={t('integrations:branding.logoHint')}>
          {(fp) => (
            <Input
              {...fp}
              type="file"
              accept="image/png,image/jpeg"
              disabled={!allowed || pending}
              className="py-2"
              onChange={(e) => void uploadLogo(e.target.files?.[0])}
            />
          )}
        </Field>
        {error ? <Alert className="sm:col-span-2">{error}</Alert> : null}
        <div className="sm:col-span-2">
          <Button type="submit" loading={pending} disabled={!allowed}>
            {t('integrations:branding.save')}
          </Button>
        </div>
      </form>
      <div className="mt-4">
        <p className="mb-2 text-sm font-medium">{t('integrations:branding.preview')}</p>
        <div
          className="flex items-center gap-3 rounded-lg px-4 py-3 text-white"
          style={{ backgroundColor: valid ? value : '#15803d' }}
          data-testid="branding-preview"
        >
          {p.hasLogo && allowed ? (
            <img
              src={billingApi.logoUrl(orgId, version)}
              alt=""
              className="size-10 rounded bg-white object-contain p-1"
            />
          ) : null}
          <span className="font-semibold">{p.organizationName}</span>
        </div>
      </div>
    </Card>
  );
}

/** /admin/setup: onboarding and branding of the practice, registrations, users and roles. */
export default function SetupPage() {
  const { t } = useTranslation();
  const setup = useApiQuery(integrationKeys.setup, (s) => integrationsApi.setup(s));
  return (
    <>
      <PageHeader
        eyebrow={<RoleBadge value="admin" />}
        title={t('admin:sections.setup')}
        description={t('admin:setupDescription')}
      />
      <DemoNotice className="mb-4" />
      <AdminSections />
      {setup.loading ? <LoadingStatus /> : null}
      {/* a platform administrator acting in the platform organization has no practice to set up */}
      {setup.error && errorCode(setup.error) !== 'FORBIDDEN' ? (
        <Alert className="mb-4">{errorMessage(setup.error, t)}</Alert>
      ) : null}
      {setup.data ? (
        <>
          <Onboarding setup={setup.data} />
          <BrandingCard setup={setup.data} />
        </>
      ) : null}
      <Card title={t('wellness:tipsAdmin.link')} className="mb-4">
        <p className="text-sm text-muted">{t('wellness:tipsAdmin.linkText')}</p>
        <Link
          to="/admin/health-tips"
          className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
        >
          <Lightbulb aria-hidden="true" className="size-4" />
          {t('wellness:tipsAdmin.link')}
        </Link>
      </Card>
      <OrganizationRequests />
      <UsersAndRoles />
    </>
  );
}
