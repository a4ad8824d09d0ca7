import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/**
 * `/lab/patients`: a laboratory sees the patients whose orders were sent to it, and nothing else.
 * Lab orders do not exist in Verdant yet, so no patient has an order at any laboratory: the screen
 * says that plainly instead of reading the practice's patients.
 */
export default function LabPatientsPage() {
  const { t } = useTranslation('patients');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('lab.title')} description={t('lab.intro')} />
      <EmptyState
        icon={<FlaskConical className="size-8" />}
        title={t('lab.emptyTitle')}
        description={t('lab.emptyBody')}
      />
    </div>
  );
}
