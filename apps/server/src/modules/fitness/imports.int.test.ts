import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  auditEvent,
  biaMeasurement,
  exercise,
  fitnessImport,
  patient,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { routineBody, TINY_PNG } from './test-fixtures.ts';

// the business clock: Wednesday 2026-03-18
const NOW = Date.parse('2026-03-18T12:00:00Z');
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

let t: TestApp;
let trainerA: { id: string; client: TestClient };
let dietitianA: { id: string; client: TestClient };
let trainerB: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };

async function newPatient(client: TestClient): Promise<string> {
  const res = await client.post('/api/v1/patients', {
    firstName: 'Lucía',
    lastName: 'Serrano',
    email: uniqueEmail('fit-import'),
    dateOfBirth: '1986-05-10',
    gender: 'female',
    heightCm: 168,
    weightKg: 64,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

function upload(
  client: TestClient,
  path: string,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  body.append('file', new File([bytes], name));
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return client.request('POST', path, { body });
}

const counts = async (patientId: string) => {
  const [a] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(activityLog)
    .where(eq(activityLog.patientId, patientId));
  const [b] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(biaMeasurement)
    .where(eq(biaMeasurement.patientId, patientId));
  const [i] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(fitnessImport)
    .where(eq(fitnessImport.patientId, patientId));
  return { activities: Number(a!.n), bia: Number(b!.n), imports: Number(i!.n) };
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const practiceA = await t.createPractice('Fuerza Norte');
  const practiceB = await t.createPractice('Other Gym');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  trainerA = await t.signedIn({ roles: ['fitness'], memberships: member(practiceA) });
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  trainerB = await t.signedIn({ roles: ['fitness'], memberships: member(practiceB) });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('activity imports from a watch', () => {
  it('reads a GPX run: duration, haversine distance, mean heart rate, a running code by speed; the file is stored and a repeat is skipped', async () => {
    const pid = await newPatient(trainerA.client);
    const path = `/api/v1/patients/${pid}/activities/import`;
    const res = await upload(trainerA.client, path, fixture('morning-run.gpx'), 'morning-run.gpx');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'activity',
      format: 'gpx',
      filename: 'morning-run.gpx',
      skipped: [],
    });
    // 91 points 20 s apart going north 0.0005° each: 1800 s, 90 × 55.6 m = 5004 m, 10 km/h
    expect(res.body.imported).toEqual([
      {
        id: expect.any(String),
        startedAt: '2026-03-14T07:30:00.000Z',
        label: '12050',
        minutes: 30,
        distanceKm: 5,
        averageHr: 145,
      },
    ]);
    const [row] = await t.database.db.select().from(activityLog).where(eq(activityLog.patientId, pid));
    expect(row).toMatchObject({ distanceM: 5004, source: 'gpx', met: 9.8, performedOn: '2026-03-14' });
    const [imp] = await t.database.db.select().from(fitnessImport).where(eq(fitnessImport.patientId, pid));
    expect(imp).toMatchObject({ kind: 'activity', format: 'gpx', importedCount: 1, skippedCount: 0 });
    expect(await t.deps.storage.exists(imp!.storageKey)).toBe(true);

    // the overview shows it with its distance and energy (9.8 MET × 3.5 × 64 kg / 200 × 30 min = 329 kcal)
    const overview = await trainerA.client.get(`/api/v1/patients/${pid}/activities`);
    expect(overview.body.items[0]).toMatchObject({
      code: '12050',
      minutes: 30,
      distanceKm: 5,
      averageHr: 145,
      kcal: 329,
      source: 'gpx',
      startedAt: '2026-03-14T07:30:00.000Z',
    });

    const again = await upload(trainerA.client, path, fixture('morning-run.gpx'), 'morning-run.gpx');
    expect(again.status, again.text).toBe(201);
    expect(again.body.imported).toEqual([]);
    expect(again.body.skipped).toEqual([{ line: expect.any(Number), startedAt: '2026-03-14T07:30:00.000Z' }]);
    expect((await counts(pid)).activities).toBe(1);

    const [audited] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'activity.import'), eq(auditEvent.patientId, pid)));
    expect(Number(audited!.n)).toBe(2);
  });

  it('reads a TCX ride from its laps (time and distance) and its points’ heart rate', async () => {
    const pid = await newPatient(trainerA.client);
    const res = await upload(
      trainerA.client,
      `/api/v1/patients/${pid}/activities/import`,
      fixture('bike-ride.tcx'),
      'bike-ride.tcx',
    );
    expect(res.status, res.text).toBe(201);
    // 3600 s, 18.6 km: 18.6 km/h is "Cycling, general"; heart rate (120+130+140+140+150+135)/6
    expect(res.body.imported).toEqual([
      {
        id: expect.any(String),
        startedAt: '2026-03-15T09:00:00.000Z',
        label: '01015',
        minutes: 60,
        distanceKm: 18.6,
        averageHr: 136,
      },
    ]);
  });

  it('reads a watch CSV (one activity a row) and skips the rows already on the record', async () => {
    const pid = await newPatient(dietitianA.client);
    const path = `/api/v1/patients/${pid}/activities/import`;
    const csv = fixture('watch-activities.csv');
    const res = await upload(dietitianA.client, path, csv, 'Activities.csv');
    expect(res.status, res.text).toBe(201);
    expect(
      res.body.imported.map((r: { label: string; minutes: number; distanceKm: number }) => [
        r.label,
        r.minutes,
        r.distanceKm,
      ]),
    ).toEqual([
      ['17200', 45, 4.2],
      ['12050', 32, 5.5],
      ['01015', 60, 17.5],
    ]);
    const [walk] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.patientId, pid), eq(activityLog.compendiumCode, '17200')));
    expect(walk).toMatchObject({ steps: 5600, averageHr: 102, source: 'csv' });

    const more = new TextEncoder().encode(
      `${new TextDecoder().decode(csv)}2026-03-16 07:00:00,Running,00:30:00,5.0,150,5800\r\n`,
    );
    const second = await upload(dietitianA.client, path, more, 'Activities.csv');
    expect(second.status, second.text).toBe(201);
    expect(second.body.imported).toHaveLength(1);
    expect(second.body.skipped.map((s: { line: number }) => s.line)).toEqual([2, 3, 4]);
    expect((await counts(pid)).activities).toBe(4);
  });

  it('refuses a bad file with every row’s reason and changes nothing', async () => {
    const pid = await newPatient(trainerA.client);
    const path = `/api/v1/patients/${pid}/activities/import`;
    const bad = new TextEncoder().encode(
      [
        'Date,Activity Type,Duration,Distance (km),Avg HR',
        '2026-03-10 18:00:00,Walking,00:45:00,4.2,102',
        '2026-13-40 07:00:00,Running,00:30:00,5,150',
        '2026-03-11 07:00:00,Underwater hockey,00:30:00,,',
        '2026-03-12 07:00:00,Running,forty,5,400',
        '2027-03-12 07:00:00,Running,00:30:00,5,150',
      ].join('\n'),
    );
    const res = await upload(trainerA.client, path, bad, 'bad.csv');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('IMPORT_INVALID');
    expect(res.body.error.details.errors).toEqual([
      { line: 3, fields: { date: 'invalidDate' } },
      { line: 4, fields: { type: 'unknownType' } },
      { line: 5, fields: { duration: 'invalidNumber' } },
      { line: 6, fields: { date: 'inFuture' } },
    ]);
    const noColumns = await upload(
      trainerA.client,
      path,
      new TextEncoder().encode('when,what\n1,2\n'),
      'x.csv',
    );
    expect(noColumns.body.error.details.errors).toEqual([
      { line: 1, fields: { date: 'columnMissing', type: 'columnMissing', duration: 'columnMissing' } },
    ]);
    const broken = await upload(
      trainerA.client,
      path,
      new TextEncoder().encode('<?xml version="1.0"?><gpx version="1.1"><trk><trkseg><trkpt lat="1"'),
      'cut.gpx',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.details.errors[0].fields).toEqual({ file: 'notWellFormed' });
    const entity = await upload(
      trainerA.client,
      path,
      new TextEncoder().encode(
        '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx><trk><name>&x;</name></trk></gpx>',
      ),
      'x.gpx',
    );
    expect(entity.status).toBe(400);
    expect(entity.body.error.details.errors[0].fields).toEqual({ file: 'doctypeNotAllowed' });
    const png = await upload(
      trainerA.client,
      path,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]),
      'x.gpx',
    );
    expect(png.body.error.details.errors[0].fields).toEqual({ file: 'notDeviceFile' });
    expect(await counts(pid)).toEqual({ activities: 0, bia: 0, imports: 0 });
  });

  it('another practice’s client is 404; the patient imports into their own record', async () => {
    const pid = await newPatient(trainerA.client);
    const other = await upload(
      trainerB.client,
      `/api/v1/patients/${pid}/activities/import`,
      fixture('morning-run.gpx'),
      'run.gpx',
    );
    expect(other.status).toBe(404);
    // no record linked yet: nothing to import into
    const none = await upload(
      patientUser.client,
      '/api/v1/me/activities/import',
      fixture('bike-ride.tcx'),
      'r.tcx',
    );
    expect(none.status).toBe(404);
    await t.database.db
      .update(patient)
      .set({ userId: patientUser.id, platformAccess: 'platform_user' })
      .where(eq(patient.id, pid));
    const mine = await upload(
      patientUser.client,
      '/api/v1/me/activities/import',
      fixture('bike-ride.tcx'),
      'r.tcx',
    );
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.imported).toHaveLength(1);
    const seen = await trainerA.client.get(`/api/v1/patients/${pid}/activities`);
    expect(seen.body.items.map((i: { source: string }) => i.source)).toEqual(['tcx']);
    const bia = await upload(
      patientUser.client,
      '/api/v1/me/bia/import',
      fixture('tanita-bia.csv'),
      'scale.csv',
    );
    expect(bia.status, bia.text).toBe(201);
    expect(bia.body.imported).toHaveLength(2);
    expect((await patientUser.client.get('/api/v1/me/bia')).body.history.items).toHaveLength(2);
  });
});

