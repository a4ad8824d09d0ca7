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
import { apiErrorOf, errorCode } from '../../lib/api/errors.ts';

type Method = 'totp' | 'backup';

/** A backup code as shown at enrolment (`abcde-12345`); typed without the dash it still works. */
export function normalizeBackupCode(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '');
  return /^[A-Za-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : null;
}

/**
 * The second step after a password sign-in of a user with two-factor on: the code from the
 * authenticator app, or one of the backup codes (each works once).
 */
export function TwoFactorStep({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  function switchTo(next: Method) {
    setMethod(next);
    setCode('');
    setError(null);
    setFormError(null);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function failure(err: unknown): string {
    if (apiErrorOf(err)?.details.reason === 'codeAlreadyUsed') return t('auth:twoFactor.codeUsed');
    if (method === 'backup' && errorCode(err) === 'INVALID_TWO_FACTOR_CODE')
      return t('auth:twoFactor.backupInvalid');
    return authErrorMessage(err, t);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const totp = code.replace(/\s+/g, '');
    const backup = normalizeBackupCode(code);
    if (method === 'totp' ? !/^\d{6}$/.test(totp) : !backup) {
      setError(t(method === 'totp' ? 'validation:codeInvalid' : 'validation:backupCodeInvalid'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      if (method === 'totp') await authApi.verifyTotp(totp);
      else await authApi.verifyBackupCode(backup!);
      await sessionStore.signedIn('MFA_CHALLENGE_VERIFIED');
    } catch (err) {
      setFormError(failure(err));
    } finally {
      setPending(false);
    }
  }

  const backupMode = method === 'backup';
  return (
    <AuthCard
      title={t('auth:twoFactor.title')}
      description={backupMode ? t('auth:twoFactor.backupDescription') : t('auth:twoFactor.description')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field
          id={id}
          label={backupMode ? t('auth:twoFactor.backupCode') : t('auth:twoFactor.code')}
          error={error}
        >
          {(p) => (
            <Input
              {...p}
              name={backupMode ? 'backupCode' : 'code'}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode={backupMode ? 'text' : 'numeric'}
              autoComplete={backupMode ? 'off' : 'one-time-code'}
              autoCapitalize="off"
              spellCheck={false}
              maxLength={backupMode ? 16 : 8}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" loading={pending}>
          {t('auth:twoFactor.submit')}
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => switchTo(backupMode ? 'totp' : 'backup')}>
          {backupMode ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useBackup')}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          {t('auth:twoFactor.back')}
        </Button>
      </form>
    </AuthCard>
  );
}
