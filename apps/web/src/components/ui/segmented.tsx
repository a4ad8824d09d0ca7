import { cn } from '../../lib/cn.ts';

/**
 * One choice among a few, shown side by side (a filter, a unit system): radio inputs under styled
 * labels, so the arrow keys move between them and screen readers hear a radio group named `legend`.
 */
export function Segmented<T extends string>({
  legend,
  hideLegend = false,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  hideLegend?: boolean;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-fg'}>
        {legend}
      </legend>
      <div className="flex h-10 rounded-md border border-border bg-surface p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center rounded px-3 text-sm font-medium',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === option.value ? 'bg-card text-fg shadow-sm ring-1 ring-border' : 'text-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
