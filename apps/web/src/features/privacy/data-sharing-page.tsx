import {
  CONSENT_PURPOSES,
  type CareTeamEntry,
  type ConsentGrant,
  type ConsentPurpose,
  type DataCategory,
} from '@verdant/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage, formFailure } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { privacyApi } from './privacy-api.ts';
import {
  BackToCentre,
  CategoryChoice,
  CategoryList,
  StatusBadge,
  usePrivacyFieldText,
} from './privacy-ui.tsx';

/** What one care-team member sees: the patient ticks categories of the member's kind. */
function MemberSharing({ member }: { member: CareTeamEntry }) {
  const { t } = useTranslation('privacy');
  const [chosen, setChosen] = useState<DataCategory[]>(member.categories);
  const save = useApiMutation(
    () =>
      privacyApi.setVisibility({ patientId: member.patientId, userId: member.userId, categories: chosen }),
    {
      invalidates: [queryKeys.privacy.all],
      onSuccess: () => toast({ title: t('sharing.saved', { name: member.name }), variant: 'success' }),
    },
  );
  const changed = chosen.join() !== member.categories.join();
  return (
    <li data-testid="member-sharing">
      <Card
        title={member.name}
        description={`${member.kinds.map((k) => t(`common:roles.${k}`)).join(', ')} · ${member.organizationName}`}
        headingLevel={3}
      >
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save.run(undefined);
          }}
        >
          <CategoryChoice
            legend={t('sharing.memberLegend', { name: member.name })}
            name={`member-${member.userId}`}
            selected={chosen}
            within={member.kindCategories}
            onChange={setChosen}
          />
          {save.error ? <Alert>{errorMessage(save.error, t)}</Alert> : null}
          <Button type="submit" disabled={save.busy || !changed}>
            {t('sharing.save')}
          </Button>
        </form>
      </Card>
    </li>
  );
}

function GrantRow({ grant }: { grant: ConsentGrant }) {
  const { t } = useTranslation('privacy');
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<DataCategory[]>(grant.categories);
  const [end, setEnd] = useState(grant.end ? grant.end.slice(0, 10) : '');
  const field = usePrivacyFieldText();
  const revoke = useApiMutation(() => privacyApi.revoke(grant.id), {
    invalidates: [queryKeys.privacy.all],
    onSuccess: () =>
      toast({ title: t('sharing.revoked', { name: grant.recipient.name }), variant: 'success' }),
  });
  const narrow = useApiMutation(
    () =>
      privacyApi.narrow(grant.id, {
        categories: chosen,
        end: end || (grant.end ? grant.end.slice(0, 10) : null),
      }),
    {
      invalidates: [queryKeys.privacy.all],
      onSuccess: () => {
        setEditing(false);
        toast({ title: t('sharing.narrowed'), variant: 'success' });
      },
    },
  );
  const failure = narrow.error ? formFailure(narrow.error, t) : null;
  const active = grant.status === 'active';
  return (
    <li data-testid="grant" className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{grant.recipient.name}</h3>
          <p className="text-sm text-muted">
            {t(`recipientKinds.${grant.recipient.kind}`)} · {t(`purposes.${grant.purpose}`)} ·{' '}
            {grant.end ? t('sharing.until', { date: formatDate(grant.end) }) : t('sharing.untilRevoked')}
          </p>
        </div>
        <StatusBadge status={grant.status} />
      </div>
      <div className="mt-3">
        <CategoryList categories={grant.categories} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {active && !editing ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t('sharing.narrow')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={revoke.busy}
              onClick={() => void revoke.run(undefined)}
            >
              {t('sharing.revoke')}
            </Button>
          </>
        ) : null}
        <a href={privacyApi.fhirUrl(grant.id)} className="text-sm text-primary underline" download>
          {t('sharing.fhir')}
        </a>
      </div>
      {revoke.error ? <Alert>{errorMessage(revoke.error, t)}</Alert> : null}
      {editing ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void narrow.run(undefined);
          }}
        >
          <CategoryChoice
            legend={t('sharing.keepLegend')}
            name={`grant-${grant.id}`}
            selected={chosen}
            within={grant.categories}
            onChange={setChosen}
            error={field(failure?.fields.categories)}
          />
          <Field
            label={t('sharing.end')}
            error={field(failure?.fields.end)}
            hint={t('sharing.endNarrowHint')}
          >
            {(p) => <Input {...p} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />}
          </Field>
          {failure?.message ? <Alert>{failure.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={narrow.busy}>
              {t('sharing.saveNarrow')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

function NewGrant({ records }: { records: { patientId: string; practiceName: string }[] }) {
  const { t } = useTranslation('privacy');
  const field = usePrivacyFieldText();
  const recipients = useApiQuery(queryKeys.privacy.recipients, (signal) => privacyApi.recipients(signal));
  const [patientId, setPatientId] = useState(records[0]?.patientId ?? '');
  const [recipient, setRecipient] = useState('');
  const [categories, setCategories] = useState<DataCategory[]>([]);
  const [purpose, setPurpose] = useState<ConsentPurpose>('treatment');
  const [end, setEnd] = useState('');
  const grant = useApiMutation(
    () =>
      privacyApi.grant({
        patientId,
        recipientOrganizationId: recipient,
        categories,
        purpose,
        end: end || null,
      }),
    {
      invalidates: [queryKeys.privacy.all],
      onSuccess: (g) => {
        toast({ title: t('sharing.granted', { name: g.recipient.name }), variant: 'success' });
        setRecipient('');
        setCategories([]);
        setEnd('');
      },
    },
  );
  const failure = grant.error ? formFailure(grant.error, t) : null;
  const holder = records.find((r) => r.patientId === patientId);
  const options = (recipients.data?.items ?? [])
    .filter((r) => r.name !== holder?.practiceName)
    .map((r) => ({ value: r.organizationId, label: `${r.name} (${t(`recipientKinds.${r.kind}`)})` }));
  return (
    <Card title={t('sharing.newTitle')} description={t('sharing.newIntro')}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void grant.run(undefined);
        }}
      >
        {records.length > 1 ? (
          <SelectField
            label={t('sharing.record')}
            value={patientId}
            onChange={setPatientId}
            options={records.map((r) => ({ value: r.patientId, label: r.practiceName }))}
          />
        ) : null}
        <SelectField
          label={t('sharing.recipient')}
          value={recipient}
          onChange={setRecipient}
          placeholder={t('sharing.recipientPlaceholder')}
          options={options}
          error={field(failure?.fields.recipientOrganizationId)}
        />
        <CategoryChoice
          legend={t('sharing.categoriesLegend')}
          name="grant-categories"
          selected={categories}
          onChange={setCategories}
          error={field(failure?.fields.categories)}
        />
        <SelectField
          label={t('sharing.purpose')}
          value={purpose}
          onChange={(v) => setPurpose(v as ConsentPurpose)}
          options={CONSENT_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))}
        />
        <Field label={t('sharing.end')} hint={t('sharing.endHint')} error={field(failure?.fields.end)}>
          {(p) => <Input {...p} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />}
        </Field>
        {failure?.message ? <Alert>{failure.message}</Alert> : null}
        <Button type="submit" disabled={grant.busy}>
          {t('sharing.grant')}
        </Button>
      </form>
    </Card>
  );
}

