import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../lib/api/query.ts';
import type { QueryKey } from '../lib/api/query-keys.ts';
import { cn } from '../lib/cn.ts';
import { Input } from './ui/input.tsx';

/** One choice of a picker: what it stands for (`id`), its name, and a line that tells it apart. */
export interface PickerOption {
  id: string;
  label: string;
  detail?: string;
}

/** How long typing must pause before the server is asked. */
export const PICKER_DELAY_MS = 250;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Choose one record by typing part of its name: a combobox (WAI-ARIA "combobox with a listbox
 * popup") whose options come from a server search, read through the data cache under
 * `queryKey(text)`. Arrow keys move through the options, Enter chooses, Escape closes; the clear
 * button empties the choice. `minLength` characters are needed before anything is searched (0:
 * the options show on focus).
 */
export function SearchPicker({
  label,
  value,
  onChange,
  queryKey,
  search,
  minLength = 2,
  placeholder,
  hint,
  className,
}: {
  label: ReactNode;
  value: PickerOption | null;
  onChange(option: PickerOption | null): void;
  queryKey(text: string): QueryKey;
  search(text: string, signal: AbortSignal): Promise<PickerOption[]>;
  minLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-options`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useSettled(text.trim(), PICKER_DELAY_MS);
  const enough = typed.length >= minLength && typed !== value?.label;
  const results = useApiQuery(open && enough ? queryKey(typed) : null, (signal) => search(typed, signal), {
    staleTime: 30_000,
  });
  const options = results.data ?? [];

  // A choice made elsewhere (a link in the list, the URL) shows its name here.
  useEffect(() => setText(value?.label ?? ''), [value?.label]);

  function choose(option: PickerOption | null) {
    onChange(option);
    setText(option?.label ?? '');
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(value?.label ?? '');
    }
  }

  const status = !open
    ? ''
    : typed.length < minLength
      ? t('picker.typeMore', { count: minLength })
      : results.loading
        ? t('picker.searching')
        : results.error
          ? t('picker.failed')
          : results.data
            ? t('picker.results', { count: options.length })
            : '';

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          className={value ? 'pr-9' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value && event.target.value === '') onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(value?.label ?? '');
          }}
          onKeyDown={onKeyDown}
        />
        {value ? (
          <button
            type="button"
            onClick={() => choose(null)}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted hover:text-fg"
            aria-label={t('picker.clear', { name: value.label })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div
        hidden={!open || (!status && options.length === 0)}
        className="absolute z-20 mt-1 w-full rounded-md border border-border bg-card shadow-lg"
      >
        <div
          id={listId}
          role="listbox"
          aria-label={typeof label === 'string' ? label : undefined}
          className="max-h-64 overflow-y-auto py-1"
        >
          {options.map((option, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the combobox input (arrows, Enter)
            <div
              key={option.id}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // keep the focus in the input: the choice is made before it blurs
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                i === active ? 'bg-surface' : 'hover:bg-surface',
              )}
            >
              <span className="block font-medium">{option.label}</span>
              {option.detail ? <span className="block text-xs text-muted">{option.detail}</span> : null}
            </div>
          ))}
        </div>
        {status && options.length === 0 ? (
          <p aria-hidden="true" className="px-3 py-2 text-sm text-muted">
            {status}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
