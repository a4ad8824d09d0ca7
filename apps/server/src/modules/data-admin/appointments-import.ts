/**
 * Appointments from a CSV file (ADR 0056): the practice's own history or another platform's export,
 * its columns mapped onto APPOINTMENT_CSV_COLUMNS by the data screen. The file is read with the
 * patients import's parser; every row is checked (its patient by e-mail or by name and birth date,
 * its professional by e-mail, its date and times in the practice's time zone, its status, clashes
 * with the professional's calendar and with the file's other rows); the import is all or nothing,
 * like the patients import: any bad row refuses the file with every row's errors and creates nothing.
 * Imported appointments are history and plans already agreed: nobody is e-mailed and no webhook fires.
 */
import {
  type AppointmentStatus,
  type AppointmentType,
  type ImportRowError,
  MAX_IMPORT_ROWS,
} from '@verdant/shared';
import {
  APPOINTMENT_CSV_COLUMNS,
  type AppointmentImportPreview,
  type AppointmentImportResult,
} from '@verdant/shared/compliance';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { appointment, patient, practiceSettings } from '../../db/schema/index.ts';
import { auditMany } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { practiceProfessionals } from '../appointments/index.ts';
import { joinCareTeam, PROFESSIONAL_ROLES, parseCsv } from '../patients/index.ts';
import { newConfirmationCode, zonedToUtc } from '../scheduling/index.ts';

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');

const STATUS_WORDS: Record<string, AppointmentStatus> = {
  scheduled: 'scheduled',
  booked: 'scheduled',
  confirmed: 'scheduled',
  upcoming: 'scheduled',
  programada: 'scheduled',
  completed: 'completed',
  complete: 'completed',
  attended: 'completed',
  arrived: 'completed',
  done: 'completed',
  completada: 'completed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  cancelada: 'cancelled',
  'no-show': 'no-show',
  noshow: 'no-show',
  'no show': 'no-show',
  missed: 'no-show',
};
const TYPE_WORDS: Record<string, AppointmentType> = {
  in_person: 'in_person',
  'in person': 'in_person',
  'in-person': 'in_person',
  office: 'in_person',
  presencial: 'in_person',
  video: 'video',
  virtual: 'video',
  telehealth: 'video',
  online: 'video',
  phone: 'phone',
  call: 'phone',
  telephone: 'phone',
  telefono: 'phone',
};

/** `HH:mm`, `H:mm`, `h:mm AM/PM` → minutes after midnight, or null. */
export function minutesOf(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    const pm = m[3].toLowerCase().startsWith('p');
    h = (h % 12) + (pm ? 12 : 0);
  } else if (h > 23) return null;
  return h * 60 + min;
}

function isoDate(text: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? { y, m, d } : null;
}

interface Row {
  line: number;
  patientId: string;
  patientName: string;
  providerUserId: string;
  providerProfileId: string | null;
  professionalName: string;
  start: number;
  end: number;
  service: { id: string | null; name: string; priceMinor: number; currency: string };
  type: AppointmentType;
  status: AppointmentStatus;
  notes: string | null;
}

interface Checked {
  total: number;
  rows: Row[];
  errors: ImportRowError[];
  ignoredColumns: string[];
  timeZone: string;
}

