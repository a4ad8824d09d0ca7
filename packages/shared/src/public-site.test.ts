import { describe, expect, it } from 'vitest';
import {
  bookingInputSchema,
  bookingModeOf,
  blogPostInputSchema,
  contactInputSchema,
  demoRequestInputSchema,
  isIanaTimeZone,
  PUBLIC_SITE_VALIDATION_MESSAGES,
  providerProfileInputSchema,
  todayInTimeZone,
} from './public-site.ts';
import { fieldErrors, VALIDATION_MESSAGES } from './auth.ts';

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) => {
  const r = schema.safeParse(input) as
    | { success: true }
    | { success: false; error: Parameters<typeof fieldErrors>[0] };
  return r.success ? {} : fieldErrors(r.error);
};

const future = todayInTimeZone('UTC', new Date(Date.now() + 3 * 86_400_000));

export const validDemoRequest = () => ({
  personal: {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@clinic.example',
    phone: '+34 600 123 456',
    jobTitle: '',
  },
  organization: {
    name: 'Clínica Ruiz',
    type: 'dietitian_practice',
    size: '2-10',
    country: 'Spain',
    website: 'clinic.example',
  },
  usage: { professions: ['dietitian'], patientVolume: '50-200', interests: ['diet_plans', 'labs'] },
  scheduling: {
    preferredDate: future,
    preferredTime: 'morning',
    timeZone: 'Europe/Madrid',
    contactMethod: 'video',
  },
});

