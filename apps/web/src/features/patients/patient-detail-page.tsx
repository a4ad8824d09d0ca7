import { bmi } from '@verdant/clinical/anthropometrics';
import type { Patient } from '@verdant/shared/patients';
import type { ReactNode } from 'react';
import { CalendarDays, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { NotFoundPage } from '../../components/not-found.tsx';
import { RecordConsents } from '../dashboards/record-consents.tsx';
import { PatientConsultationsTab } from '../consultations/patient-consultations-tab.tsx';
import { ClientPackagesTab } from '../fitness/client-packages.tsx';
import { PatientLabsTab } from '../labs/clinician-pages.tsx';
import { PatientPlansTab } from '../nutrition/patient-plans-tab.tsx';
import { PracticePrivacyRequests } from '../privacy/practice-requests.tsx';
import { PatientWellnessTab } from '../wellness/patient-wellness-tab.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { CareTeam } from './care-team.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { InvitationPanel } from './invitation-panel.tsx';
import { PatientAppointments } from './patient-appointments.tsx';
import { PatientLifecycle } from './patient-lifecycle.tsx';
import { AccessBadge, ageOn, formatCalendarDate, StatusBadge, UnitSwitch } from './patient-ui.tsx';
import { patientsApi } from './patients-api.ts';
import { formatHeight, formatWeight, useUnitSystem } from './units.ts';

const TABS = [
  'overview',
  'consultations',
  'dietPlans',
  'labs',
  'wellness',
  'documents',
  'appointments',
  'packages',
] as const;
type TabKey = (typeof TABS)[number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-fg">{children}</dd>
    </div>
  );
}

/** BMI from the stored height and weight with the WHO class of the clinical package. */
function BmiFact({ patient, age }: { patient: Patient; age: number | null }) {
  const { t, i18n } = useTranslation('patients');
  if (patient.heightCm === null || patient.weightKg === null) {
    return <Fact label={t('overview.bmi')}>{t('overview.bmiMissing')}</Fact>;
  }
  let result: ReturnType<typeof bmi>;
  try {
    result = bmi(patient.weightKg, patient.heightCm, age ?? undefined);
  } catch {
    return <Fact label={t('overview.bmi')}>{t('overview.bmiMissing')}</Fact>;
  }
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(result.value);
  return (
    <Fact label={t('overview.bmi')}>
      <span className="font-semibold">{value}</span> kg/m² · {t(`bmi.${result.category}`)}
      {result.warnings.some((w) => w.code === 'bmi_child') ? (
        <span className="block text-xs text-muted">{t('overview.bmiChild')}</span>
      ) : null}
    </Fact>
  );
}

