/**
 * The e-mail of a notification its recipient wants by e-mail (a kind whose sender passes no message
 * of its own): what happened and a link into Verdant, never the content (a message's text, a result)
 * itself. One text per title key, in English and Spanish; an unknown key says only that there is
 * something new.
 */
import type { Language, NotificationParams } from '@verdant/shared';

export interface NotificationEmailText {
  subject: string;
  text: string;
}

type Line = (p: NotificationParams) => string;
const TITLES: Record<string, { en: Line; es: Line }> = {
  messageNew: {
    en: (p) => `New message from ${p.sender}`,
    es: (p) => `Nuevo mensaje de ${p.sender}`,
  },
  invoiceIssued: {
    en: (p) => `New invoice ${p.number} from ${p.practice}`,
    es: (p) => `Nueva factura ${p.number} de ${p.practice}`,
  },
  invoiceOverdue: {
    en: (p) => `Invoice ${p.number} from ${p.practice} is overdue`,
    es: (p) => `La factura ${p.number} de ${p.practice} está vencida`,
  },
  claimUpdated: {
    en: (p) => `Insurance claim ${p.claim} updated`,
    es: (p) => `Reclamación al seguro ${p.claim} actualizada`,
  },
  labOrderNew: {
    en: (p) => `New lab order ${p.number}`,
    es: (p) => `Nueva orden de laboratorio ${p.number}`,
  },
  labOrderStatus: {
    en: (p) => `Lab order ${p.number} updated`,
    es: (p) => `Orden de laboratorio ${p.number} actualizada`,
  },
  labResultCritical: {
    en: (p) => `Critical lab result on order ${p.number}`,
    es: (p) => `Resultado crítico en la orden de laboratorio ${p.number}`,
  },
  labResultReady: {
    en: () => 'Your lab results are ready',
    es: () => 'Tus resultados de laboratorio están listos',
  },
  // a questionnaire needing the care team's attention: never the patient or the answers
  wellnessAlert: {
    en: () => `A patient's questionnaire needs your attention`,
    es: () => `El cuestionario de un paciente requiere tu atención`,
  },
  dietPlanShared: {
    en: (p) => `${p.professional} shared a diet plan with you`,
    es: (p) => `${p.professional} ha compartido contigo un plan de alimentación`,
  },
  // referrals (modules/referrals): who acted, never the patient or the reason
  referralSent: { en: (p) => `New referral from ${p.who}`, es: (p) => `Nueva derivación de ${p.who}` },
  referralAccepted: {
    en: (p) => `${p.who} accepted your referral`,
    es: (p) => `${p.who} ha aceptado tu derivación`,
  },
  referralDeclined: {
    en: (p) => `${p.who} declined your referral`,
    es: (p) => `${p.who} ha rechazado tu derivación`,
  },
  referralInfoRequested: {
    en: (p) => `${p.who} asks for more about a referral`,
    es: (p) => `${p.who} pide más información sobre una derivación`,
  },
  referralInfoProvided: {
    en: (p) => `${p.who} answered about a referral`,
    es: (p) => `${p.who} ha respondido sobre una derivación`,
  },
  referralScheduled: {
    en: (p) => `${p.who} booked the visit of your referral`,
    es: (p) => `${p.who} ha reservado la cita de tu derivación`,
  },
  referralCompleted: {
    en: (p) => `${p.who} sent the closing report of your referral`,
    es: (p) => `${p.who} ha enviado el informe de cierre de tu derivación`,
  },
  referralCancelled: {
    en: (p) => `${p.who} cancelled a referral`,
    es: (p) => `${p.who} ha cancelado una derivación`,
  },
  invitationAccepted: {
    en: (p) => `${p.patient} joined Verdant`,
    es: (p) => `${p.patient} se ha unido a Verdant`,
  },
  // the privacy centre (modules/privacy)
  privacyRemovalRequested: {
    en: (p) => `${p.patient} asked to take ${p.professional} off their care team`,
    es: (p) => `${p.patient} ha pedido quitar a ${p.professional} de su equipo de atención`,
  },
  emergencyAccessOpened: {
    en: (p) => `${p.professional} opened ${p.patient}'s record in an emergency`,
    es: (p) => `${p.professional} ha abierto el historial de ${p.patient} en una emergencia`,
  },
  privacyErasureRequested: {
    en: (p) => `${p.patient} asked to erase their data`,
    es: (p) => `${p.patient} ha pedido borrar sus datos`,
  },
  privacyRestrictionRequested: {
    en: (p) => `${p.patient} asked to restrict the processing of their data`,
    es: (p) => `${p.patient} ha pedido limitar el tratamiento de sus datos`,
  },
  privacyRequestResolved: {
    en: () => 'Your practice answered your privacy request',
    es: () => 'Tu consulta ha respondido a tu solicitud de privacidad',
  },
  accessRequested: {
    en: (p) => `${p.organization} asks for access to your data`,
    es: (p) => `${p.organization} pide acceso a tus datos`,
  },
  accessApproved: {
    en: (p) => `Access approved by ${p.email}`,
    es: (p) => `${p.email} ha aprobado el acceso`,
  },
  accessDenied: {
    en: (p) => `Access denied by ${p.email}`,
    es: (p) => `${p.email} ha denegado el acceso`,
  },
  reportReady: {
    en: () => 'Your report is ready to download',
    es: () => 'Tu informe está listo para descargar',
  },
  reportFailed: {
    en: () => 'Your report could not be built',
    es: () => 'No se ha podido generar tu informe',
  },
  accessExpired: {
    en: (p) => `Your access request to ${p.email} expired`,
    es: (p) => `Tu solicitud de acceso a ${p.email} ha caducado`,
  },
};

export function notificationEmail(
  lang: Language,
  n: { titleKey: string; params: NotificationParams; url: string; firstName: string },
): NotificationEmailText {
  const title = TITLES[n.titleKey]?.[lang](n.params);
  if (lang === 'es') {
    const subject = title ?? 'Tienes novedades en Verdant';
    return {
      subject,
      text: [
        n.firstName ? `Hola, ${n.firstName}:` : 'Hola:',
        '',
        `${subject}.`,
        `Ábrelo en Verdant: ${n.url}`,
        '',
        'Puedes elegir qué avisos te llegan por correo en Verdant, en Notificaciones.',
        '',
        'El equipo de Verdant',
      ].join('\n'),
    };
  }
  const subject = title ?? 'Something new for you in Verdant';
  return {
    subject,
    text: [
      `Hello ${n.firstName || 'there'},`,
      '',
      `${subject}.`,
      `Open it in Verdant: ${n.url}`,
      '',
      'Choose which notifications also come by e-mail in Verdant, under Notifications.',
      '',
      'The Verdant team',
    ].join('\n'),
  };
}
