import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { SERVICE_MODES } from './service-modes.ts';

export { bookingModeOf, SERVICE_MODES, type ServiceMode } from './service-modes.ts';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';
import {
  CONTACT_METHODS,
  DEMO_INTERESTS,
  ORGANIZATION_SIZES,
  ORGANIZATION_TYPES,
  PATIENT_VOLUMES,
  PREFERRED_TIMES,
} from './demo-options.ts';

/**
 * Public site: blog, demo requests, contact, provider directory, slots and booking.
 *
 * Every schema carries message *keys*, never text: the web app translates them under
 * `validation.<key>`, the server answers them in `details.fields`, keyed by the dotted path of the
 * field (`personal.email`, `services.0.name`). `PUBLIC_SITE_VALIDATION_MESSAGES` lists every key
 * these schemas can emit beyond the sign-up ones, with its English wording.
 */
export const PUBLIC_SITE_VALIDATION_MESSAGES = {
  required: 'This field is required',
  tooLong: 'This is too long',
  tooMany: 'Too many entries',
  invalidOption: 'Choose one of the options',
  selectAtLeastOne: 'Choose at least one',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  urlInvalid: 'Invalid web address',
  organizationNameRequired: 'Organization name is required',
  countryRequired: 'Country is required',
  dateInvalid: 'Invalid date',
  dateRequired: 'Choose a date',
  dateInPast: 'The date cannot be in the past',
  timeZoneInvalid: 'Invalid time zone',
  timeInvalid: 'Invalid time (HH:MM)',
  timeRangeInvalid: 'The end must be after the start',
  availabilityOverlap: 'These hours overlap other hours of the same day',
  durationOutOfRange: 'Duration must be between 5 and 480 minutes',
  priceInvalid: 'Invalid price',
  currencyInvalid: 'Invalid currency',
  languageInvalid: 'Invalid language code',
  servicesRequired: 'Add at least one service to publish',
  availabilityRequired: 'Add weekly hours to publish',
  displayNameRequired: 'Display name is required',
  titleRequired: 'Title is required',
  excerptRequired: 'Summary is required',
  bodyRequired: 'Text is required',
  slugInvalid: 'Use lowercase letters, digits and dashes',
  slugTaken: 'This address is already used',
  startInvalid: 'Invalid start time',
  slotUnavailable: 'This time is not available. Please choose another.',
  serviceInvalid: 'Choose a service of this provider',
  patientRequired: 'Your name, e-mail and phone are required',
  numberInvalid: 'Invalid number',
  bookingWindowInvalid: 'Enter a number of days between 1 and 365',
  newPatientsPerDayInvalid: 'Enter a number between 0 and 100',
  beyondBookingWindow: 'This provider does not take bookings that far ahead.',
  dayFull: 'This day takes no more new bookings. Please choose another day.',
  serviceInPersonUnavailable: 'Turn on “In person” above to give this service in person',
  serviceOnlineUnavailable: 'Turn on “Online consultations” above to give this service by video or phone',
} as const;

export type PublicSiteValidationKey = keyof typeof PUBLIC_SITE_VALIDATION_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Building blocks

const text = (requiredKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: 'tooLong' });

/** An optional free text: absent, null and blank all mean "not given". */
const optionalText = (max: number) =>
  z
    .string({ error: 'invalidOption' })
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : undefined));

const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }));

const PHONE_RE = /^\+?[0-9][0-9 ().-]{4,24}$/;
const phoneValue = z
  .string({ error: 'phoneInvalid' })
  .trim()
  .max(30, { error: 'phoneInvalid' })
  .refine((v) => PHONE_RE.test(v) && v.replace(/\D/g, '').length >= 6, { error: 'phoneInvalid' });

const requiredPhone = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .pipe(phoneValue);

const optionalPhone = z
  .string({ error: 'phoneInvalid' })
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(phoneValue.optional());

const WEB_ADDRESS_RE =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** A web address; a bare host gets `https://`. */
const optionalUrl = z
  .string({ error: 'urlInvalid' })
  .trim()
  .max(300, { error: 'tooLong' })
  .nullish()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : undefined))
  .refine((v) => v === undefined || WEB_ADDRESS_RE.test(v), { error: 'urlInvalid' });

const numberKey = { error: 'numberInvalid' } as const;
const intParam = (min: number, max: number, fallback: number) =>
  z.coerce.number(numberKey).int(numberKey).min(min, numberKey).max(max, numberKey).default(fallback);

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalidOption' });

