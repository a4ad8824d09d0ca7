import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../components/ui/page-header.tsx';

/**
 * The crash fallback: "Something went wrong" / "We encountered an unexpected error. Please try
 * refreshing the page." with Try Again and Go Home (to /). Go Home is a full navigation to `/`, so
 * it works even when the router itself failed.
 */
export function ErrorFallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('system:error.title'));
  return (
    <main id="main" className="flex min-h-[70dvh] items-center justify-center bg-bg px-4 py-16 text-fg">
      <div role="alert" className="max-w-md text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-4 size-12 text-danger" />
        <h1 className="text-2xl font-bold">{t('system:error.title')}</h1>
        <p className="mt-2 text-muted">{t('system:error.description')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>{t('system:error.tryAgain')}</Button>
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('system:error.goHome')}
          </a>
        </div>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing this value resets the boundary (e.g. the current path). */
  resetKey?: string;
  fallback?: (reset: () => void) => ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey?: string;
}

/** React error boundary; Try Again clears the error and renders the children again. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) {
      return this.props.fallback ? this.props.fallback(this.reset) : <ErrorFallback onRetry={this.reset} />;
    }
    return this.props.children;
  }
}

/** Router-level errors (a chunk that failed to load, a loader error): retry reloads the page. */
export function RouteErrorFallback() {
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
