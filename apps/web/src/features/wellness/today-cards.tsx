import type { WellnessEntryKind } from '@verdant/shared/wellness';
import { ArrowRight, Flame, Lightbulb, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useInbox } from '../../lib/api/inbox.ts';
import { useMyTip, useMyWellness } from './wellness-api.ts';

/** The section a task or an entry kind belongs to. */
export const SECTION_OF: Record<WellnessEntryKind, string> = {
  sleep: '/patient/recharge',
  activity: '/patient/flow',
  berlin: '/patient/recharge/apnea',
  phq4: '/patient/balance',
  gad7: '/patient/balance',
  mood: '/patient/mindset',
  who5: '/patient/mindset',
  phq9: '/patient/mindset',
};

const linkClass = 'inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4';

/** Today's health tip (the same for everyone today, leaning to what the patient works on). */
export function TipCard({ title }: { title: string }) {
  const { t } = useTranslation('wellness');
  const tip = useMyTip();
  return (
    <Card title={title}>
      {tip.loading ? <Spinner /> : null}
      {tip.error ? <p className="text-sm text-danger">{errorMessage(tip.error, t)}</p> : null}
      {tip.data ? (
        <figure className="space-y-2 text-sm" data-testid="daily-tip">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-primary">
            <Lightbulb aria-hidden="true" className="size-4" />
            {t(`tip.categories.${tip.data.category}`)}
          </p>
          <blockquote className="text-base text-fg">{tip.data.text}</blockquote>
          <figcaption className="text-xs text-muted">
            <a href={tip.data.sourceUrl} target="_blank" rel="noreferrer" className="underline">
              {t('tip.source', { source: tip.data.source })}
            </a>
          </figcaption>
        </figure>
      ) : null}
    </Card>
  );
}

/** What the care team asked (a questionnaire, a habit), due now or done, each to its section. */
export function TasksCard({ title }: { title: string }) {
  const { t } = useTranslation('wellness');
  const mine = useMyWellness();
  const tasks = mine.data?.assignments ?? [];
  return (
    <Card title={title}>
      {mine.loading ? <Spinner /> : null}
      {mine.error ? <p className="text-sm text-danger">{errorMessage(mine.error, t)}</p> : null}
      {mine.data && tasks.length === 0 ? <p className="text-sm text-muted">{t('tasks.empty')}</p> : null}
      <ul className="space-y-2 text-sm" data-testid="care-tasks">
        {tasks.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={SECTION_OF[a.target]} className={linkClass}>
              {t(`questionnaires.names.${a.target}`)}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
            <span className="text-muted">
              {t(`tasks.frequency.${a.frequency}`)} ·{' '}
              <span className={a.dueNow ? 'font-semibold text-warning-fg' : 'text-primary'}>
                {a.dueNow ? t('tasks.due') : t('tasks.done')}
              </span>
            </span>
            {a.note ? <span className="block w-full break-words text-xs text-muted">{a.note}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Days in a row of the sleep diary and of mood check-ins, each to its section. */
export function StreaksCard({ title }: { title: string }) {
  const { t } = useTranslation('wellness');
  const mine = useMyWellness();
  return (
    <Card title={title}>
      {mine.loading ? <Spinner /> : null}
      {mine.error ? <p className="text-sm text-danger">{errorMessage(mine.error, t)}</p> : null}
      {mine.data ? (
        <ul className="space-y-2 text-sm" data-testid="streaks">
          {(['sleep', 'mood'] as const).map((k) => (
            <li key={k} className="flex items-center gap-2">
              <Flame aria-hidden="true" className="size-4 text-warning-fg" />
              <Link to={SECTION_OF[k]} className={linkClass}>
                {t(`streaks.${k}`, { count: mine.data!.streaks[k] })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** Unread messages, to the Messages section. */
export function UnreadMessagesCard({ title }: { title: string }) {
  const { t } = useTranslation('dashboard');
  const { unreadMessages } = useInbox();
  return (
    <Card title={title}>
      <p className="flex items-center gap-2 text-sm" data-testid="unread-messages">
        <MessageSquare aria-hidden="true" className="size-4 text-primary" />
        {t('panels.messages.count', { count: unreadMessages })}
      </p>
      <Link to="/patient/messages" className={`${linkClass} mt-2 text-sm`}>
        {t('panels.messages.open')}
      </Link>
    </Card>
  );
}
