/**
 * A public page's section hydrated after the rest of the page, in a task of its own (decision 0071).
 *
 * Preact hydrates a page in one synchronous task; on `/care` or `/home` that task held the whole
 * page's components, their strings and the first `Intl` formatter (the locale's ICU data), which
 * Lighthouse counts as total blocking time on a phone. Wrapped in `HydrateLater`, a section is left
 * as the server rendered it while the page hydrates: its component suspends, and Preact keeps the
 * server's element in place and hydrates it when the suspension ends (Preact's progressive
 * hydration: the element is adopted, not re-created; nothing flashes or moves). After the page's
 * first hydration, `hydrateLaterSections` lets the waiting sections go one per task, in document
 * order, so the main thread is free between them.
 *
 * A visitor never meets a section that does not answer: the first pointer, key or focus event
 * anywhere in the page lets every waiting section go at once, and their hydration runs in that
 * event's microtasks, before the click, the keypress or the typing it leads to (a link in a section
 * works without its script anyway). A language change made before a section was hydrated (another
 * tab, not this page's switcher, which is a click) renders that section afresh in the new language
 * instead of hydrating the old one (hydration would keep its attributes).
 *
 * Only the public entry (Preact) ever defers: the server renders with React and `isHydrating()` is
 * false there, as it is in the app's entry, so `HydrateLater` is its child alone, and so is a
 * section mounted after the hydration (an in-page navigation). The child must render exactly one
 * element (Preact keeps one DOM node for a suspended component).
 */
import { type ReactNode, Suspense, useState } from 'react';
import { isHydrating } from './hydration.ts';

interface Gate {
  promise: Promise<void>;
  released: boolean;
  /** Render afresh instead of hydrating (the language changed while the section waited). */
  fresh: boolean;
  release(): void;
  /** Set by the section's component: re-renders it (with a fresh child) after a language change. */
  renew?: () => void;
}

const waiting: Gate[] = [];

function gate(): Gate {
  let resolve: () => void = () => {};
  const g: Gate = {
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    released: false,
    fresh: false,
    release() {
      if (g.released) return;
      g.released = true;
      resolve();
    },
  };
  waiting.push(g);
  return g;
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.released) throw gate.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [g] = useState(() => (isHydrating() ? gate() : null));
  const [, renew] = useState(0);
  if (!g) return children;
  g.renew = () => renew((n) => n + 1);
  return (
    <Suspense fallback={null}>
      <Wait key={g.fresh ? 'fresh' : 'served'} gate={g}>
        {children}
      </Wait>
    </Suspense>
  );
}

/** How many sections still wait for their hydration. */
export function sectionsWaiting(): number {
  return waiting.length;
}

/** Lets every waiting section go now: their hydration runs in this task's microtasks. */
export function hydrateAllSections(): void {
  for (const g of waiting.splice(0)) g.release();
}

/**
 * Renders every waiting section afresh (the language changed under them): the server's element of
 * each is replaced by a client rendering in the new language.
 */
export function renewWaitingSections(): void {
  for (const g of waiting.splice(0)) {
    g.fresh = true;
    g.release();
    g.renew?.();
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * After the page's first hydration: the waiting sections one per task, in document order; the first
 * interaction lets the rest go at once. Resolves when every section is hydrated.
 */
export async function hydrateLaterSections(): Promise<void> {
  const now = () => hydrateAllSections();
  for (const type of INTERACTIONS) document.addEventListener(type, now, { capture: true, passive: true });
  try {
    while (waiting.length) {
      await nextTask();
      waiting.shift()?.release();
    }
    // The last section's hydration (its promise's reactions, then Preact's render) has run.
    await nextTask();
  } finally {
    for (const type of INTERACTIONS) document.removeEventListener(type, now, { capture: true });
  }
}
