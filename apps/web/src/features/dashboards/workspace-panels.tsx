import type {
  Workspace,
  WorkspaceFigure,
  WorkspaceItem,
  WorkspaceRole,
  WorkspaceSection,
} from '@verdant/shared/workspace';
import { AlertTriangle, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, locale } from '../../lib/format.ts';
import { formatMoney } from '../../lib/time.ts';
import { getWorkspace } from './workspace-api.ts';

/** Sections whose instant is a time of today (the rest show a date). */
const TIME_OF_DAY = new Set<WorkspaceSection['key']>(['today']);

function when(section: WorkspaceSection['key'], at: string): string {
  if (TIME_OF_DAY.has(section)) {
    return new Intl.DateTimeFormat(locale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(at));
  }
  return formatDate(at);
}

function bytes(value: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = value;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${new Intl.NumberFormat(locale(), { maximumFractionDigits: u === 0 ? 0 : 1 }).format(v)} ${units[u]}`;
}

function FigureValue({ f }: { f: WorkspaceFigure }) {
  const { t } = useTranslation('workspace');
  const n = (v: number) => new Intl.NumberFormat(locale()).format(v);
  if (f.unit === 'money' && f.currency) return <>{formatMoney(f.value, f.currency, locale(), true)}</>;
  if (f.unit === 'bytes') return <>{bytes(f.value)}</>;
  if (f.unit === 'hours') return <>{t('hours', { value: n(f.value) })}</>;
  if (f.limit !== null) return <>{t('ofLimit', { value: n(f.value), limit: n(f.limit) })}</>;
  return <>{n(f.value)}</>;
}

const FLAG_STYLE: Record<NonNullable<WorkspaceItem['flag']>, string> = {
  critical: 'bg-danger-bg text-danger',
  abnormal: 'bg-warning-bg text-warning-fg',
  overdue: 'bg-warning-bg text-warning-fg',
  urgent: 'bg-danger-bg text-danger',
  low: 'bg-warning-bg text-warning-fg',
};

function Item({ section, item }: { section: WorkspaceSection['key']; item: WorkspaceItem }) {
  const { t } = useTranslation('workspace');
  return (
    <li>
      <Link
        to={item.href}
        className="group flex min-w-0 items-start gap-3 rounded-md px-2 py-2 hover:bg-surface focus-visible:bg-surface"
        data-testid="workspace-item"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className="font-medium break-words group-hover:underline"
              data-testid="workspace-item-title"
            >
              {item.title}
            </span>
            {item.flag ? (
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                  FLAG_STYLE[item.flag],
                )}
              >
                {item.flag === 'critical' ? <AlertTriangle aria-hidden="true" className="size-3" /> : null}
                {t(`flags.${item.flag}`)}
              </span>
            ) : null}
          </span>
          <span className="mt-0.5 block text-sm text-muted break-words">
            {[
              item.at ? when(section, item.at) : null,
              item.state ? t(`states.${item.state}`, { defaultValue: item.state }) : null,
              item.detail,
              item.count !== null ? t(`counts.${section}`, { count: item.count, defaultValue: '' }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

function SectionCard({ s }: { s: WorkspaceSection }) {
  const { t } = useTranslation('workspace');
  const title = t(`sections.${s.key}.title`);
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {title}
          <span
            className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-primary tabular-nums"
            data-testid="workspace-total"
          >
            {s.total}
          </span>
        </span>
      }
      actions={
        <Link
          to={s.href}
          className="text-sm font-medium text-primary underline underline-offset-4"
          aria-label={t('seeAllOf', { title })}
        >
          {t('seeAll')}
        </Link>
      }
    >
      {s.items.length === 0 ? (
        <p className="text-sm text-muted">{t(`sections.${s.key}.empty`)}</p>
      ) : (
        <ul className="-mx-2 divide-y divide-border" aria-label={title}>
          {s.items.map((item) => (
            <Item key={item.id} section={s.key} item={item} />
          ))}
        </ul>
      )}
      {s.total > s.items.length ? (
        <p className="mt-2 text-xs text-muted">{t('more', { count: s.total - s.items.length })}</p>
      ) : null}
    </Card>
  );
}

export function WorkspaceView({ data }: { data: Workspace }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="space-y-4" data-testid="workspace">
      {data.figures.length ? (
        <section aria-label={t('figures.label')}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {data.figures.map((f) => (
              <div key={f.key} className="min-w-0 rounded-lg border border-border bg-card p-3 shadow-sm">
                <dt className="text-xs text-muted break-words">{t(`figures.${f.key}`)}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums break-words">
                  <FigureValue f={f} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {data.sections.map((s) => (
          <SectionCard key={s.key} s={s} />
        ))}
      </div>
    </div>
  );
}

/** A role's work for today (GET /api/v1/workspace): figures, then one card per section. */
export function WorkspacePanels({ as: role }: { as: WorkspaceRole }) {
  const { t } = useTranslation('workspace');
  const q = useApiQuery(queryKeys.workspace(role), (signal) => getWorkspace(role, signal));
  if (q.error) return <p className="text-sm text-danger">{errorMessage(q.error, t)}</p>;
  if (!q.data) return <LoadingStatus />;
  return <WorkspaceView data={q.data} />;
}
