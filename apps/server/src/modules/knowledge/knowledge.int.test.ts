import type { KnowledgeSummary } from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
let dietitianA: { id: string; client: TestClient };
let staffA: { id: string; client: TestClient };
let dietitianB: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };

const titles = (items: KnowledgeSummary[]) => items.map((i) => i.title);

const protocolBody = {
  kind: 'protocol',
  category: 'diabetes',
  tags: ['Type 2 diabetes', 'follow-up'],
  en: {
    title: 'Our type 2 diabetes follow-up protocol',
    summary: 'What we agree at every follow-up visit.',
    body: '1. Review the glucose log.\n2. One new food goal.\n3. Book the next visit in 4 weeks.',
  },
  es: {
    title: 'Nuestro protocolo de seguimiento de diabetes tipo 2',
    summary: 'Lo que acordamos en cada visita de seguimiento.',
    body: '1. Revisar el registro de glucosa.\n2. Un objetivo alimentario nuevo.\n3. Citar en 4 semanas.',
  },
  sources: [{ citation: 'Practice consensus, reviewed 2026.', url: null }],
};

beforeAll(async () => {
  t = await createTestApp();
  const practiceA = await t.createPractice('Verde Norte');
  const practiceB = await t.createPractice('Otra Consulta');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  staffA = await t.signedIn({ roles: ['staff'], memberships: member(practiceA) });
  dietitianB = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceB) });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('knowledge base search', () => {
  it('finds the shipped articles in English with the english dictionary (stems: "kidneys" finds "kidney")', async () => {
    const res = await dietitianA.client.get('/api/v1/knowledge/articles?q=kidneys%20protein&lang=en');
    expect(res.status, res.text).toBe(200);
    const found = titles(res.body.items);
    expect(found).toContain('Chronic kidney disease (not on dialysis): nutrition care');
    expect(res.body.items[0].lang).toBe('en');
    // facets: every category and tag of the articles read, with counts
    expect(res.body.categories.find((c: { code: string }) => c.code === 'renal').count).toBe(3);
    expect(res.body.tags.length).toBeGreaterThan(10);
  });

  it('finds them in Spanish with the spanish dictionary ("embarazadas" finds "embarazo", "celíacos" finds "celíaca") and answers in Spanish', async () => {
    const res = await dietitianA.client.get(
      `/api/v1/knowledge/articles?q=${encodeURIComponent('embarazadas hierro')}&lang=es`,
    );
    expect(res.status, res.text).toBe(200);
    expect(titles(res.body.items)).toContain('Embarazo: nutrientes clave y seguridad alimentaria');
    expect(res.body.items.every((i: KnowledgeSummary) => i.lang === 'es')).toBe(true);
    const celiac = await dietitianA.client.get(
      `/api/v1/knowledge/articles?q=${encodeURIComponent('celíacos gluten')}&lang=es`,
    );
    expect(titles(celiac.body.items)[0]).toBe('Enfermedad celíaca: la dieta sin gluten');
  });

  it('tolerates typos and missing accents in titles', async () => {
    const typo = await dietitianA.client.get('/api/v1/knowledge/articles?q=diabetis&lang=en');
    expect(titles(typo.body.items)).toContain('Type 2 diabetes: medical nutrition therapy');
    const accentless = await dietitianA.client.get('/api/v1/knowledge/articles?q=hipertension&lang=es');
    expect(titles(accentless.body.items)).toContain('Hipertensión y el plan de alimentación DASH');
    const none = await dietitianA.client.get('/api/v1/knowledge/articles?q=zzqxv&lang=en');
    expect(none.body.items).toEqual([]);
  });

  it('filters by category and tag', async () => {
    const sports = await dietitianA.client.get('/api/v1/knowledge/articles?category=sports');
    expect(sports.body.items).toHaveLength(3);
    const tagged = await dietitianA.client.get('/api/v1/knowledge/articles?tag=peanut');
    expect(titles(tagged.body.items)).toEqual(['Preventing peanut allergy: early introduction in infants']);
  });

  it('opens an article with both versions, its sources and related articles', async () => {
    const list = await dietitianA.client.get('/api/v1/knowledge/articles?tag=dash');
    const id = list.body.items[0].id;
    const res = await staffA.client.get(`/api/v1/knowledge/articles/${id}?lang=es`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.en.title).toBe('Hypertension and the DASH eating plan');
    expect(res.body.es.title).toBe('Hipertensión y el plan de alimentación DASH');
    expect(res.body.sources[0].citation).toMatch(/Appel LJ.*N Engl J Med 1997/);
    expect(res.body.editable).toBe(false);
    // related: sharing the most tags first (sodium reduction shares hypertension, blood pressure, sodium, potassium)
    expect(res.body.related[0].title).toBe('Reducción de sodio en la hipertensión arterial');
    expect(res.body.related.length).toBeLessThanOrEqual(5);
  });

  it('refuses patients and anonymous callers', async () => {
    expect((await patientUser.client.get('/api/v1/knowledge/articles')).status).toBe(403);
    expect((await t.client().get('/api/v1/knowledge/articles')).status).toBe(401);
  });
});