function Overview({ patient }: { patient: Patient }) {
  const { t, i18n } = useTranslation('patients');
  const units = useUnitSystem();
  const age = ageOn(patient.dateOfBirth);
  const none = <span className="text-muted">{t('overview.none')}</span>;
  const allergies = [
    ...patient.allergies.allergens.map((a) => t(`allergens.${a}`)),
    ...patient.allergies.other,
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <section aria-labelledby="ov-summary" className="rounded-lg border border-border bg-card p-4 sm:p-5">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="ov-summary" className="text-base font-semibold">
              {t('overview.summary')}
            </h2>
            <UnitSwitch />
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label={t('fields.age')}>
              {age === null ? none : t('overview.years', { count: age })}
              {patient.dateOfBirth ? (
                <span className="block text-xs text-muted">
                  {formatCalendarDate(patient.dateOfBirth, i18n.language)}
                </span>
              ) : null}
            </Fact>
            <Fact label={t('fields.gender')}>{patient.gender ? t(`genders.${patient.gender}`) : none}</Fact>
            <Fact label={t('fields.lastVisit')}>
              {patient.lastVisitAt ? formatDate(patient.lastVisitAt) : t('overview.never')}
            </Fact>
            <Fact label={t('fields.height')}>
              {formatHeight(patient.heightCm, units, i18n.language) ?? none}
            </Fact>
            <Fact label={t('fields.weight')}>
              {formatWeight(patient.weightKg, units, i18n.language) ?? none}
            </Fact>
            <BmiFact patient={patient} age={age} />
          </dl>
        </section>
        <section aria-labelledby="ov-clinical" className="rounded-lg border border-border bg-card p-4 sm:p-5">
          <h2 id="ov-clinical" className="mb-3 text-base font-semibold">
            {t('overview.clinical')}
          </h2>
          <dl className="space-y-4">
            <Fact label={t('fields.allergies')}>
              {allergies.length ? (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {allergies.map((a) => (
                    <li
                      key={a}
                      className="rounded-full bg-danger-bg px-2.5 py-0.5 text-xs font-medium text-danger"
                    >
                      {a}
                    </li>
                  ))}
                </ul>
              ) : (
                t('overview.noAllergies')
              )}
            </Fact>
            <Fact label={t('fields.medicalConditions')}>
              {patient.medicalConditions.length ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {patient.medicalConditions.map((c, i) => (
                    <li key={`${c.name}-${i.toString()}`}>
                      {c.name}
                      {c.since ? (
                        <span className="text-muted"> · {t('overview.since', { since: c.since })}</span>
                      ) : null}
                      {c.notes ? <span className="text-muted"> · {c.notes}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                none
              )}
            </Fact>
            <Fact label={t('fields.medications')}>
              {patient.medications.length ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {patient.medications.map((m, i) => (
                    <li key={`${m.name}-${i.toString()}`}>
                      {m.name}
                      {m.dose ? <span className="text-muted"> · {m.dose}</span> : null}
                      {m.frequency ? <span className="text-muted"> · {m.frequency}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                none
              )}
            </Fact>
            {patient.notes ? (
              <Fact label={t('fields.notes')}>
                <span className="whitespace-pre-wrap">{patient.notes}</span>
              </Fact>
            ) : null}
          </dl>
        </section>
      </div>
      <div className="space-y-4">
        <section aria-labelledby="ov-contact" className="rounded-lg border border-border bg-card p-4 sm:p-5">
          <h2 id="ov-contact" className="mb-3 text-base font-semibold">
            {t('overview.contact')}
          </h2>
          <dl className="space-y-3">
            <Fact label={t('fields.email')}>{patient.email ?? none}</Fact>
            <Fact label={t('fields.phone')}>{patient.phone ?? none}</Fact>
            <Fact label={t('fields.address')}>
              {[patient.address, patient.city, patient.country].filter(Boolean).join(', ') || none}
            </Fact>
          </dl>
        </section>
        <InvitationPanel patient={patient} />
        <CareTeam patientId={patient.id} />
        <PracticePrivacyRequests patientId={patient.id} />
      </div>
    </div>
  );
}

function PatientDetail({ base }: { base: string }) {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabKey)
    : 'overview';
  const one = useApiQuery(queryKeys.patients.one(id), (signal) => patientsApi.get(id, signal));
  // wellness entries are clinical: dietitians and medical professionals of the care team
  const { roles } = useAuth();
  const seesWellness = roles.some((r) => r === 'dietitian' || r === 'medical');
  // session packages: the fitness professional's client view (sold and followed from here)
  const sellsPackages = roles.includes('fitness');
  const shownTab =
    (tab === 'wellness' && !seesWellness) || (tab === 'packages' && !sellsPackages) ? 'overview' : tab;
  // Another organization's patient, or one that was deleted, does not exist for this user.
  if (one.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  const p = one.data;
  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label={t('detail.breadcrumb')} className="mb-2 text-sm">
        <Link to={base} className="text-muted underline-offset-2 hover:underline">
          {t('detail.back')}
        </Link>
      </nav>
      <PageHeader
        title={p ? `${p.firstName} ${p.lastName}` : t('detail.title')}
        description={
          p ? (
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={p.status} />
              <AccessBadge access={p.platformAccess} />
            </span>
          ) : undefined
        }
        actions={
          p ? (
            <Link to={`${base}/${p.id}/edit`} className={buttonClasses({ variant: 'secondary' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('detail.edit')}
            </Link>
          ) : undefined
        }
      />
      {one.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('list.loading')}
        </p>
      ) : null}
      {one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : null}
      {p ? (
        <Tabs<TabKey>
          label={t('detail.tabsLabel')}
          value={shownTab}
          className="[&_[role=tablist]]:flex-wrap [&_[role=tab]]:whitespace-nowrap"
          onChange={(key) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (key === 'overview') next.delete('tab');
                else next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          items={[
            {
              key: 'overview',
              label: t('tabs.overview'),
              panel: (
                <>
                  <Overview patient={p} />
                  <RecordConsents patientId={p.id} className="mt-4" />
                  <PatientLifecycle patient={p} listPath={base} className="mt-4" />
                </>
              ),
            },
            {
              key: 'consultations',
              label: t('tabs.consultations'),
              panel: <PatientConsultationsTab patientId={p.id} patientBase={base} />,
            },
            {
              key: 'dietPlans',
              label: t('tabs.dietPlans'),
              panel: (
                <PatientPlansTab
                  patientId={p.id}
                  planBase={base.startsWith('/dietitian/') ? '/dietitian/diet-plans' : '/diet-plans'}
                />
              ),
            },
            {
              key: 'labs',
              label: t('tabs.labs'),
              panel: <PatientLabsTab patientId={p.id} patientName={`${p.firstName} ${p.lastName}`} />,
            },
            ...(seesWellness
              ? [
                  {
                    key: 'wellness' as const,
                    label: t('tabs.wellness'),
                    panel: <PatientWellnessTab patientId={p.id} />,
                  },
                ]
              : []),
            { key: 'documents', label: t('tabs.documents'), panel: <DocumentsTab patientId={p.id} /> },
            {
              key: 'appointments',
              label: t('tabs.appointments'),
              panel: <PatientAppointments patientId={p.id} icon={<CalendarDays className="size-8" />} />,
            },
            ...(sellsPackages
              ? [
                  {
                    key: 'packages' as const,
                    label: t('tabs.packages'),
                    panel: <ClientPackagesTab patientId={p.id} />,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </div>
  );
}

export function PatientDetailPage() {
  return <PatientDetail base="/patients" />;
}
export function DietitianPatientDetailPage() {
  return <PatientDetail base="/dietitian/patients" />;
}
