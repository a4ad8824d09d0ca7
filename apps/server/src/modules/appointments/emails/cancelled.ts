/** An appointment cancelled by the other side; the attached .ics (METHOD:CANCEL) removes it from calendars. */
import type { Language } from '@verdant/shared';
import { type AppointmentFacts, calendarLine, type MessageText, signature } from './facts.ts';

export function cancelledEmail(
  lang: Language,
  f: AppointmentFacts & { cancelledBy: string; reason: string | null },
): MessageText {
  if (lang === 'es') {
    return {
      subject: `Cita anulada: ${f.serviceName}, ${f.when}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        `${f.cancelledBy} ha anulado la cita con ${f.otherName}.`,
        '',
        `Servicio: ${f.serviceName} (${f.durationMinutes} min)`,
        `Cuándo era: ${f.when}`,
        ...(f.reason ? [`Motivo: ${f.reason}`] : []),
        '',
        'El archivo .ics adjunto la quita de tu calendario.',
        ...calendarLine(lang, f),
        ...signature(lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Appointment cancelled: ${f.serviceName}, ${f.when}`,
    text: [
      `Hello ${f.name},`,
      '',
      `${f.cancelledBy} cancelled the appointment with ${f.otherName}.`,
      '',
      `Service: ${f.serviceName} (${f.durationMinutes} min)`,
      `It was: ${f.when}`,
      ...(f.reason ? [`Reason: ${f.reason}`] : []),
      '',
      'The attached .ics file removes it from your calendar.',
      ...calendarLine(lang, f),
      ...signature(lang),
    ].join('\n'),
  };
}
