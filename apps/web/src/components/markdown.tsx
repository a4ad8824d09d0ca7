import Markdown, { defaultUrlTransform } from 'react-markdown';

/** Typography for rendered Markdown (no typography plugin: plain Tailwind variants). */
export const MARKDOWN_CLASSES = [
  'text-fg leading-7',
  '[&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-bold',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:text-sm',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface [&_pre]:p-4',
  '[&_img]:mt-4 [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-8 [&_hr]:border-border',
  '[&_table]:mt-4 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_td]:border [&_td]:border-border [&_td]:px-2',
].join(' ');

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
