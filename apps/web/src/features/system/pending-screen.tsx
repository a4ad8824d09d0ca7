import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export interface PendingHandle {
  pendingTitle: string;
}

/** Title of the pending screen the current route registers (see `app/pending-screens.ts`). */
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

/** A screen whose feature belongs to a later issue: its title and a plain empty state. */
export function PendingScreen({ padded = false }: { padded?: boolean }) {
  const { t } = useTranslation();
  const key = usePendingTitle();
  const title = key ? t(`nav:screens.${key}`) : '';
  return (
    <div className={padded ? 'mx-auto max-w-5xl px-4 py-12 sm:px-6' : undefined}>
      <PageHeader title={title} />
      <PendingContent />
    </div>
  );
}

export function PublicPendingScreen() {
  return <PendingScreen padded />;
}
