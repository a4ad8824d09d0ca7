import { Activity, ClipboardList, Plus, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { ConsultationTable } from './consultation-list-page.tsx';
import { consultationsApi } from './consultations-api.ts';

/**
 * The consultations tab of a patient's record: their consultations (what the caller may see of
 * them), a new one, and their vitals and anthropometrics series. `patientBase` is the record's own
 * area (`/patients` or `/dietitian/patients`).
 */
export function PatientConsultationsTab({
  patientId,
  patientBase,
}: {
  patientId: string;
  patientBase: string;
}) {
  const { t } = useTranslation('consultations');
  const { roles } = useAuth();
  const dietitianArea = patientBase.startsWith('/dietitian');
  const base = dietitianArea ? '/dietitian/consultations' : '/consultations';
  const clinician = roles.includes('dietitian') || roles.includes('medical');
  const lists = clinician || roles.includes('staff') || roles.includes('admin');
  const query = { patientId, page: 1, pageSize: 50 };
  const list = useApiQuery(lists ? queryKeys.consultations.list(JSON.stringify(query)) : null, (signal) =>
    consultationsApi.list(query, signal),
  );
  const vitals = dietitianArea
    ? `/dietitian/vitals?patient=${patientId}`
    : `${patientBase}/${patientId}/vitals`;
  const anthro = dietitianArea
    ? `/dietitian/anthropometrics?patient=${patientId}`
    : `${patientBase}/${patientId}/anthropometrics`;
  const measures = clinician || roles.includes('fitness');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {clinician ? (
          <Link to={`${base}/new?patient=${patientId}`} className={buttonClasses({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('list.new')}
          </Link>
        ) : null}
        {clinician ? (
          <Link to={vitals} className={buttonClasses({ variant: 'secondary' })}>
            <Activity aria-hidden="true" className="size-4" />
            {t('measurements.vitals')}
          </Link>
        ) : null}
        {measures ? (
          <Link to={anthro} className={buttonClasses({ variant: 'secondary' })}>
            <Ruler aria-hidden="true" className="size-4" />
            {t('measurements.anthropometrics')}
          </Link>
        ) : null}
      </div>
      {list.loading ? <LoadingStatus /> : null}
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.data && !list.data.notesVisible ? <Alert variant="info">{t('list.notesHidden')}</Alert> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" />}
          title={t('tab.emptyTitle')}
          description={clinician ? t('tab.emptyBody') : t('tab.emptyBodyOthers')}
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ConsultationTable page={list.data} base={base} showPatient={false} />
      ) : null}
      {!lists ? <p className="text-sm text-muted">{t('tab.notYours')}</p> : null}
    </div>
  );
}
