import type { CONSULTATION_TEXT_FIELDS, Consultation } from '@verdant/shared/consultations';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { TextAreaField } from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { patientsApi } from '../patients/patients-api.ts';
import { UnitSwitch } from '../patients/patient-ui.tsx';
import {
  ConsultationStatusBadge,
  RecordSection,
  useConsultationBase,
  useConsultationFieldText,
} from './consultation-ui.tsx';
import { consultationsApi } from './consultations-api.ts';
import { InsightsPanel } from './insights-panel.tsx';
import { LabList, MeasureSummary } from './measure-summary.tsx';
import { PlayerProvider, RecordingsPanel } from './recordings-panel.tsx';

function Addenda({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const [body, setBody] = useState('');
  const key = useRef(crypto.randomUUID());
  const add = useApiMutation(
    (text: string) => consultationsApi.addAddendum(consultation.id, text, key.current),
    {
      onSuccess: (answer) => {
        updateCached<Consultation>(queryKeys.consultations.one(consultation.id), () => answer);
        setBody('');
        key.current = crypto.randomUUID();
        toast({ variant: 'success', title: t('addenda.added') });
      },
    },
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    void add.run(body);
  }
  return (
    <RecordSection title={t('addenda.title')}>
      <div id="addenda" className="scroll-mt-24" />
      {consultation.addenda.length === 0 ? (
        <p className="mb-3 text-sm text-muted">{t('addenda.none')}</p>
      ) : null}
      <ol className="mb-4 space-y-3">
        {consultation.addenda.map((a) => (
          <li
            key={a.id}
            className="rounded-md border-l-4 border-primary bg-surface p-3 text-sm"
            data-testid="addendum"
          >
            <p className="whitespace-pre-wrap">{a.body}</p>
            <p className="mt-1 text-xs text-muted">
              {t('addenda.signed', { name: a.author?.name ?? '—', time: formatDateTime(a.createdAt) })}
            </p>
          </li>
        ))}
      </ol>
      {consultation.status === 'completed' ? (
        <form onSubmit={submit} className="space-y-2">
          <TextAreaField
            label={t('addenda.new')}
            hint={t('addenda.hint')}
            rows={3}
            value={body}
            onChange={setBody}
            error={fieldText(add.error?.fields.body)}
          />
          {add.error && !add.error.fields.body ? <Alert>{errorMessage(add.error, t)}</Alert> : null}
          <Button type="submit" variant="secondary" loading={add.busy}>
            {t('addenda.add')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted">{t('addenda.onlyCompleted')}</p>
      )}
    </RecordSection>
  );
}

/** `/…/consultations/:id`: the record, its addenda, recordings with transcripts, and insights. */
export function ConsultationViewPage() {
  const { t } = useTranslation('consultations');
  const { id = '' } = useParams();
  const base = useConsultationBase();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const one = useApiQuery(queryKeys.consultations.one(id), (signal) => consultationsApi.get(id, signal));
  const c = one.data;
  const patient = useApiQuery(c ? queryKeys.patients.one(c.patient.id) : null, (signal) =>
    patientsApi.get(c!.patient.id, signal),
  );
  const remove = useApiMutation(() => consultationsApi.remove(id), {
    onSuccess: async () => {
      await invalidate(queryKeys.consultations.all);
      toast({ variant: 'success', title: t('toasts.deleted') });
      navigate(base);
    },
  });
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const person = {
    gender: patient.data?.gender ?? null,
    dateOfBirth: patient.data?.dateOfBirth ?? null,
    heightCm: patient.data?.heightCm ?? null,
  };
  const patientBase = base.startsWith('/dietitian') ? '/dietitian/patients' : '/patients';
  const texts = (fields: readonly (typeof CONSULTATION_TEXT_FIELDS)[number][]) =>
    c
      ? fields
          .filter((f) => c[f])
          .map((f) => (
            <div key={f}>
              <dt className="text-sm font-semibold">
                {t(`fields.${f}`)}
                {f === 'assessment' && c.assessmentPrivate ? (
                  <span className="ml-2 text-xs font-normal text-muted">{t('view.private')}</span>
                ) : null}
              </dt>
              <dd className="mt-0.5 whitespace-pre-wrap text-sm">{c[f]}</dd>
            </div>
          ))
      : [];
  const soap = texts(['subjective', 'objective', 'assessment', 'plan']);
  const reason = texts(['chiefComplaint', 'historyOfPresentIllness', 'summary']);
  const plan = texts(['diagnosis', 'goals', 'interventions', 'recommendations', 'followUp']);

  return (
    <div className="mx-auto max-w-5xl">
      <nav className="mb-2 text-sm">
        <Link to={base} className="text-muted underline-offset-2 hover:underline">
          {t('back')}
        </Link>
      </nav>
      <PageHeader
        title={c ? `${c.patient.firstName} ${c.patient.lastName}` : t('view.title')}
        description={
          c ? (
            <span className="flex flex-wrap items-center gap-2">
              <ConsultationStatusBadge status={c.status} />
              <span>
                {t(`sessionTypes.${c.sessionType}`)} · {formatDateTime(c.occurredAt)}
                {c.provider ? ` · ${c.provider.name}` : ''}
              </span>
            </span>
          ) : undefined
        }
        actions={
          c ? (
            <>
              <Link
                to={`${patientBase}/${c.patient.id}?tab=consultations`}
                className={buttonClasses({ variant: 'ghost' })}
              >
                {t('view.patientRecord')}
              </Link>
              <Link
                to={`${base}/${c.id}/edit`}
                className={buttonClasses({ variant: c.status === 'completed' ? 'secondary' : 'primary' })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('view.edit')}
              </Link>
              {c.status === 'draft' ? (
                <Button
                  variant="ghost"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => setDeleting(true)}
                >
                  {t('editor.delete')}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {one.loading ? <LoadingStatus /> : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {c ? (
        <PlayerProvider>
          <div className="space-y-4">
            {c.status === 'completed' ? (
              <Alert variant="success">
                {t('view.signed', {
                  name: c.signedBy?.name ?? '—',
                  time: c.signedAt ? formatDateTime(c.signedAt) : '',
                })}
              </Alert>
            ) : null}
            {c.flags.length || c.tags.length ? (
              <p className="flex flex-wrap gap-1.5">
                {c.flags.map((f) => (
                  <span
                    key={f}
                    className="rounded-full bg-danger-bg px-2.5 py-0.5 text-xs font-medium text-danger"
                  >
                    {t(`flags.${f}`)}
                  </span>
                ))}
                {c.tags.map((tag) => (
                  <span
                    key={tag}
                    className="rounded-full bg-surface px-2.5 py-0.5 text-xs text-muted ring-1 ring-border"
                  >
                    #{tag}
                  </span>
                ))}
              </p>
            ) : null}
            <div className="grid gap-4 lg:grid-cols-2">
              <RecordSection title={t('editor.sections.reason')}>
                {reason.length ? (
                  <dl className="space-y-3">{reason}</dl>
                ) : (
                  <p className="text-sm text-muted">{t('view.empty')}</p>
                )}
              </RecordSection>
              <RecordSection title={t('editor.sections.measurements')}>
                <div className="mb-2 flex justify-end">
                  <UnitSwitch />
                </div>
                <MeasureSummary vitals={c.vitals} anthropometrics={c.anthropometrics} person={person} />
                {c.labResults.length ? (
                  <>
                    <h3 className="mb-1 mt-4 text-sm font-semibold">{t('editor.sections.labs')}</h3>
                    <LabList labs={c.labResults} gender={person.gender} />
                  </>
                ) : null}
              </RecordSection>
            </div>
            <RecordSection title={t('editor.sections.soap')}>
              {soap.length ? (
                <dl className="space-y-3">{soap}</dl>
              ) : (
                <p className="text-sm text-muted">{t('view.empty')}</p>
              )}
            </RecordSection>
            <RecordSection title={t('editor.sections.plan')}>
              {plan.length || c.goalCodes.length ? (
                <dl className="space-y-3">
                  {plan}
                  {c.goalCodes.length ? (
                    <div>
                      <dt className="text-sm font-semibold">{t('fields.goalCodes')}</dt>
                      <dd className="mt-0.5 text-sm">
                        {c.goalCodes.map((g) => t(`goalCodes.${g}`)).join(', ')}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              ) : (
                <p className="text-sm text-muted">{t('view.empty')}</p>
              )}
            </RecordSection>
            <Addenda consultation={c} />
            <RecordingsPanel consultationId={c.id} />
            <InsightsPanel consultationId={c.id} />
          </div>
        </PlayerProvider>
      ) : null}
      <Dialog open={deleting} onClose={() => setDeleting(false)} title={t('editor.deleteTitle')}>
        <p className="text-sm">{t('editor.deleteBody')}</p>
        {remove.error ? <Alert className="mt-3">{errorMessage(remove.error, t)}</Alert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={() => void remove.run(undefined)} loading={remove.busy}>
            {t('editor.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
