/**
 * An appointment made in the calendar (by the practice for the patient, or by the patient with their
 * care team), to whoever did not make it, and to the patient in any case: the .ics adds it to their
 * calendar.
 */
import type { Language } from '@verdant/shared';
import { type AppointmentFacts, calendarLine, type MessageText, signature, whereLine } from './facts.ts';

export function bookedEmail(lang: Language, f: AppointmentFacts): MessageText {
  if (lang === 'es') {
    return {
      subject: `Nueva cita: ${f.serviceName}, ${f.when}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        `Tienes una cita nueva con ${f.otherName}.`,
        '',
        `Servicio: ${f.serviceName} (${f.durationMinutes} min)`,
        `Cuándo: ${f.when}`,
        `Dónde: ${whereLine(lang, f)}`,
        '',
        'El archivo .ics adjunto la añade a tu calendario.',
        ...calendarLine(lang, f),
        ...signature(lang),
      ].join('\n'),
    };
  }
  return {
    subject: `New appointment: ${f.serviceName}, ${f.when}`,
    text: [
      `Hello ${f.name},`,
      '',
      `You have a new appointment with ${f.otherName}.`,
      '',
      `Service: ${f.serviceName} (${f.durationMinutes} min)`,
      `When: ${f.when}`,
      `Where: ${whereLine(lang, f)}`,
      '',
      'The attached .ics file adds it to your calendar.',
      ...calendarLine(lang, f),
      ...signature(lang),
    ].join('\n'),
  };
}
