import { SESSION_TYPES, type SessionType } from '@verdant/shared/consultations';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { patientsApi } from '../patients/patients-api.ts';
import { useConsultationBase, useConsultationFieldText } from './consultation-ui.tsx';
import { consultationsApi } from './consultations-api.ts';
import { localDateTime } from './editor-form.ts';

/** Starts a consultation: the patient (from the caller's care teams), when, which kind; then the editor. */
export function ConsultationNewPage() {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const base = useConsultationBase();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [patientId, setPatientId] = useState(params.get('patient') ?? '');
  const [occurredAt, setOccurredAt] = useState(() => localDateTime(new Date().toISOString()));
  const [sessionType, setSessionType] = useState<SessionType>('follow-up');
  const [status, setStatus] = useState<'draft' | 'scheduled'>('draft');
  const key = useRef(crypto.randomUUID());
  const patients = useApiQuery(
    queryKeys.patients.list(JSON.stringify({ consultationFilter: true })),
    (signal) => patientsApi.list({ status: 'all', sort: 'name', page: 1, pageSize: 100 }, signal),
  );
  const create = useApiMutation(
    () =>
      consultationsApi.create(
        { patientId, occurredAt: new Date(occurredAt).toISOString(), sessionType, status },
        key.current,
      ),
    {
      invalidates: [queryKeys.consultations.lists],
      onSuccess: (c) => navigate(`${base}/${c.id}/edit`),
    },
  );
  const fields = create.error?.fields ?? {};

  function submit(e: FormEvent) {
    e.preventDefault();
    void create.run(undefined);
  }

  return (
    <div className="mx-auto max-w-2xl">
      <nav className="mb-2 text-sm">
        <Link to={base} className="text-muted underline-offset-2 hover:underline">
          {t('back')}
        </Link>
      </nav>
      <PageHeader title={t('new.title')} description={t('new.description')} />
      <form
        onSubmit={submit}
        className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6"
        noValidate
      >
        {create.error && !Object.keys(fields).length ? <Alert>{errorMessage(create.error, t)}</Alert> : null}
        <SelectField
          label={t('fields.patient')}
          value={patientId}
          onChange={setPatientId}
          placeholder={t('new.choosePatient')}
          error={
            fieldText(fields.patientId) ??
            (create.error?.code === 'NOT_FOUND' ? t('new.patientMissing') : undefined)
          }
          options={(patients.data?.items ?? []).map((p) => ({
            value: p.id,
            label: `${p.lastName}, ${p.firstName}`,
          }))}
        />
        <TextField
          label={t('fields.occurredAt')}
          type="datetime-local"
          value={occurredAt}
          onChange={setOccurredAt}
          error={fieldText(fields.occurredAt)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.sessionType')}
            value={sessionType}
            onChange={(v) => setSessionType(v as SessionType)}
            options={SESSION_TYPES.map((s) => ({ value: s, label: t(`sessionTypes.${s}`) }))}
          />
          <SelectField
            label={t('fields.status')}
            value={status}
            onChange={(v) => setStatus(v as 'draft' | 'scheduled')}
            options={(['draft', 'scheduled'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Link to={base} className="inline-flex h-10 items-center px-4 text-sm text-muted hover:underline">
            {t('cancel')}
          </Link>
          <Button type="submit" loading={create.busy} disabled={!patientId}>
            {t('new.start')}
          </Button>
        </div>
      </form>
    </div>
  );
}
