import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { formatDate } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { siteApi } from '../../lib/api/site-api.ts';
import { MARKDOWN_CLASSES, SafeMarkdown } from '../../components/markdown.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

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
