import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../lib/api/query.ts';
import { integrationKeys, integrationsApi } from './integrations-api.ts';

/**
 * The patient portal in the practice's brand (ADR 0049): a band with the practice's logo and name on
 * its colour (checked against WCAG AA with white text when it was saved). A practice without custom
 * branding in its plan shows its name on Verdant's colour; a patient of no practice sees nothing.
 */
/** Verdant's own green (white text on it passes WCAG AA), in light and dark themes alike. */
const VERDANT_GREEN = '#047857';

export function PracticeBrandBar() {
  const { t } = useTranslation();
  // a failed read shows nothing: the dashboard stands without it
  const branding = useApiQuery(integrationKeys.branding, (s) => integrationsApi.branding(s), {
    staleTime: 60_000,
  });
  const items = branding.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="mb-4 grid gap-2" aria-label={t('integrations:branding.yourPractices')}>
      {items.map((b) => (
        <li
          key={b.organizationId}
          data-testid="practice-brand"
          className="flex items-center gap-3 rounded-lg px-4 py-2 text-white"
          style={{ backgroundColor: b.accentColor ?? VERDANT_GREEN }}
        >
          {b.logoUrl ? (
            <img src={b.logoUrl} alt="" className="size-8 rounded bg-white object-contain p-0.5" />
          ) : null}
          <span className="font-semibold">{b.practiceName}</span>
        </li>
      ))}
    </ul>
  );
}
