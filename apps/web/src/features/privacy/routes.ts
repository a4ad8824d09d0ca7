import { lazyExport, type ScreenRoute } from '../../lib/routes.ts';

/**
 * The patient's privacy centre (ADR 0033): care team, sharing, access requests, access log; and the
 * requesters' side (ADR 0038): access requests they send, records shared with them, break the glass.
 */
const careTeam = () => import('./care-team-page.tsx');
const sharing = () => import('./data-sharing-page.tsx');
const requests = () => import('./access-requests-page.tsx');
const log = () => import('./access-log-page.tsx');
const centre = () => import('./privacy-page.tsx');
const outside = () => import('./record-access-page.tsx');
const sharedRecord = () => import('./shared-record-page.tsx');

export const routes: readonly ScreenRoute[] = [
  { path: '/patient/care-team', access: ['patient'], lazy: lazyExport(careTeam, (m) => m.CareTeamPage) },
  { path: '/patient/data-sharing', access: ['patient'], lazy: lazyExport(sharing, (m) => m.DataSharingPage) },
  {
    path: '/patient/access-requests',
    access: ['patient'],
    lazy: lazyExport(requests, (m) => m.AccessRequestsPage),
  },
  { path: '/patient/consent-audit-log', access: ['patient'], lazy: lazyExport(log, (m) => m.AccessLogPage) },
  {
    path: '/patient/privacy',
    access: ['patient'],
    lazy: lazyExport(centre, (m) => m.PrivacyPage),
    nav: [{ key: 'privacy', for: ['patient'] }],
  },
  // the other side (ADR 0038): ask a patient for access, records shared with you, break the glass
  {
    path: '/record-access',
    access: ['dietitian', 'medical', 'fitness', 'lab', 'insurance'],
    lazy: lazyExport(outside, (m) => m.RecordAccessPage),
    nav: [{ key: 'privacy', for: ['dietitian', 'medical', 'fitness', 'lab', 'insurance'] }],
  },
  // a shared record as a laboratory or an insurer reads it (ADR 0044); a professional of another
  // practice opens /patients/:id, where each tab reads through the same policy
  {
    path: '/record-access/patients/:patientId',
    access: ['lab', 'insurance'],
    lazy: lazyExport(sharedRecord, (m) => m.SharedRecordPage),
  },
];
