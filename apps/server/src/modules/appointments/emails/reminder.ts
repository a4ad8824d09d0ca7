/** The reminder before an appointment (the practice's lead time, 24 hours by default), sent once. */
import type { Language } from '@verdant/shared';
import { type AppointmentFacts, calendarLine, type MessageText, signature, whereLine } from './facts.ts';

export function reminderEmail(lang: Language, f: AppointmentFacts): MessageText {
  if (lang === 'es') {
    return {
      subject: `Recordatorio: ${f.serviceName} con ${f.otherName}, ${f.when}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        `Te recordamos tu cita con ${f.otherName}.`,
        '',
        `Servicio: ${f.serviceName} (${f.durationMinutes} min)`,
        `Cuándo: ${f.when}`,
        `Dónde: ${whereLine(lang, f)}`,
        '',
        '¿No puedes acudir? Anúlala o cámbiala desde tu calendario en Verdant, o responde a este correo.',
        ...calendarLine(lang, f),
        ...signature(lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Reminder: ${f.serviceName} with ${f.otherName}, ${f.when}`,
    text: [
      `Hello ${f.name},`,
      '',
      `This is a reminder of your appointment with ${f.otherName}.`,
      '',
      `Service: ${f.serviceName} (${f.durationMinutes} min)`,
      `When: ${f.when}`,
      `Where: ${whereLine(lang, f)}`,
      '',
      "Can't make it? Cancel or move it from your calendar in Verdant, or reply to this e-mail.",
      ...calendarLine(lang, f),
      ...signature(lang),
    ].join('\n'),
  };
}
