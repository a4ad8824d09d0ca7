import type { KnowledgeArticle, KnowledgeLanguage, KnowledgeSummary } from '@verdant/shared';
import { ClipboardList, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKDOWN_CLASSES, SafeMarkdown } from '../../components/markdown.tsx';
import { currentLanguage } from '../../lib/i18n/index.ts';

export const KB_BASE = '/dietitian/knowledge-base';
export const articlePath = (id: string) => `${KB_BASE}/articles/${id}`;

/** The version of an article to show: the asked language when it has it, else the other. */
export function versionIn(article: KnowledgeArticle, lang: KnowledgeLanguage = currentLanguage()) {
  const use: KnowledgeLanguage = article[lang] ? lang : lang === 'es' ? 'en' : 'es';
  // one of the two always exists (the server refuses an article without either)
  return { lang: use, version: article[use] ?? { title: '', summary: '', body: '' } };
}

/** Articles as a list of links, each with its kind, category and summary. */
export function ArticleList({
  items,
  onOpen,
}: {
  items: readonly KnowledgeSummary[];
  /** When given, an item opens here (the side panel) instead of following its link. */
  onOpen?: (id: string) => void;
}) {
  const { t } = useTranslation('knowledge');
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((a) => {
        const Icon = a.kind === 'protocol' ? ClipboardList : FileText;
        const title = (
          <span className="font-medium text-primary underline-offset-2 hover:underline" lang={a.lang}>
            {a.title}
          </span>
        );
        return (
          <li key={a.id} className="flex gap-3 p-3">
            <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
            <div className="min-w-0 flex-1">
              {onOpen ? (
                <button type="button" className="text-left" onClick={() => onOpen(a.id)}>
                  {title}
                </button>
              ) : (
                <Link to={articlePath(a.id)}>{title}</Link>
              )}
              <p className="mt-0.5 text-xs text-muted">
                {[
                  t(`kinds.${a.kind}`),
                  t(`categories.${a.category}`),
                  a.own ? t('ownBadge') : t('platformBadge'),
                ].join(' · ')}
              </p>
              {a.summary ? (
                <p className="mt-1 line-clamp-2 text-sm text-fg" lang={a.lang}>
                  {a.summary}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A tag's name in the reader's language: the platform articles' tags are stored once (in English) and
 * named in each locale's `tagNames`; a practice's own tags are shown as written.
 */
export function useTagLabel(): (tag: string) => string {
  const { t } = useTranslation('knowledge');
  const names = t('tagNames', { returnObjects: true }) as Record<string, string> | string;
  return (tag) => (typeof names === 'object' && names[tag]) || tag;
}

/** An article's text, tags and sources (the article page and the side panel). */
export function ArticleBody({ article, lang }: { article: KnowledgeArticle; lang: KnowledgeLanguage }) {
  const { t } = useTranslation('knowledge');
  const tagLabel = useTagLabel();
  const { version } = versionIn(article, lang);
  return (
    <div lang={lang} className="min-w-0">
      {version.summary ? <p className="text-base text-muted">{version.summary}</p> : null}
      <SafeMarkdown className={`${MARKDOWN_CLASSES} break-words [&_table]:block [&_table]:overflow-x-auto`}>
        {version.body}
      </SafeMarkdown>
      {article.tags.length ? (
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-fg">{t('article.tags')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${KB_BASE}?tag=${encodeURIComponent(tag)}`}
                  className="rounded-full border border-border px-2 py-0.5 text-xs text-fg hover:bg-surface"
                >
                  {tagLabel(tag)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6">
        <h2 className="text-sm font-semibold text-fg">{t('article.sources')}</h2>
        {article.sources.length ? (
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm">
            {article.sources.map((s) => (
              <li key={s.citation} lang="en" className="break-words">
                {s.citation}{' '}
                {s.url ? (
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-primary underline"
                  >
                    {t('article.openSource')}
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('article.noSources')}</p>
        )}
      </div>
    </div>
  );
}
