import type { BlogPostSummary } from '@verdant/shared/public-site';
import { ChevronLeft, ChevronRight, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { HydrateLater } from '../../public/hydrate-later.tsx';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

export const BLOG_PAGE_SIZE = 10;

/** The page of posts a `/blog` address asks for: the newest, or those after `?after=<post id>`. */
export function blogPage(params: URLSearchParams, lang: string) {
  const after = params.get('after')?.slice(0, 200) || null;
  return {
    after,
    key: queryKeys.blog.page(lang, after),
    load: (signal?: AbortSignal) => siteApi.blogPosts(lang, after, BLOG_PAGE_SIZE, signal),
  };
}

/** A post in the list: its date, author, title (a link to it) and excerpt. */
function PostItem({ post }: { post: BlogPostSummary }) {
  return (
    <li>
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
  );
}

/**
 * `/blog`: published posts in the reader's language, newest first, ten a page. The pages are real
 * links (`?after=<last post's id>`), rendered on the server, so they work without JavaScript too.
 */
export function BlogListPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.blog.title'), description: t('meta.blog.description') });
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const page = blogPage(params, lang);
  const result = useApiQuery(page.key, page.load);
  const list = {
    loading: result.loading,
    loaded: Boolean(result.data),
    error: result.error,
    reload: result.reload,
  };
  const items = result.data?.items ?? [];
  const next = result.data?.nextCursor ?? null;

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
            // Each post hydrates in a task of its own after the page (decision 0071).
            <HydrateLater key={post.id}>
              <PostItem post={post} />
            </HydrateLater>
          ))}
        </ul>
      ) : null}
      {page.after || next ? (
        <nav aria-label={t('blog.pagination')} className="mt-8 flex flex-wrap justify-between gap-3">
          {page.after ? (
            <Link to="/blog" className={buttonClasses({ variant: 'secondary' })}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('blog.newest')}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/blog?after=${encodeURIComponent(next)}`}
              className={buttonClasses({ variant: 'secondary' })}
              data-testid="blog-older"
            >
              {t('blog.older')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
