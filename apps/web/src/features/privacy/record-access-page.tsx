import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type DataCategory,
  type EmergencyAccess,
  type SentAccessRequest,
  type SharedPatient,
} from '@verdant/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorCode, errorMessage, formFailure } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { privacyApi } from './privacy-api.ts';
import { CategoryChoice, CategoryList, StatusBadge, usePrivacyFieldText } from './privacy-ui.tsx';

const PROFESSIONALS = ['dietitian', 'medical', 'fitness'] as const;

/** The requester's words for a request's state. */
function RequestStatus({ status }: { status: SentAccessRequest['status'] }) {
  const { t } = useTranslation('privacy');
  return <StatusBadge status={status} label={t(`outside.status.${status}`)} />;
}

function AskForAccess() {
  const { t } = useTranslation('privacy');
  const field = usePrivacyFieldText();
  const [email, setEmail] = useState('');
  const [categories, setCategories] = useState<DataCategory[]>([]);
  const [purpose, setPurpose] = useState<ConsentPurpose>('treatment');
  const [reason, setReason] = useState('');
  const [end, setEnd] = useState('');
  const ask = useApiMutation(
    () => privacyApi.askAccess({ email, categories, purpose, reason, end: end || null }),
    {
      invalidates: [queryKeys.privacy.sent],
      onSuccess: () => {
        toast({ title: t('outside.sent'), variant: 'success' });
        setEmail('');
        setCategories([]);
        setReason('');
        setEnd('');
      },
    },
  );
  const failure = ask.error ? formFailure(ask.error, t) : null;
  return (
    <Card title={t('outside.askTitle')} description={t('outside.askIntro')}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void ask.run(undefined);
        }}
      >
        <TextField
          label={t('outside.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={field(failure?.fields.email)}
        />
        <CategoryChoice
          legend={t('outside.categoriesLegend')}
          name="ask-categories"
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
        <TextAreaField
          label={t('outside.reason')}
          hint={t('outside.reasonHint')}
          value={reason}
          onChange={setReason}
          rows={3}
          maxLength={1000}
          error={field(failure?.fields.reason)}
        />
        <Field label={t('sharing.end')} hint={t('outside.endHint')} error={field(failure?.fields.end)}>
          {(p) => <Input {...p} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />}
        </Field>
        {failure?.message ? <Alert>{failure.message}</Alert> : null}
        <Button type="submit" disabled={ask.busy}>
          {t('outside.send')}
        </Button>
      </form>
    </Card>
  );
}

function SentRequests() {
  const { t } = useTranslation('privacy');
  const sent = useApiQuery(queryKeys.privacy.sent, (signal) => privacyApi.sentRequests(signal));
  const columns: Column<SentAccessRequest>[] = [
    { key: 'email', header: t('outside.patientEmail'), primary: true, cell: (r) => r.email },
    { key: 'asked', header: t('requests.askedOn'), cell: (r) => formatDate(r.createdAt) },
    { key: 'status', header: t('requests.status'), cell: (r) => <RequestStatus status={r.status} /> },
    {
      key: 'categories',
      header: t('outside.asked'),
      cell: (r) => <CategoryList categories={r.categories} />,
    },
    {
      key: 'granted',
      header: t('requests.granted'),
      cell: (r) => <CategoryList categories={r.grantedCategories} empty="—" />,
    },
    {
      key: 'expires',
      header: t('outside.expires'),
      cell: (r) => (r.status === 'pending' ? formatDate(r.expiresAt) : '—'),
    },
  ];
  return (
    <section aria-labelledby="sent-requests" className="space-y-3">
      <h2 id="sent-requests" className="text-lg font-semibold">
        {t('outside.sentTitle')}
      </h2>
      {sent.error ? <Alert>{errorMessage(sent.error, t)}</Alert> : null}
      {sent.loading ? <LoadingStatus /> : null}
      {sent.data && sent.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('outside.noneSent')}</p>
      ) : null}
      {sent.data?.items.length ? (
        <DataTable
          caption={t('outside.sentTitle')}
          columns={columns}
          rows={sent.data.items}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'sent-request' })}
        />
      ) : null}
    </section>
  );
}

