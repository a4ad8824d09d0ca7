import { MIN_PASSWORD_LENGTH } from '@verdant/shared/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { Card } from '../../components/ui/card.tsx';
import { sessionStore } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { changePassword } from '../auth/auth-api.ts';
import { errorCode, errorMessage, errorFields } from '../../lib/api/errors.ts';

type Errors = { current?: string; next?: string; confirm?: string };

/**
 * Change the password. The server ends every other session and access token of the account (issue
 * 15), and this screen says so; this browser keeps a fresh session.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setDone(false);
    const found: Errors = {
      current: current ? undefined : 'passwordRequired',
      next: !next ? 'passwordRequired' : next.length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : undefined,
      confirm: confirm === next ? undefined : 'passwordsDoNotMatch',
    };
    setErrors(found);
    const first = (['current', 'next', 'confirm'] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
      toast({ title: t('settings:password.changedToast'), variant: 'success' });
      // better-auth gave this browser a new session cookie: take a token from it
      void sessionStore.reload();
    } catch (error) {
      if (errorCode(error) === 'INVALID_CREDENTIALS') {
        setErrors({ current: 'wrongPassword' });
        document.getElementById('password-current')?.focus();
      } else if (errorFields(error).newPassword ?? errorFields(error).password) {
        // The server names the field `newPassword` when it refuses a common or guessable password.
        setErrors({ next: errorFields(error).newPassword ?? errorFields(error).password });
      } else {
        setFormError(errorMessage(error, t));
      }
    } finally {
      setPending(false);
    }
  }

  const text = (key?: string) =>
    key === 'wrongPassword'
      ? t('settings:password.wrongPassword')
      : key
        ? t(`validation:${key}`, { defaultValue: t('errors:VALIDATION_FAILED') })
        : null;

  const passwordField = (
    which: 'current' | 'new' | 'confirm',
    name: string,
    value: string,
    onChange: (value: string) => void,
  ) => (
    <TextField
      label={t(`settings:password.${which}`)}
      error={text(errors[which === 'new' ? 'next' : which]) ?? undefined}
      type="password"
      name={name}
      autoComplete={which === 'current' ? 'current-password' : 'new-password'}
      value={value}
      onChange={onChange}
    />
  );

  return (
    <div id="password" className="scroll-mt-24">
      <Card title={t('settings:password.title')} description={t('settings:password.description')}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {formError ? <Alert>{formError}</Alert> : null}
          {done ? <Alert variant="success">{t('settings:password.changed')}</Alert> : null}
          {passwordField('current', 'currentPassword', current, setCurrent)}
          <div className="grid gap-4 sm:grid-cols-2">
            {passwordField('new', 'newPassword', next, setNext)}
            {passwordField('confirm', 'confirmPassword', confirm, setConfirm)}
          </div>
          <Button type="submit" loading={pending}>
            {t('settings:password.save')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
