import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { clearTwoFactorRequired, useTwoFactorRequired } from '../../lib/api/two-factor-required.ts';
import { useAuth } from '../../lib/auth/index.ts';

/**
 * ADR 0050: shown when the server refused a request because the practice requires two-factor
 * authentication of this account: what to do, and the way to the set-up.
 */
export function TwoFactorRequiredNotice() {
  const { t } = useTranslation();
  const required = useTwoFactorRequired();
  const { session } = useAuth();
  const { pathname } = useLocation();
  const enabled = session?.user.twoFactorEnabled ?? false;
  useEffect(() => {
    if (enabled) clearTwoFactorRequired();
  }, [enabled]);
  if (!required || enabled) return null;
  return (
    <Alert className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1">
      <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('errors:TWO_FACTOR_SETUP_REQUIRED')}</span>
      {pathname !== '/settings' ? (
        <Link to="/settings" className="underline underline-offset-4">
          {t('settings:twoFactor.enable')}
        </Link>
      ) : null}
    </Alert>
  );
}
