import { ArrowLeft, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { MARKDOWN_CLASSES, SafeMarkdown } from '../../components/markdown.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiPages, useApiQuery } from '../../lib/api/query.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { LoadMore } from '../../components/load-more.tsx';

export const BLOG_PAGE_SIZE = 10;

/** `/blog`: published posts in the reader's language, newest first, with "load more". */
export function BlogListPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.blog.title'), description: t('meta.blog.description') });
  const lang = currentLanguage();
  const list = useApiPages(queryKeys.blog.list(lang), (cursor, signal) =>
    siteApi.blogPosts(lang, cursor, BLOG_PAGE_SIZE, signal),
  );
  const { items } = list;

  return (
    <div className="mx-auto min-h-dvh max-w-4xl px-4 py-12">
      <header className="mb-10">
        <h1 className="text-4xl font-extrabold tracking-tight text-fg">{t('blog.title')}</h1>
        <p className="mt-3 text-lg text-muted">{t('blog.subtitle')}</p>
      </header>
      {list.loading && !list.loaded ? <LoadingStatus className="justify-center py-16" /> : null}
      {list.error ? (
        <Alert>
          {t(list.error.messageKey)}{' '}
          <button type="button" className="underline" onClick={list.reload}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : null}
      {list.loaded && items.length === 0 ? (
        <EmptyState
          icon={<Newspaper className="size-8" />}
          title={t('blog.emptyTitle')}
          description={t('blog.emptyBody')}
        />
      ) : null}
      {items.length > 0 ? (
        <ul className="space-y-6" data-testid="blog-list">
          {items.map((post) => (
            <li key={post.id}>
              <article className="rounded-xl border border-border bg-card p-6 shadow-sm hover:border-primary">
                <p className="text-sm text-muted">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, 'UTC')}</time>
                  <span aria-hidden="true"> · </span>
                  {post.authorName}
                </p>
                <h2 className="mt-2 text-xl font-bold text-fg">
                  <Link to={`/blog/${post.slug}`} className="hover:text-primary hover:underline">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 text-muted">{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore list={list} label={t('blog.loadMore')} className="mt-8" />
    </div>
  );
}

/** `/blog/:slug`: one post, Markdown rendered without raw HTML. */
export function BlogPostPage() {
  const { t } = useTranslation('site');
  const { slug = '' } = useParams();
  const lang = currentLanguage();
  const post = useApiQuery(queryKeys.blog.post(slug, lang), (signal) => siteApi.blogPost(slug, lang, signal));
  usePageMeta(
    post.data
      ? { title: post.data.title, description: post.data.excerpt, type: 'article' }
      : { title: t('meta.blog.title'), description: t('meta.blog.description') },
  );
  const notFound = post.error?.code === 'NOT_FOUND';
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-12">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('blog.back')}
      </Link>
      {post.loading ? <LoadingStatus className="justify-center py-16" /> : null}
      {notFound ? (
        <div className="mt-8">
          <h1 className="text-3xl font-bold text-fg">{t('blog.notFoundTitle')}</h1>
          <p className="mt-3 text-muted">{t('blog.notFoundBody')}</p>
        </div>
      ) : post.error ? (
        <Alert className="mt-8">{t(post.error.messageKey)}</Alert>
      ) : null}
      {post.data ? (
        <article className="mt-8" data-testid="blog-post" lang={post.data.lang}>
          <header>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-fg">{post.data.title}</h1>
            <p className="mt-3 text-sm text-muted">
              <time dateTime={post.data.publishedAt}>{formatDate(post.data.publishedAt, 'UTC')}</time>
              <span aria-hidden="true"> · </span>
              {post.data.authorName}
            </p>
          </header>
          <SafeMarkdown className={`${MARKDOWN_CLASSES} mt-8`}>{post.data.bodyMarkdown}</SafeMarkdown>
        </article>
      ) : null}
    </div>
  );
}
