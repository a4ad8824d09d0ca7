import type { PublicProvider } from '@verdant/shared/public-site';
import { bookingModeOf } from '@verdant/shared/service-modes';
import { ArrowLeft, CalendarClock, Clock, Globe, MapPin, UserRound, Video } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { LazyMarkdown } from '../../components/lazy-markdown.tsx';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { placeLabel, useLanguageName } from './labels.ts';
import {
  dayKey,
  formatDay,
  formatMoney,
  formatTime,
  groupSlotsByDay,
  viewerTimeZone,
  zoneLabel,
} from '../../lib/time.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { HydrateLater } from '../../public/hydrate-later.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

/** The Markdown renderer (~36 kB gzip) loads only for a profile with a biography. */

export const SLOT_DAYS = 14;
/** Days shown before "Show more days". */
export const FIRST_DAYS = 5;

/** `YYYY-MM-DD` plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const noSubscription = () => () => undefined;

function Slots({ provider, serviceId }: { provider: PublicProvider; serviceId: string }) {
  const { t } = useTranslation('site');
  const loc = locale();
  // The server cannot know the reader's zone: it renders (and the page hydrates with) the provider's.
  const viewerZone = useSyncExternalStore(noSubscription, viewerTimeZone, () => provider.timeZone);
  const [from, setFrom] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const slots = useApiQuery(queryKeys.providers.slots(provider.id, serviceId, from), (signal) =>
    siteApi.slots(provider.id, serviceId, from ?? undefined, SLOT_DAYS, signal),
  );
  const zone = slots.data?.timeZone ?? provider.timeZone;
  const sameZone = zoneLabel(zone, loc) === zoneLabel(viewerZone, loc) || zone === viewerZone;
  const allDays = slots.data ? groupSlotsByDay(slots.data.slots, zone) : [];
  const days = showAll ? allDays : allDays.slice(0, FIRST_DAYS);
  const today = dayKey(new Date(), zone);
  const windowStart = from ?? today;

  return (
    <section aria-labelledby="slots-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="slots-title" className="flex items-center gap-2 text-xl font-semibold text-fg">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          {t('provider.nextSlots')}
        </h2>
        <p className="text-sm text-muted" data-testid="slot-zones">
          {t('provider.zoneNote', { zone: zoneLabel(zone, loc) })}
          {sameZone ? null : <> {t('provider.viewerZoneNote', { zone: zoneLabel(viewerZone, loc) })}</>}
        </p>
      </div>
      {slots.loading ? <LoadingStatus className="justify-center py-16" /> : null}
      {slots.error ? <Alert className="mt-4">{t(slots.error.messageKey)}</Alert> : null}
      {slots.data && days.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          icon={<Clock className="size-8" />}
          title={t('provider.noSlotsTitle')}
          description={t('provider.noSlotsBody')}
        />
      ) : null}
      {days.length > 0 ? (
        <div className="mt-4 space-y-5" data-testid="slot-days">
          {days.map((day) => (
            <div key={day.date}>
              <h3 className="text-sm font-semibold text-fg">{formatDay(day.date, loc)}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {day.slots.map((slot) => {
                  const own = formatTime(slot.start, loc, zone);
                  const viewerDay = dayKey(slot.start, viewerZone);
                  const mine = sameZone
                    ? null
                    : viewerDay === day.date
                      ? formatTime(slot.start, loc, viewerZone)
                      : new Intl.DateTimeFormat(loc, {
                          timeZone: viewerZone,
                          weekday: 'short',
                          hour: 'numeric',
                          minute: '2-digit',
                        }).format(new Date(slot.start));
                  const search = new URLSearchParams({ serviceId, start: slot.start });
                  return (
                    <li key={slot.start}>
                      <Link
                        to={`/book/${provider.id}?${search}`}
                        data-testid="slot"
                        className="flex flex-col items-center rounded-md border border-border bg-card px-3 py-2 text-sm font-semibold text-fg hover:border-primary hover:bg-accent"
                      >
                        <span>
                          <span className="sr-only">{formatDay(day.date, loc)}, </span>
                          {own}
                        </span>
                        {mine ? (
                          <span className="text-xs font-normal text-muted">
                            {t('provider.yourTime', { time: mine })}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {slots.data ? (
        <div className="mt-6 flex flex-wrap gap-2">
          {!showAll && allDays.length > FIRST_DAYS ? (
            <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
              {t('provider.moreDays', { count: allDays.length - FIRST_DAYS })}
            </Button>
          ) : null}
          {from && from > today ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                setFrom(addDays(windowStart, -SLOT_DAYS) <= today ? null : addDays(windowStart, -SLOT_DAYS))
              }
            >
              {t('provider.earlier')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setShowAll(false);
              setFrom(addDays(windowStart, SLOT_DAYS));
            }}
          >
            {t('provider.later')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The profile's services, one to choose for the slots (a radio each: price, length, how it is given). */
