/**
 * An appointment moved or changed (place, video link, kind of visit) by the other side. The attached
 * .ics has the same UID and a higher SEQUENCE, so calendars replace the event.
 */
import type { Language } from '@verdant/shared';
import { type AppointmentFacts, calendarLine, type MessageText, signature, whereLine } from './facts.ts';

export function changedEmail(
  lang: Language,
  f: AppointmentFacts & { previousWhen: string | null; changedBy: string },
): MessageText {
  const moved = f.previousWhen !== null && f.previousWhen !== f.when;
  if (lang === 'es') {
    return {
      subject: moved ? `Cita cambiada de hora: ${f.when}` : `Cita actualizada: ${f.serviceName}, ${f.when}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        moved
          ? `${f.changedBy} ha cambiado la hora de tu cita con ${f.otherName}.`
          : `${f.changedBy} ha actualizado tu cita con ${f.otherName}.`,
        '',
        `Servicio: ${f.serviceName} (${f.durationMinutes} min)`,
        ...(moved ? [`Antes: ${f.previousWhen}`, `Ahora: ${f.when}`] : [`Cuándo: ${f.when}`]),
        `Dónde: ${whereLine(lang, f)}`,
        '',
        'El archivo .ics adjunto actualiza la cita en tu calendario.',
        ...calendarLine(lang, f),
        ...signature(lang),
      ].join('\n'),
    };
  }
  return {
    subject: moved ? `Appointment moved: ${f.when}` : `Appointment updated: ${f.serviceName}, ${f.when}`,
    text: [
      `Hello ${f.name},`,
      '',
      moved
        ? `${f.changedBy} moved your appointment with ${f.otherName}.`
        : `${f.changedBy} updated your appointment with ${f.otherName}.`,
      '',
      `Service: ${f.serviceName} (${f.durationMinutes} min)`,
      ...(moved ? [`Was: ${f.previousWhen}`, `Now: ${f.when}`] : [`When: ${f.when}`]),
      `Where: ${whereLine(lang, f)}`,
      '',
      'The attached .ics file updates it in your calendar.',
      ...calendarLine(lang, f),
      ...signature(lang),
    ].join('\n'),
  };
}
