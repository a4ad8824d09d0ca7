import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DemoNotice } from '../../components/demo-notice.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { readSignupIntent, type SignupIntent, signupIntentQuery } from '@verdant/shared/account';
import { postSignInRoute, safeRedirect, useAuth, withSignupIntent } from '../../lib/auth/index.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { prefetchRouteWhenIdle } from '../../lib/route-prefetch.ts';
import { AuthCard } from './auth-card.tsx';
import * as authApi from './auth-api.ts';
import { authErrorMessage } from './form-error.ts';
import { signInNextScreen } from './next-screen.ts';
import { InvitationPage } from './invitation-page.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Mode = 'signin' | 'signup';

/** Decision 0020: "You were signed out after N minutes of inactivity", after the idle timeout. */
function IdleNotice() {
  const { t } = useTranslation();
  const { endedBy, idleMinutes } = useAuth();
  if (endedBy !== 'idle') return null;
  return (
    <Alert variant="warning" className="mb-4">
      {t('auth:idle.signedOut', { minutes: idleMinutes ?? 0 })}
    </Alert>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.7-3.8h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z"
      />
    </svg>
  );
}

/** Google sign-in, shown only when the server says it is configured. */
function GoogleButton({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    authApi
      .getProviders()
      .then((p) => live && setEnabled(p?.google === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!enabled) return null;
  const callback = `${window.location.origin}/auth/callback${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <div className="mt-5 space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('auth:or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button
        variant="secondary"
        className="w-full"
        loading={pending}
        icon={<GoogleIcon />}
        onClick={async () => {
          setPending(true);
          setError(null);
          try {
            await authApi.signInWithGoogle(callback);
          } catch (err) {
            setError(authErrorMessage(err, t));
            setPending(false);
          }
        }}
      >
        {t('auth:signIn.google')}
      </Button>
    </div>
  );
}

/** What the visitor chose on an audience page or a pricing plan, kept through sign-up. */
export function IntentNote({ intent }: { intent: SignupIntent }) {
  const { t } = useTranslation();
  if (!intent.role && !intent.plan) return null;
  return (
    <p
      className="mb-4 rounded-md border border-border bg-accent px-3 py-2 text-sm"
      data-testid="signup-intent"
    >
      {intent.role ? t('auth:intent.role', { role: t(`common:roles.${intent.role}`) }) : null}
      {intent.role && intent.plan ? ' · ' : null}
      {intent.plan
        ? t('auth:intent.plan', {
            plan: t(`auth:plans.${intent.plan}`),
            billing: t(`auth:billing.${intent.billing ?? 'monthly'}`),
          })
        : null}
    </p>
  );
}

function CheckEmail({ email, onBack }: { email: string; onBack(): void }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:checkEmail.title')}>
      <div className="space-y-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
        <p>{t('auth:checkEmail.sent', { email })}</p>
        <p className="text-sm text-muted">{t('auth:checkEmail.hint')}</p>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          {t('auth:checkEmail.back')}
        </Button>
      </div>
    </AuthCard>
  );
}

/**
 * /auth: sign in and sign up tabs (`?mode=signup`), the TOTP step, the "check your e-mail" screen;
 * `?invite=…` opens a patient's invitation (set your password).
 */
export function AuthPage() {
  const { t } = useTranslation();
  const { status, session, roles } = useAuth();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const redirect = safeRedirect(params.get('redirect'));
  const oauthError = params.get('error');
  const intent = readSignupIntent(params);
  const intentQuery = signupIntentQuery(intent);
  const [step, setStep] = useState<'form' | 'totp'>('form');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const invite = params.get('invite');
  // ADR 0066: while the visitor types, the app's layout and the screen sign-in leads to load (the
  // back-URL's, else the landing screens: one module for every role but the administrator), at low
  // priority (ADR 0070): the visitor's "Sign in" is not queued behind it. Not earlier than the form:
  // started with the page, it delayed the form by ~1.6 s on the emulated phone.
  const next = signInNextScreen(params);
  useEffect(() => (status === 'signed-out' ? prefetchRouteWhenIdle(next) : undefined), [status, next]);

  // An invitation link opens the set-your-password screen, signed in or not (it signs in as the invitee).
  if (invite) return <InvitationPage token={invite} />;
  if (status === 'signed-in' && session)
    return <Navigate to={withSignupIntent(postSignInRoute(session, roles, redirect), intentQuery)} replace />;
  if (status === 'loading') return <LoadingScreen fullScreen={false} />;

  if (signedUpEmail) {
    return (
      <CheckEmail
        email={signedUpEmail}
        onBack={() => {
          setSignedUpEmail(null);
          setParams((p) => {
            p.delete('mode');
            return p;
          });
        }}
      />
    );
  }
  if (step === 'totp') return <TwoFactorStep onBack={() => setStep('form')} />;

  const setMode = (next: Mode) =>
    setParams(
      (p) => {
        if (next === 'signup') p.set('mode', 'signup');
        else p.delete('mode');
        return p;
      },
      { replace: true },
    );

  return (
    <AuthCard
      title={mode === 'signup' ? t('auth:signUp.title') : t('auth:signIn.title')}
      description={mode === 'signup' ? t('auth:signUp.description') : t('auth:signIn.description')}
      footer={
        <Link to="/home" className="underline underline-offset-4 hover:text-fg">
          {t('auth:backHome')}
        </Link>
      }
    >
      <DemoNotice className="mb-4" />
      <IdleNotice />
      {oauthError ? <Alert className="mb-4">{t('errors:INTERNAL')}</Alert> : null}
      <IntentNote intent={intent} />
      <Tabs<Mode>
        label={t('auth:tabsLabel')}
        value={mode}
        onChange={setMode}
        items={[
          {
            key: 'signin',
            label: t('auth:signIn.tab'),
            panel: <SignInForm onTwoFactor={() => setStep('totp')} />,
          },
          {
            key: 'signup',
            label: t('auth:signUp.tab'),
            panel: <SignUpForm onSignedUp={setSignedUpEmail} intentQuery={intentQuery} />,
          },
        ]}
      />
      <GoogleButton redirect={redirect} />
    </AuthCard>
  );
}
