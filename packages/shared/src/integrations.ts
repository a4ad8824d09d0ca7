import { z } from 'zod';
import { CURRENCIES } from './public-site.ts';

/**
 * The administrator's integrations and setup (issue 22, ADR 0049). REST paths (under /api/v1):
 * - GET  /admin/integrations                     → IntegrationsOverview (connections + recordings import)
 * - POST /admin/integrations/{kind}/test         → ConnectionTestResult ("send a test")
 * - GET  /admin/webhooks                         → Webhook[]
 * - POST /admin/webhooks                         → Webhook (the secret is written, never returned)
 * - PUT  /admin/webhooks/{id}                    → Webhook (a new secret only when given)
 * - DELETE /admin/webhooks/{id}
 * - GET  /admin/webhooks/{id}/deliveries         → WebhookDelivery[] (newest first)
 * - POST /admin/webhooks/{id}/ping               → WebhookDelivery (a `ping` event, queued)
 * - GET  /admin/setup                            → PracticeSetup (onboarding state)
 * - PUT  /admin/setup                            → PracticeSetup
 * - POST /admin/setup/team-invitations           → { sent } (join-code e-mails to colleagues)
 * - GET  /branding                               → Branding[] (a patient's practices, a member's own)
 */

// ---------------------------------------------------------------- webhooks

