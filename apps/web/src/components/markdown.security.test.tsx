import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeMarkdown } from './markdown.tsx';

declare global {
  interface Window {
    __pwned?: number;
  }
}

afterEach(() => {
  delete window.__pwned;
});

describe('SafeMarkdown', () => {
  it('renders Markdown', () => {
    const { container } = render(
      <SafeMarkdown>{'# Title\n\nSome **bold** text and [a link](https://example.org).'}</SafeMarkdown>,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('escapes raw HTML: a <script> and an <img onerror> never run', async () => {
    const body = [
      'Hello',
      '',
      '<script>window.__pwned = 1</script>',
      '',
      '<img src="x" onerror="window.__pwned = 2">',
      '',
      'inline <b onclick="window.__pwned = 3">bold?</b> text',
    ].join('\n');
    const { container } = render(<SafeMarkdown>{body}</SafeMarkdown>);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror],[onclick]')).toBeNull();
    // The markup is shown as text instead.
    expect(container.textContent).toContain('<script>window.__pwned = 1</script>');
    expect(container.textContent).toContain('onerror');
    expect(window.__pwned).toBeUndefined();
  });

  it('drops javascript: links', () => {
    const { container } = render(
      <SafeMarkdown>{'[click](javascript:window.__pwned=4) and ![x](javascript:alert(1))'}</SafeMarkdown>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('click');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript/i);
  });
});

describe('SafeMarkdown: links and images that leave the site', () => {
  it('treats absolute and protocol-relative links as external', () => {
    const body = [
      '[a](https://evil.example/x)',
      '[b](//evil.example/x)',
      '[d](HTTP://evil.example)',
      '[e](mailto:someone@example.org)',
    ].join(' ');
    const { container } = render(<SafeMarkdown>{body}</SafeMarkdown>);
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    for (const link of links)
      expect(link.getAttribute('rel'), link.textContent ?? '').toBe('noopener noreferrer');
  });

  it('keeps links within the site as ordinary links', () => {
    const { container } = render(
      <SafeMarkdown>{`[a](/providers) [b](pricing) [c](#top) [d](${window.location.origin}/blog)`}</SafeMarkdown>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute('rel'), link.textContent ?? '').toBeNull();
      expect(link.getAttribute('target')).toBeNull();
    }
  });

  it("loads images from the site only; another site's image becomes a link with its alt text", () => {
    const body = [
      '![own](/og-image.png)',
      '![tracker](https://evil.example/pixel.png)',
      '![relative](//evil.example/pixel.png)',
    ].join('\n\n');
    const { container } = render(<SafeMarkdown>{body}</SafeMarkdown>);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/og-image.png']);
    expect(container.innerHTML).not.toMatch(/<img[^>]*evil\.example/);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['tracker', 'relative']);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a backslash cannot turn a path into another host: Markdown encodes it (`/%5C…` stays on the site)', () => {
    const { container } = render(
      <SafeMarkdown>{'[c](/\\evil.example/x) ![i](/\\evil.example/p.png)'}</SafeMarkdown>,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/%5Cevil.example/x');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/%5Cevil.example/p.png');
    expect(new URL('/%5Cevil.example/x', window.location.href).origin).toBe(window.location.origin);
  });

  it('an image without alt text from another site is a link showing its address', () => {
    const { container } = render(<SafeMarkdown>{'![](https://evil.example/pixel.png)'}</SafeMarkdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')?.textContent).toBe('https://evil.example/pixel.png');
  });

  it('a data: image is never loaded', () => {
    const { container } = render(<SafeMarkdown>{'![pic](data:image/png;base64,AAAA)'}</SafeMarkdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('pic');
  });
});
