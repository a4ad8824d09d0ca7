import { ROLE_PRIORITY, type Role } from '@verdant/shared/roles';
import { Search, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { sessionStore, useAuth } from '../../lib/auth/index.ts';
import { fullName } from '../../lib/format.ts';
import { notify } from '../../lib/toast/toast-store.ts';
import { type AdminUser, adminApi } from './admin-api.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { updateCachedItem, useApiPages } from '../../lib/api/query.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { LoadMore } from '../../components/load-more.tsx';

function UserRoles({ user, onChange }: { user: AdminUser; onChange(user: AdminUser): void }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const [busy, setBusy] = useState<Role | 'account' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const isSelf = user.id === session?.user.id;

  function failed(error: unknown) {
    notify({
      title: errorMessage(error, t),
      variant: 'error',
    });
  }

  /** Disable (after the confirm dialog) or enable the account. */
  async function setDisabled(disable: boolean) {
    setConfirming(false);
    setBusy('account');
    try {
      const answer = disable ? await adminApi.disable(user.id) : await adminApi.enable(user.id);
      onChange({ ...user, disabled: answer?.disabled ?? disable });
      notify({
        title: t(disable ? 'admin:users.disabledToast' : 'admin:users.enabledToast', { name }),
        variant: 'success',
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function toggle(role: Role, grant: boolean) {
    setBusy(role);
    const before = user;
    onChange({ ...user, roles: grant ? [...user.roles, role] : user.roles.filter((r) => r !== role) });
    try {
      const answer = grant
        ? await adminApi.grantRole(user.id, role)
        : await adminApi.revokeRole(user.id, role);
      if (Array.isArray(answer?.roles)) onChange({ ...user, roles: answer.roles });
      notify({
        title: t(grant ? 'admin:users.granted' : 'admin:users.revoked', {
          role: t(`common:roles.${role}`),
          name,
        }),
        variant: 'success',
      });
      if (user.id === session?.user.id) void sessionStore.reload();
    } catch (error) {
      onChange(before);
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {name}
          {user.disabled ? (
            <span className="ml-2 rounded-full border border-danger/40 bg-danger-bg px-2 py-0.5 text-xs font-medium text-danger">
              {t('admin:users.disabledBadge')}
            </span>
          ) : null}
        </p>
        <p className="text-sm break-all text-muted">{user.email}</p>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('admin:users.rolesOf', { name })}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ROLE_PRIORITY.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={user.roles.includes(role)}
                disabled={busy !== null}
                onChange={(event) => void toggle(role, event.target.checked)}
              />
              {t(`common:roles.${role}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {isSelf ? null : (
        <div className="mt-3">
          <Button
            size="sm"
            variant={user.disabled ? 'secondary' : 'danger'}
            loading={busy === 'account'}
            disabled={busy !== null}
            aria-label={`${t(user.disabled ? 'admin:users.enable' : 'admin:users.disable')}: ${name}`}
            onClick={() => (user.disabled ? void setDisabled(false) : setConfirming(true))}
          >
            {t(user.disabled ? 'admin:users.enable' : 'admin:users.disable')}
          </Button>
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin:users.disableTitle', { name })}
      >
        <div className="space-y-4">
          <p className="text-sm">{t('admin:users.disableBody', { name })}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('admin:users.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void setDisabled(true)}>
              {t('admin:users.disableConfirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </li>
  );
}

/** Search users and grant or revoke roles (admin only). */
export function UsersAndRoles() {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  const list = useApiPages(queryKeys.admin.users.search(submitted), (cursor, signal) =>
    adminApi.users(submitted, cursor, signal),
  );
  const users = list.items;
  const loading = list.loading || list.loadingMore;
  const failure = list.error ?? list.moreError;
  const error = failure ? errorMessage(failure, t) : null;

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSubmitted(query.trim());
  }

  return (
    <Card title={t('admin:users.title')} description={t('admin:users.description')}>
      <search>
        <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
              {t('admin:users.search')}
            </label>
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('admin:users.searchPlaceholder')}
            />
          </div>
          <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" className="size-4" />}>
            {t('admin:users.searchButton')}
          </Button>
        </form>
      </search>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      {users.length ? (
        <ul className="mt-4 space-y-3" aria-label={t('admin:users.listLabel')}>
          {users.map((user) => (
            <UserRoles
              key={user.id}
              user={user}
              onChange={(next) => updateCachedItem(queryKeys.admin.users.all, next)}
            />
          ))}
        </ul>
      ) : !loading && !error ? (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          icon={<Users className="size-8" />}
          title={t('admin:users.emptyTitle')}
          description={submitted ? t('admin:users.emptySearch', { q: submitted }) : undefined}
        />
      ) : null}
      <LoadMore
        list={list}
        label={t('admin:loadMore')}
        showError={false}
        firstPage
        className="mt-4 text-left"
      />
    </Card>
  );
}
