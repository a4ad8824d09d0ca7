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
