import {
  type HealthTipAdmin,
  type HealthTipCreate,
  TIP_CATEGORIES,
  type TipCategory,
} from '@verdant/shared/wellness';
import { Lightbulb, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useFieldText } from '../../lib/use-field-text.ts';
import { AdminSections } from '../admin/admin-sections.tsx';
import { wellnessApi } from './wellness-api.ts';

type Draft = Omit<HealthTipCreate, 'owner'> & { owner: 'platform' | 'practice' };
const PAGE = 20;

const emptyDraft = (owner: Draft['owner']): Draft => ({
  category: 'nutrition',
  textEn: '',
  textEs: '',
  sourceName: '',
  sourceUrl: 'https://',
  active: true,
  owner,
});

function TipForm({
  tip,
  owners,
  onDone,
}: {
  tip: HealthTipAdmin | null;
  owners: readonly Draft['owner'][];
  onDone: () => void;
}) {
  const { t } = useTranslation('wellness');
  const field = useFieldText();
  const [draft, setDraft] = useState<Draft>(() =>
    tip
      ? {
          category: tip.category,
          textEn: tip.textEn,
          textEs: tip.textEs,
          sourceName: tip.sourceName,
          sourceUrl: tip.sourceUrl,
          active: tip.active,
          owner: tip.owner,
        }
      : emptyDraft(owners[0]!),
  );
  const save = useApiMutation(
    (d: Draft) => {
      const { owner, ...body } = d;
      return tip ? wellnessApi.updateTip(tip.id, body) : wellnessApi.createTip({ ...body, owner });
    },
    { invalidates: [queryKeys.wellness.all] },
  );
  const errs = errorFields(save.error);
  const set =
    <K extends keyof Draft>(k: K) =>
    (v: Draft[K]) =>
      setDraft((d) => ({ ...d, [k]: v }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await save.run(draft)) onDone();
  }
  return (
    <Card title={tip ? t('tipsAdmin.editTitle') : t('tipsAdmin.newTitle')} className="mb-4">
      <form
        className="grid gap-3 md:grid-cols-2"
        onSubmit={submit}
        aria-label={tip ? t('tipsAdmin.editTitle') : t('tipsAdmin.newTitle')}
      >
        <SelectField
          label={t('tipsAdmin.category')}
          value={draft.category}
          onChange={(v) => set('category')(v as TipCategory)}
          options={TIP_CATEGORIES.map((c) => ({ value: c, label: t(`tip.categories.${c}`) }))}
          error={field(errs.category)}
        />
        {!tip && owners.length > 1 ? (
          <SelectField
            label={t('tipsAdmin.owner')}
            value={draft.owner}
            onChange={(v) => set('owner')(v as Draft['owner'])}
            options={owners.map((o) => ({ value: o, label: t(`tipsAdmin.owners.${o}`) }))}
          />
        ) : (
          <div />
        )}
        <TextAreaField
          label={t('tipsAdmin.textEn')}
          value={draft.textEn}
          onChange={set('textEn')}
          rows={3}
          maxLength={400}
          error={field(errs.textEn)}
        />
        <TextAreaField
          label={t('tipsAdmin.textEs')}
          value={draft.textEs}
          onChange={set('textEs')}
          rows={3}
          maxLength={400}
          error={field(errs.textEs)}
        />
        <TextField
          label={t('tipsAdmin.sourceName')}
          value={draft.sourceName}
          onChange={set('sourceName')}
          error={field(errs.sourceName)}
          required
        />
        <TextField
          label={t('tipsAdmin.sourceUrl')}
          type="url"
          value={draft.sourceUrl}
          onChange={set('sourceUrl')}
          error={field(errs.sourceUrl)}
          required
        />
        <CheckField label={t('tipsAdmin.activeLabel')} checked={draft.active} onChange={set('active')} />
        {save.error && !Object.keys(errs).length ? (
          <Alert className="md:col-span-2">{errorMessage(save.error, t)}</Alert>
        ) : null}
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit" loading={save.busy}>
            {t('tipsAdmin.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('tipsAdmin.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TipItem({ tip, practice, onEdit }: { tip: HealthTipAdmin; practice: boolean; onEdit: () => void }) {
  const { t } = useTranslation('wellness');
  const toggle = useApiMutation((active: boolean) => wellnessApi.updateTip(tip.id, { active }), {
    invalidates: [queryKeys.wellness.all],
  });
  const hide = useApiMutation((hidden: boolean) => wellnessApi.hideTip(tip.id, hidden), {
    invalidates: [queryKeys.wellness.all],
  });
  const failure = toggle.error ?? hide.error;
  const status = !tip.active ? 'inactive' : tip.hidden ? 'hidden' : 'shown';
  return (
    <li className="space-y-2 py-3" data-testid="tip-item">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
        <span className="text-primary">{t(`tip.categories.${tip.category}`)}</span>
        <span className="text-muted">· {t(`tipsAdmin.owners.${tip.owner}`)}</span>
        <span className={status === 'shown' ? 'text-primary' : 'text-warning-fg'}>
          · {t(`tipsAdmin.status.${status}`)}
        </span>
      </p>
      <p className="break-words text-sm text-fg">{tip.textEn}</p>
      <p lang="es" className="break-words text-sm text-muted">
        {tip.textEs}
      </p>
      <a
        href={tip.sourceUrl}
        target="_blank"
        rel="noreferrer"
        className="block break-words text-xs text-muted underline"
      >
        {tip.sourceName}
      </a>
      <div className="flex flex-wrap gap-2">
        {tip.editable ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={onEdit}
              aria-label={t('tipsAdmin.editLabel', { text: tip.textEn })}
            >
              {t('tipsAdmin.edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={toggle.busy}
              onClick={() => void toggle.run(!tip.active)}
            >
              {tip.active ? t('tipsAdmin.deactivate') : t('tipsAdmin.activate')}
            </Button>
          </>
        ) : null}
        {practice && tip.owner === 'platform' ? (
          <Button
            size="sm"
            variant="secondary"
            loading={hide.busy}
            onClick={() => void hide.run(!tip.hidden)}
            aria-label={t(tip.hidden ? 'tipsAdmin.showLabel' : 'tipsAdmin.hideLabel', { text: tip.textEn })}
          >
            {tip.hidden ? t('tipsAdmin.show') : t('tipsAdmin.hide')}
          </Button>
        ) : null}
      </div>
      {failure ? <Alert>{errorMessage(failure, t)}</Alert> : null}
    </li>
  );
}

/**
 * `/admin/health-tips`: the daily health tips. A platform administrator edits the platform's (the
 * library's and their own); a practice's administrator adds the practice's own and hides platform
 * tips from the practice's patients.
 */
export function TipsAdminPage() {
  const { t } = useTranslation('wellness');
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<HealthTipAdmin | 'new' | null>(null);
  const [shown, setShown] = useState(PAGE);
  const list = useApiQuery(queryKeys.wellness.adminTips(category), (signal) =>
    wellnessApi.adminTips(category, signal),
  );
  const data = list.data;
  const owners = data
    ? ([
        ...(data.practice ? ['practice'] : []),
        ...(data.canEditPlatform ? ['platform'] : []),
      ] as Draft['owner'][])
    : [];
  return (
    <>
      <PageHeader title={t('tipsAdmin.title')} description={t('tipsAdmin.intro')} />
      <AdminSections />
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data ? (
        <>
          <p className="mb-3 text-sm text-muted" data-testid="tips-rotation">
            {t(data.practice ? 'tipsAdmin.rotationPractice' : 'tipsAdmin.rotationPlatform', {
              count: data.rotation,
            })}
          </p>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <SelectField
              label={t('tipsAdmin.filter')}
              value={category}
              onChange={(v) => {
                setCategory(v);
                setShown(PAGE);
              }}
              placeholder={t('tipsAdmin.allCategories')}
              options={TIP_CATEGORIES.map((c) => ({ value: c, label: t(`tip.categories.${c}`) }))}
            />
            {owners.length > 0 && editing === null ? (
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('tipsAdmin.add')}
              </Button>
            ) : null}
          </div>
          {editing !== null ? (
            <TipForm
              key={editing === 'new' ? 'new' : editing.id}
              tip={editing === 'new' ? null : editing}
              owners={owners}
              onDone={() => {
                setEditing(null);
                void invalidate(queryKeys.wellness.all);
              }}
            />
          ) : null}
          {data.items.length === 0 ? (
            <EmptyState icon={<Lightbulb className="size-8" />} title={t('tipsAdmin.empty')} />
          ) : (
            <Card>
              <ul className="divide-y divide-border" aria-label={t('tipsAdmin.title')}>
                {data.items.slice(0, shown).map((tip) => (
                  <TipItem key={tip.id} tip={tip} practice={data.practice} onEdit={() => setEditing(tip)} />
                ))}
              </ul>
              {shown < data.items.length ? (
                <Button variant="secondary" className="mt-3" onClick={() => setShown((n) => n + PAGE)}>
                  {t('tipsAdmin.more', { shown, total: data.items.length })}
                </Button>
              ) : null}
            </Card>
          )}
        </>
      ) : null}
    </>
  );
}
