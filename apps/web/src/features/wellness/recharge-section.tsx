import type { WellnessEntry } from '@verdant/shared/wellness';
import { Moon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { localToday } from '../nutrition/diet-plans-api.ts';
import { useMyWellness, useWellnessMutation, wellnessWrites } from './wellness-api.ts';
import { formatShortDate, Loading, WeeklyChart, weekly } from './wellness-ui.tsx';

const minusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Averages of the nights from `since` on. */
export function sleepAverages(entries: readonly WellnessEntry[], since: string) {
  const nights = entries.filter((e) => e.sleep && e.date >= since).map((e) => e.sleep!);
  if (nights.length === 0) return null;
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    count: nights.length,
    minutes: Math.round(avg(nights.map((n) => n.minutes))),
    quality: Math.round(avg(nights.map((n) => n.quality)) * 10) / 10,
    awakenings: Math.round(avg(nights.map((n) => n.awakenings)) * 10) / 10,
  };
}

function SleepForm() {
  const { t } = useTranslation('wellness');
  const field = useFieldText();
  const [form, setForm] = useState({
    date: localToday(),
    bedTime: '23:00',
    wakeTime: '07:00',
    awakenings: '0',
    quality: '3',
  });
  const [saved, setSaved] = useState<'saved' | 'queued' | null>(null);
  const send = useWellnessMutation(wellnessWrites.sleep);
  const errs = errorFields(send.error);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setSaved(null);
    setForm((f) => ({ ...f, [k]: e.target.value }));
  };
  return (
    <Card title={t('recharge.log')}>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const ok = await send.run({
            date: form.date,
            bedTime: form.bedTime,
            wakeTime: form.wakeTime,
            awakenings: Number(form.awakenings),
            quality: Number(form.quality),
          });
          setSaved(ok ? (ok.queued ? 'queued' : 'saved') : null);
        }}
      >
        <Field label={t('recharge.date')} error={field(errs.date)}>
          {(p) => (
            <Input {...p} type="date" max={localToday()} value={form.date} onChange={set('date')} required />
          )}
        </Field>
        <Field label={t('recharge.awakenings')} error={field(errs.awakenings)}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              max={30}
              inputMode="numeric"
              value={form.awakenings}
              onChange={set('awakenings')}
              required
            />
          )}
        </Field>
        <Field label={t('recharge.bedTime')} error={field(errs.bedTime)}>
          {(p) => <Input {...p} type="time" value={form.bedTime} onChange={set('bedTime')} required />}
        </Field>
        <Field label={t('recharge.wakeTime')} error={field(errs.wakeTime)}>
          {(p) => <Input {...p} type="time" value={form.wakeTime} onChange={set('wakeTime')} required />}
        </Field>
        <Field label={t('recharge.quality')} error={field(errs.quality)} className="sm:col-span-2">
          {(p) => (
            <Select {...p} value={form.quality} onChange={set('quality')}>
              {[1, 2, 3, 4, 5].map((q) => (
                <option key={q} value={q}>
                  {q} · {t(`quality.${q}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {send.error && !Object.keys(errs).length ? (
          <Alert className="sm:col-span-2">{errorMessage(send.error, t)}</Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" loading={send.busy}>
            {t('recharge.save')}
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-primary">
              {saved === 'queued' ? t('activity.queued') : t('recharge.saved')}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** `/patient/recharge`: the sleep diary, its averages and a chart over the weeks. */
export function RechargeSection() {
  const { t, i18n } = useTranslation('wellness');
  const mine = useMyWellness();
  const today = localToday();
  const entries = mine.data?.entries.filter((e) => e.kind === 'sleep') ?? [];
  const rows = weekly(entries, {
    hours: (e) => (e.sleep ? Math.round((e.sleep.minutes / 60) * 10) / 10 : null),
    quality: (e) => e.sleep?.quality,
  });
  const hm = (m: number) => t('recharge.avgDuration', { hours: Math.floor(m / 60), minutes: m % 60 });
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <PageHeader title={t('recharge.title')} description={t('recharge.intro')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SleepForm />
        <Card title={t('recharge.averagesTitle')}>
          {!mine.data ? (
            <Loading error={mine.error} />
          ) : (
            <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="sleep-averages">
              {(
                [
                  ['last7', minusDays(today, 6)],
                  ['last28', minusDays(today, 27)],
                ] as const
              ).map(([key, since]) => {
                const a = sleepAverages(entries, since);
                return (
                  <div key={key}>
                    <dt className="text-muted">{t(`recharge.${key}`)}</dt>
                    <dd className="mt-1 space-y-0.5">
                      {a ? (
                        <>
                          <span className="block text-lg font-semibold tabular-nums">{hm(a.minutes)}</span>
                          <span className="block">{t('recharge.avgQuality', { value: a.quality })}</span>
                          <span className="block">
                            {t('recharge.avgAwakenings', { value: a.awakenings })}
                          </span>
                          <span className="block text-muted">{t('recharge.nights', { count: a.count })}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          <Link
            to="/patient/recharge/apnea"
            className="mt-4 inline-block text-sm font-medium text-primary underline"
          >
            {t('recharge.apneaLink')}
          </Link>
        </Card>
      </div>
      <Card title={t('recharge.chartTitle')} className="mt-4">
        {!mine.data ? (
          <Loading error={mine.error} />
        ) : entries.length === 0 ? (
          <EmptyState icon={<Moon className="size-8" />} title={t('recharge.empty')} />
        ) : (
          <>
            <WeeklyChart
              title={t('recharge.chartTitle')}
              rows={rows}
              series={[
                { key: 'hours', label: t('recharge.hoursSeries') },
                { key: 'quality', label: t('recharge.qualitySeries') },
              ]}
            />
            <table className="mt-3 w-full text-sm" data-testid="sleep-weeks">
              <caption className="sr-only">{t('recharge.weeksTable')}</caption>
              <thead className="text-left text-muted">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {t('tab.date')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('recharge.hoursSeries')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('recharge.qualitySeries')}
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {rows.map((r) => (
                  <tr key={r.week} className="border-t border-border">
                    <td className="py-1">
                      {t('recharge.weekOf', { date: formatShortDate(r.week, locale) })}
                    </td>
                    <td className="py-1">{r.hours ?? '—'}</td>
                    <td className="py-1">{r.quality ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
    </>
  );
}
