import { PROFESSIONALS, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Invoices and payments (not built yet: every route is pending). */
export const routes: readonly ScreenRoute[] = [
  pending('/dietitian/billing', 'billing', ['dietitian'], [{ key: 'billing', for: ['dietitian'] }]),
  pending('/dietitian/billing/new-invoice', 'newInvoice', ['dietitian']),
  pending('/fitness/billing', 'billing', ['fitness'], [{ key: 'billing', for: ['fitness'] }]),
  pending('/billing', 'billing', PROFESSIONALS, [{ key: 'billing' }]),
  pending('/billing/new-invoice', 'newInvoice', PROFESSIONALS),
];
