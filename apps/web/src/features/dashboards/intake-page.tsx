import type { CalendarProvider } from '@verdant/shared/calendar';
import { CONSENT_PURPOSES, type ConsentPurpose, type DataCategory } from '@verdant/shared/privacy';
import { GENDERS } from '@verdant/shared/patients';
import type { IntakeConsentInput, IntakeInput } from '@verdant/shared/front-desk';
import { INTAKE_MAX_CONSENTS, INTAKE_MAX_DOCUMENTS } from '@verdant/shared/front-desk';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CheckField,
  errorAt,
  focusFirstInvalid,
  SelectField,
  TextField,
} from '../../components/form-fields.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ApiError, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { calendarApi } from '../calendar/calendar-api.ts';
import { CategoryChoice } from '../privacy/privacy-ui.tsx';
import { consentRecipients, registerPatient } from './workspace-api.ts';

interface ConsentRow {
  rid: number;
  recipientOrganizationId: string;
  purpose: ConsentPurpose;
  categories: DataCategory[];
  end: string;
  signed: boolean;
}

const DEMOGRAPHICS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
  'phone',
  'address',
  'city',
  'country',
] as const;
type Demographic = (typeof DEMOGRAPHICS)[number];

let nextRow = 0;
const newConsent = (): ConsentRow => ({
  rid: ++nextRow,
  recipientOrganizationId: '',
  purpose: 'payment',
  categories: [],
  end: '',
  signed: false,
});

/** Local date and time → the instant (the reader's zone). */
function instantOf(date: string, time: string): string | null {
  if (!date || !time) return null;
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A field error key of the intake: this feature's words first, then the patients' and the shared ones. */
function useIntakeFieldText() {
  const { t, i18n } = useTranslation('workspace');
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (!key) return undefined;
      for (const k of [
        `workspace:intake.validation.${key}`,
        `patients:validation.${key}`,
        `privacy:validation.${key}`,
        `validation:${key}`,
      ])
        if (i18n.exists(k)) return t(k);
      return t('patients:validation.invalid');
    },
    [t, i18n],
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card title={title} description={intro}>
      <div className="space-y-4">{children}</div>
    </Card>
  );
}

/**
 * The front desk's new-patient intake (ADR 0055): the patient's details, the consents they signed, their
 * documents and, if they want one, their first visit, sent as one request the server checks whole.
 */
