import { contactInputSchema } from '@verdant/shared/public-site';
import { fieldErrors } from '@verdant/shared/auth';

/**
 * The contact form's validation, loaded on first submit (dynamic import) so zod and the shared
 * schemas stay out of the landing page's entry bundle.
 */
export function validateContact(values: unknown) {
  const parsed = contactInputSchema.safeParse(values);
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) } as const);
}
