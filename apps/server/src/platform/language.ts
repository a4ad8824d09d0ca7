/** The language of an answer or a message to the caller: `?lang=`, then Accept-Language, else English. */
import type { Language } from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/** The language for a message to the caller: `?lang=`, then Accept-Language, else English. */
export function requestLanguage(c: Context<AppEnv>): Language {
  return pickLanguage(c.req.query('lang'), c.req.header('accept-language'));
}

/** `?lang=` first, then Accept-Language (highest q among en and es), else English. */
export function pickLanguage(
  query: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (query === 'es' || query === 'en') return query;
  let best: { lang: Language; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag?.split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties keep the earlier entry.
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}