describe('demo request schema', () => {
  it('accepts a complete request and normalises optional fields', () => {
    const r = demoRequestInputSchema.safeParse(validDemoRequest());
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.personal.jobTitle).toBeUndefined();
    expect(r.data.organization.website).toBe('https://clinic.example');
  });
  it('reports each wrong field by dotted path with a message key', () => {
    const bad = validDemoRequest() as Record<string, Record<string, unknown>>;
    bad.personal = { firstName: ' ', lastName: '', email: 'nope', phone: 'abc' };
    bad.organization = { ...bad.organization, type: 'spaceship', name: '', website: 'http://' };
    bad.usage = { professions: [], patientVolume: '50-200', interests: ['cooking'] };
    bad.scheduling = {
      preferredDate: '2020-01-01',
      preferredTime: 'noon',
      timeZone: 'Mars/Olympus',
      contactMethod: 'email',
    };
    expect(errorsOf(demoRequestInputSchema, bad)).toEqual({
      'personal.firstName': 'firstNameRequired',
      'personal.lastName': 'lastNameRequired',
      'personal.email': 'emailInvalid',
      'personal.phone': 'phoneInvalid',
      'organization.name': 'organizationNameRequired',
      'organization.type': 'invalidOption',
      'organization.website': 'urlInvalid',
      'usage.professions': 'selectAtLeastOne',
      'usage.interests.0': 'invalidOption',
      'scheduling.preferredTime': 'invalidOption',
      'scheduling.timeZone': 'timeZoneInvalid',
      'scheduling.preferredDate': 'dateInPast',
    });
  });
  it('judges "not in the past" in the requester\'s zone', () => {
    const kiritimatiToday = todayInTimeZone('Pacific/Kiritimati');
    const yesterday = new Date(Date.parse(`${kiritimatiToday}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const req = validDemoRequest();
    req.scheduling = { ...req.scheduling, preferredDate: yesterday, timeZone: 'Pacific/Kiritimati' };
    expect(errorsOf(demoRequestInputSchema, req)).toEqual({ 'scheduling.preferredDate': 'dateInPast' });
    req.scheduling = { ...req.scheduling, preferredDate: yesterday, timeZone: 'Etc/GMT+12' };
    expect(errorsOf(demoRequestInputSchema, req)).toEqual({});
  });
  it('rejects impossible dates and missing sections', () => {
    const bad = validDemoRequest();
    bad.scheduling.preferredDate = '2031-02-30';
    expect(errorsOf(demoRequestInputSchema, bad)).toEqual({ 'scheduling.preferredDate': 'dateInvalid' });
    // An empty date asks for one rather than calling it invalid.
    for (const empty of ['', '  ']) {
      bad.scheduling.preferredDate = empty;
      expect(errorsOf(demoRequestInputSchema, bad)).toEqual({ 'scheduling.preferredDate': 'dateRequired' });
    }
    expect(Object.keys(errorsOf(demoRequestInputSchema, {})).sort()).toEqual([
      'organization',
      'personal',
      'scheduling',
      'usage',
    ]);
  });
  it('every emitted key has an English wording', () => {
    const all = { ...VALIDATION_MESSAGES, ...PUBLIC_SITE_VALIDATION_MESSAGES } as Record<string, string>;
    const bad = validDemoRequest() as Record<string, Record<string, unknown>>;
    bad.personal = {};
    for (const key of Object.values(errorsOf(demoRequestInputSchema, bad))) expect(all[key]).toBeTruthy();
  });
});

describe('contact and blog schemas', () => {
  it('contact requires name, e-mail and message', () => {
    expect(errorsOf(contactInputSchema, { name: '', email: '', message: ' ' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    });
    expect(
      errorsOf(contactInputSchema, { name: 'A', email: 'a@b.co', message: 'Hi', topic: 'press' }),
    ).toEqual({});
  });
  it('blog keeps markdown verbatim, raw HTML included, and checks the slug', () => {
    const body = 'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>';
    const r = blogPostInputSchema.safeParse({
      slug: 'a-post',
      lang: 'en',
      title: 'T',
      excerpt: 'E',
      bodyMarkdown: body,
    });
    expect(r.success && r.data.bodyMarkdown).toBe(body);
    expect(
      errorsOf(blogPostInputSchema, {
        slug: 'Bad Slug',
        lang: 'fr',
        title: '',
        excerpt: '',
        bodyMarkdown: '  ',
      }),
    ).toEqual({
      slug: 'slugInvalid',
      lang: 'invalidOption',
      title: 'titleRequired',
      excerpt: 'excerptRequired',
      bodyMarkdown: 'bodyRequired',
    });
  });
});

describe('provider profile schema', () => {
  const profile = {
    type: 'dietitian',
    displayName: 'Ana Ruiz',
    headline: 'Sports nutrition',
    specialties: ['Sports nutrition', 'sports nutrition', 'Diabetes'],
    languages: ['ES', 'en', 'es'],
    city: 'Madrid',
    country: 'Spain',
    online: true,
    inPerson: true,
    bio: 'Bio',
    timeZone: 'Europe/Madrid',
    services: [{ name: 'First visit', durationMinutes: 60, priceMinor: 6000, currency: 'EUR' }],
    availability: [{ weekday: 1, start: '09:00', end: '13:00' }],
    published: true,
  };
  it('dedupes specialties and languages case-insensitively', () => {
    const r = providerProfileInputSchema.safeParse(profile);
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data.specialties).toEqual(['sports nutrition', 'Diabetes']);
      expect(r.data.languages).toEqual(['es', 'en']);
    }
  });
  it('rejects bad hours, overlaps, durations and publishing without services', () => {
    expect(
      errorsOf(providerProfileInputSchema, {
        ...profile,
        services: [],
        availability: [
          { weekday: 1, start: '09:00', end: '13:00' },
          { weekday: 1, start: '12:00', end: '14:00' },
          { weekday: 2, start: '10:00', end: '09:00' },
          { weekday: 7, start: '9:00', end: '25:00' },
        ],
        timeZone: '+02:00',
        languages: ['eng'],
      }),
    ).toEqual({
      services: 'servicesRequired',
      'availability.1.start': 'availabilityOverlap',
      'languages.0': 'languageInvalid',
      timeZone: 'timeZoneInvalid',
      'availability.2.end': 'timeRangeInvalid',
      'availability.3.weekday': 'invalidOption',
      'availability.3.start': 'timeInvalid',
      'availability.3.end': 'timeInvalid',
    });
    expect(
      errorsOf(providerProfileInputSchema, {
        ...profile,
        services: [{ ...profile.services[0], durationMinutes: 4 }],
      }),
    ).toEqual({
      'services.0.durationMinutes': 'durationOutOfRange',
    });
    expect(
      errorsOf(providerProfileInputSchema, {
        ...profile,
        services: [],
        availability: [
          { weekday: 1, start: '09:00', end: '13:00' },
          { weekday: 1, start: '12:00', end: '14:00' },
        ],
      }),
    ).toEqual({ 'availability.1.start': 'availabilityOverlap', services: 'servicesRequired' });
  });
  it("gives a service one way only where the profile offers it, and bookings take the service's way", () => {
    const video = { ...profile.services[0], name: 'Telehealth', mode: 'video' };
    const inPerson = { ...profile.services[0], name: 'Body composition scan', mode: 'in_person' };
    expect(errorsOf(providerProfileInputSchema, { ...profile, services: [video, inPerson] })).toEqual({});
    expect(
      errorsOf(providerProfileInputSchema, {
        ...profile,
        online: false,
        services: [profile.services[0], video, { ...video, mode: 'phone' }, inPerson],
      }),
    ).toEqual({
      'services.1.mode': 'serviceOnlineUnavailable',
      'services.2.mode': 'serviceOnlineUnavailable',
    });
    expect(
      errorsOf(providerProfileInputSchema, {
        ...profile,
        inPerson: false,
        city: null,
        services: [video, inPerson],
      }),
    ).toEqual({ 'services.1.mode': 'serviceInPersonUnavailable' });
    expect(
      errorsOf(providerProfileInputSchema, { ...profile, services: [{ ...video, mode: 'house_call' }] }),
    ).toEqual({ 'services.0.mode': 'invalidOption' });
    const parsed = providerProfileInputSchema.parse(profile);
    expect(parsed.services[0]!.mode).toBeNull();
    expect(bookingModeOf({ mode: null }, { inPerson: true })).toBe('in_person');
    expect(bookingModeOf({ mode: null }, { inPerson: false })).toBe('video');
    expect(bookingModeOf({ mode: 'phone' }, { inPerson: true })).toBe('phone');
  });
});

describe('booking schema and helpers', () => {
  it('requires a full patient when one is given', () => {
    expect(
      errorsOf(bookingInputSchema, {
        providerId: 'p',
        serviceId: 's',
        start: 'tomorrow',
        patient: { firstName: 'A', lastName: '', email: 'a@b.co', phone: '' },
      }),
    ).toEqual({
      start: 'startInvalid',
      'patient.lastName': 'lastNameRequired',
      'patient.phone': 'phoneRequired',
    });
    expect(
      errorsOf(bookingInputSchema, { providerId: 'p', serviceId: 's', start: '2026-03-09T13:00:00Z' }),
    ).toEqual({});
  });
  it('knows IANA zones and today in a zone', () => {
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('+01:00')).toBe(false);
    expect(isIanaTimeZone('Nowhere/City')).toBe(false);
    expect(todayInTimeZone('Pacific/Kiritimati', new Date('2026-01-01T11:00:00Z'))).toBe('2026-01-02');
    expect(todayInTimeZone('America/Los_Angeles', new Date('2026-01-01T07:00:00Z'))).toBe('2025-12-31');
  });
});
