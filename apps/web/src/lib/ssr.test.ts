import { describe, expect, it } from 'vitest';
import { readSsrState, SSR_STATE_ID, scriptJson } from './ssr.ts';

describe('the server-rendered page state', () => {
  it('is JSON that stored text cannot break out of, and reads back whole', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = scriptJson({ lang: 'es', router: {}, queries: { title: hostile } });
    expect(json).not.toMatch(/[<>&\u2028]/);
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
    expect(readSsrState()).toEqual({ lang: 'es', router: {}, queries: { title: hostile } });
  });

  it('is absent on a page that was not rendered on the server', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrState()).toBeNull();
  });
});
