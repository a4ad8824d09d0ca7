import { forgotPasswordSchema } from '@verdant/shared/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { AuthCard } from './auth-card.tsx';
import { requestPasswordReset } from './auth-api.ts';
import { useValidatedForm } from './use-validated-form.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useValidatedForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (data) => {
    await requestPasswordReset(data.email);
    setSentTo(data.email);
  });

  const back = (
    <Link to="/auth" className="underline underline-offset-4 hover:text-fg">
      {t('auth:forgot.back')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('auth:forgot.sentTitle')} footer={back}>
        <div className="space-y-3 text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
          <p role="status">{t('auth:forgot.sentText', { email: sentTo })}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:forgot.title')} description={t('auth:forgot.description')} footer={back}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Field label={t('auth:fields.email')} error={form.errorText('email')}>
          {(p) => (
            <Input {...p} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Button type="submit" className="w-full" loading={form.pending}>
          {t('auth:forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
