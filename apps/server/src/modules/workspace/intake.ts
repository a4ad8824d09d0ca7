/**
 * The front desk's new-patient intake (ADR 0055): one request registers the patient (the patients
 * module's `createPatient`), records the consents they signed (the privacy module's directives), books
 * their first visit (the appointments module's `createAppointment`) and stores their documents (the
 * patients module's `uploadDocument`, through the storage interface), all in one transaction: any
 * invalid part (a field, a consent, a taken time, a file that is not a document) changes nothing.
 * Each owning module applies its own rules and writes its own audit events.
 */
import { INTAKE_MAX_DOCUMENTS, type IntakeResult, intakeInputSchema } from '@verdant/shared';
import { AppError } from '../../platform/errors.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { createAppointment } from '../appointments/index.ts';
import { createPatient, sniffDocumentType, uploadDocument } from '../patients/index.ts';
import { recordSignedConsents } from '../privacy/index.ts';

export interface IntakeFile {
  name: string;
  bytes: Uint8Array;
}

export async function registerPatient(
  ctx: ServiceContext,
  raw: unknown,
  files: readonly IntakeFile[],
): Promise<IntakeResult> {
  const input = intakeInputSchema.parse(raw);
  const org = activeOrganization(ctx, ['practice']);
  // every file is checked before anything is written (the storage is not transactional)
  if (files.length > INTAKE_MAX_DOCUMENTS) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { documents: 'tooManyItems' } });
  }
  const max = ctx.config.documentMaxBytes;
  files.forEach((f, index) => {
    if (f.bytes.byteLength > max) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Documents can be at most ${Math.floor(max / 1048576)} MiB.`, {
        maxBytes: max,
        index,
      });
    }
    if (!sniffDocumentType(f.bytes)) {
      throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED', undefined, {
        allowed: ['pdf', 'png', 'jpeg', 'heic'],
        index,
      });
    }
  });
  return withTransaction(ctx, async (tx) => {
    const patient = await createPatient(tx, { ...input.patient, status: 'active' });
    const consents = await recordSignedConsents(
      tx,
      { id: patient.id, organizationId: org.id },
      input.consents,
    );
    const appointment = input.firstVisit
      ? await createAppointment(tx, { patientId: patient.id, ...input.firstVisit })
      : null;
    const documents = [];
    for (const f of files) documents.push(await uploadDocument(tx, patient.id, f));
    return { patient, consents, documents, appointment };
  });
}
