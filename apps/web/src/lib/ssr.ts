/**
 * Server rendering (decision 0051). A public page arrives as complete HTML rendered on the server
 * from the same components, with what it read in a JSON script (`#ssr-state`); the browser then
 * hydrates it. `serverRendered()` is true on the server and, in the browser, on a page that arrived
 * that way (until its first screen is replaced), so the few screens that render differently before
 * the session is known (the start-up route) render what the server did.
 */
import type { Language } from '@verdant/shared/constants';

/** The id of the JSON script holding the page's router state, cached reads and language. */
export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  lang: Language;
  /** React Router's hydration data (loader data, errors). */
  router: unknown;
  /** TanStack Query's dehydrated cache of the reads the page made. */
  queries: unknown;
}

let rendered = typeof document === 'undefined';

export function serverRendered(): boolean {
  return rendered;
}

export function setServerRendered(value: boolean): void {
  rendered = value;
}

/**
 * JSON safe inside `<script type="application/json">`: `<`, `>`, `&` and the line separators are
 * escaped, so stored text (a post's body) can never close the script or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the page's state script, or null on a page that was not rendered on the server. */
export function readSsrState(doc: Document = document): SsrState | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrState;
  } catch {
    return null;
  }
}
