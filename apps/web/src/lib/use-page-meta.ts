import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type; `website` unless an article. */
  type?: 'website' | 'article';
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** The canonical address of a path on this site: no query, no trailing slash (the server's form). */
export function canonicalUrl(pathname: string, origin = window.location.origin): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return `${origin}${path}`;
}

/**
 * Points `<link rel="canonical">` and `og:url` at `url`. The server writes both for the first page;
 * after in-app navigation they would still name that first page.
 */
export function setCanonical(url: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
  setMeta('property', 'og:url', url);
}

/** Keeps the canonical link and `og:url` on the current route (used once, in the root layout). */
export function useCanonicalLink(pathname: string) {
  useEffect(() => {
    setCanonical(canonicalUrl(pathname));
  }, [pathname]);
}

/** `Title — Verdant` (the server's form), or the title itself when it already names Verdant. */
export function fullTitle(title: string): string {
  return title.includes('Verdant') ? title : `${title} — Verdant`;
}

/**
 * Keeps `<title>`, the description and the Open Graph tags in step with the page on client-side
 * navigation (the server injects the same tags into index.html for crawlers).
 */
export function applyPageMeta({ title, description, type = 'website' }: PageMeta, url?: string) {
  const full = fullTitle(title);
  document.title = full;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', full);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:site_name', 'Verdant');
  if (url) setCanonical(url);
}

export function usePageMeta(meta: PageMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  const type = meta?.type;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    applyPageMeta({ title, description, type }, canonicalUrl(window.location.pathname));
  }, [title, description, type]);
}
