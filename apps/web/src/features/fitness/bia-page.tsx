import type { BiaHistory } from '@verdant/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorCode, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, queryClient, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { BiaHistoryView, BiaResults, preloadBiaChart, usePreloadedBiaChart } from './bia-ui.tsx';
import { BiaImportCard } from './device-import.tsx';
import { fitnessApi } from './fitness-api.ts';
import { fitnessError, numberOf, PatientChooser, useChosenPatient } from './fitness-ui.tsx';

/**
 * Starts reading a client's BIA history and the trend chart's chunk as soon as the screen's chunk is
 * loaded (ADR 0069), not after the session, the shell and the screen's first render.
 */
export function prefetchBia(patientId: string): void {
  void preloadBiaChart();
  void queryClient.prefetchQuery({
    queryKey: queryKeys.fitness.bia(patientId),
    queryFn: ({ signal }) => fitnessApi.bia(patientId, signal),
  });
}

/** `/dietitian/bia`, `/bia-analysis`: a client's BIA measurements, a new one, and the computed figures. */
export function BiaPage() {
  const { t } = useTranslation('fitness');
  const { patient, choose } = useChosenPatient();
  usePreloadedBiaChart();
  // 5 s fresh: the read `prefetchBia` started with this chunk is used, not asked for again.
  const history = useApiQuery(
    patient ? queryKeys.fitness.bia(patient.id) : null,
    (signal) => fitnessApi.bia(patient!.id, signal),
    { staleTime: 5_000 },
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t('bia.title')} description={t('bia.description')} />
      <PatientChooser value={patient} onChange={choose} />
      {!patient ? <EmptyState title={t('chooseClient')} description={t('bia.chooseHint')} /> : null}
      {history.error ? <Alert>{errorMessage(history.error, t)}</Alert> : null}
      {patient && history.loading ? <LoadingStatus /> : null}
      {history.data ? (
        <>
          <BiaForm key={history.data.patient.id} history={history.data} />
          <BiaImportCard
            key={`import-${history.data.patient.id}`}
            target={{ patientId: history.data.patient.id }}
            onImported={() => invalidate(queryKeys.fitness.bia(history.data!.patient.id))}
          />
          {history.data.items[0] ? (
            <BiaResults m={history.data.items[0]} />
          ) : (
            <p className="text-sm text-muted">{t('bia.none')}</p>
          )}
          {history.data.items.length ? <BiaHistoryView history={history.data} /> : null}
        </>
      ) : null}
    </div>
  );
}

const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function BiaForm({ history }: { history: BiaHistory }) {
  const { t } = useTranslation('fitness');
  const last = history.items[0];
  const [form, setForm] = useState({
    measuredAt: localNow(),
    sex: last?.sex ?? history.patient.sex ?? '',
    heightCm: last ? String(last.heightCm) : '',
    weightKg: '',
    ageYears: history.patient.ageYears === null ? '' : String(history.patient.ageYears),
    resistanceOhm: '',
    reactanceOhm: '',
    device: last?.device ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  async function save(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const n = {
      heightCm: numberOf(form.heightCm),
      weightKg: numberOf(form.weightKg),
      ageYears: numberOf(form.ageYears),
      resistanceOhm: numberOf(form.resistanceOhm),
      reactanceOhm: numberOf(form.reactanceOhm),
    };
    if (!form.sex || Object.values(n).some((v) => v === null)) {
      setFailure(t('bia.incomplete'));
      return;
    }
    setBusy(true);
    try {
      await fitnessApi.recordBia(history.patient.id, {
        measuredAt: new Date(form.measuredAt).toISOString(),
        sex: form.sex as 'M' | 'F',
        heightCm: n.heightCm!,
        weightKg: n.weightKg!,
        ageYears: Math.round(n.ageYears!),
        resistanceOhm: n.resistanceOhm!,
        reactanceOhm: n.reactanceOhm!,
        device: form.device.trim(),
      });
      await invalidate(queryKeys.fitness.bia(history.patient.id));
      toast({ variant: 'success', title: t('bia.saved') });
      setForm((f) => ({ ...f, weightKg: '', resistanceOhm: '', reactanceOhm: '' }));
    } catch (err) {
      setFailure(errorCode(err) === 'VALIDATION_FAILED' ? t('bia.outOfRange') : fitnessError(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('bia.new')} description={t('bia.newHint')}>
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t('bia.measuredAt')}
            type="datetime-local"
            value={form.measuredAt}
            onChange={set('measuredAt')}
          />
          <SelectField
            label={t('bia.sex')}
            value={form.sex}
            onChange={set('sex')}
            placeholder={t('bia.choose')}
            options={[
              { value: 'F', label: t('bia.female') },
              { value: 'M', label: t('bia.male') },
            ]}
          />
          <TextField
            label={t('bia.height')}
            value={form.heightCm}
            onChange={set('heightCm')}
            inputMode="decimal"
          />
          <TextField
            label={t('bia.weight')}
            value={form.weightKg}
            onChange={set('weightKg')}
            inputMode="decimal"
          />
          <TextField
            label={t('bia.age')}
            value={form.ageYears}
            onChange={set('ageYears')}
            inputMode="numeric"
          />
          <TextField
            label={t('bia.resistance')}
            value={form.resistanceOhm}
            onChange={set('resistanceOhm')}
            inputMode="decimal"
          />
          <TextField
            label={t('bia.reactance')}
            value={form.reactanceOhm}
            onChange={set('reactanceOhm')}
            inputMode="decimal"
          />
          <TextField label={t('bia.device')} value={form.device} onChange={set('device')} maxLength={120} />
        </div>
        {failure ? <Alert>{failure}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('bia.save')}
        </Button>
      </form>
    </Card>
  );
}
