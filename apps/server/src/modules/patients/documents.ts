/**
 * Documents of a patient's record. The type is decided by the content's first bytes (magic numbers),
 * never by the file name or the declared content type: a renamed executable is refused with
 * DOCUMENT_TYPE_NOT_ALLOWED. The bytes go through platform/storage.ts; the row and its audit event
 * are written in one transaction after the bytes are stored (a failed transaction deletes them).
 * A HEIC photo also gets a JPEG rendition for display (platform/heic.ts), stored beside the original
 * (`display_key`): the rendition is what the screen shows, and both can be downloaded. A HEIC file
 * that cannot be converted is kept as a download only.
 */
import { DOCUMENT_MIME, type DocumentType, type PatientDocument } from '@verdant/shared';
import { and, desc, eq } from 'drizzle-orm';
import { patientDocument, user } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { heicToJpeg } from '../../platform/heic.ts';
import { newStorageKey, type StoredObject } from '../../platform/storage.ts';
import { findVisiblePatient } from './scope.ts';
import { readPatients } from './service.ts';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The document type of these bytes, or null when they are none of the accepted ones. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // ISO base media file: [size]['ftyp'][major brand]
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heic';
  return null;
}

/** A file name safe to store and to put in a Content-Disposition header. */
export function cleanFilename(name: string, type: DocumentType): string {
  const base = [...name.normalize('NFC')]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? '_' : ch))
    .join('')
    .replace(/["\\/:*?<>|]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  return base || `document.${type === 'jpeg' ? 'jpg' : type}`;
}

type DocRow = typeof patientDocument.$inferSelect & { uploaderName: string | null };

function toDocument(r: DocRow): PatientDocument {
  return {
    id: r.id,
    patientId: r.patientId,
    filename: r.filename,
    type: r.type,
    contentType: DOCUMENT_MIME[r.type],
    size: r.size,
    viewable: r.type !== 'heic' || r.displayKey !== null,
    display:
      r.displayKey && r.displaySize !== null ? { contentType: 'image/jpeg', size: r.displaySize } : null,
    uploadedBy: r.uploadedByUserId ? { id: r.uploadedByUserId, name: r.uploaderName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

const docColumns = {
  id: patientDocument.id,
  organizationId: patientDocument.organizationId,
  patientId: patientDocument.patientId,
  storageKey: patientDocument.storageKey,
  filename: patientDocument.filename,
  type: patientDocument.type,
  size: patientDocument.size,
  displayKey: patientDocument.displayKey,
  displaySize: patientDocument.displaySize,
  uploadedByUserId: patientDocument.uploadedByUserId,
  createdAt: patientDocument.createdAt,
  uploaderName: user.name,
};

export function listDocuments(ctx: ServiceContext, patientId: string): Promise<PatientDocument[]> {
  return readPatients(
    ctx,
    'patient.document.list',
    async (tx) => {
      const p = await findVisiblePatient(tx, patientId, { category: 'documents' });
      const rows = await tx.db
        .select(docColumns)
        .from(patientDocument)
        .leftJoin(user, eq(user.id, patientDocument.uploadedByUserId))
        .where(eq(patientDocument.patientId, p.id))
        .orderBy(desc(patientDocument.createdAt));
      return { id: p.id, items: rows.map(toDocument) };
    },
    (r) => [r.id],
  ).then((r) => r.items);
}

export async function uploadDocument(
  ctx: ServiceContext,
  patientId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<PatientDocument> {
  const max = ctx.config.documentMaxBytes;
  // the record first: another tenant's id is NOT_FOUND before anything about the file is said
  await findVisiblePatient(ctx, patientId, { category: 'documents' });
  if (file.bytes.byteLength > max) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Documents can be at most ${Math.floor(max / 1048576)} MiB.`, {
      maxBytes: max,
    });
  }
  const type = sniffDocumentType(file.bytes);
  if (!type) {
    throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', undefined, { allowed: ['pdf', 'png', 'jpeg', 'heic'] });
  }
  // Converted before the transaction (no lock is held meanwhile); the original is kept either way.
  const display = type === 'heic' ? await displayRendition(ctx, file.bytes) : null;
  return withTransaction(ctx, async (tx) => {
    const p = await findVisiblePatient(tx, patientId, { lock: true, category: 'documents' });
    const key = newStorageKey('documents', p.organizationId);
    const displayKey = display ? newStorageKey('documents', p.organizationId) : null;
    await tx.storage.put(key, file.bytes, DOCUMENT_MIME[type]);
    try {
      if (display && displayKey) await tx.storage.put(displayKey, display, 'image/jpeg');
      const [row] = await tx.db
        .insert(patientDocument)
        .values({
          organizationId: p.organizationId,
          patientId: p.id,
          storageKey: key,
          filename: cleanFilename(file.name, type),
          type,
          size: file.bytes.byteLength,
          displayKey,
          displaySize: display?.byteLength ?? null,
          uploadedByUserId: actorUserId(tx),
        })
        .returning();
      await audit(tx, {
        action: 'patient.document.upload',
        resourceType: 'patient_document',
        resourceId: row!.id,
        patientId: p.id,
      });
      const [named] = await tx.db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, actorUserId(tx) ?? ''));
      return toDocument({ ...row!, uploaderName: named?.name ?? null });
    } catch (err) {
      for (const k of [key, displayKey]) if (k) await tx.storage.delete(k).catch(() => undefined);
      throw err;
    }
  });
}

/** The JPEG to show for a HEIC photo; null (logged) when it cannot be converted. */
async function displayRendition(ctx: ServiceContext, bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    return await heicToJpeg(bytes);
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'HEIC display conversion failed');
    return null;
  }
}

async function findDocument(ctx: ServiceContext, patientId: string, documentId: string) {
  const p = await findVisiblePatient(ctx, patientId, { category: 'documents' });
  if (!isUuid(documentId)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select(docColumns)
    .from(patientDocument)
    .leftJoin(user, eq(user.id, patientDocument.uploadedByUserId))
    .where(and(eq(patientDocument.id, documentId), eq(patientDocument.patientId, p.id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The file (or, with `rendition: 'display'`, a HEIC photo's JPEG rendition), authorized and audited
 * on every request (the audit event commits before the bytes flow).
 */
export async function downloadDocument(
  ctx: ServiceContext,
  patientId: string,
  documentId: string,
  rendition: 'original' | 'display' = 'original',
): Promise<{
  document: PatientDocument;
  object: StoredObject;
  file: { filename: string; contentType: string };
}> {
  const row = await readPatients(
    ctx,
    'patient.document.download',
    (tx) => findDocument(tx, patientId, documentId),
    (r) => [r.patientId],
  );
  const document = toDocument(row);
  const display = rendition === 'display' && row.displayKey;
  const object = await ctx.storage.get(display ? row.displayKey! : row.storageKey);
  if (!object) throw new AppError('NOT_FOUND', 'The file of this document is missing from storage.');
  const file = display
    ? { filename: `${row.filename.replace(/\.(heic|heif)$/i, '')}.jpg`, contentType: 'image/jpeg' }
    : { filename: document.filename, contentType: document.contentType };
  return { document, object, file };
}

export async function deleteDocument(
  ctx: ServiceContext,
  patientId: string,
  documentId: string,
): Promise<void> {
  const keys = await withTransaction(ctx, async (tx) => {
    const row = await findDocument(tx, patientId, documentId);
    await tx.db.delete(patientDocument).where(eq(patientDocument.id, row.id));
    await audit(tx, {
      action: 'patient.document.delete',
      resourceType: 'patient_document',
      resourceId: row.id,
      patientId: row.patientId,
    });
    return [row.storageKey, row.displayKey];
  });
  // after the commit: a rolled-back delete keeps its files
  for (const key of keys) if (key) await ctx.storage.delete(key);
}
