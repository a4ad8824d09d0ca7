/**
 * To each platform administrator, in their language, when a demo request arrives: what was asked,
 * as given (the form's codes, such as `clinic` or `51-200`, are shown as they are), and the link to it.
 */
import { DEMO_FOLLOW_UP_HOURS, type DemoRequestData } from '@verdant/shared';
import type { MailMessage } from '../../../platform/mail.ts';
import type { MailRecipient } from '../../../platform/mail-layout.ts';

const LABELS = {
  en: {
    subject: 'Demo request',
    intro: 'A new demo request arrived.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    jobTitle: 'Job title',
    organization: 'Organization',
    people: 'people',
    website: 'Website',
    professions: 'Professions',
    patientVolume: 'Patient volume',
    interests: 'Interests',
    currentTools: 'Current tools',
    preferred: 'Preferred',
    by: 'by',
    notes: 'Notes',
    followUp: `Promised follow-up: within ${DEMO_FOLLOW_UP_HOURS} hours.`,
    open: 'Open it',
  },
  es: {
    subject: 'Solicitud de demostración',
    intro: 'Ha llegado una nueva solicitud de demostración.',
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
    jobTitle: 'Cargo',
    organization: 'Organización',
    people: 'personas',
    website: 'Web',
    professions: 'Profesiones',
    patientVolume: 'Volumen de pacientes',
    interests: 'Intereses',
    currentTools: 'Herramientas actuales',
    preferred: 'Preferencia',
    by: 'por',
    notes: 'Notas',
    followUp: `Seguimiento prometido: en menos de ${DEMO_FOLLOW_UP_HOURS} horas.`,
    open: 'Abrirla',
  },
} as const;

export function demoRequestNoticeEmail(
  to: MailRecipient,
  d: DemoRequestData,
  id: string,
  baseUrl: string,
): MailMessage {
  const l = LABELS[to.language];
  const o = d.organization;
  const s = d.scheduling;
  const text = [
    l.intro,
    '',
    `${l.name}: ${d.personal.firstName} ${d.personal.lastName}`,
    `${l.email}: ${d.personal.email}`,
    `${l.phone}: ${d.personal.phone ?? '—'}`,
    `${l.jobTitle}: ${d.personal.jobTitle ?? '—'}`,
    '',
    `${l.organization}: ${o.name} (${o.type}, ${o.size} ${l.people}, ${o.country})`,
    `${l.website}: ${o.website ?? '—'}`,
    '',
    `${l.professions}: ${d.usage.professions.join(', ')}`,
    `${l.patientVolume}: ${d.usage.patientVolume}`,
    `${l.interests}: ${d.usage.interests.join(', ')}`,
    `${l.currentTools}: ${d.usage.currentTools ?? '—'}`,
    '',
    `${l.preferred}: ${s.preferredDate}, ${s.preferredTime} (${s.timeZone}), ${l.by} ${s.contactMethod}`,
    `${l.notes}: ${s.notes ?? '—'}`,
    '',
    l.followUp,
    `${l.open}: ${baseUrl}/admin/demo-requests?id=${id}`,
  ].join('\n');
  return {
    kind: 'demo-request-notice',
    to: to.email,
    subject: `${l.subject}: ${o.name} (${d.personal.firstName} ${d.personal.lastName})`,
    text,
  };
}
