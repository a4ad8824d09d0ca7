import { z } from 'zod';

/**
 * Role workspaces (issue 21, ADR 0048): what each role must act on today, gathered from the real
 * records by `modules/workspace`. One REST path (under /api/v1):
 * - GET /workspace?as=dietitian|medical|fitness|lab|insurance|admin → Workspace
 * `as` picks one of the caller's roles (default: their highest-priority one among these).
 * Each section lists its first items (at most WORKSPACE_ITEMS) and its total; each item links to the
 * screen where its work is done. Titles are proper names or the record's own words; `state` and
 * `flag` are codes the web translates.
 */
export const WORKSPACE_ROLES = ['dietitian', 'medical', 'fitness', 'lab', 'insurance', 'admin'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Items listed per section (its total counts them all). */
export const WORKSPACE_ITEMS = 5;
/** A patient not seen for this many days (and nothing booked) is due a follow-up. */
export const FOLLOW_UP_DAYS = 90;
/** A package with this many sessions left (or fewer) is running out. */
export const PACKAGE_LOW_CREDITS = 2;
/** An order not final this many hours after it was placed is overdue (routine; urgent: a quarter). */
export const LAB_TURNAROUND_HOURS = 72;

export const WORKSPACE_SECTIONS = [
  // dietitian, medical, fitness
  'today',
  'unsignedNotes',
  'labResults',
  'followUps',
  'missedWorkouts',
  'packages',
  'referrals',
  'messages',
  // laboratory
  'labReceived',
  'labInProgress',
  'labOverdue',
  'labRelease',
  'labCritical',
  // insurer
  'claimsToDecide',
  'claimsDenied',
  'members',
  // administrator
  'users',
  'failedEmails',
  'failedJobs',
  'securityEvents',
  'organizationRequests',
  'demoRequests',
] as const;
export type WorkspaceSectionKey = (typeof WORKSPACE_SECTIONS)[number];

export const WORKSPACE_FLAGS = ['critical', 'abnormal', 'overdue', 'urgent', 'low'] as const;
export type WorkspaceFlag = (typeof WORKSPACE_FLAGS)[number];

export const workspaceItemSchema = z.object({
  id: z.string(),
  /** A person's or a record's name (a patient, a test, an e-mail subject). */
  title: z.string(),
  /** A second line in the record's own words (a service, a routine, a number), or null. */
  detail: z.string().nullable(),
  /** The instant that matters for the item (start, received, last seen), or null. */
  at: z.string().nullable(),
  /** A state code the web translates (`workspace.states.*`), or null. */
  state: z.string().nullable(),
  flag: z.enum(WORKSPACE_FLAGS).nullable(),
  /** A number that belongs to the item (sessions left, failures), or null. */
  count: z.number().int().nullable(),
  /** The web path of its work. */
  href: z.string(),
});
export type WorkspaceItem = z.infer<typeof workspaceItemSchema>;

export const workspaceSectionSchema = z.object({
  key: z.enum(WORKSPACE_SECTIONS),
  total: z.number().int(),
  items: z.array(workspaceItemSchema),
  /** The full list's web path. */
  href: z.string(),
});
export type WorkspaceSection = z.infer<typeof workspaceSectionSchema>;

export const WORKSPACE_FIGURES = [
  'visitsThisMonth',
  'noShowsThisMonth',
  'invoicedThisMonth',
  'sessionsThisWeek',
  'ordersThisMonth',
  'claimsReceived',
  'claimsPending',
  'claimsDenied',
  'claimsPaid',
  'turnaroundHours',
  'patients',
  'storageBytes',
  'failedSignIns',
  'emergencyAccesses',
] as const;
export type WorkspaceFigureKey = (typeof WORKSPACE_FIGURES)[number];

export const workspaceFigureSchema = z.object({
  key: z.enum(WORKSPACE_FIGURES),
  value: z.number(),
  /** How to show it: a count, money in minor units of `currency`, bytes, hours. */
  unit: z.enum(['count', 'money', 'bytes', 'hours']),
  currency: z.string().nullable(),
  /** The plan's limit the value counts against, or null. */
  limit: z.number().nullable(),
});
export type WorkspaceFigure = z.infer<typeof workspaceFigureSchema>;

export const workspaceSchema = z.object({
  role: z.enum(WORKSPACE_ROLES),
  sections: z.array(workspaceSectionSchema),
  figures: z.array(workspaceFigureSchema),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** An IANA time zone the runtime knows (the reader's: where "today" and "this month" begin). */
const timeZone = z
  .string()
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'invalidOption' },
  );

export const workspaceQuerySchema = z.object({
  as: z.enum(WORKSPACE_ROLES, { error: 'invalidOption' }).optional(),
  tz: timeZone.default('UTC'),
});
export type WorkspaceQuery = z.infer<typeof workspaceQuerySchema>;
