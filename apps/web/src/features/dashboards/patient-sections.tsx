import type React from 'react';

/**
 * The sections of the patient dashboard: each path opens the dashboard on its section (a whole
 * feature, loaded with it), with a section nav to switch; `/patient/dashboard` shows the summary
 * of today. A feature adds its section here.
 */
export const PATIENT_SECTIONS: {
  path: string;
  titleKey: string;
  lazy: () => Promise<React.ComponentType>;
}[] = [
  {
    path: '/patient/fuel',
    titleKey: 'nutrition:fuel.title',
    lazy: () => import('../nutrition/fuel-section.tsx').then((m) => m.FuelSection),
  },
];
