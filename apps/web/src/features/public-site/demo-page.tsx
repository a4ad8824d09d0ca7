import { DEMO_FOLLOW_UP_HOURS } from '@verdant/shared/constants';
import {
  CONTACT_METHODS,
  DEMO_INTERESTS,
  ORGANIZATION_SIZES,
  ORGANIZATION_TYPES,
  PATIENT_VOLUMES,
  PREFERRED_TIMES,
} from '@verdant/shared/demo-options';
import type { DemoRequestInput } from '@verdant/shared/public-site';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast/toast-store.ts';
import { siteApi, useIdempotentSubmit } from '../../lib/api/site-api.ts';
import {
  ChoiceGroup,
  errorAt,
  focusFirstInvalid,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { todayIn, viewerTimeZone } from '../../lib/time.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { formFailure } from '../../lib/api/errors.ts';

export const PROFESSIONS = ['dietitian', 'medical', 'fitness', 'lab', 'insurance', 'staff', 'other'] as const;

interface DemoForm {
  personal: { firstName: string; lastName: string; email: string; phone: string; jobTitle: string };
  organization: { name: string; type: string; size: string; country: string; website: string };
  usage: { professions: string[]; patientVolume: string; currentTools: string; interests: string[] };
  scheduling: {
    preferredDate: string;
    preferredTime: string;
    timeZone: string;
    contactMethod: string;
    notes: string;
  };
}

function emptyForm(): DemoForm {
  return {
    personal: { firstName: '', lastName: '', email: '', phone: '', jobTitle: '' },
    organization: { name: '', type: '', size: '', country: '', website: '' },
    usage: { professions: [], patientVolume: '', currentTools: '', interests: [] },
    scheduling: {
      preferredDate: '',
      preferredTime: 'morning',
      timeZone: viewerTimeZone(),
      contactMethod: 'email',
      notes: '',
    },
  };
}

function timeZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return list.includes(current) ? list : [current, ...list];
}

