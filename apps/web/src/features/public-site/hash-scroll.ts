import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to `#section` on navigation (React Router does not), and to the top otherwise. */
export function useHashScroll(ready = true) {
  // `key` changes on every navigation, so following the same #link again scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash || !key) return;
    const id = decodeURIComponent(hash.slice(1));
    const el = document.getElementById(id);
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // Move focus for keyboard and screen-reader users without scrolling again.
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }, [hash, key, ready]);
}
