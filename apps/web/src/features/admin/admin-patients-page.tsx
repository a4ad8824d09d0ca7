import { useTranslation } from 'react-i18next';
import { PatientList } from '../patients/patient-list-page.tsx';
import { AdminSections } from './admin-sections.tsx';

/** `/admin/patients`: the practice's whole patient list, inside the admin dashboard's sections. */
export default function AdminPatientsPage() {
  const { t } = useTranslation('patients');
  return <PatientList title={t('list.title')} detailBase="/patients" header={<AdminSections />} />;
}
