/** What the decision e-mails call a registered organization, in each language. */
import type { Language } from '@verdant/shared';

export interface DecidedOrganization {
  name: string;
  kind: 'laboratory' | 'insurer';
}

export const kindName: Record<Language, Record<DecidedOrganization['kind'], string>> = {
  en: { laboratory: 'laboratory', insurer: 'insurance organization' },
  es: { laboratory: 'laboratorio', insurer: 'aseguradora' },
};
