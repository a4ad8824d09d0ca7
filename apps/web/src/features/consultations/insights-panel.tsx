import {
  type ConsultationInsights,
  INSIGHT_SECTIONS,
  type InsightItem,
  type InsightSource,
} from '@verdant/shared/consultations';
import { labTestsFor } from '@verdant/clinical/labs';
import { Check, Pencil, PlayCircle, RotateCcw, Sparkles, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { updateCached, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { clock, RecordSection } from './consultation-ui.tsx';
import { consultationsApi } from './consultations-api.ts';
import { insightText } from './insight-text.ts';
import { usePlayers } from './recordings-panel.tsx';

const SEVERITY: Record<string, string> = {
  info: 'bg-surface text-muted ring-1 ring-border',
  low: 'bg-info-bg text-info-fg',
  moderate: 'bg-warning-bg text-warning-fg',
  high: 'bg-danger-bg text-danger',
  critical: 'bg-danger text-white',
};

/** Where an item comes from: the data points and rule, or transcript lines that jump to their moment. */
function Source({ source }: { source: InsightSource }) {
  const { t, i18n } = useTranslation('consultations');
  const players = usePlayers();
  if (source.kind === 'transcript') {
    return (
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
        <span>{t('insights.fromTranscript')}</span>
        {source.segments.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => players.seek(source.recordingId, s.startMs)}
            className="inline-flex items-center gap-1 rounded bg-surface px-1.5 py-0.5 font-mono text-fg ring-1 ring-border hover:bg-accent"
            title={s.text}
            data-testid="insight-source-line"
          >
            <PlayCircle aria-hidden="true" className="size-3.5" />
            {clock(s.startMs)}
            <span className="sr-only">{s.text}</span>
          </button>
        ))}
      </div>
    );
  }
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  // a lab value is named by its test (`labs.<LOINC>`), a goal by its translation, others by their key
  const labelOf = (field: string) => {
    if (i18n.exists(`consultations:dataPoints.${field}`)) return t(`dataPoints.${field}`);
    if (field.startsWith('labs.')) {
      try {
        const test = labTestsFor(field.slice(5))[0];
        return test ? t(`insightTexts:terms.lab.${test.key}`, { defaultValue: test.test }) : field;
      } catch {
        return field;
      }
    }
    if (field.startsWith('goals.')) return t('fields.goalCodes');
    return field;
  };
  const point = (p: InsightSource & { kind: 'data' }) =>
    p.dataPoints
      .map((d) => {
        const label = labelOf(d.field);
        const value = typeof d.value === 'number' ? number.format(d.value) : d.value;
        return `${label} ${value}${d.unit ? ` ${d.unit}` : ''}`;
      })
      .join(' · ');
  return (
    <p className="text-xs text-muted">
      {t('insights.fromData')} {point(source)} —{' '}
      {source.rule === 'ai' ? t('insights.aiRule') : t('insights.rule', { rule: source.rule })}
      {source.citation ? ` [${source.citation}]` : ''}
    </p>
  );
}