export function IntakePage() {
  const { t } = useTranslation(['workspace', 'patients', 'privacy', 'calendar']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const fileId = useId();
  const fieldText = useIntakeFieldText();
  const [person, setPerson] = useState<Record<Demographic, string> & { gender: string }>({
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    country: '',
    gender: '',
  });
  const [consents, setConsents] = useState<ConsentRow[]>([]);
  const [files, setFiles] = useState<{ key: number; file: File }[]>([]);
  const [booking, setBooking] = useState(false);
  const [visit, setVisit] = useState({
    providerId: '',
    serviceName: '',
    durationMinutes: '45',
    date: '',
    time: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const recipients = useApiQuery(['front-desk', 'consent-recipients'], (signal) => consentRecipients(signal));
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const from = today.toISOString();
  const to = new Date(today.getTime() + 86_400_000).toISOString();
  const day = useApiQuery(queryKeys.calendar.range('practice', from, to, null), (signal) =>
    calendarApi.range({ as: 'practice', from, to }, signal),
  );
  const providers: CalendarProvider[] = day.data?.providers ?? [];

  const err = (path: string) => fieldText(errorAt(errors, path));
  const updateConsent = (rid: number, patch: Partial<ConsentRow>) =>
    setConsents((rows) => rows.map((r) => (r.rid === rid ? { ...r, ...patch } : r)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    setErrors({});
    const start = booking ? instantOf(visit.date, visit.time) : null;
    if (booking && !start) {
      setErrors({ 'firstVisit.start': 'required' });
      focusFirstInvalid(formRef.current);
      return;
    }
    const clean = (v: string) => (v.trim() === '' ? null : v.trim());
    const input: IntakeInput = {
      patient: {
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: clean(person.dateOfBirth),
        email: clean(person.email),
        phone: clean(person.phone),
        address: clean(person.address),
        city: clean(person.city),
        country: clean(person.country),
        gender: (clean(person.gender) as IntakeInput['patient']['gender']) ?? null,
      },
      consents: consents.map(
        (c): IntakeConsentInput => ({
          recipientOrganizationId: c.recipientOrganizationId,
          purpose: c.purpose,
          categories: c.categories,
          end: c.end || null,
          signed: c.signed as true,
        }),
      ),
      firstVisit:
        booking && start
          ? {
              providerId: visit.providerId,
              serviceName: visit.serviceName,
              durationMinutes: Number(visit.durationMinutes),
              start,
            }
          : null,
    };
    setBusy(true);
    try {
      const result = await registerPatient(
        input,
        files.map((f) => f.file),
      );
      await invalidate(queryKeys.patients.all);
      await invalidate(queryKeys.calendar.all);
      navigate(`/patients/${result.patient.id}`, { state: { registered: true } });
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      if (api && Object.keys(api.fields).length) {
        setErrors(api.fields);
        setFailure(t('workspace:intake.fixErrors'));
        focusFirstInvalid(formRef.current);
      } else if (api && typeof api.details.index === 'number') {
        const name = files[api.details.index]?.file.name ?? '';
        setFailure(`${name}: ${errorMessage(api, t)}`);
      } else {
        setFailure(errorMessage(error, t));
      }
    } finally {
      setBusy(false);
    }
  }

  const text = (key: Demographic, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`patients:fields.${key}`)}
      name={key}
      type={type}
      autoComplete={autoComplete}
      value={person[key]}
      onChange={(v) => setPerson((p) => ({ ...p, [key]: v }))}
      error={err(`patient.${key}`)}
      required={key === 'firstName' || key === 'lastName'}
    />
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('workspace:intake.title')}
        description={t('workspace:intake.intro')}
        actions={
          <Link to="/staff-dashboard" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('workspace:intake.backToDesk')}
          </Link>
        }
      />
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
        <Section title={t('workspace:intake.details')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstName', 'text', 'off')}
            {text('lastName', 'text', 'off')}
            {text('dateOfBirth', 'date')}
            <SelectField
              label={t('patients:fields.gender')}
              name="gender"
              value={person.gender}
              onChange={(v) => setPerson((p) => ({ ...p, gender: v }))}
              placeholder={t('workspace:intake.notSaid')}
              options={GENDERS.map((g) => ({ value: g, label: t(`patients:genders.${g}`) }))}
              error={err('patient.gender')}
            />
            {text('email', 'email', 'off')}
            {text('phone', 'tel', 'off')}
            {text('address')}
            {text('city')}
            {text('country')}
          </div>
        </Section>

        <Section title={t('workspace:intake.consents')} intro={t('workspace:intake.consentsIntro')}>
          {consents.length === 0 ? (
            <p className="text-sm text-muted">{t('workspace:intake.noConsents')}</p>
          ) : null}
          {consents.map((c, i) => (
            <fieldset key={c.rid} className="space-y-3 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-semibold">
                {t('workspace:intake.consentN', { n: i + 1 })}
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={t('workspace:intake.recipient')}
                  name={`consent-${c.rid}-recipient`}
                  value={c.recipientOrganizationId}
                  onChange={(v) => updateConsent(c.rid, { recipientOrganizationId: v })}
                  placeholder={t('workspace:intake.chooseRecipient')}
                  options={(recipients.data?.items ?? []).map((r) => ({
                    value: r.organizationId,
                    label: `${r.name} (${t(`workspace:intake.kinds.${r.kind}`)})`,
                  }))}
                  error={err(`consents.${i}.recipientOrganizationId`)}
                />
                <SelectField
                  label={t('workspace:intake.purpose')}
                  name={`consent-${c.rid}-purpose`}
                  value={c.purpose}
                  onChange={(v) => updateConsent(c.rid, { purpose: v as ConsentPurpose })}
                  options={CONSENT_PURPOSES.map((p) => ({ value: p, label: t(`privacy:purposes.${p}`) }))}
                  error={err(`consents.${i}.purpose`)}
                />
              </div>
              <CategoryChoice
                legend={t('workspace:intake.categories')}
                name={`consent-${c.rid}-categories`}
                selected={c.categories}
                onChange={(next) => updateConsent(c.rid, { categories: next })}
                error={err(`consents.${i}.categories`)}
              />
              <TextField
                label={t('workspace:intake.until')}
                hint={t('workspace:intake.untilHint')}
                type="date"
                value={c.end}
                onChange={(v) => updateConsent(c.rid, { end: v })}
                error={err(`consents.${i}.end`)}
                className="max-w-xs"
              />
              <div>
                <CheckField
                  label={t('workspace:intake.signed')}
                  checked={c.signed}
                  onChange={(v) => updateConsent(c.rid, { signed: v })}
                />
                {err(`consents.${i}.signed`) ? (
                  <p className="mt-1 text-sm text-danger" data-invalid="true">
                    {err(`consents.${i}.signed`)}
                  </p>
                ) : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setConsents((rows) => rows.filter((r) => r.rid !== c.rid))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('workspace:intake.removeConsent', { n: i + 1 })}
              </Button>
            </fieldset>
          ))}
          {consents.length < INTAKE_MAX_CONSENTS ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setConsents((r) => [...r, newConsent()])}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('workspace:intake.addConsent')}
            </Button>
          ) : null}
        </Section>

        <Section
          title={t('workspace:intake.documents')}
          intro={t('workspace:intake.documentsIntro', { count: INTAKE_MAX_DOCUMENTS })}
        >
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
              {t('workspace:intake.chooseFiles')}
            </label>
            <input
              id={fileId}
              type="file"
              multiple
              accept=".pdf,.png,.jpg,.jpeg,.heic,.heif,application/pdf,image/png,image/jpeg,image/heic,image/heif"
              onChange={(e) => {
                const chosen = [...(e.target.files ?? [])];
                setFiles((f) =>
                  [...f, ...chosen.map((file) => ({ key: ++nextRow, file }))].slice(0, INTAKE_MAX_DOCUMENTS),
                );
                e.target.value = '';
              }}
              disabled={files.length >= INTAKE_MAX_DOCUMENTS}
              className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
            />
            {err('documents') ? <p className="mt-1 text-sm text-danger">{err('documents')}</p> : null}
          </div>
          {files.length ? (
            <ul className="divide-y divide-border text-sm" aria-label={t('workspace:intake.chosenFiles')}>
              {files.map(({ key, file }) => (
                <li key={key} className="flex items-center justify-between gap-2 py-1.5">
                  <span className="min-w-0 break-all">{file.name}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('workspace:intake.removeFile', { name: file.name })}
                    onClick={() => setFiles((all) => all.filter((x) => x.key !== key))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>

        <Section title={t('workspace:intake.firstVisit')}>
          <CheckField label={t('workspace:intake.bookFirstVisit')} checked={booking} onChange={setBooking} />
          {booking ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('workspace:intake.provider')}
                name="providerId"
                value={visit.providerId}
                onChange={(v) => setVisit((x) => ({ ...x, providerId: v }))}
                placeholder={t('workspace:intake.chooseProvider')}
                options={providers.map((p) => ({ value: p.id, label: p.name }))}
                error={err('firstVisit.providerId')}
              />
              <TextField
                label={t('workspace:intake.service')}
                name="serviceName"
                value={visit.serviceName}
                onChange={(v) => setVisit((x) => ({ ...x, serviceName: v }))}
                error={err('firstVisit.serviceName')}
              />
              <TextField
                label={t('workspace:intake.date')}
                type="date"
                value={visit.date}
                onChange={(v) => setVisit((x) => ({ ...x, date: v }))}
                error={err('firstVisit.start')}
              />
              <TextField
                label={t('workspace:intake.time')}
                type="time"
                value={visit.time}
                onChange={(v) => setVisit((x) => ({ ...x, time: v }))}
              />
              <TextField
                label={t('workspace:intake.duration')}
                type="number"
                min={5}
                max={480}
                step={5}
                value={visit.durationMinutes}
                onChange={(v) => setVisit((x) => ({ ...x, durationMinutes: v }))}
                error={err('firstVisit.durationMinutes')}
              />
            </div>
          ) : null}
        </Section>

        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t('workspace:intake.saving') : t('workspace:intake.submit')}
          </Button>
          <Link to="/staff-dashboard" className={buttonClasses({ variant: 'ghost' })}>
            {t('workspace:intake.cancel')}
          </Link>
        </div>
      </form>
    </div>
  );
}
