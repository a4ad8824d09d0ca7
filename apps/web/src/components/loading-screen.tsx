import { useTranslation } from 'react-i18next';
import { LogoMark } from './ui/logo.tsx';
import { Spinner } from './ui/spinner.tsx';

/** The loading screen: the logo and the text "Loading...". */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg text-fg'
          : 'flex min-h-[50vh] flex-col items-center justify-center gap-4 text-fg'
      }
    >
      <LogoMark className="size-14" />
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        <Spinner />
        {t('common:loading')}
      </p>
    </div>
  );
}
