/**
 * FHIR R4 shapes of the privacy centre (ADR 0033): a consent directive as `Consent` (provision with
 * actor, action, class, purpose, period) and the patient's export as a `Patient/$everything`-shaped
 * Bundle. Validated against the FHIR R4 JSON schema in fhir.int.test.ts.
 */
import { CONSENT_PURPOSE_CODES, type ConsentGrant } from '@verdant/shared';

export type FhirResource = Record<string, unknown> & { resourceType: string; id: string };

/** Our data categories as a FHIR code system (Consent.provision.class). */
export const CATEGORY_SYSTEM = 'https://verdant.health/fhir/CodeSystem/data-category';

const ACTOR_REFERENCE: Record<ConsentGrant['recipient']['kind'], string> = {
  professional: 'Practitioner',
  practice: 'Organization',
  laboratory: 'Organization',
  insurer: 'Organization',
};

export function consentToFhir(grant: ConsentGrant): FhirResource {
  const recipientId = grant.recipient.userId ?? grant.recipient.organizationId;
  return {
    resourceType: 'Consent',
    id: grant.id,
    // a revoked or ended grant no longer applies: `inactive`
    status: grant.status === 'active' ? 'active' : 'inactive',
    scope: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'patient-privacy' }],
    },
    category: [{ coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' }] }],
    patient: { reference: `Patient/${grant.patientId}` },
    dateTime: grant.createdAt,
    organization: [{ display: grant.practiceName }],
    policyRule: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
          code: grant.effect === 'permit' ? 'OPTIN' : 'OPTOUT',
        },
      ],
    },
    provision: {
      type: grant.effect,
      period: { start: grant.start, ...(grant.end ? { end: grant.end } : {}) },
      actor: [
        {
          role: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType',
                code: 'IRCP',
                display: 'information recipient',
              },
            ],
          },
          reference: {
            ...(recipientId ? { reference: `${ACTOR_REFERENCE[grant.recipient.kind]}/${recipientId}` } : {}),
            display: grant.recipient.name,
          },
        },
      ],
      action: [
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentaction', code: 'access' }] },
      ],
      purpose: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/v3-ActReason',
          code: CONSENT_PURPOSE_CODES[grant.purpose],
        },
      ],
      class: grant.categories.map((code) => ({ system: CATEGORY_SYSTEM, code })),
    },
  };
}

/** A searchset Bundle of these resources, as `Patient/$everything` answers. */
export function everythingBundle(resources: readonly FhirResource[], now: Date): Record<string, unknown> {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: now.toISOString(),
    total: resources.length,
    entry: resources.map((resource) => ({
      fullUrl: `urn:uuid:${resource.id}`,
      resource,
      search: { mode: resource.resourceType === 'Patient' ? 'match' : 'include' },
    })),
  };
}

const GENDER: Record<string, string> = { male: 'male', female: 'female', other: 'other' };

export function patientToFhir(p: {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  practiceName: string;
}): FhirResource {
  const telecom = [
    ...(p.email ? [{ system: 'email', value: p.email }] : []),
    ...(p.phone ? [{ system: 'phone', value: p.phone }] : []),
  ];
  const address = p.address || p.city || p.country;
  return {
    resourceType: 'Patient',
    id: p.id,
    name: [{ family: p.lastName, given: [p.firstName] }],
    ...(telecom.length ? { telecom } : {}),
    gender: (p.gender && GENDER[p.gender]) || 'unknown',
    ...(p.dateOfBirth ? { birthDate: p.dateOfBirth } : {}),
    ...(address
      ? {
          address: [
            {
              ...(p.address ? { line: [p.address] } : {}),
              ...(p.city ? { city: p.city } : {}),
              ...(p.country ? { country: p.country } : {}),
            },
          ],
        }
      : {}),
    managingOrganization: { display: p.practiceName },
  };
}

const APPOINTMENT_STATUS: Record<string, string> = {
  scheduled: 'booked',
  confirmed: 'booked',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  'no-show': 'noshow',
  pending: 'pending',
};

export function appointmentToFhir(a: {
  id: string;
  patientId: string;
  status: string;
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
  providerName: string | null;
}): FhirResource {
  return {
    resourceType: 'Appointment',
    id: a.id,
    status: APPOINTMENT_STATUS[a.status] ?? 'booked',
    serviceType: [{ text: a.serviceName }],
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    participant: [
      { actor: { reference: `Patient/${a.patientId}` }, status: 'accepted' },
      ...(a.providerName ? [{ actor: { display: a.providerName }, status: 'accepted' }] : []),
    ],
  };
}

const VITAL_SIGNS = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
};

/** LOINC code, display and UCUM unit of each measure we keep. */
export const MEASURES = {
  weightKg: ['29463-7', 'Body weight', 'kg'],
  heightCm: ['8302-2', 'Body height', 'cm'],
  waistCm: ['8280-0', 'Waist Circumference at umbilicus by Tape measure', 'cm'],
  hipCm: ['62409-8', 'Hip Circumference by Tape measure', 'cm'],
  heartRate: ['8867-4', 'Heart rate', '/min'],
  temperatureC: ['8310-5', 'Body temperature', 'Cel'],
  spo2: ['59408-5', 'Oxygen saturation in Arterial blood by Pulse oximetry', '%'],
} as const;

export function observationToFhir(
  id: string,
  patientId: string,
  measure: keyof typeof MEASURES,
  value: number,
  at: Date,
): FhirResource {
  const [code, display, unit] = MEASURES[measure];
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [VITAL_SIGNS],
    code: { coding: [{ system: 'http://loinc.org', code, display }] },
    subject: { reference: `Patient/${patientId}` },
    effectiveDateTime: at.toISOString(),
    valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  };
}

export function bloodPressureToFhir(
  id: string,
  patientId: string,
  systolic: number,
  diastolic: number,
  at: Date,
): FhirResource {
  const part = (code: string, display: string, value: number) => ({
    code: { coding: [{ system: 'http://loinc.org', code, display }] },
    valueQuantity: { value, unit: 'mm[Hg]', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
  });
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [VITAL_SIGNS],
    code: { coding: [{ system: 'http://loinc.org', code: '85354-9', display: 'Blood pressure panel' }] },
    subject: { reference: `Patient/${patientId}` },
    effectiveDateTime: at.toISOString(),
    component: [
      part('8480-6', 'Systolic blood pressure', systolic),
      part('8462-4', 'Diastolic blood pressure', diastolic),
    ],
  };
}
