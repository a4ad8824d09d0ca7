import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DemoNotice } from '../../components/demo-notice.tsx';
import { PendingContent, usePendingTitle } from '../../components/pending-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { fullName } from '../../lib/format.ts';
import { AccountCard, RoleBadge } from '../dashboards/role-dashboards.tsx';
import { WorkspacePanels } from '../dashboards/workspace-panels.tsx';
import { AdminSections, SECTIONS } from './admin-sections.tsx';
import { EmailOutbox } from './outbox.tsx';

function AdminFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={<RoleBadge value="admin" />} title={title} description={description} />
      <DemoNotice className="mb-4" />
      <AdminSections />
      {children}
    </>
  );
}

function Overview() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <WorkspacePanels as="admin" />
      </div>
      <AccountCard area="admin" />
    </div>
  );
}

/** /admin/overview, patients, audit-trails, subscriptions, integrations, data. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const { pathname } = useLocation();
  const pending = usePendingTitle() !== null;
  const section = SECTIONS.find((s) => s.to === pathname) ?? SECTIONS[0];
  if (section.key === 'overview') {
    return (
      <AdminFrame
        title={t('dashboard:welcome', { name: session ? fullName(session.user) : '' })}
        description={t('dashboard:intro.admin')}
      >
        <Overview />
      </AdminFrame>
    );
  }
  const title = t(`admin:sections.${section.key}`);
  return (
    <AdminFrame title={title}>
      {section.key === 'integrations' ? <EmailOutbox /> : null}
      {pending ? <PendingContent /> : null}
    </AdminFrame>
  );
}
