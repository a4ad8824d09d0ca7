import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useMyWellness } from './wellness-api.ts';
import { Loading, QuestionnaireCard, ScoreTable, WeeklyChart, weekly } from './wellness-ui.tsx';

/** `/patient/balance`: stress and worry — PHQ-4 and GAD-7, their bands, and the trend. */
export function BalanceSection() {
  const { t } = useTranslation('wellness');
  const mine = useMyWellness();
  const entries = mine.data?.entries.filter((e) => e.kind === 'phq4' || e.kind === 'gad7') ?? [];
  return (
    <>
      <PageHeader title={t('balance.title')} description={t('balance.intro')} />
      {!mine.data ? (
        <Loading error={mine.error} />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            {(['gad7', 'phq4'] as const).map((kind) => (
              <QuestionnaireCard key={kind} kind={kind} entries={entries} country={mine.data!.country} />
            ))}
          </div>
          <Card title={t('balance.chartTitle')}>
            {entries.length ? (
              <WeeklyChart
                title={t('balance.chartTitle')}
                rows={weekly(entries, {
                  gad7: (e) => (e.kind === 'gad7' ? e.questionnaire?.total : null),
                  phq4: (e) => (e.kind === 'phq4' ? e.questionnaire?.total : null),
                })}
                series={[
                  { key: 'gad7', label: t('questionnaires.names.gad7') },
                  { key: 'phq4', label: t('questionnaires.names.phq4') },
                ]}
              />
            ) : null}
            <h3 className="mt-3 mb-1 text-sm font-semibold">{t('questionnaires.history')}</h3>
            <ScoreTable entries={entries} />
          </Card>
        </div>
      )}
    </>
  );
}
