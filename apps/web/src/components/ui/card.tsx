import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({
  title,
  description,
  actions,
  className,
  children,
  headingLevel = 2,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('rounded-lg border border-border bg-card p-5 shadow-sm', className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div>
            {title ? (
              <Heading id={headingId} className="text-base font-semibold text-fg">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
