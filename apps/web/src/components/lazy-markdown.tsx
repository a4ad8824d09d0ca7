import { lazy, type ReactNode, Suspense } from 'react';

const Renderer = lazy(() => import('./markdown.tsx').then((m) => ({ default: m.SafeMarkdown })));

/**
 * Markdown whose renderer (36 KB gzip) loads with it, `fallback` shown meanwhile (a provider's
 * biography). The public entry has its own (src/public/markdown.tsx, decision 0060).
 */
export function LazyMarkdown({
  children,
  className,
  fallback,
}: {
  children: string;
  className?: string;
  fallback: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Renderer className={className}>{children}</Renderer>
    </Suspense>
  );
}
