import { z } from 'zod';
import { invoicePaymentSchema, invoiceSchema, invoiceSummarySchema, paymentInputSchema } from './billing.ts';
import { calendarAppointmentSchema } from './calendar.ts';
import { patientCreateSchema, patientDocumentSchema, patientSchema } from './patients.ts';
import { consentGrantInputSchema, consentGrantSchema, consentRecipientSchema } from './privacy.ts';

/**
 * The front desk's new-patient intake (issue 21, ADR 0055): one flow that registers a patient with
 * their demographics, the consents they signed on paper (the privacy module's consent directives,
 * recorded for them), their documents (the patients module's documents, through the storage
 * interface) and optionally their first visit (the appointments module's booking). REST (under /api/v1),
 * practice administrators and staff:
 * - GET  /front-desk/consent-recipients  → { items: ConsentRecipient[] } (laboratories, insurers, other practices)
 * - POST /front-desk/intake               multipart/form-data: field `intake` = IntakeInput (JSON),
 *                                        fields `documents` = up to INTAKE_MAX_DOCUMENTS files
 *                                        → 201 IntakeResult. All or nothing: any invalid part changes nothing.
 * Professionals and the practice read what was recorded on the record:
 * - GET  /patients/{id}/consents          → { items: ConsentGrant[] } (the holding practice only)
 */
export const INTAKE_MAX_DOCUMENTS = 5;
export const INTAKE_MAX_CONSENTS = 5;

/** A consent the patient signed (the desk records the patient's decision; it does not make one). */
export const intakeConsentSchema = consentGrantInputSchema.omit({ patientId: true }).extend({
  signed: z.literal(true, { error: 'consentNotSigned' }),
});
export type IntakeConsentInput = z.input<typeof intakeConsentSchema>;

/** The first visit: with one of the practice's professionals, at a free time in the future. */
export const intakeVisitSchema = z.object({
  providerId: z.string().min(1, { error: 'required' }).max(100),
  serviceName: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'textTooLong' }),
  durationMinutes: z.number({ error: 'durationInvalid' }).int().min(5).max(480),
  start: z.iso.datetime({ offset: true, error: 'dateInvalid' }),
});
export type IntakeVisitInput = z.input<typeof intakeVisitSchema>;

export const intakeInputSchema = z.object({
  patient: patientCreateSchema.omit({ careTeamUserIds: true, status: true }),
  consents: z.array(intakeConsentSchema).max(INTAKE_MAX_CONSENTS, { error: 'tooManyItems' }).default([]),
  firstVisit: intakeVisitSchema.nullable().default(null),
});
export type IntakeInput = z.input<typeof intakeInputSchema>;

export const intakeResultSchema = z.object({
  patient: patientSchema,
  consents: z.array(consentGrantSchema),
  documents: z.array(patientDocumentSchema),
  appointment: calendarAppointmentSchema.nullable(),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;

export const intakeRecipientsSchema = z.object({ items: z.array(consentRecipientSchema) });

/**
 * Taking a payment or issuing an invoice at the front desk (issue 21, ADR 0063), on a visit of the
 * day's schedule, through the billing module's own writes. REST (under /api/v1), practice
 * administrators and staff:
 * - GET  /front-desk/visits/{id}/billing   → DeskVisitBilling (the visit's price, its live invoice, whether it may be billed)
 * - POST /front-desk/visits/{id}/invoice   → 201 Invoice (issued from the visit's service price)
 * - POST /front-desk/visits/{id}/payments  DeskPaymentInput → 201 DeskReceipt (issues the invoice first when there is none)
 * - GET  /front-desk/billing?from&to       → DeskDayBilling (every visit of the range at a glance: its invoice or why it is not billed)
 * A visit is billed once the patient has arrived, or when it took place or was missed; a session
 * drawn from a session package is paid by the package.
 */
export const DESK_NOT_BILLABLE = ['notArrived', 'cancelled', 'package', 'noPrice'] as const;
export type DeskNotBillable = (typeof DESK_NOT_BILLABLE)[number];

export const deskVisitBillingSchema = z.object({
  visit: z.object({
    id: z.string(),
    patient: z.object({ id: z.string(), name: z.string() }),
    serviceName: z.string(),
    priceMinor: z.number().int(),
    currency: z.string(),
    start: z.string(),
    status: z.string(),
    checkedIn: z.boolean(),
  }),
  /** The invoice that bills this visit (not cancelled), or null. */
  invoice: invoiceSummarySchema.nullable(),
  /** Why the visit cannot be invoiced now, or null when it can (or already is). */
  notBillable: z.enum(DESK_NOT_BILLABLE).nullable(),
  /** The practice's default tax rate (basis points), applied to a new invoice's line. */
  taxRateBasisPoints: z.number().int(),
});
export type DeskVisitBilling = z.infer<typeof deskVisitBillingSchema>;

export const deskPaymentInputSchema = paymentInputSchema.extend({
  /** The visit's open invoice the desk picked (it must be the visit's); absent: issue one first when none exists. */
  invoiceId: z.string().uuid({ error: 'invalidOption' }).nullable().optional(),
});
export type DeskPaymentInput = z.input<typeof deskPaymentInputSchema>;

export const deskReceiptSchema = z.object({
  invoice: invoiceSchema,
  /** The payment just recorded. */
  payment: invoicePaymentSchema,
  /** True when the desk issued the invoice in the same step. */
  issued: z.boolean(),
});
export type DeskReceipt = z.infer<typeof deskReceiptSchema>;

/** The longest range `GET /front-desk/billing` answers: the desk shows one day (two cover a time-zone edge). */
export const DESK_BILLING_MAX_DAYS = 2;

export const deskDayBillingQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'instantInvalid' }),
    to: z.iso.datetime({ offset: true, error: 'instantInvalid' }),
  })
  .superRefine((v, ctx) => {
    const span = Date.parse(v.to) - Date.parse(v.from);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeInvalid' });
    else if (span > DESK_BILLING_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
    }
  });
export type DeskDayBillingQuery = z.input<typeof deskDayBillingQuerySchema>;

/** One visit of the desk's day, billed or not: what the desk shows beside it and which actions it offers. */
export const deskVisitBillingStateSchema = z.object({
  visitId: z.string(),
  patientId: z.string(),
  /** The invoice that bills the visit (not cancelled), or null. */
  invoice: invoiceSummarySchema
    .pick({ id: true, number: true, status: true, balanceMinor: true, currency: true })
    .nullable(),
  /** Why the visit cannot be invoiced now (as in DeskVisitBilling), or null when it can or already is. */
  notBillable: z.enum(DESK_NOT_BILLABLE).nullable(),
});
export type DeskVisitBillingState = z.infer<typeof deskVisitBillingStateSchema>;
export const deskDayBillingSchema = z.object({ items: z.array(deskVisitBillingStateSchema) });
export type DeskDayBilling = z.infer<typeof deskDayBillingSchema>;