describe('BIA imports from an analyser’s CSV', () => {
  it('maps a Tanita-style file by itself (semicolons, decimal commas, day-first dates) and computes the figures', async () => {
    const pid = await newPatient(trainerA.client);
    const path = `/api/v1/patients/${pid}/bia/import`;
    const res = await upload(trainerA.client, path, fixture('tanita-bia.csv'), 'tanita.csv');
    expect(res.status, res.text).toBe(201);
    expect(
      res.body.imported.map((r: { startedAt: string; label: string }) => [r.startedAt, r.label]),
    ).toEqual([
      ['2026-01-15T08:30:00.000Z', 'Tanita MC-780'],
      ['2026-02-12T08:35:00.000Z', 'Tanita MC-780'],
    ]);
    const history = await trainerA.client.get(`/api/v1/patients/${pid}/bia`);
    const latest = history.body.items[0];
    expect(latest).toMatchObject({
      resistanceOhm: 566.5,
      reactanceOhm: 59.1,
      weightKg: 63.4,
      sex: 'F',
      ageYears: 39,
    });
    // phase angle = atan(Xc/R) in degrees
    expect(latest.phaseAngle.value).toBeCloseTo((Math.atan(59.1 / 566.5) * 180) / Math.PI, 1);
    expect(latest.ffm.value).toBeGreaterThan(0);
    const again = await upload(trainerA.client, path, fixture('tanita-bia.csv'), 'tanita.csv');
    expect(again.body.skipped).toHaveLength(2);
    expect((await counts(pid)).bia).toBe(2);
  });

  it('needs the mapping for columns it cannot name; with it, height, age and sex may come from the file or the record', async () => {
    const pid = await newPatient(trainerA.client);
    const path = `/api/v1/patients/${pid}/bia/import`;
    const guessed = await upload(trainerA.client, path, fixture('inbody-bia.csv'), 'inbody.csv');
    expect(guessed.status).toBe(400);
    expect(guessed.body.error.details.errors).toEqual([
      { line: 1, fields: { resistanceOhm: 'columnMissing', reactanceOhm: 'columnMissing' } },
    ]);
    const mapping = {
      measuredAt: 'Test Date / Time',
      weightKg: 'Weight',
      resistanceOhm: 'Imp. 50 kHz',
      reactanceOhm: 'React. 50 kHz',
    };
    const mapped = await upload(trainerA.client, path, fixture('inbody-bia.csv'), 'inbody.csv', {
      mapping: JSON.stringify(mapping),
      device: 'InBody S10',
    });
    expect(mapped.status, mapped.text).toBe(201);
    const [row] = await t.database.db.select().from(biaMeasurement).where(eq(biaMeasurement.patientId, pid));
    // height, age and sex from the record (168 cm, born 1986-05-10, female)
    expect(row).toMatchObject({
      measuredAt: new Date('2026-03-01T09:30:00Z'),
      heightCm: 168,
      ageYears: 39,
      sex: 'F',
      device: 'InBody S10',
      resistanceOhm: 570.2,
    });
    const wrong = await upload(trainerA.client, path, fixture('inbody-bia.csv'), 'inbody.csv', {
      mapping: JSON.stringify({ ...mapping, weightKg: 'Peso' }),
    });
    expect(wrong.body.error.details.errors).toEqual([{ line: 1, fields: { weightKg: 'columnMissing' } }]);
  });

  it('refuses a measurement an analyser cannot give, and the whole file with it', async () => {
    const pid = await newPatient(trainerA.client);
    const bad = new TextEncoder().encode(
      'Date,Weight,R,Xc,Sex\n2026-03-01 09:00,64,560,58,F\n2026-03-02 09:00,64,9000,58,F\n2026-03-03 09:00,sixty,560,58,X\n',
    );
    const res = await upload(trainerA.client, `/api/v1/patients/${pid}/bia/import`, bad, 'bad.csv');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('IMPORT_INVALID');
    expect(res.body.error.details.errors).toEqual([
      { line: 3, fields: { resistanceOhm: expect.any(String) } },
      { line: 4, fields: { weightKg: 'invalidNumber', sex: 'invalid' } },
    ]);
    const gpx = await upload(
      trainerA.client,
      `/api/v1/patients/${pid}/bia/import`,
      fixture('morning-run.gpx'),
      'r.gpx',
    );
    expect(gpx.body.error.details.errors[0].fields).toEqual({ file: 'notCsv' });
    expect(await counts(pid)).toEqual({ activities: 0, bia: 0, imports: 0 });
    const other = await upload(trainerB.client, `/api/v1/patients/${pid}/bia/import`, bad, 'bad.csv');
    expect(other.status).toBe(404);
  });
});

