import { useTranslation } from 'react-i18next';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';

/** A failed change as one sentence: its fields' messages (calendar's own keys), or the error's. */
export function useProblem() {
  const { t, i18n } = useTranslation('calendar');
  return (error: unknown): string | null => {
    if (!error) return null;
    const fields = Object.values(errorFields(error));
    const known = fields.filter((key) => i18n.exists(`calendar:validation.${key}`));
    if (known.length) return known.map((key) => t(`validation.${key}`)).join(' ');
    return errorMessage(error, t);
  };
}
