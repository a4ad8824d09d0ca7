/**
 * The patient dashboard's sections (DECISIONS.md): each of these paths opens the patient dashboard
 * on its section, a whole feature loaded with it.
 */
export interface PatientSection {
  path: string;
  titleKey: string;
  lazy: () => Promise<React.ComponentType>;
}

export const PATIENT_SECTIONS: PatientSection[] = [
  {
    path: '/patient/messages',
    titleKey: 'messages:title',
    lazy: () => import('../messages/messages-page.tsx').then((m) => m.PatientMessagesSection),
  },
];
