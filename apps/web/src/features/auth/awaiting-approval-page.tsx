import type { OrganizationSummary } from '@verdant/shared/account';
import { landingRouteFor } from '@verdant/shared/roles';
import { CircleX, Hourglass } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { RequireSession } from '../../components/require-session.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { meApi } from '../../lib/api/me-api.ts';
import { sessionStore, useAuth } from '../../lib/auth/index.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { AuthCard } from './auth-card.tsx';
import { authErrorMessage } from './form-error.ts';

/** How often the screen asks whether the administrator has decided. */
export const APPROVAL_CHECK_INTERVAL_MS = 15_000;

type Review = { organization: OrganizationSummary; status: 'pending' | 'declined' } | 'none';

function reviewOf(organizations: OrganizationSummary[]): Review {
  const org =
    organizations.find((o) => o.request?.status === 'pending') ??
    organizations.find((o) => o.request?.status === 'declined');
  if (!org?.request || org.request.status === 'approved') return 'none';
  return { organization: org, status: org.request.status };
}

function AwaitingApproval() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, roles } = useAuth();
  const [review, setReview] = useState<Review | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const me = await meApi.me(undefined, { background: true }); // a poll (decision 0020)
      setError(null);
      if (me.roles.length > 0) {
        // approved meanwhile: the new role is in the session on reload, then its landing route
        await sessionStore.reload();
        navigate(landingRouteFor(me.roles), { replace: true });
        return;
      }
      setReview(reviewOf(me.organizations));
    } catch (err) {
      // Unknown state on the first look (as after a failed roles read): the patient dashboard, as
      // the sign-up flow does; later checks keep the screen and say what failed.
      setReview((current) => current ?? 'none');
      setError(authErrorMessage(err, t));
    } finally {
      setChecking(false);
    }
  }, [navigate, t]);

  useEffect(() => {
    void check();
    const timer = setInterval(() => void check(), APPROVAL_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [check]);

  if (roles.length > 0) return <Navigate to={landingRouteFor(roles)} replace />;
  if (review === 'none') return <Navigate to={landingRouteFor([])} replace />;
  if (!review) return <LoadingScreen fullScreen={false} />;

  const { organization, status } = review;
  const kind = organization.kind === 'insurer' ? 'insurer' : 'laboratory';
  const signOut = (
    <Button variant="secondary" className="w-full" onClick={() => void sessionStore.signOut()}>
      {t('auth:awaiting.signOut')}
    </Button>
  );

  if (status === 'declined') {
    return (
      <AuthCard title={t('auth:awaiting.declinedTitle')}>
        <div className="space-y-4 text-center">
          <CircleX aria-hidden="true" className="mx-auto size-12 text-danger" />
          <p>{t(`auth:awaiting.declinedText.${kind}`, { name: organization.name })}</p>
          {organization.request?.declineReason ? (
            <p className="rounded-md border border-border p-3 text-left text-sm">
              <span className="font-semibold">{t('auth:awaiting.reason')}</span>{' '}
              {organization.request.declineReason}
            </p>
          ) : null}
          {signOut}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:awaiting.title')}>
      <div className="space-y-4 text-center">
        <Hourglass aria-hidden="true" className="mx-auto size-12 text-primary" />
        <p>{t(`auth:awaiting.text.${kind}`, { name: organization.name })}</p>
        <p className="text-sm text-muted">{t('auth:awaiting.email', { email: session?.user.email ?? '' })}</p>
        {error ? <Alert>{error}</Alert> : null}
        <Button className="w-full" loading={checking} onClick={() => void check()}>
          {t('auth:awaiting.checkAgain')}
        </Button>
        {signOut}
      </div>
    </AuthCard>
  );
}

/**
 * /auth/awaiting-approval: a laboratory or insurer registered at sign-up waits here (instead of a
 * dashboard it cannot use yet) until a platform administrator decides; a decline shows the reason.
 * Nothing under review → the patient dashboard, as for any user without roles.
 */
export function AwaitingApprovalPage() {
  const { session } = useAuth();
  if (session && !session.user.profileComplete) return <Navigate to="/auth/complete-signup" replace />;
  return (
    <RequireSession>
      <AwaitingApproval />
    </RequireSession>
  );
}
