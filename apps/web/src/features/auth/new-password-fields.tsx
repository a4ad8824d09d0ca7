import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { FormFields } from './use-validated-form.ts';

/**
 * Choosing a password: the password with the rules as its hint, and its confirmation (sign-up, an
 * invitation, a reset). `reset`: labelled as the new password.
 */
export function NewPasswordFields({
  form,
  reset = false,
}: {
  form: FormFields<'password' | 'confirmPassword'>;
  reset?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t(reset ? 'auth:fields.newPassword' : 'auth:fields.password')}
        error={form.errorText('password')}
        hint={t('auth:signUp.passwordHint')}
      >
        {(p) => <Input {...p} {...form.bind('password')} type="password" autoComplete="new-password" />}
      </Field>
      <Field
        label={t(reset ? 'auth:fields.confirmNewPassword' : 'auth:fields.confirmPassword')}
        error={form.errorText('confirmPassword')}
      >
        {(p) => (
          <Input {...p} {...form.bind('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </Field>
    </>
  );
}