describe('an image for a practice’s own exercise', () => {
  it('is stored through storage, shown to the practice only, refused when not a PNG/JPEG or too large, and printed in the routine PDF', async () => {
    const own = await trainerA.client.post('/api/v1/exercises', {
      name: 'Norte landmine hold',
      category: 'Shoulders',
      description: 'Press the bar end up and forward from the shoulder.',
    });
    expect(own.status, own.text).toBe(201);
    expect(own.body.imageUrl).toBeNull();
    const put = (client: TestClient, id: string, bytes: Uint8Array, name: string) => {
      const body = new FormData();
      body.append('file', new File([bytes], name));
      return client.request('POST', `/api/v1/exercises/${id}/image`, { body });
    };
    const set = await put(trainerA.client, own.body.id, TINY_PNG, 'press.png');
    expect(set.status, set.text).toBe(200);
    expect(set.body.imageUrl).toMatch(new RegExp(`^/api/v1/exercises/${own.body.id}/image\\?v=`));
    const got = await trainerA.client.get(set.body.imageUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    // the library lists it with its image; another practice neither sees nor reads it
    const listed = await trainerA.client.get('/api/v1/exercises?q=norte landmine');
    const mine = listed.body.items.find((e: { id: string }) => e.id === own.body.id);
    expect(mine.imageUrl).toBe(set.body.imageUrl);
    expect((await trainerB.client.get(set.body.imageUrl)).status).toBe(404);
    expect((await put(trainerB.client, own.body.id, TINY_PNG, 'x.png')).status).toBe(404);
    // a library exercise has no image of a practice
    const library = (await trainerA.client.get('/api/v1/exercises?q=squat&pageSize=1')).body.items[0];
    expect((await put(trainerA.client, library.id, TINY_PNG, 'x.png')).status).toBe(404);
    // not an image, or too large: refused, the image stays
    const exe = await put(trainerA.client, own.body.id, new TextEncoder().encode('MZ not an image'), 'x.png');
    expect(exe.status).toBe(415);
    expect(exe.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    expect((await put(trainerA.client, own.body.id, big, 'big.png')).status).toBe(413);
    expect((await trainerA.client.get(set.body.imageUrl)).status).toBe(200);
    // replacing it deletes the old file
    const [before] = await t.database.db.select().from(exercise).where(eq(exercise.id, own.body.id));
    const again = await put(trainerA.client, own.body.id, TINY_PNG, 'press2.png');
    expect(again.body.imageUrl).not.toBe(set.body.imageUrl);
    expect(await t.deps.storage.exists(before!.imageKey!)).toBe(false);

    // the routine PDF prints it (one more image object than without it)
    const pid = await newPatient(trainerA.client);
    const withImage = await trainerA.client.post('/api/v1/routines', {
      ...routineBody([own.body.id]),
      patientId: pid,
      startDate: '2026-03-16',
    });
    expect(withImage.status, withImage.text).toBe(201);
    const pdf = await t.app.request(
      new URL(`/api/v1/routines/${withImage.body.id}/pdf`, 'http://localhost:3000'),
      { headers: { cookie: [...trainerA.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } },
    );
    expect(pdf.status).toBe(200);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).toMatch(/\/Subtype \/Image/);
  });
});
