// Acknowledged writes: every write the server answered 2xx is written down here, and read back after
// the run (after a failover too). A write the server acknowledged and then lost is the one failure
// that no error rate shows; `judge` decides from what was read back.

export type AckedWrite =
  /** The last autosave of a draft the server acknowledged: its version and summary text. */
  | { kind: 'consultation'; owner: number; id: string; version: number; summary: string }
  | { kind: 'message'; owner: number; conversationId: string; id: string }
  /** An appointment booked, and whether its cancellation was acknowledged too. */
  | { kind: 'appointment'; owner: number; id: string; cancelled: boolean }
  | { kind: 'document'; owner: number; patientId: string; id: string }
  /** An invoice created, and whether its payment was acknowledged too. */
  | { kind: 'invoice'; owner: number; id: string; paid: boolean };

/** What was read back for one write (null: not found). */
export type Observed =
  | { kind: 'consultation'; version: number; summary: string | null }
  | { kind: 'message'; ids: ReadonlySet<string> }
  | { kind: 'appointment'; status: string }
  | { kind: 'document'; ids: ReadonlySet<string> }
  | { kind: 'invoice'; status: string }
  | null;

const keyOf = (w: AckedWrite) => `${w.kind}:${w.id}`;

/** The acknowledged writes of a run: the latest state of each thing written. */
export class Ledger {
  readonly #writes = new Map<string, AckedWrite>();

  ack(write: AckedWrite): void {
    const key = keyOf(write);
    const before = this.#writes.get(key);
    // An acknowledged later autosave wins; an earlier one answered late does not undo it.
    if (before?.kind === 'consultation' && write.kind === 'consultation' && before.version > write.version)
      return;
    this.#writes.set(key, write);
  }

  get size(): number {
    return this.#writes.size;
  }

  all(): AckedWrite[] {
    return [...this.#writes.values()];
  }
}

/**
 * Whether `observed` still holds `write`. A draft may be at a later version than the last one
 * acknowledged (a later autosave committed but its answer was lost in the failover): that is not a loss.
 */
export function judge(write: AckedWrite, observed: Observed): boolean {
  if (!observed || observed.kind !== write.kind) return false;
  switch (write.kind) {
    case 'consultation': {
      const o = observed as Extract<Observed, { kind: 'consultation' }>;
      return o.version > write.version || (o.version === write.version && o.summary === write.summary);
    }
    case 'message':
    case 'document':
      return (observed as { ids: ReadonlySet<string> }).ids.has(write.id);
    case 'appointment':
      return !write.cancelled || (observed as { status: string }).status === 'cancelled';
    case 'invoice':
      return !write.paid || (observed as { status: string }).status === 'paid';
  }
}

export interface Verification {
  checked: number;
  lost: AckedWrite[];
  /** Writes that could not be read back (the read failed): neither confirmed nor lost. */
  unreadable: number;
}

/** Reads back every write (`read`, `concurrency` at a time) and judges it. */
export async function verify(
  writes: readonly AckedWrite[],
  read: (w: AckedWrite) => Promise<Observed>,
  concurrency = 16,
): Promise<Verification> {
  const lost: AckedWrite[] = [];
  let unreadable = 0;
  let next = 0;
  const worker = async () => {
    while (next < writes.length) {
      const w = writes[next++]!;
      try {
        if (!judge(w, await read(w))) lost.push(w);
      } catch {
        unreadable++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, writes.length) }, worker));
  return { checked: writes.length, lost, unreadable };
}
