import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { sessionStore, useAuth } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { disableTwoFactor, enableTwoFactor, type TwoFactorSetup, verifyTotp } from '../auth/auth-api.ts';
import { QrCode } from './qr-code.tsx';
import { errorCode, errorMessage } from '../../lib/api/errors.ts';

/** The base32 secret inside an otpauth:// URI, for manual entry in an authenticator app. */
export function secretFromUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return /[?&]secret=([^&]+)/.exec(uri)?.[1] ?? '';
  }
}

function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Two-factor (TOTP) enrolment: password → a QR code of the otpauth URI (drawn in the browser), the
 * secret and the URI as text, and the backup codes → a code from the app turns it on. Disabling
 * asks for the password.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const enabled = session?.user.twoFactorEnabled ?? false;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function failure(error: unknown): string {
    if (errorCode(error) === 'INVALID_CREDENTIALS') return t('settings:twoFactor.wrongPassword');
    return errorMessage(error, t);
  }

  async function onPassword(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!password) {
      setPasswordError(t('validation:passwordRequired'));
      return;
    }
    setPasswordError(null);
    setPending(true);
    try {
      if (enabled) {
        await disableTwoFactor(password);
        await sessionStore.reload();
        toast({ title: t('settings:twoFactor.disabledToast'), variant: 'success' });
      } else {
        setSetup(await enableTwoFactor(password));
      }
      setPassword('');
    } catch (error) {
      setFormError(failure(error));
    } finally {
      setPending(false);
    }
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const trimmed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(trimmed)) {
      setCodeError(t('validation:codeInvalid'));
      return;
    }
    setCodeError(null);
    setPending(true);
    try {
      await verifyTotp(trimmed);
      await sessionStore.reload();
      setSetup(null);
      setCode('');
      toast({ title: t('settings:twoFactor.enabledToast'), variant: 'success' });
    } catch (error) {
      setFormError(failure(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card title={t('settings:twoFactor.title')} description={t('settings:twoFactor.description')}>
      <p className="mb-4 text-sm">
        <span className="font-medium">{t('settings:twoFactor.status')}: </span>
        {enabled ? t('dashboard:account.twoFactorOn') : t('dashboard:account.twoFactorOff')}
      </p>
      {formError ? <Alert className="mb-4">{formError}</Alert> : null}
      {setup ? (
        <div className="space-y-5">
          <ol className="list-decimal space-y-4 pl-5 text-sm">
            <li>
              <p>{t('settings:twoFactor.step1')}</p>
              <div className="mt-3">
                <QrCode value={setup.totpURI} label={t('settings:twoFactor.qrLabel')} />
              </div>
              <dl className="mt-3 space-y-2">
                <div>
                  <dt className="font-medium">{t('settings:twoFactor.secret')}</dt>
                  <dd>
                    <code className="inline-block rounded bg-surface px-2 py-1 text-base tracking-wider break-all">
                      {groupSecret(secretFromUri(setup.totpURI))}
                    </code>
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{t('settings:twoFactor.uri')}</dt>
                  <dd>
                    <code className="block rounded bg-surface px-2 py-1 text-xs break-all">
                      {setup.totpURI}
                    </code>
                  </dd>
                </div>
              </dl>
            </li>
            {setup.backupCodes?.length ? (
              <li>
                <p>{t('settings:twoFactor.backupCodes')}</p>
                <ul
                  data-testid="backup-codes"
                  className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
                >
                  {setup.backupCodes.map((c) => (
                    <li key={c} className="rounded bg-surface px-2 py-1">
                      {c}
                    </li>
                  ))}
                </ul>
              </li>
            ) : null}
            <li>
              <p>{t('settings:twoFactor.step3')}</p>
            </li>
          </ol>
          <form noValidate onSubmit={onVerify} className="flex flex-wrap items-end gap-3">
            <Field label={t('auth:twoFactor.code')} error={codeError} className="min-w-48 flex-1">
              {(p) => (
                <Input
                  {...p}
                  name="code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
              )}
            </Field>
            <Button type="submit" loading={pending}>
              {t('settings:twoFactor.verify')}
            </Button>
            <Button variant="ghost" onClick={() => setSetup(null)}>
              {t('common:actions.cancel')}
            </Button>
          </form>
        </div>
      ) : (
        <form noValidate onSubmit={onPassword} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('settings:twoFactor.password')}
            error={passwordError ?? undefined}
            className="min-w-48 flex-1"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" variant={enabled ? 'danger' : 'primary'} loading={pending}>
            {enabled ? t('settings:twoFactor.disable') : t('settings:twoFactor.enable')}
          </Button>
        </form>
      )}
    </Card>
  );
}
