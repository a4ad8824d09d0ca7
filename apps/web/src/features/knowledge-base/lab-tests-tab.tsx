import { CITATIONS, type CitationKey } from '@verdant/clinical/citations';
import { LAB_TESTS, type LabTest } from '@verdant/clinical/labs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAnalyteName } from '../labs/lab-ui.tsx';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The lab tests the product knows (packages/clinical, LOINC-coded) with their reference ranges and sources. */
export function LabTestsTab() {
  const { t, i18n } = useTranslation('knowledge');
  const analyte = useAnalyteName();
  const [q, setQ] = useState('');
  const number = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const range = (r: LabTest) =>
    r.low !== null && r.high !== null
      ? `${number(r.low)}–${number(r.high)}`
      : r.low !== null
        ? `≥ ${number(r.low)}`
        : r.high !== null
          ? `≤ ${number(r.high)}`
          : '—';
  const rows = LAB_TESTS.map((r) => ({
    ...r,
    id: `${r.key}-${r.loinc}-${r.sex}`,
    name: analyte(r.loinc, r.test),
  }));
  const wanted = fold(q.trim());
  const shown = wanted
    ? rows.filter((r) => fold(`${r.name} ${r.test} ${r.loinc} ${r.panel}`).includes(wanted))
    : rows;
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: 'test',
      header: t('labs.test'),
      primary: true,
      cell: (r) => <span className="font-medium">{r.name}</span>,
    },
    { key: 'loinc', header: t('labs.loinc'), cell: (r) => r.loinc },
    {
      key: 'range',
      header: t('labs.range'),
      cell: (r) => `${range(r)} ${r.unit}`,
    },
    { key: 'sex', header: t('labs.sex'), cell: (r) => t(`labs.sexes.${r.sex}`) },
    {
      key: 'confidence',
      header: t('labs.confidence'),
      from: 'md',
      cell: (r) => t(`labs.confidences.${r.confidence}`),
    },
    {
      key: 'sources',
      header: t('article.sources'),
      from: 'lg',
      cell: (r) => (
        <span className="text-xs" lang="en">
          {r.sources.map((s) => CITATIONS[s as CitationKey] ?? s).join(' · ')}
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('labs.intro')}</p>
      <search className="max-w-sm">
        <Field label={t('labs.search')}>
          {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} />}
        </Field>
      </search>
      <p className="text-sm text-muted" aria-live="polite">
        {t('labs.count', { count: shown.length })}
      </p>
      <DataTable caption={t('tabs.labs')} columns={columns} rows={shown} rowKey={(r) => r.id} />
    </div>
  );
}
