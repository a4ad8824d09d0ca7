/**
 * Results: entered by the laboratory by hand or from its CSV file (the same rules), interpreted by the
 * clinical package (the patient's sex, the laboratory's own range preferred, critical limits), a
 * correction superseding the value it corrects. A CSV row is matched to its order by order number and
 * LOINC code within the laboratory's own orders; a row that matches nothing is held for the
 * laboratory to resolve (`lab_held_result`), never dropped and never put on another order.
 */
import { acceptedUnits, convertLabValue, interpretLab, labTestsFor, normalizeUnit } from '@verdant/clinical';
import {
  LAB_CSV_HEADER,
  LAB_RESULTABLE,
  type LabHeldResult,
  type LabImportReport,
  type LabOrder,
  type LabResultEntry,
  type LabResultItem,
  labOrderNumber,
  labResultsInputSchema,
  parseLabOrderNumber,
} from '@verdant/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { labHeldResult, labOrder, labResult, patient } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { findOrder, type LabOrderRow, type PatientRow, requireSide } from './scope.ts';
import { loadOrder, moveTo, orderEntry, sexOf, tell } from './service.ts';

type ResultRow = typeof labResult.$inferSelect;

export function toResult(r: ResultRow): LabResultItem {
  let name = r.loinc;
  try {
    name = labTestsFor(r.loinc)[0]!.test;
  } catch {
    // a code no longer in the table keeps its code as its name
  }
  return {
    id: r.id,
    loinc: r.loinc,
    name,
    value: r.value,
    unit: r.unit,
    referenceLow: r.referenceLow,
    referenceHigh: r.referenceHigh,
    rangeSource: r.rangeSource,
    flag: r.flag,
    comment: r.comment,
    status: r.status,
    enteredAt: r.enteredAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Why an entry cannot be saved on this order (a field code), or null. */
function entryProblem(
  o: LabOrderRow,
  e: LabResultEntry,
  anyKnownTest: boolean,
): { field: 'loinc' | 'unit'; code: string } | null {
  try {
    labTestsFor(e.loinc);
  } catch {
    return { field: 'loinc', code: 'invalidOption' };
  }
  if (!anyKnownTest && !o.analytes.includes(e.loinc)) return { field: 'loinc', code: 'notOrdered' };
  if (!acceptedUnits(e.loinc).some((u) => normalizeUnit(u) === normalizeUnit(e.unit)))
    return { field: 'unit', code: 'unitInvalid' };
  return null;
}

/**
 * The clinical package's reading of one entry: its flag (the patient's sex, the performing lab's
 * range preferred, critical limits) and the range stored with it, in the entry's unit.
 */
export function interpretEntry(
  e: Pick<LabResultEntry, 'loinc' | 'value' | 'unit' | 'referenceLow' | 'referenceHigh'>,
  sex: 'M' | 'F' | undefined,
): Pick<ResultRow, 'flag' | 'referenceLow' | 'referenceHigh' | 'rangeSource'> {
  const lab = e.referenceLow != null || e.referenceHigh != null;
  const interpretation = interpretLab({
    loinc: e.loinc,
    value: e.value,
    unit: e.unit,
    ...(sex ? { sex } : {}),
    ...(lab ? { referenceRange: { low: e.referenceLow ?? null, high: e.referenceHigh ?? null } } : {}),
  });
  const toUnit = (v: number | null) =>
    v === null ? null : round(convertLabValue(e.loinc, v, interpretation.conventionalUnit, e.unit));
  return {
    flag: interpretation.flag,
    referenceLow: lab ? (e.referenceLow ?? null) : toUnit(interpretation.referenceRange.low),
    referenceHigh: lab ? (e.referenceHigh ?? null) : toUnit(interpretation.referenceRange.high),
    rangeSource: interpretation.referenceRange.source,
  };
}

/**
 * Saves results on an order (its transaction): each interpreted, each superseding the current value
 * of its analyte. Answers how many are critical.
 */
export async function saveResults(
  ctx: ServiceContext,
  o: LabOrderRow,
  p: PatientRow,
  entries: readonly LabResultEntry[],
  options: { anyKnownTest?: boolean; at?: Date } = {},
): Promise<{ critical: number }> {
  const fields: Record<string, string> = {};
  entries.forEach((e, i) => {
    const problem = entryProblem(o, e, options.anyKnownTest ?? false);
    if (problem) fields[`results.${i}.${problem.field}`] = problem.code;
  });
  if (Object.keys(fields).length) throw fieldError(fields);
  const sex = sexOf(p) ?? undefined;
  let critical = 0;
  const at = options.at ?? ctx.now();
  for (const e of entries) {
    const interpreted = interpretEntry(e, sex);
    if (interpreted.flag.startsWith('critical')) critical++;
    await ctx.db
      .update(labResult)
      .set({ status: 'superseded' })
      .where(and(eq(labResult.orderId, o.id), eq(labResult.loinc, e.loinc), eq(labResult.status, 'current')));
    await ctx.db.insert(labResult).values({
      orderId: o.id,
      organizationId: o.organizationId,
      patientId: o.patientId,
      loinc: e.loinc,
      value: e.value,
      unit: e.unit,
      ...interpreted,
      comment: e.comment ?? '',
      status: 'current',
      enteredByUserId: actorUserId(ctx),
      enteredAt: at,
    });
  }
  return { critical };
}

/** After results were saved on an order: its new status (partial or final), its event, who is told. */
async function afterResults(
  ctx: ServiceContext,
  o: LabOrderRow,
  critical: number,
  note: string,
): Promise<LabOrderRow> {
  const current = await ctx.db
    .select({ loinc: labResult.loinc })
    .from(labResult)
    .where(and(eq(labResult.orderId, o.id), eq(labResult.status, 'current')));
  const have = new Set(current.map((r) => r.loinc));
  const to = o.analytes.every((a) => have.has(a)) ? 'final' : 'partial';
  const row = await moveTo(ctx, o, to, note);
  await tell(ctx, row, 'laboratory', critical > 0 ? 'labResultCritical' : 'labOrderStatus', to);
  return row;
}

/** The laboratory enters (or corrects) results by hand. */
export async function enterResults(ctx: ServiceContext, id: string, input: unknown): Promise<LabOrder> {
  const { results } = labResultsInputSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const { order, patient: p } = await findOrder(tx, 'laboratory', id, { lock: true });
    if (!LAB_RESULTABLE.includes(order.status)) {
      throw new AppError('LAB_ORDER_TRANSITION', undefined, { from: order.status, to: 'final' });
    }
    const { critical } = await saveResults(tx, order, p, results);
    const amended = ['final', 'reviewed'].includes(order.status);
    await audit(tx, orderEntry(amended ? 'lab_result.amend' : 'lab_result.create', order));
    const row = await afterResults(tx, order, critical, amended ? 'amended' : '');
    return loadOrder(tx, row, p);
  });
}

