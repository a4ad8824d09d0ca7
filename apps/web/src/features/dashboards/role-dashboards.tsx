import type { AppointmentView } from '@verdant/shared/appointments';
import type { Role } from '@verdant/shared/roles';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@verdant/shared/workspace';
import { PracticeBrandBar } from '../admin/setup-brand-bar.tsx';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { fullName } from '../../lib/format.ts';
import { useNavTarget } from '../../lib/nav-target.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { RecentConsultationsCard } from '../consultations/recent-consultations-card.tsx';
import { RecentRoutinesCard, TodayWorkoutCard } from '../fitness/dashboard-cards.tsx';
import { RecentPlansCard, TodayPlanCard } from '../nutrition/plan-summary-cards.tsx';
import { RecentPatientsCard } from '../patients/recent-patients-card.tsx';
import { BillingPanel } from '../billing/billing-panel.tsx';
import { InsurerQueue } from '../billing/claim-pages.tsx';
import { StreaksCard, TasksCard, TipCard, UnreadMessagesCard } from '../wellness/today-cards.tsx';
import { PatientLabsPanel } from '../labs/lab-panels.tsx';
import { FrontDesk } from '../calendar/front-desk.tsx';
import { UpcomingAppointments } from './upcoming-appointments.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { OrganizationCard } from './organization-card.tsx';
import { PATIENT_SECTIONS } from './patient-sections.tsx';
import { WorkspacePanels } from './workspace-panels.tsx';

const isWorkspaceRole = (role: Role): role is WorkspaceRole =>
  (WORKSPACE_ROLES as readonly string[]).includes(role);

/**
 * The panels of each landing screen after its workspace (the day's work, ADR 0048): the lists the
 * workspace does not hold (upcoming visits beyond today, recent records).
 */
const PANELS: Record<Role, readonly string[]> = {
  admin: [],
  dietitian: ['appointments', 'patients', 'dietPlans', 'billing'],
  staff: ['appointments', 'patients', 'billing'],
  medical: ['appointments', 'patients', 'consultations'],
  fitness: ['sessions', 'clients', 'workouts'],
  lab: [],
  insurance: [],
  patient: ['appointments', 'dietPlan', 'workout', 'tasks', 'tip', 'messages', 'streaks', 'labResults'],
};

/** Each role's own patient list (the "recent patients" panel links to it). */
const PATIENT_LISTS: Partial<Record<Role, string>> = {
  dietitian: '/dietitian/patients',
  medical: '/medical/patients',
  fitness: '/fitness/clients',
  staff: '/patients',
};

/** Whose appointments each landing screen lists (GET /api/v1/me/appointments?as=…). */
const APPOINTMENT_VIEW: Partial<Record<Role, AppointmentView>> = {
  dietitian: 'provider',
  medical: 'provider',
  fitness: 'provider',
  lab: 'provider',
  staff: 'practice',
  patient: 'patient',
};

export function RoleBadge({ value }: { value: Role }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-semibold text-primary">
      {t(`common:roles.${value}`)}
    </span>
  );
}

/** The account summary every landing screen shows. */
export function AccountCard({ area }: { area: Role }) {
  const { t } = useTranslation();
  const { session, roles } = useAuth();
  const settings = useNavTarget('settings', area);
  if (!session) return null;
  return (
    <Card title={t('dashboard:account.title')}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-muted">{t('dashboard:account.email')}</dt>
          <dd className="font-medium break-all">{session.user.email}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('dashboard:account.roles')}</dt>
          <dd className="font-medium">
            {(roles.length ? roles : (['patient'] as Role[])).map((r) => t(`common:roles.${r}`)).join(', ')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('dashboard:account.twoFactor')}</dt>
          <dd className="flex items-center gap-1.5 font-medium">
            {session.user.twoFactorEnabled ? (
              <>
                <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
                {t('dashboard:account.twoFactorOn')}
              </>
            ) : (
              <>
                <ShieldOff aria-hidden="true" className="size-4 text-muted" />
                {t('dashboard:account.twoFactorOff')}
              </>
            )}
          </dd>
        </div>
      </dl>
      {settings ? (
        <Link
          to={settings}
          className="mt-4 inline-block text-sm font-medium text-primary underline underline-offset-4"
        >
          {t('dashboard:account.manage')}
        </Link>
      ) : null}
    </Card>
  );
}

/**
 * One landing screen per role: the signed-in user's real name and role label, the role's own work
 * first (`lead`), then its panels.
 */