async function check(ctx: ServiceContext, organizationId: string, text: string): Promise<Checked> {
  const [header, ...body] = parseCsv(text).filter((r) => r.some((c) => c.trim() !== ''));
  if (!header) throw new AppError('IMPORT_INVALID', 'The file is empty.', { errors: [] });
  const known = new Map(APPOINTMENT_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = ['professionalemail', 'date', 'starttime'].filter((c) => !names.includes(c));
  if (missing.length) {
    throw new AppError('IMPORT_INVALID', 'The header row lacks required columns.', {
      errors: [{ line: 1, fields: Object.fromEntries(missing.map((m) => [known.get(m)!, 'columnMissing'])) }],
    });
  }
  if (body.length > MAX_IMPORT_ROWS) {
    throw new AppError('IMPORT_INVALID', `At most ${MAX_IMPORT_ROWS} rows can be imported at once.`, {
      errors: [{ line: MAX_IMPORT_ROWS + 2, fields: { _: 'tooManyItems' } }],
      maxRows: MAX_IMPORT_ROWS,
    });
  }
  const records = body.map((cells) => {
    const r: Record<string, string> = {};
    names.forEach((n, j) => {
      const col = known.get(n);
      if (col) r[col] = (cells[j] ?? '').trim();
    });
    return r;
  });

  const [settings] = await ctx.db
    .select({ timeZone: practiceSettings.timeZone })
    .from(practiceSettings)
    .where(eq(practiceSettings.organizationId, organizationId));

  // the practice's professionals, by e-mail
  const professionals = await practiceProfessionals(ctx.db, organizationId, { roles: PROFESSIONAL_ROLES });
  const byEmail = new Map(professionals.map((p) => [p.email.toLowerCase(), p]));
  const timeZone =
    settings?.timeZone && settings.timeZone !== 'UTC'
      ? settings.timeZone
      : (professionals.find((p) => p.timeZone)?.timeZone ?? 'UTC');

  // the practice's live patients, matched by e-mail or by name and birth date
  const patients = await ctx.db
    .select({
      id: patient.id,
      email: patient.email,
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
    })
    .from(patient)
    .where(and(eq(patient.organizationId, organizationId), isNull(patient.deletedAt)));
  const patientsByEmail = new Map<string, typeof patients>();
  const patientsByName = new Map<string, typeof patients>();
  for (const p of patients) {
    if (p.email)
      patientsByEmail.set(p.email.toLowerCase(), [...(patientsByEmail.get(p.email.toLowerCase()) ?? []), p]);
    const key = `${norm(p.firstName)}|${norm(p.lastName)}|${p.dateOfBirth ?? ''}`;
    patientsByName.set(key, [...(patientsByName.get(key) ?? []), p]);
  }

  const rows: Row[] = [];
  const errors: ImportRowError[] = [];
  records.forEach((r, i) => {
    const line = i + 2;
    const fields: Record<string, string> = {};
    // patient
    let found: (typeof patients)[number] | undefined;
    const email = (r.patientEmail ?? '').toLowerCase();
    if (email) {
      const list = patientsByEmail.get(email) ?? [];
      if (list.length === 1) found = list[0];
      else fields.patientEmail = list.length ? 'patientAmbiguous' : 'patientNotFound';
    } else if (r.patientFirstName && r.patientLastName && r.patientDateOfBirth) {
      if (!isoDate(r.patientDateOfBirth)) fields.patientDateOfBirth = 'dateInvalid';
      else {
        const key = `${norm(r.patientFirstName)}|${norm(r.patientLastName)}|${r.patientDateOfBirth}`;
        const list = patientsByName.get(key) ?? [];
        if (list.length === 1) found = list[0];
        else fields.patientLastName = list.length ? 'patientAmbiguous' : 'patientNotFound';
      }
    } else fields.patientEmail = 'patientRequired';
    // professional
    const pro = r.professionalEmail ? byEmail.get(r.professionalEmail.toLowerCase()) : undefined;
    if (!r.professionalEmail) fields.professionalEmail = 'required';
    else if (!pro) fields.professionalEmail = 'professionalNotFound';
    // date and times
    const date = isoDate(r.date ?? '');
    if (!date) fields.date = 'dateInvalid';
    const startMin = minutesOf(r.startTime ?? '');
    if (startMin === null) fields.startTime = 'timeInvalid';
    let duration: number | null = null;
    if (r.endTime) {
      const endMin = minutesOf(r.endTime);
      if (endMin === null) fields.endTime = 'timeInvalid';
      else if (startMin !== null) {
        if (endMin <= startMin) fields.endTime = 'endBeforeStart';
        else duration = endMin - startMin;
      }
    } else if (r.durationMinutes) {
      const n = Number(r.durationMinutes);
      if (Number.isInteger(n) && n >= 5 && n <= 720) duration = n;
      else fields.durationMinutes = 'durationInvalid';
    } else {
      const named = pro?.services.find((s) => norm(s.name) === norm(r.service ?? ''));
      if (named) duration = named.durationMinutes;
      else fields.durationMinutes = 'required';
    }
    // status and type
    const statusWord = norm(r.status ?? '');
    let status: AppointmentStatus | undefined = statusWord ? STATUS_WORDS[statusWord] : undefined;
    if (statusWord && !status) fields.status = 'invalidOption';
    const typeWord = norm(r.type ?? '');
    const type: AppointmentType | undefined = typeWord ? TYPE_WORDS[typeWord] : 'in_person';
    if (!type) fields.type = 'invalidOption';
    if ((r.notes ?? '').length > 2000) fields.notes = 'textTooLong';
    if ((r.service ?? '').length > 200) fields.service = 'textTooLong';

    if (
      Object.keys(fields).length ||
      !found ||
      !pro ||
      !date ||
      startMin === null ||
      duration === null ||
      !type
    ) {
      errors.push({ line, fields: Object.keys(fields).length ? fields : { _: 'invalid' } });
      return;
    }
    const start = zonedToUtc(
      Date.UTC(date.y, date.m - 1, date.d, Math.floor(startMin / 60), startMin % 60),
      timeZone,
    );
    const end = start + duration * 60_000;
    // an appointment without a status: done when it is over, to come when not
    status ??= end <= ctx.now().getTime() ? 'completed' : 'scheduled';
    const own = pro.services;
    const service = own.find((s) => norm(s.name) === norm(r.service ?? ''));
    rows.push({
      line,
      patientId: found.id,
      patientName: `${found.firstName} ${found.lastName}`,
      providerUserId: pro.id,
      providerProfileId: pro.profileId,
      professionalName: pro.name,
      start,
      end,
      service: service
        ? { id: service.id, name: service.name, priceMinor: service.priceMinor, currency: service.currency }
        : {
            id: null,
            name: r.service || own[0]?.name || 'Appointment',
            priceMinor: 0,
            currency: own[0]?.currency ?? 'USD',
          },
      type,
      status,
      notes: r.notes || null,
    });
  });

  // clashes: a live appointment of the same professional, or another live row of the file
  const live = rows.filter((r) => r.status !== 'cancelled');
  if (live.length) {
    const from = new Date(Math.min(...live.map((r) => r.start)));
    const to = new Date(Math.max(...live.map((r) => r.end)));
    const existing = await ctx.db
      .select({
        providerUserId: appointment.providerUserId,
        startsAt: appointment.startsAt,
        endsAt: appointment.endsAt,
      })
      .from(appointment)
      .where(
        and(
          inArray(appointment.providerUserId, [...new Set(live.map((r) => r.providerUserId))]),
          ne(appointment.status, 'cancelled'),
          sql`${appointment.startsAt} < ${to} and ${appointment.endsAt} > ${from}`,
        ),
      );
    const clashes = new Set<number>();
    for (const r of live) {
      if (
        existing.some(
          (e) =>
            e.providerUserId === r.providerUserId &&
            e.startsAt.getTime() < r.end &&
            e.endsAt.getTime() > r.start,
        )
      ) {
        clashes.add(r.line);
      }
      for (const o of live) {
        if (o.line < r.line && o.providerUserId === r.providerUserId && o.start < r.end && o.end > r.start) {
          clashes.add(r.line);
        }
      }
    }
    for (const line of clashes) errors.push({ line, fields: { startTime: 'timeConflict' } });
    if (clashes.size) rows.splice(0, rows.length, ...rows.filter((r) => !clashes.has(r.line)));
  }
  errors.sort((a, b) => a.line - b.line);
  return {
    total: records.length,
    rows,
    errors,
    ignoredColumns: header.filter((h) => h.trim() && !known.has(h.trim().toLowerCase())).map((h) => h.trim()),
    timeZone,
  };
}

/** `POST /admin/data/appointments-import/preview`: what the file would create, and every row's errors. */
export async function previewAppointmentImport(
  ctx: ServiceContext,
  text: string,
): Promise<AppointmentImportPreview> {
  const org = activeOrganization(ctx);
  const checked = await check(ctx, org.id, text);
  return {
    total: checked.total,
    valid: checked.rows.length,
    errors: checked.errors,
    sample: checked.rows.slice(0, 5).map((r) => ({
      line: r.line,
      patientName: r.patientName,
      professionalName: r.professionalName,
      startsAt: new Date(r.start).toISOString(),
      durationMinutes: Math.round((r.end - r.start) / 60_000),
      service: r.service.name,
      status: r.status,
    })),
    ignoredColumns: checked.ignoredColumns,
    timeZone: checked.timeZone,
  };
}

/** `POST /admin/data/appointments-import`: all rows or none, in one transaction; audited per patient. */
export async function importAppointments(
  ctx: ServiceContext,
  text: string,
): Promise<AppointmentImportResult> {
  const org = activeOrganization(ctx);
  const actor = actorUserId(ctx);
  return withTransaction(ctx, async (tx) => {
    const checked = await check(tx, org.id, text);
    if (checked.errors.length || checked.total === 0) {
      throw new AppError('IMPORT_INVALID', undefined, { errors: checked.errors });
    }
    const now = tx.now();
    const created = await tx.db
      .insert(appointment)
      .values(
        checked.rows.map((r) => ({
          organizationId: org.id,
          providerUserId: r.providerUserId,
          providerProfileId: r.providerProfileId,
          patientId: r.patientId,
          serviceId: r.service.id,
          serviceName: r.service.name,
          serviceDurationMinutes: Math.round((r.end - r.start) / 60_000),
          servicePriceMinor: r.service.priceMinor,
          serviceCurrency: r.service.currency,
          startsAt: new Date(r.start),
          endsAt: new Date(r.end),
          timeZone: checked.timeZone,
          status: r.status,
          type: r.type,
          notes: r.notes,
          confirmationCode: newConfirmationCode(),
          bookedByUserId: actor ?? null,
          confirmedAt: now,
        })),
      )
      .returning({ id: appointment.id, patientId: appointment.patientId });
    for (const r of checked.rows) await joinCareTeam(tx.db, r.patientId, r.providerUserId);
    await auditMany(
      tx,
      created.map((c) => ({
        action: 'appointment.import',
        resourceType: 'appointment',
        resourceId: c.id,
        patientId: c.patientId ?? undefined,
      })),
    );
    return { created: created.length };
  });
}
