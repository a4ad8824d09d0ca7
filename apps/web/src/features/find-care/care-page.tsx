import type { ProviderCard } from '@verdant/shared/public-site';
import { ChevronLeft, ChevronRight, Globe, MapPin, Search, UserRound, Video } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { locale } from '../../lib/format.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { FILTER_LANGUAGES, PROVIDER_MODES, PROVIDER_TYPES } from './care-filters.ts';
import { placeLabel, useLanguageName } from './labels.ts';
import { formatMoney } from '../../lib/time.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { HydrateLater } from '../../public/hydrate-later.tsx';

export const CARE_PAGE_SIZE = 12;

function ProviderResult({ provider }: { provider: ProviderCard }) {
  const { t } = useTranslation('site');
  const languageName = useLanguageName();
  const loc = locale();
  const place = placeLabel(provider);
  return (
    <li>
      <article className="relative flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-sm hover:border-primary">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold text-fg">
              <Link
                to={`/providers/${provider.type}/${provider.id}`}
                className="after:absolute after:inset-0 after:rounded-xl hover:text-primary hover:underline"
                data-testid="provider-link"
              >
                {provider.displayName}
              </Link>
            </h2>
            <p className="text-sm text-muted">{t(`care.types.${provider.type}`)}</p>
          </div>
        </div>
        {provider.headline ? <p className="mt-3 text-sm text-fg">{provider.headline}</p> : null}
        {provider.specialties.length ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('care.specialties')}>
            {provider.specialties.slice(0, 4).map((s) => (
              <li key={s} className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-fg">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-4 flex-1 space-y-1.5 text-sm text-muted">
          {provider.inPerson && place ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('care.location')}</span>
              </dt>
              <dd>{place}</dd>
            </div>
          ) : null}
          {provider.online ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Video aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('care.mode')}</span>
              </dt>
              <dd>{t('care.onlineAvailable')}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1.5">
            <dt>
              <Globe aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('care.languages')}</span>
            </dt>
            <dd>{provider.languages.map((l) => languageName(l)).join(', ')}</dd>
          </div>
        </dl>
        {provider.fromPriceMinor !== null && provider.currency ? (
          <p className="mt-4 text-sm font-semibold text-fg">
            {t('care.fromPrice', { price: formatMoney(provider.fromPriceMinor, provider.currency, loc) })}
          </p>
        ) : null}
      </article>
    </li>
  );
}

const FILTER_KEYS = ['q', 'specialty', 'location', 'type', 'language', 'mode'] as const;
type CareQuery = Record<(typeof FILTER_KEYS)[number], string>;

/** The directory search a `/care` address asks for: its filters, page, cache key and request. */
export function careSearch(params: URLSearchParams) {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as CareQuery;
  return {
    page,
    query,
    key: queryKeys.providers.search({ ...query, page }),
    load: (signal?: AbortSignal) => siteApi.providers({ ...query, page, pageSize: CARE_PAGE_SIZE }, signal),
  };
}

