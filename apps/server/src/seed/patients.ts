/**
 * Demo patients, seeded after the demo appointments (db/seed/appointments.ts, which creates the
 * demo patient's own record, the multi-role account's and seven more): the demo practice gets about
 * forty realistic records (ages, genders, allergies of the clinical allergen list, conditions,
 * medications, active and inactive, some invited, the demo patient and the multi-role account as
 * platform users), care teams with the demo professionals, a few documents stored through
 * platform/storage.ts (small real PDFs and PNGs made here), and audit events; the second practice
 * gets its own patients with its dietitian. All people are invented; e-mails use example.com.
 */
import { deflateSync } from 'node:zlib';
import type { MedicalCondition, Medication, PatientAllergen } from '@verdant/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { newStorageKey, type Storage } from '../platform/storage.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  appointment,
  auditEvent,
  careTeamMember,
  patient,
  patientDocument,
  patientInvitation,
} from '../db/schema/index.ts';

type Gender = 'female' | 'male' | 'other' | 'undisclosed';

interface SeedPatient {
  firstName: string;
  lastName: string;
  gender: Gender;
  /** Age in years at seed time. */
  age: number;
  city: string;
  country: string;
  heightCm: number;
  weightKg: number;
  allergens?: PatientAllergen[];
  otherAllergies?: string[];
  conditions?: string[];
  medications?: [string, string, string][];
  status?: 'active' | 'inactive';
  access?: 'none' | 'invite_pending';
  /** Care team, by demo account key. */
  team: ('dietitian' | 'medical' | 'fitness' | 'multi')[];
  notes?: string;
}

const P = (
  firstName: string,
  lastName: string,
  gender: Gender,
  age: number,
  city: string,
  country: string,
  heightCm: number,
  weightKg: number,
  team: SeedPatient['team'],
  extra: Partial<SeedPatient> = {},
): SeedPatient => ({ firstName, lastName, gender, age, city, country, heightCm, weightKg, team, ...extra });

