import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SubscriptionPanel } from '../billing/subscription-panel.tsx';
import { AdminSections } from './admin-sections.tsx';

/** `/admin/subscriptions`: the practice's plan, limits, history and plan changes, inside the admin sections. */
export default function AdminSubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sections.subscriptions')} />
      <AdminSections />
      <SubscriptionPanel />
    </>
  );
}
