import type { OrganizationSummary } from '@verdant/shared/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { api } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { regenerateJoinCode } from '../auth/auth-api.ts';

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
      setError(
        t(err instanceof ApiError ? err.messageKey : 'errors:INTERNAL', {
          defaultValue: t('errors:INTERNAL'),
        }),
      );
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
 * Organization settings (DECISIONS "Organization settings"): for each organization the user owns, or
 * administers as a practice administrator, its join code. The server sends the code only to them.
 */
export function OrganizationSettings() {
  const [orgs, setOrgs] = useState<OrganizationSummary[]>([]);
  useEffect(() => {
    let live = true;
    api<{ organizations: OrganizationSummary[] }>('/api/v1/me')
      .then((me) => live && setOrgs(me.organizations.filter((o) => o.joinCode)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!orgs.length) return null;
  return (
    <div id="organization" className="scroll-mt-24 space-y-6">
      {orgs.map((org) => (
        <JoinCodeCard
          key={org.id}
          org={org}
          onChanged={(joinCode) =>
            setOrgs((all) => all.map((o) => (o.id === org.id ? { ...o, joinCode } : o)))
          }
        />
      ))}
    </div>
  );
}
