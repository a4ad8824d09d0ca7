import { useTranslation } from 'react-i18next';
import { PendingContent, usePendingTitle } from '../../components/pending-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** A screen whose feature is not built yet: its title and a plain empty state. */
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
