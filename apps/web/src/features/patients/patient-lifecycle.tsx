import type { Patient } from '@verdant/shared/patients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { isLimitError, PlanLimitNotice } from './plan-limit.tsx';
import { patientsApi } from './patients-api.ts';

/**
 * Deactivate or reactivate (reactivating counts against the plan's limit) and delete. Deleting is
 * a soft delete: the record leaves every list and the audit trail keeps its history, and the
 * confirmation says so.
 */
export function PatientLifecycle({
  patient,
  listPath,
  className,
}: {
  patient: Patient;
  listPath: string;
  className?: string;
}) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'status' | 'delete' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const name = `${patient.firstName} ${patient.lastName}`;

  async function toggleStatus() {
    setBusy('status');
    setError(null);
    try {
      const saved =
        patient.status === 'active'
          ? await patientsApi.deactivate(patient.id)
          : await patientsApi.reactivate(patient.id);
      updateCached(queryKeys.patients.one(patient.id), () => saved);
      await invalidate(queryKeys.patients.all);
      toast({ variant: 'success', title: t('toasts.updated') });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    setError(null);
    try {
      await patientsApi.remove(patient.id);
      await invalidate(queryKeys.patients.lists);
      toast({ variant: 'success', title: t('toasts.deleted') });
      navigate(listPath);
    } catch (e) {
      setError(e);
      setConfirming(false);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="patient-lifecycle"
      className={cn('rounded-lg border border-border bg-card p-4 sm:p-5', className)}
    >
      <h2 id="patient-lifecycle" className="text-base font-semibold">
        {t('lifecycle.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {patient.status === 'active' ? t('lifecycle.deactivateHint') : t('lifecycle.reactivateHint')}
      </p>
      {isLimitError(error) ? <PlanLimitNotice error={error} /> : null}
      {error && !isLimitError(error) ? <Alert className="mt-3">{errorMessage(error, t)}</Alert> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={toggleStatus} loading={busy === 'status'}>
          {patient.status === 'active' ? t('lifecycle.deactivate') : t('lifecycle.reactivate')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('lifecycle.delete')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('lifecycle.confirmTitle', { name })}
      >
        <div className="space-y-3 text-sm">
          <p>{t('lifecycle.confirmBody')}</p>
          <p className="text-muted">{t('lifecycle.auditKept')}</p>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" onClick={remove} loading={busy === 'delete'}>
              {t('lifecycle.confirmDelete')}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