/** `/patient/data-sharing`: what each care-team member sees, and grants to anyone outside it. */
export function DataSharingPage() {
  const { t } = useTranslation('privacy');
  const team = useApiQuery(queryKeys.privacy.careTeam, (signal) => privacyApi.careTeam(signal));
  const consents = useApiQuery(queryKeys.privacy.consents, (signal) => privacyApi.consents(signal));
  const overview = useApiQuery(queryKeys.privacy.overview, (signal) => privacyApi.overview(signal));
  const grants = (consents.data?.items ?? []).filter((g) => g.effect === 'permit');
  return (
    <div className="space-y-6">
      <PageHeader title={t('sharing.title')} description={t('sharing.intro')} eyebrow={<BackToCentre />} />
      {team.error || consents.error ? <Alert>{errorMessage(team.error ?? consents.error, t)}</Alert> : null}
      {team.loading || consents.loading ? <LoadingStatus /> : null}
      <section aria-labelledby="sharing-team" className="space-y-3">
        <h2 id="sharing-team" className="text-lg font-semibold">
          {t('sharing.teamTitle')}
        </h2>
        <p className="text-sm text-muted">{t('sharing.teamIntro')}</p>
        {team.data && team.data.current.length === 0 ? (
          <p className="text-sm text-muted">{t('careTeam.empty')}</p>
        ) : null}
        <ul className="grid gap-4 lg:grid-cols-2">
          {(team.data?.current ?? []).map((m) => (
            <MemberSharing key={`${m.patientId}/${m.userId}/${m.categories.join()}`} member={m} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="sharing-outside" className="space-y-3">
        <h2 id="sharing-outside" className="text-lg font-semibold">
          {t('sharing.outsideTitle')}
        </h2>
        {consents.data && grants.length === 0 ? (
          <p className="text-sm text-muted">{t('sharing.noGrants')}</p>
        ) : null}
        <ul className="space-y-3">
          {grants.map((g) => (
            <GrantRow key={`${g.id}/${g.status}/${g.categories.join()}`} grant={g} />
          ))}
        </ul>
      </section>
      {overview.data && overview.data.records.length > 0 ? (
        <NewGrant records={overview.data.records} />
      ) : null}
    </div>
  );
}
