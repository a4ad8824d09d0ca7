import type {
  AdjudicationInput,
  Billable,
  BillingProfile,
  BillingProfileInput,
  BillingSummary,
  CancelInvoiceInput,
  Claim,
  ClaimCreateInput,
  ClaimListQuery,
  ClaimPage,
  ClaimUpdateInput,
  CreditNoteInput,
  Invoice,
  InvoiceCreateInput,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSummary,
  InvoiceUpdateInput,
  Payer,
  PaymentInput,
  PlanChangeInput,
  PlanChangePreview,
  SellPackageInput,
  SessionPackage,
  Subscription,
} from '@verdant/shared';
import { api } from '../../lib/api/client.ts';
import { raw } from '../patients/patients-api.ts';

/** Calls of the billing, claims and subscription API (`@verdant/shared` billing, claims, subscriptions). */
const enc = encodeURIComponent;
const I = '/api/v1/invoices';
const key = () => crypto.randomUUID();
type Query = Record<string, string | number | undefined>;

export const billingApi = {
  list: (query: InvoiceListQuery, signal?: AbortSignal) =>
    api<InvoicePage>(I, { query: query as Query, signal }),
  summary: (signal?: AbortSignal) => api<BillingSummary>(`${I}/summary`, { signal }),
  billable: (patientId: string, signal?: AbortSignal) =>
    api<Billable>(`${I}/billable`, { query: { patientId }, signal }),
  get: (id: string, signal?: AbortSignal) => api<Invoice>(`${I}/${enc(id)}`, { signal }),
  create: (input: InvoiceCreateInput) =>
    api<Invoice>(I, { method: 'POST', body: input, headers: { 'idempotency-key': key() } }),
  update: (id: string, input: InvoiceUpdateInput) =>
    api<Invoice>(`${I}/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`${I}/${enc(id)}`, { method: 'DELETE' }),
  send: (id: string) =>
    api<Invoice>(`${I}/${enc(id)}/send`, { method: 'POST', headers: { 'idempotency-key': key() } }),
  pay: (id: string, input: PaymentInput) =>
    api<Invoice>(`${I}/${enc(id)}/payments`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': key() },
    }),
  duplicate: (id: string) =>
    api<Invoice>(`${I}/${enc(id)}/duplicate`, { method: 'POST', headers: { 'idempotency-key': key() } }),
  cancel: (id: string, input: CancelInvoiceInput) =>
    api<Invoice>(`${I}/${enc(id)}/cancel`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': key() },
    }),
  credit: (id: string, input: CreditNoteInput) =>
    api<Invoice>(`${I}/${enc(id)}/credit-notes`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': key() },
    }),
  pdfUrl: (id: string, lang: string, mine = false) =>
    `/api/v1/${mine ? 'me/' : ''}invoices/${enc(id)}/pdf?lang=${lang}&download=1`,
  packages: (query: { patientId?: string; providerUserId?: string }, signal?: AbortSignal) =>
    api<{ items: SessionPackage[] }>('/api/v1/session-packages', { query, signal }),
  mine: (signal?: AbortSignal) =>
    api<{ items: (InvoiceSummary & { practice: string })[] }>('/api/v1/me/invoices', { signal }),
  myOne: (id: string, signal?: AbortSignal) => api<Invoice>(`/api/v1/me/invoices/${enc(id)}`, { signal }),
  sellPackage: (patientId: string, input: SellPackageInput) =>
    api<SessionPackage>(`/api/v1/patients/${enc(patientId)}/session-packages`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': key() },
    }),
  myPackages: (signal?: AbortSignal) =>
    api<{ items: SessionPackage[] }>('/api/v1/me/session-packages', { signal }),

  profile: (orgId: string, signal?: AbortSignal) =>
    api<BillingProfile>(`/api/v1/organizations/${enc(orgId)}/billing-profile`, { signal }),
  saveProfile: (orgId: string, input: BillingProfileInput) =>
    api<BillingProfile>(`/api/v1/organizations/${enc(orgId)}/billing-profile`, {
      method: 'PUT',
      body: input,
    }),
  uploadLogo: async (orgId: string, file: File) =>
    (await raw(`/api/v1/organizations/${enc(orgId)}/billing-profile/logo`, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }).then((r) => r.json())) as BillingProfile,
  deleteLogo: (orgId: string) =>
    api<BillingProfile>(`/api/v1/organizations/${enc(orgId)}/billing-profile/logo`, { method: 'DELETE' }),
  logoUrl: (orgId: string, version: string) =>
    `/api/v1/organizations/${enc(orgId)}/billing-profile/logo?v=${enc(version)}`,
};

export type ClaimSide = 'practice' | 'insurer';
const C = (side: ClaimSide) => (side === 'insurer' ? '/api/v1/insurer/claims' : '/api/v1/claims');

export const claimsApi = {
  list: (side: ClaimSide, query: ClaimListQuery, signal?: AbortSignal) =>
    api<ClaimPage>(C(side), { query: query as Query, signal }),
  get: (side: ClaimSide, id: string, signal?: AbortSignal) => api<Claim>(`${C(side)}/${enc(id)}`, { signal }),
  payers: (signal?: AbortSignal) => api<{ items: Payer[] }>('/api/v1/claims/payers', { signal }),
  create: (input: ClaimCreateInput) =>
    api<Claim>('/api/v1/claims', { method: 'POST', body: input, headers: { 'idempotency-key': key() } }),
  update: (id: string, input: ClaimUpdateInput) =>
    api<Claim>(`/api/v1/claims/${enc(id)}`, { method: 'PUT', body: input }),
  submit: (id: string) => api<Claim>(`/api/v1/claims/${enc(id)}/submit`, { method: 'POST' }),
  appeal: (id: string, reason: string) =>
    api<Claim>(`/api/v1/claims/${enc(id)}/appeal`, { method: 'POST', body: { reason } }),
  accept: (id: string) => api<Claim>(`/api/v1/insurer/claims/${enc(id)}/accept`, { method: 'POST' }),
  reject: (id: string, reason: string) =>
    api<Claim>(`/api/v1/insurer/claims/${enc(id)}/reject`, { method: 'POST', body: { reason } }),
  adjudicate: (id: string, input: AdjudicationInput) =>
    api<Claim>(`/api/v1/insurer/claims/${enc(id)}/adjudicate`, { method: 'POST', body: input }),
  fileUrl: (side: ClaimSide, id: string) => `${C(side)}/${enc(id)}/837p`,
};

export const subscriptionApi = {
  get: (signal?: AbortSignal) => api<Subscription>('/api/v1/subscription', { signal }),
  preview: (input: PlanChangeInput) =>
    api<PlanChangePreview>('/api/v1/subscription/preview', { method: 'POST', body: input }),
  change: (input: PlanChangeInput) =>
    api<Subscription>('/api/v1/subscription', { method: 'PUT', body: input }),
};
