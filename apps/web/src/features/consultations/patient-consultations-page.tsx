import type { InsightSection } from '@verdant/shared/consultations';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { UnitSwitch } from '../patients/patient-ui.tsx';
import { RecordSection } from './consultation-ui.tsx';
import { LabList, MeasureSummary } from './measure-summary.tsx';
import { consultationsApi } from './consultations-api.ts';
import { insightText } from './insight-text.ts';

/** `/patient/consultations`: the patient's completed consultations. */
export function MyConsultationsPage() {
  const { t } = useTranslation('consultations');
  const list = useApiQuery(queryKeys.consultations.mine, (signal) => consultationsApi.mine(signal));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      {list.loading ? <LoadingStatus /> : null}
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyBody')}
        />
      ) : null}
      <ul className="space-y-3">
        {list.data?.items.map((c) => (
          <li key={c.id}>
            <Link
              to={`/patient/consultations/${c.id}`}
              className="block rounded-lg border border-border bg-card p-4 hover:bg-surface"
              data-testid="my-consultation"
            >
              <p className="font-semibold">
                {formatDate(c.occurredAt)} · {t(`mine.sessionTypes.${c.sessionType}`)}
              </p>
              <p className="text-sm text-muted">
                {c.provider ? t('mine.with', { name: c.provider.name }) : null}
              </p>
              {c.summary ? <p className="mt-2 line-clamp-2 text-sm">{c.summary}</p> : null}
              {c.insightCount ? (
                <p className="mt-2 text-xs font-medium text-primary">
                  {t('mine.notes', { count: c.insightCount })}
                </p>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const PLAIN_ORDER: InsightSection[] = [
  'keyTakeaways',
  'strengths',
  'areasForImprovement',
  'patientActions',
  'focusAreas',
  'followUpTimeline',
];

/** `/patient/consultations/:id`: one completed consultation, in plain language. */
export function MyConsultationPage() {
  const { t, i18n } = useTranslation('consultations');
  const { id = '' } = useParams();
  const one = useApiQuery(queryKeys.consultations.myOne(id), (signal) => consultationsApi.myOne(id, signal));
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const c = one.data;
  const section = (field: keyof typeof plain, value: string | null) =>
    value ? (
      <div key={field}>
        <dt className="text-sm font-semibold">{plain[field]}</dt>
        <dd className="mt-0.5 whitespace-pre-wrap text-sm">{value}</dd>
      </div>
    ) : null;
  const plain = {
    summary: t('mine.plain.summary'),
    chiefComplaint: t('mine.plain.chiefComplaint'),
    historyOfPresentIllness: t('mine.plain.historyOfPresentIllness'),
    subjective: t('mine.plain.subjective'),
    objective: t('mine.plain.objective'),
    assessment: t('mine.plain.assessment'),
    diagnosis: t('mine.plain.diagnosis'),
    plan: t('mine.plain.plan'),
    goals: t('mine.plain.goals'),
    interventions: t('mine.plain.interventions'),
    recommendations: t('mine.plain.recommendations'),
    followUp: t('mine.plain.followUp'),
  } as const;
  return (
    <div className="mx-auto max-w-3xl">
      <nav className="mb-2 text-sm">
        <Link to="/patient/consultations" className="text-muted underline-offset-2 hover:underline">
          {t('mine.back')}
        </Link>
      </nav>
      <PageHeader
        title={c ? t('mine.detailTitle', { date: formatDate(c.occurredAt) }) : t('mine.title')}
        description={
          c
            ? `${t(`mine.sessionTypes.${c.sessionType}`)}${c.provider ? ` · ${t('mine.with', { name: c.provider.name })}` : ''}`
            : undefined
        }
      />
      {one.loading ? <LoadingStatus /> : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {c ? (
        <div className="space-y-4">
          {c.insights.length ? (
            <RecordSection title={t('mine.fromTeam')}>
              <div className="space-y-4">
                {PLAIN_ORDER.map((s) => {
                  const items = c.insights.filter((i) => i.section === s);
                  if (!items.length) return null;
                  return (
                    <div key={s}>
                      <h3 className="text-sm font-semibold">{t(`mine.sections.${s}`)}</h3>
                      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="my-insights">
                        {items.map((i) => (
                          <li key={i.id}>
                            {insightText(i18n, i)}
                            {i.inDays !== null ? (
                              <span className="text-muted"> · {t('mine.inDays', { count: i.inDays })}</span>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </div>
            </RecordSection>
          ) : null}
          <RecordSection title={t('mine.visit')}>
            <dl className="space-y-3">
              {section('summary', c.summary)}
              {section('chiefComplaint', c.chiefComplaint)}
              {section('historyOfPresentIllness', c.historyOfPresentIllness)}
              {section('subjective', c.subjective)}
              {section('objective', c.objective)}
              {section('assessment', c.assessment)}
              {section('diagnosis', c.diagnosis)}
            </dl>
          </RecordSection>
          {c.vitals || c.anthropometrics || c.labResults.length ? (
            <RecordSection title={t('mine.measurements')}>
              <div className="mb-2 flex justify-end">
                <UnitSwitch />
              </div>
              <MeasureSummary
                vitals={c.vitals}
                anthropometrics={c.anthropometrics}
                person={{ gender: null, dateOfBirth: null, heightCm: null }}
              />
              <div className="mt-3">
                <LabList labs={c.labResults} gender={null} />
              </div>
            </RecordSection>
          ) : null}
          <RecordSection title={t('mine.nextSteps')}>
            <dl className="space-y-3">
              {section('plan', c.plan)}
              {section('goals', c.goals)}
              {section('interventions', c.interventions)}
              {section('recommendations', c.recommendations)}
              {section('followUp', c.followUp)}
            </dl>
          </RecordSection>
          {c.addenda.length ? (
            <RecordSection title={t('mine.updates')}>
              <ol className="space-y-2 text-sm">
                {c.addenda.map((a) => (
                  <li key={a.id} className="rounded-md bg-surface p-3">
                    <p className="whitespace-pre-wrap">{a.body}</p>
                    <p className="mt-1 text-xs text-muted">
                      {a.author?.name ?? ''} · {formatDateTime(a.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            </RecordSection>
          ) : null}
          {c.signedAt ? (
            <p className="text-xs text-muted">{t('mine.signed', { time: formatDateTime(c.signedAt) })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
