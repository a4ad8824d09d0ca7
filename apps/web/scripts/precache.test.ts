import { describe, expect, it } from 'vitest';
import { addPrecacheEntries } from './precache.ts';

const SW =
  'define(["./workbox-e4022e15"],(function(e){"use strict";e.precacheAndRoute([{url:"index.html",revision:"3a"},{url:"assets/index-abc.js",revision:null}],{}),e.cleanupOutdatedCaches()}));';

const urlsOf = (sw: string) => {
  const list = /precacheAndRoute\((\[[^\]]*\])/.exec(sw)?.[1] ?? '[]';
  return (JSON.parse(list.replace(/(url|revision):/g, '"$1":')) as { url: string }[]).map((e) => e.url);
};

describe('the public entry in the service worker precache (decision 0067)', () => {
  it('adds the public build’s files once, keeping the app’s', () => {
    const out = addPrecacheEntries(SW, ['assets/public-x.js', 'assets/compat-y.js', 'assets/index-abc.js']);
    expect(urlsOf(out)).toEqual([
      'assets/public-x.js',
      'assets/compat-y.js',
      'index.html',
      'assets/index-abc.js',
    ]);
    expect(addPrecacheEntries(out, ['assets/public-x.js'])).toBe(out);
  });

  it('refuses a worker whose precache list it cannot find', () => {
    expect(() => addPrecacheEntries('self.addEventListener("fetch",()=>{})', ['assets/a.js'])).toThrow(
      /precacheAndRoute/,
    );
  });
});
