/**
 * An order's report document (the laboratory's PDF, or the outside report a clinician attaches),
 * stored through platform/storage.ts, one per order (a new upload replaces it); and the printable
 * requisition: the order on paper with a Code 128 barcode of its number (bwip-js), for the sample.
 */
import { DOCUMENT_MIME, labOrderNumber, type Language } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { labOrder } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { brandingOf, pdfBranding } from '../integrations/index.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { cleanFilename, sniffDocumentType } from '../patients/index.ts';
import { getOrder, loadOrder, orderEntry, tell } from './service.ts';
import { findOrder, type Side } from './scope.ts';

export async function putDocument(
  ctx: ServiceContext,
  side: Side,
  id: string,
  file: { name: string; bytes: Uint8Array },
) {
  await findOrder(ctx, side, id);
  const max = ctx.config.documentMaxBytes;
  if (file.bytes.byteLength > max) {
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, { maxBytes: max });
  }
  const type = sniffDocumentType(file.bytes);
  if (!type || type === 'heic') {
    throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', undefined, { allowed: ['pdf', 'png', 'jpeg'] });
  }
  return withTransaction(ctx, async (tx) => {
    const { order, patient: p } = await findOrder(tx, side, id, { lock: true });
    const key = newStorageKey('lab-reports', order.organizationId);
    await tx.storage.put(key, file.bytes, DOCUMENT_MIME[type]);
    const [row] = await tx.db
      .update(labOrder)
      .set({
        documentKey: key,
        documentName: cleanFilename(file.name || `${labOrderNumber(order.sequence)}.${type}`, type),
        documentType: DOCUMENT_MIME[type],
        documentSize: file.bytes.byteLength,
        updatedAt: tx.now(),
      })
      .where(eq(labOrder.id, order.id))
      .returning();
    await audit(tx, orderEntry('lab_order.document_upload', order));
    if (side === 'laboratory') await tell(tx, row!, side, 'labOrderStatus', row!.status);
    if (order.documentKey) {
      const old = order.documentKey;
      await tx.storage.delete(old).catch(() => undefined);
    }
    return loadOrder(tx, row!, p);
  });
}

export async function openDocument(ctx: ServiceContext, side: Side, id: string) {
  const { order } = await findOrder(ctx, side, id);
  if (!order.documentKey || !order.documentType) throw new AppError('NOT_FOUND');
  const object = await ctx.storage.get(order.documentKey);
  if (!object) throw new AppError('NOT_FOUND');
  await audit(ctx, orderEntry('lab_order.document_download', order));
  return {
    object,
    contentType: order.documentType,
    filename: order.documentName ?? `${labOrderNumber(order.sequence)}.pdf`,
  };
}

const TEXT = {
  en: {
    title: 'Laboratory requisition',
    number: 'Order number',
    patient: 'Patient',
    born: 'Date of birth',
    sex: 'Sex',
    practice: 'Ordering practice',
    orderedBy: 'Ordered by',
    laboratory: 'Laboratory',
    orderedAt: 'Ordered on',
    priority: 'Priority',
    fasting: 'Fasting',
    notes: 'Clinical notes',
    tests: 'Tests ordered',
    code: 'LOINC code',
    test: 'Test',
    priorities: { routine: 'Routine', urgent: 'Urgent' },
    fastings: { none: 'No fasting needed', fast_8h: 'Fasting 8 hours', fast_12h: 'Fasting 12 hours' },
    sexes: { M: 'Male', F: 'Female' },
    printed: 'Printed',
  },
  es: {
    title: 'Solicitud de laboratorio',
    number: 'Número de orden',
    patient: 'Paciente',
    born: 'Fecha de nacimiento',
    sex: 'Sexo',
    practice: 'Consulta solicitante',
    orderedBy: 'Solicitado por',
    laboratory: 'Laboratorio',
    orderedAt: 'Fecha de la orden',
    priority: 'Prioridad',
    fasting: 'Ayuno',
    notes: 'Notas clínicas',
    tests: 'Pruebas solicitadas',
    code: 'Código LOINC',
    test: 'Prueba',
    priorities: { routine: 'Rutina', urgent: 'Urgente' },
    fastings: { none: 'Sin ayuno', fast_8h: 'Ayuno de 8 horas', fast_12h: 'Ayuno de 12 horas' },
    sexes: { M: 'Hombre', F: 'Mujer' },
    printed: 'Impreso',
  },
} as const;

/** A Code 128 barcode of the text, as a PNG. */
export async function barcodePng(text: string): Promise<Buffer> {
  // loaded on the first requisition, not at start-up: the library holds about 10 MiB
  const { default: bwipjs } = await import('bwip-js');
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
}

export async function requisitionPdf(ctx: ServiceContext, side: Side, id: string, language: Language) {
  const order = await getOrder(ctx, side, id);
  const t = TEXT[language];
  const barcode = await barcodePng(order.number);
  const day = (iso: string) => iso.slice(0, 10);
  const pdf = await renderPdf(
    {
      title: `${t.title} ${order.number}`,
      organizationName: order.practice.name,
      language,
      footerNote: `${t.printed} ${day(ctx.now().toISOString())}`,
      // the ordering practice's brand (ADR 0062)
      branding: pdfBranding(await brandingOf(ctx, order.practice.id)),
    },
    (w) => {
      w.heading(`${t.title} ${order.number}`, 1);
      const y = w.doc.y;
      w.doc.image(barcode, 48, y, { height: 60 });
      w.doc.y = y + 70;
      w.facts([
        [t.number, order.number],
        [t.patient, `${order.patient.firstName} ${order.patient.lastName}`],
        [t.born, order.patient.dateOfBirth ?? '—'],
        [t.sex, order.patient.sex ? t.sexes[order.patient.sex] : '—'],
        [t.practice, order.practice.name],
        [t.orderedBy, order.orderedBy?.name ?? order.orderingClinician ?? '—'],
        [t.laboratory, order.laboratory?.name ?? order.outsideLaboratory ?? '—'],
        [t.orderedAt, day(order.orderedAt)],
        [t.priority, t.priorities[order.priority]],
        [t.fasting, t.fastings[order.fasting]],
      ]);
      w.heading(t.tests, 2);
      w.table(
        [
          { header: t.code, width: 0.25 },
          { header: t.test, width: 0.75 },
        ],
        order.codes.map((c) => [c.code.startsWith('local:') ? '—' : c.code, c.name]),
      );
      if (order.notes) {
        w.heading(t.notes, 2);
        w.paragraph(order.notes);
      }
    },
  );
  return { pdf, filename: `${order.number}.pdf` };
}
