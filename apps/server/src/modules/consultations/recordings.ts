/**
 * Recordings of a consultation.
 *
 * Upload: the patient's explicit consent is required (checked before anything is read or stored; a
 * request without it stores nothing) and recorded on the row (who, when) and as an audit event on the
 * patient. The file is the request body itself, streamed to storage as it arrives (never held whole in
 * memory) with its own size limit (RECORDING_MAX_BYTES); its type is decided by its first bytes.
 * Lifecycle: `processing` while the upload streams → `available` → `archived` (kept, out of the way)
 * → `deleted` (media removed, the row and its history kept).
 *
 * Retention: every recording has a retained-until date (the practice's default number of days from
 * the upload, adjustable per recording). The hourly schedule `consultations.recording-retention`
 * deletes the media of recordings past that date and marks them deleted; several workers may run it
 * at once (rows are claimed with SKIP LOCKED, and the schedule runs once per period anyway).
 *
 * Playback answers HTTP Range requests (206 with Content-Range, Accept-Ranges: bytes); every request
 * is authorized and audited (`consultation.recording.play`) before a byte is sent.
 */
import {
  type ConsultationRecordings,
  type Recording,
  type RecordingUpdateInput,
  type RecordingUploadParams,
  recordingUpdateSchema,
} from '@verdant/shared';
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { consultationRecording, consultationTranscript, job } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { type ByteRange, newStorageKey, type StoredObject } from '../../platform/storage.ts';
import { recordingContentType, SNIFF_BYTES, sniffRecording } from './media.ts';
import { requireMay } from './policy.ts';
import { findVisibleConsultation, peopleById, personOf } from './scope.ts';
import { retentionDays } from './service.ts';

export type RecordingRow = typeof consultationRecording.$inferSelect;

export const TRANSCRIBE_JOB = 'consultations.transcribe';
export const RETENTION_JOB = 'consultations.recording-retention';
/** A `processing` row older than this is an upload that never finished (the process died): discarded. */
const STALE_UPLOAD_HOURS = 24;
const DAY_MS = 86_400_000;

const recordingEvent = (action: string, r: { id: string; patientId: string }) => ({
  action,
  resourceType: 'consultation_recording',
  resourceId: r.id,
  patientId: r.patientId,
});

async function toRecordings(ctx: ServiceContext, rows: readonly RecordingRow[]): Promise<Recording[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [transcripts, jobs, people] = await Promise.all([
    ctx.db
      .select({
        id: consultationTranscript.id,
        recordingId: consultationTranscript.recordingId,
        source: consultationTranscript.source,
        count: sql<number>`jsonb_array_length(${consultationTranscript.segments})::int`,
      })
      .from(consultationTranscript)
      .where(inArray(consultationTranscript.recordingId, ids)),
    ctx.db
      .select({ recordingId: sql<string>`${job.payload}->>'recordingId'` })
      .from(job)
      .where(
        and(
          eq(job.kind, TRANSCRIBE_JOB),
          isNull(job.doneAt),
          lt(job.attempts, job.maxAttempts),
          inArray(sql`${job.payload}->>'recordingId'`, ids),
        ),
      ),
    peopleById(
      ctx,
      rows.flatMap((r) => [r.uploadedByUserId, r.consentByUserId]),
    ),
  ]);
  const transcriptOf = new Map(transcripts.map((t) => [t.recordingId, t]));
  const queued = new Set(jobs.map((j) => j.recordingId));
  return rows.map((r) => {
    const t = transcriptOf.get(r.id);
    return {
      id: r.id,
      consultationId: r.consultationId,
      filename: r.filename,
      contentType: r.contentType,
      container: r.container,
      type: r.type,
      platform: r.platform,
      durationSeconds: r.durationSeconds,
      sizeBytes: r.sizeBytes,
      status: r.status,
      consent: { confirmedAt: r.consentConfirmedAt.toISOString(), by: personOf(people, r.consentByUserId) },
      uploadedBy: personOf(people, r.uploadedByUserId),
      uploadedAt: r.uploadedAt.toISOString(),
      retainedUntil: r.retainedUntil.toISOString(),
      deletedAt: r.deletedAt?.toISOString() ?? null,
      transcript: t ? { id: t.id, source: t.source, segmentCount: Number(t.count) } : null,
      transcribing: queued.has(r.id),
    };
  });
}

export async function listRecordings(
  ctx: ServiceContext,
  consultationId: string,
): Promise<ConsultationRecordings> {
  requireMay(ctx, 'notes');
  const { c, rows } = await readAudited(
    ctx,
    async (tx) => {
      const c = await findVisibleConsultation(tx, consultationId, { category: 'recordings' });
      const rows = await tx.db
        .select()
        .from(consultationRecording)
        .where(eq(consultationRecording.consultationId, c.id))
        .orderBy(asc(consultationRecording.uploadedAt));
      return { c, rows };
    },
    ({ c }) => [
      {
        action: 'consultation.recording.list',
        resourceType: 'consultation',
        resourceId: c.id,
        patientId: c.patientId,
      },
    ],
  );
  return {
    items: await toRecordings(ctx, rows),
    maxBytes: ctx.config.recordingMaxBytes,
    defaultRetentionDays: await retentionDays(ctx, c.organizationId),
    transcription: ctx.config.ai !== undefined,
  };
}

