import type { PracticePrivacyRequest } from '@verdant/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, TextAreaField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formFailure } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { privacyApi } from './privacy-api.ts';
import { StatusBadge, usePrivacyFieldText } from './privacy-ui.tsx';

function Resolve({ request }: { request: PracticePrivacyRequest }) {
  const { t } = useTranslation('privacy');
  const field = usePrivacyFieldText();
  const [outcome, setOutcome] = useState<'completed' | 'declined'>('completed');
  const [note, setNote] = useState('');
  const resolve = useApiMutation(() => privacyApi.resolve(request.id, { outcome, note }), {
    invalidates: [queryKeys.privacy.all, ['patients']],
    onSuccess: () => toast({ title: t('practice.resolved'), variant: 'success' }),
  });
  const failure = resolve.error ? formFailure(resolve.error, t) : null;
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void resolve.run(undefined);
      }}
    >
      <ChoiceGroup
        legend={t('practice.outcome')}
        name={`outcome-${request.id}`}
        type="radio"
        columns={1}
        selected={[outcome]}
        onToggle={(v) => setOutcome(v as 'completed' | 'declined')}
        options={[
          { value: 'completed', label: t(`practice.complete.${request.kind}`) },
          { value: 'declined', label: t('practice.decline') },
        ]}
      />
      <TextAreaField
        label={t('practice.note')}
        hint={request.kind === 'care_team_removal' ? undefined : t('practice.noteHint')}
        value={note}
        onChange={setNote}
        rows={3}
        maxLength={2000}
        error={field(failure?.fields.note)}
      />
      {failure?.message ? <Alert>{failure.message}</Alert> : null}
      <Button type="submit" disabled={resolve.busy}>
        {t('practice.send')}
      </Button>
    </form>
  );
}

/**
 * On the patient record, for the practice's administrators and staff: the patient's privacy requests
 * (care-team removal, erasure, restriction) and the form that answers each.
 */
export function PracticePrivacyRequests({ patientId }: { patientId: string }) {
  const { t } = useTranslation('privacy');
  const { roles } = useAuth();
  const handles = roles.includes('admin') || roles.includes('staff');
  const requests = useApiQuery(handles ? queryKeys.privacy.practice(patientId) : null, (signal) =>
    privacyApi.practiceRequests(patientId, signal),
  );
  const items = requests.data?.items ?? [];
  if (!handles || items.length === 0) return null;
  return (
    <section
      id="privacy"
      aria-labelledby="privacy-requests"
      className="rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="privacy-requests" className="mb-3 text-base font-semibold">
        {t('practice.title')}
      </h2>
      <ul className="space-y-4">
        {items.map((r) => (
          <li key={r.id} data-testid="practice-privacy-request" className="text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {t(`centre.kinds.${r.kind}`)}
                {r.subject ? `: ${r.subject.name}` : ''}
              </span>
              <StatusBadge status={r.status} />
              <span className="text-muted">{formatDate(r.createdAt)}</span>
            </div>
            {r.reason ? (
              <p className="mt-1 text-muted">{t('practice.reason', { reason: r.reason })}</p>
            ) : null}
            {r.status === 'open' ? <Resolve request={r} /> : <p className="mt-1">{r.resolutionNote}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
