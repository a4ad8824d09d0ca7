/**
 * Our own structural rules of an 837P file, applied to what a maintained X12 parser (node-x12) read
 * (tests only): envelope control numbers and counts, the segment count of SE, the HL hierarchy, one
 * LX per service line numbered from 1, and the claim total equal to the sum of its lines.
 */
import { type X12Interchange, X12Parser, type X12Segment } from 'node-x12';

export interface Parsed837 {
  interchange: X12Interchange;
  /** The transaction set's segments, ST to SE. */
  segments: X12Segment[];
  value(tag: string, position: number, nth?: number): string;
  all(tag: string): X12Segment[];
}

/** Parses strictly (node-x12 refuses malformed envelopes) and checks our loop rules; throws on a breach. */
export function parse837(edi: string): Parsed837 {
  const interchange = new X12Parser(true).parse(edi) as X12Interchange;
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const isa = interchange.header;
  const iea = interchange.trailer;
  check(isa.valueOf(13) === iea.valueOf(2), 'ISA13 = IEA02');
  // node-x12 reads ISA13 as a number: the fixed-width envelope is checked on the text itself
  const rawIsa = edi.slice(0, edi.indexOf('~'));
  check(
    rawIsa.length === 105 && rawIsa.split('*').length === 17,
    'ISA is 106 characters with its terminator, 16 elements',
  );
  check(/^\d{9}$/.test(rawIsa.split('*')[13] ?? ''), 'ISA13 is nine digits');
  check(Number(iea.valueOf(1)) === interchange.functionalGroups.length, 'IEA01 counts the groups');
  const group = interchange.functionalGroups[0]!;
  check(group.header.valueOf(8) === '005010X222A1', 'GS08 is 005010X222A1');
  check(group.header.valueOf(6) === group.trailer.valueOf(2), 'GS06 = GE02');
  check(Number(group.trailer.valueOf(1)) === group.transactions.length, 'GE01 counts the transaction sets');
  const tx = group.transactions[0]!;
  check(tx.header.valueOf(1) === '837', 'ST01 is 837');
  check(tx.header.valueOf(2) === tx.trailer.valueOf(2), 'ST02 = SE02');
  check(tx.header.valueOf(3) === '005010X222A1', 'ST03 is 005010X222A1');
  const segments = [tx.header, ...tx.segments, tx.trailer];
  check(
    Number(tx.trailer.valueOf(1)) === segments.length,
    `SE01 (${tx.trailer.valueOf(1)}) counts ST to SE (${segments.length})`,
  );
  const all = (tag: string) => tx.segments.filter((s) => s.tag === tag);
  // HL: numbered from 1, each parent an earlier HL; the billing provider (20) first, then subscriber (22), patient (23)
  const hl = all('HL');
  hl.forEach((s, i) => {
    check(s.valueOf(1) === String(i + 1), `HL${i + 1} is numbered ${i + 1}`);
    const parent = s.valueOf(2, '');
    check(
      i === 0 ? parent === '' : Number(parent) >= 1 && Number(parent) <= i,
      `HL${i + 1} has an earlier parent`,
    );
    const children = hl.some((c) => c.valueOf(2, '') === s.valueOf(1));
    check(s.valueOf(4) === (children ? '1' : '0'), `HL${i + 1} child code says whether it has children`);
  });
  check(hl[0]?.valueOf(3) === '20' && hl[1]?.valueOf(3) === '22', 'HL levels 20 then 22');
  // service lines: LX numbered from 1, each followed by SV1 and DTP*472; CLM02 = sum of SV102
  const order = tx.segments.map((s) => s.tag);
  const lx = all('LX');
  lx.forEach((s, i) => {
    check(s.valueOf(1) === String(i + 1), `LX${i + 1} numbered`);
    const at = order.indexOf('LX', i === 0 ? 0 : order.indexOf('LX') + 1);
    check(at >= 0, 'LX present');
  });
  check(
    all('SV1').length === lx.length && all('DTP').filter((d) => d.valueOf(1) === '472').length === lx.length,
    'one SV1 and DTP*472 per LX',
  );
  const total = all('SV1').reduce((sum, s) => sum + Math.round(Number(s.valueOf(2)) * 100), 0);
  check(Math.round(Number(all('CLM')[0]?.valueOf(2)) * 100) === total, 'CLM02 is the sum of the lines');
  check(order.indexOf('CLM') < order.indexOf('LX'), 'the claim (2300) comes before its lines (2400)');
  if (problems.length) throw new Error(`837P breaks: ${problems.join('; ')}`);
  return {
    interchange,
    segments,
    all,
    value: (tag, position, nth = 0) => all(tag)[nth]?.valueOf(position) ?? '',
  };
}
