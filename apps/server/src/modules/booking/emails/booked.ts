/**
 * To the patient once the appointment is scheduled (signed in at once, or a hold confirmed): the
 * details, the booking page, the cancel link, and the invitation to Verdant when one was made. In the
 * language the booking (or the confirmation) was made in.
 */
import { INVITATION_TTL_DAYS, type Language } from '@verdant/shared';
import { type BookingFacts, locationEs, type MessageText } from './facts.ts';

export function bookedEmail(
  lang: Language,
  f: BookingFacts & { invitationUrl: string | null; hasAccount: boolean },
): MessageText {
  if (lang === 'es') {
    return {
      subject: `Cita confirmada con ${f.providerName}`,
      text: [
        `Hola, ${f.name}:`,
        '',
        `Tu cita está confirmada.`,
        '',
        `Servicio: ${f.serviceName}`,
        `Profesional: ${f.providerName}`,
        `Cuándo: ${f.when}`,
        `Dónde: ${locationEs(f.location)}`,
        `Código de confirmación: ${f.code}`,
        '',
        `Consulta tu reserva: ${f.bookingUrl}`,
        'El archivo .ics adjunto añade la cita a tu calendario.',
        ...(f.hasAccount ? ['También aparece en tus próximas citas, en tu panel de Verdant.'] : []),
        '',
        `¿No puedes acudir? Anula la cita: ${f.cancelUrl}`,
        ...(f.invitationUrl
          ? [
              '',
              `${f.providerName} te invita a Verdant, donde podrás ver tus citas, planes y resultados. Crea tu cuenta (el enlace caduca en ${INVITATION_TTL_DAYS} días):`,
              f.invitationUrl,
            ]
          : []),
        '',
        'El equipo de Verdant',
      ].join('\n'),
    };
  }
  return {
    subject: `Appointment confirmed with ${f.providerName}`,
    text: [
      `Hello ${f.name},`,
      '',
      'Your appointment is confirmed.',
      '',
      `Service: ${f.serviceName}`,
      `With: ${f.providerName}`,
      `When: ${f.when}`,
      `Where: ${f.location}`,
      `Confirmation code: ${f.code}`,
      '',
      `See your booking: ${f.bookingUrl}`,
      'The attached .ics file adds it to your calendar.',
      ...(f.hasAccount ? ['It is also listed under upcoming appointments on your Verdant dashboard.'] : []),
      '',
      `Can't make it? Cancel the appointment: ${f.cancelUrl}`,
      ...(f.invitationUrl
        ? [
            '',
            `${f.providerName} invites you to Verdant, where you can see your appointments, plans and results. Create your account (the link expires in ${INVITATION_TTL_DAYS} days):`,
            f.invitationUrl,
          ]
        : []),
      '',
      'The Verdant team',
    ].join('\n'),
  };
}
