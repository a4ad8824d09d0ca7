import type { AccessRequest, DataCategory } from '@verdant/shared';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
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

function Pending({ request }: { request: AccessRequest }) {
  const { t } = useTranslation('privacy');
  const field = usePrivacyFieldText();
  const [chosen, setChosen] = useState<DataCategory[]>(request.categories);
  const [end, setEnd] = useState(request.end ? request.end.slice(0, 10) : '');
  const decide = useApiMutation(
    (decision: 'approve' | 'deny') =>
      privacyApi.decide(
        request.id,
        decision === 'approve' ? { decision, categories: chosen, end: end || null } : { decision },
      ),
    {
      invalidates: [queryKeys.privacy.all],
      onSuccess: (r) =>
        toast({
          title: t(r.status === 'approved' ? 'requests.approvedToast' : 'requests.deniedToast', {
            name: request.organizationName,
          }),
          variant: 'success',
        }),
    },
  );
  const failure = decide.error ? formFailure(decide.error, t) : null;
  return (
    <li data-testid="access-request">
      <Card
        title={`${request.requester.name} · ${request.organizationName}`}
        description={t('requests.asked', {
          date: formatDate(request.createdAt),
          expires: formatDate(request.expiresAt),
        })}
        actions={<StatusBadge status="pending" />}
      >
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-medium">{t('requests.why')}</dt>
            <dd className="text-muted">
              {t(`purposes.${request.purpose}`)}: {request.reason}
            </dd>
          </div>
          <div>
            <dt className="mb-1 font-medium">{t('requests.wants')}</dt>
            <dd>
              <CategoryList categories={request.categories} />
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('requests.period')}</dt>
            <dd className="text-muted">
              {request.end
                ? t('sharing.until', { date: formatDate(request.end) })
                : t('sharing.untilRevoked')}
            </dd>
          </div>
        </dl>
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void decide.run('approve');
          }}
        >
          <CategoryChoice
            legend={t('requests.grantLegend')}
            name={`request-${request.id}`}
            selected={chosen}
            within={request.categories}
            onChange={setChosen}
            error={field(failure?.fields.categories)}
          />
          <Field label={t('sharing.end')} hint={t('requests.endHint')} error={field(failure?.fields.end)}>
            {(p) => <Input {...p} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />}
          </Field>
          {failure?.message ? <Alert>{failure.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={decide.busy || chosen.length === 0}>
              {t('requests.approve')}
            </Button>
            <Button
              type="button"
              variant="danger"
              disabled={decide.busy}
              onClick={() => void decide.run('deny')}
            >
              {t('requests.deny')}
            </Button>
          </div>
        </form>
      </Card>
    </li>
  );
}

/** `/patient/access-requests`: who asks for the patient's data and why; approve, narrow or deny. */
export function AccessRequestsPage() {
  const { t } = useTranslation('privacy');
  const requests = useApiQuery(queryKeys.privacy.requests, (signal) => privacyApi.requests(signal));
  const items = requests.data?.items ?? [];
  const pending = items.filter((r) => r.status === 'pending');
  const decided = items.filter((r) => r.status !== 'pending');
  const columns: Column<AccessRequest>[] = [
    {
      key: 'who',
      header: t('requests.who'),
      primary: true,
      cell: (r) => `${r.requester.name} · ${r.organizationName}`,
    },
    { key: 'asked', header: t('requests.askedOn'), cell: (r) => formatDate(r.createdAt) },
    { key: 'status', header: t('requests.status'), cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'granted',
      header: t('requests.granted'),
      cell: (r) => <CategoryList categories={r.grantedCategories} empty="—" />,
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={t('requests.title')} description={t('requests.intro')} eyebrow={<BackToCentre />} />
      {requests.error ? <Alert>{errorMessage(requests.error, t)}</Alert> : null}
      {requests.loading ? <LoadingStatus /> : null}
      {requests.data && pending.length === 0 ? (
        <EmptyState
          icon={<Inbox className="size-8" />}
          title={t('requests.empty')}
          description={t('requests.emptyBody')}
        />
      ) : null}
      {pending.length ? (
        <ul className="grid gap-4 lg:grid-cols-2">
          {pending.map((r) => (
            <Pending key={r.id} request={r} />
          ))}
        </ul>
      ) : null}
      {decided.length ? (
        <section aria-labelledby="decided" className="space-y-3">
          <h2 id="decided" className="text-lg font-semibold">
            {t('requests.decided')}
          </h2>
          <DataTable caption={t('requests.decided')} columns={columns} rows={decided} rowKey={(r) => r.id} />
        </section>
      ) : null}
    </div>
  );
}
