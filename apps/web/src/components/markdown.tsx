import Markdown, { defaultUrlTransform } from 'react-markdown';

export { MARKDOWN_CLASSES } from './markdown-classes.ts';

/** The page's own origin: links and images are judged against it. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/**
 * Where an address in Markdown really points, resolved by the same URL parser the browser uses (so
 * `//evil.example`, `/\evil.example`, `/\t/evil.example` and ` https://…` are read as the browser
 * would read them); null when it does not parse.
 */
function resolve(address: string): URL | null {
  try {
    return new URL(address, `${pageOrigin()}/`);
  } catch {
    return null;
  }
}

/** True when `href` leaves the site: any absolute or protocol-relative address of another origin. */
export function isExternalHref(href: string): boolean {
  return resolve(href)?.origin !== pageOrigin();
}

/** True when `src` is served by this site itself (a path on our own origin). */
export function isOwnImage(src: string): boolean {
  const url = resolve(src);
  return (
    url !== null && url.origin === pageOrigin() && (url.protocol === 'http:' || url.protocol === 'https:')
  );
}

/**
 * Renders Markdown (blog posts, provider bios) safely: no rehype-raw, so raw HTML in the source is
 * shown as text and never parsed; the default URL transform drops `javascript:`, `vbscript:` and
 * `data:` links. Links leaving the site (absolute or protocol-relative: `//evil.example`) open with
 * `rel="noopener noreferrer"`. Images are loaded only from this site: another site's image would
 * tell that site every reader's address, so it becomes a link with its alt text instead (decision
 * 0019).
 */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown
        urlTransform={defaultUrlTransform}
        components={{
          a: ({ node: _node, href, children: text, ...rest }) => {
            // A dropped address (javascript:, vbscript:, data:) leaves plain text, not a link to "".
            if (!href) return <span>{text}</span>;
            return (
              <a
                href={href}
                {...rest}
                {...(isExternalHref(href) ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
              >
                {text}
              </a>
            );
          },
          img: ({ node: _node, alt, src, ...rest }) => {
            // An image whose address was dropped (javascript:, data:) shows its alt text instead.
            if (typeof src !== 'string' || !src) return <span>{alt}</span>;
            if (isOwnImage(src)) return <img alt={alt ?? ''} src={src} loading="lazy" {...rest} />;
            // Another site's image is not loaded: the reader may follow a link to it.
            return (
              <a href={src} rel="noopener noreferrer" target="_blank">
                {alt || src}
              </a>
            );
          },
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