// ---------------------------------------------------------------- CSV

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

export const LAB_CSV_TEMPLATE = `${LAB_CSV_HEADER.join(',')}\r\n`;

const numberOrNull = (text: string | undefined): number | null | 'bad' => {
  const t = (text ?? '').trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : 'bad';
};

/** A row of an incoming result file (CSV or HL7), before it is matched to an order. */
interface IncomingRow {
  number: string;
  /** null: the value or unit could not be read (the row is held). */
  entry: LabResultEntry | null;
  raw: { loinc: string; value: string; unit: string; low: string; high: string; comment: string };
}

type HeldReason = 'unknown_order' | 'unknown_test' | 'not_resultable' | 'invalid_value';

/** Imports a laboratory's CSV of results (header LAB_CSV_HEADER, one analyte a row). */
export async function importResultsCsv(ctx: ServiceContext, text: string): Promise<LabImportReport> {
  requireSide(ctx, 'laboratory');
  activeOrganization(ctx, ['laboratory']);
  const rows = parseCsv(text);
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  if (LAB_CSV_HEADER.some((h, i) => header[i] !== h)) {
    throw new AppError('IMPORT_INVALID', 'The first row must be the template header.', {
      expected: LAB_CSV_HEADER,
    });
  }
  const errors: LabImportReport['errors'] = [];
  const incoming: IncomingRow[] = [];
  rows.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.length < 4 || !cells[0]?.trim() || !cells[1]?.trim()) {
      errors.push({ line, code: 'rowIncomplete' });
      return;
    }
    const [num, loinc, value, unit, low, high, comment] = cells.map((c) => c.trim());
    incoming.push(
      incomingRow(num!, {
        loinc: loinc!,
        value: value ?? '',
        unit: unit ?? '',
        low: low ?? '',
        high: high ?? '',
        comment: comment ?? '',
      }),
    );
  });
  const report = await matchAndSave(ctx, incoming, 'csv');
  return { ...report, errors };
}

/** Reads one row's value, unit and range; a value that is not a number makes it unreadable (held). */
export function incomingRow(number: string, raw: IncomingRow['raw']): IncomingRow {
  const v = numberOrNull(raw.value);
  const lo = numberOrNull(raw.low);
  const hi = numberOrNull(raw.high);
  const entry =
    v === null || v === 'bad' || lo === 'bad' || hi === 'bad' || !raw.unit
      ? null
      : {
          loinc: raw.loinc,
          value: v,
          unit: raw.unit,
          referenceLow: lo,
          referenceHigh: hi,
          ...(raw.comment ? { comment: raw.comment.slice(0, 500) } : {}),
        };
  return { number, entry, raw };
}

