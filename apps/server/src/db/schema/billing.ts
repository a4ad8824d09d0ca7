/**
 * Billing (migration 0024): the practice's billing details and branding, per-organization counters,
 * invoices and credit notes with their lines and payments, session packages, insurance claims with
 * their lines and dated history, and subscription changes. Money is integer minor units.
 */
import type {
  ClaimAddress,
  ClaimAdjustment,
  ClaimStatus,
  InvoiceKind,
  InvoiceStatus,
  LineSource,
  PaymentMethod,
} from '@verdant/shared';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';
import { patient } from './patients.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

export const billingProfile = pgTable('billing_profile', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  region: text('region').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  npi: text('npi').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  defaultTaxRateBp: integer('default_tax_rate_bp').notNull().default(0),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  invoiceNote: text('invoice_note').notNull().default(''),
  accentColor: text('accent_color'),
  logoKey: text('logo_key'),
  logoContentType: text('logo_content_type'),
  /** An insurer's payer id (the 837P's receiver and payer identifier). */
  payerId: text('payer_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The last number given per organization and series, bumped in the transaction that uses it. */
export const billingCounter = pgTable(
  'billing_counter',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    series: text('series').notNull().$type<'invoice' | 'credit_note' | 'claim' | 'interchange'>(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'billing_counter_pk', columns: [t.organizationId, t.series] })],
);

export const invoice = pgTable('invoice', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('invoice').$type<InvoiceKind>(),
  sequence: integer('sequence').notNull(),
  status: text('status').notNull().default('draft').$type<InvoiceStatus>(),
  issueDate: date('issue_date').notNull(),
  dueDate: date('due_date').notNull(),
  currency: text('currency').notNull(),
  subtotalMinor: money('subtotal_minor').notNull().default(0),
  taxMinor: money('tax_minor').notNull().default(0),
  totalMinor: money('total_minor').notNull().default(0),
  paidMinor: money('paid_minor').notNull().default(0),
  adjustedMinor: money('adjusted_minor').notNull().default(0),
  creditedMinor: money('credited_minor').notNull().default(0),
  paymentMethod: text('payment_method').$type<PaymentMethod>(),
  notes: text('notes'),
  creditsInvoiceId: uuid('credits_invoice_id'),
  reissueOfId: uuid('reissue_of_id'),
  createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  sentAt: ts('sent_at'),
  paidAt: ts('paid_at'),
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
  deletedAt: ts('deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const invoiceLine = pgTable('invoice_line', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoice.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  source: text('source').notNull().$type<LineSource>(),
  sourceId: uuid('source_id'),
  description: text('description').notNull(),
  quantityHundredths: integer('quantity_hundredths').notNull(),
  unitPriceMinor: money('unit_price_minor').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull().default(0),
  netMinor: money('net_minor').notNull(),
  taxMinor: money('tax_minor').notNull(),
  totalMinor: money('total_minor').notNull(),
  serviceDate: date('service_date'),
  packageSessions: smallint('package_sessions'),
  packageProviderUserId: text('package_provider_user_id').references(() => user.id, { onDelete: 'set null' }),
  /** Whether its appointment or consultation counts as billed (false once its invoice is cancelled or deleted). */
  billed: boolean('billed').notNull().default(true),
});

