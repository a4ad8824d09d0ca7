/**
 * Screens whose feature belongs to a later issue. Each renders its shell, its title and a plain
 * empty state. This list may only shrink: when a feature lands, delete its entries and register
 * the real screen in `router.tsx`. Titles are keys in `locales/<lng>/nav.json` under `screens`.
 */
export interface PendingScreen {
  title: string;
  shell: 'public' | 'app';
}

const app = (title: string): PendingScreen => ({ title, shell: 'app' });

export const PENDING_SCREENS: Readonly<Record<string, PendingScreen>> = {
  // admin
  '/admin/calendar': app('calendar'),
  '/admin/messages': app('messages'),
  '/admin/compliance': app('compliance'),
  // sections of the admin dashboard that later issues fill
  '/admin/patients': app('patients'),
  '/admin/audit-trails': app('auditTrails'),
  '/admin/subscriptions': app('subscriptions'),
  '/admin/data': app('data'),

  // patient
  '/patient/care-team': app('careTeam'),
  '/patient/data-sharing': app('dataSharing'),
  '/patient/access-requests': app('accessRequests'),
  '/patient/consent-audit-log': app('consentAuditLog'),
  '/patient/privacy': app('privacyCenter'),
  '/patient/consultations': app('consultations'),
  '/patient/consultations/:id': app('consultation'),
  '/patient/calendar': app('calendar'),

  // medical
  '/medical/messages': app('messages'),
  '/medical/calendar': app('calendar'),
  '/medical/patients': app('patients'),
  '/medical/consultations': app('consultations'),
  '/medical/consultations/new': app('newConsultation'),
  '/medical/consultations/:id': app('consultation'),
  '/medical/consultations/:id/edit': app('editConsultation'),
  '/medical/referrals': app('referrals'),

  // dietitian
  '/dietitian/messages': app('messages'),
  '/dietitian/calendar': app('calendar'),
  '/dietitian/patients': app('patients'),
  '/dietitian/patients/:id': app('patient'),
  '/dietitian/patients/:id/edit': app('editPatient'),
  '/dietitian/consultations': app('consultations'),
  '/dietitian/consultations/new': app('newConsultation'),
  '/dietitian/consultations/:id': app('consultation'),
  '/dietitian/consultations/:id/edit': app('editConsultation'),
  '/dietitian/billing': app('billing'),
  '/dietitian/billing/new-invoice': app('newInvoice'),
  '/dietitian/diet-plans': app('dietPlans'),
  '/dietitian/workout': app('workouts'),
  '/dietitian/labs': app('labs'),
  '/dietitian/labs/upload': app('uploadLabResults'),
  '/dietitian/new-lab-order': app('newLabOrder'),
  '/dietitian/bia': app('biaAnalysis'),
  '/dietitian/vitals': app('vitals'),
  '/dietitian/anthropometrics': app('anthropometrics'),
  '/dietitian/analytics': app('analytics'),
  '/dietitian/reports': app('reports'),
  '/dietitian/knowledge-base': app('knowledgeBase'),
  '/dietitian/referrals': app('referrals'),

  // fitness
  '/fitness/clients': app('clients'),
  '/fitness/workouts': app('workouts'),
  '/fitness/routines': app('workouts'),
  '/fitness/activity': app('activity'),
  '/fitness/calendar': app('calendar'),
  '/fitness/messages': app('messages'),
  '/fitness/billing': app('billing'),
  '/fitness/referrals': app('referrals'),

  // lab
  '/lab/messages': app('messages'),
  '/lab/calendar': app('calendar'),
  '/lab/orders': app('labOrders'),
  '/lab/new-order': app('newLabOrder'),
  '/lab/results': app('labResults'),
  '/lab/results/upload': app('uploadLabResults'),
  '/lab/archive': app('archive'),
  '/lab/patients': app('patients'),

  // other roles
  '/insurance-messages': app('messages'),
  '/staff-messages': app('messages'),

  // shared shortcuts
  '/patients': app('patients'),
  '/patients/:id': app('patient'),
  '/patients/:id/edit': app('editPatient'),
  '/patients/:id/anthropometrics': app('anthropometrics'),
  '/patients/:id/vitals': app('vitals'),
  '/add-patient': app('addPatient'),
  '/patient-analytics': app('patientAnalytics'),
  '/consultations': app('consultations'),
  '/consultations/new': app('newConsultation'),
  '/consultations/:id': app('consultation'),
  '/consultations/:id/edit': app('editConsultation'),
  '/messages': app('messages'),
  '/calendar': app('calendar'),
  '/diet-plans': app('dietPlans'),
  '/billing': app('billing'),
  '/billing/new-invoice': app('newInvoice'),
  '/notifications': app('notifications'),
  '/bia-analysis': app('biaAnalysis'),
  '/workouts': app('workouts'),
};

export function isPendingScreen(pattern: string): boolean {
  return pattern in PENDING_SCREENS;
}
