import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button.tsx';
import { useDocumentTitle } from './ui/page-header.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('system:notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('system:notFound.title')}</h1>
      <p className="mt-2 text-muted">{t('system:notFound.description')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        {t('system:notFound.goHome')}
      </Link>
    </div>
  );
}

export const Component = NotFoundPage;
