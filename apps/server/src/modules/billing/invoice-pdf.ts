/**
 * An invoice or credit note as a PDF (platform/pdf.ts: DejaVu Sans, every letter renders), in the
 * reader's language: the practice's name, address, tax id and NPI; on the Professional and Enterprise
 * plans its logo and accent colour; the patient; the lines with their tax; the totals, payments and
 * balance. The same figures as the screens: computed once by the server, formatted by `formatMoney`.
 */
import { formatMoney, type Invoice, type Language } from '@verdant/shared';
import { renderPdf } from '../../platform/pdf.ts';
import type { ProfileRow } from './profile.ts';

const T = {
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    from: 'From',
    to: 'Bill to',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    status: 'Status',
    taxId: 'Tax ID',
    npi: 'NPI',
    description: 'Description',
    date: 'Date',
    qty: 'Qty',
    unit: 'Unit price',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    paid: 'Paid',
    adjusted: 'Insurance adjustment',
    credited: 'Credited',
    balance: 'Balance due',
    refund: 'Credit due to you',
    payments: 'Payments',
    notes: 'Notes',
    credits: 'Credits invoice',
    statuses: { draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled' },
    methods: {
      cash: 'Cash',
      card: 'Card',
      bank_transfer: 'Bank transfer',
      check: 'Check',
      insurance: 'Insurance',
      other: 'Other',
    },
    adjustment: 'Insurance adjustment',
    printed: (d: string) => `Printed ${d}`,
  },
  es: {
    invoice: 'Factura',
    credit_note: 'Nota de crédito',
    from: 'De',
    to: 'Facturar a',
    issueDate: 'Fecha de emisión',
    dueDate: 'Vencimiento',
    status: 'Estado',
    taxId: 'NIF / Tax ID',
    npi: 'NPI',
    description: 'Concepto',
    date: 'Fecha',
    qty: 'Cant.',
    unit: 'Precio unitario',
    tax: 'Impuesto',
    amount: 'Importe',
    subtotal: 'Subtotal',
    total: 'Total',
    paid: 'Pagado',
    adjusted: 'Ajuste del seguro',
    credited: 'Abonado',
    balance: 'Saldo pendiente',
    refund: 'Saldo a tu favor',
    payments: 'Pagos',
    notes: 'Notas',
    credits: 'Abona la factura',
    statuses: {
      draft: 'Borrador',
      sent: 'Enviada',
      paid: 'Pagada',
      overdue: 'Vencida',
      cancelled: 'Anulada',
    },
    methods: {
      cash: 'Efectivo',
      card: 'Tarjeta',
      bank_transfer: 'Transferencia',
      check: 'Cheque',
      insurance: 'Seguro',
      other: 'Otro',
    },
    adjustment: 'Ajuste del seguro',
    printed: (d: string) => `Impreso el ${d}`,
  },
} as const;

const dateText = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );

export async function renderInvoicePdf(
  inv: Invoice,
  profile: ProfileRow,
  branding: { allowed: boolean; logo: Buffer | null },
  lang: Language,
  printedOn: string,
): Promise<Buffer> {
  const t = T[lang];
  const money = (minor: number) => formatMoney(minor, inv.currency, lang);
  const title = `${t[inv.kind]} ${inv.number}`;
  const practiceName = profile.legalName || inv.practice.name;
  return renderPdf(
    {
      title,
      organizationName: inv.practice.name,
      language: lang,
      footerNote: t.printed(dateText(printedOn, lang)),
      branding: branding.allowed ? { accentColor: profile.accentColor, logo: branding.logo } : undefined,
    },
    (w) => {
      w.heading(title, 1);
      const address = [
        profile.addressLine1,
        profile.addressLine2,
        [profile.postalCode, profile.city, profile.region].filter(Boolean).join(' '),
        profile.country,
      ].filter(Boolean);
      w.facts([
        [t.from, [practiceName, ...address].join('\n')],
        ...(profile.taxId ? [[t.taxId, profile.taxId] as const] : []),
        ...(profile.npi ? [[t.npi, profile.npi] as const] : []),
        ...([profile.email, profile.phone].filter(Boolean).length
          ? [['', [profile.email, profile.phone].filter(Boolean).join(' · ')] as const]
          : []),
        [
          t.to,
          [`${inv.patient.firstName} ${inv.patient.lastName}`, inv.patient.email ?? '']
            .filter(Boolean)
            .join('\n'),
        ],
        [t.issueDate, dateText(inv.issueDate, lang)],
        ...(inv.kind === 'invoice' ? [[t.dueDate, dateText(inv.dueDate, lang)] as const] : []),
        [t.status, t.statuses[inv.status]],
        ...(inv.credits ? [[t.credits, inv.credits.number] as const] : []),
      ]);
      w.table(
        [
          { header: t.description, width: 0.36 },
          { header: t.date, width: 0.14 },
          { header: t.qty, width: 0.08, align: 'right' },
          { header: t.unit, width: 0.15, align: 'right' },
          { header: t.tax, width: 0.11, align: 'right' },
          { header: t.amount, width: 0.16, align: 'right' },
        ],
        inv.lines.map((l) => [
          l.description,
          l.serviceDate ? dateText(l.serviceDate, lang) : '',
          String(l.quantity),
          money(l.unitPriceMinor),
          l.taxRateBasisPoints
            ? `${(l.taxRateBasisPoints / 100).toLocaleString(lang === 'es' ? 'es-ES' : 'en-US')} %`
            : '—',
          money(l.netMinor),
        ]),
      );
      const owed = inv.balanceMinor;
      const totals: [string, string][] = [
        [t.subtotal, money(inv.subtotalMinor)],
        [t.tax, money(inv.taxMinor)],
        [t.total, money(inv.totalMinor)],
      ];
      if (inv.kind === 'invoice') {
        if (inv.amountPaidMinor) totals.push([t.paid, `− ${money(inv.amountPaidMinor)}`]);
        if (inv.adjustedMinor) totals.push([t.adjusted, `− ${money(inv.adjustedMinor)}`]);
        if (inv.creditedMinor) totals.push([t.credited, `− ${money(inv.creditedMinor)}`]);
        if (inv.status !== 'cancelled') totals.push([owed < 0 ? t.refund : t.balance, money(Math.abs(owed))]);
      }
      w.table(
        [
          { header: '', width: 0.7 },
          { header: '', width: 0.3, align: 'right' },
        ],
        totals,
        { boldLast: true },
      );
      if (inv.payments.length) {
        w.heading(t.payments, 3);
        w.table(
          [
            { header: t.date, width: 0.25 },
            { header: '', width: 0.5 },
            { header: t.amount, width: 0.25, align: 'right' },
          ],
          inv.payments.map((p) => [
            dateText(p.paidOn, lang),
            [p.kind === 'adjustment' ? t.adjustment : p.method ? t.methods[p.method] : '', p.reference]
              .filter(Boolean)
              .join(' · '),
            money(p.amountMinor),
          ]),
        );
      }
      const notes = [inv.notes, profile.invoiceNote].filter(Boolean).join('\n\n');
      if (notes) {
        w.heading(t.notes, 3);
        w.paragraph(notes, { muted: true });
      }
    },
  );
}
