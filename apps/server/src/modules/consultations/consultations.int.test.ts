import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvent,
  consultationRecording,
  consultationTranscript,
  job,
  patient,
} from '../../db/schema/index.ts';
import { JobWorker } from '../../platform/jobs.ts';
import { systemContext } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { consultationJobs, RETENTION_JOB } from './index.ts';
import { consultationRows, toneWav, uploadRecording } from './test-fixtures.ts';

const MIB = 1024 * 1024;
let t: TestApp;
let practice: string;
let dietitian: { id: string; client: TestClient };
let medical: { id: string; client: TestClient };
let staff: { id: string; client: TestClient };
let fitness: { id: string; client: TestClient };
let colleague: { id: string; client: TestClient };
let outsider: { id: string; client: TestClient };
let emma: { id: string; client: TestClient };
let emmaRecord: string;
let otherRecord: string;

const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];

async function newPatient(client: TestClient, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/v1/patients', {
    firstName: 'Emma',
    lastName: 'Rodriguez',
    email: uniqueEmail('patient'),
    dateOfBirth: '1993-04-12',
    gender: 'female',
    heightCm: 165,
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

async function newConsultation(client: TestClient, patientId: string, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/v1/consultations', {
    patientId,
    occurredAt: '2026-03-02T10:00:00Z',
    sessionType: 'initial',
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; version: number };
}

/** A stream of `total` bytes of a WAV file (its header first), `chunk` bytes at a time. */
function wavStream(total: number, chunk = 256 * 1024): ReadableStream<Uint8Array> {
  const head = toneWav(0.01);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      const out = new Uint8Array(n);
      if (sent === 0) out.set(head.subarray(0, Math.min(head.length, n)));
      sent += n;
      controller.enqueue(out);
    },
  });
}

const recordingsOf = (consultationId: string) =>
  t.database.db
    .select()
    .from(consultationRecording)
    .where(eq(consultationRecording.consultationId, consultationId));

const eventsOf = (action: string, patientId: string) =>
  t.database.db
    .select()
    .from(auditEvent)
    .where(and(eq(auditEvent.action, action), eq(auditEvent.patientId, patientId)));

beforeAll(async () => {
  t = await createTestApp({ RECORDING_MAX_BYTES: String(4 * MIB) });
  practice = await t.createPractice('Consulting Practice');
  const other = await t.createPractice('Another Practice');
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: member(practice),
    firstName: 'Maya',
    lastName: 'Chen',
  });
  medical = await t.signedIn({ roles: ['medical'], memberships: member(practice) });
  staff = await t.signedIn({ roles: ['staff'], memberships: member(practice) });
  fitness = await t.signedIn({ roles: ['fitness'], memberships: member(practice) });
  colleague = await t.signedIn({ roles: ['dietitian'], memberships: member(practice), firstName: 'Noor' });
  outsider = await t.signedIn({ roles: ['dietitian'], memberships: member(other) });
  emma = await t.signedIn({ roles: ['patient'] });
  emmaRecord = await newPatient(dietitian.client);
  otherRecord = await newPatient(dietitian.client, {
    firstName: 'James',
    lastName: 'Whitaker',
    gender: 'male',
  });
  await t.database.db
    .update(patient)
    .set({ userId: emma.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, emmaRecord));
  for (const who of [medical, colleague, fitness]) {
    for (const id of [emmaRecord, otherRecord]) {
      const added = await dietitian.client.post(`/api/v1/patients/${id}/care-team`, { userId: who.id });
      expect(added.status, added.text).toBe(200);
    }
  }
});
afterAll(async () => {
  await t?.close();
});

