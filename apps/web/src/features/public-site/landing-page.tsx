import {
  Activity,
  ArrowRight,
  BarChart3,
  BookOpen,
  CalendarDays,
  ClipboardList,
  FlaskConical,
  HeartPulse,
  Lightbulb,
  type LucideIcon,
  Receipt,
  Salad,
  ShieldCheck,
  Stethoscope,
  Users,
} from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AUDIENCES } from './audiences.ts';
import { ContactSection } from './contact-section.tsx';
import { DailyTip } from './daily-tip.tsx';
import { useHashScroll } from './hash-scroll.ts';
import { PricingSection } from './pricing-section.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { HydrateLater } from '../../public/hydrate-later.tsx';

/** The product's named features, in the order the landing page presents them. */
const FEATURES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'patients', icon: Users },
  { key: 'dietPlans', icon: Salad },
  { key: 'consultations', icon: Stethoscope },
  { key: 'labs', icon: FlaskConical },
  { key: 'billing', icon: Receipt },
  { key: 'analytics', icon: BarChart3 },
  { key: 'knowledgeBase', icon: BookOpen },
  { key: 'calendarMessages', icon: CalendarDays },
  { key: 'biaWorkouts', icon: Activity },
  { key: 'healthTip', icon: Lightbulb },
];

const VALUES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'privacy', icon: ShieldCheck },
  { key: 'evidence', icon: ClipboardList },
  { key: 'people', icon: HeartPulse },
];

function Hero() {
  const { t } = useTranslation('site');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-accent to-bg"
    >
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:pt-24">
        <p className="mx-auto inline-flex rounded-full border border-primary/30 bg-card px-3 py-1 text-xs font-semibold text-primary">
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-fg sm:text-6xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('landing.hero.subtitle')}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <Link to="/auth?mode=signup" className={buttonClasses({ size: 'lg' })}>
            {t('landing.hero.primary')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/demo" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            {t('landing.hero.demo')}
          </Link>
        </div>
        <p className="mt-6 text-sm text-muted">
          {t('landing.hero.patientPrompt')}{' '}
          <Link
            to="/care"
            className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {t('landing.hero.findCare')}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation('site');
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-3 text-muted">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-list">
          {FEATURES.map(({ key, icon: Icon }, i) => {
            // The tenth feature (the daily tip) closes the grid as a full-width band.
            const last = i === FEATURES.length - 1;
            return (
              <li
                key={key}
                className={
                  last
                    ? 'flex flex-col gap-4 rounded-xl border border-primary/40 bg-accent p-6 shadow-sm sm:col-span-2 sm:flex-row sm:items-center lg:col-span-3'
                    : 'rounded-xl border border-border bg-card p-6 shadow-sm'
                }
              >
                <span
                  className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-primary ${last ? 'bg-card' : 'bg-accent'}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className={`${last ? '' : 'mt-4 '}font-semibold text-fg`}>
                    {t(`landing.features.items.${key}.title`)}
                  </h3>
                  <p className="mt-2 text-sm text-muted">{t(`landing.features.items.${key}.body`)}</p>
                  {key === 'healthTip' ? <DailyTip /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Audiences() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="audiences-title" className="border-y border-border py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="audiences-title" className="text-center text-2xl font-bold tracking-tight text-fg">
          {t('landing.audiences.title')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {AUDIENCES.map((a) => (
            <li key={a.key}>
              <Link
                to={a.path}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-sm hover:border-primary"
              >
                <span className="font-semibold text-fg">{t(`audiences.${a.key}.nav`)}</span>
                <span className="mt-1 flex-1 text-sm text-muted">{t(`audiences.${a.key}.short`)}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  {t('landing.audiences.learnMore')}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function About() {
  const { t } = useTranslation('site');
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('landing.about.title')}
          </h2>
          <p className="mt-4 text-muted">{t('landing.about.body1')}</p>
          <p className="mt-4 text-muted">{t('landing.about.body2')}</p>
        </div>
        <ul className="space-y-6">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-fg">{t(`landing.about.values.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`landing.about.values.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="cta-title" className="py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-fg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl opacity-95">{t('landing.cta.subtitle')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/auth?mode=signup"
            className="inline-flex h-12 items-center justify-center rounded-md bg-card px-6 font-semibold text-fg hover:bg-surface"
          >
            {t('landing.cta.primary')}
          </Link>
          <Link
            to="/demo"
            className="inline-flex h-12 items-center justify-center rounded-md border border-current px-6 font-semibold hover:opacity-90"
          >
            {t('landing.cta.demo')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * The page itself, apart from its title and hash scrolling: memoised, so a navigation that only
 * changes the location (`/` → `/home`, a `#section` link) does not render every section again (one
 * long task on a phone, decision 0073). Each section still follows the language on its own.
 */
const Sections = memo(function Sections() {
  return (
    <>
      {/* Each section hydrates in a task of its own after the page, the first screen's too (its
          links work before; decision 0071). */}
      <HydrateLater>
        <Hero />
      </HydrateLater>
      <HydrateLater>
        <Features />
      </HydrateLater>
      <HydrateLater>
        <Audiences />
      </HydrateLater>
      <HydrateLater>
        <PricingSection />
      </HydrateLater>
      <HydrateLater>
        <About />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
      <HydrateLater>
        <CallToAction />
      </HydrateLater>
    </>
  );
});

/** `/` and `/home`: hero, features, audiences, pricing, about, contact, call to action . */
export default function LandingPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.home.title'), description: t('meta.home.description') });
  useHashScroll();
  return (
    <div data-testid="landing-page">
      <Sections />
    </div>
  );
}
