import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { BiaHistoryView, BiaResults, usePreloadedBiaChart } from './bia-ui.tsx';
import { fitnessApi } from './fitness-api.ts';

/** `/patient/bia-analysis`: the patient's own body composition, the same figures explained in plain words. */
export function BiaSection() {
  const { t } = useTranslation('fitness');
  usePreloadedBiaChart();
  const mine = useApiQuery(queryKeys.fitness.myBia, (signal) => fitnessApi.myBia(signal));
  const history = mine.data?.history;
  return (
    <div className="space-y-6">
      <PageHeader title={t('bia.patientTitle')} description={t('bia.patientIntro')} />
      {mine.error ? <Alert>{errorMessage(mine.error, t)}</Alert> : null}
      {mine.loading ? <LoadingStatus /> : null}
      {mine.data && (!history || history.items.length === 0) ? (
        <EmptyState
          icon={<Activity className="size-8" />}
          title={t('bia.patientEmpty')}
          description={t('bia.patientEmptyHint')}
        />
      ) : null}
      {history?.items[0] ? (
        <>
          <BiaResults m={history.items[0]} plain />
          <BiaHistoryView history={history} />
        </>
      ) : null}
    </div>
  );
}
