import { BREACH_DEADLINE_HOURS, type ComplianceItem, type ComplianceState } from '@verdant/shared/compliance';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { AdminSections } from './admin-sections.tsx';
import { type Breach, type ComplianceReport, complianceApi, complianceKeys } from './compliance-api.ts';

const STATE_CLASSES: Record<ComplianceState, string> = {
  ok: 'border-primary/40 bg-accent text-fg',
  attention: 'border-warning-fg/30 bg-warning-bg text-warning-fg',
  failing: 'border-danger/40 bg-danger-bg text-danger',
  info: 'border-info-fg/30 bg-info-bg text-info-fg',
};

function StateBadge({ state }: { state: ComplianceState }) {
  const { t } = useTranslation('compliance');
  return (
    <span
      className={cn(
        'inline-block shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold',
        STATE_CLASSES[state],
      )}
    >
      {t(`state.${state}`)}
    </span>
  );
}

/** The facts of an item, ready for its sentences (dates formatted, null said in words). */
function useFacts(item: ComplianceItem): Record<string, string | number | boolean> {
  const { t } = useTranslation('compliance');
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(item.facts)) {
    if (v === null) out[k] = t('never');
    else if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) out[k] = formatDateTime(v);
    else out[k] = v;
  }
  return out;
}

function ItemAction({ item }: { item: ComplianceItem }) {
  const { t, i18n } = useTranslation('compliance');
  const twoFactor = useApiMutation(complianceApi.setTwoFactor, {
    invalidates: [complianceKeys.report],
    onSuccess: (policy) =>
      toast({ variant: 'success', title: t(policy.required ? 'twoFactor.enforced' : 'twoFactor.relaxed') }),
  });
  const link = 'font-medium text-primary underline underline-offset-4';
  switch (item.key) {
    case 'twoFactor':
      return (
        <div className="space-y-2">
          <Button
            variant={item.facts.required ? 'secondary' : 'primary'}
            size="sm"
            loading={twoFactor.busy}
            onClick={() => void twoFactor.run(!item.facts.required)}
          >
            {item.facts.required ? t('twoFactor.relax') : t('twoFactor.enforce')}
          </Button>
          {twoFactor.error ? <Alert>{errorMessage(twoFactor.error, t)}</Alert> : null}
        </div>
      );
    case 'sessionTimeout':
      return (
        <Link to="/settings" className={link}>
          {t('items.sessionTimeout.action')}
        </Link>
      );
    case 'backups':
    case 'restoreTest':
      return item.facts.platformAdmin ? (
        <Link to="/admin/data" className={link}>
          {t(`items.${item.key}.action`)}
        </Link>
      ) : null;
    case 'breakGlass':
    case 'consents':
      return (
        <Link to="/admin/audit-trails" className={link}>
          {t('items.breakGlass.action')}
        </Link>
      );
    case 'unusedRoles':
      return (
        <Link to="/admin/setup" className={link}>
          {t('items.unusedRoles.action')}
        </Link>
      );
    case 'processingRecord':
      return (
        <a href={complianceApi.processingRecordUrl(i18n.language)} className={link} download>
          {t('items.processingRecord.action')}
        </a>
      );
    case 'breaches':
      return (
        <a href="#breaches" className={link}>
          {t('items.breaches.action')}
        </a>
      );
    default:
      return null;
  }
}