export function RoleDashboard({ area: role, lead }: { area: Role; lead?: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const name = session ? fullName(session.user) : '';
  return (
    <>
      <PageHeader
        eyebrow={<RoleBadge value={role} />}
        title={t('dashboard:welcome', { name })}
        description={t(`dashboard:intro.${role}`)}
      />
      {lead ? <div className="mb-6">{lead}</div> : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-4 sm:grid-cols-2 lg:col-span-2">
          {isWorkspaceRole(role) ? (
            <div className="min-w-0 sm:col-span-2">
              <WorkspacePanels as={role} />
            </div>
          ) : null}
          {PANELS[role].map((panel) => {
            const view = APPOINTMENT_VIEW[role];
            if ((panel === 'appointments' || panel === 'sessions') && view) {
              return (
                <UpcomingAppointments key={panel} as={view} title={t(`dashboard:panels.${panel}.title`)} />
              );
            }
            if (panel === 'patients' || panel === 'clients') {
              return (
                <RecentPatientsCard
                  key={panel}
                  title={t(`dashboard:panels.${panel}.title`)}
                  detailBase={role === 'dietitian' ? '/dietitian/patients' : '/patients'}
                  listPath={PATIENT_LISTS[role] ?? '/patients'}
                  noun={panel}
                />
              );
            }
            if (panel === 'consultations') {
              return (
                <RecentConsultationsCard
                  key={panel}
                  title={t(`dashboard:panels.${panel}.title`)}
                  base={role === 'medical' ? '/medical/consultations' : '/consultations'}
                />
              );
            }
            if (panel === 'dietPlan')
              return <TodayPlanCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (panel === 'workout')
              return <TodayWorkoutCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (panel === 'workouts')
              return <RecentRoutinesCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (role === 'patient' && panel === 'tasks')
              return <TasksCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (role === 'patient' && panel === 'tip')
              return <TipCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (role === 'patient' && panel === 'messages')
              return <UnreadMessagesCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (role === 'patient' && panel === 'streaks')
              return <StreaksCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (panel === 'dietPlans')
              return <RecentPlansCard key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (panel === 'labResults')
              return <PatientLabsPanel key={panel} title={t(`dashboard:panels.${panel}.title`)} />;
            if (panel === 'billing')
              return (
                <BillingPanel
                  key={panel}
                  title={t(`dashboard:panels.${panel}.title`)}
                  base={role === 'dietitian' ? '/dietitian/billing' : '/billing'}
                />
              );
            return (
              <Card key={panel} title={t(`dashboard:panels.${panel}.title`)}>
                <p className="text-sm text-muted">{t(`dashboard:panels.${panel}.empty`)}</p>
              </Card>
            );
          })}
        </div>
        <div className="space-y-4">
          <AccountCard area={role} />
          <OrganizationCard />
        </div>
      </div>
    </>
  );
}

export const DietitianDashboard = () => <RoleDashboard area="dietitian" />;
/** Staff land on the front desk: the practice's day across its professionals. */
export const StaffDashboard = () => <RoleDashboard area="staff" lead={<FrontDesk />} />;
export const MedicalDashboard = () => <RoleDashboard area="medical" />;
export const FitnessDashboard = () => <RoleDashboard area="fitness" />;
export const LabDashboard = () => <RoleDashboard area="lab" />;
/** The insurer's landing screen: the greeting every role gets, then its work queue of claims. */
export function InsuranceDashboard() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <>
      <PageHeader
        eyebrow={<RoleBadge value="insurance" />}
        title={t('dashboard:welcome', { name: session ? fullName(session.user) : '' })}
        description={t('dashboard:intro.insurance')}
      />
      <div className="mb-6">
        <WorkspacePanels as="insurance" />
      </div>
      <InsurerQueue />
    </>
  );
}
/** Each section's screen, loaded once when first opened. */
const SECTION_SCREENS = new Map<string, ComponentType>(
  PATIENT_SECTIONS.map((s) => [s.path, lazy(() => s.lazy().then((C) => ({ default: C })))]),
);

/**
 * Links to the summary and every section of the patient dashboard: one row that scrolls sideways on
 * a phone (eleven links would wrap into five rows), wrapped on wider screens; the current section is
 * scrolled into view.
 */
function SectionNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the section changes
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium',
      isActive ? 'bg-card text-fg shadow-sm ring-1 ring-border' : 'text-muted hover:text-fg',
    );
  return (
    <nav
      ref={navRef}
      aria-label={t('dashboard:sections.label')}
      className="mb-4 flex gap-1 overflow-x-auto rounded-lg bg-surface p-1 sm:flex-wrap sm:overflow-x-visible"
    >
      <NavLink to="/patient/dashboard" end className={link}>
        {t('dashboard:sections.summary')}
      </NavLink>
      {PATIENT_SECTIONS.map((s) => (
        <NavLink key={s.path} to={s.path} className={link}>
          {t(s.titleKey)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The patient dashboard: the summary of today on `/patient/dashboard`, or the section of the
 * current path (PATIENT_SECTIONS); the paths of sections not built yet show the summary.
 */
export function PatientDashboard() {
  const { pathname } = useLocation();
  const Section = SECTION_SCREENS.get(pathname.replace(/\/$/, ''));
  return (
    <>
      <PracticeBrandBar />
      <OfflineNotice />
      <SectionNav />
      {Section ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner />
            </p>
          }
        >
          <Section />
        </Suspense>
      ) : (
        <RoleDashboard area="patient" />
      )}
    </>
  );
}
