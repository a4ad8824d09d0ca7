import type { ReactNode } from 'react';
import { LogoMark } from '../../components/ui/logo.tsx';
import { useDocumentTitle } from '../../components/ui/page-header.tsx';

/** The centred card every auth screen uses; `title` is the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <LogoMark className="mx-auto size-10" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
            {description ? <p className="mt-2 text-sm text-muted">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-4 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