function ChecklistItem({ item }: { item: ComplianceItem }) {
  const { t } = useTranslation('compliance');
  const facts = useFacts(item);
  const variant = item.key === 'twoFactor' ? (item.facts.required ? 'on' : 'off') : item.state;
  return (
    <li
      className="space-y-2 border-b border-border py-4 last:border-b-0"
      data-testid={`compliance-${item.key}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{t(`items.${item.key}.title`)}</h3>
        <StateBadge state={item.state} />
      </div>
      <p className="text-sm">
        {t(`items.${item.key}.${variant}`, { ...facts, defaultValue: t(`items.${item.key}.text`, facts) })}
      </p>
      {item.state !== 'ok' ? (
        <p className="text-sm text-muted">
          <span className="font-medium">{t('howToFix')} </span>
          {t(`items.${item.key}.fix`, facts)}
        </p>
      ) : null}
      <ItemAction item={item} />
    </li>
  );
}

function Reviews({ report }: { report: ComplianceReport }) {
  const { t } = useTranslation('compliance');
  return (
    <>
      {report.breakGlass.length ? (
        <Card title={t('breakGlass.title')} description={t('breakGlass.description')}>
          <ul className="divide-y divide-border text-sm">
            {report.breakGlass.map((g) => (
              <li key={g.id} className="py-2">
                <p className="font-medium">
                  {g.userName} · {formatDateTime(g.startsAt)}
                </p>
                <p className="break-words text-muted">{g.reason}</p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {report.unusedRoles.length ? (
        <Card title={t('unused.title')} description={t('unused.description')}>
          <ul className="divide-y divide-border text-sm">
            {report.unusedRoles.map((u) => (
              <li key={u.userId} className="py-2">
                <p className="font-medium break-words">
                  {u.name} <span className="text-muted">({u.email})</span>
                </p>
                <p className="text-muted">
                  {u.roles.map((r) => t(`common:roles.${r}`, { defaultValue: r })).join(', ')} ·{' '}
                  {u.lastActiveAt
                    ? t('unused.lastActive', { date: formatDate(u.lastActiveAt) })
                    : t('unused.neverActive')}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

/** `datetime-local` value of now, in the browser's time zone. */
function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

function BreachForm() {
  const { t } = useTranslation('compliance');
  const id = useId();
  const [discoveredAt, setDiscoveredAt] = useState(localNow);
  const [description, setDescription] = useState('');
  const [affected, setAffected] = useState('');
  const [affectedCount, setAffectedCount] = useState('0');
  const [measures, setMeasures] = useState('');
  const create = useApiMutation(complianceApi.createBreach, {
    invalidates: [complianceKeys.breaches, complianceKeys.report],
    onSuccess: () => {
      toast({ variant: 'success', title: t('breaches.recorded') });
      setDescription('');
      setAffected('');
      setAffectedCount('0');
      setMeasures('');
    },
  });
  const fields = errorFields(create.error);
  const fieldText = (name: string) =>
    fields[name]
      ? t(`breaches.errors.${fields[name]}`, { defaultValue: t('breaches.errors.invalid') })
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const when = new Date(discoveredAt);
    void create.run({
      discoveredAt: Number.isNaN(when.getTime()) ? '' : when.toISOString(),
      description,
      affected,
      affectedCount: Number(affectedCount),
      measures,
    });
  }
  const area = 'block w-full rounded-md border border-border bg-card px-3 py-2 text-sm';
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('breaches.formLabel')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('breaches.discoveredAt')}
          error={fieldText('discoveredAt')}
          hint={t('breaches.discoveredHint', { hours: BREACH_DEADLINE_HOURS })}
        >
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={discoveredAt}
              onChange={(e) => setDiscoveredAt(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label={t('breaches.affectedCount')} error={fieldText('affectedCount')}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={0}
              value={affectedCount}
              onChange={(e) => setAffectedCount(e.target.value)}
              required
            />
          )}
        </Field>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-what`} className="block text-sm font-medium">
          {t('breaches.description')}
        </label>
        <textarea
          id={`${id}-what`}
          className={area}
          rows={3}
          maxLength={4000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-who`} className="block text-sm font-medium">
          {t('breaches.affected')}
        </label>
        <textarea
          id={`${id}-who`}
          className={area}
          rows={2}
          maxLength={2000}
          value={affected}
          onChange={(e) => setAffected(e.target.value)}
          required
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-measures`} className="block text-sm font-medium">
          {t('breaches.measures')}
        </label>
        <textarea
          id={`${id}-measures`}
          className={area}
          rows={2}
          maxLength={4000}
          value={measures}
          onChange={(e) => setMeasures(e.target.value)}
        />
      </div>
      {create.error && !Object.keys(fields).length ? <Alert>{errorMessage(create.error, t)}</Alert> : null}
      <Button type="submit" loading={create.busy}>
        {t('breaches.record')}
      </Button>
    </form>
  );
}

function hoursLeft(breach: Breach): number {
  return Math.floor((new Date(breach.deadlineAt).getTime() - Date.now()) / 3_600_000);
}

