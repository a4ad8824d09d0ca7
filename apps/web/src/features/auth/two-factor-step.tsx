import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { sessionStore } from '../../lib/auth/index.ts';
import { AuthCard } from './auth-card.tsx';
import * as authApi from './auth-api.ts';
import { authErrorMessage } from './form-error.ts';

/** The TOTP challenge after a password sign-in of a user with two-factor on. */
export function TwoFactorStep({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const trimmed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(trimmed)) {
      setError(t('validation:codeInvalid'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await authApi.verifyTotp(trimmed);
      await sessionStore.signedIn('MFA_CHALLENGE_VERIFIED');
    } catch (err) {
      setFormError(authErrorMessage(err, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('auth:twoFactor.title')} description={t('auth:twoFactor.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field id={id} label={t('auth:twoFactor.code')} error={error}>
          {(p) => (
            <Input
              {...p}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" loading={pending}>
          {t('auth:twoFactor.submit')}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          {t('auth:twoFactor.back')}
        </Button>
      </form>
    </AuthCard>
  );
}
