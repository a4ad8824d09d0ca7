import { useTranslation } from 'react-i18next';
import type { ApiPages } from '../lib/api/query.ts';
import { errorMessage } from '../lib/api/errors.ts';
import { cn } from '../lib/cn.ts';
import { Alert } from './ui/banner.tsx';
import { Button } from './ui/button.tsx';
import { LoadingStatus } from './ui/loading-status.tsx';

/**
 * The end of a list read page by page (`useApiPages`): "Loading…" while the next page is read (and
 * the first, with `firstPage`, for a screen that shows nothing else meanwhile), the next page's
 * failure (unless the screen shows failures itself: `showError={false}`), and the button that reads
 * more while there is more.
 */
export function LoadMore({
  list,
  label,
  showError = true,
  firstPage = false,
  className,
}: {
  list: Pick<ApiPages<unknown>, 'loading' | 'loadingMore' | 'moreError' | 'hasMore' | 'loadMore'>;
  label: string;
  showError?: boolean;
  firstPage?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('mt-6 text-center empty:hidden', className)}>
      {showError && list.moreError ? (
        <Alert className="mb-4 text-left">{errorMessage(list.moreError, t)}</Alert>
      ) : null}
      {(firstPage && list.loading) || list.loadingMore ? (
        <LoadingStatus className="justify-center text-sm" />
      ) : list.hasMore ? (
        <Button variant="secondary" onClick={list.loadMore}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}