describe('writing a consultation', () => {
  it('saves every field, with its vitals and anthropometrics, and lists it by its filters', async () => {
    const created = await newConsultation(dietitian.client, emmaRecord, {
      status: 'draft',
      flags: ['follow_up_required'],
      tags: ['Iron', 'anaemia', 'iron'],
      goalCodes: ['general_health'],
      summary: 'First visit',
      chiefComplaint: 'Tired',
      historyOfPresentIllness: 'Six months of fatigue',
      diagnosis: 'Iron-deficiency anaemia',
      goals: 'More energy',
      interventions: 'Iron-rich meals',
      recommendations: 'Tea away from meals',
      followUp: 'Six weeks',
      subjective: 'S',
      objective: 'O',
      assessment: 'A',
      plan: 'P',
      labResults: [{ loinc: '2276-4', value: 9, unit: 'ug/L' }],
      vitals: { systolic: 118, diastolic: 76, heartRate: 82, temperatureC: 36.74, spo2: 98 },
      anthropometrics: { weightKg: 66.24, heightCm: 165, waistCm: 82 },
    });
    const read = await dietitian.client.get(`/api/v1/consultations/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'draft',
      sessionType: 'initial',
      tags: ['iron', 'anaemia'],
      flags: ['follow_up_required'],
      provider: { id: dietitian.id, name: 'Maya Chen' },
      plan: 'P',
      version: 1,
      vitals: {
        systolic: 118,
        temperatureC: 36.7,
        consultationId: created.id,
        measuredAt: '2026-03-02T10:00:00.000Z',
        locked: true,
      },
      anthropometrics: { weightKg: 66.2, waistCm: 82 },
    });
    const list = async (q: string) =>
      (await dietitian.client.get(`/api/v1/consultations?${q}`)).body.items.map((c: { id: string }) => c.id);
    expect(await list(`patientId=${emmaRecord}`)).toContain(created.id);
    expect(await list('tag=iron&status=draft&sessionType=initial&from=2026-03-02&to=2026-03-02')).toContain(
      created.id,
    );
    expect(await list('tag=nothing')).not.toContain(created.id);
    expect(await list('status=completed')).not.toContain(created.id);
    expect(await list('from=2026-03-03')).not.toContain(created.id);
    expect((await dietitian.client.get('/api/v1/consultations/tags')).body.items).toEqual(
      expect.arrayContaining(['anaemia', 'iron']),
    );
    // a lab value needs a test of the clinical package and a unit it accepts
    const badLab = await dietitian.client.patch(`/api/v1/consultations/${created.id}`, {
      version: 1,
      labResults: [{ loinc: '2276-4', value: 9, unit: 'mg/dL' }],
    });
    expect(badLab.status).toBe(400);
    expect(badLab.body.error.details.fields).toEqual({ 'labResults.0.unit': 'unitInvalid' });
  });

  it('refuses a save on a stale version (VERSION_CONFLICT), accepts a retry of the same save', async () => {
    const c = await newConsultation(dietitian.client, emmaRecord);
    const mine = await dietitian.client.patch(`/api/v1/consultations/${c.id}`, {
      version: 1,
      subjective: 'Typed by Maya',
    });
    expect(mine.status).toBe(200);
    expect(mine.body.version).toBe(2);
    // the answer was lost and the editor sends the same save again: no conflict, no new version
    const retry = await dietitian.client.patch(`/api/v1/consultations/${c.id}`, {
      version: 1,
      subjective: 'Typed by Maya',
    });
    expect(retry.status).toBe(200);
    expect(retry.body.version).toBe(2);
    // a colleague editing the version they opened does not overwrite it
    const theirs = await colleague.client.patch(`/api/v1/consultations/${c.id}`, {
      version: 1,
      subjective: 'Typed by Noor',
    });
    expect(theirs.status).toBe(409);
    expect(theirs.body.error.code).toBe('VERSION_CONFLICT');
    expect(theirs.body.error.details).toMatchObject({ currentVersion: 2, updatedBy: { id: dietitian.id } });
    const after = await dietitian.client.get(`/api/v1/consultations/${c.id}`);
    expect(after.body.subjective).toBe('Typed by Maya');
    // on the current version it goes through
    const again = await colleague.client.patch(`/api/v1/consultations/${c.id}`, {
      version: 2,
      subjective: 'Typed by Noor',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 3, subjective: 'Typed by Noor' });
    // measurements are saved with the consultation and can be removed by it
    const withVitals = await colleague.client.patch(`/api/v1/consultations/${c.id}`, {
      version: 3,
      vitals: { heartRate: 64 },
    });
    expect(withVitals.body.vitals).toMatchObject({ heartRate: 64, systolic: null });
    const removed = await colleague.client.patch(`/api/v1/consultations/${c.id}`, {
      version: 4,
      vitals: null,
    });
    expect(removed.body.vitals).toBeNull();
  });

  it('signs on completion; then refuses edits, keeps the text and takes dated, signed addenda', async () => {
    const c = await newConsultation(dietitian.client, emmaRecord, {
      plan: 'Original plan',
      vitals: { heartRate: 70 },
    });
    const early = await dietitian.client.post(`/api/v1/consultations/${c.id}/addenda`, { body: 'Too early' });
    expect(early.status).toBe(409);
    const stale = await dietitian.client.post(`/api/v1/consultations/${c.id}/complete`, { version: 7 });
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');
    const done = await dietitian.client.post(`/api/v1/consultations/${c.id}/complete`, { version: 1 });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', signedBy: { id: dietitian.id } });
    expect(Date.parse(done.body.signedAt)).toBeGreaterThan(Date.now() - 60_000);
    const edit = await dietitian.client.patch(`/api/v1/consultations/${c.id}`, {
      version: done.body.version,
      plan: 'Changed',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('CONSULTATION_COMPLETED');
    const twice = await dietitian.client.post(`/api/v1/consultations/${c.id}/complete`, {
      version: done.body.version,
    });
    expect(twice.body.error.code).toBe('CONSULTATION_COMPLETED');
    // its measurements are signed with it
    const series = await dietitian.client.get(`/api/v1/patients/${emmaRecord}/vitals`);
    const entry = series.body.items.find((e: { consultationId: string }) => e.consultationId === c.id);
    const changeEntry = await dietitian.client.put(`/api/v1/patients/${emmaRecord}/vitals/${entry.id}`, {
      heartRate: 99,
    });
    expect(changeEntry.body.error.code).toBe('CONSULTATION_COMPLETED');
    const add = await colleague.client.post(`/api/v1/consultations/${c.id}/addenda`, {
      body: 'Ferritin result arrived: 14 ng/mL.',
    });
    expect(add.status).toBe(201);
    expect(add.body.plan).toBe('Original plan');
    expect(add.body.addenda).toEqual([
      expect.objectContaining({
        body: 'Ferritin result arrived: 14 ng/mL.',
        author: { id: colleague.id, name: 'Noor User' },
      }),
    ]);
    const del = await dietitian.client.delete(`/api/v1/consultations/${c.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('CONSULTATION_NOT_DRAFT');
  });

  it('deletes drafts only, with their recordings’ media', async () => {
    const scheduled = await newConsultation(dietitian.client, emmaRecord, { status: 'scheduled' });
    expect((await dietitian.client.delete(`/api/v1/consultations/${scheduled.id}`)).status).toBe(409);
    const draft = await newConsultation(dietitian.client, emmaRecord);
    const rec = await uploadRecording(dietitian.client, draft.id, toneWav(0.5));
    expect(rec.status).toBe(201);
    const [row] = await recordingsOf(draft.id);
    expect(await t.deps.storage.exists(row!.storageKey!)).toBe(true);
    expect((await dietitian.client.delete(`/api/v1/consultations/${draft.id}`)).status).toBe(204);
    expect((await dietitian.client.get(`/api/v1/consultations/${draft.id}`)).status).toBe(404);
    expect(await t.deps.storage.exists(row!.storageKey!)).toBe(false);
    expect(await eventsOf('consultation.delete', emmaRecord)).toHaveLength(1);
  });
});

describe('who sees what', () => {
  let c: string;
  beforeAll(async () => {
    c = (
      await newConsultation(dietitian.client, emmaRecord, {
        summary: 'Private matters',
        tags: ['iron'],
        flags: ['urgent'],
      })
    ).id;
  });

  it('staff and administrators list consultations without their notes, and cannot open them', async () => {
    const list = await staff.client.get(`/api/v1/consultations?patientId=${emmaRecord}`);
    expect(list.status).toBe(200);
    expect(list.body.notesVisible).toBe(false);
    const item = list.body.items.find((i: { id: string }) => i.id === c);
    expect(item).toMatchObject({ summary: null, tags: [], flags: [], patient: { id: emmaRecord } });
    // tags are part of the notes: no filtering by them either
    expect((await staff.client.get('/api/v1/consultations?tag=iron')).body.items.length).toBe(
      (await staff.client.get('/api/v1/consultations')).body.items.length,
    );
    for (const path of [
      `/api/v1/consultations/${c}`,
      `/api/v1/consultations/${c}/recordings`,
      `/api/v1/consultations/${c}/insights`,
      `/api/v1/patients/${emmaRecord}/vitals`,
      `/api/v1/patients/${emmaRecord}/anthropometrics`,
    ]) {
      expect((await staff.client.get(path)).status, path).toBe(403);
    }
    const dietitianList = await dietitian.client.get(`/api/v1/consultations?patientId=${emmaRecord}`);
    expect(dietitianList.body.notesVisible).toBe(true);
    expect(dietitianList.body.items.find((i: { id: string }) => i.id === c).summary).toBe('Private matters');
  });

  it('a fitness professional sees anthropometrics, not notes or vitals', async () => {
    expect((await fitness.client.get('/api/v1/consultations')).status).toBe(403);
    expect((await fitness.client.get(`/api/v1/consultations/${c}`)).status).toBe(403);
    expect((await fitness.client.get(`/api/v1/patients/${emmaRecord}/vitals`)).status).toBe(403);
    const anthro = await fitness.client.get(`/api/v1/patients/${emmaRecord}/anthropometrics`);
    expect(anthro.status).toBe(200);
    const added = await fitness.client.post(`/api/v1/patients/${emmaRecord}/anthropometrics`, {
      weightKg: 64.1,
      waistCm: 80,
    });
    expect(added.status).toBe(201);
  });

  it('another practice gets 404 for every part of the record', async () => {
    for (const path of [
      `/api/v1/consultations/${c}`,
      `/api/v1/consultations/${c}/recordings`,
      `/api/v1/consultations/${c}/insights`,
      `/api/v1/patients/${emmaRecord}/vitals`,
      `/api/v1/patients/${emmaRecord}/anthropometrics`,
    ]) {
      expect((await outsider.client.get(path)).status, path).toBe(404);
    }
    expect(
      (await outsider.client.patch(`/api/v1/consultations/${c}`, { version: 1, plan: 'x' })).status,
    ).toBe(404);
    expect((await outsider.client.get(`/api/v1/consultations?patientId=${emmaRecord}`)).body.total).toBe(0);
    const upload = await uploadRecording(outsider.client, c, toneWav(0.2));
    expect(upload.status).toBe(404);
  });
});

describe('recordings', () => {
  let c: string;
  beforeAll(async () => {
    c = (await newConsultation(dietitian.client, emmaRecord)).id;
  });

  it('refuses an upload without consent and stores nothing; with consent records who and when', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(consultationRecording);
    const consents = (await eventsOf('consultation.recording.consent', emmaRecord)).length;
    for (const query of ['type=audio_only&platform=zoom', 'type=audio_only&platform=zoom&consent=false']) {
      const refused = await uploadRecording(dietitian.client, c, toneWav(0.5), query);
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.fields).toEqual({ consent: 'consentRequired' });
    }
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(consultationRecording);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await eventsOf('consultation.recording.consent', emmaRecord)).toHaveLength(consents);

    const ok = await uploadRecording(
      dietitian.client,
      c,
      toneWav(1),
      'type=audio_only&platform=google_meet&consent=true&filename=visit.wav&durationSeconds=1',
    );
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({
      status: 'available',
      container: 'wav',
      contentType: 'audio/wav',
      platform: 'google_meet',
      durationSeconds: 1,
      sizeBytes: toneWav(1).length,
      consent: { by: { id: dietitian.id } },
    });
    // kept for the practice's default (365 days) unless set per recording
    expect(Date.parse(ok.body.retainedUntil) - Date.now()).toBeGreaterThan(364 * 86_400_000);
    const consent = (await eventsOf('consultation.recording.consent', emmaRecord)).find(
      (e) => e.resourceId === ok.body.id,
    );
    expect(consent).toMatchObject({
      actorUserId: dietitian.id,
      resourceId: ok.body.id,
      organizationId: practice,
    });
  });

  it('recognises the type by content and streams uploads beyond the 1 MiB body limit, within its own', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);
    const refused = await uploadRecording(dietitian.client, c, exe);
    expect(refused.status).toBe(415);
    expect(refused.body.error.code).toBe('RECORDING_TYPE_NOT_ALLOWED');

    // 3 MiB sent as a stream without a length: counted while it flows
    const big = await uploadRecording(dietitian.client, c, wavStream(3 * MIB));
    expect(big.status, big.text).toBe(201);
    expect(big.body.sizeBytes).toBe(3 * MIB);
    const stored = await t.deps.storage.get(
      (await recordingsOf(c)).find((r) => r.id === big.body.id)!.storageKey!,
    );
    expect(stored!.size).toBe(3 * MIB);
    await stored!.stream.cancel();

    const count = (await recordingsOf(c)).length;
    const tooBig = await uploadRecording(dietitian.client, c, wavStream(5 * MIB));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.details.maxBytes).toBe(4 * MIB);
    expect(await recordingsOf(c)).toHaveLength(count); // nothing kept of it
    expect(await eventsOf('consultation.recording.discard', emmaRecord)).toHaveLength(1);
  });

  it('plays with HTTP ranges, authorized and audited per request', async () => {
    const wav = toneWav(1);
    const up = await uploadRecording(dietitian.client, c, wav);
    const media = `/api/v1/consultations/${c}/recordings/${up.body.id}/media`;
    const plays = (await eventsOf('consultation.recording.play', emmaRecord)).length;
    const whole = await dietitian.client.get(media);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Number(whole.headers.get('content-length'))).toBe(wav.length);
    const part = await dietitian.client.get(media, { headers: { range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-43/${wav.length}`);
    expect(part.headers.get('content-length')).toBe('44');
    expect(part.text.startsWith('RIFF')).toBe(true);
    const tail = await dietitian.client.get(media, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${wav.length - 10}-${wav.length - 1}/${wav.length}`,
    );
    const past = await dietitian.client.get(media, { headers: { range: `bytes=${wav.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${wav.length}`);
    expect((await eventsOf('consultation.recording.play', emmaRecord)).length).toBe(plays + 4);
    expect((await staff.client.get(media)).status).toBe(403);
    expect((await outsider.client.get(media)).status).toBe(404);
  });

  it('archives, changes the retained-until date, and deletes the media on request', async () => {
    const up = await uploadRecording(dietitian.client, c, toneWav(0.3));
    const path = `/api/v1/consultations/${c}/recordings/${up.body.id}`;
    const past = await dietitian.client.patch(path, { retainedUntil: '2020-01-01' });
    expect(past.body.error.details.fields).toEqual({ retainedUntil: 'retainedUntilInPast' });
    const archived = await dietitian.client.patch(path, { retainedUntil: '2031-06-30', status: 'archived' });
    expect(archived.body).toMatchObject({ status: 'archived', retainedUntil: '2031-06-30T23:59:59.999Z' });
    const gone = await dietitian.client.delete(path);
    expect(gone.body).toMatchObject({ status: 'deleted' });
    expect((await dietitian.client.get(`${path}/media`)).body.error.code).toBe('RECORDING_UNAVAILABLE');
  });

  it('the retention schedule deletes expired media once, whichever of two workers runs it', async () => {
    const up = await uploadRecording(dietitian.client, c, toneWav(0.3));
    const kept = await uploadRecording(dietitian.client, c, toneWav(0.3));
    await t.database.db
      .update(consultationRecording)
      .set({ retainedUntil: new Date(Date.now() - 60_000) })
      .where(eq(consultationRecording.id, up.body.id));
    const [row] = await t.database.db
      .select()
      .from(consultationRecording)
      .where(eq(consultationRecording.id, up.body.id));
    const workers = [1, 2].map(
      () =>
        new JobWorker({
          database: t.database,
          handlers: consultationJobs.handlers,
          schedules: consultationJobs.schedules ?? [],
          logger: t.deps.logger,
          systemContext: (name) => systemContext({ ...t.deps, storage: t.deps.storage }, name),
        }),
    );
    const at = Date.now() - 5 * 3_600_000; // a past period (its job is due), which no other test uses
    await Promise.all(workers.map((w) => w.enqueueSchedules(at)));
    await Promise.all(workers.map((w) => w.drain()));
    const period = new Date(Math.floor(at / 3_600_000) * 3_600_000).toISOString();
    const jobs = await t.database.db
      .select()
      .from(job)
      .where(eq(job.dedupeKey, `${RETENTION_JOB}@${period}`));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.doneAt).not.toBeNull();
    const [after] = await t.database.db
      .select()
      .from(consultationRecording)
      .where(eq(consultationRecording.id, up.body.id));
    expect(after).toMatchObject({ status: 'deleted', storageKey: null });
    expect(await t.deps.storage.exists(row!.storageKey!)).toBe(false);
    const [other] = await t.database.db
      .select()
      .from(consultationRecording)
      .where(eq(consultationRecording.id, kept.body.id));
    expect(other!.status).toBe('available');
    const deletions = await t.database.db
      .select()
      .from(auditEvent)
      .where(
        and(
          eq(auditEvent.action, 'consultation.recording.retention_delete'),
          eq(auditEvent.resourceId, up.body.id),
        ),
      );
    expect(deletions).toHaveLength(1);
  });

  it('attaches a WebVTT or SRT transcript as timestamped segments; transcription needs AI_BASE_URL', async () => {
    const up = await uploadRecording(dietitian.client, c, toneWav(2));
    const path = `/api/v1/consultations/${c}/recordings/${up.body.id}/transcript`;
    expect((await dietitian.client.get(path)).status).toBe(404);
    const put = await dietitian.client.put(path, {
      filename: 'meet.vtt',
      content:
        'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\n<v Maya>How is the salt?\n\n00:00:01.500 --> 00:00:02.000\n<v Emma>Less now.\n',
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({
      source: 'vtt',
      segments: [
        { id: 's1', startMs: 500, speaker: 'Maya', text: 'How is the salt?' },
        { id: 's2', startMs: 1500, speaker: 'Emma', text: 'Less now.' },
      ],
    });
    const srt = await dietitian.client.put(path, { content: '1\n00:00:00,000 --> 00:00:01,000\nHello\n' });
    expect(srt.body.source).toBe('srt');
    const empty = await dietitian.client.put(path, { content: 'WEBVTT\n\n' });
    expect(empty.body.error.details.fields).toEqual({ content: 'transcriptEmpty' });
    const listed = await dietitian.client.get(`/api/v1/consultations/${c}/recordings`);
    expect(listed.body.transcription).toBe(false);
    expect(listed.body.items.find((r: { id: string }) => r.id === up.body.id).transcript).toMatchObject({
      source: 'srt',
      segmentCount: 1,
    });
    const transcribe = await dietitian.client.post(
      `/api/v1/consultations/${c}/recordings/${up.body.id}/transcribe`,
    );
    expect(transcribe.status).toBe(409);
    expect(transcribe.body.error.code).toBe('AI_NOT_CONFIGURED');
  });
});

describe('insights', () => {
  it('every item has a source; decisions are kept when generating again', async () => {
    const c = await newConsultation(dietitian.client, emmaRecord, {
      goalCodes: ['blood_pressure'],
      labResults: [{ loinc: '2276-4', value: 9, unit: 'ng/mL' }],
      vitals: { systolic: 150, diastolic: 95, heartRate: 72 },
      anthropometrics: { weightKg: 82, waistCm: 96 },
    });
    const rec = await uploadRecording(dietitian.client, c.id, toneWav(1));
    await dietitian.client.put(`/api/v1/consultations/${c.id}/recordings/${rec.body.id}/transcript`, {
      content: 'WEBVTT\n\n00:00:03.000 --> 00:00:05.000\n<v Emma>I add a lot of salt to everything.\n',
    });
    const generated = await dietitian.client.post(`/api/v1/consultations/${c.id}/insights`);
    expect(generated.status, generated.text).toBe(200);
    const items = generated.body.items as {
      id: string;
      section: string;
      code: string;
      source: { kind: string; dataPoints?: { field: string }[]; rule?: string; segments?: { id: string }[] };
      status: string;
    }[];
    expect(items.length).toBeGreaterThan(4);
    for (const item of items) {
      if (item.source.kind === 'data') {
        expect(item.source.rule, item.code).toBeTruthy();
        expect(item.source.dataPoints!.length, item.code).toBeGreaterThan(0);
      } else {
        expect(item.source.segments!.length, item.code).toBeGreaterThan(0);
      }
    }
    expect(items.find((i) => i.code === 'risk.bp.stage2')?.source).toMatchObject({
      rule: 'vitals.bp.accaha2017',
      dataPoints: [
        { field: 'vitals.systolic', value: 150 },
        { field: 'vitals.diastolic', value: 95 },
      ],
    });
    // the values of each rule sentence are kept, so the web words it in the reader's language
    expect(items.find((i) => i.code === 'risk.bp.stage2')).toMatchObject({
      params: { systolic: 150, diastolic: 95 },
    });
    expect(items.find((i) => i.code === 'focus.discussed.blood_pressure')).toMatchObject({
      params: { topic: 'Blood pressure' },
    });
    expect(items.find((i) => i.code === 'focus.discussed.blood_pressure')?.source).toMatchObject({
      kind: 'transcript',
      recordingId: rec.body.id,
      segments: [{ id: 's1', startMs: 3000, text: 'I add a lot of salt to everything.' }],
    });
    expect(items.every((i) => i.status === 'draft')).toBe(true);
    const patientAction = items.find((i) => i.section === 'patientActions')!;
    const accepted = await dietitian.client.patch(
      `/api/v1/consultations/${c.id}/insights/${patientAction.id}`,
      {
        status: 'accepted',
        text: 'Use herbs instead of salt.',
      },
    );
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      text: 'Use herbs instead of salt.',
      edited: true,
      decidedBy: { id: dietitian.id },
    });
    const discarded = items.find((i) => i.section === 'riskFlags')!;
    await dietitian.client.patch(`/api/v1/consultations/${c.id}/insights/${discarded.id}`, {
      status: 'discarded',
    });
    const again = await dietitian.client.post(`/api/v1/consultations/${c.id}/insights`);
    const ids = again.body.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(patientAction.id);
    expect(ids).toContain(discarded.id);
    expect(again.body.items.filter((i: { code: string }) => i.code === patientAction.code)).toHaveLength(1);
  });

  it('without the patient’s sex, the rules that need it are skipped and said so', async () => {
    const unknown = await newPatient(dietitian.client, { gender: 'undisclosed', dateOfBirth: null });
    const c = await newConsultation(dietitian.client, unknown, {
      vitals: { systolic: 135, diastolic: 85 },
      anthropometrics: { weightKg: 90, heightCm: 170, waistCm: 110 },
      labResults: [{ loinc: '718-7', value: 10, unit: 'g/dL' }],
    });
    const generated = await dietitian.client.post(`/api/v1/consultations/${c.id}/insights`);
    expect(generated.body.skipped).toEqual(
      expect.arrayContaining([
        { field: 'patient.gender', code: 'sexUnknown' },
        { field: 'patient.dateOfBirth', code: 'ageUnknown' },
        { field: 'labResults', code: 'sexUnknown' },
      ]),
    );
    const codes = generated.body.items.map((i: { code: string }) => i.code);
    expect(codes).toContain('risk.bp.stage1');
    expect(
      codes.some((code: string) => code.includes('waist') || code.includes('bmi') || code.includes('hgb')),
    ).toBe(false);
  });
});

