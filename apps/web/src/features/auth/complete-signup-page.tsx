import {
  APPROVAL_ROLES,
  type BillingPeriod,
  BILLING_PERIODS,
  isApprovalRole,
  ORGANIZATION_PLANS,
  type OrganizationPlan,
  readSignupIntent,
} from '@verdant/shared/account';
import { type Role, SELF_SERVICE_ROLES } from '@verdant/shared/roles';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { RequireSession } from '../../components/require-session.tsx';
import { postSignInRoute, safeRedirect, sessionStore, startupRoute, useAuth } from '../../lib/auth/index.ts';
import { AuthCard } from './auth-card.tsx';
import { completeSignup, type OrganizationInput } from './auth-api.ts';
import { authErrorMessage } from './form-error.ts';
import { errorCode, errorFields, hasFieldErrors } from '../../lib/api/errors.ts';
import { SelectField, TextField } from '../../components/form-fields.tsx';

/** Which roles a person may choose here: patient, dietitian, staff, medical, fitness (not admin/lab/insurance). */
export const CHOOSABLE_ROLES: readonly Role[] = SELF_SERVICE_ROLES;

function CompleteSignupForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // What the visitor chose before signing up (audience page, pricing plan) is preselected.
  const [intent] = useState(() => readSignupIntent(params));
  const offeredApprovalRole = isApprovalRole(intent.role) ? intent.role : null;
  const offeredRoles: readonly Role[] = offeredApprovalRole
    ? [offeredApprovalRole, ...CHOOSABLE_ROLES]
    : CHOOSABLE_ROLES;
  const [roles, setRoles] = useState<Role[]>(intent.role ? [intent.role] : []);
  const [orgMode, setOrgMode] = useState<'create' | 'join'>('create');
  const [orgName, setOrgName] = useState('');
  const [plan, setPlan] = useState<OrganizationPlan>(intent.plan ?? 'starter');
  const [billing, setBilling] = useState<BillingPeriod>(intent.billing ?? 'monthly');
  const [joinCode, setJoinCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const rolesErrorId = useId();
  const firstRoleRef = useRef<HTMLInputElement>(null);
  const professional = roles.some((r) => r !== 'patient');
  /** Registering a laboratory or insurer: that role alone, a new organization, reviewed first. */
  const registering = roles.find(isApprovalRole) ?? null;
  const mode = registering ? 'create' : orgMode;

  function toggle(role: Role, on: boolean) {
    setRoles((prev) => {
      if (!on) return prev.filter((r) => r !== role);
      if (isApprovalRole(role)) return [role];
      return [...prev.filter((r) => !isApprovalRole(r)), role];
    });
    if (on) setErrors((e) => ({ ...e, roles: '' }));
  }

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (roles.length === 0) found.roles = 'rolesRequired';
    if (professional && mode === 'create' && !orgName.trim())
      found.organizationName = 'organizationNameRequired';
    if (professional && mode === 'join' && !joinCode.trim()) found.joinCode = 'joinCodeRequired';
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      if (found.roles) firstRoleRef.current?.focus();
      else document.getElementById(found.organizationName ? 'org-name' : 'join-code')?.focus();
      return;
    }
    const organization: OrganizationInput | undefined = !professional
      ? undefined
      : registering
        ? { mode: 'create', name: orgName.trim(), kind: APPROVAL_ROLES[registering] }
        : mode === 'create'
          ? { mode: 'create', name: orgName.trim(), kind: 'practice', plan, billingPeriod: billing }
          : { mode: 'join', joinCode: joinCode.trim() };
    setPending(true);
    try {
      await completeSignup({
        roles,
        organization,
        locale: i18n.resolvedLanguage === 'es' ? 'es' : 'en',
      });
      const session = await sessionStore.reload();
      const current = sessionStore.getSnapshot();
      if (session) {
        navigate(postSignInRoute(session, current.roles, safeRedirect(params.get('redirect'))), {
          replace: true,
        });
      }
    } catch (error) {
      if (hasFieldErrors(error)) {
        // The server names the field by its first path segment; place each message by its key.
        const mapped: Record<string, string> = {};
        let general: string | null = null;
        for (const [field, key] of Object.entries(errorFields(error))) {
          if (key.startsWith('organizationName')) mapped.organizationName = key;
          else if (key.startsWith('joinCode')) mapped.joinCode = key;
          else if (field === 'roles') mapped.roles = key;
          else general = t(`validation:${key}`, { defaultValue: t('errors:VALIDATION_FAILED') });
        }
        setErrors(mapped);
        setFormError(general);
      } else if (errorCode(error) === 'NOT_FOUND' && mode === 'join') {
        setErrors({ joinCode: 'joinCodeInvalid' });
      } else {
        setFormError(authErrorMessage(error, t));
      }
    } finally {
      setPending(false);
    }
  }

  const message = (field: string) =>
    errors[field] ? t(`validation:${errors[field]}`, { defaultValue: t('errors:VALIDATION_FAILED') }) : null;

  /** The organization's name (focused by id when the server refuses it). */
  const orgNameField = (label: string, hint?: string) => (
    <TextField
      id="org-name"
      label={label}
      hint={hint}
      error={message('organizationName') ?? undefined}
      name="organizationName"
      value={orgName}
      autoComplete="organization"
      onChange={setOrgName}
    />
  );

  return (
    <AuthCard title={t('auth:complete.title')} description={t('auth:complete.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset aria-describedby={errors.roles ? rolesErrorId : undefined}>
          <legend className="text-sm font-semibold">{t('auth:complete.rolesLegend')}</legend>
          <p className="mt-1 text-xs text-muted">{t('auth:complete.rolesHint')}</p>
          <div className="mt-3 grid gap-2">
            {offeredRoles.map((role, index) => (
              <div
                key={role}
                className="flex items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <Checkbox
                  id={`${rolesErrorId}-${role}`}
                  ref={index === 0 ? firstRoleRef : undefined}
                  name="roles"
                  value={role}
                  checked={roles.includes(role)}
                  aria-invalid={errors.roles ? true : undefined}
                  aria-describedby={`${rolesErrorId}-${role}-hint`}
                  onChange={(event) => toggle(role, event.target.checked)}
                  className="mt-0.5"
                />
                <div>
                  <label
                    htmlFor={`${rolesErrorId}-${role}`}
                    className="block cursor-pointer text-sm font-medium"
                  >
                    {t(`common:roles.${role}`)}
                  </label>
                  <p id={`${rolesErrorId}-${role}-hint`} className="text-xs text-muted">
                    {t(`auth:complete.roleHints.${role}`)}
                    {isApprovalRole(role) ? ` ${t('auth:complete.approvalHint')}` : null}
                  </p>
                </div>
              </div>
            ))}
          </div>
          {errors.roles ? (
            <p id={rolesErrorId} className="mt-2 text-sm font-medium text-danger">
              {message('roles')}
            </p>
          ) : null}
        </fieldset>

        {registering ? (
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">
              {t(`auth:complete.registerLegend.${APPROVAL_ROLES[registering]}`)}
            </legend>
            {orgNameField(
              t(`auth:complete.registerName.${APPROVAL_ROLES[registering]}`),
              t('auth:complete.registerHint'),
            )}
          </fieldset>
        ) : professional ? (
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">{t('auth:complete.orgLegend')}</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
              {(['create', 'join'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="orgMode"
                    value={mode}
                    checked={orgMode === mode}
                    onChange={() => setOrgMode(mode)}
                    className="accent-[var(--primary)]"
                  />
                  {t(mode === 'create' ? 'auth:complete.createOrg' : 'auth:complete.joinOrg')}
                </label>
              ))}
            </div>
            {orgMode === 'create' ? (
              <>
                {orgNameField(t('auth:complete.orgName'))}
                <div className="grid gap-4 sm:grid-cols-2">
                  <SelectField
                    label={t('auth:complete.plan')}
                    hint={t('auth:complete.planHint')}
                    name="plan"
                    value={plan}
                    onChange={(v) => setPlan(v as OrganizationPlan)}
                    options={ORGANIZATION_PLANS.map((id) => ({ value: id, label: t(`auth:plans.${id}`) }))}
                  />
                  <SelectField
                    label={t('auth:complete.billing')}
                    name="billingPeriod"
                    value={billing}
                    onChange={(v) => setBilling(v as BillingPeriod)}
                    options={BILLING_PERIODS.map((id) => ({ value: id, label: t(`auth:billing.${id}`) }))}
                  />
                </div>
              </>
            ) : (
              <Field
                id="join-code"
                label={t('auth:complete.joinCode')}
                hint={t('auth:complete.joinCodeHint')}
                error={message('joinCode')}
              >
                {(p) => (
                  <Input
                    {...p}
                    name="joinCode"
                    value={joinCode}
                    onChange={(event) => setJoinCode(event.target.value)}
                  />
                )}
              </Field>
            )}
          </fieldset>
        ) : null}

        <Button type="submit" className="w-full" loading={pending}>
          {t('auth:complete.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** /auth/complete-signup: choose what you are and, for professionals, an organization. */
export function CompleteSignupPage() {
  const { session, roles } = useAuth();
  if (session?.user.profileComplete) return <Navigate to={startupRoute(session, roles)} replace />;
  return (
    <RequireSession>
      <CompleteSignupForm />
    </RequireSession>
  );
}
