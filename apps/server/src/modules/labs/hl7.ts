/**
 * HL7 v2 `ORU^R01` result messages from a laboratory, parsed with `@medplum/core`'s Hl7Message and
 * answered with an `ACK`. Each OBX is one analyte of the OBR before it; the OBR's placer order number
 * (OBR-2, else ORC-2) is the Verdant order number and OBX-3 the LOINC code (`code^text^LN`); OBX-5 the
 * value, OBX-6 the unit, OBX-7 the laboratory's range (`3.5-5.0`, `<200`, `>40`). The rows go through
 * the same matching as a CSV file: unmatched ones are held, never dropped.
 */
import type { Hl7Message } from '@medplum/core';
import type { ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { incomingRow, matchAndSave } from './results.ts';
import { requireSide } from './scope.ts';

type AckCode = 'AA' | 'AE' | 'AR';

/** A range as HL7 writes it, split into its limits (empty when absent). */
export function splitRange(text: string): { low: string; high: string } {
  const t = text.trim();
  const between = /^(-?[\d.]+)\s*-\s*(-?[\d.]+)$/.exec(t);
  if (between) return { low: between[1]!, high: between[2]! };
  const below = /^<=?\s*(-?[\d.]+)$/.exec(t);
  if (below) return { low: '', high: below[1]! };
  const above = /^>=?\s*(-?[\d.]+)$/.exec(t);
  if (above) return { low: above[1]!, high: '' };
  return { low: '', high: '' };
}

/** Imports one ORU^R01 message; answers the ACK (AA: accepted, AR: not a result message). */
export async function importHl7(
  ctx: ServiceContext,
  text: string,
): Promise<{ ack: string; code: AckCode; saved: number; held: number; orders: string[] }> {
  requireSide(ctx, 'laboratory');
  activeOrganization(ctx, ['laboratory']);
  // loaded on the first message, not at start-up: the library holds about 20 MiB
  const { Hl7Message: Parser } = await import('@medplum/core');
  let message: Hl7Message;
  try {
    message = Parser.parse(text.replace(/\r?\n/g, '\r').trim());
  } catch {
    return { ack: '', code: 'AR', saved: 0, held: 0, orders: [] };
  }
  const header = message.getSegment('MSH');
  const type = `${header?.getComponent(9, 1) ?? ''}^${header?.getComponent(9, 2) ?? ''}`;
  if (!header || type !== 'ORU^R01') {
    return {
      ack: header ? message.buildAck({ ackCode: 'AR' }).toString() : '',
      code: 'AR',
      saved: 0,
      held: 0,
      orders: [],
    };
  }
  const rows: ReturnType<typeof incomingRow>[] = [];
  let orderNumber = '';
  let orcNumber = '';
  for (const segment of message.segments) {
    if (segment.name === 'ORC') orcNumber = segment.getComponent(2, 1);
    if (segment.name === 'OBR') orderNumber = segment.getComponent(2, 1) || orcNumber;
    if (segment.name !== 'OBX') continue;
    const system = segment.getComponent(3, 3);
    const loinc = system === 'LN' || system === '' ? segment.getComponent(3, 1) : '';
    const range = splitRange(segment.getField(7).toString());
    rows.push(
      incomingRow(orderNumber, {
        loinc,
        value: segment.getField(5).toString(),
        unit: segment.getComponent(6, 1),
        low: range.low,
        high: range.high,
        comment: '',
      }),
    );
  }
  const report = await matchAndSave(ctx, rows, 'hl7');
  return { ack: message.buildAck({ ackCode: 'AA' }).toString(), code: 'AA', ...report };
}
