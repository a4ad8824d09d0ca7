/**
 * A blog post's Markdown in the public entry (decision 0060; `vite.public.config.ts` gives it to
 * `blog-post-page.tsx` in place of `components/markdown.tsx`, and to `provider-page.tsx` in place of
 * `components/lazy-markdown.tsx`). On the page the server rendered, the
 * post's HTML is already in the document: the hydration keeps it as it is (Preact does not rewrite
 * `dangerouslySetInnerHTML` while hydrating, and an unchanged value never again), so the Markdown
 * renderer (36 KB gzip) is not loaded, and nothing suspends while hydrating (Preact's hydration
 * through a suspending `lazy` left the rest of the page without its effects). A post reached by an in-page navigation loads the renderer.
 */
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { isHydrating } from './hydration.ts';

export { MARKDOWN_CLASSES } from '../components/markdown-classes.ts';

const Renderer = lazy(() => import('../components/markdown.tsx').then((m) => ({ default: m.SafeMarkdown })));

const KEPT = { __html: '' };

interface Props {
  children: string;
  className?: string;
}

export function SafeMarkdown({ children, className }: Props) {
  return (
    <LazyMarkdown className={className} fallback={<div className={className} />}>
      {children}
    </LazyMarkdown>
  );
}

/** `components/lazy-markdown.tsx` in the public entry (a provider's biography). */
export function LazyMarkdown({ children, className, fallback }: Props & { fallback: ReactNode }) {
  // The text the server rendered (when this first render is the hydration), while it is shown.
  const served = useRef(isHydrating() ? children : null);
  if (served.current !== children) served.current = null;
  if (served.current !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant: no HTML is ever set from here, the server's rendering of the Markdown stays
    return <div className={className} dangerouslySetInnerHTML={KEPT} />;
  }
  return (
    <Suspense fallback={fallback}>
      <Renderer className={className}>{children}</Renderer>
    </Suspense>
  );
}
