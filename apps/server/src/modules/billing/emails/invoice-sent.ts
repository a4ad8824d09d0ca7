/**
 * An invoice sent to the patient, its PDF attached, with a link to their invoices in the patient
 * portal when they have an account. English and Spanish.
 */
import type { Language } from '@verdant/shared';

export interface InvoiceMailFacts {
  name: string;
  practice: string;
  number: string;
  total: string;
  dueDate: string;
  /** The patient portal's invoices, when the patient has an account. */
  url: string | null;
}

export function invoiceSentEmail(lang: Language, f: InvoiceMailFacts): { subject: string; text: string } {
  if (lang === 'es') {
    return {
      subject: `Factura ${f.number} de ${f.practice}`,
      text: [
        f.name ? `Hola, ${f.name}:` : 'Hola:',
        '',
        `${f.practice} te envía la factura ${f.number} por ${f.total}, con vencimiento el ${f.dueDate}.`,
        'La factura va adjunta en PDF.',
        ...(f.url ? ['', `Puedes verla y descargarla en tu portal de Verdant: ${f.url}`] : []),
        '',
        'Si tienes alguna pregunta sobre esta factura, responde a tu centro.',
        '',
        'El equipo de Verdant',
      ].join('\n'),
    };
  }
  return {
    subject: `Invoice ${f.number} from ${f.practice}`,
    text: [
      `Hello ${f.name || 'there'},`,
      '',
      `${f.practice} sent you invoice ${f.number} for ${f.total}, due on ${f.dueDate}.`,
      'The invoice is attached as a PDF.',
      ...(f.url ? ['', `View and download it in your Verdant portal: ${f.url}`] : []),
      '',
      'If you have a question about this invoice, contact your practice.',
      '',
      'The Verdant team',
    ].join('\n'),
  };
}
