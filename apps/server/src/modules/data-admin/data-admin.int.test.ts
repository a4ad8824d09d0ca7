import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, sql } from '../../db/client.ts';
import { systemContext } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/app.ts';
import { cloneTestDatabase } from '../../test/db.ts';
import { pgRestoreAvailable } from './backups.ts';
import { restoreBackup } from './index.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'verdant-data-admin-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newPatient(client: ReturnType<TestApp['client']>, name: string) {
  const res = await client.post('/api/v1/patients', {
    firstName: name,
    lastName: 'Backup',
    email: uniqueEmail('patient'),
    dateOfBirth: '1985-04-12',
    gender: 'female',
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function upload(
  client: ReturnType<TestApp['client']>,
  patientId: string,
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  const res = await client.request('POST', `/api/v1/patients/${patientId}/documents`, { body: form });
  expect(res.status).toBe(201);
  return res.body;
}

const pdfBytes = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe('data: backups', () => {
  it('backs up the database and DATA_DIR files, and restores them into a fresh instance, every row and file', {
    timeout: 180_000,
  }, async (ctx) => {
    if (t.database.kind !== 'pglite') ctx.skip(); // PostgreSQL backups need pg_dump: see ADR 0050
    const admin = await t.signedIn({ roles: ['admin'] });
    const dietitian = await t.signedIn({ roles: ['dietitian'] });
    const patientId = await newPatient(dietitian.client, 'Rosa');
    const document = pdfBytes('lab report of Rosa');
    await upload(dietitian.client, patientId, document, 'report.pdf');

    const started = await admin.client.post('/api/v1/admin/backups');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', trigger: 'manual', databaseKind: 'pglite' });
    // one at a time
    expect((await admin.client.post('/api/v1/admin/backups')).body.error.code).toBe('BACKUP_UNAVAILABLE');
    await t.runJobs();

    const overview = (await admin.client.get('/api/v1/admin/backups')).body;
    const done = overview.backups.find((b: { id: string }) => b.id === started.body.id);
    expect(done).toMatchObject({ status: 'succeeded', destination: 'local', error: null });
    expect(done.sizeBytes).toBeGreaterThan(document.length);
    expect(done.fileCount).toBeGreaterThanOrEqual(1);
    expect(done.tableCount).toBeGreaterThan(50);
    expect(overview.filesCovered).toBe(true);

    // The restore test (a job) restores into a temporary fresh instance and compares everything.
    expect((await admin.client.post(`/api/v1/admin/backups/${done.id}/restore-test`)).status).toBe(202);
    await t.runJobs();
    const tested = (await admin.client.get('/api/v1/admin/backups')).body.backups.find(
      (b: { id: string }) => b.id === done.id,
    );
    expect(tested).toMatchObject({ restoreOk: true, restoreTestRunning: false });
    expect(tested.restoreDetail.mismatches).toEqual([]);
    expect(tested.restoreDetail.files).toBe(done.fileCount);
    expect(tested.restoreDetail.rows).toBe(done.rowCount);

    // And by hand: a restored DATA_DIR holds the patient's row and the very same file.
    const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'verdant-restored-'));
    try {
      const system = systemContext(
        {
          db: t.database.db,
          logger: t.deps.logger,
          mailer: t.deps.mailer,
          config: t.config,
          storage: t.deps.storage,
        },
        'test',
      );
      const detail = await restoreBackup(system, done.id, restoredDir);
      expect(detail.mismatches).toEqual([]);
      const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'db') });
      try {
        const [row] = rowsOf<{ first_name: string; storage_key: string }>(
          await restored.db.execute(
            sql`select p.first_name, d.storage_key from patient p join patient_document d on d.patient_id = p.id
              where p.id = ${patientId}`,
          ),
        );
        expect(row?.first_name).toBe('Rosa');
        const file = await readFile(path.join(restoredDir, 'files', ...row!.storage_key.split('/')));
        expect(new Uint8Array(file)).toEqual(document);
        // every table the backup counted, with the same rows
        const live = rowsOf<{ n: number | string }>(
          await restored.db.execute(sql`select count(*) as n from pg_tables where schemaname = 'public'`),
        );
        expect(Number(live[0]?.n)).toBeGreaterThan(50);
      } finally {
        await restored.close();
      }

      // A damaged backup is caught: the restore test reports the file that differs.
      const [doc] = rowsOf<{ storage_key: string }>(
        await t.database.db.execute(
          sql`select storage_key from patient_document where patient_id = ${patientId}`,
        ),
      );
      await writeFile(
        path.join(dataDir, 'files', 'backups', done.id, 'files', ...doc!.storage_key.split('/')),
        'x',
      );
      expect((await admin.client.post(`/api/v1/admin/backups/${done.id}/restore-test`)).status).toBe(202);
      await t.runJobs();
      const damaged = (await admin.client.get('/api/v1/admin/backups')).body.backups.find(
        (b: { id: string }) => b.id === done.id,
      );
      expect(damaged.restoreOk).toBe(false);
      expect(damaged.restoreDetail.mismatches).toEqual([`file ${doc!.storage_key} differs`]);
    } finally {
      await rm(restoredDir, { recursive: true, force: true });
    }

    // the checklist now sees a backup of the last 24 hours
    const report = (await admin.client.get('/api/v1/admin/compliance')).body;
    expect(report.items.find((i: { key: string }) => i.key === 'backups').state).toBe('ok');
  });

  it('lets only platform administrators run backups', async () => {
    const practiceAdmin = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: await t.createPractice('Only a practice'), orgRole: 'member' }],
    });
    expect((await practiceAdmin.client.post('/api/v1/admin/backups')).status).toBe(403);
    expect((await practiceAdmin.client.get('/api/v1/admin/backups')).status).toBe(403);
  });
});

