import { demoRequestInputSchema } from '@verdant/shared/public-site';
import { fieldErrors } from '@verdant/shared/auth';

/**
 * The demo form's validation, loaded on first submit (dynamic import, as the contact form's) so zod
 * and the shared schemas stay out of the demo page's first load (decision 0060).
 */
export function validateDemo(values: unknown) {
  const parsed = demoRequestInputSchema.safeParse(values);
  return parsed.success
    ? ({ ok: true } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) } as const);
}
