import type { Role } from './roles.ts';

/**
 * Who may do what with consultations and measurements (DECISIONS.md "Who sees what", minimum
 * necessary): the server's policy (modules/consultations/policy.ts) and the web's routes read it.
 * - `notes`: the clinical record, its recordings, transcripts and insights;
 * - `list`: that a consultation exists (patient, date, type, status, clinician), never its notes;
 * - `vitals`, `anthropometrics`: the series (a fitness professional sees body measures only);
 * - `settingsRead` / `settingsWrite`: the practice's recording retention.
 * A module of its own (no zod), re-exported by `consultations.ts`, so the route table stays small.
 */
export const CONSULTATION_ACCESS = {
  list: ['admin', 'staff', 'dietitian', 'medical'],
  notes: ['dietitian', 'medical'],
  vitals: ['dietitian', 'medical'],
  anthropometrics: ['dietitian', 'medical', 'fitness'],
  settingsRead: ['admin', 'staff', 'dietitian', 'medical'],
  settingsWrite: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
