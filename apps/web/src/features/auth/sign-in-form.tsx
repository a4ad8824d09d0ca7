import { signInSchema } from '@verdant/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { sessionStore } from '../../lib/auth/index.ts';
import * as authApi from './auth-api.ts';
import { useValidatedForm } from './use-validated-form.ts';

/** Sign-in: email, password, forgot password, remember me (Google is beside it). */
export function SignInForm({ onTwoFactor }: { onTwoFactor(): void }) {
  const { t } = useTranslation();
  const form = useValidatedForm(signInSchema, { email: '', password: '' });
  // Decision 0020: unticked unless the user asks (shared computers)
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = form.onSubmit(async (data) => {
    const answer = await authApi.signIn({ email: data.email, password: data.password, rememberMe });
    if (answer?.twoFactorRedirect) {
      onTwoFactor();
      return;
    }
    await sessionStore.signedIn('SIGNED_IN');
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('auth:signIn.formLabel')}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Field label={t('auth:fields.email')} error={form.errorText('email')}>
        {(p) => <Input {...p} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <Field
        label={t('auth:fields.password')}
        error={form.errorText('password')}
        labelAction={
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth:signIn.forgotPassword')}
          </Link>
        }
      >
        {(p) => <Input {...p} {...form.bind('password')} type="password" autoComplete="current-password" />}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        {t('auth:signIn.rememberMe')}
      </label>
      <p className="-mt-2 text-xs text-muted">{t('auth:signIn.rememberMeHint')}</p>
      <Button type="submit" className="w-full" loading={form.pending}>
        {t('auth:signIn.submit')}
      </Button>
    </form>
  );
}
