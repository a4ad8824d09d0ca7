import type React from 'react';

/**
 * The sections of the patient dashboard: each path opens the dashboard on its section (a whole
 * feature, loaded with it), with a section nav to switch; `/patient/dashboard` shows the summary
 * of today. A feature adds its section here.
 */
export interface PatientSection {
  path: string;
  titleKey: string;
  lazy: () => Promise<React.ComponentType>;
}

export const PATIENT_SECTIONS: PatientSection[] = [
  {
    path: '/patient/fuel',
    titleKey: 'nutrition:fuel.title',
    lazy: () => import('../nutrition/fuel-section.tsx').then((m) => m.FuelSection),
  },
  {
    path: '/patient/flow',
    titleKey: 'fitness:patient.section',
    lazy: () => import('../fitness/workouts-section.tsx').then((m) => m.WorkoutsSection),
  },
  {
    path: '/patient/bia-analysis',
    titleKey: 'fitness:bia.section',
    lazy: () => import('../fitness/bia-section.tsx').then((m) => m.BiaSection),
  },
  {
    path: '/patient/recharge',
    titleKey: 'wellness:recharge.title',
    lazy: () => import('../wellness/recharge-section.tsx').then((m) => m.RechargeSection),
  },
  {
    path: '/patient/recharge/apnea',
    titleKey: 'wellness:apnea.title',
    lazy: () => import('../wellness/apnea-section.tsx').then((m) => m.ApneaSection),
  },
  {
    path: '/patient/balance',
    titleKey: 'wellness:balance.title',
    lazy: () => import('../wellness/balance-section.tsx').then((m) => m.BalanceSection),
  },
  {
    path: '/patient/mindset',
    titleKey: 'wellness:mindset.title',
    lazy: () => import('../wellness/mindset-section.tsx').then((m) => m.MindsetSection),
  },
  {
    path: '/patient/labs',
    titleKey: 'labs:patient.title',
    lazy: () => import('../labs/patient-labs-section.tsx').then((m) => m.PatientLabsSection),
  },
  {
    path: '/patient/billing',
    titleKey: 'billing:patient.title',
    lazy: () => import('../billing/patient-billing-section.tsx').then((m) => m.PatientBillingSection),
  },
  {
    path: '/patient/messages',
    titleKey: 'messages:title',
    lazy: () => import('../messages/messages-page.tsx').then((m) => m.PatientMessagesSection),
  },
];