describe('the patient’s view', () => {
  it('shows only their own completed consultations, without provider-only parts', async () => {
    const done = await newConsultation(dietitian.client, emmaRecord, {
      occurredAt: '2026-02-01T09:00:00Z',
      summary: 'We talked about iron',
      assessment: 'Clinician-only assessment',
      assessmentPrivate: true,
      flags: ['urgent'],
      tags: ['iron'],
      labResults: [{ loinc: '2276-4', value: 9, unit: 'ng/mL' }],
      vitals: { systolic: 150, diastolic: 95 },
    });
    const insights = await dietitian.client.post(`/api/v1/consultations/${done.id}/insights`);
    const items = insights.body.items as {
      id: string;
      section: string;
      code: string;
      params: Record<string, unknown> | null;
      text: string;
    }[];
    const providerAction = items.find((i) => i.section === 'providerActions')!;
    const patientActions = items.filter((i) => i.section === 'patientActions');
    expect(patientActions.length).toBeGreaterThan(1);
    for (const id of [providerAction.id, patientActions[0]!.id]) {
      await dietitian.client.patch(`/api/v1/consultations/${done.id}/insights/${id}`, { status: 'accepted' });
    }
    await dietitian.client.post(`/api/v1/consultations/${done.id}/complete`, { version: 1 });
    const draft = await newConsultation(dietitian.client, emmaRecord, { summary: 'Draft in progress' });
    const someoneElse = await newConsultation(dietitian.client, otherRecord, { summary: 'James' });
    await dietitian.client.post(`/api/v1/consultations/${someoneElse.id}/complete`, { version: 1 });

    const list = await emma.client.get('/api/v1/me/consultations');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(done.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(someoneElse.id);
    const mine = await emma.client.get(`/api/v1/me/consultations/${done.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      summary: 'We talked about iron',
      assessment: null,
      vitals: { systolic: 150 },
    });
    expect(mine.body.insights).toEqual([
      {
        id: patientActions[0]!.id,
        section: 'patientActions',
        // code and values, so the patient reads it in their language
        code: patientActions[0]!.code,
        params: patientActions[0]!.params,
        edited: false,
        text: patientActions[0]!.text,
        inDays: null,
      },
    ]);
    const text = JSON.stringify(mine.body);
    for (const hidden of ['Clinician-only assessment', 'urgent', '"tags"', '"flags"', providerAction.text]) {
      expect(text).not.toContain(hidden);
    }
    expect((await emma.client.get(`/api/v1/me/consultations/${draft.id}`)).status).toBe(404);
    expect((await emma.client.get(`/api/v1/me/consultations/${someoneElse.id}`)).status).toBe(404);
    expect((await emma.client.get(`/api/v1/consultations/${done.id}`)).status).toBe(403);
    expect(await eventsOf('consultation.read', emmaRecord)).toEqual(
      expect.arrayContaining([expect.objectContaining({ actorUserId: emma.id, resourceId: done.id })]),
    );
  });
});

describe('vitals and anthropometrics', () => {
  it('keeps time series in SI; entries on their own are corrected and deleted there', async () => {
    const p = await newPatient(dietitian.client, { firstName: 'Series' });
    await dietitian.client.post(`/api/v1/patients/${p}/care-team`, { userId: medical.id });
    const first = await medical.client.post(`/api/v1/patients/${p}/vitals`, {
      measuredAt: '2026-01-05T08:00:00Z',
      systolic: 128,
      diastolic: 84,
      temperatureC: 37.04,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ temperatureC: 37, consultationId: null, locked: false });
    await medical.client.post(`/api/v1/patients/${p}/vitals`, {
      measuredAt: '2026-02-05T08:00:00Z',
      heartRate: 61,
    });
    const half = await medical.client.post(`/api/v1/patients/${p}/vitals`, { systolic: 120 });
    expect(half.body.error.details.fields).toEqual({ diastolic: 'bloodPressurePair' });
    const none = await medical.client.post(`/api/v1/patients/${p}/vitals`, {});
    expect(none.body.error.details.fields).toEqual({ systolic: 'measurementRequired' });
    const range = await medical.client.post(`/api/v1/patients/${p}/anthropometrics`, { weightKg: 900 });
    expect(range.body.error.details.fields).toEqual({ weightKg: 'valueOutOfRange' });
    const series = await medical.client.get(`/api/v1/patients/${p}/vitals`);
    expect(series.body.patient).toMatchObject({ id: p, gender: 'female', heightCm: 165 });
    expect(series.body.items.map((e: { heartRate: number | null }) => e.heartRate)).toEqual([61, null]);
    const fixed = await medical.client.put(`/api/v1/patients/${p}/vitals/${first.body.id}`, {
      systolic: 126,
      diastolic: 82,
    });
    expect(fixed.body).toMatchObject({ systolic: 126, measuredAt: '2026-01-05T08:00:00.000Z' });
    expect((await medical.client.delete(`/api/v1/patients/${p}/vitals/${first.body.id}`)).status).toBe(204);
    // an entry of a draft consultation changes in the consultation
    const c = await newConsultation(dietitian.client, p, { vitals: { heartRate: 70 } });
    const linked = (await medical.client.get(`/api/v1/patients/${p}/vitals`)).body.items.find(
      (e: { consultationId: string | null }) => e.consultationId === c.id,
    );
    const refused = await medical.client.put(`/api/v1/patients/${p}/vitals/${linked.id}`, { heartRate: 71 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.reason).toBe('partOfConsultation');
    expect((await eventsOf('vitals.read', p)).length).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  it('a practice administrator sets the default retention the next upload uses', async () => {
    const admin = await t.signedIn({ roles: ['admin'], memberships: member(practice) });
    expect(
      (await dietitian.client.put('/api/v1/consultations/settings', { recordingRetentionDays: 30 })).status,
    ).toBe(403);
    const bad = await admin.client.put('/api/v1/consultations/settings', { recordingRetentionDays: 0 });
    expect(bad.body.error.details.fields).toEqual({ recordingRetentionDays: 'retentionOutOfRange' });
    const set = await admin.client.put('/api/v1/consultations/settings', { recordingRetentionDays: 30 });
    expect(set.body).toEqual({ recordingRetentionDays: 30 });
    expect((await dietitian.client.get('/api/v1/consultations/settings')).body).toEqual({
      recordingRetentionDays: 30,
    });
    const c = await newConsultation(dietitian.client, emmaRecord);
    const up = await uploadRecording(dietitian.client, c.id, toneWav(0.2));
    const days = (Date.parse(up.body.retainedUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await admin.client.put('/api/v1/consultations/settings', { recordingRetentionDays: 365 });
  });
});

/**
 * A fake OpenAI-compatible service: a chat answer mixing items with valid, invalid and missing
 * sources, and a transcription; it records what it was sent.
 */
function fakeAi() {
  const seen: { path: string; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      seen.push({ path: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/chat/completions') {
        const items = [
          {
            section: 'keyTakeaways',
            text: 'Blood pressure is the main concern.',
            source: { kind: 'data', fields: ['vitals.systolic', 'vitals.diastolic'] },
          },
          {
            section: 'patientActions',
            text: 'Cook with less salt.',
            source: { kind: 'transcript', segmentIds: ['r1.s1'] },
          },
          {
            section: 'riskFlags',
            text: 'Invented lab value.',
            source: { kind: 'data', fields: ['labs.9999-9'] },
          },
          {
            section: 'patientActions',
            text: 'Invented line.',
            source: { kind: 'transcript', segmentIds: ['r1.s99'] },
          },
          { section: 'keyTakeaways', text: 'No source at all.' },
          {
            section: 'nonsense',
            text: 'Bad section.',
            source: { kind: 'data', fields: ['vitals.systolic'] },
          },
        ];
        res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ items }) } }] }));
        return;
      }
      if (req.url === '/v1/audio/transcriptions') {
        res.end(
          JSON.stringify({
            text: 'Hello. Less salt.',
            segments: [
              { id: 0, start: 0, end: 1.2, text: ' Hello.' },
              { id: 1, start: 1.2, end: 2.5, text: ' Less salt.' },
            ],
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  return { server, seen };
}

describe('with an OpenAI-compatible service (AI_BASE_URL)', () => {
  let ai: ReturnType<typeof fakeAi>;
  let server: Server;
  let withAi: TestApp;
  let doc: { id: string; client: TestClient };
  let record: string;
  beforeAll(async () => {
    ai = fakeAi();
    server = ai.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    withAi = await createTestApp({ AI_BASE_URL: base, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
    const p = await withAi.createPractice('AI Practice');
    doc = await withAi.signedIn({ roles: ['dietitian'], memberships: member(p) });
    const created = await doc.client.post('/api/v1/patients', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dateOfBirth: '1980-01-01',
    });
    record = created.body.id;
  });
  afterAll(async () => {
    await withAi?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('keeps the model’s items that cite the consultation’s data or transcript lines, drops the rest', async () => {
    const c = await doc.client.post('/api/v1/consultations', {
      patientId: record,
      occurredAt: '2026-03-01T10:00:00Z',
      sessionType: 'initial',
      vitals: { systolic: 152, diastolic: 96 },
    });
    const rec = await uploadRecording(doc.client, c.body.id, toneWav(1));
    await doc.client.put(`/api/v1/consultations/${c.body.id}/recordings/${rec.body.id}/transcript`, {
      content: 'WEBVTT\n\n00:00:02.000 --> 00:00:04.000\nI cook everything with salt.\n',
    });
    const generated = await doc.client.post(`/api/v1/consultations/${c.body.id}/insights`);
    expect(generated.status, generated.text).toBe(200);
    const fromAi = generated.body.items.filter((i: { origin: string }) => i.origin === 'ai');
    expect(fromAi.map((i: { text: string }) => i.text)).toEqual([
      'Blood pressure is the main concern.',
      'Cook with less salt.',
    ]);
    expect(fromAi[0].source).toEqual({
      kind: 'data',
      rule: 'ai',
      citation: null,
      dataPoints: [
        { field: 'vitals.systolic', value: 152, unit: 'mmHg' },
        { field: 'vitals.diastolic', value: 96, unit: 'mmHg' },
      ],
    });
    expect(fromAi[1].source).toEqual({
      kind: 'transcript',
      recordingId: rec.body.id,
      segments: [{ id: 's1', startMs: 2000, text: 'I cook everything with salt.' }],
    });
    const sent = ai.seen.find((s) => s.path === '/v1/chat/completions')!;
    expect(JSON.parse(sent.body)).toMatchObject({ model: 'test-model' });
    expect(sent.body).toContain('r1.s1');
    expect(sent.body).not.toContain('Lovelace'); // the patient's name is not sent
  });

  it('transcribes a recording in a job, streaming the media to the service', async () => {
    const c = await doc.client.post('/api/v1/consultations', {
      patientId: record,
      occurredAt: '2026-03-02T10:00:00Z',
      sessionType: 'follow-up',
    });
    const wav = toneWav(1);
    const rec = await uploadRecording(doc.client, c.body.id, wav);
    const queued = await doc.client.post(
      `/api/v1/consultations/${c.body.id}/recordings/${rec.body.id}/transcribe`,
    );
    expect(queued.status, queued.text).toBe(202);
    const listed = await doc.client.get(`/api/v1/consultations/${c.body.id}/recordings`);
    expect(listed.body.items[0].transcribing).toBe(true);
    await withAi.runJobs();
    const transcript = await doc.client.get(
      `/api/v1/consultations/${c.body.id}/recordings/${rec.body.id}/transcript`,
    );
    expect(transcript.body).toMatchObject({
      source: 'ai',
      segments: [
        { id: 's1', startMs: 0, endMs: 1200, text: 'Hello.' },
        { id: 's2', startMs: 1200, endMs: 2500, text: 'Less salt.' },
      ],
    });
    const upload = ai.seen.find((s) => s.path === '/v1/audio/transcriptions')!;
    expect(upload.body).toContain('name="model"\r\n\r\nwhisper-1');
    expect(upload.body).toContain('RIFF');
    expect(upload.body.length).toBeGreaterThan(wav.length);
    const [row] = await withAi.database.db
      .select()
      .from(consultationTranscript)
      .where(eq(consultationTranscript.recordingId, rec.body.id));
    expect(row!.createdByUserId).toBeNull();
  });
});

describe('the access fixture', () => {
  it('builds every part of a consultation', async () => {
    const rows = await consultationRows(t, dietitian.client, otherRecord);
    expect(Object.values(rows).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });
});
