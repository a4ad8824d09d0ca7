/**
 * To the provider when an appointment is scheduled with them. In the provider's
 * stored language.
 */
import type { Language } from '@verdant/shared';
import type { MessageText } from './facts.ts';

export interface ProviderBookedFacts {
  patientName: string;
  serviceName: string;
  durationMinutes: number;
  when: string;
  location: string;
  patientEmail: string;
  patientPhone: string | null;
  notes: string | null;
  code: string;
}

export function providerBookedEmail(lang: Language, f: ProviderBookedFacts): MessageText {
  if (lang === 'es') {
    return {
      subject: `Nueva cita: ${f.patientName}, ${f.when}`,
      text: [
        `${f.patientName} ha reservado ${f.serviceName} (${f.durationMinutes} min).`,
        '',
        `Cuándo: ${f.when}`,
        `Dónde: ${f.location === 'Online' ? 'En línea' : f.location}`,
        `Correo del paciente: ${f.patientEmail}`,
        ...(f.patientPhone ? [`Teléfono del paciente: ${f.patientPhone}`] : []),
        ...(f.notes ? ['', `Notas del paciente: ${f.notes}`] : []),
        '',
        `Código de confirmación: ${f.code}`,
        'Aparece en las próximas citas de tu panel de Verdant; el archivo .ics adjunto la añade a tu calendario.',
      ].join('\n'),
    };
  }
  return {
    subject: `New booking: ${f.patientName}, ${f.when}`,
    text: [
      `${f.patientName} booked ${f.serviceName} (${f.durationMinutes} min).`,
      '',
      `When: ${f.when}`,
      `Where: ${f.location}`,
      `Patient e-mail: ${f.patientEmail}`,
      ...(f.patientPhone ? [`Patient phone: ${f.patientPhone}`] : []),
      ...(f.notes ? ['', `Notes from the patient: ${f.notes}`] : []),
      '',
      `Confirmation code: ${f.code}`,
      'It is listed under upcoming appointments on your Verdant dashboard; the attached .ics adds it to your calendar.',
    ].join('\n'),
  };
}
