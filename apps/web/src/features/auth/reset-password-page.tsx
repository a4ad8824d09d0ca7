import { resetPasswordSchema } from '@verdant/shared/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { sessionStore } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { resetPassword } from './auth-api.ts';
import { passwordIssue, usePasswordEstimator } from './password-strength.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { apiErrorOf } from '../../lib/api/errors.ts';

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
  const announced = useRef(false);
  usePasswordEstimator();

  useEffect(() => {
    if (token && !linkError && !announced.current) {
      announced.current = true;
      sessionStore.passwordRecovery();
    }
  }, [token, linkError]);

  const onSubmit = form.onSubmit(
    async (data) => {
      if (!token) return;
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
    },
    (error) => {
      if (!isInvalidToken(error)) return false;
      setInvalid(true);
      return true;
    },
  );

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
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <NewPasswordFields form={form} reset />
        <Button type="submit" className="w-full" loading={form.pending}>
          {t('auth:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
