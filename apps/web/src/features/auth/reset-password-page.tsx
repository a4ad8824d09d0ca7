import { resetPasswordSchema } from '@verdant/shared/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { sessionStore } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { resetPassword } from './auth-api.ts';
import { authErrorMessage } from './form-error.ts';
import { passwordIssue, usePasswordEstimator } from './password-strength.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { apiErrorOf, errorFields } from '../../lib/api/errors.ts';

function isInvalidToken(error: unknown): boolean {
  const api = apiErrorOf(error);
  return (
    api !== null &&
    (api.code === 'INVALID_TOKEN' || ['INVALID_TOKEN', 'TOKEN_EXPIRED'].includes(api.sourceCode))
  );
}

/** /reset-password?token=…: new password twice → "Password reset successfully" → sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  const [invalid, setInvalid] = useState(!token || !!linkError);
  const form = useValidatedForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const announced = useRef(false);
  usePasswordEstimator();

  useEffect(() => {
    if (token && !linkError && !announced.current) {
      announced.current = true;
      sessionStore.passwordRecovery();
    }
  }, [token, linkError]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const data = form.submit();
    if (!data || !token) return;
    setPending(true);
    try {
      const issue = await passwordIssue(data.password, []);
      if (issue) {
        form.setServerErrors({ password: issue });
        return;
      }
      await resetPassword(data.password, token);
      // A reset ends every other session of the account (the server revokes them): say so.
      toast({
        title: t('auth:reset.success'),
        description: t('auth:reset.signedOutElsewhere'),
        variant: 'success',
      });
      navigate('/auth', { replace: true });
    } catch (error) {
      if (isInvalidToken(error)) setInvalid(true);
      else {
        form.setServerErrors(errorFields(error));
        setFormError(authErrorMessage(error, t) || null);
      }
    } finally {
      setPending(false);
    }
  }

  if (invalid) {
    return (
      <AuthCard title={t('auth:reset.invalidTitle')}>
        <div className="space-y-4 text-center">
          <p>{t('auth:reset.invalidText')}</p>
          <Link to="/forgot-password" className={buttonClasses({ className: 'w-full' })}>
            {t('auth:reset.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:reset.title')} description={t('auth:reset.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <NewPasswordFields form={form} reset />
        <Button type="submit" className="w-full" loading={pending}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
