import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the active tab controls its panel. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  className,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange(key: K): void;
  label: string;
  className?: string;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function focusAt(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    refs.current.get(item.key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'ArrowRight') focusAt(index + 1);
    else if (event.key === 'ArrowLeft') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-lg bg-surface p-1">
        {items.map((item, index) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'flex-1 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                selected ? 'bg-card text-fg shadow-sm ring-1 ring-border' : 'text-muted hover:text-fg',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.key === value ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${base}-panel-${item.key}`}
            aria-labelledby={`${base}-tab-${item.key}`}
            className="pt-5"
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
