import { APPOINTMENT_TYPES, type AppointmentType } from '@verdant/shared/calendar';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';

/** How and where a visit happens, and its notes: one set of fields for making and for changing it. */
export interface Visit {
  type: AppointmentType;
  location: string;
  videoUrl: string;
  notes: string;
}

export const NEW_VISIT: Visit = { type: 'in_person', location: '', videoUrl: '', notes: '' };

/** The API's fields of a visit: the link only for video, the place (or number) otherwise. */
export function visitInput(v: Visit) {
  return {
    type: v.type,
    location: v.type === 'video' ? null : v.location || null,
    videoUrl: v.type === 'video' ? v.videoUrl || null : null,
    notes: v.notes || null,
  };
}

export function VisitFields({ value, onChange }: { value: Visit; onChange(v: Visit): void }) {
  const { t } = useTranslation('calendar');
  const set = (changes: Partial<Visit>) => onChange({ ...value, ...changes });
  return (
    <>
      <SelectField
        label={t('fields.type')}
        value={value.type}
        onChange={(v) => set({ type: v as AppointmentType })}
        options={APPOINTMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      {value.type === 'video' ? (
        <TextField
          label={t('fields.videoUrl')}
          type="url"
          value={value.videoUrl}
          onChange={(videoUrl) => set({ videoUrl })}
          placeholder="https://"
        />
      ) : (
        <TextField
          label={t(value.type === 'phone' ? 'fields.phone' : 'fields.location')}
          value={value.location}
          onChange={(location) => set({ location })}
        />
      )}
      <TextAreaField
        label={t('fields.notes')}
        value={value.notes}
        onChange={(notes) => set({ notes })}
        rows={2}
        maxLength={2000}
      />
    </>
  );
}
