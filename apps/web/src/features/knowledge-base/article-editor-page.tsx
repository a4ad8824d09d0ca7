import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_KINDS,
  type KnowledgeArticle,
  type KnowledgeArticleInput,
  type KnowledgeCategory,
  type KnowledgeKind,
} from '@verdant/shared';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  errorAt,
  focusFirstInvalid,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorCode, errorMessage, formFailure } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { knowledgeApi, knowledgeKeys } from './knowledge-api.ts';
import { articlePath, KB_BASE } from './knowledge-ui.tsx';

interface Form {
  kind: KnowledgeKind;
  category: KnowledgeCategory | '';
  tags: string;
  enTitle: string;
  enSummary: string;
  enBody: string;
  esTitle: string;
  esSummary: string;
  esBody: string;
  /** One source a line: the citation, then ` | ` and its https address when it has one. */
  sources: string;
}

const EMPTY: Form = {
  kind: 'article',
  category: '',
  tags: '',
  enTitle: '',
  enSummary: '',
  enBody: '',
  esTitle: '',
  esSummary: '',
  esBody: '',
  sources: '',
};

export function formOf(a: KnowledgeArticle): Form {
  return {
    kind: a.kind,
    category: a.category,
    tags: a.tags.join(', '),
    enTitle: a.en?.title ?? '',
    enSummary: a.en?.summary ?? '',
    enBody: a.en?.body ?? '',
    esTitle: a.es?.title ?? '',
    esSummary: a.es?.summary ?? '',
    esBody: a.es?.body ?? '',
    sources: a.sources.map((s) => (s.url ? `${s.citation} | ${s.url}` : s.citation)).join('\n'),
  };
}

/** What the form sends: a language version only when something of it was written. */
export function inputOf(f: Form): KnowledgeArticleInput {
  const version = (title: string, summary: string, body: string) =>
    title.trim() || body.trim() ? { title, summary, body } : null;
  return {
    kind: f.kind,
    category: f.category as KnowledgeCategory,
    tags: f.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    en: version(f.enTitle, f.enSummary, f.enBody),
    es: version(f.esTitle, f.esSummary, f.esBody),
    sources: f.sources
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const at = line.lastIndexOf(' | ');
        return at > 0
          ? { citation: line.slice(0, at).trim(), url: line.slice(at + 3).trim() || null }
          : { citation: line, url: null };
      }),
  };
}

/** `/dietitian/knowledge-base/new` and `…/articles/:id/edit`: a practice's own article or protocol. */
export function ArticleEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation('knowledge');
  const existing = useApiQuery(id ? knowledgeKeys.article(id) : null, (signal) =>
    knowledgeApi.article(id ?? '', signal),
  );
  if (!id) return <Editor initial={EMPTY} />;
  if (existing.error && errorCode(existing.error) === 'NOT_FOUND') return <NotFoundPage />;
  if (existing.error) return <Alert>{errorMessage(existing.error, t)}</Alert>;
  if (!existing.data) return <LoadingStatus />;
  if (!existing.data.editable) return <Alert>{t('editor.readOnly')}</Alert>;
  return <Editor initial={formOf(existing.data)} article={existing.data} />;
}

function Editor({ initial, article }: { initial: Form; article?: KnowledgeArticle }) {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const ref = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (path: string) => {
    const code = errorAt(errors, path);
    return code ? t(`validation.${code}`, { defaultValue: t('validation.invalid') }) : undefined;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!form.category) local.category = 'required';
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirstInvalid(ref.current);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const input = inputOf(form);
      const saved = article
        ? await knowledgeApi.update(article.id, { ...input, version: article.version })
        : await knowledgeApi.create(input);
      await invalidate(knowledgeKeys.all);
      toast({ variant: 'success', title: t('editor.saved') });
      navigate(articlePath(saved.id));
    } catch (error) {
      const failure = formFailure(error, t);
      setErrors(failure.fields);
      setMessage(errorCode(error) === 'CONFLICT' ? t('editor.conflict') : failure.message);
      focusFirstInvalid(ref.current);
    } finally {
      setBusy(false);
    }
  }

  const title = article ? t('editor.editTitle') : t('editor.newTitle');
  return (
    <>
      <PageHeader
        eyebrow={
          <Link
            to={article ? articlePath(article.id) : KB_BASE}
            className="inline-flex items-center gap-1 text-sm text-primary underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('article.back')}
          </Link>
        }
        title={title}
        description={t('editor.description')}
      />
      <form ref={ref} noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        {message ? <Alert>{message}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('editor.kind')}
            value={form.kind}
            onChange={(v) => set('kind', v as KnowledgeKind)}
            options={KNOWLEDGE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            error={err('kind')}
          />
          <SelectField
            label={t('editor.category')}
            value={form.category}
            placeholder={t('editor.chooseCategory')}
            onChange={(v) => set('category', v as KnowledgeCategory | '')}
            options={KNOWLEDGE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            error={err('category')}
          />
        </div>
        <TextField
          label={t('editor.tags')}
          hint={t('editor.tagsHint')}
          value={form.tags}
          onChange={(v) => set('tags', v)}
          error={err('tags')}
        />
        {(['en', 'es'] as const).map((lang) => (
          <fieldset key={lang} className="space-y-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-fg">{t(`editor.version.${lang}`)}</legend>
            <TextField
              label={t('editor.title')}
              value={lang === 'en' ? form.enTitle : form.esTitle}
              onChange={(v) => set(lang === 'en' ? 'enTitle' : 'esTitle', v)}
              error={err(`${lang}.title`) ?? err(lang)}
              lang={lang}
            />
            <TextField
              label={t('editor.summary')}
              value={lang === 'en' ? form.enSummary : form.esSummary}
              onChange={(v) => set(lang === 'en' ? 'enSummary' : 'esSummary', v)}
              error={err(`${lang}.summary`)}
              lang={lang}
            />
            <TextAreaField
              label={t('editor.body')}
              hint={form.kind === 'protocol' ? t('editor.protocolHint') : t('editor.bodyHint')}
              rows={10}
              value={lang === 'en' ? form.enBody : form.esBody}
              onChange={(v) => set(lang === 'en' ? 'enBody' : 'esBody', v)}
              error={err(`${lang}.body`)}
            />
          </fieldset>
        ))}
        <TextAreaField
          label={t('editor.sources')}
          hint={t('editor.sourcesHint')}
          rows={4}
          value={form.sources}
          onChange={(v) => set('sources', v)}
          error={err('sources')}
        />
        <Button type="submit" disabled={busy}>
          {t('editor.save')}
        </Button>
      </form>
    </>
  );
}
