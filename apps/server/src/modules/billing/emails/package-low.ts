/**
 * The e-mail of a session package's low-credit alert (package-alerts.ts), in the recipient's
 * language: to the client ("your package") or to the trainer ("Chloé's package"). It says how many
 * sessions are left and links into Verdant; nothing of the sessions themselves.
 */
import type { Language } from '@verdant/shared';

export interface PackageLowEmailInput {
  /** The recipient's first name. */
  firstName: string;
  /** `client`: to the client; `trainer`: to the trainer, naming the client. */
  to: 'client' | 'trainer';
  threshold: 'low' | 'empty';
  packageName: string;
  remaining: number;
  /** The client's name (in the trainer's e-mail) or the trainer's (in the client's). */
  who: string;
  /** A link into Verdant, or null when the client has no account. */
  url: string | null;
}

export function packageLowEmail(lang: Language, p: PackageLowEmailInput): { subject: string; text: string } {
  if (lang === 'es') {
    const left =
      p.threshold === 'empty'
        ? 'no le quedan sesiones'
        : p.remaining === 1
          ? 'le queda 1 sesión'
          : `le quedan ${p.remaining} sesiones`;
    const subject =
      p.to === 'client'
        ? p.threshold === 'empty'
          ? `Tu bono «${p.packageName}» se ha agotado`
          : `A tu bono «${p.packageName}» ${left}`
        : p.threshold === 'empty'
          ? `El bono «${p.packageName}» de ${p.who} se ha agotado`
          : `Al bono «${p.packageName}» de ${p.who} ${left}`;
    const advice =
      p.to === 'client'
        ? `Si quieres seguir entrenando con ${p.who}, pídele un bono nuevo.`
        : 'Puedes venderle un bono nuevo desde su ficha, en la pestaña Bonos de sesiones.';
    return {
      subject,
      text: [
        p.firstName ? `Hola, ${p.firstName}:` : 'Hola:',
        '',
        `${subject}.`,
        advice,
        ...(p.url ? [`Ábrelo en Verdant: ${p.url}`] : []),
        '',
        'El equipo de Verdant',
      ].join('\n'),
    };
  }
  const left =
    p.threshold === 'empty'
      ? 'has no sessions left'
      : p.remaining === 1
        ? 'has 1 session left'
        : `has ${p.remaining} sessions left`;
  const subject =
    p.to === 'client'
      ? p.threshold === 'empty'
        ? `Your package "${p.packageName}" is used up`
        : `Your package "${p.packageName}" ${left}`
      : p.threshold === 'empty'
        ? `${p.who}'s package "${p.packageName}" is used up`
        : `${p.who}'s package "${p.packageName}" ${left}`;
  const advice =
    p.to === 'client'
      ? `To keep training with ${p.who}, ask them for a new package.`
      : 'You can sell them a new package from their record, in the Session packages tab.';
  return {
    subject,
    text: [
      `Hello ${p.firstName || 'there'},`,
      '',
      `${subject}.`,
      advice,
      ...(p.url ? [`Open it in Verdant: ${p.url}`] : []),
      '',
      'The Verdant team',
    ].join('\n'),
  };
}
