import type { KnowledgeArticle } from '@verdant/shared';
import { ArrowLeft, BookOpen, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { knowledgeApi, knowledgeKeys } from './knowledge-api.ts';
import { ArticleBody, ArticleList, articlePath, versionIn } from './knowledge-ui.tsx';

/**
 * The knowledge base beside a consultation or a diet plan: a button that opens a side panel on the
 * topics at hand (the patient's conditions, the plan's foods), searching as the clinician types and
 * reading an article in place. With `onUseProtocol`, a protocol template's text can be added to the
 * screen's plan or notes (the screen decides where; nothing is saved until it saves).
 */
export function KnowledgePanelButton({
  topics,
  onUseProtocol,
}: {
  topics: readonly string[];
  onUseProtocol?: (markdown: string) => void;
}) {
  const { t } = useTranslation('knowledge');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<BookOpen aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {t('panel.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('panel.title')}
        variant="drawer"
        className="mr-0 ml-auto w-[32rem] max-w-[100vw] border-r-0 border-l"
      >
        <PanelContent
          topics={topics}
          {...(onUseProtocol
            ? {
                onUseProtocol: (text: string) => {
                  onUseProtocol(text);
                  setOpen(false);
                },
              }
            : {})}
        />
      </Dialog>
    </>
  );
}

function PanelContent({
  topics,
  onUseProtocol,
}: {
  topics: readonly string[];
  onUseProtocol?: (markdown: string) => void;
}) {
  const { t } = useTranslation('knowledge');
  const unique = [...new Set(topics.map((x) => x.trim()).filter(Boolean))].slice(0, 8);
  const [text, setText] = useState(unique[0] ?? '');
  const [q, setQ] = useState(text);
  const [reading, setReading] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const query = q ? { q, limit: 20 } : { limit: 20 };
  const list = useApiQuery(reading ? null : knowledgeKeys.search(JSON.stringify(query)), (signal) =>
    knowledgeApi.search(query, signal),
  );
  if (reading)
    return <PanelArticle id={reading} onBack={() => setReading(null)} onUseProtocol={onUseProtocol} />;
  return (
    <div className="space-y-3 p-4">
      {unique.length ? (
        <div>
          <p className="text-xs font-medium text-muted">{t('panel.topics')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {unique.map((topic) => (
              <li key={topic}>
                <button
                  type="button"
                  aria-pressed={text === topic}
                  onClick={() => setText(topic)}
                  className="rounded-full border border-border px-2 py-0.5 text-xs text-fg hover:bg-surface aria-pressed:border-primary"
                >
                  {topic}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <search>
        <Field label={t('search.label')}>
          {(p) => <Input {...p} type="search" value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
      </search>
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('search.empty')}</p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ArticleList items={list.data.items} onOpen={setReading} />
      ) : null}
    </div>
  );
}

function PanelArticle({
  id,
  onBack,
  onUseProtocol,
}: {
  id: string;
  onBack(): void;
  onUseProtocol?: ((markdown: string) => void) | undefined;
}) {
  const { t } = useTranslation('knowledge');
  const article = useApiQuery(knowledgeKeys.article(id), (signal) => knowledgeApi.article(id, signal));
  const a: KnowledgeArticle | undefined = article.data ?? undefined;
  const shown = a ? versionIn(a, currentLanguage()) : null;
  return (
    <div className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
          onClick={onBack}
        >
          {t('panel.back')}
        </Button>
        {a ? (
          <Link
            to={articlePath(a.id)}
            className="inline-flex items-center gap-1 text-sm text-primary underline"
          >
            {t('panel.fullPage')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      {article.error ? <Alert>{errorMessage(article.error, t)}</Alert> : null}
      {article.loading ? <LoadingStatus /> : null}
      {a && shown ? (
        <article className="min-w-0">
          <h3 className="text-lg font-semibold text-fg" lang={shown.lang}>
            {shown.version.title}
          </h3>
          {a.kind === 'protocol' && onUseProtocol ? (
            <Button size="sm" className="my-3" onClick={() => onUseProtocol(shown.version.body)}>
              {t('panel.useProtocol')}
            </Button>
          ) : null}
          <ArticleBody article={a} lang={shown.lang} />
        </article>
      ) : null}
    </div>
  );
}
