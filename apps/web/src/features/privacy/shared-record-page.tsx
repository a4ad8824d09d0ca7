import { DATA_CATEGORIES, type DataCategory, type SharedPatient } from '@verdant/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDate } from '../../lib/format.ts';
import { latestResults } from '../labs/latest-labs-panel.tsx';
import { FlagBadge, num, useAnalyteName } from '../labs/lab-ui.tsx';
import { labsApi } from '../labs/labs-api.ts';
import { patientsApi } from '../patients/patients-api.ts';
import { privacyApi } from './privacy-api.ts';
import { CategoryList } from './privacy-ui.tsx';

/**
 * A shared patient's record as a laboratory or an insurer sees it (ADR 0044): every category in
 * order; what the patient's grants share is read through the same API routes as anywhere else (the
 * patients module's policy decides, and audits each read), and only those categories are asked for;
 * every other category says it is not shared. A category shared but read elsewhere says where.
 */
export function SharedRecordPage() {
  const { t } = useTranslation('privacy');
  const { patientId = '' } = useParams();
  const shared = useApiQuery(queryKeys.privacy.shared, (signal) => privacyApi.sharedWithMe(signal));
  const grants = shared.data?.items.filter((s) => s.patientId === patientId) ?? [];
  const granted = new Set<DataCategory>(grants.flatMap((g) => g.categories));
  const name = grants[0]?.name ?? '';
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <Link to="/record-access" className="text-sm text-primary underline underline-offset-2">
            {t('record.back')}
          </Link>
        }
        title={name ? t('record.title', { name }) : t('record.titleUnknown')}
        description={t('record.intro')}
      />
      {shared.error ? <Alert>{errorMessage(shared.error, t)}</Alert> : null}
      {shared.loading ? <LoadingStatus /> : null}
      {shared.data && grants.length === 0 ? <Alert>{t('record.notShared')}</Alert> : null}
      {grants.length > 0 ? (
        <>
          <GrantSummary grants={grants} />
          <div className="space-y-4">
            {DATA_CATEGORIES.map((c) => (
              <CategorySection key={c} category={c} patientId={patientId} shared={granted.has(c)} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

function GrantSummary({ grants }: { grants: SharedPatient[] }) {
  const { t } = useTranslation('privacy');
  return (
    <Card title={t('record.grantTitle')}>
      <ul className="space-y-3">
        {grants.map((g) => (
          <li key={g.since} className="space-y-1 text-sm" data-testid="record-grant">
            <p>
              {t('record.grantLine', {
                practice: g.practiceName,
                purpose: t(`purposes.${g.purpose}`),
                since: formatDate(g.since),
              })}{' '}
              {g.end ? t('record.until', { date: formatDate(g.end) }) : t('record.untilRevoked')}
            </p>
            <CategoryList categories={g.categories} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CategorySection({
  category,
  patientId,
  shared,
}: {
  category: DataCategory;
  patientId: string;
  shared: boolean;
}) {
  const { t } = useTranslation('privacy');
  const title = t(`categories.${category}`);
  return (
    <section
      aria-labelledby={`category-${category}`}
      className="rounded-md border border-border bg-surface p-4"
      data-testid={`category-${category}`}
      data-shared={shared ? 'yes' : 'no'}
    >
      <h2 id={`category-${category}`} className="mb-2 text-base font-semibold">
        {title}
      </h2>
      {!shared ? (
        <p className="text-sm text-muted">{t('record.notSharedCategory')}</p>
      ) : category === 'demographics' ? (
        <Demographics patientId={patientId} />
      ) : category === 'labs' ? (
        <LabResults patientId={patientId} />
      ) : category === 'documents' ? (
        <Documents patientId={patientId} />
      ) : category === 'billing' ? (
        <Billing />
      ) : (
        <p className="text-sm text-muted">{t('record.sharedNoView')}</p>
      )}
    </section>
  );
}

function Demographics({ patientId }: { patientId: string }) {
  const { t } = useTranslation(['privacy', 'patients']);
  const one = useApiQuery(queryKeys.patients.one(patientId), (signal) => patientsApi.get(patientId, signal));
  if (one.error) return <Alert>{errorMessage(one.error, t)}</Alert>;
  if (!one.data) return <LoadingStatus />;
  const p = one.data;
  const place = [p.address, p.city, p.country].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    [t('patients:fields.name'), `${p.firstName} ${p.lastName}`],
    [t('patients:fields.dateOfBirth'), p.dateOfBirth ? formatDate(p.dateOfBirth) : null],
    [t('patients:fields.gender'), p.gender ? t(`patients:genders.${p.gender}`) : null],
    [t('patients:fields.email'), p.email],
    [t('patients:fields.phone'), p.phone],
    [t('patients:fields.address'), place || null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value ?? t('record.notRecorded')}</dd>
        </div>
      ))}
    </dl>
  );
}

function LabResults({ patientId }: { patientId: string }) {
  const { t } = useTranslation('privacy');
  const analyte = useAnalyteName();
  const trends = useApiQuery(queryKeys.labs.trends(patientId), (signal) => labsApi.trends(patientId, signal));
  if (trends.error) return <Alert>{errorMessage(trends.error, t)}</Alert>;
  if (!trends.data) return <LoadingStatus />;
  const latest = latestResults(trends.data.items);
  if (latest.length === 0) return <p className="text-sm text-muted">{t('record.noLabs')}</p>;
  return (
    <ul className="divide-y divide-border text-sm">
      {latest.map((r) => (
        <li
          key={r.loinc}
          className="flex flex-wrap items-center justify-between gap-2 py-2"
          data-testid="record-lab"
        >
          <span className="min-w-0 font-medium">{analyte(r.loinc, r.name)}</span>
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {num(r.value)} {r.unit}
            </span>
            <FlagBadge flag={r.flag} />
            <span className="text-muted">{formatDate(r.at)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Documents({ patientId }: { patientId: string }) {
  const { t } = useTranslation('privacy');
  const docs = useApiQuery(queryKeys.patients.documents(patientId), (signal) =>
    patientsApi.documents(patientId, signal),
  );
  if (docs.error) return <Alert>{errorMessage(docs.error, t)}</Alert>;
  if (!docs.data) return <LoadingStatus />;
  if (docs.data.items.length === 0) return <p className="text-sm text-muted">{t('record.noDocuments')}</p>;
  return (
    <ul className="divide-y divide-border text-sm">
      {docs.data.items.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <a
            href={patientsApi.documentUrl(patientId, d.id, { download: !d.viewable, display: !!d.display })}
            className="min-w-0 break-all text-primary underline underline-offset-2"
          >
            {d.filename}
          </a>
          <span className="text-muted">{formatDate(d.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function Billing() {
  const { t } = useTranslation('privacy');
  const { roles } = useAuth();
  return (
    <p className="text-sm text-muted">
      {roles.includes('insurance') ? (
        <>
          {t('record.billingInsurer')}{' '}
          <Link to="/insurance-dashboard" className="text-primary underline underline-offset-2">
            {t('record.billingClaims')}
          </Link>
        </>
      ) : (
        t('record.sharedNoView')
      )}
    </p>
  );
}
