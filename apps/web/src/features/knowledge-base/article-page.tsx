import type { KnowledgeLanguage } from '@verdant/shared';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Segmented } from '../../components/ui/segmented.tsx';
import { errorCode, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { formatDate } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { knowledgeApi, knowledgeKeys } from './knowledge-api.ts';
import { ArticleBody, ArticleList, KB_BASE, versionIn } from './knowledge-ui.tsx';

/** `/dietitian/knowledge-base/articles/:id`: an article, its sources and related articles. */
export function ArticlePage() {
  const { t } = useTranslation('knowledge');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const article = useApiQuery(knowledgeKeys.article(id), (signal) => knowledgeApi.article(id, signal));
  const [lang, setLang] = useState<KnowledgeLanguage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation(() => knowledgeApi.remove(id), {
    onSuccess: () => {
      void invalidate(knowledgeKeys.all);
      toast({ variant: 'success', title: t('article.deleted') });
      navigate(KB_BASE);
    },
  });
  if (article.error && errorCode(article.error) === 'NOT_FOUND') return <NotFoundPage />;
  if (article.error) return <Alert>{errorMessage(article.error, t)}</Alert>;
  if (!article.data) return <LoadingStatus />;
  const a = article.data;
  const shown = versionIn(a, lang ?? currentLanguage());
  return (
    <>
      <PageHeader
        eyebrow={
          <Link to={KB_BASE} className="inline-flex items-center gap-1 text-sm text-primary underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('article.back')}
          </Link>
        }
        title={shown.version.title}
        description={[
          t(`kinds.${a.kind}`),
          t(`categories.${a.category}`),
          a.own ? t('ownBadge') : t('platformBadge'),
          t('article.updated', { date: formatDate(a.updatedAt) }),
        ].join(' · ')}
        actions={
          a.editable ? (
            <>
              <Link
                to={`${KB_BASE}/articles/${a.id}/edit`}
                className={buttonClasses({ variant: 'secondary' })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('article.edit')}
              </Link>
              {confirming ? (
                <Button variant="danger" disabled={remove.busy} onClick={() => void remove.run(undefined)}>
                  {t('article.confirmDelete')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('article.delete')}
                </Button>
              )}
            </>
          ) : null
        }
      />
      {remove.error ? <Alert>{errorMessage(remove.error, t)}</Alert> : null}
      {a.en && a.es ? (
        <div className="mb-4">
          <Segmented<KnowledgeLanguage>
            legend={t('article.language')}
            name="kb-language"
            className="max-w-xs"
            value={shown.lang}
            onChange={setLang}
            options={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Español' },
            ]}
          />
        </div>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          <ArticleBody article={a} lang={shown.lang} />
        </article>
        <aside aria-labelledby="kb-related" className="min-w-0">
          <h2 id="kb-related" className="mb-2 text-base font-semibold text-fg">
            {t('article.related')}
          </h2>
          {a.related.length ? (
            <ArticleList items={a.related} />
          ) : (
            <p className="text-sm text-muted">{t('article.noRelated')}</p>
          )}
        </aside>
      </div>
    </>
  );
}
