import { describe, expect, it } from 'vitest';
import { type AckedWrite, judge, Ledger, type Observed, verify } from './acked.ts';

const draft = (version: number, summary: string): AckedWrite => ({
  kind: 'consultation',
  owner: 0,
  id: 'c1',
  version,
  summary,
});

describe('acknowledged writes', () => {
  it('keeps the latest acknowledged autosave of a draft, whatever order the answers came in', () => {
    const l = new Ledger();
    l.ack(draft(3, 'abc'));
    l.ack(draft(2, 'ab'));
    l.ack({ kind: 'appointment', owner: 1, id: 'a1', cancelled: false });
    l.ack({ kind: 'appointment', owner: 1, id: 'a1', cancelled: true });
    expect(l.size).toBe(2);
    expect(l.all()).toContainEqual(draft(3, 'abc'));
    expect(l.all()).toContainEqual({ kind: 'appointment', owner: 1, id: 'a1', cancelled: true });
  });

  it('a draft is lost when it is gone, older than acknowledged, or holds other text at that version', () => {
    expect(judge(draft(3, 'abc'), { kind: 'consultation', version: 3, summary: 'abc' })).toBe(true);
    // a later autosave committed though its answer was lost: not a loss
    expect(judge(draft(3, 'abc'), { kind: 'consultation', version: 4, summary: 'abcd' })).toBe(true);
    expect(judge(draft(3, 'abc'), { kind: 'consultation', version: 2, summary: 'ab' })).toBe(false);
    expect(judge(draft(3, 'abc'), { kind: 'consultation', version: 3, summary: 'xyz' })).toBe(false);
    expect(judge(draft(3, 'abc'), null)).toBe(false);
  });

  it('a message or document is lost when its id is not listed; a cancellation or payment when the status lost it', () => {
    const msg: AckedWrite = { kind: 'message', owner: 0, conversationId: 'k', id: 'm2' };
    expect(judge(msg, { kind: 'message', ids: new Set(['m1', 'm2']) })).toBe(true);
    expect(judge(msg, { kind: 'message', ids: new Set(['m1']) })).toBe(false);
    const paid: AckedWrite = { kind: 'invoice', owner: 0, id: 'i', paid: true };
    expect(judge(paid, { kind: 'invoice', status: 'paid' })).toBe(true);
    expect(judge(paid, { kind: 'invoice', status: 'sent' })).toBe(false);
    expect(
      judge({ kind: 'invoice', owner: 0, id: 'i', paid: false }, { kind: 'invoice', status: 'draft' }),
    ).toBe(true);
    const cancelled: AckedWrite = { kind: 'appointment', owner: 0, id: 'a', cancelled: true };
    expect(judge(cancelled, { kind: 'appointment', status: 'scheduled' })).toBe(false);
    expect(judge(cancelled, { kind: 'message', ids: new Set(['a']) } as Observed)).toBe(false);
  });

  it('verify reads every write back and separates lost from unreadable', async () => {
    const writes: AckedWrite[] = [
      { kind: 'document', owner: 0, patientId: 'p', id: 'd1' },
      { kind: 'document', owner: 0, patientId: 'p', id: 'd2' },
      { kind: 'document', owner: 0, patientId: 'p', id: 'd3' },
    ];
    const result = await verify(writes, async (w) => {
      if (w.id === 'd3') throw new Error('read failed');
      return { kind: 'document', ids: new Set(['d1']) };
    });
    expect(result.checked).toBe(3);
    expect(result.lost.map((w) => w.id)).toEqual(['d2']);
    expect(result.unreadable).toBe(1);
  });
});
