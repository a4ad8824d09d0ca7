import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, auditEvent } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';

let t: TestApp;
let admin: TestClient;
let pro: ProviderFixture;
let practice: string;
let anaId: string;
beforeAll(async () => {
  t = await createTestApp();
  practice = await t.createPractice('Import Practice');
  admin = (
    await t.signedIn({ roles: ['admin'], memberships: [{ organizationId: practice, orgRole: 'member' }] })
  ).client;
  pro = await createProvider(t, { displayName: 'Nora Import', timeZone: 'Europe/Madrid' }, practice);
  await admin.put('/api/v1/admin/setup', {
    name: 'Import Practice',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    taxRateBasisPoints: 0,
  });
  const ana = await admin.post('/api/v1/patients', {
    firstName: 'Ana',
    lastName: 'Núñez',
    email: 'ana.import@example.com',
    dateOfBirth: '1990-02-03',
  });
  anaId = ana.body.id;
  await admin.post('/api/v1/patients', { firstName: 'Berta', lastName: 'Soler', dateOfBirth: '1981-07-09' });
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, csv: string) =>
  admin.request('POST', path, { body: csv, headers: { 'content-type': 'text/csv' } });

const imported = async () =>
  t.database.db.select().from(appointment).where(eq(appointment.organizationId, practice));

describe('appointments import (ADR 0056)', () => {
  it('reports every bad row and imports nothing from a file with errors', async () => {
    const csv = [
      'patientEmail,patientFirstName,patientLastName,patientDateOfBirth,professionalEmail,date,startTime,endTime,durationMinutes,status',
      `ana.import@example.com,,,,${pro.email},2026-03-02,10:00,10:45,,completed`,
      `nobody@example.com,,,,${pro.email},2026-03-02,11:00,,30,`,
      `,Berta,Soler,1981-07-09,someone@else.example,2026-03-02,12:00,,30,`,
      `,Berta,Soler,1981-07-09,${pro.email},2026-02-30,25:00,,30,`,
      `ana.import@example.com,,,,${pro.email},2026-03-02,10:30,,30,`, // clashes with row 2
      `ana.import@example.com,,,,${pro.email},2026-03-03,09:00,08:00,,maybe`,
    ].join('\n');
    const preview = await post('/api/v1/admin/data/appointments-import/preview', csv);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ total: 6, valid: 1, timeZone: 'Europe/Madrid' });
    expect(preview.body.errors).toEqual([
      { line: 3, fields: { patientEmail: 'patientNotFound' } },
      { line: 4, fields: { professionalEmail: 'professionalNotFound' } },
      { line: 5, fields: { date: 'dateInvalid', startTime: 'timeInvalid' } },
      { line: 6, fields: { startTime: 'timeConflict' } },
      { line: 7, fields: { endTime: 'endBeforeStart', status: 'invalidOption' } },
    ]);
    const res = await post('/api/v1/admin/data/appointments-import', csv);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('IMPORT_INVALID');
    expect(res.body.error.details.errors).toHaveLength(5);
    expect(await imported()).toHaveLength(0);
  });

  it('imports another platform’s export (mapped onto our columns): patients by e-mail or name and birth date, the time in the practice’s zone', async () => {
    const csv = [
      'patientEmail,patientFirstName,patientLastName,patientDateOfBirth,professionalEmail,date,startTime,endTime,service,type,status,notes',
      `ANA.IMPORT@example.com,,,,${pro.email},2026-03-02,10:00 AM,10:45 AM,Initial consultation,Telehealth,Completed,first visit`,
      `,berta,SOLER,1981-07-09,${pro.email.toUpperCase()},2026-03-02,11:00,11:30,Follow-up,In person,No Show,`,
      `,Berta,Soler,1981-07-09,${pro.email},2026-03-02,10:15,10:45,Follow-up,,Cancelled,`, // cancelled: no clash
    ].join('\r\n');
    const preview = await post('/api/v1/admin/data/appointments-import/preview', csv);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.sample[0]).toMatchObject({
      patientName: 'Ana Núñez',
      professionalName: 'Nora Import',
      // 10:00 in Madrid in March (CET, UTC+1)
      startsAt: '2026-03-02T09:00:00.000Z',
      durationMinutes: 45,
      status: 'completed',
    });
    const res = await post('/api/v1/admin/data/appointments-import', csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ created: 3 });
    const rows = await imported();
    const ana = rows.find((r) => r.patientId === anaId)!;
    expect([ana.status, ana.type, ana.notes, ana.timeZone, ana.providerUserId]).toEqual([
      'completed',
      'video',
      'first visit',
      'Europe/Madrid',
      pro.userId,
    ]);
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'completed', 'no-show']);
    // audited, one event with every patient; nobody was e-mailed about history
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'appointment.import'), eq(auditEvent.organizationId, practice)));
    expect(events).toHaveLength(1);
    expect(await t.lastEmailTo('ana.import@example.com')).toBeFalsy();
    // the same file again: every live row now clashes with what was imported
    const again = await post('/api/v1/admin/data/appointments-import/preview', csv);
    expect(again.body.errors.map((e: { fields: Record<string, string> }) => e.fields.startTime)).toEqual([
      'timeConflict',
      'timeConflict',
    ]);
  });

  it('another practice’s administrator matches none of these patients or professionals', async () => {
    const other = (await t.signedIn({ roles: ['admin'] })).client;
    const csv = `patientEmail,professionalEmail,date,startTime,durationMinutes\nana.import@example.com,${pro.email},2026-04-01,09:00,30\n`;
    const res = await other.request('POST', '/api/v1/admin/data/appointments-import/preview', {
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.body.errors).toEqual([
      { line: 2, fields: { patientEmail: 'patientNotFound', professionalEmail: 'professionalNotFound' } },
    ]);
  });
});
