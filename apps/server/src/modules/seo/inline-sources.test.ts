import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../platform/security-headers.ts';
import { inlineSourcesOf } from './render.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the public template’s inline elements (decision 0067)', () => {
  const boot = '(() => { document.documentElement.classList.toggle("dark", false); })();';
  const css = ':root{--bg:#fff}.flex{display:flex}';
  const template = `<!doctype html><html><head><script>${boot}</script>
    <script type="module" crossorigin src="/assets/public-abc.js"></script>
    <style>${css}</style></head><body><div id="root"></div>
    <script type="application/json" id="ssr-state">{"lang":"en"}</script>
    <script type="application/ld+json">{"@type":"BlogPosting"}</script></body></html>`;

  it('hashes the inline script and stylesheet, not the files or the data blocks', () => {
    expect(inlineSourcesOf(template)).toEqual({ scripts: [sha256(boot)], styles: [sha256(css)] });
    expect(inlineSourcesOf('<html><head><script src="/boot.js"></script></head></html>')).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it('allows exactly those elements in the policy, and nothing inline in general', () => {
    const policy = contentSecurityPolicy('/home', false, inlineSourcesOf(template));
    expect(policy).toContain(`script-src 'self' ${sha256(boot)};`);
    expect(policy).toContain(`style-src 'self' ${sha256(css)};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy('/home', false)).toContain("script-src 'self'; style-src 'self';");
  });
});