function Services({
  provider: p,
  serviceId,
  onSelect,
}: {
  provider: PublicProvider;
  serviceId: string;
  onSelect: (serviceId: string) => void;
}) {
  const { t } = useTranslation('site');
  const loc = locale();
  return (
    <section
      aria-labelledby="provider-services"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="provider-services" className="font-semibold text-fg">
        {t('provider.services')}
      </h2>
      {p.services.length === 0 ? <p className="mt-2 text-sm text-muted">{t('provider.noServices')}</p> : null}
      <fieldset className="mt-3">
        <legend className="sr-only">{t('provider.chooseService')}</legend>
        <div className="space-y-2">
          {p.services.map((s) => (
            <label
              key={s.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                s.id === serviceId ? 'border-primary bg-accent' : 'border-border hover:bg-surface',
              )}
            >
              <input
                type="radio"
                name="service"
                value={s.id}
                checked={s.id === serviceId}
                onChange={() => onSelect(s.id)}
                className="mt-0.5 size-4 accent-[var(--primary)]"
              />
              <span className="flex-1">
                <span className="block font-medium text-fg">{s.name}</span>
                <span className="block text-muted">
                  {t('provider.minutes', { count: s.durationMinutes })} ·{' '}
                  {formatMoney(s.priceMinor, s.currency, loc)} · {t(`profile.modes.${bookingModeOf(s, p)}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

/** Where and how the provider sees people, and in which languages. */
function Details({ provider: p }: { provider: PublicProvider }) {
  const { t } = useTranslation('site');
  const languageName = useLanguageName();
  const place = placeLabel(p);
  return (
    <section
      aria-labelledby="provider-details"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="provider-details" className="font-semibold text-fg">
        {t('provider.details')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {p.inPerson && place ? (
          <div className="flex gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-muted" />
              <span className="sr-only">{t('care.location')}</span>
            </dt>
            <dd className="text-fg">{t('provider.inPersonAt', { place })}</dd>
          </div>
        ) : null}
        {p.online ? (
          <div className="flex gap-2">
            <dt>
              <Video aria-hidden="true" className="size-4 text-muted" />
              <span className="sr-only">{t('care.mode')}</span>
            </dt>
            <dd className="text-fg">{t('care.onlineAvailable')}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt>
            <Globe aria-hidden="true" className="size-4 text-muted" />
            <span className="sr-only">{t('care.languages')}</span>
          </dt>
          <dd className="text-fg">{p.languages.map((l) => languageName(l)).join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** `/providers/:type/:id`: the public profile, its services and the next open slots. */
export default function ProviderPage() {
  const { t } = useTranslation('site');
  const { type = '', id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const provider = useApiQuery(queryKeys.providers.one(id), (signal) => siteApi.provider(id, signal));
  const p = provider.data;
  usePageMeta(
    p
      ? {
          title: t('meta.provider.title', { name: p.displayName, type: t(`care.types.${p.type}`) }),
          description: p.headline || t('meta.provider.description', { name: p.displayName }),
        }
      : { title: t('meta.care.title'), description: t('meta.care.description') },
  );

  if (p && p.type !== type) return <Navigate to={`/providers/${p.type}/${p.id}`} replace />;

  const serviceId = params.get('serviceId') ?? p?.services[0]?.id ?? '';
  const selectService = (sid: string) => {
    const next = new URLSearchParams(params);
    next.set('serviceId', sid);
    setParams(next, { replace: true });
  };
  return (
    <div className="mx-auto min-h-dvh max-w-5xl px-4 py-12">
      <Link
        to="/care"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('provider.back')}
      </Link>
      {provider.loading ? <LoadingStatus className="justify-center py-16" /> : null}
      {provider.error?.code === 'NOT_FOUND' ? (
        <div className="mt-8">
          <h1 className="text-3xl font-bold text-fg">{t('provider.notFoundTitle')}</h1>
          <p className="mt-3 text-muted">{t('provider.notFoundBody')}</p>
        </div>
      ) : provider.error ? (
        <Alert className="mt-8">{t(provider.error.messageKey)}</Alert>
      ) : null}
      {p ? (
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <header className="flex items-start gap-4">
              <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                <UserRound aria-hidden="true" className="size-8" />
              </span>
              <div>
                <h1 className="text-3xl font-extrabold tracking-tight text-fg" data-testid="provider-name">
                  {p.displayName}
                </h1>
                <p className="text-muted">{t(`care.types.${p.type}`)}</p>
                {p.headline ? <p className="mt-2 text-fg">{p.headline}</p> : null}
              </div>
            </header>
            {p.specialties.length ? (
              <ul className="mt-5 flex flex-wrap gap-1.5" aria-label={t('care.specialties')}>
                {p.specialties.map((s) => (
                  <li key={s} className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-fg">
                    {s}
                  </li>
                ))}
              </ul>
            ) : null}
            {p.bio ? (
              <section aria-labelledby="about-provider" className="mt-6">
                <h2 id="about-provider" className="text-xl font-semibold text-fg">
                  {t('provider.about')}
                </h2>
                <LazyMarkdown
                  className="mt-2 space-y-3 text-fg [&_a]:text-primary [&_a]:underline"
                  fallback={<p className="mt-2 whitespace-pre-line text-fg">{p.bio}</p>}
                >
                  {p.bio}
                </LazyMarkdown>
              </section>
            ) : null}
          </div>
          {/* On a phone the services come before the slots (choose, then pick a time), and the slots,
              which load after the page, grow at the end of the page instead of pushing the services
              down (a layout shift); beside them from the large breakpoint on. */}
          <aside className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            {/* Each part below the profile's header hydrates in a task of its own (decision 0071): the
                page's first Intl number, date and language-name formatters (each loads ICU data)
                no longer run in one task. */}
            <HydrateLater>
              <Services provider={p} serviceId={serviceId} onSelect={selectService} />
            </HydrateLater>
            <HydrateLater>
              <Details provider={p} />
            </HydrateLater>
          </aside>
          {serviceId ? (
            <div className="lg:col-span-2">
              <HydrateLater key={serviceId}>
                <Slots provider={p} serviceId={serviceId} />
              </HydrateLater>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