/** True for an IANA zone name this runtime knows (`Europe/Madrid`, `UTC`); offsets are refused. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z
  .string({ error: 'timeZoneInvalid' })
  .trim()
  .min(1, { error: 'timeZoneInvalid' })
  .max(64, { error: 'timeZoneInvalid' })
  .refine(isIanaTimeZone, { error: 'timeZoneInvalid' });

const dateSchema = z.string({ error: 'dateInvalid' }).trim().refine(isCalendarDay, { error: 'dateInvalid' });
/** A required date field of a form: empty says "Choose a date", not "Invalid date". */
const requiredDateSchema = z
  .string({ error: 'dateRequired' })
  .trim()
  .min(1, { error: 'dateRequired' })
  .refine(isCalendarDay, { error: 'dateInvalid' });

/** Today's date `YYYY-MM-DD` in a time zone (UTC when the zone is not valid). */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  const tz = isIanaTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const HHMM_RE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const hhmm = z.string({ error: 'timeInvalid' }).refine((v) => HHMM_RE.test(v), { error: 'timeInvalid' });

/** `HH:MM` → minutes after midnight (`24:00` → 1440). */
export function minutesOfDay(value: string): number {
  const [h, m] = value.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

const LANGUAGE_CODE_RE = /^[a-z]{2}$/;
const languageCode = z
  .string({ error: 'languageInvalid' })
  .trim()
  .toLowerCase()
  .refine((v) => LANGUAGE_CODE_RE.test(v), { error: 'languageInvalid' });

// ---------------------------------------------------------------------------------------------
// Blog

export const BLOG_LANGUAGES = ['en', 'es'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_BODY_MAX = 100_000;

export const blogPostInputSchema = z.object({
  slug: z
    .string({ error: 'slugInvalid' })
    .trim()
    .min(1, { error: 'slugInvalid' })
    .max(120, { error: 'tooLong' })
    .refine((v) => SLUG_RE.test(v), { error: 'slugInvalid' }),
  lang: enumOf(BLOG_LANGUAGES),
  title: text('titleRequired', 200),
  excerpt: text('excerptRequired', 500),
  /** Markdown, stored verbatim; the web renders it without raw HTML. */
  bodyMarkdown: z
    .string({ error: 'bodyRequired' })
    .refine((v) => v.trim().length > 0, { error: 'bodyRequired' })
    .refine((v) => v.length <= BLOG_BODY_MAX, { error: 'tooLong' }),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogPostPatchSchema = blogPostInputSchema.partial();
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;

export const blogListQuerySchema = z.object({
  lang: enumOf(BLOG_LANGUAGES).default('en'),
  cursor: z.string().max(200).optional(),
  limit: intParam(1, 50, 10),
});

export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  lang: z.enum(BLOG_LANGUAGES),
  title: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  nextCursor: z.string().nullable(),
});

export const blogPostSchema = blogPostSummarySchema.extend({
  bodyMarkdown: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const adminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  lang: z.enum(BLOG_LANGUAGES),
  title: z.string(),
  excerpt: z.string(),
  bodyMarkdown: z.string(),
  authorName: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostListSchema = z.object({ items: z.array(adminBlogPostSchema) });

// ---------------------------------------------------------------------------------------------
// Demo requests

export {
  CONTACT_METHODS,
  DEMO_INTERESTS,
  ORGANIZATION_SIZES,
  ORGANIZATION_TYPES,
  PATIENT_VOLUMES,
  PREFERRED_TIMES,
} from './demo-options.ts';
export const DEMO_REQUEST_STATUSES = ['new', 'contacted', 'scheduled', 'closed'] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];

const professionList = z
  .array(text('required', 60), { error: 'selectAtLeastOne' })
  .min(1, { error: 'selectAtLeastOne' })
  .max(20, { error: 'tooMany' });

const section = { error: 'required' } as const;

export const demoRequestInputSchema = z.object({
  personal: z.object(
    {
      firstName: text('firstNameRequired', 100),
      lastName: text('lastNameRequired', 100),
      email,
      phone: optionalPhone,
      jobTitle: optionalText(120),
    },
    section,
  ),
  organization: z.object(
    {
      name: text('organizationNameRequired', 200),
      type: enumOf(ORGANIZATION_TYPES),
      size: enumOf(ORGANIZATION_SIZES),
      country: text('countryRequired', 100),
      website: optionalUrl,
    },
    section,
  ),
  usage: z.object(
    {
      professions: professionList,
      patientVolume: enumOf(PATIENT_VOLUMES),
      currentTools: optionalText(500),
      interests: z
        .array(enumOf(DEMO_INTERESTS), { error: 'selectAtLeastOne' })
        .min(1, { error: 'selectAtLeastOne' })
        .max(DEMO_INTERESTS.length, { error: 'tooMany' }),
    },
    section,
  ),
  scheduling: z
    .object(
      {
        // Past everywhere on Earth (before today at UTC-12) fails here already; the object check
        // below applies the requester's own zone.
        preferredDate: requiredDateSchema.refine(
          (v) => !isCalendarDay(v) || v >= todayInTimeZone('Etc/GMT+12'),
          {
            error: 'dateInPast',
          },
        ),
        preferredTime: enumOf(PREFERRED_TIMES),
        timeZone: timeZoneSchema,
        contactMethod: enumOf(CONTACT_METHODS),
        notes: optionalText(2000),
      },
      section,
    )
    .superRefine((v, ctx) => {
      // "Not in the past" in the requester's own zone.
      if (isCalendarDay(v.preferredDate) && v.preferredDate < todayInTimeZone(v.timeZone)) {
        ctx.addIssue({ code: 'custom', message: 'dateInPast', path: ['preferredDate'] });
      }
    }),
});
export type DemoRequestInput = z.input<typeof demoRequestInputSchema>;
export type DemoRequestData = z.output<typeof demoRequestInputSchema>;

export const demoRequestSchema = z.object({
  id: z.string(),
  personal: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    jobTitle: z.string().nullable(),
  }),
  organization: z.object({
    name: z.string(),
    type: z.enum(ORGANIZATION_TYPES),
    size: z.enum(ORGANIZATION_SIZES),
    country: z.string(),
    website: z.string().nullable(),
  }),
  usage: z.object({
    professions: z.array(z.string()),
    patientVolume: z.enum(PATIENT_VOLUMES),
    currentTools: z.string().nullable(),
    interests: z.array(z.enum(DEMO_INTERESTS)),
  }),
  scheduling: z.object({
    preferredDate: z.string(),
    preferredTime: z.enum(PREFERRED_TIMES),
    timeZone: z.string(),
    contactMethod: z.enum(CONTACT_METHODS),
    notes: z.string().nullable(),
  }),
  status: z.enum(DEMO_REQUEST_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export const demoRequestListQuerySchema = z.object({
  status: enumOf(DEMO_REQUEST_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: intParam(1, 100, 20),
});

export const demoRequestListSchema = z.object({
  items: z.array(demoRequestSchema),
  nextCursor: z.string().nullable(),
});

export const demoRequestPatchSchema = z
  .object({
    status: enumOf(DEMO_REQUEST_STATUSES).optional(),
    notes: z.string({ error: 'invalidOption' }).max(5000, { error: 'tooLong' }).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { error: 'required', path: ['status'] });
export type DemoRequestPatch = z.infer<typeof demoRequestPatchSchema>;

export const publicCreatedSchema = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------
// Contact

export const CONTACT_TOPICS = ['sales', 'support', 'press', 'other'] as const;

export const contactInputSchema = z.object({
  name: text('nameRequired', 200),
  email,
  message: text('messageRequired', 5000),
  topic: enumOf(CONTACT_TOPICS).optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

// ---------------------------------------------------------------------------------------------
// Provider profiles and directory

export const PROVIDER_TYPES = ['dietitian', 'medical', 'fitness', 'lab'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
/** The professional role a provider type belongs to. */
export const PROVIDER_TYPE_ROLE = {
  dietitian: 'dietitian',
  medical: 'medical',
  fitness: 'fitness',
  lab: 'lab',
} as const;
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'BRL',
  'CHF',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const PROVIDER_MODES = ['online', 'in_person'] as const;

export const SERVICE_MIN_MINUTES = 5;
export const SERVICE_MAX_MINUTES = 480;

export const providerServiceInputSchema = z.object({
  id: z.string().max(64).optional(),
  name: text('nameRequired', 120),
  durationMinutes: z
    .number({ error: 'durationOutOfRange' })
    .int({ error: 'durationOutOfRange' })
    .min(SERVICE_MIN_MINUTES, { error: 'durationOutOfRange' })
    .max(SERVICE_MAX_MINUTES, { error: 'durationOutOfRange' }),
  priceMinor: z
    .number({ error: 'priceInvalid' })
    .int({ error: 'priceInvalid' })
    .min(0, { error: 'priceInvalid' })
    .max(100_000_000, { error: 'priceInvalid' }),
  currency: z.enum(CURRENCIES, { error: 'currencyInvalid' }),
  /** null or absent: as the profile offers. */
  mode: z.enum(SERVICE_MODES, { error: 'invalidOption' }).nullable().default(null),
});

export const availabilityRuleSchema = z
  .object({
    weekday: z
      .number({ error: 'invalidOption' })
      .int({ error: 'invalidOption' })
      .min(0, { error: 'invalidOption' })
      .max(6, { error: 'invalidOption' }),
    start: hhmm,
    end: hhmm,
  })
  .superRefine((v, ctx) => {
    if (HHMM_RE.test(v.start) && HHMM_RE.test(v.end) && minutesOfDay(v.end) <= minutesOfDay(v.start)) {
      ctx.addIssue({ code: 'custom', message: 'timeRangeInvalid', path: ['end'] });
    }
  });
export type AvailabilityRule = z.infer<typeof availabilityRuleSchema>;

/** Provider-side limits of public booking (decision 0017); the database checks the same bounds. */
export const BOOKING_WINDOW_DAYS_MIN = 1;
export const BOOKING_WINDOW_DAYS_MAX = 365;
export const DEFAULT_BOOKING_WINDOW_DAYS = 60;
export const MAX_NEW_PATIENTS_PER_DAY_LIMIT = 100;
export const DEFAULT_MAX_NEW_PATIENTS_PER_DAY = 8;

export const providerProfileInputSchema = z
  .object({
    type: enumOf(PROVIDER_TYPES),
    displayName: text('displayNameRequired', 120),
    headline: optionalText(200).transform((v) => v ?? ''),
    specialties: z
      .array(text('required', 60), { error: 'invalidOption' })
      .max(20, { error: 'tooMany' })
      .transform((list) => [...new Map(list.map((s) => [s.toLowerCase(), s])).values()]),
    languages: z
      .array(languageCode, { error: 'languageInvalid' })
      .min(1, { error: 'selectAtLeastOne' })
      .max(20, { error: 'tooMany' })
      .transform((list) => [...new Set(list)]),
    city: optionalText(100),
    country: optionalText(100),
    online: z.boolean({ error: 'invalidOption' }),
    inPerson: z.boolean({ error: 'invalidOption' }),
    bio: optionalText(5000).transform((v) => v ?? ''),
    timeZone: timeZoneSchema,
    services: z.array(providerServiceInputSchema, { error: 'invalidOption' }).max(30, { error: 'tooMany' }),
    availability: z.array(availabilityRuleSchema, { error: 'invalidOption' }).max(70, { error: 'tooMany' }),
    /** Public bookings are accepted up to this many days ahead. */
    bookingWindowDays: z
      .number({ error: 'bookingWindowInvalid' })
      .int({ error: 'bookingWindowInvalid' })
      .min(BOOKING_WINDOW_DAYS_MIN, { error: 'bookingWindowInvalid' })
      .max(BOOKING_WINDOW_DAYS_MAX, { error: 'bookingWindowInvalid' })
      .default(DEFAULT_BOOKING_WINDOW_DAYS),
    /** New-patient bookings accepted per day (0: none). */
    maxNewPatientsPerDay: z
      .number({ error: 'newPatientsPerDayInvalid' })
      .int({ error: 'newPatientsPerDayInvalid' })
      .min(0, { error: 'newPatientsPerDayInvalid' })
      .max(MAX_NEW_PATIENTS_PER_DAY_LIMIT, { error: 'newPatientsPerDayInvalid' })
      .default(DEFAULT_MAX_NEW_PATIENTS_PER_DAY),
    published: z.boolean({ error: 'invalidOption' }),
  })
  .superRefine((v, ctx) => {
    // Hours of one weekday may not overlap (touching is fine).
    v.availability.forEach((rule, i) => {
      const clash = v.availability.some(
        (other, j) =>
          j < i &&
          other.weekday === rule.weekday &&
          minutesOfDay(other.start) < minutesOfDay(rule.end) &&
          minutesOfDay(rule.start) < minutesOfDay(other.end),
      );
      if (clash)
        ctx.addIssue({ code: 'custom', message: 'availabilityOverlap', path: ['availability', i, 'start'] });
    });
    if (!v.online && !v.inPerson) {
      ctx.addIssue({ code: 'custom', message: 'selectAtLeastOne', path: ['online'] });
    }
    if (v.inPerson && !v.city) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['city'] });
    }
    v.services.forEach((service, i) => {
      if (service.mode === 'in_person' && !v.inPerson) {
        ctx.addIssue({
          code: 'custom',
          message: 'serviceInPersonUnavailable',
          path: ['services', i, 'mode'],
        });
      } else if (service.mode && service.mode !== 'in_person' && !v.online) {
        ctx.addIssue({ code: 'custom', message: 'serviceOnlineUnavailable', path: ['services', i, 'mode'] });
      }
    });
    if (v.published && v.services.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'servicesRequired', path: ['services'] });
    }
    if (v.published && v.availability.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'availabilityRequired', path: ['availability'] });
    }
  });
export type ProviderProfileInput = z.input<typeof providerProfileInputSchema>;
export type ProviderProfileData = z.output<typeof providerProfileInputSchema>;

export const providerServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  mode: z.enum(SERVICE_MODES).nullable(),
});
export type ProviderService = z.infer<typeof providerServiceSchema>;

