/**
 * To the provider when a scheduled appointment is cancelled from the patient's link. In the
 * provider's stored language.
 */
import type { Language } from '@verdant/shared';
import type { MessageText } from './facts.ts';

export interface ProviderCancelledFacts {
  patientName: string;
  serviceName: string;
  durationMinutes: number;
  when: string;
  code: string;
}

export function providerCancelledEmail(lang: Language, f: ProviderCancelledFacts): MessageText {
  if (lang === 'es') {
    return {
      subject: `Cita anulada: ${f.patientName}, ${f.when}`,
      text: [
        `${f.patientName} ha anulado ${f.serviceName} (${f.durationMinutes} min) desde el enlace de su correo.`,
        '',
        `Cuándo: ${f.when}`,
        `Código de confirmación: ${f.code}`,
        'El horario vuelve a estar libre para reservar.',
      ].join('\n'),
    };
  }
  return {
    subject: `Cancelled: ${f.patientName}, ${f.when}`,
    text: [
      `${f.patientName} cancelled ${f.serviceName} (${f.durationMinutes} min) from the link in their e-mail.`,
      '',
      `When: ${f.when}`,
      `Confirmation code: ${f.code}`,
      'The time is open for booking again.',
    ].join('\n'),
  };
}
