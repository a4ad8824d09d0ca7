import { useRef } from 'react';
import type {
  BlogPost,
  BlogPostSummary,
  Booking,
  BookingInput,
  BookingLinkResult,
  ContactInput,
  DemoRequestInput,
  MyProviderProfile,
  ProviderProfileInput,
  ProviderSearchQuery,
  ProviderSearchResult,
  SlotsResult,
  PublicProvider,
} from '@verdant/shared/public-site';
import type { Page } from '@verdant/shared/page';
import { api } from './client.ts';

/** Calls of the public site and the provider directory, typed with `@verdant/shared/public-site`. */

/**
 * The directory's search as sent: the query parameters of `providerSearchQuerySchema`, values as
 * the URL holds them (the server validates them).
 */
export type ProviderSearch = { [K in keyof ProviderSearchQuery]?: string | number };

/**
 * A fresh key per form submission, sent as `idempotency-key`: the server answers a retried submit
 * with the first answer instead of creating twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * A form that creates something: `send` passes one Idempotency-Key per submission, the same again
 * when a failed or double submission is retried, a new one after a success or `forget` (the form
 * changed, so it is a new submission).
 */
export function useIdempotentSubmit() {
  const key = useRef<string | null>(null);
  return {
    async send<T>(create: (idempotencyKey: string) => Promise<T>): Promise<T> {
      key.current ??= newIdempotencyKey();
      const answer = await create(key.current);
      key.current = null;
      return answer;
    },
    forget() {
      key.current = null;
    },
  };
}

const enc = encodeURIComponent;

export const siteApi = {
  // Blog
  blogPosts: (lang: string, cursor?: string | null, limit = 10, signal?: AbortSignal) =>
    api<Page<BlogPostSummary>>('/api/v1/blog/posts', { query: { lang, cursor, limit }, signal }),
  blogPost: (slug: string, lang: string, signal?: AbortSignal) =>
    api<BlogPost>(`/api/v1/blog/posts/${enc(slug)}`, { query: { lang }, signal }),

  // Demo requests
  submitDemoRequest: (input: DemoRequestInput, idempotencyKey: string) =>
    api<{ id: string }>('/api/v1/demo-requests', {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': idempotencyKey },
    }),

  // Contact
  contact: (input: ContactInput) => api<unknown>('/api/v1/contact', { method: 'POST', body: input }),

  // Providers
  providers: (search: ProviderSearch, signal?: AbortSignal) =>
    api<ProviderSearchResult>('/api/v1/providers', { query: { ...search }, signal }),
  provider: (id: string, signal?: AbortSignal) =>
    api<PublicProvider>(`/api/v1/providers/${enc(id)}`, { signal }),
  slots: (id: string, serviceId: string, from: string | undefined, days: number, signal?: AbortSignal) =>
    api<SlotsResult>(`/api/v1/providers/${enc(id)}/slots`, { query: { serviceId, from, days }, signal }),
  myProviderProfile: (signal?: AbortSignal) =>
    api<MyProviderProfile>('/api/v1/me/provider-profile', { signal }),
  saveMyProviderProfile: (input: ProviderProfileInput) =>
    api<MyProviderProfile>('/api/v1/me/provider-profile', { method: 'PUT', body: input }),

  // Bookings
  book: (input: BookingInput, idempotencyKey: string) =>
    api<Booking>('/api/v1/bookings', {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  booking: (id: string, code: string, signal?: AbortSignal) =>
    api<Booking>(`/api/v1/bookings/${enc(id)}`, { query: { code }, signal }),
  /** The e-mailed confirm and cancel links: the token travels in the body. */
  bookingByLink: (id: string, token: string, signal?: AbortSignal) =>
    api<Booking>(`/api/v1/bookings/${enc(id)}/lookup`, { method: 'POST', body: { token }, signal }),
  confirmBooking: (id: string, token: string) =>
    api<BookingLinkResult>(`/api/v1/bookings/${enc(id)}/confirm`, { method: 'POST', body: { token } }),
  cancelBooking: (id: string, token: string) =>
    api<BookingLinkResult>(`/api/v1/bookings/${enc(id)}/cancel`, { method: 'POST', body: { token } }),
};
