import type { CareTeamMember } from '@verdant/shared/patients';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { patientsApi } from './patients-api.ts';

/** The patient's care team: the professionals of the organization who see the record. */
export function CareTeam({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const key = queryKeys.patients.careTeam(patientId);
  const team = useApiQuery(key, (signal) => patientsApi.careTeam(patientId, signal));
  const candidates = useApiQuery(queryKeys.patients.careTeamCandidates, (signal) =>
    patientsApi.careTeamCandidates(signal),
  );
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const members = team.data?.items ?? [];
  const available = (candidates.data?.items ?? []).filter((c) => !members.some((m) => m.userId === c.userId));

  async function change(run: () => Promise<{ items: CareTeamMember[] }>, marker: string) {
    setBusy(marker);
    setError(null);
    try {
      const next = await run();
      updateCached<{ items: CareTeamMember[] }>(key, () => next);
      setChoice('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  }

  const roles = (m: { roles: readonly string[] }) => m.roles.map((r) => t(`common:roles.${r}`)).join(', ');

  return (
    <section aria-labelledby="care-team" className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id="care-team" className="mb-3 text-base font-semibold">
        {t('careTeam.title')}
      </h2>
      {team.error ? <Alert>{errorMessage(team.error, t)}</Alert> : null}
      {error ? <Alert className="mb-2">{errorMessage(error, t)}</Alert> : null}
      {team.data && members.length === 0 ? <p className="text-sm text-muted">{t('careTeam.empty')}</p> : null}
      <ul className="space-y-2">
        {members.map((m) => (
          <li key={m.userId} className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium">{m.name}</span>
              <span className="block truncate text-xs text-muted">{roles(m)}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('careTeam.remove', { name: m.name })}
              loading={busy === m.userId}
              icon={<UserMinus aria-hidden="true" className="size-4" />}
              onClick={() => change(() => patientsApi.removeFromCareTeam(patientId, m.userId), m.userId)}
            />
          </li>
        ))}
      </ul>
      {available.length ? (
        <div className="mt-3 flex items-end gap-2 border-t border-border pt-3">
          <Field label={t('careTeam.add')} className="min-w-0 flex-1">
            {(p) => (
              <Select {...p} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">{t('careTeam.choose')}</option>
                {available.map((c) => (
                  <option key={c.userId} value={c.userId}>
                    {c.name} ({roles(c)})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            disabled={!choice}
            loading={busy === 'add'}
            icon={<UserPlus aria-hidden="true" className="size-4" />}
            onClick={() => change(() => patientsApi.addToCareTeam(patientId, choice), 'add')}
          >
            {t('careTeam.addButton')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
