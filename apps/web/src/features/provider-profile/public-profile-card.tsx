import { ExternalLink, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAuth } from '../../lib/auth/index.ts';

/** Where each professional role edits its public profile (the routes of `routes.tsx`). */
export const PUBLIC_PROFILE_ROUTES = {
  dietitian: '/dietitian/profile',
  medical: '/medical/settings/public-profile',
  fitness: '/fitness/settings/public-profile',
  lab: '/lab/settings/public-profile',
} as const;

type ProviderRole = keyof typeof PUBLIC_PROFILE_ROUTES;

/**
 * A card on the Settings screen leading a professional to the public profile editor (listing in
 * Find care, services, weekly hours). Renders nothing for roles without a public profile.
 */
export function PublicProfileCard() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const { roles } = useAuth();
  const area = pathname.split('/')[1] ?? '';
  const role: ProviderRole | undefined =
    area in PUBLIC_PROFILE_ROUTES
      ? (area as ProviderRole)
      : (Object.keys(PUBLIC_PROFILE_ROUTES) as ProviderRole[]).find((r) => roles.includes(r));
  if (!role || !roles.includes(role)) return null;
  return (
    <Card title={t('profile.title')} description={t('profile.settingsHint')}>
      <div className="flex flex-wrap gap-2">
        <Link to={PUBLIC_PROFILE_ROUTES[role]} className={buttonClasses({ variant: 'secondary' })}>
          <Store aria-hidden="true" className="size-4" />
          {t('profile.edit')}
        </Link>
        <Link to="/care" className={buttonClasses({ variant: 'ghost' })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('profile.openDirectory')}
        </Link>
      </div>
    </Card>
  );
}