/** What every listing of a provider shows: the directory's card and the full profile alike. */
const providerListingSchema = z.object({
  id: z.string(),
  type: z.enum(PROVIDER_TYPES),
  displayName: z.string(),
  headline: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  online: z.boolean(),
  inPerson: z.boolean(),
});

export const publicProviderSchema = providerListingSchema.extend({
  bio: z.string(),
  timeZone: z.string(),
  services: z.array(providerServiceSchema),
  availability: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  /** Public bookings are accepted up to this many days ahead. */
  bookingWindowDays: z.number().int(),
});
export type PublicProvider = z.infer<typeof publicProviderSchema>;

export const myProviderProfileSchema = publicProviderSchema.extend({
  maxNewPatientsPerDay: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type MyProviderProfile = z.infer<typeof myProviderProfileSchema>;

export const providerSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: enumOf(PROVIDER_TYPES).optional(),
  specialty: z.string().trim().max(60).optional(),
  language: z.string().trim().toLowerCase().max(2).optional(),
  location: z.string().trim().max(100).optional(),
  mode: enumOf(PROVIDER_MODES).optional(),
  page: intParam(1, 10_000, 1),
  pageSize: intParam(1, 50, 12),
});
export type ProviderSearchQuery = z.input<typeof providerSearchQuerySchema>;

