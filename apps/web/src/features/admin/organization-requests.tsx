import { Building2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { controlClasses } from '../../components/ui/input.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast/toast-store.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { adminApi, type OrganizationRequest } from './admin-api.ts';
import { errorMessage, errorFields } from '../../lib/api/errors.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';

function RequestItem({ request, onDecided }: { request: OrganizationRequest; onDecided(): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const name = request.organization.name;

  async function decide(kind: 'approve' | 'decline') {
    setBusy(kind);
    try {
      if (kind === 'approve') await adminApi.approveOrganization(request.id);
      else await adminApi.declineOrganization(request.id, reason.trim());
      notify({
        title: t(kind === 'approve' ? 'admin:orgRequests.approved' : 'admin:orgRequests.declined', { name }),
        variant: 'success',
      });
      onDecided();
    } catch (error) {
      if (errorFields(error).reason) {
        setReasonError(t(`validation:${errorFields(error).reason}`));
      } else {
        notify({ title: errorMessage(error, t), variant: 'error' });
      }
    } finally {
      setBusy(null);
    }
  }

  function onDecline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('validation:declineReasonRequired'));
      document.getElementById(`${headingId}-reason`)?.focus();
      return;
    }
    setReasonError(null);
    void decide('decline');
  }

  return (
    <li className="rounded-lg border border-border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted">{t(`admin:orgRequests.kinds.${request.organization.kind}`)}</p>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">{t('admin:orgRequests.requester')}: </dt>
          <dd className="inline break-all">
            {request.requester ? `${request.requester.name} · ${request.requester.email}` : '—'}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('admin:orgRequests.requestedAt')}: </dt>
          <dd className="inline">{formatDateTime(request.createdAt)}</dd>
        </div>
      </dl>
      {declining ? (
        <form noValidate onSubmit={onDecline} className="mt-3 space-y-3">
          <Field id={`${headingId}-reason`} label={t('admin:orgRequests.reason')} error={reasonError}>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className={`${controlClasses} py-2 text-sm`}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={busy === 'decline'} disabled={busy !== null}>
              {t('admin:orgRequests.confirmDecline')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => setDeclining(false)}
              disabled={busy !== null}
            >
              {t('admin:orgRequests.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            onClick={() => void decide('approve')}
            loading={busy === 'approve'}
            disabled={busy !== null}
            aria-label={t('admin:orgRequests.approveLabel', { name })}
          >
            {t('admin:orgRequests.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDeclining(true)}
            disabled={busy !== null}
            aria-label={t('admin:orgRequests.declineLabel', { name })}
          >
            {t('admin:orgRequests.decline')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Laboratories and insurers waiting for a platform administrator's approval. Shown only to
 * platform administrators: for anyone else the list answers FORBIDDEN and the card stays away.
 */
export function OrganizationRequests() {
  const { t } = useTranslation();
  const requests = useApiQuery(queryKeys.admin.organizationRequests('pending'), (signal) =>
    adminApi.organizationRequests('pending', signal),
  );
  const forbidden = requests.error?.code === 'FORBIDDEN';
  const error = requests.error && !forbidden ? errorMessage(requests.error, t) : null;
  const items = requests.data?.items ?? null;

  if (forbidden) return null;
  return (
    <Card
      title={t('admin:orgRequests.title')}
      description={t('admin:orgRequests.description')}
      className="mb-6"
    >
      {error ? <Alert>{error}</Alert> : null}
      {items === null && !error ? <LoadingStatus className="text-sm" /> : null}
      {items?.length ? (
        <ul className="space-y-3" aria-label={t('admin:orgRequests.listLabel')}>
          {items.map((request) => (
            <RequestItem key={request.id} request={request} onDecided={requests.reload} />
          ))}
        </ul>
      ) : items ? (
        <EmptyState
          headingLevel={3}
          icon={<Building2 className="size-8" />}
          title={t('admin:orgRequests.emptyTitle')}
          description={t('admin:orgRequests.emptyText')}
        />
      ) : null}
    </Card>
  );
}
