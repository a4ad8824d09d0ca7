/**
 * To whoever booked signed out: the slot is held for BOOKING_HOLD_MINUTES; confirm or cancel with the
 * links. In the language the booking was made in.
 */
import { BOOKING_HOLD_MINUTES, type Language } from '@verdant/shared';
import { type BookingFacts, locationEs, type MessageText } from './facts.ts';

/** The hold: confirm within BOOKING_HOLD_MINUTES, or cancel. */
export function holdEmail(lang: Language, f: BookingFacts): MessageText {
  if (lang === 'es') {
    return {
      subject: `Confirma tu cita con ${f.providerName}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        `Hemos reservado este horario para ti durante ${BOOKING_HOLD_MINUTES} minutos. Confirma la cita desde este enlace:`,
        f.confirmUrl,
        '',
        `Servicio: ${f.serviceName}`,
        `Profesional: ${f.providerName}`,
        `Cuándo: ${f.when}`,
        `Dónde: ${locationEs(f.location)}`,
        `Código de reserva: ${f.code}`,
        '',
        `Si no la confirmas en ${BOOKING_HOLD_MINUTES} minutos, el horario vuelve a quedar libre. Para anularla ya:`,
        f.cancelUrl,
        '',
        'Si no has pedido esta cita, ignora este correo: no se guardará nada.',
        '',
        'El equipo de Verdant',
      ].join('\n'),
    };
  }
  return {
    subject: `Confirm your appointment with ${f.providerName}`,
    text: [
      `Hello ${f.name},`,
      '',
      `We are holding this time for you for ${BOOKING_HOLD_MINUTES} minutes. Confirm the appointment with this link:`,
      f.confirmUrl,
      '',
      `Service: ${f.serviceName}`,
      `With: ${f.providerName}`,
      `When: ${f.when}`,
      `Where: ${f.location}`,
      `Booking code: ${f.code}`,
      '',
      `If it is not confirmed within ${BOOKING_HOLD_MINUTES} minutes, the time is released. To cancel it now:`,
      f.cancelUrl,
      '',
      'If you did not ask for this appointment, ignore this e-mail: nothing will be kept.',
      '',
      'The Verdant team',
    ].join('\n'),
  };
}
