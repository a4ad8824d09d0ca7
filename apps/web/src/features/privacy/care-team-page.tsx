import type { CareTeamEntry } from '@verdant/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { TextAreaField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PatientReferrals } from '../referrals/patient-referrals.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { privacyApi } from './privacy-api.ts';
import { BackToCentre, CategoryList } from './privacy-ui.tsx';

function kindsOf(m: CareTeamEntry, t: (k: string) => string): string {
  return m.kinds.map((k) => t(`common:roles.${k}`)).join(', ') || t('privacy:careTeam.noKind');
}

function Member({ member }: { member: CareTeamEntry }) {
  const { t } = useTranslation('privacy');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const ask = useApiMutation(
    () => privacyApi.askRemoval({ patientId: member.patientId, userId: member.userId, reason }),
    {
      invalidates: [queryKeys.privacy.all],
      onSuccess: () => {
        setAsking(false);
        toast({ title: t('careTeam.removalSent', { name: member.name }), variant: 'success' });
      },
    },
  );
  return (
    <li data-testid="care-team-member">
      <Card
        title={member.name}
        description={`${kindsOf(member, t)} · ${member.organizationName}`}
        actions={
          member.removalRequested ? (
            <span className="text-sm text-muted">{t('careTeam.removalPending')}</span>
          ) : null
        }
      >
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-medium text-fg">{t('careTeam.since')}</dt>
            <dd className="text-muted">
              {member.since ? formatDate(member.since) : t('careTeam.unknownDate')}
            </dd>
          </div>
          <div>
            <dt className="mb-1 font-medium text-fg">{t('careTeam.sees')}</dt>
            <dd>
              <CategoryList categories={member.categories} empty={t('careTeam.seesNothing')} />
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/patient/messages" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('careTeam.message')}
          </Link>
          <Link to="/patient/calendar" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('careTeam.book')}
          </Link>
          <Link to="/patient/data-sharing" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('careTeam.change')}
          </Link>
          {member.removalRequested || asking ? null : (
            <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
              {t('careTeam.askRemoval')}
            </Button>
          )}
        </div>
        {asking ? (
          <form
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void ask.run(undefined);
            }}
          >
            <p className="text-sm text-muted">
              {t('careTeam.removalHelp', { practice: member.organizationName })}
            </p>
            <TextAreaField
              label={t('careTeam.removalReason')}
              value={reason}
              onChange={setReason}
              rows={3}
              maxLength={1000}
            />
            {ask.error ? <Alert>{errorMessage(ask.error, t)}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={ask.busy}>
                {t('careTeam.sendRemoval')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </Card>
    </li>
  );
}

/** `/patient/care-team`: who is on the patient's care team, what each sees, and who was. */
export function CareTeamPage() {
  const { t } = useTranslation('privacy');
  const team = useApiQuery(queryKeys.privacy.careTeam, (signal) => privacyApi.careTeam(signal));
  const columns: Column<CareTeamEntry>[] = [
    { key: 'name', header: t('careTeam.name'), primary: true, cell: (m) => m.name },
    { key: 'kind', header: t('careTeam.kind'), cell: (m) => kindsOf(m, t) },
    { key: 'org', header: t('careTeam.organization'), cell: (m) => m.organizationName },
    { key: 'since', header: t('careTeam.since'), cell: (m) => (m.since ? formatDate(m.since) : '—') },
    { key: 'until', header: t('careTeam.until'), cell: (m) => (m.until ? formatDate(m.until) : '—') },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={t('careTeam.title')} description={t('careTeam.intro')} eyebrow={<BackToCentre />} />
      {team.error ? <Alert>{errorMessage(team.error, t)}</Alert> : null}
      {team.loading ? <LoadingStatus /> : null}
      {team.data && team.data.current.length === 0 ? (
        <EmptyState
          icon={<Users className="size-8" />}
          title={t('careTeam.empty')}
          description={t('careTeam.emptyBody')}
        />
      ) : null}
      {team.data && team.data.current.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {team.data.current.map((m) => (
            <Member key={`${m.patientId}/${m.userId}`} member={m} />
          ))}
        </ul>
      ) : null}
      {team.data && team.data.former.length > 0 ? (
        <section aria-labelledby="former-members" className="space-y-3">
          <h2 id="former-members" className="text-lg font-semibold">
            {t('careTeam.former')}
          </h2>
          <DataTable
            caption={t('careTeam.former')}
            columns={columns}
            rows={team.data.former}
            rowKey={(m, i) => `${m.patientId}/${m.userId}/${i}`}
            rowProps={() => ({ 'data-testid': 'former-member' })}
          />
        </section>
      ) : null}
      <PatientReferrals />
    </div>
  );
}
