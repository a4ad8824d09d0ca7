import { lazyExport, PROFESSIONALS, type ScreenRoute } from '../../lib/routes.ts';

/** Invoices, claims, session packages, the insurer's claims and the patient's invoices. */
const billing = () => import('./billing-page.tsx');
const invoice = () => import('./invoice-page.tsx');
const newInvoice = () => import('./new-invoice-page.tsx');
const claims = () => import('./claim-pages.tsx');
const CLAIMS: ScreenRoute['access'] = ['admin', 'dietitian', 'staff', 'medical'];

export const routes: readonly ScreenRoute[] = [
  {
    path: '/dietitian/billing',
    access: ['dietitian'],
    lazy: lazyExport(billing, (m) => m.BillingPage),
    nav: [{ key: 'billing', for: ['dietitian'] }],
  },
  {
    path: '/dietitian/billing/new-invoice',
    access: ['dietitian'],
    lazy: lazyExport(newInvoice, (m) => m.NewInvoicePage),
  },
  {
    path: '/dietitian/billing/invoices/:id',
    access: ['dietitian'],
    lazy: lazyExport(invoice, (m) => m.InvoicePage),
  },
  {
    path: '/dietitian/billing/claims/new',
    access: ['dietitian'],
    lazy: lazyExport(claims, (m) => m.ClaimFormPage),
  },
  {
    path: '/dietitian/billing/claims/:id',
    access: ['dietitian'],
    lazy: lazyExport(claims, (m) => m.ClaimPage),
  },
  {
    path: '/dietitian/billing/claims/:id/edit',
    access: ['dietitian'],
    lazy: lazyExport(claims, (m) => m.ClaimFormPage),
  },
  {
    path: '/fitness/billing',
    access: ['fitness'],
    lazy: lazyExport(billing, (m) => m.BillingPage),
    nav: [{ key: 'billing', for: ['fitness'] }],
  },
  // a sub-route of the trainer's billing (invoices for packages and sessions)
  {
    path: '/fitness/billing/new-invoice',
    access: ['fitness'],
    lazy: lazyExport(newInvoice, (m) => m.NewInvoicePage),
  },
  {
    path: '/fitness/billing/invoices/:id',
    access: ['fitness'],
    lazy: lazyExport(invoice, (m) => m.InvoicePage),
  },
  {
    path: '/billing',
    access: PROFESSIONALS,
    lazy: lazyExport(billing, (m) => m.BillingPage),
    nav: [{ key: 'billing' }],
  },
  {
    path: '/billing/new-invoice',
    access: PROFESSIONALS,
    lazy: lazyExport(newInvoice, (m) => m.NewInvoicePage),
  },
  { path: '/billing/invoices/:id', access: PROFESSIONALS, lazy: lazyExport(invoice, (m) => m.InvoicePage) },
  { path: '/billing/claims/new', access: CLAIMS, lazy: lazyExport(claims, (m) => m.ClaimFormPage) },
  { path: '/billing/claims/:id', access: CLAIMS, lazy: lazyExport(claims, (m) => m.ClaimPage) },
  { path: '/billing/claims/:id/edit', access: CLAIMS, lazy: lazyExport(claims, (m) => m.ClaimFormPage) },
  // the insurer's claim (its work queue is its landing screen, /insurance-dashboard)
  {
    path: '/insurance-dashboard/claims/:id',
    access: ['insurance'],
    lazy: lazyExport(claims, (m) => m.InsurerClaimPage),
  },
];
