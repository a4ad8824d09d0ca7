/**
 * Patient documents through the API, on both storages: a HEIC photo gets a JPEG rendition stored
 * beside it (both downloadable, the rendition shown), and the same routes run against an
 * S3-compatible service (the in-test server of test/s3-server.ts, which checks every signature)
 * with the `S3_*` configuration, bytes in and out identical.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientDocument } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';

const HEIC = new Uint8Array(
  readFileSync(new URL('../../platform/fixtures/quadrants-64x48.heic', import.meta.url)),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A HEIF header with nothing decodable behind it. */
const BROKEN_HEIC = new Uint8Array([...HEIC.subarray(0, 40), ...new Uint8Array(200).fill(7)]);

function upload(client: TestClient, patientId: string, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append('file', new File([bytes], name, { type }));
  return client.request('POST', `/api/v1/patients/${patientId}/documents`, { body });
}

async function content(t: TestApp, client: TestClient, path: string) {
  const res = await t.app.request(new URL(path, 'http://localhost:3000'), {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Uploads, downloads and deletes through one app; returns the storage keys the rows held. */
async function roundTrip(t: TestApp) {
  const staff = await t.signedIn({ roles: ['staff'] });
  const created = await staff.client.post('/api/v1/patients', { firstName: 'Iris', lastName: 'Moreau' });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const base = `/api/v1/patients/${id}/documents`;

  const pdf = await upload(staff.client, id, PDF, 'referral.pdf', 'application/pdf');
  expect(pdf.status, pdf.text).toBe(201);
  expect(pdf.body).toMatchObject({ type: 'pdf', viewable: true, display: null });
  const pdfBack = await content(t, staff.client, `${base}/${pdf.body.id}/content?download=1`);
  expect(pdfBack.bytes).toEqual(PDF);

  const photo = await upload(staff.client, id, HEIC, 'rash.HEIC', 'image/heic');
  expect(photo.status, photo.text).toBe(201);
  expect(photo.body).toMatchObject({
    type: 'heic',
    contentType: 'image/heic',
    size: HEIC.byteLength,
    viewable: true,
    display: { contentType: 'image/jpeg', size: expect.any(Number) },
  });
  // the original, as uploaded
  const original = await content(t, staff.client, `${base}/${photo.body.id}/content?download=1`);
  expect(original.res.headers.get('content-type')).toBe('image/heic');
  expect(original.res.headers.get('content-disposition')).toContain('attachment; filename="rash.HEIC"');
  expect(original.bytes).toEqual(HEIC);
  // the rendition, shown inline, and downloadable as a JPEG
  const shown = await content(t, staff.client, `${base}/${photo.body.id}/content?rendition=display`);
  expect(shown.res.status).toBe(200);
  expect(shown.res.headers.get('content-type')).toBe('image/jpeg');
  expect(shown.res.headers.get('content-disposition')).toContain('inline; filename="rash.jpg"');
  expect(shown.bytes.byteLength).toBe(photo.body.display.size);
  expect(decode(shown.bytes, { useTArray: true })).toMatchObject({ width: 64, height: 48 });
  const saved = await content(
    t,
    staff.client,
    `${base}/${photo.body.id}/content?rendition=display&download=1`,
  );
  expect(saved.res.headers.get('content-disposition')).toContain('attachment; filename="rash.jpg"');
  expect(saved.bytes).toEqual(shown.bytes);

  const [row] = await t.database.db
    .select()
    .from(patientDocument)
    .where(eq(patientDocument.id, photo.body.id));
  const keys = [row!.storageKey, row!.displayKey!];
  for (const key of keys) expect(await t.deps.storage.exists(key)).toBe(true);
  expect((await staff.client.delete(`${base}/${photo.body.id}`)).status).toBe(204);
  for (const key of keys) expect(await t.deps.storage.exists(key)).toBe(false);
  return { staff, id, keys };
}

describe('documents on local storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a HEIC photo is kept as uploaded and shown through its JPEG rendition; deleting removes both', async () => {
    expect(t.deps.storage.kind).toBe('local');
    await roundTrip(t);
  });

  it('a HEIC file that cannot be decoded is kept, as a download only', async () => {
    const staff = await t.signedIn({ roles: ['staff'] });
    const id = (await staff.client.post('/api/v1/patients', { firstName: 'Noa', lastName: 'Berg' })).body.id;
    const up = await upload(staff.client, id, BROKEN_HEIC, 'broken.heic', 'image/heic');
    expect(up.status, up.text).toBe(201);
    expect(up.body).toMatchObject({ type: 'heic', viewable: false, display: null });
    const back = await content(t, staff.client, `/api/v1/patients/${id}/documents/${up.body.id}/content`);
    expect(back.res.headers.get('content-disposition')).toContain('attachment');
    expect(back.bytes).toEqual(BROKEN_HEIC);
    expect(t.logs.some((line) => line.includes('HEIC display conversion failed'))).toBe(true);
  });
});

describe('documents on S3-compatible storage (S3_* configuration)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server('verdant-docs', 'APPKEY', 'app-secret');
    t = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'verdant-docs',
      S3_ACCESS_KEY_ID: 'APPKEY',
      S3_SECRET_ACCESS_KEY: 'app-secret',
      S3_REGION: 'eu-west-1',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('uploads, downloads byte-identical and deletes through the S3 service', async () => {
    expect(t.deps.storage.kind).toBe('s3');
    const { keys } = await roundTrip(t);
    for (const key of keys) expect(s3.objects.has(key)).toBe(false);
    // the PDF stayed, in the bucket, with its bytes and type
    const kept = [...s3.objects.values()];
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ type: 'application/pdf' });
    expect(new Uint8Array(kept[0]!.body)).toEqual(PDF);
  });
});
