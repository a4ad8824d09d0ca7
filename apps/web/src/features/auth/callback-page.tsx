import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { readSignupIntent, signupIntentQuery } from '@verdant/shared/account';
import { postSignInRoute, safeRedirect, sessionStore, withSignupIntent } from '../../lib/auth/index.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { AuthCard } from './auth-card.tsx';
import { verifyEmail } from './auth-api.ts';

type State = 'working' | 'verified' | 'failed';

/**
 * /auth/callback: `?token=` verifies the e-mail address and says so; the person then signs in with
 * their password (decision 0018: a verification link never signs anyone in), and sign-in goes on to
 * /auth/complete-signup (profile incomplete) keeping the sign-up intent. Without a token it is the
 * return from Google sign-in.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>('working');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const redirect = safeRedirect(params.get('redirect'));
    const intentQuery = signupIntentQuery(readSignupIntent(params));
    const finish = async (): Promise<boolean> => {
      const session = await sessionStore.signedIn('SIGNED_IN');
      if (!session) return false;
      navigate(
        withSignupIntent(postSignInRoute(session, sessionStore.getSnapshot().roles, redirect), intentQuery),
        { replace: true },
      );
      return true;
    };
    void (async () => {
      if (params.get('error')) {
        setState('failed');
        return;
      }
      if (!token) {
        if (!(await finish())) navigate('/auth', { replace: true });
        return;
      }
      try {
        await verifyEmail(token);
      } catch {
        setState('failed');
        return;
      }
      setState('verified');
    })();
  }, [params, navigate]);

  if (state === 'working') return <LoadingScreen fullScreen={false} />;
  const intentQuery = signupIntentQuery(readSignupIntent(params));
  const back = safeRedirect(params.get('redirect'));
  const query = [intentQuery, back ? `redirect=${encodeURIComponent(back)}` : ''].filter(Boolean).join('&');
  const signInAgain = query ? `/auth?${query}` : '/auth';
  if (state === 'verified') {
    return (
      <AuthCard title={t('auth:callback.verifiedTitle')}>
        <div className="space-y-4 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
          <p>{t('auth:callback.verifiedText')}</p>
          <Link to={signInAgain} className={buttonClasses({ className: 'w-full' })}>
            {t('auth:callback.signIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:callback.failedTitle')}>
      <div className="space-y-4 text-center">
        <CircleX aria-hidden="true" className="mx-auto size-12 text-danger" />
        <p>{t('auth:callback.failedText')}</p>
        <Link to="/auth" className={buttonClasses({ className: 'w-full' })}>
          {t('auth:callback.signIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
