import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { laboratoryWithUser, orderLipidPanel } from './test-fixtures.ts';
import { ucumOf } from './fhir.ts';

/** The FHIR R4 JSON schema of the shared data (shared/data/fhir, beside the repository). */
const SCHEMA = fileURLToPath(
  new URL('../../../../../../shared/data/fhir/fhir-r4.schema.json', import.meta.url),
);

let t: TestApp;
let dietitian: { id: string; client: TestClient };
let lab: Awaited<ReturnType<typeof laboratoryWithUser>>;

beforeAll(async () => {
  t = await createTestApp();
  const practice = await t.createPractice('FHIR Practice');
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  lab = await laboratoryWithUser(t, 'FHIR Lab');
});
afterAll(async () => {
  await t?.close();
});

describe('FHIR R4 export', () => {
  it('exports orders and results as a Bundle valid against the FHIR R4 schema', {
    timeout: 120_000,
  }, async () => {
    const p = await dietitian.client.post('/api/v1/patients', {
      firstName: 'Ana',
      lastName: 'Ortega',
      email: uniqueEmail('patient'),
      dateOfBirth: '1979-03-15',
      gender: 'female',
    });
    const patientId = p.body.id as string;
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    await lab.client.post(`/api/v1/lab/orders/${order.id}/receive`);
    await lab.client.post(`/api/v1/lab/orders/${order.id}/results`, {
      results: [
        { loinc: '2093-3', value: 5.9, unit: 'mmol/L' },
        { loinc: '2571-8', value: 140, unit: 'mg/dL', comment: 'Non-fasting' },
        { loinc: '2085-9', value: 50, unit: 'mg/dL' },
        { loinc: '13457-7', value: 130, unit: 'mg/dL' },
        { loinc: '43396-1', value: 178, unit: 'mg/dL' },
      ],
    });
    // a correction: the observation says so
    await lab.client.post(`/api/v1/lab/orders/${order.id}/results`, {
      results: [{ loinc: '2085-9', value: 52, unit: 'mg/dL' }],
    });
    await dietitian.client.post('/api/v1/lab-orders', {
      patientId,
      laboratoryId: lab.organizationId,
      codes: ['local:thyroid', '3016-3'],
      priority: 'urgent',
    });
    const res = await dietitian.client.get(`/api/v1/patients/${patientId}/lab-results/fhir`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/fhir+json');
    const bundle = res.body;
    const types = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType);
    expect(types.filter((x: string) => x === 'ServiceRequest')).toHaveLength(2);
    expect(types.filter((x: string) => x === 'Observation')).toHaveLength(5);
    expect(types.filter((x: string) => x === 'DiagnosticReport')).toHaveLength(1);
    const chol = bundle.entry.find(
      (e: { resource: { resourceType: string; code?: { coding: { code: string }[] } } }) =>
        e.resource.resourceType === 'Observation' && e.resource.code?.coding[0]?.code === '2093-3',
    ).resource;
    expect(chol.valueQuantity).toEqual({
      value: 5.9,
      unit: 'mmol/L',
      system: 'http://unitsofmeasure.org',
      code: 'mmol/L',
    });
    expect(chol.interpretation[0].coding[0].code).toBe('H');
    const hdl = bundle.entry.find(
      (e: { resource: { resourceType: string; code?: { coding: { code: string }[] } } }) =>
        e.resource.resourceType === 'Observation' && e.resource.code?.coding[0]?.code === '2085-9',
    ).resource;
    expect(hdl).toMatchObject({ status: 'corrected', valueQuantity: { value: 52 } });
    const report = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'DiagnosticReport',
    ).resource;
    expect(report.status).toBe('amended');
    expect(report.result).toHaveLength(5);

    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(draft6);
    // draft-06 names the schema's identifier `id`; ajv 8 reads it as `$id`
    const { id, ...schema } = JSON.parse(readFileSync(SCHEMA, 'utf8'));
    const validate = ajv.compile({ ...schema, $id: id });
    const ok = validate(bundle);
    expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 5))).toEqual([]);
    expect(ok).toBe(true);
    // and a wrong resource is refused by the same schema (the check can fail)
    expect(validate({ ...bundle, type: 'not-a-bundle-type' })).toBe(false);
  });

  it('spells units in UCUM', () => {
    expect(ucumOf('mIU/L')).toBe('m[IU]/L');
    expect(ucumOf('mL/min/1.73m2')).toBe('mL/min/{1.73_m2}');
    expect(ucumOf('µmol/L')).toBe('umol/L');
  });
});