/** The visible consultation's recording (locked for update when asked), or NOT_FOUND. */
export async function findRecording(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
  options: { lock?: boolean } = {},
): Promise<RecordingRow> {
  const c = await findVisibleConsultation(ctx, consultationId, { category: 'recordings' });
  if (!isUuid(recordingId)) throw new AppError('NOT_FOUND');
  const query = ctx.db
    .select()
    .from(consultationRecording)
    .where(and(eq(consultationRecording.id, recordingId), eq(consultationRecording.consultationId, c.id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** `YYYY-MM-DD` as the end of that day (UTC), refused unless in the future. */
function retainedUntilOf(ctx: ServiceContext, day: string): Date {
  const at = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day)
    throw fieldError({ retainedUntil: 'dateInvalid' });
  if (at.getTime() <= ctx.now().getTime()) throw fieldError({ retainedUntil: 'retainedUntilInPast' });
  return at;
}

/** A name safe to store and to put in a Content-Disposition header (control characters, quotes, slashes out). */
function safeFilename(name: string): string {
  const clean = [...name.normalize('NFC')]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || '"\\/'.includes(ch) ? '_' : ch))
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'recording';
}

/** Reads from `reader` until `n` bytes (or the end) are there. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, n: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  const head = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    head.set(c, offset);
    offset += c.byteLength;
  }
  return { head, done };
}

class TooLarge extends Error {}

/** The head already read, then the rest of `reader`, failing past `max` bytes in all. */
function limitedStream(
  head: Uint8Array,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ended: boolean,
  max: number,
) {
  let sent = 0;
  let headSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = headSent
        ? ended
          ? { done: true as const }
          : await reader.read()
        : { done: false, value: head };
      headSent = true;
      if (chunk.done) {
        controller.close();
        return;
      }
      sent += chunk.value!.byteLength;
      if (sent > max) {
        reader.cancel().catch(() => undefined);
        controller.error(new TooLarge());
        return;
      }
      controller.enqueue(chunk.value!);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** Stores an uploaded recording (see the file header for consent, streaming and the lifecycle). */
export async function uploadRecording(
  ctx: ServiceContext,
  consultationId: string,
  query: RecordingUploadParams,
  body: ReadableStream<Uint8Array> | null,
): Promise<Recording> {
  requireMay(ctx, 'notes');
  // consent first: a request without it is refused before anything is read or stored
  if (query.consent !== 'true') throw fieldError({ consent: 'consentRequired' });
  const c = await findVisibleConsultation(ctx, consultationId, { category: 'recordings' });
  const max = ctx.config.recordingMaxBytes;
  if (!body) throw fieldError({ file: 'fileRequired' });
  const reader = body.getReader();
  const { head, done } = await readHead(reader, SNIFF_BYTES);
  if (head.byteLength === 0) throw fieldError({ file: 'fileRequired' });
  const kind = sniffRecording(head);
  if (!kind) {
    await reader.cancel().catch(() => undefined);
    throw new AppError('RECORDING_TYPE_NOT_ALLOWED', undefined, {
      allowed: ['mp4', 'm4a', 'webm', 'mp3', 'wav', 'ogg'],
    });
  }
  const retainedUntil = query.retainedUntil
    ? retainedUntilOf(ctx, query.retainedUntil)
    : new Date(ctx.now().getTime() + (await retentionDays(ctx, c.organizationId)) * DAY_MS);
  const contentType = recordingContentType(kind.container, kind.audioOnly, query.type);
  const key = newStorageKey('recordings', c.organizationId);
  const me = actorUserId(ctx);
  const row = await withTransaction(ctx, async (tx) => {
    const [inserted] = await tx.db
      .insert(consultationRecording)
      .values({
        organizationId: c.organizationId,
        consultationId: c.id,
        patientId: c.patientId,
        storageKey: key,
        filename: safeFilename(query.filename),
        container: kind.container,
        contentType,
        type: query.type,
        platform: query.platform,
        durationSeconds: query.durationSeconds ?? null,
        status: 'processing',
        consentConfirmedAt: tx.now(),
        consentByUserId: me,
        uploadedByUserId: me,
        uploadedAt: tx.now(),
        retainedUntil,
      })
      .returning();
    await audit(tx, recordingEvent('consultation.recording.consent', inserted!));
    return inserted!;
  });
  let size: number;
  try {
    size = await ctx.storage.putStream(key, limitedStream(head, reader, done, max), contentType);
  } catch (err) {
    await ctx.storage.delete(key).catch(() => undefined);
    await withTransaction(ctx, async (tx) => {
      await tx.db.delete(consultationRecording).where(eq(consultationRecording.id, row.id));
      await audit(tx, recordingEvent('consultation.recording.discard', row));
    });
    if (err instanceof TooLarge) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Recordings can be at most ${Math.floor(max / 1048576)} MiB.`, {
        maxBytes: max,
      });
    }
    throw new AppError('BAD_REQUEST', 'The upload was interrupted.');
  }
  return withTransaction(ctx, async (tx) => {
    const [stored] = await tx.db
      .update(consultationRecording)
      .set({ status: 'available', sizeBytes: size })
      .where(eq(consultationRecording.id, row.id))
      .returning();
    await audit(tx, recordingEvent('consultation.recording.upload', row));
    return (await toRecordings(tx, [stored!]))[0]!;
  });
}

/** Changes the retained-until date, or archives / restores a recording. */
export async function updateRecording(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
  input: RecordingUpdateInput,
): Promise<Recording> {
  requireMay(ctx, 'notes');
  const patch = recordingUpdateSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const row = await findRecording(tx, consultationId, recordingId, { lock: true });
    if (row.status === 'deleted' || row.status === 'processing') throw new AppError('RECORDING_UNAVAILABLE');
    const set: Partial<RecordingRow> = {};
    if (patch.retainedUntil) set.retainedUntil = retainedUntilOf(tx, patch.retainedUntil);
    if (patch.status && patch.status !== row.status) {
      set.status = patch.status;
      set.archivedAt = patch.status === 'archived' ? tx.now() : null;
    }
    const [updated] = Object.keys(set).length
      ? await tx.db
          .update(consultationRecording)
          .set(set)
          .where(eq(consultationRecording.id, row.id))
          .returning()
      : [row];
    await audit(tx, recordingEvent('consultation.recording.update', row));
    return (await toRecordings(tx, [updated!]))[0]!;
  });
}

/** Marks the recording deleted and removes its media; the row, its consent and its history stay. */
async function deleteMedia(tx: ServiceContext, rows: readonly RecordingRow[], action: string): Promise<void> {
  for (const row of rows) {
    // the media first: should the commit fail, the next attempt finds the row and deletes again (a no-op)
    if (row.storageKey) await tx.storage.delete(row.storageKey);
    await tx.db
      .update(consultationRecording)
      .set({ status: 'deleted', storageKey: null, deletedAt: tx.now() })
      .where(eq(consultationRecording.id, row.id));
    await audit(tx, recordingEvent(action, row));
  }
}

export async function deleteRecording(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
): Promise<Recording> {
  requireMay(ctx, 'notes');
  return withTransaction(ctx, async (tx) => {
    const row = await findRecording(tx, consultationId, recordingId, { lock: true });
    if (row.status === 'processing') throw new AppError('RECORDING_UNAVAILABLE');
    if (row.status !== 'deleted') await deleteMedia(tx, [row], 'consultation.recording.delete');
    const [after] = await tx.db
      .select()
      .from(consultationRecording)
      .where(eq(consultationRecording.id, row.id));
    return (await toRecordings(tx, [after!]))[0]!;
  });
}

/** The media (or one byte range of it), authorized and audited before a byte is sent. */
export async function openRecordingMedia(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
  range: (size: number) => ByteRange | null | 'unsatisfiable',
): Promise<
  | { row: RecordingRow; object: StoredObject; range: ByteRange | null }
  | { row: RecordingRow; unsatisfiable: true }
> {
  requireMay(ctx, 'notes');
  const row = await readAudited(
    ctx,
    (tx) => findRecording(tx, consultationId, recordingId),
    (r) => [recordingEvent('consultation.recording.play', r)],
  );
  if (!row.storageKey || (row.status !== 'available' && row.status !== 'archived')) {
    throw new AppError('RECORDING_UNAVAILABLE');
  }
  const wanted = range(row.sizeBytes);
  if (wanted === 'unsatisfiable') return { row, unsatisfiable: true };
  const object = await ctx.storage.get(row.storageKey, wanted ?? undefined);
  if (!object)
    throw new AppError('RECORDING_UNAVAILABLE', 'The media of this recording is missing from storage.');
  return { row, object, range: wanted };
}

/**
 * The retention sweep (a system job): deletes the media of recordings past their retained-until date
 * (and of uploads that never finished) and marks them deleted, `batch` at a time, until none is left.
 * Returns how many it deleted.
 */
export async function sweepExpiredRecordings(ctx: ServiceContext, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await withTransaction(ctx, async (tx) => {
      const now = tx.now();
      const rows = await tx.db
        .select()
        .from(consultationRecording)
        .where(
          and(
            ne(consultationRecording.status, 'deleted'),
            or(
              lte(consultationRecording.retainedUntil, now),
              and(
                eq(consultationRecording.status, 'processing'),
                lt(
                  consultationRecording.uploadedAt,
                  new Date(now.getTime() - STALE_UPLOAD_HOURS * 3_600_000),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(consultationRecording.retainedUntil))
        .limit(batch)
        .for('update', { skipLocked: true });
      await deleteMedia(tx, rows, 'consultation.recording.retention_delete');
      return rows.length;
    });
    total += n;
    if (n < batch) return total;
  }
}
