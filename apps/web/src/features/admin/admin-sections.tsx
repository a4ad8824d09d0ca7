import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** The sections of the admin dashboard (these routes share one screen), plus setup. */
export const SECTIONS = [
  { key: 'overview', to: '/admin/overview' },
  { key: 'patients', to: '/admin/patients' },
  { key: 'auditTrails', to: '/admin/audit-trails' },
  { key: 'subscriptions', to: '/admin/subscriptions' },
  { key: 'integrations', to: '/admin/integrations' },
  { key: 'data', to: '/admin/data' },
  { key: 'compliance', to: '/admin/compliance' },
  { key: 'setup', to: '/admin/setup' },
  { key: 'demoRequests', to: '/admin/demo-requests' },
  { key: 'blog', to: '/admin/blog' },
] as const;

/** The admin tab navigation, on every admin screen (dashboard sections, setup, demo requests, blog). */
export function AdminSections() {
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