function Section({
  n,
  title,
  description,
  children,
}: {
  n: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-border bg-card p-6 shadow-sm">
      <legend className="float-left mb-5 flex w-full items-start gap-3">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg">
          {n}
        </span>
        <span>
          <span className="block text-lg font-semibold text-fg">{title}</span>
          <span className="block text-sm font-normal text-muted">{description}</span>
        </span>
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const SIZE_KEYS: Record<string, string> = {
  '1': 's1',
  '2-10': 's2to10',
  '11-50': 's11to50',
  '51-200': 's51to200',
  '200+': 's200plus',
};
const VOLUME_KEYS: Record<string, string> = {
  '<50': 'lt50',
  '50-200': 'v50to200',
  '200-1000': 'v200to1000',
  '1000+': 'v1000plus',
};

/** The demo-request form (four sections), validated here and on the server. */
export default function DemoPage() {
  const { t } = useTranslation('site');
  const fieldText = useFieldText();
  usePageMeta({ title: t('meta.demo.title'), description: t('meta.demo.description') });
  const [form, setForm] = useState<DemoForm>(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useIdempotentSubmit();
  const zones = useMemo(() => timeZones(form.scheduling.timeZone), [form.scheduling.timeZone]);
  const today = todayIn(form.scheduling.timeZone || 'UTC');

  function update<S extends keyof DemoForm, F extends keyof DemoForm[S]>(
    section: S,
    field: F,
    value: DemoForm[S][F],
  ) {
    submission.forget(); // changed input: a new submission
    setForm((f) => ({ ...f, [section]: { ...f[section], [field]: value } }));
    const path = `${String(section)}.${String(field)}`;
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== path && !k.startsWith(`${path}.`))),
    );
  }

  function toggle(section: 'usage', field: 'professions' | 'interests', value: string, checked: boolean) {
    const list = form[section][field];
    update(section, field, checked ? [...list, value] : list.filter((v) => v !== value));
  }

  const err = (path: string) => fieldText(errorAt(errors, path));
  const opts = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = form as unknown as DemoRequestInput;
    const { validateDemo } = await import('./demo-validation.ts');
    const parsed = validateDemo(input);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFormError(t('demo.fixErrors'));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await submission.send((key) => siteApi.submitDemoRequest(input, key));
      setDone(true);
      setForm(emptyForm());
      toast({
        variant: 'success',
        title: t('demo.successTitle'),
        description: t('demo.successBody', { hours: DEMO_FOLLOW_UP_HOURS }),
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = formFailure(error, t);
      setErrors(failure.fields);
      setFormError(failure.message ?? t('demo.fixErrors'));
      if (!failure.message) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="demo-success">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-primary" />
        <h1 className="mt-4 text-3xl font-bold text-fg">{t('demo.successTitle')}</h1>
        <p className="mt-3 text-lg text-muted">{t('demo.successBody', { hours: DEMO_FOLLOW_UP_HOURS })}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/home" className={buttonClasses()}>
            {t('demo.backHome')}
          </Link>
          <Button variant="secondary" onClick={() => setDone(false)}>
            {t('demo.another')}
          </Button>
        </div>
      </div>
    );
  }

  const { personal, organization, usage, scheduling } = form;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-fg">{t('demo.title')}</h1>
        <p className="mt-3 text-lg text-muted">{t('demo.subtitle', { hours: DEMO_FOLLOW_UP_HOURS })}</p>
      </header>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t('demo.title')}>
        {formError ? <Alert>{formError}</Alert> : null}

        <Section n={1} title={t('demo.sections.personal')} description={t('demo.sections.personalHint')}>
          <TextField
            label={t('demo.fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={personal.firstName}
            onChange={(v) => update('personal', 'firstName', v)}
            error={err('personal.firstName')}
          />
          <TextField
            label={t('demo.fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={personal.lastName}
            onChange={(v) => update('personal', 'lastName', v)}
            error={err('personal.lastName')}
          />
          <TextField
            label={t('demo.fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={personal.email}
            onChange={(v) => update('personal', 'email', v)}
            error={err('personal.email')}
          />
          <TextField
            label={t('demo.fields.phoneOptional')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={personal.phone}
            onChange={(v) => update('personal', 'phone', v)}
            error={err('personal.phone')}
          />
          <TextField
            label={t('demo.fields.jobTitleOptional')}
            name="jobTitle"
            autoComplete="organization-title"
            value={personal.jobTitle}
            onChange={(v) => update('personal', 'jobTitle', v)}
            error={err('personal.jobTitle')}
            className="sm:col-span-2"
          />
        </Section>

        <Section
          n={2}
          title={t('demo.sections.organization')}
          description={t('demo.sections.organizationHint')}
        >
          <TextField
            label={t('demo.fields.orgName')}
            name="organizationName"
            autoComplete="organization"
            value={organization.name}
            onChange={(v) => update('organization', 'name', v)}
            error={err('organization.name')}
            className="sm:col-span-2"
          />
          <SelectField
            label={t('demo.fields.orgType')}
            name="organizationType"
            value={organization.type}
            onChange={(v) => update('organization', 'type', v)}
            placeholder={t('demo.choose')}
            options={opts(ORGANIZATION_TYPES, 'demo.orgTypes')}
            error={err('organization.type')}
          />
          <SelectField
            label={t('demo.fields.orgSize')}
            name="organizationSize"
            value={organization.size}
            onChange={(v) => update('organization', 'size', v)}
            placeholder={t('demo.choose')}
            options={ORGANIZATION_SIZES.map((v) => ({ value: v, label: t(`demo.sizes.${SIZE_KEYS[v]}`) }))}
            error={err('organization.size')}
          />
          <TextField
            label={t('demo.fields.country')}
            name="country"
            autoComplete="country-name"
            value={organization.country}
            onChange={(v) => update('organization', 'country', v)}
            error={err('organization.country')}
          />
          <TextField
            label={t('demo.fields.websiteOptional')}
            name="website"
            type="url"
            autoComplete="url"
            placeholder="example.com"
            value={organization.website}
            onChange={(v) => update('organization', 'website', v)}
            error={err('organization.website')}
          />
        </Section>

        <Section n={3} title={t('demo.sections.usage')} description={t('demo.sections.usageHint')}>
          <div className="sm:col-span-2">
            <ChoiceGroup
              legend={t('demo.fields.professions')}
              name="professions"
              type="checkbox"
              options={opts(PROFESSIONS, 'demo.professions')}
              selected={usage.professions}
              onToggle={(v, c) => toggle('usage', 'professions', v, c)}
              error={err('usage.professions')}
              columns={3}
            />
          </div>
          <SelectField
            label={t('demo.fields.patientVolume')}
            name="patientVolume"
            value={usage.patientVolume}
            onChange={(v) => update('usage', 'patientVolume', v)}
            placeholder={t('demo.choose')}
            options={PATIENT_VOLUMES.map((v) => ({ value: v, label: t(`demo.volumes.${VOLUME_KEYS[v]}`) }))}
            error={err('usage.patientVolume')}
          />
          <TextField
            label={t('demo.fields.currentToolsOptional')}
            name="currentTools"
            value={usage.currentTools}
            onChange={(v) => update('usage', 'currentTools', v)}
            error={err('usage.currentTools')}
          />
          <div className="sm:col-span-2">
            <ChoiceGroup
              legend={t('demo.fields.interests')}
              name="interests"
              type="checkbox"
              options={opts(DEMO_INTERESTS, 'demo.interests')}
              selected={usage.interests}
              onToggle={(v, c) => toggle('usage', 'interests', v, c)}
              error={err('usage.interests')}
              columns={4}
            />
          </div>
        </Section>

        <Section n={4} title={t('demo.sections.scheduling')} description={t('demo.sections.schedulingHint')}>
          <TextField
            label={t('demo.fields.preferredDate')}
            name="preferredDate"
            type="date"
            min={today}
            value={scheduling.preferredDate}
            onChange={(v) => update('scheduling', 'preferredDate', v)}
            error={err('scheduling.preferredDate')}
          />
          <SelectField
            label={t('demo.fields.timeZone')}
            name="timeZone"
            value={scheduling.timeZone}
            onChange={(v) => update('scheduling', 'timeZone', v)}
            options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
            error={err('scheduling.timeZone')}
          />
          <div className="sm:col-span-2">
            <ChoiceGroup
              legend={t('demo.fields.preferredTime')}
              name="preferredTime"
              type="radio"
              options={opts(PREFERRED_TIMES, 'demo.times')}
              selected={[scheduling.preferredTime]}
              onToggle={(v) => update('scheduling', 'preferredTime', v)}
              error={err('scheduling.preferredTime')}
              columns={3}
            />
          </div>
          <div className="sm:col-span-2">
            <ChoiceGroup
              legend={t('demo.fields.contactMethod')}
              name="contactMethod"
              type="radio"
              options={opts(CONTACT_METHODS, 'demo.contactMethods')}
              selected={[scheduling.contactMethod]}
              onToggle={(v) => update('scheduling', 'contactMethod', v)}
              error={err('scheduling.contactMethod')}
              columns={3}
            />
          </div>
          <TextAreaField
            label={t('demo.fields.notesOptional')}
            name="notes"
            value={scheduling.notes}
            onChange={(v) => update('scheduling', 'notes', v)}
            error={err('scheduling.notes')}
            className="sm:col-span-2"
          />
        </Section>

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" loading={busy} data-testid="demo-submit">
            {t('demo.submit')}
          </Button>
          <p className="text-sm text-muted">{t('demo.privacy')}</p>
        </div>
      </form>
    </div>
  );
}
