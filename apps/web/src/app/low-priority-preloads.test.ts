import { afterEach, describe, expect, it } from 'vitest';
import { withLowPriorityPreloads } from './router.tsx';

const link = (rel: string, href: string) => {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = href;
  return el;
};

describe('the sign-in page preloads the next screen at low priority (ADR 0070)', () => {
  afterEach(() => {
    for (const el of document.head.querySelectorAll('link')) el.remove();
  });

  it('marks the module preloads asked for inside it low, and nothing else', () => {
    const append = document.head.appendChild;
    const result = withLowPriorityPreloads(() => {
      document.head.appendChild(link('modulepreload', '/assets/role-dashboards.js'));
      document.head.appendChild(link('stylesheet', '/assets/screen.css'));
      return 'started';
    });
    expect(result).toBe('started');
    const [preload, stylesheet] = document.head.querySelectorAll('link');
    expect(preload?.getAttribute('fetchpriority')).toBe('low');
    expect(stylesheet?.hasAttribute('fetchpriority')).toBe(false);
    // Outside it, the page's own preloads keep the browser's priority.
    expect(document.head.appendChild).toBe(append);
    document.head.appendChild(link('modulepreload', '/assets/auth.js'));
    expect(document.head.querySelectorAll('link')[2]?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('restores the page when the preload fails to start', () => {
    const append = document.head.appendChild;
    expect(() =>
      withLowPriorityPreloads(() => {
        throw new Error('no such route');
      }),
    ).toThrow('no such route');
    expect(document.head.appendChild).toBe(append);
  });
});
