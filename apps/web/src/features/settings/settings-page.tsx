import { LANGUAGES, THEMES } from '@verdant/shared/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { meApi } from '../../lib/api/me-api.ts';
import { sessionStore, useAuth } from '../../lib/auth/index.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n/index.ts';
import { useLanguageChoice } from '../../lib/i18n/use-language-choice.ts';
import { useTheme } from '../../lib/theme/theme-provider.tsx';
import { toast } from '../../lib/toast/toast-store.ts';
import { PublicProfileCard } from '../provider-profile/public-profile-card.tsx';
import { OrganizationSettings } from './organization-settings.tsx';
import { ChangePasswordCard } from './change-password.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';
import { formFailure } from '../../lib/api/errors.ts';

function ProfileCard() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const [firstName, setFirstName] = useState(session?.user.firstName ?? '');
  const [lastName, setLastName] = useState(session?.user.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const next = {
      firstName: firstName.trim() ? undefined : 'firstNameRequired',
      lastName: lastName.trim() ? undefined : 'lastNameRequired',
    };
    setErrors(next);
    if (next.firstName || next.lastName) {
      document.getElementById(next.firstName ? 'profile-first-name' : 'profile-last-name')?.focus();
      return;
    }
    setPending(true);
    try {
      const body = { firstName: firstName.trim(), lastName: lastName.trim() };
      await meApi.update(body);
      sessionStore.updateUser({ ...body, name: `${body.firstName} ${body.lastName}` });
      toast({ title: t('common:toasts.saved'), variant: 'success' });
    } catch (error) {
      const failure = formFailure(error, t);
      setErrors(failure.fields);
      setFormError(failure.message);
    } finally {
      setPending(false);
    }
  }

  const text = (key?: string) =>
    key ? t(`validation:${key}`, { defaultValue: t('errors:VALIDATION_FAILED') }) : null;

  return (
    <div id="profile" className="scroll-mt-24">
      <Card title={t('settings:profile.title')} description={t('settings:profile.description')}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {formError ? <Alert>{formError}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-first-name" label={t('auth:fields.firstName')} error={text(errors.firstName)}>
              {(p) => (
                <Input
                  {...p}
                  name="firstName"
                  autoComplete="given-name"
                  value={firstName}
                  onChange={(e) => setFirstName(e.target.value)}
                />
              )}
            </Field>
            <Field id="profile-last-name" label={t('auth:fields.lastName')} error={text(errors.lastName)}>
              {(p) => (
                <Input
                  {...p}
                  name="lastName"
                  autoComplete="family-name"
                  value={lastName}
                  onChange={(e) => setLastName(e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field label={t('auth:fields.email')} hint={t('settings:profile.emailHint')}>
            {(p) => <Input {...p} value={session?.user.email ?? ''} readOnly disabled />}
          </Field>
          <Button type="submit" loading={pending}>
            {t('settings:profile.save')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

function PreferencesCard() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const [language, chooseLanguage] = useLanguageChoice();
  return (
    <Card title={t('settings:preferences.title')} description={t('settings:preferences.description')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold">{t('settings:preferences.language')}</legend>
          <div className="mt-2 space-y-2">
            {LANGUAGES.map((lng) => (
              <label key={lng} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="settings-language"
                  value={lng}
                  checked={language === lng}
                  onChange={() => chooseLanguage(lng)}
                  className="accent-[var(--primary)]"
                />
                <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">{t('settings:preferences.theme')}</legend>
          <div className="mt-2 space-y-2">
            {THEMES.map((option) => (
              <label key={option} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="settings-theme"
                  value={option}
                  checked={theme === option}
                  onChange={() => setTheme(option)}
                  className="mt-0.5 accent-[var(--primary)]"
                />
                <span>
                  {t(`common:theme.${option}`)}
                  <span className="block text-xs text-muted">
                    {t(`settings:preferences.themeHints.${option}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Card>
  );
}

/**
 * One Settings screen for every role: profile, organization (its join code, for owners and practice
 * administrators), public profile, language and theme, password, two-factor authentication.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash]);
  return (
    <>
      <PageHeader title={t('settings:title')} description={t('settings:description')} />
      <div className="space-y-6">
        <ProfileCard />
        <OrganizationSettings />
        <PublicProfileCard />
        <PreferencesCard />
        <ChangePasswordCard />
        <TwoFactorSettings />
      </div>
    </>
  );
}
