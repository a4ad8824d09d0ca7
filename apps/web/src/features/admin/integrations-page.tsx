import {
  type Connection,
  type ConnectionKind,
  type ConnectionOutcome,
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_MIN,
  WEBHOOK_SIGNATURE_HEADER,
  type Webhook,
  type WebhookEvent,
} from '@verdant/shared/integrations';
import { type FormEvent, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DemoNotice } from '../../components/demo-notice.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage, formFailure } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { RoleBadge } from '../dashboards/role-dashboards.tsx';
import { AdminSections } from './admin-sections.tsx';
import { integrationKeys, integrationsApi } from './integrations-api.ts';
import { EmailOutbox } from './outbox.tsx';

const STATE_CLASSES: Record<Connection['state'], string> = {
  configured: 'bg-success-bg text-success',
  not_configured: 'bg-muted/15 text-fg',
  error: 'bg-danger-bg text-danger',
};

function StateBadge({ state }: { state: Connection['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_CLASSES[state])}>
      {t(`integrations:state.${state}`)}
    </span>
  );
}

/** A test's outcome (or a connection's last error) in the reader's language: the server sends a code. */
export function outcomeText(t: TFunction, outcome: ConnectionOutcome): string {
  return t(`integrations:outcome.${outcome.code}`, { ...outcome.params });
}

/** One connection: its state, how it runs, what it needs, the last success and error, "Send a test". */
function ConnectionCard({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  /** A test's outcome (translated at render, so a language change follows) or a request's error. */
  const [result, setResult] = useState<
    { ok: boolean; outcome: ConnectionOutcome } | { ok: false; message: string } | null
  >(null);
  const kind: ConnectionKind = connection.kind;

  async function test() {
    setPending(true);
    setResult(null);
    try {
      const r = await integrationsApi.test(kind);
      setResult({ ok: r.ok, outcome: r.outcome });
      toast({
        title: t(r.ok ? 'integrations:testPassed' : 'integrations:testFailed', {
          name: t(`integrations:kinds.${kind}.name`),
        }),
        variant: r.ok ? 'success' : 'error',
      });
      await invalidate(integrationKeys.overview);
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err, t) });
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid={`connection-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t(`integrations:kinds.${kind}.name`)}</h3>
        <StateBadge state={connection.state} />
      </div>
      <p className="mt-1 text-sm text-muted">{t(`integrations:kinds.${kind}.text`)}</p>
      <dl className="mt-3 grid gap-1 text-sm">
        {connection.mode !== null ? (
          <div>
            <dt className="inline text-muted">{t('integrations:mode')}: </dt>
            <dd className="inline break-all">
              {kind === 'webhooks'
                ? t('integrations:activeSubscriptions', { count: Number(connection.mode) })
                : t(`integrations:modes.${connection.mode}`, { defaultValue: connection.mode })}
            </dd>
          </div>
        ) : null}
        {connection.target ? (
          <div>
            <dt className="inline text-muted">{t('integrations:target')}: </dt>
            <dd className="inline break-all">{connection.target}</dd>
          </div>
        ) : null}
        {connection.settings.length > 0 ? (
          <div>
            <dt className="inline text-muted">{t('integrations:settings')}: </dt>
            <dd className="inline break-all font-mono text-xs">{connection.settings.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline text-muted">{t('integrations:lastSuccess')}: </dt>
          <dd className="inline">
            {connection.lastSuccessAt ? formatDateTime(connection.lastSuccessAt) : t('integrations:never')}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('integrations:lastError')}: </dt>
          <dd className="inline break-words">
            {connection.lastErrorAt
              ? `${formatDateTime(connection.lastErrorAt)}: ${connection.lastError ? outcomeText(t, connection.lastError) : ''}`
              : t('integrations:none')}
          </dd>
        </div>
      </dl>
      {connection.needs.length > 0 ? (
        <p className="mt-2 text-sm">
          {t(kind === 'webhooks' ? 'integrations:needsSubscription' : `integrations:needs.${kind}`, {
            vars: connection.needs.join(', '),
          })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" loading={pending} onClick={() => void test()}>
          {t('integrations:sendTest')}
        </Button>
      </div>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'error'} className="mt-3 break-words">
          {'outcome' in result ? outcomeText(t, result.outcome) : result.message}
        </Alert>
      ) : null}
    </li>
  );
}

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const deliveries = useApiQuery(integrationKeys.deliveries(webhook.id), (s) =>
    integrationsApi.deliveries(webhook.id, s),
  );
  if (deliveries.loading) return <LoadingStatus />;
  if (deliveries.error) return <Alert>{errorMessage(deliveries.error, t)}</Alert>;
  const items = deliveries.data?.items ?? [];
  if (items.length === 0)
    return <p className="text-sm text-muted">{t('integrations:webhooks.noDeliveries')}</p>;
  return (
    <ul className="divide-y divide-border text-sm" aria-label={t('integrations:webhooks.deliveries')}>
      {items.map((d) => (
        <li key={d.id} className="py-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono text-xs">{d.event}</span>
            <span className="font-medium">{t(`integrations:delivery.${d.status}`)}</span>
            <span className="text-muted">
              {t('integrations:delivery.attempts', { count: d.attempts })}
              {d.responseStatus !== null ? ` · HTTP ${d.responseStatus}` : ''}
            </span>
            <span className="text-muted">{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</span>
          </div>
          {d.errorCode ? (
            <p className="mt-1 text-xs text-danger">{t(`integrations:delivery.errors.${d.errorCode}`)}</p>
          ) : null}
          {d.responseExcerpt ? (
            <p className="mt-1 break-all font-mono text-xs text-muted">{d.responseExcerpt}</p>
          ) : null}
          {d.nextAttemptAt && d.status === 'retrying' ? (
            <p className="mt-1 text-xs text-muted">
              {t('integrations:delivery.next', { at: formatDateTime(d.nextAttemptAt) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast({ title: t(done), variant: 'success' });
      await Promise.all([invalidate(integrationKeys.webhooks), invalidate(integrationKeys.overview)]);
    } catch (err) {
      toast({ title: errorMessage(err, t), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rounded-lg border border-border p-3" data-testid="webhook">
      <p className="break-all font-medium">{webhook.url}</p>
      <p className="mt-1 text-sm text-muted">
        {webhook.events.map((e) => t(`integrations:events.${e.replace('.', '_')}`)).join(' · ')}
      </p>
      <p className="mt-1 text-sm">
        {webhook.active ? t('integrations:webhooks.active') : t('integrations:webhooks.paused')}
        {' · '}
        {t('integrations:webhooks.secretSet')}
        {webhook.lastDeliveryStatus
          ? ` · ${t('integrations:webhooks.last', { status: t(`integrations:delivery.${webhook.lastDeliveryStatus}`) })}`
          : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => integrationsApi.ping(webhook.id), 'integrations:webhooks.pinged')}
        >
          {t('integrations:webhooks.ping')}
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('integrations:webhooks.deliveries')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            void run(
              () =>
                integrationsApi.updateWebhook(webhook.id, {
                  url: webhook.url,
                  events: webhook.events,
                  active: !webhook.active,
                }),
              'integrations:webhooks.saved',
            )
          }
        >
          {webhook.active ? t('integrations:webhooks.pause') : t('integrations:webhooks.resume')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() =>
            void run(() => integrationsApi.deleteWebhook(webhook.id), 'integrations:webhooks.removed')
          }
        >
          {t('integrations:webhooks.remove')}
        </Button>
      </div>
      {open ? (
        <div className="mt-3">
          <Deliveries webhook={webhook} />
        </div>
      ) : null}
    </li>
  );
}

function NewWebhook() {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['appointment.booked']);
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setMessage(null);
    const local: Record<string, string> = {};
    if (secret.length < WEBHOOK_SECRET_MIN)
      local.secret = t('integrations:webhooks.secretTooShort', { min: WEBHOOK_SECRET_MIN });
    if (events.length === 0) local.events = t('integrations:webhooks.eventsRequired');
    if (Object.keys(local).length) {
      setFields(local);
      return;
    }
    setPending(true);
    try {
      await integrationsApi.createWebhook({ url: url.trim(), events, secret });
      setUrl('');
      setSecret('');
      toast({ title: t('integrations:webhooks.created'), variant: 'success' });
      await Promise.all([invalidate(integrationKeys.webhooks), invalidate(integrationKeys.overview)]);
    } catch (err) {
      const failure = formFailure(err, t);
      setFields(
        Object.fromEntries(
          Object.entries(failure.fields).map(([k, v]) => [
            k,
            t(`integrations:webhooks.errors.${v}`, {
              defaultValue: t('integrations:webhooks.errors.invalid'),
            }),
          ]),
        ),
      );
      setMessage(failure.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-3" noValidate>
      <h3 className="font-semibold">{t('integrations:webhooks.add')}</h3>
      <Field label={t('integrations:webhooks.url')} error={fields.url}>
        {(p) => (
          <Input
            {...p}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            required
          />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('integrations:webhooks.eventsLabel')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((e) => (
            <label key={e} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={events.includes(e)}
                onChange={(ev) =>
                  setEvents(ev.target.checked ? [...events, e] : events.filter((x) => x !== e))
                }
              />
              {t(`integrations:events.${e.replace('.', '_')}`)}
            </label>
          ))}
        </div>
        {fields.events ? <p className="mt-1 text-sm text-danger">{fields.events}</p> : null}
      </fieldset>
      <Field
        label={t('integrations:webhooks.secret')}
        hint={t('integrations:webhooks.secretHint', { min: WEBHOOK_SECRET_MIN })}
        error={fields.secret}
      >
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        )}
      </Field>
      {message ? <Alert>{message}</Alert> : null}
      <div>
        <Button type="submit" loading={pending}>
          {t('integrations:webhooks.subscribe')}
        </Button>
      </div>
    </form>
  );
}

function Webhooks() {
  const { t } = useTranslation();
  const list = useApiQuery(integrationKeys.webhooks, (s) => integrationsApi.webhooks(s));
  return (
    <Card title={t('integrations:webhooks.title')} className="mb-4">
      <p className="text-sm text-muted">{t('integrations:webhooks.text')}</p>
      <p className="mt-2 text-sm">
        {t('integrations:webhooks.signature', { header: WEBHOOK_SIGNATURE_HEADER })}{' '}
        <code className="break-all text-xs">t=&lt;unix&gt;,v1=&lt;hex HMAC-SHA256(secret, "t.body")&gt;</code>
      </p>
      <div className="mt-4">
        {list.loading ? <LoadingStatus /> : null}
        {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
        {list.data && list.data.items.length === 0 ? (
          <p className="text-sm text-muted">{t('integrations:webhooks.empty')}</p>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <ul className="grid gap-3">
            {list.data.items.map((w) => (
              <WebhookItem key={w.id} webhook={w} />
            ))}
          </ul>
        ) : null}
      </div>
      <NewWebhook />
    </Card>
  );
}

/** /admin/integrations: each connection, webhooks, the recordings import, and the e-mail outbox. */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const overview = useApiQuery(integrationKeys.overview, (s) => integrationsApi.overview(s));
  return (
    <>
      <PageHeader
        eyebrow={<RoleBadge value="admin" />}
        title={t('admin:sections.integrations')}
        description={t('integrations:description')}
      />
      <DemoNotice className="mb-4" />
      <AdminSections />
      {overview.loading ? <LoadingStatus /> : null}
      {overview.error ? <Alert className="mb-4">{errorMessage(overview.error, t)}</Alert> : null}
      {overview.data ? (
        <>
          <section aria-labelledby="connections-heading" className="mb-6">
            <h2 id="connections-heading" className="mb-3 text-lg font-semibold">
              {t('integrations:connections')}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {overview.data.connections.map((c) => (
                <ConnectionCard key={c.kind} connection={c} />
              ))}
            </ul>
          </section>
          <Webhooks />
          <Card title={t('integrations:recordings.title')} className="mb-4">
            <p className="text-sm text-muted">{t('integrations:recordings.text')}</p>
            <ul className="mt-3 grid gap-3">
              {overview.data.recordingImports.map((r) => (
                <li
                  key={r.platform}
                  className="rounded-lg border border-border p-3"
                  data-testid={`recording-${r.platform}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">{t(`integrations:recordings.platforms.${r.platform}`)}</h3>
                    <span className="rounded-full bg-warning-bg px-2 py-0.5 text-xs font-semibold text-warning">
                      {t('integrations:recordings.notAvailable')}
                    </span>
                  </div>
                  <p className="mt-1 text-sm">{t('integrations:recordings.needs')}</p>
                  <p className="mt-1 break-all font-mono text-xs">{r.needs.join(', ')}</p>
                </li>
              ))}
            </ul>
          </Card>
        </>
      ) : null}
      <EmailOutbox />
    </>
  );
}
