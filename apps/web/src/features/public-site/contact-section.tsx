import { Mail, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { controlClasses } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { formFailure } from '../../lib/api/errors.ts';

const TOPICS = ['sales', 'support', 'press', 'other'] as const;

/** Contact form of the landing page: the message reaches the practice administrators. */
export function ContactSection() {
  const { t } = useTranslation('site');
  const fieldText = useFieldText();
  const [values, setValues] = useState({ name: '', email: '', topic: 'sales', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _removed, ...rest } = e;
      return rest;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    // The schema (and zod) load on first submit, keeping them out of the landing page's bundle.
    const { validateContact } = await import('./contact-validation.ts');
    const parsed = validateContact(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await siteApi.contact(parsed.data);
      setSent(true);
      setValues({ name: '', email: '', topic: 'sales', message: '' });
      toast({ variant: 'success', title: t('contact.sentTitle'), description: t('contact.sentBody') });
    } catch (error) {
      const failure = formFailure(error, t);
      setErrors(failure.fields);
      setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-surface py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('contact.title')}
          </h2>
          <p className="mt-3 text-muted">{t('contact.subtitle')}</p>
          <p className="mt-6 flex items-center gap-2 text-sm text-fg">
            <Mail aria-hidden="true" className="size-4 text-primary" />
            {t('contact.responseTime')}
          </p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="contact-title"
          className="space-y-4 rounded-2xl border border-border bg-card p-6 shadow-sm lg:col-span-3"
        >
          {sent ? <Alert variant="success">{t('contact.sentBody')}</Alert> : null}
          {formError ? <Alert>{formError}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('contact.name')} error={fieldText(errors.name)}>
              {(p) => (
                <Input
                  {...p}
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  onChange={(e) => set('name')(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('contact.email')} error={fieldText(errors.email)}>
              {(p) => (
                <Input
                  {...p}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(e) => set('email')(e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field label={t('contact.topic')} error={fieldText(errors.topic)}>
            {(p) => (
              <Select {...p} name="topic" value={values.topic} onChange={(e) => set('topic')(e.target.value)}>
                {TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`contact.topics.${topic}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('contact.message')} error={fieldText(errors.message)}>
            {(p) => (
              <textarea
                {...p}
                name="message"
                rows={5}
                value={values.message}
                onChange={(e) => set('message')(e.target.value)}
                className={cn(controlClasses, 'py-2 text-sm')}
              />
            )}
          </Field>
          <Button type="submit" loading={busy} icon={<Send aria-hidden="true" className="size-4" />}>
            {t('contact.send')}
          </Button>
        </form>
      </div>
    </section>
  );
}
