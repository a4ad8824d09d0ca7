import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useMyWellness } from './wellness-api.ts';
import { Loading, QuestionnaireForm, ScoreTable } from './wellness-ui.tsx';

/** BMI from centimetres and kilograms, or null when either is missing or out of range. */
export function bmiOf(heightCm: string, weightKg: string): number | null {
  const h = Number(heightCm) / 100;
  const w = Number(weightKg);
  if (!(h >= 1 && h <= 2.5) || !(w >= 25 && w <= 350)) return null;
  return Math.round((w / (h * h)) * 10) / 10;
}

/** `/patient/recharge/apnea`: the Berlin questionnaire, a screening (not a diagnosis). */
export function ApneaSection() {
  const { t } = useTranslation('wellness');
  const mine = useMyWellness();
  const [height, setHeight] = useState('');
  const [weight, setWeight] = useState('');
  const [round, setRound] = useState(0);
  const bmi = bmiOf(height, weight);
  return (
    <>
      <PageHeader title={t('apnea.title')} description={t('apnea.intro')} />
      <p
        className="mb-4 flex items-start gap-2 rounded-lg border border-info-fg/30 bg-info-bg p-3 text-sm text-info-fg"
        data-testid="not-diagnosis"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('apnea.notDiagnosis')}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          {mine.data ? (
            <QuestionnaireForm
              key={round}
              kind="berlin"
              country={mine.data.country}
              bmi={bmi}
              onDone={() => setRound((r) => r + 1)}
              extra={
                <div className="grid gap-3 sm:grid-cols-3">
                  <Field label={t('apnea.height')}>
                    {(p) => (
                      <Input
                        {...p}
                        type="number"
                        inputMode="decimal"
                        min={100}
                        max={250}
                        value={height}
                        onChange={(e) => setHeight(e.target.value)}
                      />
                    )}
                  </Field>
                  <Field label={t('apnea.weight')}>
                    {(p) => (
                      <Input
                        {...p}
                        type="number"
                        inputMode="decimal"
                        min={25}
                        max={350}
                        value={weight}
                        onChange={(e) => setWeight(e.target.value)}
                      />
                    )}
                  </Field>
                  <p className="self-end pb-2 text-sm text-muted" aria-live="polite">
                    {bmi ? t('apnea.bmi', { value: bmi }) : null}
                  </p>
                </div>
              }
            />
          ) : (
            <Loading error={mine.error} />
          )}
        </Card>
        <Card title={t('apnea.history')}>
          {mine.data ? <ScoreTable entries={mine.data.entries.filter((e) => e.kind === 'berlin')} /> : null}
        </Card>
      </div>
    </>
  );
}
