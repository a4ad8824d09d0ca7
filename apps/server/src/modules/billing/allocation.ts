/**
 * Which fitness sessions draw on which session package (pure; unit-tested in allocation.test.ts).
 *
 * A package sold to a client for a trainer holds N sessions. Every appointment of that client with
 * that trainer on or after the package's sale date, that took place (completed, or missed: a no-show
 * uses its session) or is still to come (scheduled: booked against it), draws one session, oldest
 * appointment first, from the oldest package of that trainer that still has one. Packages whose
 * invoice is a draft or cancelled hold nothing. An appointment billed on its own invoice line never
 * draws. Nothing is stored: the same data always gives the same allocation.
 */
export interface PackageSlot {
  id: string;
  providerUserId: string;
  sessions: number;
  /** The sale date (YYYY-MM-DD): sessions from this day on draw on it. */
  fromDate: string;
  active: boolean;
  /** When it was sold (ms): of two packages sold the same day, the older is drawn first. */
  soldAt?: number;
}

export interface SessionAppointment {
  id: string;
  providerUserId: string;
  startsAt: Date;
  status: string;
}

export interface Allocation {
  /** Per package: the appointments it pays for, in time order. */
  byPackage: Map<string, SessionAppointment[]>;
  /** Every appointment drawn from some package. */
  drawn: Set<string>;
}

const DRAWING = new Set(['completed', 'no-show', 'scheduled']);

export function allocateSessions(
  packages: readonly PackageSlot[],
  appointments: readonly SessionAppointment[],
): Allocation {
  const byPackage = new Map<string, SessionAppointment[]>(packages.map((p) => [p.id, []]));
  const drawn = new Set<string>();
  const ordered = [...packages]
    .filter((p) => p.active)
    .sort(
      (a, b) =>
        a.fromDate.localeCompare(b.fromDate) || (a.soldAt ?? 0) - (b.soldAt ?? 0) || a.id.localeCompare(b.id),
    );
  const sessions = [...appointments]
    .filter((a) => DRAWING.has(a.status))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
  for (const a of sessions) {
    const day = a.startsAt.toISOString().slice(0, 10);
    const pkg = ordered.find(
      (p) =>
        p.providerUserId === a.providerUserId &&
        p.fromDate <= day &&
        byPackage.get(p.id)!.length < p.sessions,
    );
    if (!pkg) continue;
    byPackage.get(pkg.id)!.push(a);
    drawn.add(a.id);
  }
  return { byPackage, drawn };
}
