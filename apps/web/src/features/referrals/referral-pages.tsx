import {
  type DataCategory,
  REFERRAL_KINDS,
  REFERRAL_STATUSES,
  REFERRAL_URGENCIES,
  type ReferralKind,
  type ReferralStatus,
  type ReferralSummary,
  type ReferralUrgency,
} from '@verdant/shared';
import { FileDown, Plus, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import {
  CheckField,
  ChoiceGroup,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { NotFoundPage } from '../../components/not-found.tsx';
import { Pager } from '../../components/pager.tsx';
import { type PickerOption, SearchPicker } from '../../components/search-picker.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorCode, errorMessage, formFailure } from '../../lib/api/errors.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { searchPatientOptions } from '../patients/patients-api.ts';
import { CategoryChoice, CategoryList } from '../privacy/privacy-ui.tsx';
import { referralsApi } from './referrals-api.ts';

const PROFESSIONS = ['medical', 'dietitian', 'fitness'] as const;

/** `/medical/referrals` etc.: the role's part of the path the page was opened under. */
function useBase(): string {
  const { pathname } = useLocation();
  const role = pathname.split('/')[1] ?? '';
  return (PROFESSIONS as readonly string[]).includes(role) ? `/${role}/referrals` : '/referrals';
}

const TONE: Record<ReferralStatus, string> = {
  draft: 'bg-surface text-muted ring-border',
  sent: 'bg-accent text-fg ring-border',
  accepted: 'bg-info-bg text-info-fg ring-border',
  scheduled: 'bg-info-bg text-info-fg ring-border',
  completed: 'bg-surface text-fg ring-border',
  declined: 'bg-danger-bg text-danger ring-border',
  cancelled: 'bg-surface text-muted ring-border',
};

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation('referrals');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[status]}`}
      data-testid="referral-status"
    >
      {t(`status.${status}`)}
    </span>
  );
}

function Flags({ r }: { r: Pick<ReferralSummary, 'overdue' | 'infoRequested' | 'urgency'> }) {
  const { t } = useTranslation('referrals');
  return (
    <>
      {r.overdue ? <span className="text-xs font-semibold text-danger">{t('overdue')}</span> : null}
      {r.infoRequested ? (
        <span className="text-xs font-semibold text-warning-fg">{t('infoRequested')}</span>
      ) : null}
    </>
  );
}

/* ---------------------------------------------------------------- the lists */

/** `/{role}/referrals`: the inbox and the outbox, filtered by status or overdue (in the URL). */
export function ReferralsPage() {
  const { t } = useTranslation('referrals');
  const base = useBase();
  const { params, page, update } = useUrlQuery();
  const box: 'inbox' | 'outbox' = params.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const status = params.get('status') ?? 'all';
  const overdue = params.get('overdue') === 'true';
  const query = {
    box,
    page,
    ...(status !== 'all' ? { status: status as ReferralStatus } : {}),
    ...(overdue ? { overdue: 'true' as const } : {}),
  };
  const list = useApiQuery(queryKeys.referrals.list(JSON.stringify(query)), (signal) =>
    referralsApi.list(query, signal),
  );
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const columns: Column<ReferralSummary>[] = [
    {
      key: 'patient',
      header: t('col.patient'),
      primary: true,
      cell: (r) => (
        <Link
          to={`${base}/${r.id}`}
          className="font-medium underline-offset-2 hover:underline"
          data-testid="referral-link"
        >
          {r.patient.name}
        </Link>
      ),
    },
    {
      key: 'party',
      header: box === 'inbox' ? t('col.from') : t('col.to'),
      cell: (r) =>
        box === 'inbox'
          ? `${r.sender.name} · ${r.sender.organizationName}`
          : `${r.recipient.name}${r.recipient.userId ? ` · ${r.recipient.organizationName}` : ''}`,
    },
    { key: 'reason', header: t('col.reason'), from: 'lg', className: 'text-muted', cell: (r) => r.reason },
    { key: 'urgency', header: t('col.urgency'), from: 'sm', cell: (r) => t(`urgency.${r.urgency}`) },
    {
      key: 'status',
      header: t('col.status'),
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-1">
          <ReferralStatusBadge status={r.status} />
          <Flags r={r} />
        </span>
      ),
    },
    {
      key: 'sent',
      header: t('col.sent'),
      from: 'md',
      className: 'text-muted',
      cell: (r) => (r.sentAt ? formatDate(r.sentAt) : '—'),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Link to={`${base}/new`} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('new')}
          </Link>
        }
      />
      <nav aria-label={t('boxes')} className="mb-4 flex gap-2">
        {(['inbox', 'outbox'] as const).map((b) => (
          <Link
            key={b}
            to={b === 'inbox' ? base : `${base}?box=outbox`}
            aria-current={box === b ? 'page' : undefined}
            className={buttonClasses({ variant: box === b ? 'primary' : 'secondary', size: 'sm' })}
          >
            {t(`box.${b}`)}
          </Link>
        ))}
      </nav>
      <FilterBar label={t('filters')}>
        <SelectField
          label={t('filter.status')}
          value={status}
          onChange={(v) => update({ status: v === 'all' ? null : v })}
          options={['all', ...REFERRAL_STATUSES].map((s) => ({
            value: s,
            label: s === 'all' ? t('filter.all') : t(`status.${s}`),
          }))}
        />
        <CheckField
          label={t('filter.overdue', { count: data?.overdue ?? 0 })}
          checked={overdue}
          onChange={(on) => update({ overdue: on ? 'true' : null })}
        />
      </FilterBar>
      {list.error ? <Alert className="mb-4">{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus label={t('loading')} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<Send className="size-8" />}
          title={t(box === 'inbox' ? 'emptyInbox' : 'emptyOutbox')}
          description={t('emptyBody')}
        />
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption={t(`box.${box}`)}
          columns={columns}
          rows={data.items}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'referral-row' })}
        />
      ) : null}
      {data && data.total > data.pageSize ? (
        <Pager
          page={data.page}
          pages={pages}
          label={t('pagination')}
          summary={t('pageOf', { page: data.page, pages })}
        />
      ) : null}
    </div>
  );
}

/* ---------------------------------------------------------------- a new referral */

function useFieldText() {
  const { t, i18n } = useTranslation('referrals');
  return (key: string | undefined) => {
    if (!key) return undefined;
    if (i18n.exists(`referrals:validation.${key}`)) return t(`validation.${key}`);
    if (i18n.exists(`validation:${key}`)) return t(`validation:${key}`);
    return t('validation.invalid');
  };
}

/** `/{role}/referrals/new` (`?patientId=&patientName=` preselects the patient). */
export function NewReferralPage() {
  const { t } = useTranslation('referrals');
  const base = useBase();
  const navigate = useNavigate();
  const field = useFieldText();
  const [search] = useSearchParams();
  const preset = search.get('patientId');
  const [patient, setPatient] = useState<PickerOption | null>(
    preset ? { id: preset, label: search.get('patientName') ?? '' } : null,
  );
  const [kind, setKind] = useState<ReferralKind>('dietitian');
  const [recipient, setRecipient] = useState<PickerOption | null>(null);
  const [reason, setReason] = useState('');
  const [question, setQuestion] = useState('');
  const [urgency, setUrgency] = useState<ReferralUrgency>('routine');
  const [categories, setCategories] = useState<DataCategory[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function searchRecipients(q: string, signal: AbortSignal): Promise<PickerOption[]> {
    const found = await referralsApi.recipients({ q, kind }, signal);
    return found.map((r) => ({
      // "<organization>|<user or empty>"
      id: `${r.organizationId}|${r.userId ?? ''}`,
      label: r.userId ? r.name : t('wholePractice', { name: r.name }),
      detail: [r.colleague ? t('colleague') : r.organizationName, r.city].filter(Boolean).join(' · '),
    }));
  }

  async function submit(send: boolean) {
    setBusy(true);
    setErrors({});
    setFailure(null);
    const [organizationId, userId] = (recipient?.id ?? '|').split('|');
    try {
      const made = await referralsApi.create({
        patientId: patient?.id ?? '',
        recipientOrganizationId: organizationId ?? '',
        recipientUserId: userId || null,
        recipientKind: kind,
        reason,
        question,
        urgency,
        categories,
        send,
      });
      await invalidate(queryKeys.referrals.all);
      toast({ variant: 'success', title: t(send ? 'toasts.sent' : 'toasts.saved') });
      navigate(`${base}/${made.id}`);
    } catch (err) {
      const f = formFailure(err, t);
      setErrors(f.fields);
      setFailure(errorCode(err) === 'NOT_FOUND' ? t('patientNotFound') : f.message);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(true);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('newTitle')} description={t('newIntro')} />
      <form onSubmit={onSubmit} className="space-y-5" aria-label={t('newTitle')}>
        <Card>
          <div className="space-y-4">
            <SearchPicker
              label={t('form.patient')}
              value={patient}
              onChange={setPatient}
              queryKey={queryKeys.patients.picker}
              search={searchPatientOptions}
              placeholder={t('form.patientPlaceholder')}
              hint={field(errors.patientId)}
            />
            <SelectField
              label={t('form.kind')}
              value={kind}
              onChange={(v) => {
                setKind(v as ReferralKind);
                setRecipient(null);
              }}
              options={REFERRAL_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            />
            <SearchPicker
              label={t('form.recipient')}
              value={recipient}
              onChange={setRecipient}
              queryKey={(q) => queryKeys.referrals.recipients(`${kind}:${q}`)}
              search={searchRecipients}
              placeholder={t('form.recipientPlaceholder')}
              hint={
                field(errors.recipientOrganizationId ?? errors.recipientUserId) ?? t('form.recipientHint')
              }
            />
          </div>
        </Card>
        <Card>
          <div className="space-y-4">
            <TextAreaField
              label={t('form.reason')}
              value={reason}
              onChange={setReason}
              maxLength={2000}
              error={field(errors.reason)}
            />
            <TextAreaField
              label={t('form.question')}
              value={question}
              onChange={setQuestion}
              maxLength={2000}
              rows={3}
              error={field(errors.question)}
            />
            <ChoiceGroup
              legend={t('form.urgency')}
              name="urgency"
              type="radio"
              columns={3}
              options={REFERRAL_URGENCIES.map((u) => ({ value: u, label: t(`urgency.${u}`) }))}
              selected={[urgency]}
              onToggle={(v) => setUrgency(v as ReferralUrgency)}
            />
            <CategoryChoice
              legend={t('form.categories')}
              name="categories"
              selected={categories}
              onChange={setCategories}
              error={field(errors.categories)}
            />
            <p className="text-sm text-muted">{t('form.categoriesHint')}</p>
          </div>
        </Card>
        {failure ? <Alert>{failure}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            <Send aria-hidden="true" className="size-4" />
            {t('send')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void submit(false)}>
            {t('saveDraft')}
          </Button>
          <Link to={base} className={buttonClasses({ variant: 'ghost' })}>
            {t('back')}
          </Link>
        </div>
      </form>
    </div>
  );
}

/* ---------------------------------------------------------------- one referral */

function NoteForm({
  label,
  submit,
  onDone,
  busyLabel,
  rows = 3,
}: {
  label: string;
  submit(text: string): Promise<unknown>;
  onDone(): void;
  busyLabel: string;
  rows?: number;
}) {
  const { t } = useTranslation('referrals');
  const field = useFieldText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    setFailure(null);
    try {
      await submit(text);
      setText('');
      onDone();
    } catch (err) {
      const f = formFailure(err, t);
      setError(field(Object.values(f.fields)[0]));
      setFailure(f.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={label}>
      <TextAreaField
        label={label}
        value={text}
        onChange={setText}
        rows={rows}
        maxLength={8000}
        error={error}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" loading={busy}>
        {busyLabel}
      </Button>
    </form>
  );
}

function BookForm({ id, onDone }: { id: string; onDone(): void }) {
  const { t } = useTranslation('referrals');
  const field = useFieldText();
  const next = new Date(Date.now() + 86_400_000);
  const [date, setDate] = useState(next.toISOString().slice(0, 10));
  const [time, setTime] = useState('10:00');
  const [service, setService] = useState(t('book.defaultService'));
  const [minutes, setMinutes] = useState('60');
  const [type, setType] = useState<'in_person' | 'video' | 'phone'>('in_person');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const start = new Date(`${date}T${time}:00`);
    if (Number.isNaN(start.getTime())) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await referralsApi.schedule(id, {
        serviceName: service,
        durationMinutes: Number(minutes),
        start: start.toISOString(),
        type,
      });
      onDone();
    } catch (err) {
      const f = formFailure(err, t);
      setErrors(f.fields);
      setFailure(f.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={t('book.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('book.service')}
          value={service}
          onChange={setService}
          required
          maxLength={120}
          error={field(errors.serviceName)}
        />
        <TextField
          label={t('book.duration')}
          type="number"
          min={5}
          max={480}
          step={5}
          value={minutes}
          onChange={setMinutes}
          required
          error={field(errors.durationMinutes)}
        />
        <TextField label={t('book.date')} type="date" value={date} onChange={setDate} required />
        <TextField label={t('book.time')} type="time" step={300} value={time} onChange={setTime} required />
      </div>
      <SelectField
        label={t('book.type')}
        value={type}
        onChange={(v) => setType(v as typeof type)}
        options={(['in_person', 'video', 'phone'] as const).map((v) => ({
          value: v,
          label: t(`book.types.${v}`),
        }))}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" loading={busy}>
        {t('book.submit')}
      </Button>
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 break-words text-muted">{children}</dd>
    </div>
  );
}

/** `/{role}/referrals/:id`: the referral, its history and the caller's next step. */
export function ReferralPage() {
  const { t } = useTranslation('referrals');
  const { id = '' } = useParams();
  const base = useBase();
  const role = base.split('/')[1] ?? 'dietitian';
  const one = useApiQuery(queryKeys.referrals.one(id), (signal) => referralsApi.get(id, signal));
  const [open, setOpen] = useState<'decline' | 'info' | 'reply' | 'book' | 'complete' | null>(null);
  const refresh = async (toastKey: string) => {
    setOpen(null);
    await invalidate(queryKeys.referrals.all);
    toast({ variant: 'success', title: t(`toasts.${toastKey}`) });
  };
  const simple = useApiMutation(
    ({ action }: { action: 'send' | 'cancel' | 'accept' }) => referralsApi[action](id),
    {
      invalidates: [queryKeys.referrals.all],
      onSuccess: (_r, { action }) => toast({ variant: 'success', title: t(`toasts.${action}`) }),
    },
  );
  if (one.error && errorCode(one.error) === 'NOT_FOUND') return <NotFoundPage />;
  const r = one.data;
  if (!r) {
    return one.error ? <Alert>{errorMessage(one.error, t)}</Alert> : <LoadingStatus label={t('loading')} />;
  }
  const outgoing = r.direction === 'outgoing';
  const actions: ReactNode[] = [];
  const button = (key: string, node: ReactNode) => actions.push(<span key={key}>{node}</span>);
  if (outgoing) {
    if (r.status === 'draft')
      button(
        'send',
        <Button loading={simple.busy} onClick={() => void simple.run({ action: 'send' })}>
          {t('send')}
        </Button>,
      );
    if (r.infoRequested) button('reply', <Button onClick={() => setOpen('reply')}>{t('reply')}</Button>);
    if (['draft', 'sent', 'accepted', 'scheduled'].includes(r.status))
      button(
        'cancel',
        <Button
          variant="secondary"
          disabled={simple.busy}
          onClick={() => void simple.run({ action: 'cancel' })}
        >
          {t('cancelReferral')}
        </Button>,
      );
  } else {
    if (r.status === 'sent') {
      button(
        'accept',
        <Button loading={simple.busy} onClick={() => void simple.run({ action: 'accept' })}>
          {t('accept')}
        </Button>,
      );
      button(
        'decline',
        <Button variant="secondary" onClick={() => setOpen('decline')}>
          {t('decline')}
        </Button>,
      );
    }
    if (r.status === 'accepted')
      button('book', <Button onClick={() => setOpen('book')}>{t('book.title')}</Button>);
    if (r.status === 'sent' || r.status === 'accepted')
      button(
        'info',
        <Button variant="secondary" onClick={() => setOpen('info')}>
          {t('askInfo')}
        </Button>,
      );
    if (r.status === 'accepted' || r.status === 'scheduled')
      button(
        'complete',
        <Button
          variant={r.status === 'scheduled' ? 'primary' : 'secondary'}
          onClick={() => setOpen('complete')}
        >
          {t('complete')}
        </Button>,
      );
  }
  const calendarLink = r.appointment
    ? `/${role}/calendar?appointment=${r.appointment.id}&date=${r.appointment.start.slice(0, 10)}`
    : null;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader
        eyebrow={
          <Link to={outgoing ? `${base}?box=outbox` : base} className="text-sm text-muted hover:underline">
            {t('backToList')}
          </Link>
        }
        title={t('detailTitle', { name: r.patient.name })}
        description={t(outgoing ? 'toLine' : 'fromLine', {
          name: outgoing ? r.recipient.name : r.sender.name,
          organization: outgoing ? r.recipient.organizationName : r.sender.organizationName,
        })}
        actions={
          <span className="flex flex-wrap items-center gap-2">
            <ReferralStatusBadge status={r.status} />
            <Flags r={r} />
          </span>
        }
      />
      {simple.error ? <Alert>{errorMessage(simple.error, t)}</Alert> : null}
      {actions.length ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      {open === 'decline' ? (
        <Card title={t('decline')}>
          <NoteForm
            label={t('declineReason')}
            busyLabel={t('decline')}
            submit={(text) => referralsApi.decline(id, text)}
            onDone={() => void refresh('declined')}
          />
        </Card>
      ) : null}
      {open === 'info' ? (
        <Card title={t('askInfo')}>
          <NoteForm
            label={t('infoQuestion')}
            busyLabel={t('askInfo')}
            submit={(text) => referralsApi.requestInfo(id, text)}
            onDone={() => void refresh('infoRequested')}
          />
        </Card>
      ) : null}
      {open === 'reply' ? (
        <Card title={t('reply')}>
          <NoteForm
            label={t('replyText')}
            busyLabel={t('reply')}
            submit={(text) => referralsApi.reply(id, text)}
            onDone={() => void refresh('replied')}
          />
        </Card>
      ) : null}
      {open === 'book' ? (
        <Card title={t('book.title')} description={t('book.intro', { name: r.patient.name })}>
          <BookForm id={id} onDone={() => void refresh('scheduled')} />
        </Card>
      ) : null}
      {open === 'complete' ? (
        <Card title={t('complete')}>
          <NoteForm
            label={t('report')}
            busyLabel={t('sendReport')}
            rows={6}
            submit={(text) => referralsApi.complete(id, text)}
            onDone={() => void refresh('completed')}
          />
        </Card>
      ) : null}
      <Card title={t('details')}>
        <dl className="space-y-3 text-sm">
          <Row label={t('col.patient')}>
            {r.patient.recordId ? (
              <Link to={`/patients/${r.patient.recordId}`} className="underline-offset-2 hover:underline">
                {r.patient.name}
              </Link>
            ) : (
              r.patient.name
            )}
            {r.patient.dateOfBirth ? ` · ${formatDate(r.patient.dateOfBirth)}` : ''}
          </Row>
          <Row label={t('col.from')}>{`${r.sender.name} · ${r.sender.organizationName}`}</Row>
          <Row label={t('col.to')}>
            {`${r.recipient.name} · ${r.recipient.organizationName} (${t(`kind.${r.recipientKind}`)})`}
          </Row>
          <Row label={t('col.urgency')}>{t(`urgency.${r.urgency}`)}</Row>
          <Row label={t('col.reason')}>
            <span className="whitespace-pre-line">{r.reason}</span>
          </Row>
          {r.question ? (
            <Row label={t('form.question')}>
              <span className="whitespace-pre-line">{r.question}</span>
            </Row>
          ) : null}
          <Row label={t('form.categories')}>
            <CategoryList categories={r.categories} />
            <span className="mt-1 block" data-testid="share-state">
              {t(`share.${r.share.state}`)}
            </span>
          </Row>
          {r.appointment && calendarLink ? (
            <Row label={t('appointment')}>
              {r.direction === 'incoming' ? (
                <Link to={calendarLink} className="underline-offset-2 hover:underline">
                  {formatDateTime(r.appointment.start)}
                </Link>
              ) : (
                formatDateTime(r.appointment.start)
              )}
            </Row>
          ) : null}
          {r.declineReason ? <Row label={t('declineReason')}>{r.declineReason}</Row> : null}
          {r.closingReport ? (
            <Row label={t('report')}>
              <span className="whitespace-pre-line" data-testid="closing-report">
                {r.closingReport}
              </span>
            </Row>
          ) : null}
        </dl>
        <a
          href={referralsApi.fhirUrl(r.id)}
          className={`${buttonClasses({ variant: 'ghost', size: 'sm' })} mt-4`}
          download={`referral-${r.id}.fhir.json`}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('fhir')}
        </a>
      </Card>
      <ReferralHistory events={r.events} />
    </div>
  );
}

export function ReferralHistory({
  events,
}: {
  events: { kind: string; actorName: string; note: string | null; at: string }[];
}) {
  const { t } = useTranslation('referrals');
  return (
    <Card title={t('history')}>
      <ol className="space-y-2 text-sm" data-testid="referral-history">
        {events.map((e) => (
          <li key={`${e.at}-${e.kind}`} className="border-l-2 border-border pl-3">
            <span className="font-medium">{t(`event.${e.kind}`)}</span>{' '}
            <span className="text-muted">{t('by', { name: e.actorName, date: formatDateTime(e.at) })}</span>
            {e.note && e.kind !== 'scheduled' ? (
              <p className="whitespace-pre-line text-muted">{e.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** `/referrals/:id` (a notification's link): the same referral under the caller's profession. */
export function ReferralRedirect() {
  const { id = '' } = useParams();
  const { roles } = useAuth();
  const role = PROFESSIONS.find((p) => roles.includes(p));
  return role ? <Navigate to={`/${role}/referrals/${id}`} replace /> : <NotFoundPage />;
}
