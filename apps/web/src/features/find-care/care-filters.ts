/**
 * Directory filter values. They mirror `PROVIDER_TYPES` and `PROVIDER_MODES` of
 * `@verdant/shared/public-site` (a test keeps them equal) so the directory page does not load zod
 * and the shared schemas just to list its options.
 */
export const PROVIDER_TYPES = ['dietitian', 'medical', 'fitness', 'lab'] as const;
export const PROVIDER_MODES = ['online', 'in_person'] as const;
/** Language codes offered as directory filters and in the profile editor. */
export const FILTER_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