export const providerCardSchema = providerListingSchema.extend({
  fromPriceMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

export const providerSearchResultSchema = z.object({
  items: z.array(providerCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProviderSearchResult = z.infer<typeof providerSearchResultSchema>;

export const MAX_SLOT_DAYS = 14;

export const slotsQuerySchema = z.object({
  serviceId: z.string({ error: 'serviceInvalid' }).min(1, { error: 'serviceInvalid' }).max(64),
  from: dateSchema.optional(),
  days: intParam(1, MAX_SLOT_DAYS, MAX_SLOT_DAYS),
});

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export const slotsResultSchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });
export type SlotsResult = z.infer<typeof slotsResultSchema>;

// ---------------------------------------------------------------------------------------------
// Booking

export const bookingInputSchema = z.object({
  providerId: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  serviceId: z.string({ error: 'serviceInvalid' }).min(1, { error: 'serviceInvalid' }).max(64),
  start: z.iso.datetime({ offset: true, error: 'startInvalid' }),
  patient: z
    .object(
      {
        firstName: text('firstNameRequired', 100),
        lastName: text('lastNameRequired', 100),
        email,
        phone: requiredPhone,
      },
      { error: 'patientRequired' },
    )
    .optional(),
  notes: optionalText(1000),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  confirmationCode: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  providerType: z.enum(PROVIDER_TYPES),
  serviceName: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  /**
   * `pending`: a public booking held until confirmed from its e-mail (until `holdExpiresAt`);
   * `scheduled`: booked. Bookings made before the statuses changed read `scheduled`.
   */
  status: z.enum(APPOINTMENT_STATUSES),
  /** Until when a pending hold keeps the slot (ISO 8601 UTC); null once confirmed or cancelled. */
  holdExpiresAt: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The confirm and cancel links of a booking carry its id and a one-time token (never stored). */
export const bookingLinkInputSchema = z.object({
  token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
});
export type BookingLinkInput = z.input<typeof bookingLinkInputSchema>;

/** What the confirm and cancel links answer: the booking, and what the link just did. */
export const bookingLinkResultSchema = z.object({
  booking: bookingSchema,
  /** `confirmed`/`cancelled`: done now; `unchanged`: it already was (a second click). */
  outcome: z.enum(['confirmed', 'cancelled', 'unchanged']),
});
export type BookingLinkResult = z.infer<typeof bookingLinkResultSchema>;