function Item({ consultationId, item }: { consultationId: string; item: InsightItem }) {
  const { t, i18n } = useTranslation('consultations');
  // the reader's language (a rule item by its code), or the clinician's wording as written
  const shown = insightText(i18n, item);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(shown);
  const decide = useApiMutation(
    (decision: { status?: 'draft' | 'accepted' | 'discarded'; text?: string | null }) =>
      consultationsApi.decideInsight(consultationId, item.id, decision),
    {
      onSuccess: (answer) => {
        updateCached<ConsultationInsights>(queryKeys.consultations.insights(consultationId), (data) => ({
          ...data,
          items: data.items.map((i) => (i.id === answer.id ? answer : i)),
        }));
        setEditing(false);
      },
    },
  );
  const decided = item.status !== 'draft';
  return (
    <li
      className={cn(
        'space-y-2 rounded-md border p-3',
        item.status === 'accepted' ? 'border-primary bg-accent/40' : 'border-border',
        item.status === 'discarded' && 'opacity-60',
      )}
      data-testid="insight"
      data-status={item.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {editing ? (
          <TextAreaField
            label={t('insights.wording')}
            rows={2}
            value={text}
            onChange={setText}
            className="w-full"
          />
        ) : (
          <p className={cn('text-sm', item.status === 'discarded' && 'line-through')}>{shown}</p>
        )}
        <div className="flex flex-wrap gap-1">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', SEVERITY[item.severity])}>
            {t(`insights.severity.${item.severity}`)}
          </span>
          {item.origin === 'ai' ? (
            <span className="rounded-full bg-info-bg px-2 py-0.5 text-xs font-medium text-info-fg">
              {t('insights.ai')}
            </span>
          ) : null}
        </div>
      </div>
      <Source source={item.source} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">
          {item.patientVisible ? t('insights.patientVisible') : t('insights.careTeamOnly')}
          {item.inDays !== null ? ` · ${t('insights.inDays', { count: item.inDays })}` : ''}
          {decided
            ? ` · ${t(`insights.status.${item.status}`)}${item.decidedBy ? ` (${item.decidedBy.name}, ${formatDateTime(item.decidedAt!)})` : ''}`
            : ''}
          {item.edited ? ` · ${t('insights.edited')}` : ''}
        </p>
        <div className="flex flex-wrap gap-1">
          {editing ? (
            <>
              <Button
                size="sm"
                loading={decide.busy}
                onClick={() => void decide.run({ status: 'accepted', text })}
              >
                {t('insights.saveAccept')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                {t('cancel')}
              </Button>
            </>
          ) : decided ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
              loading={decide.busy}
              onClick={() => void decide.run({ status: 'draft' })}
            >
              {t('insights.undo')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="secondary"
                icon={<Check aria-hidden="true" className="size-4" />}
                loading={decide.busy}
                onClick={() => void decide.run({ status: 'accepted' })}
                aria-label={t('insights.acceptLabel', { text: shown })}
              >
                {t('insights.accept')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<Pencil aria-hidden="true" className="size-4" />}
                onClick={() => {
                  setText(shown);
                  setEditing(true);
                }}
              >
                {t('insights.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<X aria-hidden="true" className="size-4" />}
                loading={decide.busy}
                onClick={() => void decide.run({ status: 'discarded' })}
                aria-label={t('insights.discardLabel', { text: shown })}
              >
                {t('insights.discard')}
              </Button>
            </>
          )}
        </div>
      </div>
      {decide.error ? <Alert>{errorMessage(decide.error, t)}</Alert> : null}
    </li>
  );
}

export function InsightsPanel({ consultationId }: { consultationId: string }) {
  const { t } = useTranslation('consultations');
  const key = useRef(crypto.randomUUID());
  const insights = useApiQuery(queryKeys.consultations.insights(consultationId), (signal) =>
    consultationsApi.insights(consultationId, signal),
  );
  const generate = useApiMutation(() => consultationsApi.generateInsights(consultationId, key.current), {
    onSuccess: (answer) => {
      key.current = crypto.randomUUID();
      updateCached<ConsultationInsights>(queryKeys.consultations.insights(consultationId), () => answer);
    },
  });
  const data = insights.data;
  return (
    <RecordSection title={t('insights.title')}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {data?.generatedAt
            ? t('insights.generatedAt', { time: formatDateTime(data.generatedAt) })
            : t('insights.intro')}
        </p>
        <Button
          variant="secondary"
          icon={<Sparkles aria-hidden="true" className="size-4" />}
          loading={generate.busy}
          onClick={() => void generate.run(undefined)}
        >
          {data?.generatedAt ? t('insights.regenerate') : t('insights.generate')}
        </Button>
      </div>
      <p className="mb-3 text-xs text-muted">{data?.ai ? t('insights.withAi') : t('insights.rulesOnly')}</p>
      {insights.loading ? <LoadingStatus /> : null}
      {insights.error ? <Alert>{errorMessage(insights.error, t)}</Alert> : null}
      {generate.error ? <Alert>{errorMessage(generate.error, t)}</Alert> : null}
      {data?.skipped.length ? (
        <Alert variant="info" className="mb-3">
          {data.skipped
            .map((s) =>
              t(`insights.skipped.${s.code}`, { defaultValue: t('insights.skipped.other'), field: s.field }),
            )
            .join(' ')}
        </Alert>
      ) : null}
      {data?.generatedAt && data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('insights.noItems')}</p>
      ) : null}
      <div className="space-y-5">
        {INSIGHT_SECTIONS.map((section) => {
          const items = data?.items.filter((i) => i.section === section) ?? [];
          if (items.length === 0) return null;
          return (
            <section key={section} aria-label={t(`insights.sections.${section}`)}>
              <h3 className="mb-2 text-sm font-semibold">{t(`insights.sections.${section}`)}</h3>
              <ul className="space-y-2">
                {items.map((item) => (
                  <Item key={item.id} consultationId={consultationId} item={item} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </RecordSection>
  );
}