function BreachRow({ breach }: { breach: Breach }) {
  const { t } = useTranslation('compliance');
  const update = useApiMutation(complianceApi.updateBreach, {
    invalidates: [complianceKeys.breaches, complianceKeys.report],
  });
  const left = hoursLeft(breach);
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="breach">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {t('breaches.discovered', { date: formatDateTime(breach.discoveredAt) })}
        </p>
        <span className="font-semibold">{t(`breaches.status.${breach.status}`)}</span>
      </div>
      <p className="break-words">{breach.description}</p>
      <p className="break-words text-muted">
        {t('breaches.affectedLine', { count: breach.affectedCount, who: breach.affected })}
      </p>
      {breach.status === 'open' ? (
        <p className={cn('font-medium', left < 0 ? 'text-danger' : 'text-warning-fg')}>
          {left < 0
            ? t('breaches.overdue', { date: formatDateTime(breach.deadlineAt) })
            : t('breaches.deadline', { date: formatDateTime(breach.deadlineAt), hours: left })}
        </p>
      ) : null}
      {breach.authorityNotifiedAt ? (
        <p className="text-muted">
          {t('breaches.authorityAt', { date: formatDateTime(breach.authorityNotifiedAt) })}
        </p>
      ) : null}
      {breach.individualsNotifiedAt ? (
        <p className="text-muted">
          {t('breaches.peopleAt', { date: formatDateTime(breach.individualsNotifiedAt) })}
        </p>
      ) : null}
      {breach.status !== 'closed' ? (
        <div className="flex flex-wrap gap-2">
          {breach.status === 'open' ? (
            <Button
              size="sm"
              loading={update.busy}
              onClick={() => void update.run({ id: breach.id, status: 'authority_notified' })}
            >
              {t('breaches.markAuthority')}
            </Button>
          ) : null}
          {!breach.individualsNotifiedAt ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void update.run({ id: breach.id, individualsNotified: true })}
            >
              {t('breaches.markPeople')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void update.run({ id: breach.id, status: 'closed' })}
          >
            {t('breaches.close')}
          </Button>
        </div>
      ) : null}
      {update.error ? <Alert>{errorMessage(update.error, t)}</Alert> : null}
    </li>
  );
}

function Breaches() {
  const { t } = useTranslation('compliance');
  const list = useApiQuery(complianceKeys.breaches, (signal) => complianceApi.breaches(signal));
  return (
    <section id="breaches" aria-labelledby="breaches-title" className="space-y-4">
      <Card
        title={<span id="breaches-title">{t('breaches.title')}</span>}
        description={t('breaches.intro', { hours: BREACH_DEADLINE_HOURS })}
      >
        <BreachForm />
        {list.loading ? <LoadingStatus /> : null}
        {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
        {list.data?.length ? (
          <ul className="mt-4 divide-y divide-border border-t border-border">
            {list.data.map((b) => (
              <BreachRow key={b.id} breach={b} />
            ))}
          </ul>
        ) : list.data ? (
          <p className="mt-4 text-sm text-muted">{t('breaches.none')}</p>
        ) : null}
      </Card>
    </section>
  );
}

/** `/admin/compliance`: the practice's checklist, computed by the server from its settings and records. */
export default function CompliancePage() {
  const { t } = useTranslation('compliance');
  const { session } = useAuth();
  const report = useApiQuery(session ? complianceKeys.report : null, (signal) =>
    complianceApi.report(signal),
  );
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <AdminSections />
      <div className="space-y-6">
        {report.loading ? <LoadingStatus /> : null}
        {report.error ? (
          <div className="space-y-2">
            <Alert>{errorMessage(report.error, t)}</Alert>
            <Button size="sm" variant="secondary" onClick={report.reload}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {report.data ? (
          <>
            <Card
              title={t('checklist', { name: report.data.organizationName })}
              description={t('generated', { date: formatDateTime(report.data.generatedAt) })}
              actions={
                <a className={buttonClasses({ variant: 'secondary', size: 'sm' })} href="#breaches">
                  {t('items.breaches.action')}
                </a>
              }
            >
              <ul aria-label={t('checklistLabel')}>
                {report.data.items.map((item) => (
                  <ChecklistItem key={item.key} item={item} />
                ))}
              </ul>
            </Card>
            <Reviews report={report.data} />
          </>
        ) : null}
        <Breaches />
      </div>
    </>
  );
}
