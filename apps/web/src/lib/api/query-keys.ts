/**
 * Every key of the data cache, in one place. A key is a path from the general to the particular
 * (`['admin', 'users', q]`): invalidating a prefix (`['admin', 'users']`) refreshes every read
 * below it, so a change names the widest key whose reads it may have made stale.
 */
import { currentLanguage } from '../i18n/index.ts';

export type QueryKey = readonly (string | number | boolean | null)[];

export const queryKeys = {
  /** `GET /api/v1/me`: the account, its organizations and the active one. */
  me: ['me'],
  sessionPolicy: (organizationId: string) => ['me', 'organizations', organizationId, 'session-policy'],
  myProviderProfile: ['me', 'provider-profile'],
  appointments: (as: string) => ['appointments', as],
  /** `GET /api/v1/workspace`: a role's dashboard of work (ADR 0048). */
  workspace: (role: string) => ['workspace', role],
  /** `GET /api/health`: whether this is a demo installation. */
  health: ['health'],
  blog: {
    all: ['blog'],
    page: (lang: string, after: string | null) => ['blog', 'list', lang, after],
    post: (slug: string, lang: string) => ['blog', 'post', slug, lang],
  },
  providers: {
    search: (search: Record<string, string | number>) => ['providers', 'search', JSON.stringify(search)],
    one: (id: string) => ['providers', id],
    slots: (id: string, serviceId: string, from: string | null) => [
      'providers',
      id,
      'slots',
      serviceId,
      from,
    ],
  },
  bookings: {
    one: (id: string, code: string) => ['bookings', id, code],
    byLink: (id: string, token: string) => ['bookings', id, 'link', token],
  },
  /** The patient's privacy centre, and a practice's privacy requests (modules/privacy). */
  privacy: {
    all: ['privacy'],
    overview: ['privacy', 'overview'],
    careTeam: ['privacy', 'care-team'],
    consents: ['privacy', 'consents'],
    recipients: ['privacy', 'recipients'],
    requests: ['privacy', 'access-requests'],
    sent: ['privacy', 'sent-requests'],
    shared: ['privacy', 'shared-patients'],
    emergencies: ['privacy', 'emergency-access'],
    log: (query: string) => ['privacy', 'log', query],
    practice: (patientId: string) => ['privacy', 'practice', patientId],
  },
  /** Practice analytics (the figures, the list behind each, the filters' options, the sharing setting). */
  analytics: {
    all: ['analytics'],
    practice: (query: string) => ['analytics', 'practice', query],
    outcomes: (query: string) => ['analytics', 'outcomes', query],
    list: (query: string) => ['analytics', 'list', query],
    options: ['analytics', 'options'],
    settings: ['analytics', 'settings'],
    report: (query: string) => ['analytics', 'report', query],
    runs: ['analytics', 'runs'],
  },
  /** Billing: invoices, packages, claims (practice and insurer), the subscription, billing details. */
  billing: {
    all: ['billing'],
    invoices: (query: string) => ['billing', 'invoices', query],
    summary: ['billing', 'summary'],
    billable: (patientId: string) => ['billing', 'billable', patientId],
    /** A visit's billing at the front desk (ADR 0063). */
    visit: (appointmentId: string) => ['billing', 'visit', appointmentId],
    /** The front desk's day at a glance: each visit's invoice, or why it is not billed. */
    deskDay: (from: string, to: string) => ['billing', 'desk-day', from, to],
    invoice: (id: string) => ['billing', 'invoice', id],
    packages: (query: string) => ['billing', 'packages', query],
    mine: ['billing', 'mine'],
    myInvoice: (id: string) => ['billing', 'mine', id],
    myPackages: ['billing', 'mine', 'packages'],
    claims: (side: string, query: string) => ['billing', 'claims', side, query],
    claim: (side: string, id: string) => ['billing', 'claim', side, id],
    payers: ['billing', 'payers'],
    subscription: ['billing', 'subscription'],
    profile: (orgId: string) => ['billing', 'profile', orgId],
  },
  /** Fitness: the exercise library, routines, BIA and activities. */
  fitness: {
    all: ['fitness'],
    exercises: (query: string) => ['fitness', 'exercises', query],
    exercisePicker: (q: string) => ['fitness', 'exercises', 'picker', q],
    facets: ['fitness', 'facets'],
    routines: (query: string) => ['fitness', 'routines', query],
    routine: (id: string) => ['fitness', 'routine', id],
    myRoutines: ['fitness', 'me', 'routines'],
    bia: (patientId: string) => ['fitness', 'bia', patientId],
    myBia: ['fitness', 'me', 'bia'],
    compendium: ['fitness', 'compendium'],
    activities: (patientId: string) => ['fitness', 'activities', patientId],
  },
  patients: {
    all: ['patients'],
    lists: ['patients', 'list'],
    list: (query: string) => ['patients', 'list', query],
    one: (id: string) => ['patients', 'one', id],
    careTeam: (id: string) => ['patients', 'care-team', id],
    careTeamCandidates: ['patients', 'care-team-candidates'],
    documents: (id: string) => ['patients', 'documents', id],
    invitation: (id: string) => ['patients', 'invitation', id],
    appointments: (id: string) => ['patients', 'appointments', id],
    audit: (query: string) => ['patients', 'audit', query],
    /** The patient search behind a patient picker (type-ahead). */
    picker: (q: string) => ['patients', 'picker', q],
    analytics: ['patients', 'analytics'],
  },
  referrals: {
    all: ['referrals'],
    list: (query: string) => ['referrals', 'list', query],
    one: (id: string) => ['referrals', 'one', id],
    recipients: (q: string) => ['referrals', 'recipients', q],
    mine: ['referrals', 'mine'],
  },
  wellness: {
    all: ['wellness'],
    /** The signed-in patient's entries, tasks and streaks. */
    mine: ['wellness', 'mine'],
    tip: (lang: string) => ['wellness', 'tip', lang],
    patient: (id: string) => ['wellness', 'patient', id],
    /** The administrator's tip list (by category filter). */
    adminTips: (category: string) => ['wellness', 'admin-tips', category],
  },
  dietPlans: {
    all: ['diet-plans'],
    list: (query: string) => ['diet-plans', 'list', query],
    /** Reads that name foods carry the language they were named in (the server names them in it). */
    one: (id: string) => ['diet-plans', 'one', id, currentLanguage()],
    /** The signed-in patient's shared plans. */
    mine: () => ['diet-plans', 'mine', currentLanguage()],
    /** The patient's meal log of one plan, and a plan's adherence (the professional's view). */
    meals: (id: string) => ['diet-plans', 'meals', id],
    adherence: (id: string) => ['diet-plans', 'adherence', id],
    foods: (q: string) => ['foods', q, currentLanguage()],
  },
  /** Lab orders and results: the practice's side, the laboratory's side, the patient's own. */
  labs: {
    all: ['labs'],
    list: (side: string, query: string) => ['labs', side, 'list', query],
    one: (side: string, id: string) => ['labs', side, 'one', id],
    laboratories: ['labs', 'laboratories'],
    trends: (patientId: string) => ['labs', 'trends', patientId],
    held: ['labs', 'laboratory', 'held'],
    patients: ['labs', 'laboratory', 'patients'],
    mine: ['labs', 'mine'],
    settings: ['labs', 'settings'],
    preferences: ['labs', 'preferences'],
  },
  consultations: {
    all: ['consultations'],
    lists: ['consultations', 'list'],
    list: (query: string) => ['consultations', 'list', query],
    one: (id: string) => ['consultations', 'one', id],
    tags: ['consultations', 'tags'],
    settings: ['consultations', 'settings'],
    recordings: (id: string) => ['consultations', 'recordings', id],
    transcript: (recordingId: string) => ['consultations', 'transcript', recordingId],
    insights: (id: string) => ['consultations', 'insights', id],
    mine: ['consultations', 'mine'],
    myOne: (id: string) => ['consultations', 'mine', id],
    /** A patient's vitals or anthropometrics series. */
    series: (kind: string, patientId: string) => ['consultations', 'series', kind, patientId],
  },
  /** The calendar: ranges by view, one appointment, a patient's care team and its open times. */
  calendar: {
    all: ['calendar'],
    range: (as: string, from: string, to: string, providerId: string | null) => [
      'calendar',
      'range',
      as,
      from,
      to,
      providerId,
    ],
    one: (id: string) => ['calendar', 'appointment', id],
    careTeam: ['calendar', 'care-team'],
    slots: (providerId: string, serviceId: string, from: string) => [
      'calendar',
      'slots',
      providerId,
      serviceId,
      from,
    ],
    settings: ['calendar', 'settings'],
    feed: ['calendar', 'feed'],
  },
  messages: {
    all: ['messages'],
    list: (q: string) => ['messages', 'list', q],
    one: (id: string) => ['messages', 'conversation', id],
    thread: (id: string) => ['messages', 'thread', id],
    unread: ['messages', 'unread'],
    contacts: (q: string) => ['messages', 'contacts', q],
  },
  notifications: {
    all: ['notifications'],
    list: (unread: boolean) => ['notifications', 'list', unread],
    summary: ['notifications', 'summary'],
    preferences: ['notifications', 'preferences'],
  },
  admin: {
    users: {
      all: ['admin', 'users'],
      search: (q: string) => ['admin', 'users', q],
      /** The members behind a user picker (type-ahead). */
      picker: (q: string) => ['admin', 'users', 'picker', q],
    },
    outbox: ['admin', 'outbox'],
    mailSuppressed: ['admin', 'mail-suppressed'],
    organizationRequests: (status: string) => ['admin', 'organization-requests', status],
    blog: ['admin', 'blog'],
    demoRequests: {
      all: ['admin', 'demo-requests'],
      list: (status: string) => ['admin', 'demo-requests', status],
    },
  },
} as const satisfies Record<string, unknown>;
