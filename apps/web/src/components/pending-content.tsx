import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { EmptyState } from './ui/empty-state.tsx';

/**
 * A screen whose feature is not built yet. The router marks its route with this handle (the title
 * key its feature declares as `pending`), so the screen, or a section of one, can tell.
 */
export interface PendingHandle {
  pendingTitle: string;
}

/** Title key of the pending screen the current route declares; null on a built screen. */
export function usePendingTitle(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as PendingHandle | undefined;
    if (handle?.pendingTitle) return handle.pendingTitle;
  }
  return null;
}

export function PendingContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<Construction className="size-10" />}
      title={t('system:pending.title')}
      description={t('system:pending.description')}
    />
  );
}
