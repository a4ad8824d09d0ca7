import { PROFESSIONALS, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Patient records and lists (not built yet: every route is pending). */
export const routes: readonly ScreenRoute[] = [
  pending('/medical/patients', 'patients', ['medical'], [{ key: 'patients', for: ['medical'] }]),
  pending('/dietitian/patients', 'patients', ['dietitian'], [{ key: 'patients', for: ['dietitian'] }]),
  pending('/dietitian/patients/:id', 'patient', ['dietitian']),
  pending('/dietitian/patients/:id/edit', 'editPatient', ['dietitian']),
  pending('/dietitian/vitals', 'vitals', ['dietitian']),
  pending('/dietitian/anthropometrics', 'anthropometrics', ['dietitian']),
  pending('/fitness/clients', 'clients', ['fitness'], [{ key: 'patients', for: ['fitness'] }]),
  pending('/lab/patients', 'patients', ['lab'], [{ key: 'patients', for: ['lab'] }]),
  pending('/patients', 'patients', PROFESSIONALS, [{ key: 'patients' }]),
  pending('/patients/:id', 'patient', PROFESSIONALS),
  pending('/patients/:id/edit', 'editPatient', PROFESSIONALS),
  pending('/patients/:id/anthropometrics', 'anthropometrics', PROFESSIONALS),
  pending('/patients/:id/vitals', 'vitals', PROFESSIONALS),
  pending('/add-patient', 'addPatient', PROFESSIONALS),
];