function SharedWithMe({ linkRecords }: { linkRecords: boolean }) {
  const { t } = useTranslation('privacy');
  const shared = useApiQuery(queryKeys.privacy.shared, (signal) => privacyApi.sharedWithMe(signal));
  const columns: Column<SharedPatient>[] = [
    {
      key: 'name',
      header: t('outside.patient'),
      primary: true,
      cell: (r) =>
        linkRecords ? (
          r.categories.includes('demographics') ? (
            <Link to={`/patients/${r.patientId}`} className="text-primary underline underline-offset-2">
              {r.name}
            </Link>
          ) : (
            r.name
          )
        ) : (
          // a laboratory or an insurer: the shared categories on one screen (ADR 0044)
          <Link
            to={`/record-access/patients/${r.patientId}`}
            className="text-primary underline underline-offset-2"
          >
            {r.name}
          </Link>
        ),
    },
    { key: 'practice', header: t('outside.practice'), cell: (r) => r.practiceName },
    {
      key: 'categories',
      header: t('outside.shared'),
      cell: (r) => <CategoryList categories={r.categories} />,
    },
    { key: 'purpose', header: t('sharing.purpose'), cell: (r) => t(`purposes.${r.purpose}`) },
    {
      key: 'end',
      header: t('sharing.end'),
      // the recipient's words: the patient, not the reader, revokes
      cell: (r) => (r.end ? t('sharing.until', { date: formatDate(r.end) }) : t('record.untilRevoked')),
    },
  ];
  return (
    <section aria-labelledby="shared-with-me" className="space-y-3">
      <h2 id="shared-with-me" className="text-lg font-semibold">
        {t('outside.sharedTitle')}
      </h2>
      <p className="text-sm text-muted">{t('outside.sharedIntro')}</p>
      {shared.error ? <Alert>{errorMessage(shared.error, t)}</Alert> : null}
      {shared.loading ? <LoadingStatus /> : null}
      {shared.data && shared.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('outside.noneShared')}</p>
      ) : null}
      {shared.data?.items.length ? (
        <DataTable
          caption={t('outside.sharedTitle')}
          columns={columns}
          rows={shared.data.items}
          rowKey={(r) => `${r.patientId}/${r.since}`}
          rowProps={() => ({ 'data-testid': 'shared-patient' })}
        />
      ) : null}
    </section>
  );
}

function BreakTheGlass() {
  const { t } = useTranslation('privacy');
  const field = usePrivacyFieldText();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const mine = useApiQuery(queryKeys.privacy.emergencies, (signal) => privacyApi.emergencies(signal));
  const open = useApiMutation(() => privacyApi.breakGlass({ email, reason }), {
    invalidates: [queryKeys.privacy.emergencies],
    onSuccess: (e) => {
      toast({
        title: t('outside.glassOpened', { name: e.patientName, time: formatDateTime(e.until) }),
        variant: 'success',
      });
      setEmail('');
      setReason('');
    },
  });
  const failure = open.error ? formFailure(open.error, t) : null;
  const columns: Column<EmergencyAccess>[] = [
    {
      key: 'patient',
      header: t('outside.patient'),
      primary: true,
      cell: (e) =>
        e.active ? (
          <Link to={`/patients/${e.patientId}`} className="text-primary underline underline-offset-2">
            {e.patientName}
          </Link>
        ) : (
          e.patientName
        ),
    },
    { key: 'reason', header: t('outside.glassReason'), cell: (e) => e.reason },
    { key: 'at', header: t('outside.opened'), cell: (e) => formatDateTime(e.at) },
    {
      key: 'until',
      header: t('outside.until'),
      cell: (e) =>
        e.active ? (
          <StatusBadge status="pending" label={t('outside.activeUntil', { time: formatDateTime(e.until) })} />
        ) : (
          <StatusBadge status="expired" label={t('outside.ended')} />
        ),
    },
  ];
  return (
    <section aria-labelledby="break-glass" className="space-y-3">
      <h2 id="break-glass" className="text-lg font-semibold">
        {t('outside.glassTitle')}
      </h2>
      <Card title={t('outside.glassCardTitle')} description={t('outside.glassIntro')}>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void open.run(undefined);
          }}
        >
          <TextField
            label={t('outside.glassEmail')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            error={field(failure?.fields.email)}
          />
          <TextAreaField
            label={t('outside.glassReason')}
            hint={t('outside.glassReasonHint')}
            value={reason}
            onChange={setReason}
            rows={3}
            maxLength={1000}
            error={field(failure?.fields.reason)}
          />
          {open.error && errorCode(open.error) === 'NOT_FOUND' ? (
            <Alert>{t('outside.glassNotFound')}</Alert>
          ) : failure?.message ? (
            <Alert>{failure.message}</Alert>
          ) : null}
          <Button type="submit" variant="danger" disabled={open.busy}>
            {t('outside.glassOpen')}
          </Button>
        </form>
      </Card>
      {mine.data?.items.length ? (
        <DataTable
          caption={t('outside.glassMine')}
          columns={columns}
          rows={mine.data.items}
          rowKey={(e) => e.id}
          rowProps={() => ({ 'data-testid': 'my-emergency-access' })}
        />
      ) : null}
    </section>
  );
}

/**
 * `/record-access` (ADR 0038): a professional, laboratory or insurer asks a patient for access and
 * follows the answer; sees the records patients share with their organization; a professional of a
 * practice breaks the glass in an emergency.
 */
export function RecordAccessPage() {
  const { t } = useTranslation('privacy');
  const { roles } = useAuth();
  const professional = PROFESSIONALS.some((r) => roles.includes(r));
  return (
    <div className="space-y-6">
      <PageHeader title={t('outside.title')} description={t('outside.intro')} />
      <div className="max-w-2xl">
        <AskForAccess />
      </div>
      <SentRequests />
      <SharedWithMe linkRecords={professional} />
      {professional ? <BreakTheGlass /> : null}
    </div>
  );
}
