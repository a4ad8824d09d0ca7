import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { BiaHistoryView, BiaResults } from './bia-ui.tsx';
import { fitnessApi } from './fitness-api.ts';

/** `/patient/bia-analysis`: the patient's own body composition, the same figures explained in plain words. */
export function BiaSection() {
  const { t } = useTranslation('fitness');
  const mine = useApiQuery(queryKeys.fitness.myBia, (signal) => fitnessApi.myBia(signal));
  if (mine.error) return <Alert>{errorMessage(mine.error, t)}</Alert>;
  if (!mine.data) return <LoadingStatus />;
  const history = mine.data.history;
  if (!history || history.items.length === 0) {
    return (
      <EmptyState
        icon={<Activity className="size-8" />}
        title={t('bia.patientEmpty')}
        description={t('bia.patientEmptyHint')}
      />
    );
  }
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('bia.patientTitle')}</h2>
      <p className="text-sm">{t('bia.patientIntro')}</p>
      <BiaResults m={history.items[0]!} plain />
      <BiaHistoryView history={history} />
    </div>
  );
}
