import type { Contact, ConversationSummary, Message } from '@verdant/shared/messages';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH } from '@verdant/shared/messages';
import {
  ArrowLeft,
  Check,
  CheckCheck,
  FileText,
  MessageSquarePlus,
  Paperclip,
  Search,
  Send,
  X,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { invalidate, useApiMutation, useApiPages, useApiQuery } from '../../lib/api/query.ts';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { messagesApi } from './messages-api.ts';

/** When a message was sent: the time today, else the date. */
function when(instant: string): string {
  const d = new Date(instant);
  const today = new Date().toDateString() === d.toDateString();
  return new Intl.DateTimeFormat(
    locale(),
    today ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(d);
}

/** The conversation as its reader names it: the subject, else the other people. */
function titleOf(c: ConversationSummary, t: (k: string) => string): string {
  const others = c.participants.filter((p) => !p.isMe).map((p) => p.name);
  return c.subject || others.join(', ') || t('untitled');
}

function usePhrases() {
  const { t, i18n } = useTranslation('messages');
  return {
    t,
    problem: (error: unknown) => {
      const fields = Object.values(errorFields(error)).filter((k) => i18n.exists(`messages:validation.${k}`));
      return fields.length ? fields.map((k) => t(`validation.${k}`)).join(' ') : errorMessage(error, t);
    },
  };
}

/**
 * Messages: the caller's conversations (search, unread counts) beside the open one (`?c=`), its
 * messages with attachments and read receipts, a composer, and starting a conversation with one of
 * the caller's contacts. On a phone the list and the conversation take turns. New messages arrive
 * through the event stream without a reload.
 */
export function Messages() {
  const { t } = usePhrases();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 1024px)');
  const q = params.get('q') ?? '';
  const openId = params.get('c');
  const [starting, setStarting] = useState(false);
  const set = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const list = useApiPages(queryKeys.messages.list(q), (cursor, signal) =>
    messagesApi.list(q, cursor, signal),
  );
  const showList = wide || !openId;
  const showThread = wide || !!openId;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button
            onClick={() => setStarting(true)}
            icon={<MessageSquarePlus aria-hidden="true" className="size-4" />}
          >
            {t('new.open')}
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]" data-testid="messages">
        {showList ? (
          <section aria-label={t('listLabel')} className="min-w-0 space-y-3">
            <label className="relative block">
              <span className="sr-only">{t('search')}</span>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-3 left-3 size-4 text-muted"
              />
              <Input
                type="search"
                role="searchbox"
                aria-label={t('search')}
                placeholder={t('searchPlaceholder')}
                defaultValue={q}
                className="pl-9"
                onChange={(e) => set({ q: e.target.value.trim() || null })}
              />
            </label>
            {list.loading && !list.loaded ? <LoadingStatus className="text-sm" label={t('loading')} /> : null}
            {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
            {list.loaded && list.items.length === 0 ? (
              <p className="text-sm text-muted" data-testid="no-conversations">
                {q ? t('noResults') : t('empty')}
              </p>
            ) : null}
            <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
              {list.items.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-current={c.id === openId ? 'true' : undefined}
                    onClick={() => set({ c: c.id })}
                    data-testid="conversation"
                    className={cn(
                      'flex w-full gap-3 px-3 py-3 text-left hover:bg-surface',
                      c.id === openId ? 'bg-accent' : '',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className={cn('truncate text-sm', c.unread ? 'font-bold' : 'font-medium')}>
                          {titleOf(c, t)}
                        </span>
                        {c.lastMessage ? (
                          <span className="shrink-0 text-xs text-muted">{when(c.lastMessage.at)}</span>
                        ) : null}
                      </span>
                      {c.patient ? (
                        <span className="block truncate text-xs text-muted">
                          {t('about', { name: c.patient.name })}
                        </span>
                      ) : c.partnerOrganization ? (
                        <span className="block truncate text-xs text-muted">
                          {c.partnerOrganization.name}
                        </span>
                      ) : null}
                      {c.lastMessage ? (
                        <span className="block truncate text-sm text-muted">
                          {c.lastMessage.mine ? t('you') : c.lastMessage.senderName}:{' '}
                          {c.lastMessage.snippet || t('attachmentOnly')}
                        </span>
                      ) : null}
                    </span>
                    {c.unread ? (
                      <span
                        className="mt-0.5 inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-fg"
                        data-testid="conversation-unread"
                      >
                        <span className="sr-only">{t('unread', { count: c.unread })}</span>
                        <span aria-hidden="true">{c.unread}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
            {list.hasMore ? (
              <Button variant="secondary" size="sm" loading={list.loadingMore} onClick={list.loadMore}>
                {t('more')}
              </Button>
            ) : null}
          </section>
        ) : null}
        {showThread ? (
          openId ? (
            <Thread id={openId} onBack={wide ? null : () => set({ c: null })} />
          ) : (
            <EmptyState
              icon={<MessageSquarePlus className="size-8" />}
              title={t('pickTitle')}
              description={t('pickBody')}
            />
          )
        ) : null}
      </div>
      <StartDialog
        open={starting}
        onClose={() => setStarting(false)}
        onStarted={(id) => {
          setStarting(false);
          set({ c: id, q: null });
        }}
      />
    </>
  );
}

function Thread({ id, onBack }: { id: string; onBack: (() => void) | null }) {
  const { t, problem } = usePhrases();
  const summary = useApiQuery(queryKeys.messages.one(id), (signal) => messagesApi.one(id, signal));
  const pages = useApiPages(queryKeys.messages.thread(id), (cursor, signal) =>
    messagesApi.messages(id, cursor, signal),
  );
  const messages = useMemo(
    () => [...pages.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
    [pages.items],
  );
  const c = summary.data;
  const end = useRef<HTMLDivElement>(null);

  // Reading it moves the caller's receipt (and clears the conversation's unread count).
  // A tab in the background has not read anything: it marks read when it is looked at again.
  const unread = c?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    const read = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', read);
      void messagesApi.read(id).then(() => invalidate(queryKeys.messages.all));
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, unread]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (summary.error) return <Alert>{problem(summary.error)}</Alert>;
  if (!c) return <LoadingStatus className="text-sm" label={t('loading')} />;
  const others = c.participants.filter((p) => !p.isMe);
  const mineLast = [...messages]
    .reverse()
    .find((m) => c.participants.find((p) => p.isMe)?.id === m.sender.id);
  const readers = mineLast
    ? others.filter((p) => p.lastReadAt && p.lastReadAt >= mineLast.createdAt).map((p) => p.name)
    : [];

  return (
    <section
      aria-labelledby="thread-title"
      className="flex min-w-0 flex-col rounded-lg border border-border bg-card"
      data-testid="thread"
    >
      <header className="flex items-start gap-2 border-b border-border px-4 py-3">
        {onBack ? (
          <Button variant="ghost" size="sm" aria-label={t('back')} onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
        <div className="min-w-0">
          <h2 id="thread-title" className="truncate text-base font-semibold">
            {titleOf(c, t)}
          </h2>
          <p className="truncate text-xs text-muted">
            {others
              .map((p) => (p.organizationName ? `${p.name} (${p.organizationName})` : p.name))
              .join(', ')}
            {c.patient ? ` · ${t('about', { name: c.patient.name })}` : ''}
          </p>
        </div>
      </header>
      <div
        className="max-h-[60vh] min-h-48 space-y-3 overflow-y-auto px-4 py-4"
        aria-live="polite"
        data-testid="thread-messages"
      >
        {pages.hasMore ? (
          <Button variant="ghost" size="sm" loading={pages.loadingMore} onClick={pages.loadMore}>
            {t('earlier')}
          </Button>
        ) : null}
        {messages.map((m) => (
          <Bubble
            key={m.id}
            m={m}
            mine={c.participants.find((p) => p.isMe)?.id === m.sender.id}
            conversationId={c.id}
          />
        ))}
        {mineLast ? (
          <p className="flex items-center justify-end gap-1 text-xs text-muted" data-testid="read-receipt">
            {readers.length ? (
              <>
                <CheckCheck aria-hidden="true" className="size-3.5 text-primary" />
                {others.length > 1 ? t('readBy', { names: readers.join(', ') }) : t('read')}
              </>
            ) : (
              <>
                <Check aria-hidden="true" className="size-3.5" />
                {t('sent')}
              </>
            )}
          </p>
        ) : null}
        <div ref={end} />
      </div>
      <Composer id={c.id} />
    </section>
  );
}

function Bubble({ m, mine, conversationId }: { m: Message; mine: boolean; conversationId: string }) {
  const { t } = usePhrases();
  return (
    <article className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="message">
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-fg' : 'bg-surface',
        )}
      >
        <p className="mb-0.5 text-xs font-semibold">
          {mine ? t('you') : m.sender.name} · <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
        </p>
        {m.text ? <p className="whitespace-pre-line break-words">{m.text}</p> : null}
        {m.attachments.length ? (
          <ul className="mt-1 space-y-1">
            {m.attachments.map((a) => (
              <li key={a.id}>
                <a
                  href={`/api/v1/conversations/${conversationId}/attachments/${a.id}${a.viewable ? '' : '?download=1'}`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 underline underline-offset-2"
                >
                  <FileText aria-hidden="true" className="size-3.5" />
                  {a.filename}
                  <span>({Math.max(1, Math.round(a.size / 1024))} KB)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

function Composer({ id }: { id: string }) {
  const { t, problem } = usePhrases();
  const fileId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = useApiMutation(
    (input: { text: string; files: File[] }) => messagesApi.send(id, input.text, input.files),
    {
      invalidates: [queryKeys.messages.all],
      onSuccess: () => {
        setText('');
        setFiles([]);
      },
    },
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() && files.length === 0) return;
    void send.run({ text, files });
  }
  return (
    <form onSubmit={submit} className="space-y-2 border-t border-border p-3" aria-label={t('composer')}>
      <label htmlFor={`${fileId}-text`} className="sr-only">
        {t('message')}
      </label>
      <textarea
        id={`${fileId}-text`}
        value={text}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={2}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
        }}
        placeholder={t('placeholder')}
        className="block w-full rounded-md border border-border bg-card px-3 py-2 text-sm"
      />
      {files.length ? (
        <ul className="flex flex-wrap gap-2">
          {files.map((f, i) => (
            <li
              key={`${f.name}-${f.size}-${f.lastModified}`}
              className="inline-flex items-center gap-1 rounded-full bg-surface px-2 py-1 text-xs"
            >
              {f.name}
              <button
                type="button"
                aria-label={t('removeFile', { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                className="rounded-full p-0.5 hover:bg-border"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {send.error ? <Alert>{problem(send.error)}</Alert> : null}
      <div className="flex items-center justify-between gap-2">
        <label
          htmlFor={fileId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface"
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {t('attach')}
          <input
            id={fileId}
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg,image/heic,.heic"
            className="sr-only"
            onChange={(e) => {
              setFiles([...files, ...Array.from(e.target.files ?? [])].slice(0, MAX_MESSAGE_ATTACHMENTS));
              e.target.value = '';
            }}
          />
        </label>
        <Button type="submit" loading={send.busy} icon={<Send aria-hidden="true" className="size-4" />}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}

const GROUPS = ['care', 'team', 'partner'] as const;

function StartDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose(): void;
  onStarted(id: string): void;
}) {
  const { t, problem } = usePhrases();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Contact | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const contacts = useApiQuery(open ? queryKeys.messages.contacts(q) : null, (signal) =>
    messagesApi.contacts(q, signal),
  );
  const start = useApiMutation(
    (c: Contact) =>
      messagesApi.start({
        kind: c.kind,
        userIds: c.kind === 'partner' ? [] : [c.id],
        patientId: c.patientId ?? undefined,
        organizationId: c.kind === 'partner' ? c.id : undefined,
        subject: subject || undefined,
        text,
      }),
    {
      invalidates: [queryKeys.messages.all],
      onSuccess: (conversation) => {
        setPicked(null);
        setSubject('');
        setText('');
        onStarted(conversation.id);
      },
    },
  );
  const items = contacts.data?.items ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t('new.title')} className="w-[36rem]">
      <form
        className="space-y-4"
        aria-label={t('new.title')}
        onSubmit={(e) => {
          e.preventDefault();
          if (picked && text.trim()) void start.run(picked);
        }}
      >
        <TextField
          label={t('new.to')}
          type="search"
          value={q}
          onChange={setQ}
          placeholder={t('new.searchContacts')}
        />
        <div className="max-h-60 space-y-3 overflow-y-auto" data-testid="contacts">
          {GROUPS.map((kind) => {
            const group = items.filter((c) => c.kind === kind);
            if (group.length === 0) return null;
            return (
              <fieldset key={kind}>
                <legend className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {t(`new.groups.${kind}`)}
                </legend>
                <div className="space-y-1">
                  {group.map((c) => (
                    <label
                      key={`${c.kind}-${c.id}-${c.patientId ?? ''}`}
                      className={cn(
                        'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                        picked === c ? 'border-primary bg-accent' : 'border-border hover:bg-surface',
                      )}
                    >
                      <input
                        type="radio"
                        name="contact"
                        checked={picked === c}
                        onChange={() => setPicked(c)}
                        className="size-4 accent-[var(--primary)]"
                      />
                      <span className="font-medium">{c.name}</span>
                      <span className="truncate text-muted">
                        {t(`new.details.${c.detail}`, { defaultValue: c.detail })}
                        {c.organizationName ? ` · ${c.organizationName}` : ''}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
          {contacts.data && items.length === 0 ? (
            <p className="text-sm text-muted">{t('new.noContacts')}</p>
          ) : null}
        </div>
        <TextField label={t('new.subject')} value={subject} onChange={setSubject} maxLength={120} />
        <TextAreaField
          label={t('message')}
          value={text}
          onChange={setText}
          rows={3}
          maxLength={MAX_MESSAGE_LENGTH}
        />
        {start.error ? <Alert>{problem(start.error)}</Alert> : null}
        <Button type="submit" loading={start.busy} disabled={!picked || !text.trim()}>
          {t('send')}
        </Button>
      </form>
    </Dialog>
  );
}

export function MessagesScreen() {
  return <Messages />;
}

/** The patient dashboard's Messages section (`/patient/messages`): the same screen, with its own heading. */
export const PatientMessagesSection = MessagesScreen;
