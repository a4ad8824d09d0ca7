import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/input.tsx';

/**
 * One select per column of an uploaded CSV (its header name and first value as the label): which of
 * `columns` it fills, or none. Used by the patient and the appointment imports.
 */
export function ColumnMappingList<C extends string>(props: {
  fileId: string;
  header: readonly string[];
  sample: readonly string[] | undefined;
  mapping: readonly (C | null)[];
  columns: readonly C[];
  columnLabel: (column: C) => string;
  onChange: (index: number, column: C | null) => void;
}) {
  const { t } = useTranslation('dataAdmin');
  const { fileId, header, sample, mapping } = props;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {header.map((name, i) => (
        // A file's columns have no id: their position in the header is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the header of one file never reorders
        <li key={`${i}-${name}`} className="min-w-0 space-y-1">
          <label htmlFor={`${fileId}-col-${i}`} className="block break-words font-medium">
            {name || t('import.unnamed', { n: i + 1 })}
            <span className="ml-1 font-normal text-muted">{sample?.[i] ? `(${sample[i]})` : ''}</span>
          </label>
          <Select
            id={`${fileId}-col-${i}`}
            value={mapping[i] ?? ''}
            onChange={(e) => props.onChange(i, (e.target.value || null) as C | null)}
          >
            <option value="">{t('import.skip')}</option>
            {props.columns.map((c) => (
              <option key={c} value={c}>
                {props.columnLabel(c)}
              </option>
            ))}
          </Select>
        </li>
      ))}
    </ul>
  );
}
