/**
 * Stable error codes of the API (ARCHITECTURE section 5) and the HTTP status each maps to.
 * The web app shows the spec's message for a code, translated, from `errors.<CODE>`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_REQUIRED: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DISABLED: 403,
  ACCOUNT_LOCKED: 429,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_ALREADY_EXISTS: 409,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  SLOT_IN_PAST: 400,
  BOOKING_HOLD_LIMIT: 429,
  LAST_ADMIN: 409,
  PATIENT_LIMIT_REACHED: 402,
  DOCUMENT_TYPE_NOT_ALLOWED: 415,
  IMPORT_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // consultations
  VERSION_CONFLICT: 409,
  CONSULTATION_COMPLETED: 409,
  CONSULTATION_NOT_DRAFT: 409,
  RECORDING_TYPE_NOT_ALLOWED: 415,
  RECORDING_UNAVAILABLE: 409,
  AI_NOT_CONFIGURED: 409,
  AI_FAILED: 502,
  RATE_LIMITED: 429,
  /** A diet plan status change that is not allowed (`details` = { from, to }). */
  DIET_PLAN_TRANSITION: 409,
  /** Activating a plan while another of the patient is active (`details.active` = { id, name }). */
  DIET_PLAN_ACTIVE_EXISTS: 409,
  /** Foods against the allergies or dietary tags, saved without an override (`details.conflicts`). */
  DIET_PLAN_CONFLICTS: 409,
  /** A completed or archived plan is a record: it is not changed (`details.status`). */
  DIET_PLAN_READ_ONLY: 409,
  /** Every meal planner is busy: try again in a moment (`Retry-After`). */
  PLANNER_BUSY: 503,
  // privacy
  /** The same request is already waiting (an access request, a removal, an erasure). */
  PRIVACY_ALREADY_PENDING: 409,
  /** A grant or request that has ended, expired or been decided cannot change. */
  PRIVACY_CLOSED: 409,
  // billing
  /** An invoice action not allowed in its status (`details` = { status, action }). */
  INVOICE_TRANSITION: 409,
  /** A sent invoice is not edited: cancel and reissue it, or issue a credit note. */
  INVOICE_READ_ONLY: 409,
  /** An appointment or consultation is already on another invoice (`details.sources`). */
  INVOICE_ALREADY_BILLED: 409,
  /** The front desk cannot bill this visit now (`details.reason`: notArrived, cancelled, package, noPrice). */
  VISIT_NOT_BILLABLE: 409,
  /** A claim status change not allowed (`details` = { from, to }). */
  CLAIM_TRANSITION: 409,
  /** Claims need the practice's billing details first (`details.missing`: legal name, NPI, tax id, address). */
  BILLING_PROFILE_INCOMPLETE: 409,
  /** A plan change that is not allowed (`details.reason`, e.g. more active patients than the new limit). */
  PLAN_CHANGE_REFUSED: 409,
  /** Custom branding (logo, colours) needs the Professional or Enterprise plan. */
  BRANDING_NOT_IN_PLAN: 402,
  // labs
  /** A lab order status change not allowed (`details` = { from, to }). */
  LAB_ORDER_TRANSITION: 409,
  // referrals
  /** A referral action not allowed in its status (`details` = { status, action }). */
  REFERRAL_TRANSITION: 409,
  // compliance and data (ADR 0050)
  /** The practice requires two-factor authentication and this account has not set it up yet. */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  /** A backup or restore test cannot run here (`details.reason`: running, pgDumpMissing, notPglite, notFinished). */
  BACKUP_UNAVAILABLE: 409,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The database cannot be reached for a moment (restart, failover): retry after `Retry-After`. */
  TEMPORARILY_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** English messages, in the product's agreed wording. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  BAD_REQUEST: 'The request could not be understood.',
  INVALID_TOKEN: 'This link is invalid or has expired.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid email or password',
  TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app.',
  INVALID_TWO_FACTOR_CODE: 'That code is not valid.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address first.',
  ACCOUNT_DISABLED: 'This account has been disabled. Contact your administrator.',
  ACCOUNT_LOCKED: 'Too many wrong codes: this account is locked for a while. Try again later.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  USER_NOT_FOUND: 'User not found',
  EMAIL_ALREADY_EXISTS: 'Email already exists',
  CONFLICT: 'This changed meanwhile. Please reload and try again.',
  SLOT_TAKEN: 'This time slot has just been taken. Please choose another.',
  LAST_ADMIN: 'The last active administrator cannot lose administrator access.',
  SLOT_IN_PAST: 'This time has already passed. Please choose a time in the future.',
  BOOKING_HOLD_LIMIT:
    'Too many bookings are waiting for confirmation. Confirm one from its e-mail, or try again in 30 minutes.',
  PATIENT_LIMIT_REACHED: 'Your plan has reached its patient limit.',
  DOCUMENT_TYPE_NOT_ALLOWED:
    'Only PDF, PNG, JPEG and HEIC files can be uploaded. This file is something else.',
  IMPORT_INVALID: 'Some rows of the file are not valid. Nothing was imported.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  VERSION_CONFLICT:
    'Someone else saved this record meanwhile. Your text is kept: reload theirs or copy yours before you continue.',
  CONSULTATION_COMPLETED:
    'This consultation is completed and signed: it cannot be edited. Add an addendum instead.',
  CONSULTATION_NOT_DRAFT: 'Only draft consultations can be deleted.',
  RECORDING_TYPE_NOT_ALLOWED:
    'Only audio and video recordings (MP4, M4A, WebM, MP3, WAV, Ogg) can be uploaded. This file is something else.',
  RECORDING_UNAVAILABLE: 'This recording is not available (still processing, or its media was deleted).',
  AI_NOT_CONFIGURED: 'No AI service is configured on this installation.',
  AI_FAILED: 'The AI service did not answer usefully. Please try again later.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  DIET_PLAN_TRANSITION: 'This plan cannot change to that status.',
  DIET_PLAN_ACTIVE_EXISTS: 'The patient already has an active plan.',
  DIET_PLAN_CONFLICTS: 'Some foods conflict with the allergies or dietary tags.',
  DIET_PLAN_READ_ONLY: 'A completed or archived plan cannot be changed. Duplicate it or restore it first.',
  PLANNER_BUSY: 'The meal planner is busy. Please try again in a moment.',
  PRIVACY_ALREADY_PENDING: 'This request is already waiting for an answer.',
  PRIVACY_CLOSED: 'This has already ended or been decided.',
  INVOICE_TRANSITION: 'This invoice cannot do that in its current status.',
  INVOICE_READ_ONLY: 'A sent invoice cannot be edited. Cancel and reissue it, or issue a credit note.',
  INVOICE_ALREADY_BILLED: 'Some of these items are already on another invoice.',
  VISIT_NOT_BILLABLE: 'This visit cannot be invoiced now.',
  CLAIM_TRANSITION: 'This claim cannot change to that status.',
  BILLING_PROFILE_INCOMPLETE:
    "Complete the practice's billing details (legal name, address, tax ID and NPI) in Settings first.",
  PLAN_CHANGE_REFUSED: 'This plan change is not possible.',
  BRANDING_NOT_IN_PLAN: 'A logo and colours on invoices come with the Professional and Enterprise plans.',
  LAB_ORDER_TRANSITION: 'This lab order cannot do that in its current status.',
  REFERRAL_TRANSITION: 'This referral cannot do that in its current status.',
  TWO_FACTOR_SETUP_REQUIRED:
    'Your practice requires two-factor authentication. Set it up in your settings to continue.',
  BACKUP_UNAVAILABLE: 'A backup cannot run right now.',
  INTERNAL: 'Something went wrong. Please try again.',
  UNAVAILABLE: 'The service is unavailable. Please try again shortly.',
  TEMPORARILY_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a few seconds.',
};

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
