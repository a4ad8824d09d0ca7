import { LAB_FASTING, LAB_PRIORITIES, type LabFasting, type LabPriority } from '@verdant/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { formFailure } from '../../lib/api/errors.ts';
import { invalidate, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { LabTestPicker } from './test-picker.tsx';
import { labsApi } from './labs-api.ts';

/**
 * `/lab/new-order` (ADR 0037): the laboratory registers an order itself, for a walk-in or from a
 * paper requisition: a patient it already has (its walk-ins, the patients of its orders) or a new
 * one, the tests from the catalogue, the ordering clinician as written, priority and fasting.
 */
export function LabNewOrderPage() {
  const { t } = useTranslation('labs');
  const navigate = useNavigate();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [patientId, setPatientId] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [sex, setSex] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [clinician, setClinician] = useState('');
  const [priority, setPriority] = useState<LabPriority>('routine');
  const [fasting, setFasting] = useState<LabFasting>('none');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const patients = useApiQuery(queryKeys.labs.patients, (signal) => labsApi.patients(signal));
  const fieldText = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).map(([k, code]) => [k, t(`fields.${code}`, { defaultValue: code })]),
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const order = await labsApi.createWalkIn({
        ...(mode === 'existing'
          ? patientId
            ? { patientId }
            : {}
          : {
              newPatient: {
                firstName,
                lastName,
                dateOfBirth,
                sex: sex as 'M' | 'F',
              },
            }),
        codes,
        orderingClinician: clinician,
        priority,
        fasting,
        notes,
      });
      await invalidate(queryKeys.labs.all);
      toast({ variant: 'success', title: t('detail.title', { number: order.number }) });
      navigate(`/lab/orders/${order.id}`);
    } catch (err) {
      const f = formFailure(err, t);
      setErrors(fieldText(f.fields));
      setFailure(f.message);
    } finally {
      setBusy(false);
    }
  }

  const patientOptions = (patients.data?.items ?? []).map((p) => ({
    value: p.id,
    label: `${p.lastName}, ${p.firstName}${p.dateOfBirth ? ` · ${formatDate(`${p.dateOfBirth}T12:00:00Z`)}` : ''} · ${p.practice}`,
  }));

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('walkIn.title')} description={t('walkIn.description')} />
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        {failure ? <Alert>{failure}</Alert> : null}
        <Card title={t('walkIn.patient')}>
          <ChoiceGroup
            legend={t('walkIn.patient')}
            name="patient-mode"
            type="radio"
            options={[
              { value: 'existing', label: t('walkIn.existing') },
              { value: 'new', label: t('walkIn.new') },
            ]}
            selected={[mode]}
            onToggle={(v) => setMode(v as 'existing' | 'new')}
          />
          {mode === 'existing' ? (
            <SelectField
              className="mt-4"
              label={t('walkIn.choosePatient')}
              value={patientId}
              onChange={setPatientId}
              placeholder={t('walkIn.choosePatientPlaceholder')}
              options={patientOptions}
              error={errors.patientId}
              hint={patients.data && patientOptions.length === 0 ? t('walkIn.noPatients') : undefined}
            />
          ) : (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('walkIn.firstName')}
                value={firstName}
                onChange={setFirstName}
                autoComplete="off"
                error={errors['newPatient.firstName']}
              />
              <TextField
                label={t('walkIn.lastName')}
                value={lastName}
                onChange={setLastName}
                autoComplete="off"
                error={errors['newPatient.lastName']}
              />
              <TextField
                label={t('walkIn.dateOfBirth')}
                type="date"
                value={dateOfBirth}
                onChange={setDateOfBirth}
                error={errors['newPatient.dateOfBirth']}
              />
              <SelectField
                label={t('walkIn.sex')}
                value={sex}
                onChange={setSex}
                placeholder={t('walkIn.sexPlaceholder')}
                options={[
                  { value: 'F', label: t('detail.sexes.F') },
                  { value: 'M', label: t('detail.sexes.M') },
                ]}
                error={errors['newPatient.sex']}
              />
            </div>
          )}
        </Card>
        <Card>
          <TextField
            label={t('walkIn.clinician')}
            hint={errors.orderingClinician ? undefined : t('walkIn.clinicianHint')}
            value={clinician}
            onChange={setClinician}
            maxLength={200}
            error={errors.orderingClinician}
          />
        </Card>
        <LabTestPicker codes={codes} onChange={setCodes} error={errors.codes} />
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('form.priority')}
              value={priority}
              onChange={(v) => setPriority(v as LabPriority)}
              options={LAB_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            />
            <SelectField
              label={t('form.fasting')}
              value={fasting}
              onChange={(v) => setFasting(v as LabFasting)}
              options={LAB_FASTING.map((f) => ({ value: f, label: t(`fasting.${f}`) }))}
            />
          </div>
          <TextAreaField
            className="mt-4"
            label={t('form.notes')}
            value={notes}
            onChange={setNotes}
            maxLength={2000}
            error={errors.notes}
          />
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/lab/orders" className={buttonClasses({ variant: 'secondary' })}>
            {t('form.cancel')}
          </Link>
          <Button type="submit" loading={busy}>
            {busy ? t('form.sending') : t('walkIn.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
