import type {
  Contact,
  ConversationCreateInput,
  ConversationPage,
  ConversationSummary,
  Message,
  MessagePage,
} from '@verdant/shared/messages';
import { api } from '../../lib/api/client.ts';

/** Calls of the messages API (`@verdant/shared/messages` is the contract). */
const enc = encodeURIComponent;
const C = '/api/v1/conversations';

export const messagesApi = {
  list: (q: string, cursor: string | null, signal?: AbortSignal) =>
    api<ConversationPage>(C, { query: { q: q || undefined, cursor: cursor ?? undefined }, signal }),
  one: (id: string, signal?: AbortSignal) => api<ConversationSummary>(`${C}/${enc(id)}`, { signal }),
  messages: (id: string, before: string | null, signal?: AbortSignal) =>
    api<MessagePage>(`${C}/${enc(id)}/messages`, { query: { before: before ?? undefined }, signal }),
  contacts: (q: string, signal?: AbortSignal) =>
    api<{ items: Contact[] }>(`${C}/contacts`, { query: { q: q || undefined }, signal }),
  start: (input: ConversationCreateInput) =>
    api<ConversationSummary>(C, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  send: (id: string, text: string, files: readonly File[]) => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    if (files.length === 0)
      return api<Message>(`${C}/${enc(id)}/messages`, { method: 'POST', body: { text }, headers });
    const form = new FormData();
    form.set('text', text);
    for (const f of files) form.append('files', f, f.name);
    return api<Message>(`${C}/${enc(id)}/messages`, { method: 'POST', form, headers });
  },
  read: (id: string) => api<ConversationSummary>(`${C}/${enc(id)}/read`, { method: 'POST' }),
  /** An attachment, authorized per request by the session cookie. */
  attachmentUrl: (id: string, attachmentId: string) => `${C}/${enc(id)}/attachments/${enc(attachmentId)}`,
};
