import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIENCES } from './audiences.ts';

/**
 * The landing page's footer links (product, professionals, resources, company). It sits right
 * above the public layout's footer (logo, install link, copyright) and reads as its upper part.
 */
export function SiteFooter() {
  const { t } = useTranslation('site');
  const columns: { key: string; title: string; links: { to: string; label: string }[] }[] = [
    {
      key: 'product',
      title: t('footer.product'),
      links: [
        { to: '/home#features', label: t('footer.features') },
        { to: '/home#pricing', label: t('footer.pricing') },
        { to: '/demo', label: t('footer.demo') },
        { to: '/install', label: t('footer.install') },
      ],
    },
    {
      key: 'professionals',
      title: t('footer.professionals'),
      links: AUDIENCES.map((a) => ({ to: a.path, label: t(`audiences.${a.key}.nav`) })),
    },
    {
      key: 'resources',
      title: t('footer.resources'),
      links: [
        { to: '/care', label: t('footer.findCare') },
        { to: '/blog', label: t('footer.blog') },
      ],
    },
    {
      key: 'company',
      title: t('footer.company'),
      links: [
        { to: '/home#about', label: t('footer.about') },
        { to: '/home#contact', label: t('footer.contact') },
        { to: '/auth', label: t('footer.login') },
        { to: '/auth?mode=signup', label: t('footer.signUp') },
      ],
    },
  ];
  return (
    <div className="border-t border-border bg-surface" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {columns.map((col) => (
          <nav key={col.key} aria-labelledby={`footer-${col.key}`}>
            <h2 id={`footer-${col.key}`} className="text-sm font-semibold text-fg">
              {col.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted underline-offset-4 hover:text-fg hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
