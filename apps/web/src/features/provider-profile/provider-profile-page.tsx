import {
  BOOKING_WINDOW_DAYS_MAX,
  BOOKING_WINDOW_DAYS_MIN,
  CURRENCIES,
  DEFAULT_BOOKING_WINDOW_DAYS,
  DEFAULT_MAX_NEW_PATIENTS_PER_DAY,
  MAX_NEW_PATIENTS_PER_DAY_LIMIT,
  type MyProviderProfile,
  PROVIDER_TYPES,
  type ProviderProfileInput,
  type ProviderType,
  providerProfileInputSchema,
  SERVICE_MODES,
  type ServiceMode,
} from '@verdant/shared/public-site';
import { fieldErrors } from '@verdant/shared/auth';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { fullName, locale } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { FILTER_LANGUAGES } from '../find-care/care-filters.ts';
import {
  CheckField,
  ChoiceGroup,
  errorAt,
  fieldBinder,
  focusFirstInvalid,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { useLanguageName } from '../find-care/labels.ts';
import { viewerTimeZone } from '../../lib/time.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { formFailure } from '../../lib/api/errors.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

interface ServiceRow {
  key: string;
  id?: string;
  name: string;
  duration: string;
  price: string;
  currency: string;
  /** '' : as the profile offers. */
  mode: '' | ServiceMode;
}
interface HoursRow {
  key: string;
  weekday: string;
  start: string;
  end: string;
}
interface ProfileForm {
  type: ProviderType;
  displayName: string;
  headline: string;
  specialties: string;
  languages: string[];
  city: string;
  country: string;
  online: boolean;
  inPerson: boolean;
  bio: string;
  timeZone: string;
  services: ServiceRow[];
  availability: HoursRow[];
  bookingWindowDays: string;
  maxNewPatientsPerDay: string;
  published: boolean;
}

let rowSeq = 0;
const rowKey = () => `r${++rowSeq}`;

function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** "49.5" in USD → 4950; NaN when not a number. */
export function toMinor(value: string, currency: string): number {
  const n = Number(value.replace(',', '.').trim());
  if (value.trim() === '' || !Number.isFinite(n)) return Number.NaN;
  return Math.round(n * 10 ** fractionDigits(currency));
}

export function fromMinor(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

function fromProfile(p: MyProviderProfile): ProfileForm {
  return {
    type: p.type,
    displayName: p.displayName,
    headline: p.headline,
    specialties: p.specialties.join(', '),
    languages: p.languages,
    city: p.city ?? '',
    country: p.country ?? '',
    online: p.online,
    inPerson: p.inPerson,
    bio: p.bio,
    timeZone: p.timeZone,
    services: p.services.map((s) => ({
      key: rowKey(),
      id: s.id,
      name: s.name,
      duration: String(s.durationMinutes),
      price: fromMinor(s.priceMinor, s.currency),
      currency: s.currency,
      mode: s.mode ?? '',
    })),
    availability: p.availability.map((a) => ({
      key: rowKey(),
      weekday: String(a.weekday),
      start: a.start,
      end: a.end,
    })),
    bookingWindowDays: String(p.bookingWindowDays),
    maxNewPatientsPerDay: String(p.maxNewPatientsPerDay),
    published: p.published,
  };
}

function defaults(type: ProviderType, name: string): ProfileForm {
  return {
    type,
    displayName: name,
    headline: '',
    specialties: '',
    languages: ['en'],
    city: '',
    country: '',
    online: true,
    inPerson: false,
    bio: '',
    timeZone: viewerTimeZone(),
    services: [{ key: rowKey(), name: '', duration: '50', price: '', currency: 'USD', mode: '' }],
    availability: [1, 2, 3, 4, 5].map((d) => ({
      key: rowKey(),
      weekday: String(d),
      start: '09:00',
      end: '17:00',
    })),
    bookingWindowDays: String(DEFAULT_BOOKING_WINDOW_DAYS),
    maxNewPatientsPerDay: String(DEFAULT_MAX_NEW_PATIENTS_PER_DAY),
    published: false,
  };
}

/** A whole number typed in a field; NaN (refused by the schema) when blank or not a number. */
const wholeNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function toInput(f: ProfileForm): ProviderProfileInput {
  return {
    type: f.type,
    displayName: f.displayName,
    headline: f.headline,
    specialties: f.specialties
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    languages: f.languages,
    city: f.city,
    country: f.country,
    online: f.online,
    inPerson: f.inPerson,
    bio: f.bio,
    timeZone: f.timeZone,
    services: f.services.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name,
      durationMinutes: Number(s.duration),
      priceMinor: toMinor(s.price, s.currency),
      currency: s.currency as (typeof CURRENCIES)[number],
      mode: s.mode || null,
    })),
    availability: f.availability.map((a) => ({ weekday: Number(a.weekday), start: a.start, end: a.end })),
    bookingWindowDays: wholeNumber(f.bookingWindowDays),
    maxNewPatientsPerDay: wholeNumber(f.maxNewPatientsPerDay),
    published: f.published,
  };
}

