/**
 * Sending an invoice: it becomes `sent` (issued) and is e-mailed to the patient with its PDF attached
 * and, when they have an account, a link to their invoices in the patient portal and a notification.
 * The e-mail is in the patient's language when they have an account, else in the language of the
 * practice member sending it. Sending again (a reminder) e-mails the same invoice again.
 */
import { formatMoney, type Invoice, type Language } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { invoice } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { userRecipient } from '../accounts/index.ts';
import { brandingOf } from '../integrations/index.ts';
import { notify } from '../notifications/index.ts';
import { brandedMessage } from '../../platform/mail-layout.ts';
import { invoiceSentEmail } from './emails/invoice-sent.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { profileRow } from './profile.ts';
import { entry, findInvoice, toInvoice } from './service.ts';

/** The invoice's PDF in a language, with the practice's details and (when its plan allows) branding. */
/** The patient with an account hears, in the app, of an invoice issued to them (sent, or issued at the desk). */
export async function notifyInvoiceIssued(
  ctx: ServiceContext,
  view: Invoice,
  p: { id: string; userId: string | null },
): Promise<void> {
  if (!p.userId) return;
  await notify(ctx, {
    userId: p.userId,
    kind: 'invoice.issued',
    titleKey: 'invoiceIssued',
    params: { number: view.number, practice: view.practice.name },
    link: `/patient/billing?invoice=${view.id}`,
    patientId: p.id,
    email: false,
  });
}

export async function invoicePdf(ctx: ServiceContext, view: Invoice, organizationId: string, lang: Language) {
  const profile = await profileRow(ctx, organizationId);
  const brand = await brandingOf(ctx, organizationId);
  return renderInvoicePdf(
    view,
    profile,
    { allowed: !!brand.custom, logo: brand.logo?.bytes ?? null },
    lang,
    ctx.now().toISOString().slice(0, 10),
  );
}

export const pdfName = (view: Invoice) => `${view.number}.pdf`;

export async function sendInvoice(
  ctx: ServiceContext,
  id: string,
  fallbackLanguage: Language,
): Promise<Invoice> {
  return withTransaction(ctx, async (tx) => {
    const { inv, patient: p } = await findInvoice(tx, id, { lock: true });
    if (inv.kind !== 'invoice' || !['draft', 'sent', 'overdue'].includes(inv.status)) {
      throw new AppError('INVOICE_TRANSITION', 'Only a draft, sent or overdue invoice can be sent.', {
        status: inv.status,
        action: 'send',
      });
    }
    if (!p.email) throw fieldError({ email: 'emailRequiredForInvoice' });
    let row = inv;
    if (inv.status === 'draft') {
      [row] = (await tx.db
        .update(invoice)
        .set({ status: 'sent', sentAt: tx.now(), updatedAt: tx.now(), version: inv.version + 1 })
        .where(eq(invoice.id, inv.id))
        .returning()) as [typeof inv];
    }
    const view = await toInvoice(tx, row, p);
    const account = p.userId ? await userRecipient(tx.db, p.userId) : null;
    const sender = actorUserId(tx);
    const lang: Language =
      account?.language ??
      (sender ? (await userRecipient(tx.db, sender))?.language : null) ??
      fallbackLanguage;
    const pdf = await invoicePdf(tx, view, inv.organizationId, lang);
    const link = account ? `${tx.config.baseUrl}/patient/billing?invoice=${inv.id}` : null;
    const due = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${view.dueDate}T00:00:00Z`));
    await tx.mail.enqueue(
      brandedMessage(
        {
          to: p.email,
          kind: 'invoice' as const,
          ...invoiceSentEmail(lang, {
            name: account?.firstName ?? p.firstName,
            practice: view.practice.name,
            number: view.number,
            total: formatMoney(view.balanceMinor, view.currency, lang),
            dueDate: due,
            url: link,
          }),
          attachments: [
            {
              filename: `${view.number}.pdf`,
              contentType: 'application/pdf',
              content: pdf.toString('base64'),
            },
          ],
        },
        await brandingOf(tx, inv.organizationId),
      ),
      tx.db,
    );
    await notifyInvoiceIssued(tx, view, p);
    await audit(tx, entry(inv.status === 'draft' ? 'invoice.send' : 'invoice.resend', inv));
    return view;
  });
}
