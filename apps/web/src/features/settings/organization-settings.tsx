import type { OrganizationSummary } from '@verdant/shared/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { Me } from '@verdant/shared/me';
import { useMe } from '../../lib/api/me-api.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { updateCached, useApiQuery } from '../../lib/api/query.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { sessionPolicySchema } from '@verdant/shared/account';
import { IDLE_TIMEOUT_MINUTES_MAX, IDLE_TIMEOUT_MINUTES_MIN } from '@verdant/shared/constants';
import { getSessionPolicy, regenerateJoinCode, setSessionPolicy } from '../auth/auth-api.ts';
import { errorFields, errorMessage } from '../../lib/api/errors.ts';
import { PlanCard } from '../patients/plan-card.tsx';
import { BillingProfileCard } from '../billing/billing-profile-card.tsx';
import { SubscriptionPanel } from '../billing/subscription-panel.tsx';

/**
 * Decision 0020: the organization's idle timeout (5-240 minutes) for its professionals and staff,
 * for those who manage the organization (the server refuses anyone else).
 */
function SessionPolicyCard({ org }: { org: OrganizationSummary }) {
  const { t } = useTranslation();
  const key = queryKeys.sessionPolicy(org.id);
  const policy = useApiQuery(key, () => getSessionPolicy(org.id));
  /** What the user typed; null shows the saved value. */
  const [typed, setTyped] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    const value = typed ?? String(policy.data?.idleTimeoutMinutes ?? '');
    const parsed = sessionPolicySchema.safeParse({
      idleTimeoutMinutes: value.trim() === '' ? NaN : Number(value),
    });
    if (!parsed.success) {
      setFieldError(t('validation:idleTimeoutRange'));
      return;
    }
    setPending(true);
    try {
      const p = await setSessionPolicy(org.id, parsed.data);
      updateCached(key, () => p);
      setTyped(null);
      toast({ title: t('settings:sessionPolicy.saved'), variant: 'success' });
    } catch (err) {
      const field = errorFields(err).idleTimeoutMinutes;
      if (field) setFieldError(t(`validation:${field}`, { defaultValue: t('errors:VALIDATION_FAILED') }));
      else setError(errorMessage(err, t));
    } finally {
      setPending(false);
    }
  }

  if (!policy.data) return null;
  const saved = policy.data.idleTimeoutMinutes;
  return (
    <Card
      title={t('settings:sessionPolicy.title', { name: org.name })}
      description={t('settings:sessionPolicy.description')}
    >
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-4 text-sm">
        {error ? <Alert>{error}</Alert> : null}
        <Field
          label={t('settings:sessionPolicy.minutes')}
          hint={t('settings:sessionPolicy.hint', {
            min: IDLE_TIMEOUT_MINUTES_MIN,
            max: IDLE_TIMEOUT_MINUTES_MAX,
          })}
          error={fieldError}
        >
          {(p) => (
            <Input
              {...p}
              name="idleTimeoutMinutes"
              type="number"
              inputMode="numeric"
              min={IDLE_TIMEOUT_MINUTES_MIN}
              max={IDLE_TIMEOUT_MINUTES_MAX}
              step={1}
              value={typed ?? String(saved)}
              onChange={(event) => setTyped(event.target.value)}
              className="max-w-32"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={pending}>
          {t('settings:sessionPolicy.save')}
        </Button>
      </form>
    </Card>
  );
}

/** One organization whose join code the user manages: the code, copy, and regenerate (confirmed). */
function JoinCodeCard({ org, onChanged }: { org: OrganizationSummary; onChanged(code: string): void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function regenerate() {
    setPending(true);
    setError(null);
    try {
      const { joinCode } = await regenerateJoinCode(org.id);
      onChanged(joinCode);
      setConfirming(false);
      toast({ title: t('settings:organization.regenerated'), variant: 'success' });
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setPending(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(org.joinCode ?? '');
      toast({ title: t('settings:organization.copied'), variant: 'success' });
    } catch {
      // Clipboard refused (permissions): the code stays selectable on screen.
    }
  }

  return (
    <Card
      title={t('settings:organization.title', { name: org.name })}
      description={t('settings:organization.description')}
    >
      <div className="space-y-4 text-sm">
        {error ? <Alert>{error}</Alert> : null}
        <div>
          <p className="font-medium">{t('settings:organization.joinCode')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <code
              data-testid="join-code"
              className="rounded bg-surface px-3 py-1.5 font-mono text-lg tracking-widest select-all"
            >
              {org.joinCode}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {t('settings:organization.copy')}
            </Button>
          </div>
          <p className="mt-2 text-muted">{t('settings:organization.joinCodeHint')}</p>
        </div>
        {confirming ? (
          <div className="space-y-3 rounded-md border border-border p-3">
            <p>{t('settings:organization.confirmText')}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" loading={pending} onClick={() => void regenerate()}>
                {t('settings:organization.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('settings:organization.regenerate')}
          </Button>
        )}
      </div>
    </Card>
  );
}

/**
 * Organization settings: for each organization the user owns, or
 * administers as a practice administrator, its join code (the server sends the code only to them)
 * and its idle timeout (decision 0020).
 */
export function OrganizationSettings() {
  const me = useMe();
  const orgs = me.data?.organizations.filter((o) => o.joinCode) ?? [];
  if (!orgs.length) return null;
  return (
    <div id="organization" className="scroll-mt-24 space-y-6">
      {orgs.map((org) => (
        <div key={org.id} className="space-y-6">
          <JoinCodeCard
            org={org}
            onChanged={(joinCode) =>
              updateCached<Me>(queryKeys.me, (data) => ({
                ...data,
                organizations: data.organizations.map((o) => (o.id === org.id ? { ...o, joinCode } : o)),
              }))
            }
          />
          <SessionPolicyCard org={org} />
          <PlanCard org={org} />
          {/* billing: the practice's billing details and branding, and its plan (the active practice's) */}
          {org.kind === 'practice' ? <BillingProfileCard organizationId={org.id} /> : null}
          {org.kind === 'practice' && org.id === me.data?.activeOrganizationId ? <SubscriptionPanel /> : null}
        </div>
      ))}
    </div>
  );
}
