import { signUpSchema } from '@verdant/shared/auth';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { sessionStore } from '../../lib/auth/index.ts';
import * as authApi from './auth-api.ts';
import { passwordIssue, usePasswordEstimator } from './password-strength.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useValidatedForm } from './use-validated-form.ts';

/** User sign-up: firstName, lastName, email, password, confirmPassword. */
export function SignUpForm({
  onSignedUp,
  intentQuery = '',
}: {
  onSignedUp(email: string): void;
  /** What the visitor chose before (role, plan, billing), carried into the verification link. */
  intentQuery?: string;
}) {
  const { t } = useTranslation();
  const form = useValidatedForm(signUpSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  usePasswordEstimator();

  const onSubmit = form.onSubmit(async (data) => {
    const issue = await passwordIssue(data.password, [data.email, data.firstName, data.lastName]);
    if (issue) {
      form.setServerErrors({ password: issue });
      return;
    }
    const answer = await authApi.signUp(data, intentQuery);
    // With e-mail verification on (the default) there is no session yet: ask to check the inbox.
    if (answer?.token) {
      const session = await sessionStore.signedIn('SIGNED_IN');
      if (session) return;
    }
    onSignedUp(data.email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('auth:signUp.formLabel')}>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('auth:fields.firstName')} error={form.errorText('firstName')}>
          {(p) => <Input {...p} {...form.bind('firstName')} autoComplete="given-name" />}
        </Field>
        <Field label={t('auth:fields.lastName')} error={form.errorText('lastName')}>
          {(p) => <Input {...p} {...form.bind('lastName')} autoComplete="family-name" />}
        </Field>
      </div>
      <Field label={t('auth:fields.email')} error={form.errorText('email')}>
        {(p) => <Input {...p} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <NewPasswordFields form={form} />
      <Button type="submit" className="w-full" loading={form.pending}>
        {t('auth:signUp.submit')}
      </Button>
    </form>
  );
}