/** The first practice's records beyond those the appointment seed made. */
const PRACTICE_PATIENTS: SeedPatient[] = [
  P('Isabella', 'García', 'female', 34, 'Madrid', 'ES', 164, 61.2, ['dietitian'], {
    allergens: ['peanuts', 'tree_nuts'],
    conditions: ['Iron-deficiency anaemia'],
    medications: [['Ferrous sulfate', '325 mg', 'once daily']],
  }),
  P('James', 'Whitaker', 'male', 52, 'Boston', 'US', 181, 96.4, ['dietitian', 'medical'], {
    conditions: ['Type 2 diabetes', 'Hypertension'],
    medications: [
      ['Metformin', '1000 mg', 'twice daily'],
      ['Lisinopril', '10 mg', 'once daily'],
    ],
  }),
  P('Chloé', 'Dubois', 'female', 27, 'Lyon', 'FR', 168, 58.0, ['dietitian', 'fitness'], {
    allergens: ['milk'],
    conditions: ['Lactose intolerance'],
  }),
  P('Mateo', 'Rodríguez', 'male', 41, 'Sevilla', 'ES', 176, 84.3, ['dietitian'], {
    conditions: ['Hypercholesterolaemia'],
    medications: [['Atorvastatin', '20 mg', 'at night']],
  }),
  P('Aisha', 'Khan', 'female', 38, 'London', 'GB', 160, 70.1, ['dietitian', 'medical'], {
    allergens: ['sesame'],
    conditions: ['Polycystic ovary syndrome'],
    medications: [['Metformin', '500 mg', 'twice daily']],
  }),
  P('Hiroshi', 'Tanaka', 'male', 67, 'San Francisco', 'US', 170, 68.5, ['medical'], {
    conditions: ['Chronic kidney disease, stage 3', 'Gout'],
    medications: [['Allopurinol', '100 mg', 'once daily']],
    status: 'inactive',
  }),
  P('Grace', "O'Connor", 'female', 29, 'Dublin', 'IE', 171, 63.0, ['fitness'], {
    otherAllergies: ['Latex'],
  }),
  P('Lucas', 'Ferreira', 'male', 23, 'Lisbon', 'PT', 183, 77.8, ['fitness', 'dietitian'], {
    conditions: ['Exercise-induced asthma'],
    medications: [['Salbutamol inhaler', '100 µg', 'before exercise']],
  }),
  P('Fatima', 'Al-Sayed', 'female', 45, 'Toronto', 'CA', 158, 81.6, ['dietitian'], {
    allergens: ['shellfish', 'fish'],
    conditions: ['Hypothyroidism'],
    medications: [['Levothyroxine', '75 µg', 'every morning']],
    access: 'invite_pending',
  }),
  P('Oliver', 'Bennett', 'male', 8, 'Boston', 'US', 128, 26.4, ['dietitian'], {
    allergens: ['egg', 'peanuts'],
    notes: 'Appointments with a parent present.',
  }),
  P('Valentina', 'Rossi', 'female', 31, 'Milan', 'IT', 166, 55.9, ['dietitian'], {
    allergens: ['wheat_gluten'],
    conditions: ['Coeliac disease'],
    access: 'invite_pending',
  }),
  P('Daniel', 'Kim', 'male', 36, 'Seattle', 'US', 175, 72.0, ['fitness'], {}),
  P('Zoe', 'Papadopoulos', 'female', 19, 'Athens', 'GR', 169, 52.3, ['dietitian', 'medical'], {
    conditions: ['Anorexia nervosa, in recovery'],
    notes: 'Weigh-ins only with the patient’s agreement.',
  }),
  P('Samuel', 'Adeyemi', 'male', 58, 'Lagos', 'NG', 178, 88.9, ['medical'], {
    conditions: ['Hypertension'],
    medications: [['Amlodipine', '5 mg', 'once daily']],
  }),
  P('Emily', 'Johansson', 'female', 72, 'Stockholm', 'SE', 162, 64.7, ['medical', 'dietitian'], {
    conditions: ['Osteoporosis', 'Atrial fibrillation'],
    medications: [
      ['Alendronate', '70 mg', 'weekly'],
      ['Apixaban', '5 mg', 'twice daily'],
    ],
  }),
  P('Carlos', 'Mendoza', 'male', 47, 'Mexico City', 'MX', 172, 91.2, ['dietitian'], {
    allergens: ['soy'],
    conditions: ['Non-alcoholic fatty liver disease'],
    status: 'inactive',
  }),
  P('Hannah', 'Weber', 'female', 33, 'Berlin', 'DE', 174, 66.1, ['fitness', 'multi'], {
    notes: 'Training for a half marathon.',
  }),
  P('Ravi', 'Patel', 'male', 44, 'Leicester', 'GB', 169, 79.5, ['dietitian', 'medical'], {
    conditions: ['Type 2 diabetes'],
    medications: [['Metformin', '500 mg', 'twice daily']],
    otherAllergies: ['Penicillin'],
  }),
  P('Sophie', 'Laurent', 'female', 26, 'Montréal', 'CA', 163, 57.4, ['multi'], { allergens: ['tree_nuts'] }),
  P('Benjamin', 'Cohen', 'male', 61, 'New York', 'US', 179, 85.0, ['medical'], {
    conditions: ['Coronary artery disease'],
    medications: [
      ['Aspirin', '81 mg', 'once daily'],
      ['Rosuvastatin', '10 mg', 'once daily'],
    ],
    access: 'invite_pending',
  }),
  P('Lucía', 'Fernández', 'female', 55, 'Buenos Aires', 'AR', 161, 69.8, ['dietitian'], {
    conditions: ['Menopause symptoms'],
    status: 'inactive',
  }),
  P('Noah', 'Andersen', 'male', 15, 'Copenhagen', 'DK', 172, 58.6, ['fitness', 'dietitian'], {
    allergens: ['milk', 'egg'],
  }),
  P('Amara', 'Okafor', 'female', 40, 'Houston', 'US', 167, 74.2, ['dietitian'], {
    conditions: ['Gestational diabetes (previous pregnancy)'],
  }),
  P('Tomás', 'Novák', 'male', 80, 'Prague', 'CZ', 168, 71.3, ['medical'], {
    conditions: ['Heart failure', 'Type 2 diabetes'],
    medications: [
      ['Furosemide', '40 mg', 'every morning'],
      ['Bisoprolol', '2.5 mg', 'once daily'],
    ],
  }),
  P('Mei', 'Lin', 'female', 37, 'Vancouver', 'CA', 159, 50.8, ['dietitian'], {
    allergens: ['shellfish'],
    conditions: ['Irritable bowel syndrome'],
  }),
  P('Alex', 'Morgan', 'other', 30, 'Portland', 'US', 173, 68.0, ['fitness'], { status: 'inactive' }),
  P('Elena', 'Popescu', 'female', 49, 'Bucharest', 'RO', 165, 77.0, ['dietitian'], {
    conditions: ['Hypothyroidism'],
    medications: [['Levothyroxine', '50 µg', 'every morning']],
  }),
  P('William', 'Foster', 'male', 66, 'Chicago', 'US', 185, 102.5, ['dietitian', 'medical'], {
    conditions: ['Obesity', 'Sleep apnoea'],
    otherAllergies: ['Sulfonamides'],
  }),
  P('Nadia', 'Haddad', 'undisclosed', 24, 'Beirut', 'LB', 162, 54.1, ['dietitian'], {
    allergens: ['sesame', 'peanuts'],
  }),
  P('Kenji', 'Watanabe', 'male', 42, 'Osaka', 'JP', 171, 70.4, ['fitness'], {
    conditions: ['Lower back pain'],
  }),
  P('Sara', 'Lindqvist', 'female', 35, 'Gothenburg', 'SE', 170, 65.5, ['dietitian'], {
    allergens: ['wheat_gluten', 'milk'],
    status: 'inactive',
  }),
];