/**
 * Matches rows to the laboratory's own orders by order number and LOINC code and saves them (one
 * transaction); whatever does not match is held, never dropped and never put on another order.
 */
export async function matchAndSave(
  ctx: ServiceContext,
  incoming: readonly IncomingRow[],
  note: 'csv' | 'hl7',
): Promise<Omit<LabImportReport, 'errors'>> {
  const lab = activeOrganization(ctx, ['laboratory']);
  const held: { row: IncomingRow; reason: HeldReason }[] = [];
  const sequences = [
    ...new Set(incoming.map((r) => parseLabOrderNumber(r.number)).filter((n): n is number => n !== null)),
  ];
  return withTransaction(ctx, async (tx) => {
    const orders = sequences.length
      ? await tx.db
          .select({ order: labOrder, patient })
          .from(labOrder)
          .innerJoin(patient, eq(patient.id, labOrder.patientId))
          .where(
            and(
              eq(labOrder.laboratoryId, lab.id),
              eq(labOrder.source, 'order'),
              inArray(labOrder.sequence, sequences),
            ),
          )
          .for('update', { of: labOrder })
      : [];
    const bySequence = new Map(orders.map((o) => [o.order.sequence, o]));
    const perOrder = new Map<string, { o: (typeof orders)[number]; entries: LabResultEntry[] }>();
    for (const row of incoming) {
      if (!row.entry) {
        held.push({ row, reason: 'invalid_value' });
        continue;
      }
      const n = parseLabOrderNumber(row.number);
      const found = n === null ? undefined : bySequence.get(n);
      if (!found) {
        held.push({ row, reason: 'unknown_order' });
        continue;
      }
      if (!LAB_RESULTABLE.includes(found.order.status)) {
        held.push({ row, reason: 'not_resultable' });
        continue;
      }
      const problem = entryProblem(found.order, row.entry, false);
      if (problem) {
        held.push({ row, reason: problem.field === 'loinc' ? 'unknown_test' : 'invalid_value' });
        continue;
      }
      const group = perOrder.get(found.order.id) ?? { o: found, entries: [] };
      const entry = row.entry;
      // one value per analyte and file: a later row of the same analyte corrects an earlier one
      group.entries = [...group.entries.filter((e) => e.loinc !== entry.loinc), entry];
      perOrder.set(found.order.id, group);
    }
    let saved = 0;
    for (const { o, entries } of perOrder.values()) {
      const { critical } = await saveResults(tx, o.order, o.patient, entries);
      saved += entries.length;
      await audit(tx, orderEntry(`lab_result.import_${note}`, o.order));
      await afterResults(tx, o.order, critical, note);
    }
    if (held.length) {
      await tx.db.insert(labHeldResult).values(
        held.map(({ row, reason }) => ({
          laboratoryId: lab.id,
          orderNumber: row.number.trim().slice(0, 40),
          loinc: row.raw.loinc.trim().slice(0, 20),
          value: row.raw.value.trim().slice(0, 40),
          unit: row.raw.unit.trim().slice(0, 30),
          referenceLow: row.raw.low.trim().slice(0, 40),
          referenceHigh: row.raw.high.trim().slice(0, 40),
          comment: row.raw.comment.trim().slice(0, 500),
          reason,
          receivedAt: tx.now(),
        })),
      );
    }
    return {
      saved,
      orders: [...perOrder.values()].map(({ o }) => labOrderNumber(o.order.sequence)),
      held: held.length,
    };
  });
}

/** The laboratory's held rows, newest first (not yet resolved). */
export async function listHeldResults(ctx: ServiceContext): Promise<LabHeldResult[]> {
  requireSide(ctx, 'laboratory');
  const lab = activeOrganization(ctx, ['laboratory']);
  const rows = await ctx.db
    .select()
    .from(labHeldResult)
    .where(and(eq(labHeldResult.laboratoryId, lab.id), isNull(labHeldResult.resolvedAt)))
    .orderBy(desc(labHeldResult.receivedAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    loinc: r.loinc,
    value: r.value,
    unit: r.unit,
    reason: r.reason,
    receivedAt: r.receivedAt.toISOString(),
  }));
}

/** Marks a held row resolved (the laboratory re-sent it correctly, or it was not a result). */
export async function resolveHeldResult(ctx: ServiceContext, id: string): Promise<void> {
  requireSide(ctx, 'laboratory');
  const lab = activeOrganization(ctx, ['laboratory']);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const done = await ctx.db
    .update(labHeldResult)
    .set({ resolvedAt: ctx.now() })
    .where(
      and(eq(labHeldResult.id, id), eq(labHeldResult.laboratoryId, lab.id), isNull(labHeldResult.resolvedAt)),
    )
    .returning({ id: labHeldResult.id });
  if (!done.length) throw new AppError('NOT_FOUND');
}