function ProfileEditor({
  initial,
  exists,
  live,
}: {
  initial: ProfileForm;
  exists: boolean;
  live: { id: string; type: string; published: boolean } | null;
}) {
  const { t } = useTranslation('site');
  const fieldText = useFieldText();
  const loc = locale();
  const languageName = useLanguageName();
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(live);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const err = (path: string) => fieldText(errorAt(errors, path));
  const bind = fieldBinder(form, update, err);
  const zones = useMemo(() => {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
    const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
    return list.includes(form.timeZone) ? list : [form.timeZone, ...list];
  }, [form.timeZone]);
  const weekdays = useMemo(
    () =>
      // 2023-01-01 was a Sunday: weekday 0.
      Array.from({ length: 7 }, (_, d) => ({
        value: String(d),
        label: new Intl.DateTimeFormat(loc, { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2023, 0, 1 + d)),
        ),
      })),
    [loc],
  );

  function update<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== key && !k.startsWith(`${key}.`))),
    );
  }
  function updateRow<K extends 'services' | 'availability'>(
    key: K,
    index: number,
    patch: Partial<ProfileForm[K][number]>,
  ) {
    const rows = form[key].map((row, i) => (i === index ? { ...row, ...patch } : row)) as ProfileForm[K];
    update(key, rows);
  }
  /** Binds a field to one value of row `index` of a list (its error by the API's name, `errorKey`). */
  const bindRow =
    <K extends 'services' | 'availability'>(list: K, index: number) =>
    (field: Exclude<keyof ProfileForm[K][number], 'key'> & string, errorKey: string = field) => ({
      value: String((form[list][index] as Record<string, unknown> | undefined)?.[field] ?? ''),
      onChange: (v: string) => updateRow(list, index, { [field]: v } as Partial<ProfileForm[K][number]>),
      error: err(`${list}.${index}.${errorKey}`),
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input = toInput(form);
    const parsed = providerProfileInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFormError(t('profile.fixErrors'));
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const result = await siteApi.saveMyProviderProfile(input);
      setForm(fromProfile(result));
      setErrors({});
      setSaved({ id: result.id, type: result.type, published: result.published });
      toast({ variant: 'success', title: t('profile.saved') });
    } catch (error) {
      const failure = formFailure(error, t);
      setErrors(failure.fields);
      setFormError(failure.message ?? t('profile.fixErrors'));
      if (!failure.message) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      {formError ? <Alert>{formError}</Alert> : null}
      {saved?.published ? (
        <Alert variant="success">
          {t('profile.liveAt')}{' '}
          <Link
            to={`/providers/${saved.type}/${saved.id}`}
            className="inline-flex items-center gap-1 underline"
          >
            {t('profile.viewPublic')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        </Alert>
      ) : null}

      <Card title={t('profile.publishTitle')} description={t('profile.publishHint')}>
        <label className="flex items-center gap-3 text-sm font-medium text-fg">
          <input
            type="checkbox"
            checked={form.published}
            onChange={(e) => update('published', e.target.checked)}
            className="size-5 accent-[var(--primary)]"
            data-testid="publish-toggle"
          />
          {form.published ? t('profile.published') : t('profile.notPublished')}
        </label>
        {!exists ? <p className="mt-2 text-sm text-muted">{t('profile.firstTime')}</p> : null}
      </Card>

      <Card title={t('profile.aboutTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('profile.displayName')} {...bind('displayName')} />
          <SelectField
            label={t('profile.type')}
            {...bind('type')}
            options={PROVIDER_TYPES.map((p) => ({ value: p, label: t(`care.types.${p}`) }))}
          />
          <TextField label={t('profile.headline')} {...bind('headline')} className="sm:col-span-2" />
          <TextField
            label={t('profile.specialties')}
            hint={t('profile.specialtiesHint')}
            {...bind('specialties')}
            className="sm:col-span-2"
          />
          <TextAreaField
            label={t('profile.bio')}
            hint={t('profile.bioHint')}
            rows={5}
            {...bind('bio')}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <ChoiceGroup
              legend={t('profile.languages')}
              name="languages"
              type="checkbox"
              columns={3}
              options={[...new Set([...FILTER_LANGUAGES, ...form.languages])].map((code) => ({
                value: code,
                label: languageName(code),
              }))}
              selected={form.languages}
              onToggle={(code, checked) =>
                update(
                  'languages',
                  checked ? [...form.languages, code] : form.languages.filter((l) => l !== code),
                )
              }
              error={err('languages')}
            />
          </div>
        </div>
      </Card>

      <Card title={t('profile.whereTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckField
            label={t('profile.online')}
            checked={form.online}
            onChange={(v) => update('online', v)}
          />
          <CheckField
            label={t('profile.inPerson')}
            checked={form.inPerson}
            onChange={(v) => update('inPerson', v)}
          />
          {errors.online ? (
            <p className="text-sm font-medium text-danger sm:col-span-2">{err('online')}</p>
          ) : null}
          <TextField label={t('profile.city')} autoComplete="address-level2" {...bind('city')} />
          <TextField label={t('profile.country')} autoComplete="country-name" {...bind('country')} />
          <SelectField
            label={t('profile.timeZone')}
            {...bind('timeZone')}
            options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
          />
        </div>
      </Card>

      <Card
        title={t('profile.servicesTitle')}
        description={t('profile.servicesHint')}
        actions={
          <AddRowButton
            label={t('profile.addService')}
            onClick={() =>
              update('services', [
                ...form.services,
                {
                  key: rowKey(),
                  name: '',
                  duration: '50',
                  price: '',
                  currency: form.services[0]?.currency ?? 'USD',
                  mode: '',
                },
              ])
            }
          />
        }
      >
        {errors.services ? <Alert className="mb-3">{err('services')}</Alert> : null}
        <ul className="space-y-3">
          {form.services.map((s, i) => (
            <li
              key={s.key}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-12 sm:items-start"
            >
              <TextField
                label={t('profile.serviceName')}
                {...bindRow('services', i)('name')}
                className="sm:col-span-7"
              />
              <SelectField
                label={t('profile.mode')}
                {...bindRow('services', i)('mode')}
                options={[
                  { value: '', label: t('profile.modes.asProfile') },
                  ...SERVICE_MODES.map((m) => ({ value: m, label: t(`profile.modes.${m}`) })),
                ]}
                className="sm:col-span-5"
              />
              <TextField
                label={t('profile.duration')}
                type="number"
                inputMode="numeric"
                min={5}
                max={480}
                step={5}
                {...bindRow('services', i)('duration', 'durationMinutes')}
                className="sm:col-span-3"
              />
              <TextField
                label={t('profile.price')}
                inputMode="decimal"
                {...bindRow('services', i)('price', 'priceMinor')}
                className="sm:col-span-4"
              />
              <SelectField
                label={t('profile.currency')}
                {...bindRow('services', i)('currency')}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                className="sm:col-span-4"
              />
              <RemoveRowButton
                label={t('profile.removeService', { name: s.name || i + 1 })}
                onClick={() => update('services', withoutRow(form.services, i))}
              />
            </li>
          ))}
        </ul>
      </Card>

      <Card
        title={t('profile.hoursTitle')}
        description={t('profile.hoursHint', { zone: form.timeZone })}
        actions={
          <AddRowButton
            label={t('profile.addHours')}
            onClick={() =>
              update('availability', [
                ...form.availability,
                { key: rowKey(), weekday: '1', start: '09:00', end: '17:00' },
              ])
            }
          />
        }
      >
        {errors.availability ? <Alert className="mb-3">{err('availability')}</Alert> : null}
        <ul className="space-y-3">
          {form.availability.map((a, i) => (
            <li key={a.key} className="grid gap-3 sm:grid-cols-12 sm:items-start">
              <SelectField
                label={t('profile.weekday')}
                {...bindRow('availability', i)('weekday')}
                options={weekdays}
                className="sm:col-span-5"
              />
              <TextField
                label={t('profile.from')}
                type="time"
                className="sm:col-span-3"
                {...bindRow('availability', i)('start')}
              />
              <TextField
                label={t('profile.to')}
                type="time"
                className="sm:col-span-3"
                {...bindRow('availability', i)('end')}
              />
              <RemoveRowButton
                label={t('profile.removeHours', {
                  day: weekdays[Number(a.weekday)]?.label ?? '',
                  from: a.start,
                  to: a.end,
                })}
                onClick={() => update('availability', withoutRow(form.availability, i))}
              />
            </li>
          ))}
        </ul>
      </Card>

      <Card title={t('profile.bookingRules')} description={t('profile.bookingRulesHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.bookingWindowDays')}
            type="number"
            inputMode="numeric"
            min={BOOKING_WINDOW_DAYS_MIN}
            max={BOOKING_WINDOW_DAYS_MAX}
            {...bind('bookingWindowDays')}
          />
          <TextField
            label={t('profile.maxNewPatientsPerDay')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_NEW_PATIENTS_PER_DAY_LIMIT}
            hint={t('profile.maxNewPatientsPerDayHint')}
            {...bind('maxNewPatientsPerDay')}
          />
        </div>
      </Card>

      <div className="flex items-center gap-3">
        <Button type="submit" size="lg" loading={busy} data-testid="save-profile">
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The professional's public profile (directory listing, services, weekly hours, time zone,
 * publish toggle): `/dietitian/profile`, `/medical/settings/public-profile`, and the same for
 * fitness and lab.
 */
export function ProviderProfilePage({ type }: { type: ProviderType }) {
  const { t } = useTranslation('site');
  const { session } = useAuth();
  const profile = useApiQuery(queryKeys.myProviderProfile, (signal) => siteApi.myProviderProfile(signal));
  const missing = profile.error?.code === 'NOT_FOUND';
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      {profile.loading ? <LoadingStatus className="py-8" /> : null}
      {profile.error && !missing ? <Alert>{t(profile.error.messageKey)}</Alert> : null}
      {profile.data ? (
        <ProfileEditor
          initial={fromProfile(profile.data)}
          exists
          live={{ id: profile.data.id, type: profile.data.type, published: profile.data.published }}
        />
      ) : null}
      {missing ? (
        <ProfileEditor
          initial={defaults(type, session ? fullName(session.user) : '')}
          exists={false}
          live={null}
        />
      ) : null}
    </div>
  );
}

export function DietitianProfilePage() {
  return <ProviderProfilePage type="dietitian" />;
}
export function MedicalProfilePage() {
  return <ProviderProfilePage type="medical" />;
}
export function FitnessProfilePage() {
  return <ProviderProfilePage type="fitness" />;
}
export function LabProfilePage() {
  return <ProviderProfilePage type="lab" />;
}

function withoutRow<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, j) => j !== index);
}

/** The trash button ending a services or hours row; `label` names the row for screen readers. */
function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Plus aria-hidden="true" className="size-4" />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="sm:col-span-1 sm:pt-7">
      <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