/** The second practice's patients (care team: its dietitian). */
const SECOND_PRACTICE_PATIENTS: SeedPatient[] = [
  P('Harper', 'Quinn', 'female', 39, 'Portland', 'US', 166, 72.4, [], { allergens: ['peanuts'] }),
  P('Diego', 'Ramírez', 'male', 28, 'Bogotá', 'CO', 174, 80.1, [], { conditions: ['Prediabetes'] }),
  P('Ingrid', 'Olsen', 'female', 63, 'Oslo', 'NO', 168, 70.0, [], {
    conditions: ['Hypertension'],
    medications: [['Losartan', '50 mg', 'once daily']],
  }),
  P('Yusuf', 'Demir', 'male', 50, 'Istanbul', 'TR', 177, 93.6, [], { status: 'inactive' }),
  P('Leah', 'Goldberg', 'female', 22, 'Tel Aviv', 'IL', 161, 53.2, [], { allergens: ['sesame'] }),
  P('Marco', 'Bianchi', 'male', 45, 'Rome', 'IT', 180, 86.7, [], { allergens: ['wheat_gluten'] }),
];

/** The demo patient's and the multi-role account's records (made by the appointment seed) get detail. */
const ACCOUNT_RECORDS: Record<string, Partial<SeedPatient> & { phone: string }> = {
  patient: {
    gender: 'female',
    age: 32,
    city: 'Austin',
    country: 'US',
    heightCm: 165,
    weightKg: 63.5,
    allergens: ['peanuts'],
    otherAllergies: ['Penicillin'],
    conditions: ['Iron-deficiency anaemia'],
    medications: [['Ferrous bisglycinate', '25 mg', 'once daily']],
    phone: '+1 512 555 0142',
  },
  multi: {
    gender: 'male',
    age: 35,
    city: 'Boston',
    country: 'US',
    heightCm: 180,
    weightKg: 79,
    phone: '+1 617 555 0199',
  },
};

/** A deterministic pseudo-random sequence (the demo is the same on every fresh start). */
function sequence(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const dateOfBirth = (now: Date, age: number, r: () => number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 1 + Math.floor(r() * 360));
  return d.toISOString().slice(0, 10);
};

