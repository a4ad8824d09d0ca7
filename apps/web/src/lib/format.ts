import { currentLanguage } from './i18n/index.ts';
import { dateTimeFormat } from './intl.ts';

const LOCALES = { en: 'en-US', es: 'es-ES' } as const;

export function locale(): string {
  return LOCALES[currentLanguage()];
}

/** A UTC ISO timestamp shown in the user's zone and language. */
export function formatDateTime(iso: string | number | Date): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** `timeZone`: a date that must read the same on the server and every reader (a post's date: UTC). */
export function formatDate(iso: string | number | Date, timeZone?: string): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale(), { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
}

export function fullName(user: {
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
}): string {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return joined || user.name || user.email || '';
}

/** Where a numbered page stands, for its pager: pages and total end in "+" when the server stopped counting. */
export function pagePosition(data: {
  page: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}): { from: number; to: number; total: string; pages: string; pageCount: number; hasNext: boolean } {
  const count = Math.max(1, Math.ceil(data.total / data.pageSize));
  const more = data.totalCapped ? '+' : '';
  const from = (data.page - 1) * data.pageSize + 1;
  return {
    from,
    to: Math.min(data.total, data.page * data.pageSize) || from,
    total: `${new Intl.NumberFormat(locale()).format(data.total)}${more}`,
    pages: `${new Intl.NumberFormat(locale()).format(count)}${more}`,
    pageCount: count,
    hasNext: data.nextCursor !== null,
  };
}