describe('practice articles and protocol templates', () => {
  let protocolId: string;

  it('a dietitian adds a protocol template; it is searchable in both languages in the practice', async () => {
    const created = await dietitianA.client.post('/api/v1/knowledge/articles', protocolBody);
    expect(created.status, created.text).toBe(201);
    protocolId = created.body.id;
    expect(created.body).toMatchObject({ kind: 'protocol', own: true, editable: true, version: 1 });
    expect(created.body.tags).toEqual(['type 2 diabetes', 'follow-up']);
    // related to the platform's diabetes articles through its tag
    expect(created.body.related.map((r: KnowledgeSummary) => r.title)).toContain(
      'Type 2 diabetes: medical nutrition therapy',
    );
    const es = await staffA.client.get(
      `/api/v1/knowledge/articles?q=${encodeURIComponent('seguimiento glucosa')}&kind=protocol&lang=es`,
    );
    expect(titles(es.body.items)).toEqual(['Nuestro protocolo de seguimiento de diabetes tipo 2']);
    const own = await staffA.client.get('/api/v1/knowledge/articles?own=1');
    expect(own.body.items.map((i: KnowledgeSummary) => i.id)).toEqual([protocolId]);
    const [event] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'knowledge.create'), eq(auditEvent.resourceId, protocolId)));
    expect(event).toBeDefined();
  });

  it('another practice never sees it: absent from its search, 404 on its id, even to change or delete', async () => {
    const search = await dietitianB.client.get('/api/v1/knowledge/articles?q=protocol&kind=protocol');
    expect(search.body.items).toEqual([]);
    expect((await dietitianB.client.get(`/api/v1/knowledge/articles/${protocolId}`)).status).toBe(404);
    const put = await dietitianB.client.put(`/api/v1/knowledge/articles/${protocolId}`, {
      ...protocolBody,
      version: 1,
    });
    expect(put.status).toBe(404);
    expect((await dietitianB.client.delete(`/api/v1/knowledge/articles/${protocolId}`)).status).toBe(404);
    expect((await dietitianA.client.get(`/api/v1/knowledge/articles/${protocolId}`)).body.version).toBe(1);
  });

  it('prefills a consultation plan: the protocol text in the reader language saved as the plan', async () => {
    const patient = await dietitianA.client.post('/api/v1/patients', {
      firstName: 'Lucía',
      lastName: 'Prieto',
      email: uniqueEmail('kb-patient'),
      dateOfBirth: '1970-02-11',
      gender: 'female',
    });
    expect(patient.status, patient.text).toBe(201);
    const consultation = await dietitianA.client.post('/api/v1/consultations', {
      patientId: patient.body.id,
      occurredAt: new Date().toISOString(),
      sessionType: 'follow-up',
    });
    expect(consultation.status, consultation.text).toBe(201);
    const protocol = await dietitianA.client.get(`/api/v1/knowledge/articles/${protocolId}?lang=es`);
    const saved = await dietitianA.client.patch(`/api/v1/consultations/${consultation.body.id}`, {
      version: consultation.body.version,
      plan: protocol.body.es.body,
    });
    expect(saved.status, saved.text).toBe(200);
    const read = await dietitianA.client.get(`/api/v1/consultations/${consultation.body.id}`);
    expect(read.body.plan).toBe(
      '1. Revisar el registro de glucosa.\n2. Un objetivo alimentario nuevo.\n3. Citar en 4 semanas.',
    );
  });

  it('validates input with field errors and changes nothing', async () => {
    const bad = await dietitianA.client.post('/api/v1/knowledge/articles', {
      category: 'astrology',
      en: null,
      es: null,
      sources: [{ citation: 'x', url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.error.details.fields)).toEqual(expect.arrayContaining(['category']));
    const own = await dietitianA.client.get('/api/v1/knowledge/articles?own=1');
    expect(own.body.items).toHaveLength(1);
  });

  it('edits with the version read (a stale version is CONFLICT) and deletes; staff may read, not write', async () => {
    expect(
      (await staffA.client.put(`/api/v1/knowledge/articles/${protocolId}`, { ...protocolBody, version: 1 }))
        .status,
    ).toBe(403);
    const edited = await dietitianA.client.put(`/api/v1/knowledge/articles/${protocolId}`, {
      ...protocolBody,
      es: null,
      version: 1,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, es: null });
    const stale = await dietitianA.client.put(`/api/v1/knowledge/articles/${protocolId}`, {
      ...protocolBody,
      version: 1,
    });
    expect(stale.status).toBe(409);
    // an English-only article is listed in English to a Spanish reader
    const es = await dietitianA.client.get('/api/v1/knowledge/articles?own=1&lang=es');
    expect(es.body.items[0]).toMatchObject({ lang: 'en', title: 'Our type 2 diabetes follow-up protocol' });
    expect((await dietitianA.client.delete(`/api/v1/knowledge/articles/${protocolId}`)).status).toBe(204);
    expect((await dietitianA.client.get(`/api/v1/knowledge/articles/${protocolId}`)).status).toBe(404);
  });

  it('platform articles are read-only', async () => {
    const list = await dietitianA.client.get('/api/v1/knowledge/articles?tag=peanut');
    const id = list.body.items[0].id;
    const put = await dietitianA.client.put(`/api/v1/knowledge/articles/${id}`, {
      ...protocolBody,
      version: 1,
    });
    expect(put.status).toBe(403);
    expect((await dietitianA.client.delete(`/api/v1/knowledge/articles/${id}`)).status).toBe(403);
  });
});
