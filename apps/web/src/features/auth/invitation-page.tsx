import {
  INVITATION_TTL_DAYS,
  type InvitationPreview,
  type InvitationStatus,
} from '@verdant/shared/invitations';
import { resetPasswordSchema } from '@verdant/shared/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { postSignInRoute, sessionStore, useAuth } from '../../lib/auth/index.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import * as authApi from './auth-api.ts';
import { authErrorMessage } from './form-error.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useValidatedForm } from './use-validated-form.ts';
import { apiErrorOf } from '../../lib/api/errors.ts';

function invitationStatusOf(error: unknown): InvitationStatus | null {
  const api = apiErrorOf(error);
  if (api?.code !== 'INVALID_TOKEN') return null;
  const status = api.details.invitation;
  return status === 'used' || status === 'expired' || status === 'invalid' ? status : 'invalid';
}

/** Used, expired or unknown link: says so, and offers the way forward. */
function LinkUnusable({
  status,
  preview,
}: {
  status: Exclude<InvitationStatus, 'valid'>;
  preview: InvitationPreview;
}) {
  const { t } = useTranslation();
  const email = preview.email ?? '';
  const practice = preview.practiceName ?? '';
  return (
    <AuthCard title={t(`auth:invite.${status}.title`)}>
      <div className="space-y-4 text-center" data-testid={`invite-${status}`}>
        <p>{t(`auth:invite.${status}.text`, { email, practice, days: INVITATION_TTL_DAYS })}</p>
        <Link to="/auth" className={buttonClasses({ className: 'w-full' })}>
          {t('auth:invite.signIn')}
        </Link>
        {status === 'used' ? (
          <Link to="/forgot-password" className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
            {t('auth:signIn.forgotPassword')}
          </Link>
        ) : (
          <Link
            to="/auth?mode=signup"
            className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
          >
            {t('auth:invite.createAccount')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}

/**
 * `/auth?invite=…`: the invitation a patient got by e-mail (a booking, or their practice). Shows who
 * they are invited as, and sets their password: the account is created (or activated), the e-mail
 * verified, the patient record linked, and they are signed in to their landing page.
 */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { status: authStatus, session, roles } = useAuth();
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'totp' | 'done'>('form');
  const form = useValidatedForm(resetPasswordSchema, { password: '', confirmPassword: '' });

  useEffect(() => {
    let live = true;
    authApi
      .lookupInvitation(token)
      .then((p) => live && setPreview(p))
      .catch((err) => live && setLoadError(authErrorMessage(err, t) || t('errors:INTERNAL')));
    return () => {
      live = false;
    };
  }, [token, t]);

  if (step !== 'form' && authStatus === 'signed-in' && session)
    return <Navigate to={postSignInRoute(session, roles, null)} replace />;
  if (step === 'totp') return <TwoFactorStep onBack={() => setStep('form')} />;
  if (loadError) {
    return (
      <AuthCard title={t('auth:invite.title')}>
        <Alert>{loadError}</Alert>
      </AuthCard>
    );
  }
  if (!preview) return <LoadingScreen fullScreen={false} />;
  if (preview.status !== 'valid') return <LinkUnusable status={preview.status} preview={preview} />;

  const onSubmit = form.onSubmit(
    async (data) => {
      if (!preview) return;
      const { email } = await authApi.acceptInvitation({ token, ...data });
      const answer = await authApi.signIn({ email, password: data.password, rememberMe: false });
      if (answer?.twoFactorRedirect) {
        setStep('totp');
        return;
      }
      setStep('done');
      await sessionStore.signedIn('SIGNED_IN');
    },
    (error) => {
      const unusable = invitationStatusOf(error);
      if (!unusable) return false;
      setPreview({ ...preview, status: unusable });
      return true;
    },
  );

  return (
    <AuthCard
      title={t('auth:invite.title')}
      description={t('auth:invite.description', { practice: preview.practiceName })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('auth:invite.formLabel')}>
        <p className="text-sm">
          {t('auth:invite.greeting', { name: preview.firstName })}{' '}
          <span data-testid="invite-email" className="font-semibold">
            {preview.email}
          </span>
        </p>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        {/* for password managers: the account this password belongs to */}
        <input type="email" name="username" autoComplete="username" value={preview.email} readOnly hidden />
        <NewPasswordFields form={form} />
        <Button type="submit" className="w-full" loading={form.pending}>
          {t('auth:invite.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('auth:invite.haveAccount')}{' '}
          <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth:invite.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
