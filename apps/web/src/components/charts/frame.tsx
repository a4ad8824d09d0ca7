import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * The chart kit's frame (decision 0064): measures its box (ResizeObserver) and draws the SVG at that
 * size, with the legend below, a tooltip that follows the pointer or the arrow keys, and the active
 * item read out to screen readers. A chart inside an `aria-hidden` wrapper (its figures are in a table
 * beside it) takes no keyboard focus.
 */

/** Theme colours (index.css `--chart-N`, with dark-mode values): series take them in order. */
export const PALETTE = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
  'var(--chart-6)',
];
export const colorAt = (i: number) => PALETTE[i % PALETTE.length]!;

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour; the palette's next one when absent. */
  color?: string;
}

export interface Size {
  width: number;
  height: number;
}

/** Drawn when the box has no size to read (a test's DOM). */
const FALLBACK: Size = { width: 480, height: 240 };

export const FONT_SIZE = 12;

/** The box's size, read before the first paint and again whenever it changes. */
function useBox(ref: RefObject<HTMLDivElement | null>): { size: Size | null; focusable: boolean } {
  const [state, setState] = useState<{ size: Size | null; focusable: boolean }>({
    size: null,
    focusable: false,
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const focusable = !el.closest('[aria-hidden="true"]');
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const width = Math.floor(rect.width) || FALLBACK.width;
      const height = Math.floor(rect.height) || FALLBACK.height;
      setState((s) =>
        s.size && s.size.width === width && s.size.height === height && s.focusable === focusable
          ? s
          : { size: { width, height }, focusable },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return state;
}

export interface TipRow {
  label: string;
  value: string;
  color: string;
}

export interface Tip {
  title: string;
  rows: TipRow[];
  /** Where the tooltip points, in the SVG's pixels. */
  x: number;
  y: number;
}

/** Moves the active item with the arrow keys, Home and End; Escape hides it. */
function nextIndex(key: string, active: number | null, count: number): number | null | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return active === null ? 0 : Math.min(count - 1, active + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return active === null ? count - 1 : Math.max(0, active - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}

export function ChartFrame({
  kind,
  label,
  legend,
  count,
  active,
  onActive,
  tip,
  pointerIndex,
  children,
}: {
  kind: 'line' | 'bar' | 'pie';
  /** The chart's accessible name. */
  label: string;
  legend: readonly { label: string; color: string }[];
  /** How many items the arrow keys step through. */
  count: number;
  active: number | null;
  onActive: (index: number | null) => void;
  /** The active item's tooltip at this size. */
  tip: (size: Size) => Tip | null;
  /** The item under the pointer at (x, y) in the SVG's pixels, or null. */
  pointerIndex: (x: number, y: number, size: Size) => number | null;
  children: (size: Size) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { size, focusable } = useBox(box);
  const shown = size && active !== null ? tip(size) : null;
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!size) return;
    const rect = e.currentTarget.getBoundingClientRect();
    onActive(pointerIndex(e.clientX - rect.left, e.clientY - rect.top, size));
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const next = nextIndex(e.key, active, count);
    if (next === undefined) return;
    e.preventDefault();
    onActive(next);
  };
  const spoken = shown ? `${shown.title}: ${shown.rows.map((r) => `${r.label} ${r.value}`).join(', ')}` : '';
  const left = shown && size ? shown.x > size.width / 2 : false;
  return (
    <div className="flex h-full w-full min-w-0 flex-col" data-chart-frame={kind}>
      <div ref={box} className="relative min-h-0 w-full flex-1">
        {size ? (
          // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when it takes focus, aria-hidden otherwise
          <svg
            data-chart={kind}
            className="chart-surface absolute inset-0 block touch-pan-y select-none overflow-visible rounded outline-none focus-visible:ring-2 focus-visible:ring-ring"
            width={size.width}
            height={size.height}
            viewBox={`0 0 ${size.width} ${size.height}`}
            fontSize={FONT_SIZE}
            {...(focusable
              ? { role: 'img', 'aria-label': label, tabIndex: 0, onKeyDown }
              : { 'aria-hidden': true, focusable: 'false' })}
            onPointerMove={onPointerMove}
            onPointerDown={onPointerMove}
            onPointerLeave={() => onActive(null)}
            onBlur={() => onActive(null)}
          >
            {children(size)}
          </svg>
        ) : null}
        {shown ? (
          <div
            aria-hidden="true"
            data-chart-tooltip=""
            className="pointer-events-none absolute z-10 min-w-28 max-w-60 rounded-md border border-border bg-card px-2 py-1.5 text-xs text-fg shadow-md"
            style={{
              left: Math.round(shown.x),
              top: Math.max(0, Math.round(shown.y)),
              transform: `translate(${left ? 'calc(-100% - 10px)' : '10px'}, -50%)`,
            }}
          >
            <p className="mb-0.5 font-medium">{shown.title}</p>
            {shown.rows.map((r) => (
              <p key={r.label} className="flex items-center gap-1.5 whitespace-nowrap">
                <span className="inline-block size-2 shrink-0 rounded-full" style={{ background: r.color }} />
                <span className="text-muted">{r.label}</span>
                <span className="ml-auto pl-2 tabular-nums">{r.value}</span>
              </p>
            ))}
          </div>
        ) : null}
      </div>
      {legend.length ? (
        <ul
          className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-0.5 text-xs text-muted"
          aria-hidden="true"
        >
          {legend.map((l) => (
            <li key={l.label} className="flex items-center gap-1.5">
              <span className="inline-block size-2.5 shrink-0 rounded-sm" style={{ background: l.color }} />
              {l.label}
            </li>
          ))}
        </ul>
      ) : null}
      {focusable ? (
        <p className="sr-only" aria-live="polite">
          {spoken}
        </p>
      ) : null}
    </div>
  );
}

/** Horizontal grid lines and the y axis' labels (right-aligned in the left margin). */
export function YGrid({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: readonly number[];
  y: (v: number) => number;
  left: number;
  right: number;
  format: (v: number) => string;
}) {
  return (
    <g className="chart-grid">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="var(--border)" strokeDasharray="3 3" />
          <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end" fill="var(--muted)">
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}
