import { FEED_DETAILS, type FeedDetail, REMINDER_LEAD_MINUTES } from '@verdant/shared/calendar';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, SelectField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { updateCached, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { calendarApi } from './calendar-api.ts';
import { useProblem } from './problem.ts';

/**
 * The personal calendar feed: a secret address Google Calendar, Apple Calendar or Outlook subscribe
 * to; the user chooses how much it shows, copies it, makes a new one (the old stops working) or turns
 * it off.
 */
export function FeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const feed = useApiQuery(open ? queryKeys.calendar.feed : null, (signal) => calendarApi.feed(signal));
  const [detail, setDetail] = useState<FeedDetail | null>(null);
  const chosen = detail ?? feed.data?.detail ?? 'private';
  const keep = {
    onSuccess: (answer: { url: string | null; detail: FeedDetail }) =>
      updateCached(queryKeys.calendar.feed, () => answer),
  };
  const save = useApiMutation((d: FeedDetail) => calendarApi.saveFeed(d), keep);
  const regenerate = useApiMutation(() => calendarApi.regenerateFeed(), {
    onSuccess: (answer) => {
      keep.onSuccess(answer);
      toast({ variant: 'success', title: t('feed.regenerated') });
    },
  });
  const revoke = useApiMutation(() => calendarApi.revokeFeed(), keep);
  const url = feed.data?.url ?? null;
  const error = save.error ?? regenerate.error ?? revoke.error ?? feed.error;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: t('feed.copied') });
    } catch {
      toast({ variant: 'error', title: t('feed.copyFailed') });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('feed.title')} className="w-[36rem]">
      <div className="space-y-4" data-testid="feed-dialog">
        <p className="text-sm text-muted">{t('feed.intro')}</p>
        <ChoiceGroup
          legend={t('feed.detail')}
          name="feed-detail"
          type="radio"
          columns={1}
          options={FEED_DETAILS.map((value) => ({ value, label: t(`feed.details.${value}`) }))}
          selected={[chosen]}
          onToggle={(value, checked) => {
            if (!checked) return;
            setDetail(value as FeedDetail);
            if (url) void save.run(value as FeedDetail);
          }}
        />
        {url ? (
          <div className="space-y-2">
            <label htmlFor="feed-url" className="block text-sm font-medium">
              {t('feed.url')}
            </label>
            <div className="flex gap-2">
              <Input
                id="feed-url"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button
                variant="secondary"
                onClick={() => void copy()}
                icon={<Copy aria-hidden="true" className="size-4" />}
              >
                {t('feed.copy')}
              </Button>
            </div>
            <p className="text-xs text-muted">{t('feed.secret')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                loading={regenerate.busy}
                onClick={() => void regenerate.run(undefined)}
              >
                {t('feed.regenerate')}
              </Button>
              <Button variant="danger" loading={revoke.busy} onClick={() => void revoke.run(undefined)}>
                {t('feed.revoke')}
              </Button>
            </div>
          </div>
        ) : feed.data ? (
          <Button loading={save.busy} onClick={() => void save.run(chosen)}>
            {t('feed.create')}
          </Button>
        ) : null}
        {error ? <Alert>{problem(error)}</Alert> : null}
      </div>
    </Dialog>
  );
}

/** The practice's reminder lead time (practice administrators change it). */
export function ReminderSettings({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('calendar');
  const problem = useProblem();
  const settings = useApiQuery(queryKeys.calendar.settings, (signal) => calendarApi.settings(signal));
  const save = useApiMutation(
    (minutes: number) => calendarApi.saveSettings({ reminderLeadMinutes: minutes }),
    {
      onSuccess: (answer) => {
        updateCached(queryKeys.calendar.settings, () => answer);
        toast({ variant: 'success', title: t('reminders.saved') });
      },
    },
  );
  if (!settings.data) return settings.error ? <Alert>{problem(settings.error)}</Alert> : null;
  return (
    <Card title={t('reminders.title')} description={t('reminders.body')}>
      {canChange ? (
        <SelectField
          label={t('reminders.lead')}
          value={String(settings.data.reminderLeadMinutes)}
          onChange={(v) => void save.run(Number(v))}
          options={REMINDER_LEAD_MINUTES.map((m) => ({ value: String(m), label: t(`reminders.leads.${m}`) }))}
        />
      ) : (
        <p className="text-sm">{t(`reminders.leads.${settings.data.reminderLeadMinutes}`)}</p>
      )}
      {save.error ? <Alert>{problem(save.error)}</Alert> : null}
    </Card>
  );
}