/** "Previous" / "Next": a link, or (on the first or last page) the same label, not a link. */
function PageLink({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  const classes = buttonClasses({ variant: 'secondary' });
  if (!to) {
    return (
      <span aria-disabled="true" className={`${classes} cursor-not-allowed opacity-60`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={classes}>
      {children}
    </Link>
  );
}

/** `/care`: the provider directory, its search and filters in the URL. */
export default function CarePage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.care.title'), description: t('meta.care.description') });
  const languageName = useLanguageName();
  const [params, setParams] = useSearchParams();
  const search = careSearch(params);
  const { page, query } = search;
  const key = JSON.stringify({ ...query, page });
  const result = useApiQuery(search.key, search.load);
  // Text inputs apply on submit; selects apply at once.
  const [draft, setDraft] = useState({ q: query.q, specialty: query.specialty, location: query.location });
  const [draftKey, setDraftKey] = useState(key);
  if (draftKey !== key) {
    setDraftKey(key);
    setDraft({ q: query.q, specialty: query.specialty, location: query.location });
  }

  function paramsFor(next: Partial<Record<(typeof FILTER_KEYS)[number], string>>, nextPage = 1) {
    const merged = { ...query, ...next };
    const out = new URLSearchParams();
    for (const k of FILTER_KEYS) if (merged[k]) out.set(k, merged[k]);
    if (nextPage > 1) out.set('page', String(nextPage));
    return out;
  }
  function apply(next: Partial<Record<(typeof FILTER_KEYS)[number], string>>, nextPage = 1) {
    setParams(paramsFor(next, nextPage));
  }
  /** A page of the same search, as a real link (it works without JavaScript, decision 0057). */
  const pageHref = (n: number) => {
    const search = paramsFor({}, n).toString();
    return search ? `/care?${search}` : '/care';
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply({ q: draft.q.trim(), specialty: draft.specialty.trim(), location: draft.location.trim() });
  }

  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CARE_PAGE_SIZE));
  const hasFilters = FILTER_KEYS.some((k) => query[k]);

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-fg">{t('care.title')}</h1>
        <p className="mt-3 text-lg text-muted">{t('care.subtitle')}</p>
      </header>

      <search aria-label={t('care.searchLabel')} className="block">
        <form onSubmit={onSubmit} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <div className="grid gap-4 md:grid-cols-3">
            <Field label={t('care.nameLabel')}>
              {(p) => (
                <Input
                  {...p}
                  type="search"
                  name="q"
                  value={draft.q}
                  placeholder={t('care.namePlaceholder')}
                  onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
                />
              )}
            </Field>
            <Field label={t('care.specialtyLabel')}>
              {(p) => (
                <Input
                  {...p}
                  name="specialty"
                  value={draft.specialty}
                  placeholder={t('care.specialtyPlaceholder')}
                  onChange={(e) => setDraft((d) => ({ ...d, specialty: e.target.value }))}
                />
              )}
            </Field>
            <Field label={t('care.locationLabel')}>
              {(p) => (
                <Input
                  {...p}
                  name="location"
                  value={draft.location}
                  placeholder={t('care.locationPlaceholder')}
                  onChange={(e) => setDraft((d) => ({ ...d, location: e.target.value }))}
                />
              )}
            </Field>
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-4 md:items-end">
            <Field label={t('care.typeLabel')}>
              {(p) => (
                <Select
                  {...p}
                  name="type"
                  value={query.type}
                  onChange={(e) => apply({ type: e.target.value })}
                >
                  <option value="">{t('care.allTypes')}</option>
                  {PROVIDER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`care.types.${type}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('care.modeLabel')}>
              {(p) => (
                <Select
                  {...p}
                  name="mode"
                  value={query.mode}
                  onChange={(e) => apply({ mode: e.target.value })}
                >
                  <option value="">{t('care.anyMode')}</option>
                  {PROVIDER_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`care.modes.${mode}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('care.languageLabel')}>
              {(p) => (
                <Select
                  {...p}
                  name="language"
                  value={query.language}
                  onChange={(e) => apply({ language: e.target.value })}
                >
                  <option value="">{t('care.anyLanguage')}</option>
                  {FILTER_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {languageName(code)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="flex gap-2">
              <Button
                type="submit"
                className="flex-1"
                icon={<Search aria-hidden="true" className="size-4" />}
              >
                {t('care.search')}
              </Button>
              {hasFilters ? (
                <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
                  {t('care.clear')}
                </Button>
              ) : null}
            </div>
          </div>
        </form>
      </search>

      <section aria-labelledby="care-results" className="mt-8">
        <h2 id="care-results" className="sr-only">
          {t('care.resultsHeading')}
        </h2>
        <p className="mb-4 text-sm text-muted" role="status" aria-live="polite" data-testid="care-count">
          {result.loading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner /> {t('common.loading')}
            </span>
          ) : result.data ? (
            t('care.count', { count: total })
          ) : null}
        </p>
        {result.error ? (
          <Alert>
            {t(result.error.messageKey)}{' '}
            <button type="button" className="underline" onClick={result.reload}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : null}
        {result.data && result.data.items.length === 0 ? (
          <EmptyState
            icon={<Search className="size-8" />}
            title={t('care.emptyTitle')}
            description={t('care.emptyBody')}
          />
        ) : null}
        {result.data && result.data.items.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="provider-list">
            {result.data.items.map((provider) => (
              // Each card hydrates in a task of its own after the page (decision 0071).
              <HydrateLater key={provider.id}>
                <ProviderResult provider={provider} />
              </HydrateLater>
            ))}
          </ul>
        ) : null}
        {result.data && pages > 1 ? (
          <nav aria-label={t('care.pagination')} className="mt-8 flex items-center justify-center gap-3">
            <PageLink to={page > 1 ? pageHref(page - 1) : null} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('care.previous')}
            </PageLink>
            <span className="text-sm text-muted">{t('care.pageOf', { page, pages })}</span>
            <PageLink to={page < pages ? pageHref(page + 1) : null} rel="next">
              {t('care.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </PageLink>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
