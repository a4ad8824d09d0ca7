import {
  type AdminBlogPost,
  BLOG_LANGUAGES,
  type BlogPostInput,
  blogPostInputSchema,
} from '@verdant/shared/public-site';
import { fieldErrors } from '@verdant/shared/auth';
import { FilePlus2, Newspaper } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AdminSections } from './admin-sections.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { adminApi } from './admin-api.ts';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { MARKDOWN_CLASSES, SafeMarkdown } from '../../components/markdown.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { errorCode, errorMessage, errorFields } from '../../lib/api/errors.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

type Draft = BlogPostInput;
const EMPTY: Draft = { slug: '', lang: 'en', title: '', excerpt: '', bodyMarkdown: '' };

/** A URL slug from a title: lowercase ASCII words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

function toDraft(post: AdminBlogPost): Draft {
  return {
    slug: post.slug,
    lang: post.lang,
    title: post.title,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
  };
}

function Editor({
  post,
  onSaved,
  onDeleted,
}: {
  post: AdminBlogPost | null;
  onSaved(post: AdminBlogPost): void;
  onDeleted(id: string): void;
}) {
  const { t } = useTranslation('site');
  const fieldText = useFieldText();
  const [draft, setDraft] = useState<Draft>(post ? toDraft(post) : EMPTY);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'publish' | 'delete'>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Side by side on wide screens; tabs (write / preview) on narrow ones.
  const wide = useMediaQuery('(min-width: 1280px)');
  const dirty = post ? JSON.stringify(toDraft(post)) !== JSON.stringify(draft) : true;

  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => {
      const next = { ...d, [key]: value } as Draft;
      if (key === 'title' && !slugTouched) next.slug = slugify(value);
      return next;
    });
    if (key === 'slug') setSlugTouched(true);
    setErrors((e) => {
      const { [key]: _removed, ...rest } = e;
      return key === 'title' ? (({ slug: _s, ...r }) => r)(rest) : rest;
    });
  };

  function fail(error: unknown) {
    if (errorCode(error) === 'VALIDATION_FAILED' && Object.keys(errorFields(error)).length) {
      setErrors(errorFields(error));
    } else if (errorCode(error) === 'CONFLICT') {
      setErrors({ slug: 'slugTaken' });
    } else {
      setFormError(errorMessage(error, t));
    }
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    const parsed = blogPostInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return null;
    }
    setBusy('save');
    try {
      const saved = post
        ? await adminApi.updateBlogPost(post.id, parsed.data)
        : await adminApi.createBlogPost(parsed.data);
      onSaved(saved);
      toast({ variant: 'success', title: post ? t('adminBlog.updated') : t('adminBlog.created') });
      return saved;
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function togglePublish() {
    if (!post) return;
    setFormError(null);
    setBusy('publish');
    try {
      const saved =
        post.status === 'published'
          ? await adminApi.unpublishBlogPost(post.id)
          : await adminApi.publishBlogPost(post.id);
      onSaved(saved);
      toast({
        variant: 'success',
        title: saved.status === 'published' ? t('adminBlog.published') : t('adminBlog.unpublished'),
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!post) return;
    setBusy('delete');
    try {
      await adminApi.deleteBlogPost(post.id);
      setConfirmDelete(false);
      onDeleted(post.id);
      toast({ variant: 'success', title: t('adminBlog.deleted') });
    } catch (error) {
      setConfirmDelete(false);
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  const bodyEditor = (
    <TextAreaField
      label={t('adminBlog.body')}
      hint={t('adminBlog.bodyHint')}
      name="bodyMarkdown"
      rows={22}
      value={draft.bodyMarkdown}
      onChange={set('bodyMarkdown')}
      error={fieldText(errors.bodyMarkdown)}
      textareaClassName="font-mono"
    />
  );
  const preview = (
    <section
      aria-label={t('adminBlog.preview')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="max-h-[36rem] min-h-64 overflow-auto rounded-md border border-border bg-bg p-4"
      data-testid="blog-preview"
    >
      {draft.bodyMarkdown.trim() ? (
        <>
          <p className="text-2xl font-bold text-fg">{draft.title || t('adminBlog.untitled')}</p>
          <SafeMarkdown className={MARKDOWN_CLASSES}>{draft.bodyMarkdown}</SafeMarkdown>
        </>
      ) : (
        <p className="text-sm text-muted">{t('adminBlog.previewEmpty')}</p>
      )}
    </section>
  );

  return (
    <form
      noValidate
      onSubmit={save}
      className="space-y-4"
      aria-label={post ? t('adminBlog.editTitle') : t('adminBlog.newTitle')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">
          {post ? t('adminBlog.editTitle') : t('adminBlog.newTitle')}
        </h2>
        {post ? (
          <span className="text-sm text-muted">
            {t(`adminBlog.statuses.${post.status}`)}
            {post.publishedAt ? ` · ${formatDateTime(post.publishedAt)}` : ''}
          </span>
        ) : null}
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('adminBlog.titleField')}
          name="title"
          value={draft.title}
          onChange={set('title')}
          error={fieldText(errors.title)}
          className="sm:col-span-2"
        />
        <SelectField
          label={t('adminBlog.language')}
          name="lang"
          value={draft.lang}
          onChange={set('lang')}
          options={BLOG_LANGUAGES.map((l) => ({ value: l, label: t(`adminBlog.languages.${l}`) }))}
          error={fieldText(errors.lang)}
        />
      </div>
      <TextField
        label={t('adminBlog.slug')}
        hint={t('adminBlog.slugHint', { slug: draft.slug || '…' })}
        name="slug"
        value={draft.slug}
        onChange={set('slug')}
        error={fieldText(errors.slug)}
      />
      <TextAreaField
        label={t('adminBlog.excerpt')}
        name="excerpt"
        rows={2}
        value={draft.excerpt}
        onChange={set('excerpt')}
        error={fieldText(errors.excerpt)}
      />
      {wide ? (
        <div className="grid grid-cols-2 gap-4">
          {bodyEditor}
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-fg">{t('adminBlog.preview')}</p>
            {preview}
          </div>
        </div>
      ) : (
        <Tabs
          label={t('adminBlog.editorTabs')}
          value={tab}
          onChange={(key) => setTab(key as 'write' | 'preview')}
          items={[
            { key: 'write', label: t('adminBlog.write'), panel: bodyEditor },
            { key: 'preview', label: t('adminBlog.preview'), panel: preview },
          ]}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy === 'save'} disabled={!dirty || busy !== null}>
          {post ? t('adminBlog.save') : t('adminBlog.create')}
        </Button>
        {post ? (
          <Button
            variant="secondary"
            onClick={togglePublish}
            loading={busy === 'publish'}
            disabled={busy !== null || dirty}
            title={dirty ? t('adminBlog.saveFirst') : undefined}
          >
            {post.status === 'published' ? t('adminBlog.unpublish') : t('adminBlog.publish')}
          </Button>
        ) : null}
        {post?.status === 'published' ? (
          <a
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center px-2 text-sm font-medium text-primary underline"
          >
            {t('adminBlog.view')}
          </a>
        ) : null}
        {post ? (
          <Button
            variant="danger"
            className="ml-auto"
            onClick={() => setConfirmDelete(true)}
            disabled={busy !== null}
          >
            {t('adminBlog.delete')}
          </Button>
        ) : null}
      </div>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('adminBlog.deleteTitle')}>
        <p className="text-sm text-muted">{t('adminBlog.deleteBody', { title: post?.title ?? '' })}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t('adminBlog.cancel')}
          </Button>
          <Button variant="danger" onClick={remove} loading={busy === 'delete'}>
            {t('adminBlog.delete')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

/** `/admin/blog`: write, edit, publish, unpublish and delete blog posts (Markdown with a preview). */
export default function AdminBlogPage() {
  const { t } = useTranslation('site');
  const list = useApiQuery(queryKeys.admin.blog, (signal) => adminApi.blogPosts(signal));
  const [selected, setSelected] = useState<string | 'new'>('new');
  const [editorKey, setEditorKey] = useState(0);

  const posts = [...(list.data?.items ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const merged = new Map(posts.map((p) => [p.id, p]));
  const current = selected === 'new' ? null : (merged.get(selected) ?? null);

  const open = (id: string | 'new') => {
    setSelected(id);
    setEditorKey((k) => k + 1);
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('adminBlog.title')}
        description={t('adminBlog.subtitle')}
        actions={
          <Button onClick={() => open('new')} icon={<FilePlus2 aria-hidden="true" className="size-4" />}>
            {t('adminBlog.newPost')}
          </Button>
        }
      />
      <AdminSections />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <section
          aria-labelledby="blog-posts-heading"
          className="rounded-lg border border-border bg-card p-4 shadow-sm"
        >
          <h2 id="blog-posts-heading" className="mb-3 font-semibold text-fg">
            {t('adminBlog.posts')}
          </h2>
          {list.loading ? <LoadingStatus /> : null}
          {list.error ? <Alert>{t(list.error.messageKey)}</Alert> : null}
          {list.data && posts.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<Newspaper className="size-8" />}
              title={t('adminBlog.empty')}
            />
          ) : null}
          <ul className="space-y-1" data-testid="admin-blog-list">
            {posts.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => open(p.id)}
                  aria-current={p.id === selected ? 'true' : undefined}
                  className={cn(
                    'w-full rounded-md px-3 py-2 text-left text-sm',
                    p.id === selected ? 'bg-accent' : 'hover:bg-surface',
                  )}
                >
                  <span className="block font-medium text-fg">{p.title}</span>
                  <span className="block text-xs text-muted">
                    {t(`adminBlog.statuses.${p.status}`)} · {p.lang.toUpperCase()} · /{p.slug}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section
          className="min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm"
          aria-label={t('adminBlog.editor')}
        >
          <Editor
            key={`${selected}:${editorKey}`}
            post={current}
            onSaved={(p) => {
              // The change's answer goes into the list; the public blog reads again.
              updateCached<{ items: AdminBlogPost[] }>(queryKeys.admin.blog, (data) => ({
                items: [p, ...data.items.filter((o) => o.id !== p.id)],
              }));
              void invalidate(queryKeys.blog.all);
              if (selected !== p.id) setSelected(p.id);
            }}
            onDeleted={(id) => {
              updateCached<{ items: AdminBlogPost[] }>(queryKeys.admin.blog, (data) => ({
                items: data.items.filter((o) => o.id !== id),
              }));
              void invalidate(queryKeys.blog.all);
              open('new');
            }}
          />
        </section>
      </div>
    </div>
  );
}
