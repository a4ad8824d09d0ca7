import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/** "Loading..." with a spinner, announced politely (`role="status"`) while a read is under way. */
export function LoadingStatus({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('flex items-center gap-2 text-muted', className)} role="status">
      <Spinner /> {label ?? t('common:loading')}
    </p>
  );
}
