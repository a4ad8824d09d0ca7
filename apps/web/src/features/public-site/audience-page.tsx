import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AUDIENCES, type AudienceKey, signUpLink } from './audiences.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/for-<audience>`: what Verdant does for that profession, and sign-up for its role. */
export function AudiencePage({ audience }: { audience: AudienceKey }) {
  const { t } = useTranslation('site');
  const config = AUDIENCES.find((a) => a.key === audience) ?? AUDIENCES[0];
  const base = `audiences.${config.key}`;
  usePageMeta({ title: t(`${base}.metaTitle`), description: t(`${base}.metaDescription`) });
  const steps = ['signup', 'setup', 'grow'] as const;
  return (
    <div data-testid={`audience-${config.key}`}>
      <section aria-labelledby="audience-title" className="bg-gradient-to-b from-accent to-bg">
        <div className="mx-auto max-w-5xl px-4 pt-16 pb-16 text-center sm:pt-20">
          <p className="text-sm font-semibold text-primary">{t(`${base}.eyebrow`)}</p>
          <h1
            id="audience-title"
            className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl"
          >
            {t(`${base}.title`)}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{t(`${base}.subtitle`)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={signUpLink(config.role)}
              className={buttonClasses({ size: 'lg' })}
              data-testid="audience-signup"
            >
              {t(`${base}.cta`)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/demo" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              {t('audiences.common.demo')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="audience-features" className="py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="audience-features" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t('audiences.common.featuresTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {config.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold text-fg">{t(`${base}.features.${feature}.title`)}</h3>
                  <p className="mt-1 text-sm text-muted">{t(`${base}.features.${feature}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="audience-steps" className="bg-surface py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="audience-steps" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t('audiences.common.stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step} className="rounded-xl border border-border bg-card p-5">
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-fg">{t(`audiences.common.steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`${base}.steps.${step}`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="audience-cta" className="py-16">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="audience-cta" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t(`${base}.ctaTitle`)}
          </h2>
          <p className="mt-3 text-muted">{t('audiences.common.ctaSubtitle')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={signUpLink(config.role)} className={buttonClasses({ size: 'lg' })}>
              {t(`${base}.cta`)}
            </Link>
            <Link to="/home#pricing" className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
              {t('audiences.common.seePricing')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

export function ForDietitiansPage() {
  return <AudiencePage audience="dietitians" />;
}
export function ForMedicalPage() {
  return <AudiencePage audience="medical" />;
}
export function ForFitnessPage() {
  return <AudiencePage audience="fitness" />;
}
export function ForLabsPage() {
  return <AudiencePage audience="labs" />;
}
export function ForInsurancePage() {
  return <AudiencePage audience="insurance" />;
}