const emailOf = (p: { firstName: string; lastName: string }) =>
  `${`${p.firstName}.${p.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z.]/g, '')
    .toLowerCase()}@example.com`;

const phoneOf = (r: () => number) =>
  `+1 555 ${String(100 + Math.floor(r() * 900))} ${String(1000 + Math.floor(r() * 9000))}`;

const conditionsOf = (names: readonly string[] = []): MedicalCondition[] =>
  names.map((name) => ({ name, since: null, notes: null }));
const medicationsOf = (list: readonly [string, string, string][] = []): Medication[] =>
  list.map(([name, dose, frequency]) => ({ name, dose, frequency }));

/** A one-page PDF with a line of text (a real, valid file: header, objects, xref, trailer). */
export function demoPdf(title: string, line: string): Uint8Array {
  const text = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj 0 -28 Td /F1 12 Tf (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A small PNG chart: bars of the given heights (0–1), green on white (a real, valid file). */
export function demoPng(bars: readonly number[], width = 120, height = 60): Uint8Array {
  const barWidth = Math.floor(width / Math.max(bars.length, 1));
  return pngOf(width, height, (x, y) => {
    const bar = bars[Math.floor(x / barWidth)] ?? 0;
    const filled = x % barWidth < barWidth - 2 && height - y <= bar * height;
    return filled ? [0x2f, 0x85, 0x5a] : [0xff, 0xff, 0xff];
  });
}

/** An RGB PNG of `width` × `height` whose pixel (x, y) is `pixel(x, y)` (a real, valid file). */
export function pngOf(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Uint8Array {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      raw.set(pixel(x, y), at);
    }
  }
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    png.set(p, at);
    at += p.length;
  }
  return png;
}

export interface DemoPatientsInput {
  practiceId: string;
  secondPracticeId: string;
  /** Demo account user ids by key (`dietitian`, `medical`, `fitness`, `multi`, `patient`, `dietitian2`, `staff`). */
  users: ReadonlyMap<string, string>;
  now: Date;
  /** Documents are stored only when given (the seed runs without one in some tests). */
  storage?: Storage | undefined;
}

export async function seedDemoPatients(tx: DbOrTx, input: DemoPatientsInput): Promise<{ patients: number }> {
  const { now, users } = input;
  const r = sequence(20261125);
  const day = 86_400_000;

  // The records the appointment seed made: detail for the two linked to accounts.
  for (const [key, detail] of Object.entries(ACCOUNT_RECORDS)) {
    const userId = users.get(key);
    if (!userId) continue;
    await tx
      .update(patient)
      .set({
        gender: detail.gender ?? null,
        dateOfBirth: dateOfBirth(now, detail.age ?? 30, r),
        city: detail.city ?? null,
        country: detail.country ?? null,
        heightCm: detail.heightCm ?? null,
        weightKg: detail.weightKg ?? null,
        allergies: detail.allergens ?? [],
        allergiesOther: detail.otherAllergies ?? [],
        medicalConditions: conditionsOf(detail.conditions),
        medications: medicationsOf(detail.medications),
        phone: detail.phone,
        lastVisitAt: new Date(now.getTime() - 21 * day),
        createdAt: new Date(now.getTime() - 200 * day),
      })
      .where(eq(patient.userId, userId));
  }
  // Every record with an appointment: its professional is on its care team.
  await tx.execute(sql`
    insert into ${careTeamMember} (patient_id, user_id)
    select distinct ${appointment.patientId}, ${appointment.providerUserId} from ${appointment}
    where ${appointment.patientId} is not null and ${appointment.organizationId} = ${input.practiceId}
    on conflict do nothing`);

  const insert = async (
    organizationId: string,
    list: readonly SeedPatient[],
    team: (p: SeedPatient) => string[],
  ) => {
    const ids: string[] = [];
    for (const [i, p] of list.entries()) {
      const created = new Date(now.getTime() - Math.floor(((i * 11) % 360) + r() * 5) * day);
      const [row] = await tx
        .insert(patient)
        .values({
          organizationId,
          firstName: p.firstName,
          lastName: p.lastName,
          email: emailOf(p),
          phone: phoneOf(r),
          dateOfBirth: dateOfBirth(now, p.age, r),
          gender: p.gender,
          address: `${10 + Math.floor(r() * 180)} ${['Oak', 'Elm', 'Maple', 'Harbor', 'Mill'][i % 5]} Street`,
          city: p.city,
          country: p.country,
          heightCm: p.heightCm,
          weightKg: p.weightKg,
          allergies: p.allergens ?? [],
          allergiesOther: p.otherAllergies ?? [],
          medicalConditions: conditionsOf(p.conditions),
          medications: medicationsOf(p.medications),
          notes: p.notes ?? null,
          status: p.status ?? 'active',
          platformAccess: p.access ?? 'none',
          lastVisitAt: i % 4 === 3 ? null : new Date(now.getTime() - Math.floor(3 + r() * 90) * day),
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: patient.id });
      ids.push(row!.id);
      const members = team(p).filter(Boolean);
      if (members.length) {
        await tx
          .insert(careTeamMember)
          .values(members.map((userId) => ({ patientId: row!.id, userId, addedAt: created })))
          .onConflictDoNothing();
      }
      if (p.access === 'invite_pending') {
        // a pending invitation (its link went to the person; the demo does not know it)
        await tx.insert(patientInvitation).values({
          patientId: row!.id,
          email: emailOf(p),
          tokenHash: `demo-${row!.id}`,
          invitedByUserId: users.get('dietitian') ?? null,
          expiresAt: new Date(now.getTime() + 10 * day),
          createdAt: new Date(now.getTime() - 4 * day),
        });
      }
      await tx.insert(auditEvent).values({
        actorUserId: members[0] ?? null,
        action: 'patient.create',
        resourceType: 'patient',
        resourceId: row!.id,
        patientId: row!.id,
        organizationId,
        at: created,
        ip: '203.0.113.10',
      });
    }
    return ids;
  };

  const first = await insert(input.practiceId, PRACTICE_PATIENTS, (p) =>
    p.team.map((k) => users.get(k) ?? '').filter(Boolean),
  );
  const dietitian2 = users.get('dietitian2');
  await insert(input.secondPracticeId, SECOND_PRACTICE_PATIENTS, () => (dietitian2 ? [dietitian2] : []));

  // Reads and changes by the care team over the last weeks, for the audit trail.
  const actors = ['dietitian', 'medical', 'staff', 'fitness']
    .map((k) => users.get(k))
    .filter(Boolean) as string[];
  const events = first.slice(0, 20).flatMap((id, i) => [
    {
      actorUserId: actors[i % actors.length]!,
      action: 'patient.read',
      resourceType: 'patient',
      resourceId: id,
      patientId: id,
      organizationId: input.practiceId,
      at: new Date(now.getTime() - (i + 1) * 3_600_000),
      ip: '203.0.113.10',
    },
    ...(i % 3 === 0
      ? [
          {
            actorUserId: actors[i % actors.length]!,
            action: 'patient.update',
            resourceType: 'patient',
            resourceId: id,
            patientId: id,
            organizationId: input.practiceId,
            at: new Date(now.getTime() - (i + 1) * 3_600_000 + 60_000),
            ip: '203.0.113.10',
          },
        ]
      : []),
  ]);
  await tx.insert(auditEvent).values(events);

  // Documents, generated here and stored through the storage interface.
  if (input.storage) {
    const emma = users.get('patient');
    const [emmaRecord] = emma
      ? await tx.select({ id: patient.id }).from(patient).where(eq(patient.userId, emma))
      : [];
    const targets: { patientId: string; filename: string; type: 'pdf' | 'png'; bytes: Uint8Array }[] = [];
    if (emmaRecord) {
      targets.push(
        {
          patientId: emmaRecord.id,
          filename: 'Complete blood count.pdf',
          type: 'pdf',
          bytes: demoPdf(
            'Complete blood count',
            'Haemoglobin 11.2 g/dL (low); ferritin 14 ng/mL (low). Demo document.',
          ),
        },
        {
          patientId: emmaRecord.id,
          filename: 'Weight trend.png',
          type: 'png',
          bytes: demoPng([0.82, 0.8, 0.78, 0.77, 0.75, 0.74]),
        },
      );
    }
    if (first[1]) {
      targets.push({
        patientId: first[1],
        filename: 'HbA1c results.pdf',
        type: 'pdf',
        bytes: demoPdf('HbA1c', 'HbA1c 7.4 % (target below 7 %). Demo document.'),
      });
    }
    const author = users.get('dietitian') ?? null;
    for (const d of targets) {
      const [p] = await tx
        .select({ organizationId: patient.organizationId })
        .from(patient)
        .where(eq(patient.id, d.patientId));
      const key = newStorageKey('documents', p!.organizationId);
      await input.storage.put(key, d.bytes, d.type === 'pdf' ? 'application/pdf' : 'image/png');
      const [doc] = await tx
        .insert(patientDocument)
        .values({
          organizationId: p!.organizationId,
          patientId: d.patientId,
          storageKey: key,
          filename: d.filename,
          type: d.type,
          size: d.bytes.byteLength,
          uploadedByUserId: author,
          createdAt: new Date(now.getTime() - 10 * day),
        })
        .returning({ id: patientDocument.id });
      await tx.insert(auditEvent).values({
        actorUserId: author,
        action: 'patient.document.upload',
        resourceType: 'patient_document',
        resourceId: doc!.id,
        patientId: d.patientId,
        at: new Date(now.getTime() - 10 * day),
        ip: '203.0.113.10',
      });
    }
  }
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(patient)
    .where(inArray(patient.organizationId, [input.practiceId, input.secondPracticeId]));
  return { patients: Number(count?.n ?? 0) };
}
