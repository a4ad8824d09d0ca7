import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Field } from './ui/field.tsx';
import { Checkbox, controlClasses, Input, Select } from './ui/input.tsx';
import { cn } from '../lib/cn.ts';

/** Small wrappers over the foundation's Field/Input for this feature's forms. */

/** The keys of a form state whose values are text (a text field or a select can edit them). */
export type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * Binds a field to one key of a form's state: `name`, `value`, the change, and the error reported
 * for that key (or `errorKey`). `<TextField label={…} {...bind('city')} />`.
 */
export function fieldBinder<F>(
  form: F,
  set: <K extends keyof F>(key: K, value: F[K]) => void,
  error: (path: string) => string | undefined,
) {
  return <K extends TextKeys<F>>(key: K, errorKey: string = key) => ({
    name: key,
    value: form[key] as string,
    // a select's options, or any text, are values of this key
    onChange: (value: string) => set(key, value as F[K]),
    error: error(errorKey),
  });
}

export function TextField({
  label,
  error,
  hint,
  value,
  onChange,
  className,
  id,
  ...rest
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(p) => <Input {...p} {...rest} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** One checkbox with its label beside it. */
export function CheckField({
  label,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <label className={cn('flex items-center gap-2 text-sm text-fg', className)}>
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  value,
  onChange,
  rows = 4,
  name,
  className,
  textareaClassName,
  maxLength,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  rows?: number;
  name?: string;
  className?: string;
  textareaClassName?: string;
  maxLength?: number;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(p) => (
        <textarea
          {...p}
          name={name}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(controlClasses, 'py-2 text-sm', textareaClassName)}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  value,
  onChange,
  options,
  placeholder,
  name,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  name?: string;
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(p) => (
        <Select {...p} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A group of checkboxes (multi) or radios (single) in a fieldset with its legend and error. */
export function ChoiceGroup({
  legend,
  error,
  options,
  type,
  selected,
  onToggle,
  name,
  columns = 2,
}: {
  legend: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
  type: 'checkbox' | 'radio';
  selected: readonly string[];
  onToggle(value: string, checked: boolean): void;
  name: string;
  columns?: 1 | 2 | 3 | 4;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[
    columns
  ];
  return (
    <fieldset aria-describedby={errorId} data-invalid={error ? true : undefined} data-field={name}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className={cn('mt-2 grid gap-2', grid)}>
        {options.map((o) => {
          const checked = selected.includes(o.value);
          const inputId = `${id}-${o.value}`;
          return (
            <label
              key={o.value}
              htmlFor={inputId}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm text-fg',
                checked ? 'border-primary bg-accent' : 'border-border bg-card hover:bg-surface',
              )}
            >
              {type === 'checkbox' ? (
                <Checkbox
                  id={inputId}
                  name={name}
                  value={o.value}
                  checked={checked}
                  onChange={(e) => onToggle(o.value, e.target.checked)}
                />
              ) : (
                <input
                  id={inputId}
                  type="radio"
                  name={name}
                  value={o.value}
                  checked={checked}
                  onChange={(e) => onToggle(o.value, e.target.checked)}
                  className="size-4 accent-[var(--primary)]"
                />
              )}
              {o.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** First error of a field or of anything under it (`usage.professions.0` counts for `usage.professions`). */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, value] of Object.entries(errors)) if (key.startsWith(prefix)) return value;
  return undefined;
}

/** Moves focus to the first invalid control of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const el = form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid="true"]');
    if (!el) return;
    const target = el.tagName === 'FIELDSET' ? el.querySelector<HTMLElement>('input') : el;
    target?.focus();
  });
}