export const invoicePayment = pgTable('invoice_payment', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoice.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('payment').$type<'payment' | 'adjustment'>(),
  amountMinor: money('amount_minor').notNull(),
  method: text('method').$type<PaymentMethod>(),
  paidOn: date('paid_on').notNull(),
  reference: text('reference'),
  claimId: uuid('claim_id'),
  recordedByUserId: text('recorded_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  voidedAt: ts('voided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessionPackage = pgTable('session_package', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  providerUserId: text('provider_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  invoiceLineId: uuid('invoice_line_id')
    .notNull()
    .unique()
    .references(() => invoiceLine.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sessions: smallint('sessions').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export interface ClaimSubscriber {
  relationship: 'self' | 'spouse' | 'child' | 'other';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'F' | 'M' | 'U';
}
export interface ClaimProviderRef {
  npi: string;
  firstName: string;
  lastName: string;
}
export interface ClaimBillingProvider {
  name: string;
  npi: string;
  taxId: string;
  address: ClaimAddress;
  phone: string;
}

export const insuranceClaim = pgTable('insurance_claim', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  payerOrganizationId: uuid('payer_organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoice.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  sequence: integer('sequence').notNull(),
  status: text('status').notNull().default('draft').$type<ClaimStatus>(),
  memberId: text('member_id').notNull(),
  groupNumber: text('group_number').notNull().default(''),
  subscriber: jsonb('subscriber').$type<ClaimSubscriber>().notNull(),
  address: jsonb('address').$type<ClaimAddress>().notNull(),
  diagnosisCodes: text('diagnosis_codes').array().notNull(),
  placeOfService: text('place_of_service').notNull(),
  renderingProvider: jsonb('rendering_provider').$type<ClaimProviderRef>().notNull(),
  /** The practice as billed, fixed at submission (from its billing details). */
  billingProvider: jsonb('billing_provider').$type<ClaimBillingProvider>(),
  priorAuthorization: text('prior_authorization').notNull().default(''),
  currency: text('currency').notNull(),
  totalChargeMinor: money('total_charge_minor').notNull(),
  allowedMinor: money('allowed_minor'),
  paidMinor: money('paid_minor'),
  patientResponsibilityMinor: money('patient_responsibility_minor'),
  interchangeControlNumber: integer('interchange_control_number'),
  /** The 837P file of the last submission, as sent. */
  x12: text('x12'),
  submittedAt: ts('submitted_at'),
  adjudicatedAt: ts('adjudicated_at'),
  createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const insuranceClaimLine = pgTable('insurance_claim_line', {
  id: uuid('id').primaryKey().defaultRandom(),
  claimId: uuid('claim_id')
    .notNull()
    .references(() => insuranceClaim.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  serviceDate: date('service_date').notNull(),
  procedureCode: text('procedure_code').notNull(),
  modifiers: text('modifiers').array().notNull().default([]),
  units: smallint('units').notNull(),
  chargeMinor: money('charge_minor').notNull(),
  diagnosisPointers: smallint('diagnosis_pointers').array().notNull(),
  placeOfService: text('place_of_service'),
  invoiceLineId: uuid('invoice_line_id').references(() => invoiceLine.id, { onDelete: 'set null' }),
  allowedMinor: money('allowed_minor'),
  paidMinor: money('paid_minor'),
  patientResponsibilityMinor: money('patient_responsibility_minor'),
  adjustments: jsonb('adjustments').$type<ClaimAdjustment[]>().notNull().default([]),
});

export const insuranceClaimEvent = pgTable('insurance_claim_event', {
  id: uuid('id').primaryKey().defaultRandom(),
  claimId: uuid('claim_id')
    .notNull()
    .references(() => insuranceClaim.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status').$type<ClaimStatus>(),
  toStatus: text('to_status').notNull().$type<ClaimStatus>(),
  side: text('side').notNull().$type<'practice' | 'insurer'>(),
  byUserId: text('by_user_id').references(() => user.id, { onDelete: 'set null' }),
  note: text('note'),
  at: ts('at').notNull().defaultNow(),
});

export const subscriptionChange = pgTable('subscription_change', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  fromPlan: text('from_plan').$type<'starter' | 'professional' | 'enterprise'>(),
  fromPeriod: text('from_period').$type<'monthly' | 'annual'>(),
  toPlan: text('to_plan').notNull().$type<'starter' | 'professional' | 'enterprise'>(),
  toPeriod: text('to_period').notNull().$type<'monthly' | 'annual'>(),
  byUserId: text('by_user_id').references(() => user.id, { onDelete: 'set null' }),
  at: ts('at').notNull().defaultNow(),
});

/**
 * A session package's low-credit alert, sent once per package and threshold (migration 0045,
 * docs/decisions/0054): `low` at PACKAGE_LOW_AT sessions left or fewer, `empty` at none.
 */
export const sessionPackageAlert = pgTable(
  'session_package_alert',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => sessionPackage.id, { onDelete: 'cascade' }),
    threshold: text('threshold').notNull().$type<'low' | 'empty'>(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    remaining: smallint('remaining').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'session_package_alert_pk', columns: [t.packageId, t.threshold] }),
    index('session_package_alert_patient_idx').on(t.organizationId, t.patientId),
  ],
);