/** The events a practice can subscribe a URL to; each payload carries ids only. */
export const WEBHOOK_EVENTS = [
  'appointment.booked',
  'appointment.cancelled',
  'invoice.paid',
  'lab_result.released',
  'referral.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The signature header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256>` where the HMAC
 * key is the subscription's secret and the signed text is `<t>.<raw body>`. Receivers recompute it
 * and refuse a `t` older than WEBHOOK_TOLERANCE_SECONDS (replays).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'Verdant-Signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Attempts per delivery (the first plus retries with backoff 10 s, 20 s, 40 s, 80 s, 160 s). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
export const WEBHOOK_SECRET_MIN = 16;

/** http(s), a host name or IPv4 address, an optional port and path; no credentials in the URL. */
const WEBHOOK_URL = /^https?:\/\/[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?(\/[^\s]*)?$/;

const webhookUrl = z
  .string()
  .trim()
  .max(500, { error: 'textTooLong' })
  .regex(WEBHOOK_URL, { error: 'urlInvalid' });

export const webhookInputSchema = z.object({
  url: webhookUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, { error: 'eventsRequired' }).max(WEBHOOK_EVENTS.length),
  /** Write-only; required when creating, optional when changing (kept when absent). */
  secret: z
    .string()
    .min(WEBHOOK_SECRET_MIN, { error: 'secretTooShort' })
    .max(200, { error: 'textTooLong' })
    .optional(),
  active: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/**
 * Why a delivery did not reach its receiver (ADR 0056): the subscription was paused, its host is or
 * now resolves to a private address (refused, not retried), its name does not resolve, or the network
 * failed (the excerpt then holds the cause code, e.g. ECONNREFUSED).
 */
export const WEBHOOK_DELIVERY_ERRORS = ['paused', 'private_address', 'unresolvable', 'network'] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** Always true: a subscription has a secret; its value is never returned. */
  secretSet: z.boolean(),
  createdAt: z.string(),
  lastDeliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  lastDeliveryAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The first 300 characters of the receiver's response body, or the network error's cause code. */
  responseExcerpt: z.string().nullable(),
  errorCode: z.enum(WEBHOOK_DELIVERY_ERRORS).nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

// ---------------------------------------------------------------- connections

export const CONNECTION_KINDS = ['email', 'google', 'ai', 'storage', 'calendar', 'webhooks'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/**
 * What a connection test (or a webhook delivery) did or why it failed, as a code and parameters
 * that the web translates (`integrations:outcome.<code>`): the server writes no sentences.
 */
export const CONNECTION_OUTCOME_CODES = [
  'emailQueuedSmtp',
  'emailInOutbox',
  'emailCapped',
  'notConfigured',
  'googleAnswered',
  'googleStatus',
  'aiAccepted',
  'aiKeyRefused',
  'aiStatus',
  'storageOk',
  'storageUnreadable',
  'storageMismatch',
  'calendarOk',
  'calendarPrivate',
  'calendarStatus',
  'webhooksNone',
  'webhooksQueued',
  'webhookAnswered',
  'webhookPaused',
  'webhookPrivate',
  'networkError',
  /** A message recorded before codes existed, kept as it was (`detail`). */
  'other',
] as const;
export type ConnectionOutcomeCode = (typeof CONNECTION_OUTCOME_CODES)[number];

export const connectionOutcomeSchema = z.object({
  code: z.enum(CONNECTION_OUTCOME_CODES),
  /** Values the sentence needs: a status, a host, variable names, a count, a remote's own words. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ConnectionOutcome = z.infer<typeof connectionOutcomeSchema>;

export const connectionSchema = z.object({
  kind: z.enum(CONNECTION_KINDS),
  /** `configured`: ready; `not_configured`: needs the settings in `needs`; `error`: the last test failed. */
  state: z.enum(['configured', 'not_configured', 'error']),
  /** How it runs: `smtp`/`outbox`/`file`, `local`/`s3`, the AI model, the feed count… (no secrets). */
  mode: z.string().nullable(),
  /** What it talks to, without credentials (an SMTP host, an S3 bucket, an AI endpoint's origin). */
  target: z.string().nullable(),
  /** The environment variables that configure it (set at start-up, not in the browser). */
  settings: z.array(z.string()),
  /** What is missing for it to work; empty when configured. */
  needs: z.array(z.string()),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** The last error as a code and its parameters, translated on the web (null when none). */
  lastError: connectionOutcomeSchema.nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** The specification's recording platforms that an import would read from (consultations.ts names them too). */
export const RECORDING_IMPORT_PLATFORMS = ['google_meet', 'microsoft_teams', 'zoom'] as const;

export const recordingImportSchema = z.object({
  platform: z.enum(RECORDING_IMPORT_PLATFORMS),
  /** No installation has these credentials yet: the import is not available (never pretended). */
  state: z.enum(['needs_credentials']),
  /** What an installation needs before the import can be built and switched on. */
  needs: z.array(z.string()),
});
export type RecordingImport = z.infer<typeof recordingImportSchema>;

export const integrationsOverviewSchema = z.object({
  connections: z.array(connectionSchema),
  recordingImports: z.array(recordingImportSchema),
});
export type IntegrationsOverview = z.infer<typeof integrationsOverviewSchema>;

export const connectionTestResultSchema = z.object({
  kind: z.enum(CONNECTION_KINDS),
  ok: z.boolean(),
  /** What was done, or why it failed. */
  outcome: connectionOutcomeSchema,
  connection: connectionSchema,
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

// ---------------------------------------------------------------- colour contrast (WCAG 2.x)

/** WCAG AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two `#rrggbb` colours (1 to 21), rounded down to two decimals. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** The brand colour is used as a background behind white text and as text on white. */
export const brandContrast = (hex: string) => contrastRatio(hex, '#ffffff');

// ---------------------------------------------------------------- setup (onboarding) and branding

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'timeInvalid' });

export const openingHoursSchema = z
  .array(
    z
      .object({ weekday: z.number().int().min(1).max(7), opens: hhmm, closes: hhmm })
      .refine((d) => d.opens < d.closes, { error: 'closesBeforeOpens', path: ['closes'] }),
  )
  .max(14);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const practiceSetupInputSchema = z.object({
  name: z.string().trim().min(2, { error: 'nameRequired' }).max(120, { error: 'textTooLong' }),
  addressLine1: z.string().trim().max(200, { error: 'textTooLong' }).default(''),
  city: z.string().trim().max(100, { error: 'textTooLong' }).default(''),
  postalCode: z.string().trim().max(20, { error: 'textTooLong' }).default(''),
  country: z.string().trim().max(100, { error: 'textTooLong' }).default(''),
  timeZone: z.string().trim().max(64).refine(isTimeZone, { error: 'timeZoneInvalid' }),
  currency: z.enum(CURRENCIES, { error: 'invalidOption' }),
  /** Basis points: 2100 = 21 %. */
  taxRateBasisPoints: z.number().int().min(0).max(10_000),
  openingHours: openingHoursSchema.default([]),
  /** Marks onboarding done (the overview stops offering it). */
  complete: z.boolean().default(false),
});
export type PracticeSetupInput = z.input<typeof practiceSetupInputSchema>;

export const practiceServiceSchema = z.object({
  id: z.string(),
  provider: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
});
export type PracticeService = z.infer<typeof practiceServiceSchema>;

export const practiceSetupSchema = z.object({
  organizationId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  taxRateBasisPoints: z.number().int(),
  openingHours: openingHoursSchema,
  completedAt: z.string().nullable(),
  /** The services and prices the practice's professionals publish (edited on their profiles). */
  services: z.array(practiceServiceSchema),
  /** Members of the practice (the team) and its join code. */
  teamSize: z.number().int(),
  joinCode: z.string(),
  plan: z.enum(['starter', 'professional', 'enterprise']),
  brandingAllowed: z.boolean(),
});
export type PracticeSetup = z.infer<typeof practiceSetupSchema>;

export const teamInvitationsInputSchema = z.object({
  emails: z
    .array(z.email({ error: 'emailInvalid' }).max(254))
    .min(1, { error: 'emailsRequired' })
    .max(20, { error: 'tooMany' }),
});
export type TeamInvitationsInput = z.input<typeof teamInvitationsInputSchema>;

export const brandingSchema = z.object({
  organizationId: z.string(),
  practiceName: z.string(),
  /** Null without custom branding in the plan, or when none is set. */
  accentColor: z.string().nullable(),
  /** The logo's URL (members and the practice's patients may read it), or null. */
  logoUrl: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;