describe('data: PostgreSQL backups (ADR 0056)', () => {
  it('a pg_dump backup restores into a fresh database with every table compared', {
    timeout: 180_000,
  }, async (ctx) => {
    // run with DATABASE_URL (PostgreSQL) and pg_dump/pg_restore on PATH; on PGlite the test above covers it
    if (t.database.kind !== 'postgres' || !pgRestoreAvailable()) ctx.skip();
    // an installation configured with its DATABASE_URL, as pg_dump needs it
    const database = await cloneTestDatabase();
    const pgDir = await mkdtemp(path.join(os.tmpdir(), 'verdant-pg-backup-'));
    const pg = await createTestApp({ DATA_DIR: pgDir, DATABASE_URL: database.url! }, { database });
    try {
      await backUpAndRestore(pg);
    } finally {
      await pg.close();
      await rm(pgDir, { recursive: true, force: true });
    }
  });
});

async function backUpAndRestore(t: TestApp) {
  {
    const admin = await t.signedIn({ roles: ['admin'] });
    const dietitian = await t.signedIn({ roles: ['dietitian'] });
    await newPatient(dietitian.client, 'Pilar');
    const started = await admin.client.post('/api/v1/admin/backups');
    expect(started.status, started.text).toBe(202);
    expect(started.body.databaseKind).toBe('postgres');
    await t.runJobs();
    const done = (await admin.client.get('/api/v1/admin/backups')).body.backups.find(
      (b: { id: string }) => b.id === started.body.id,
    );
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'succeeded', error: null });
    expect((await admin.client.post(`/api/v1/admin/backups/${done.id}/restore-test`)).status).toBe(202);
    await t.runJobs();
    const tested = (await admin.client.get('/api/v1/admin/backups')).body.backups.find(
      (b: { id: string }) => b.id === done.id,
    );
    expect(tested.restoreDetail.mismatches).toEqual([]);
    expect(tested).toMatchObject({ restoreOk: true });
    expect(tested.restoreDetail.tables).toBe(done.tableCount);
    expect(tested.restoreDetail.rows).toBe(done.rowCount);
  }
}

describe('data: the practice export', () => {
  it('builds the whole practice as a FHIR Bundle with its files, downloadable once, audited', async () => {
    const practice = await t.createPractice('Export Practice');
    const member = { memberships: [{ organizationId: practice, orgRole: 'member' as const }] };
    const admin = await t.signedIn({ roles: ['admin'], ...member });
    const dietitian = await t.signedIn({ roles: ['dietitian'], ...member });
    const other = await t.signedIn({ roles: ['admin'] });
    const ids = [await newPatient(dietitian.client, 'Lucia'), await newPatient(dietitian.client, 'Marta')];
    await upload(dietitian.client, ids[0]!, pdfBytes('referral letter'), 'letter.pdf');

    const queued = await admin.client.post('/api/v1/admin/data/exports');
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'queued', progress: 0 });
    await t.runJobs();
    const [ready] = (await admin.client.get('/api/v1/admin/data/exports')).body;
    expect(ready).toMatchObject({
      id: queued.body.id,
      status: 'ready',
      progress: 100,
      patientCount: 2,
      fileCount: 1,
    });

    // not another practice's
    expect((await other.client.get(`/api/v1/admin/data/exports/${ready.id}/download`)).status).toBe(404);

    const file = await admin.client.get(`/api/v1/admin/data/exports/${ready.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/fhir+json');
    const bundle = JSON.parse(file.text);
    expect(bundle.resourceType).toBe('Bundle');
    const patients = bundle.entry.filter(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Patient',
    );
    expect(patients.map((e: { resource: { id: string } }) => e.resource.id).sort()).toEqual([...ids].sort());
    const doc = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'DocumentReference',
    );
    expect(Buffer.from(doc.resource.content[0].attachment.data, 'base64').toString()).toContain(
      'referral letter',
    );

    // once
    const again = await admin.client.get(`/api/v1/admin/data/exports/${ready.id}/download`);
    expect(again.status).toBe(409);
    // build and download: one event each, naming both patients
    const events = rowsOf<{ action: string; patient_ids: string[] }>(
      await t.database.db.execute(
        sql`select action, patient_ids from audit_event where organization_id = ${practice}
          and action like 'practice.export.%' and patient_ids is not null order by at`,
      ),
    );
    expect(events.map((e) => e.action)).toEqual(['practice.export.build', 'practice.export.download']);
    for (const e of events) expect([...e.patient_ids].sort()).toEqual([...ids].sort());
  });

  it('lists the retention rules, saying which are not enforced', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const rules = (await admin.client.get('/api/v1/admin/data/retention')).body;
    expect(rules.find((r: { recordType: string }) => r.recordType === 'recordings')).toMatchObject({
      days: 365,
      enforced: true,
      everySeconds: 3600,
    });
    expect(rules.find((r: { recordType: string }) => r.recordType === 'clinicalRecords')).toMatchObject({
      enforced: false,
    });
  });
});
