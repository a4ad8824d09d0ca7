import { Inbox, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PENDING_SCREENS } from '../../app/pending-screens.ts';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { fullName } from '../../lib/format.ts';
import { AccountCard, RoleBadge } from '../dashboards/role-dashboards.tsx';
import { PendingContent } from '../system/pending-screen.tsx';
import { OrganizationRequests } from './organization-requests.tsx';
import { EmailOutbox } from './outbox.tsx';
import { UsersAndRoles } from './users-roles.tsx';

/** The sections of the admin dashboard (SPEC section 2: these routes share it), plus setup. */
const SECTIONS = [
  { key: 'overview', to: '/admin/overview' },
  { key: 'patients', to: '/admin/patients' },
  { key: 'auditTrails', to: '/admin/audit-trails' },
  { key: 'subscriptions', to: '/admin/subscriptions' },
  { key: 'integrations', to: '/admin/integrations' },
  { key: 'data', to: '/admin/data' },
  { key: 'setup', to: '/admin/setup' },
  { key: 'demoRequests', to: '/admin/demo-requests' },
  { key: 'blog', to: '/admin/blog' },
] as const;

function AdminSections() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('admin:sections.label')} className="mb-6 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {SECTIONS.map((section) => {
          const active = pathname === section.to;
          return (
            <li key={section.key}>
              <Link
                to={section.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium',
                  active ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg',
                )}
              >
                {t(`admin:sections.${section.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

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
      <AdminSections />
      {children}
    </>
  );
}

function Overview() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
        <Card title={t('admin:overview.usersTitle')}>
          <p className="text-sm text-muted">{t('admin:overview.usersText')}</p>
          <Link
            to="/admin/setup"
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
          >
            <UserCog aria-hidden="true" className="size-4" />
            {t('admin:overview.usersLink')}
          </Link>
        </Card>
        <Card title={t('admin:overview.outboxTitle')}>
          <p className="text-sm text-muted">{t('admin:overview.outboxText')}</p>
          <Link
            to="/admin/integrations"
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
          >
            <Inbox aria-hidden="true" className="size-4" />
            {t('admin:overview.outboxLink')}
          </Link>
        </Card>
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
      {pathname in PENDING_SCREENS ? <PendingContent /> : null}
    </AdminFrame>
  );
}

/** /admin/setup: laboratory and insurer registrations (platform administrators), users and roles. */
export function AdminSetupPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin:sections.setup')} description={t('admin:setupDescription')}>
      <OrganizationRequests />
      <UsersAndRoles />
    </AdminFrame>
  );
}
