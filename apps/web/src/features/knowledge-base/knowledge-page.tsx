import {
  KNOWLEDGE_CATEGORIES,
  type KnowledgeCategory,
  type KnowledgeKind,
  type KnowledgeQuery,
} from '@verdant/shared';
import { BookOpen, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { EquationsTab } from './equations-tab.tsx';
import { FoodBrowser } from './food-browser.tsx';
import { knowledgeApi, knowledgeKeys } from './knowledge-api.ts';
import { ArticleList, KB_BASE, useTagLabel } from './knowledge-ui.tsx';
import { LabTestsTab } from './lab-tests-tab.tsx';

type Tab = 'articles' | 'foods' | 'equations' | 'labs';
/** Who reads the USDA food table (the diet-plans module's food search). */
const FOOD_READERS = ['dietitian', 'medical'];
const WRITERS = ['dietitian', 'medical'];

/** `/dietitian/knowledge-base`: articles and protocols, foods, equations and lab tests. */
export function KnowledgePage() {
  const { t } = useTranslation('knowledge');
  const { roles } = useAuth();
  const { params, update } = useUrlQuery();
  const foods = roles.some((r) => FOOD_READERS.includes(r));
  const asked = params.get('tab');
  const tab: Tab =
    asked === 'equations' || asked === 'labs' || (asked === 'foods' && foods) ? asked : 'articles';
  const items = [
    { key: 'articles' as const, label: t('tabs.articles'), panel: <ArticlesTab /> },
    ...(foods ? [{ key: 'foods' as const, label: t('tabs.foods'), panel: <FoodBrowser /> }] : []),
    { key: 'equations' as const, label: t('tabs.equations'), panel: <EquationsTab /> },
    { key: 'labs' as const, label: t('tabs.labs'), panel: <LabTestsTab /> },
  ];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          roles.some((r) => WRITERS.includes(r)) ? (
            <Link to={`${KB_BASE}/new`} className={buttonClasses({})}>
              <Plus aria-hidden="true" className="size-4" />
              {t('new')}
            </Link>
          ) : null
        }
      />
      <Tabs<Tab>
        // on a phone the tab row scrolls sideways instead of widening the page
        className="[&>[role=tablist]]:overflow-x-auto [&_[role=tab]]:whitespace-nowrap"
        label={t('title')}
        value={tab}
        onChange={(k) => update({ tab: k === 'articles' ? null : k, q: null, category: null, tag: null })}
        items={items}
      />
    </>
  );
}

function ArticlesTab() {
  const { t } = useTranslation('knowledge');
  const tagLabel = useTagLabel();
  const { params, update } = useUrlQuery();
  const q = params.get('q') ?? '';
  const category = (params.get('category') ?? '') as KnowledgeCategory | '';
  const tag = params.get('tag') ?? '';
  const asked = params.get('kind');
  const kind: KnowledgeKind | '' = asked === 'article' || asked === 'protocol' ? asked : '';
  // the box shows what is typed; the search follows a moment later
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => update({ q: text.trim() || null }, true), 200);
    return () => clearTimeout(timer);
  }, [text, q, update]);
  const query: KnowledgeQuery = {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
    ...(kind ? { kind } : {}),
  };
  const list = useApiQuery(knowledgeKeys.search(JSON.stringify(query)), (signal) =>
    knowledgeApi.search(query, signal),
  );
  const categories = list.data?.categories ?? [];
  const tags = list.data?.tags ?? [];
  return (
    <div className="space-y-4">
      <search className="grid gap-3 sm:grid-cols-3">
        <Field label={t('search.label')}>
          {(p) => (
            <Input
              {...p}
              type="search"
              value={text}
              placeholder={t('search.placeholder')}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('search.category')}>
          {(p) => (
            <Select {...p} value={category} onChange={(e) => update({ category: e.target.value || null })}>
              <option value="">{t('search.anyCategory')}</option>
              {KNOWLEDGE_CATEGORIES.map((c) => {
                const count = categories.find((x) => x.code === c)?.count ?? 0;
                return (
                  <option key={c} value={c}>
                    {t('search.categoryCount', { name: t(`categories.${c}`), count })}
                  </option>
                );
              })}
            </Select>
          )}
        </Field>
        <Field label={t('search.kind')}>
          {(p) => (
            <Select {...p} value={kind} onChange={(e) => update({ kind: e.target.value || null })}>
              <option value="">{t('search.anyKind')}</option>
              <option value="article">{t('kinds.article')}</option>
              <option value="protocol">{t('kinds.protocol')}</option>
            </Select>
          )}
        </Field>
      </search>
      {tags.length ? (
        <nav aria-label={t('search.tags')}>
          <ul className="flex flex-wrap gap-2">
            {tags.slice(0, 24).map((x) => (
              <li key={x.tag}>
                <button
                  type="button"
                  aria-pressed={tag === x.tag}
                  onClick={() => update({ tag: tag === x.tag ? null : x.tag })}
                  className={
                    tag === x.tag
                      ? 'rounded-full border border-primary bg-primary px-2 py-0.5 text-xs text-primary-fg'
                      : 'rounded-full border border-border px-2 py-0.5 text-xs text-fg hover:bg-surface'
                  }
                >
                  {tagLabel(x.tag)} ({x.count})
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {list.data ? (
        <p className="text-sm text-muted" aria-live="polite">
          {t('search.count', { count: list.data.items.length })}
        </p>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-8" />}
          title={t('search.empty')}
          description={t('search.emptyHint')}
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? <ArticleList items={list.data.items} /> : null}
    </div>
  );
}
