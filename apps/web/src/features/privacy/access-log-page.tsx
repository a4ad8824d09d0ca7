import { type AccessLogEntry, type AccessLogQuery, DATA_CATEGORIES } from '@verdant/shared';
import { Download, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { Pager } from '../../components/pager.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime, pagePosition } from '../../lib/format.ts';
import { privacyApi } from './privacy-api.ts';
import { BackToCentre, StatusBadge } from './privacy-ui.tsx';

/** `/patient/consent-audit-log`: every read and change of the patient's data, in plain words. */
export function AccessLogPage() {
  const { t } = useTranslation('privacy');
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const query: AccessLogQuery = {
    page: Number(get('page')) || 1,
    pageSize: 25,
    ...(get('category') ? { category: get('category') as AccessLogQuery['category'] } : {}),
    ...(get('actor') ? { actor: get('actor') } : {}),
    ...(get('from') ? { from: get('from') } : {}),
    ...(get('to') ? { to: get('to') } : {}),
    ...(get('hideOwn') === 'true' ? { hideOwn: 'true' as const } : {}),
  };
  const log = useApiQuery(queryKeys.privacy.log(JSON.stringify(query)), (signal) =>
    privacyApi.log(query, signal),
  );
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const who = (e: AccessLogEntry) => {
    if (e.reason === 'self') return t('log.you');
    if (!e.actor.userId) return t('log.system');
    const roles = e.actor.roles.map((r) => t(`common:roles.${r}`)).join(', ');
    return [e.actor.name, roles, e.actor.organizationName].filter(Boolean).join(' · ');
  };
  const columns: Column<AccessLogEntry>[] = [
    { key: 'when', header: t('log.when'), cell: (e) => formatDateTime(e.at) },
    { key: 'who', header: t('log.who'), primary: true, cell: who },
    {
      key: 'what',
      header: t('log.what'),
      cell: (e) =>
        `${t(`log.kinds.${e.kind}`)}: ${e.category ? t(`categories.${e.category}`) : t('log.otherCategory')}`,
    },
    {
      key: 'why',
      header: t('log.why'),
      // break the glass (ADR 0038) stands out
      cell: (e) =>
        e.reason === 'emergency' ? (
          <StatusBadge status="denied" label={t('log.reasons.emergency')} />
        ) : (
          t(`log.reasons.${e.reason}`)
        ),
    },
  ];
  const data = log.data;
  const position = data ? pagePosition(data) : null;
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('log.title')}
        description={t('log.intro')}
        eyebrow={<BackToCentre />}
        actions={
          <>
            <a
              href={privacyApi.logCsvUrl(query)}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('log.csv')}
            </a>
            <a
              href={privacyApi.logFhirUrl(query)}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('log.fhir')}
            </a>
          </>
        }
      />
      <FilterBar label={t('log.filters')}>
        <Field label={t('log.person')}>
          {(p) => (
            <Select {...p} value={get('actor')} onChange={(e) => set('actor', e.target.value)}>
              <option value="">{t('log.everyone')}</option>
              {(data?.people ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('log.category')}>
          {(p) => (
            <Select {...p} value={get('category')} onChange={(e) => set('category', e.target.value)}>
              <option value="">{t('log.allCategories')}</option>
              {DATA_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('log.from')}>
          {(p) => (
            <Input {...p} type="date" value={get('from')} onChange={(e) => set('from', e.target.value)} />
          )}
        </Field>
        <Field label={t('log.to')}>
          {(p) => <Input {...p} type="date" value={get('to')} onChange={(e) => set('to', e.target.value)} />}
        </Field>
        <label className="flex items-center gap-2 self-center text-sm">
          <Checkbox
            checked={get('hideOwn') === 'true'}
            onChange={(e) => set('hideOwn', e.target.checked ? 'true' : '')}
          />
          {t('log.hideOwn')}
        </label>
      </FilterBar>
      {log.error ? <Alert>{errorMessage(log.error, t)}</Alert> : null}
      {log.loading ? <LoadingStatus /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<ScrollText className="size-8" />}
          title={t('log.empty')}
          description={t('log.emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption={t('log.caption')}
          columns={columns}
          rows={data.items}
          rowKey={(e) => e.id}
          rowProps={() => ({ 'data-testid': 'log-entry' })}
        />
      ) : null}
      {data && position && (data.page > 1 || position.hasNext) ? (
        <Pager
          page={data.page}
          pages={position.pageCount}
          more={data.totalCapped}
          label={t('log.pagination')}
          summary={t('log.pageOf', { page: data.page, pages: position.pages })}
        />
      ) : null}
    </div>
  );
}
