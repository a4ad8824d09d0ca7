import { LAB_PANELS, LAB_SINGLE_TESTS } from '@verdant/clinical/lab-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, TextField } from '../../components/form-fields.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useOrderableName } from './lab-ui.tsx';

/**
 * The tests of an order, as both order forms pick them (the clinician's and the laboratory's walk-in):
 * panels, then single tests filtered by name or LOINC code (the chosen ones always stay listed).
 */
export function LabTestPicker({
  codes,
  onChange,
  error,
}: {
  codes: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('labs');
  const name = useOrderableName();
  const [testFilter, setTestFilter] = useState('');
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...codes, code] : codes.filter((c) => c !== code));
  const f = testFilter.trim().toLowerCase();
  const singles = LAB_SINGLE_TESTS.filter(
    (o) =>
      !f || codes.includes(o.code) || name(o.code, o.name).toLowerCase().includes(f) || o.code.includes(f),
  );
  return (
    <>
      <Card title={t('form.panels')}>
        <ChoiceGroup
          legend={t('form.panels')}
          name="panels"
          type="checkbox"
          options={LAB_PANELS.map((p) => ({ value: p.code, label: name(p.code, p.name) }))}
          selected={codes}
          onToggle={toggle}
          error={error}
        />
      </Card>
      <Card title={t('form.tests')} description={t('form.testsHint', { count: codes.length })}>
        <TextField label={t('form.testsSearch')} value={testFilter} onChange={setTestFilter} type="search" />
        <div className="mt-3">
          <ChoiceGroup
            legend={t('form.tests')}
            name="tests"
            type="checkbox"
            options={singles.map((o) => ({ value: o.code, label: name(o.code, o.name) }))}
            selected={codes}
            onToggle={toggle}
          />
        </div>
      </Card>
    </>
  );
}
