import type { Patient, PatientInvitationState } from '@verdant/shared/patients';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { AccessBadge, usePatientFieldText } from './patient-ui.tsx';
import { patientsApi } from './patients-api.ts';

/**
 * Platform access: invite the patient (an account, and an e-mail with a one-time link to set their
 * own password), send the link again, or revoke it.
 */
export function InvitationPanel({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const fieldText = usePatientFieldText();
  const key = queryKeys.patients.invitation(patient.id);
  const state = useApiQuery(key, (signal) => patientsApi.invitation(patient.id, signal));
  const [busy, setBusy] = useState<'send' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const access = state.data?.platformAccess ?? patient.platformAccess;
  const pending = state.data?.pending ?? null;

  async function run(kind: 'send' | 'revoke') {
    setBusy(kind);
    setError(null);
    try {
      const next: PatientInvitationState =
        kind === 'send'
          ? await patientsApi.invite(patient.id)
          : await patientsApi.revokeInvitation(patient.id);
      updateCached(key, () => next);
      updateCached<Patient>(queryKeys.patients.one(patient.id), (p) => ({
        ...p,
        platformAccess: next.platformAccess,
      }));
      void invalidate(queryKeys.patients.lists);
      if (kind === 'send') toast({ variant: 'success', title: t('toasts.invitationSent') });
      else toast({ variant: 'success', title: t('invitation.revoked') });
    } catch (e) {
      const fields = Object.values(errorFields(e));
      const reason = fields.length ? fieldText(fields[0]) : errorMessage(e, t);
      setError(reason ?? null);
      if (kind === 'send')
        toast({ variant: 'error', title: t('toasts.invitationFailed'), description: reason });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="platform-access" className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id="platform-access" className="mb-2 text-base font-semibold">
        {t('invitation.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="platform-access">
        <AccessBadge access={access} />
      </p>
      <p className="mt-2 text-sm text-muted">{t(`invitation.explain.${access}`)}</p>
      {pending ? (
        <p className="mt-2 text-sm">
          {t('invitation.pending', {
            email: pending.email,
            sent: formatDateTime(pending.sentAt),
            expires: formatDateTime(pending.expiresAt),
          })}
        </p>
      ) : null}
      {error ? <Alert className="mt-2">{error}</Alert> : null}
      {access !== 'platform_user' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            onClick={() => run('send')}
            loading={busy === 'send'}
            disabled={state.loading}
            icon={<Mail aria-hidden="true" className="size-4" />}
          >
            {pending ? t('invitation.resend') : t('invitation.invite')}
          </Button>
          {pending ? (
            <Button variant="secondary" onClick={() => run('revoke')} loading={busy === 'revoke'}>
              {t('invitation.revoke')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!patient.email && access === 'none' ? (
        <p className="mt-2 text-xs text-muted">{t('invitation.needsEmail')}</p>
      ) : null}
    </section>
  );
}
