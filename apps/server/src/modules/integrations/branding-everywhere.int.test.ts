/**
 * The practice's brand on what it sends (ADR 0062): a booking confirmation, a reminder and a diet-plan
 * PDF of a Professional-plan practice carry its name, logo and colour; a Starter practice's carry
 * Verdant's look (heading, green, no logo). English and Spanish.
 */
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../db/schema/index.ts';
import { BRAND_LOGO_CID } from '../../platform/mail-layout.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/app.ts';
import { sendDueReminders } from '../appointments/index.ts';
import { bookConfirmed, createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';

const COLOUR = '#1f6f78';
const VERDANT_GREEN = '#15803d';
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let branded: ProviderFixture;
let plain: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp();
  branded = await createProvider(t, { displayName: 'Olivia Brandt' });
  plain = await createProvider(t, { displayName: 'Sam Plain' });
  await t.database.db
    .update(organization)
    .set({ plan: 'professional' })
    .where(eq(organization.id, branded.organizationId));
  await t.database.db
    .update(organization)
    .set({ plan: 'starter' })
    .where(eq(organization.id, plain.organizationId));
  const path = `/api/v1/organizations/${branded.organizationId}/billing-profile`;
  const saved = await branded.client.put(path, { accentColor: COLOUR });
  expect(saved.status, saved.text).toBe(200);
  const logo = await branded.client.request('PUT', `${path}/logo`, {
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(logo.status, logo.text).toBe(200);
  // every appointment of the next days is due for its reminder
  for (const id of [branded.organizationId, plain.organizationId]) {
    await t.database.db.execute(
      sql`insert into calendar_settings (organization_id, reminder_lead_minutes) values (${id}, 10080)
          on conflict (organization_id) do update set reminder_lead_minutes = 10080`,
    );
  }
});
afterAll(async () => {
  await t.close();
});

function systemCtx(): ServiceContext {
  return {
    db: t.database.db,
    actor: { system: true as const, name: 'job:test' },
    organization: null,
    request: { ip: null, requestId: null },
    now: () => new Date(),
    log: t.deps.logger,
    mail: t.deps.mailer,
    config: t.config,
    storage: t.deps.storage,
  } as ServiceContext;
}

type Outbox = NonNullable<Awaited<ReturnType<TestApp['lastEmailTo']>>>;

function expectPracticeBrand(mail: Outbox | undefined, practice: string) {
  expect(mail, 'an e-mail was queued').toBeDefined();
  const m = mail!;
  expect(m.html).toContain(`border-bottom:3px solid ${COLOUR}`);
  expect(m.html).toContain(`src="cid:${BRAND_LOGO_CID}"`);
  expect(m.html).toContain(practice);
  expect(m.html).not.toContain(VERDANT_GREEN);
  const logo = m.attachments.find((a) => a.cid === BRAND_LOGO_CID);
  expect(logo?.contentType).toBe('image/png');
  expect(Buffer.from(logo!.content, 'base64').equals(PNG)).toBe(true);
  // the plain-text part stays, signed by the practice instead of Verdant
  expect(m.text.trim().endsWith(practice)).toBe(true);
  expect(m.text).not.toMatch(/The Verdant team|El equipo de Verdant/);
}

function expectVerdantLook(mail: Outbox | undefined) {
  expect(mail, 'an e-mail was queued').toBeDefined();
  const m = mail!;
  expect(m.html).toContain(`border-bottom:3px solid ${VERDANT_GREEN}`);
  expect(m.html).toMatch(/font-size:18px">Verdant<\/p>/);
  expect(m.html).not.toContain('cid:');
  expect(m.attachments.some((a) => a.cid)).toBe(false);
  expect(m.text).toMatch(/The Verdant team|El equipo de Verdant/);
}

describe('booking and reminder e-mails in the practice brand', () => {
  it('a Professional practice: the confirmation (English) and the reminder carry its name, logo and colour', async () => {
    const email = uniqueEmail('brand-en');
    await bookConfirmed(t, branded.profileId, branded.serviceIds[0]!, {
      firstName: 'Nora',
      lastName: 'Lind',
      email,
    });
    const confirmation = await t.lastEmailTo(email, 'Appointment confirmed with Olivia Brandt');
    expectPracticeBrand(confirmation, 'Olivia Brandt practice');
    expect(confirmation!.text).toContain('Your appointment is confirmed.');
    // the .ics still travels with it
    expect(confirmation!.attachments.map((a) => a.filename)).toContain('appointment.ics');
    // links stay clickable in the HTML part (the one-time cancel link is filled in at delivery)
    expect(confirmation!.html).toMatch(/<a href="http:\/\/localhost:3000\/booking\/cancel\?/);

    expect(await sendDueReminders(systemCtx())).toBeGreaterThan(0);
    const reminder = await t.lastEmailTo(email);
    expect(reminder?.subject).toMatch(/^Reminder: First visit with Olivia Brandt/);
    expectPracticeBrand(reminder, 'Olivia Brandt practice');
  });

  it('in Spanish too, and the delivered message carries the logo inline', async () => {
    const email = uniqueEmail('brand-es');
    const slots = await t
      .client()
      .get(`/api/v1/providers/${branded.profileId}/slots?serviceId=${branded.serviceIds[1]}&days=3`);
    const held = await t.client().post('/api/v1/bookings?lang=es', {
      providerId: branded.profileId,
      serviceId: branded.serviceIds[1],
      start: slots.body.slots[5].start,
      patient: { firstName: 'Lucía', lastName: 'Peña', email, phone: '+34 600 000 000' },
    });
    expect(held.status, held.text).toBe(201);
    expectPracticeBrand(await t.lastEmailTo(email), 'Olivia Brandt practice');
    const token = (await t.linkFromEmail(email)).searchParams.get('token');
    const confirmed = await t.client().post(`/api/v1/bookings/${held.body.id}/confirm?lang=es`, { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    const mail = await t.lastEmailTo(email, 'Cita confirmada con Olivia Brandt');
    expectPracticeBrand(mail, 'Olivia Brandt practice');
    expect(mail!.text).toContain('Tu cita está confirmada.');
    await t.worker.drain();
    const delivered = t.mail.messages.findLast(
      (m) => m.to === email && m.subject.startsWith('Cita confirmada'),
    );
    expect(delivered?.attachments?.some((a) => a.cid === BRAND_LOGO_CID)).toBe(true);
    expect(delivered?.html).not.toContain('{{one-time-link}}');
  });

  it('a Starter practice: the confirmation and the reminder keep Verdant’s look', async () => {
    const email = uniqueEmail('plain');
    await bookConfirmed(t, plain.profileId, plain.serviceIds[0]!, {
      firstName: 'Tom',
      lastName: 'Ek',
      email,
    });
    expectVerdantLook(await t.lastEmailTo(email, 'Appointment confirmed with Sam Plain'));
    await sendDueReminders(systemCtx());
    const reminder = await t.lastEmailTo(email);
    expect(reminder?.subject).toMatch(/^Reminder:/);
    expectVerdantLook(reminder);
  });
});

/** The text of every content stream of a PDF (pdfkit compresses them). */
function pdfStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  let at = 0;
  for (;;) {
    const open = raw.indexOf('>>\nstream\n', at);
    if (open < 0) break;
    const start = open + '>>\nstream\n'.length;
    const end = raw.indexOf('\nendstream', start);
    if (end < 0) break;
    try {
      out += inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      // not a compressed content stream (an image, a font)
    }
    at = end + 1;
  }
  return out;
}

/** "#1f6f78" as pdfkit sets a fill colour: "0.12156862745098039 0.43529411764705883 0.47058823529411764 scn". */
function fillOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return `${r} ${g} ${b} scn`;
}

async function planPdf(p: ProviderFixture, lang: 'en' | 'es'): Promise<Buffer> {
  const patient = await p.client.post('/api/v1/patients', {
    firstName: 'Ada',
    lastName: 'Moss',
    email: uniqueEmail('plan'),
    dateOfBirth: '1990-01-01',
    gender: 'female',
  });
  expect(patient.status, patient.text).toBe(201);
  const target = (n: number) => ({ target: n, min: n * 0.9, max: n * 1.1 });
  const plan = await p.client.post('/api/v1/diet-plans', {
    patientId: patient.body.id,
    name: 'Autumn week',
    startDate: '2026-11-02',
    endDate: '2026-11-29',
    menuDays: 7,
    targets: {
      calories: target(2000),
      protein: target(100),
      carbs: target(250),
      fat: target(67),
      fiber: { target: 28, min: 28, max: 56 },
    },
    items: [],
  });
  expect(plan.status, plan.text).toBe(201);
  // read as bytes (the test client reads answers as text)
  const res = await t.app.request(
    `http://localhost:3000/api/v1/diet-plans/${plan.body.id}/pdf?lang=${lang}`,
    {
      headers: {
        origin: 'http://localhost:3000',
        cookie: [...p.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    },
    { incoming: { socket: { remoteAddress: p.client.ip, remotePort: 40000, remoteFamily: 'IPv4' } } },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}

describe('diet-plan PDFs in the practice brand', () => {
  it('a Professional practice: its name on every page, its logo and its colour (English and Spanish)', async () => {
    for (const lang of ['en', 'es'] as const) {
      const pdf = await planPdf(branded, lang);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain('Olivia Brandt practice');
      expect(text).toContain(lang === 'es' ? 'Página 1 de' : 'Page 1 of');
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      const streams = pdfStreams(pdf);
      expect(streams).toContain(fillOf(COLOUR));
      expect(streams).not.toContain(fillOf('#2f6b4f'));
    }
  });

  it('a Starter practice: its name, Verdant’s colour, no logo', async () => {
    const pdf = await planPdf(plain, 'en');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Sam Plain practice');
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    const streams = pdfStreams(pdf);
    expect(streams).toContain(fillOf('#2f6b4f'));
    expect(streams).not.toContain(fillOf(COLOUR));
  });
});
