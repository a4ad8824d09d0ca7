/**
 * A recording's transcript: uploaded as the meeting platform's export (WebVTT, SRT or plain text,
 * parsed by ./transcript-format.ts), or, when AI_BASE_URL is configured, produced from the recording
 * by the transcription job (`consultations.transcribe`, queued once per request). One per recording:
 * a new one replaces it. Reads and writes are audited on the patient.
 */
import { type Transcript, transcriptInputSchema } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { consultationRecording, consultationTranscript } from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { ClaimedJob } from '../../platform/jobs.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { transcribe } from './ai.ts';
import { requireMay } from './policy.ts';
import { findRecording, TRANSCRIBE_JOB } from './recordings.ts';
import { peopleById, personOf } from './scope.ts';
import { parseTranscript } from './transcript-format.ts';

type TranscriptRow = typeof consultationTranscript.$inferSelect;

async function toTranscript(ctx: ServiceContext, row: TranscriptRow): Promise<Transcript> {
  const people = await peopleById(ctx, [row.createdByUserId]);
  return {
    id: row.id,
    recordingId: row.recordingId,
    source: row.source,
    filename: row.filename,
    segments: row.segments,
    createdBy: personOf(people, row.createdByUserId),
    createdAt: row.createdAt.toISOString(),
  };
}

const transcriptEvent = (action: string, r: { id: string; patientId: string }) => ({
  action,
  resourceType: 'consultation_transcript',
  resourceId: r.id,
  patientId: r.patientId,
});

export async function getTranscript(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
): Promise<Transcript> {
  requireMay(ctx, 'notes');
  return readAudited(
    ctx,
    async (tx) => {
      const rec = await findRecording(tx, consultationId, recordingId);
      const [row] = await tx.db
        .select()
        .from(consultationTranscript)
        .where(eq(consultationTranscript.recordingId, rec.id));
      if (!row) throw new AppError('NOT_FOUND', 'This recording has no transcript.');
      return { rec, transcript: await toTranscript(tx, row) };
    },
    ({ rec }) => [transcriptEvent('consultation.transcript.read', rec)],
  ).then((r) => r.transcript);
}

/** Stores segments as the recording's transcript, replacing any earlier one. */
async function saveTranscript(
  tx: ServiceContext,
  rec: { id: string; consultationId: string; patientId: string },
  transcript: Pick<TranscriptRow, 'source' | 'filename' | 'segments'>,
): Promise<Transcript> {
  const values = { ...transcript, createdByUserId: actorUserId(tx), createdAt: tx.now() };
  const [row] = await tx.db
    .insert(consultationTranscript)
    .values({ recordingId: rec.id, consultationId: rec.consultationId, ...values })
    .onConflictDoUpdate({ target: consultationTranscript.recordingId, set: values })
    .returning();
  await audit(tx, transcriptEvent('consultation.transcript.save', rec));
  return toTranscript(tx, row!);
}

/** Attaches an uploaded transcript file (WebVTT, SRT or plain text, recognised by content). */
export async function putTranscript(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
  input: { filename?: string | undefined; content: string },
): Promise<Transcript> {
  requireMay(ctx, 'notes');
  const { filename, content } = transcriptInputSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    // the recording first: another practice's id is NOT_FOUND before anything about the file is said
    const rec = await findRecording(tx, consultationId, recordingId, { lock: true });
    const { source, segments } = parseTranscript(content);
    if (segments.length === 0) throw fieldError({ content: 'transcriptEmpty' });
    return saveTranscript(tx, rec, { source, filename: filename ?? null, segments });
  });
}

export async function deleteTranscript(ctx: ServiceContext, consultationId: string, recordingId: string) {
  requireMay(ctx, 'notes');
  await withTransaction(ctx, async (tx) => {
    const rec = await findRecording(tx, consultationId, recordingId, { lock: true });
    const gone = await tx.db
      .delete(consultationTranscript)
      .where(eq(consultationTranscript.recordingId, rec.id))
      .returning({ id: consultationTranscript.id });
    if (gone.length === 0) throw new AppError('NOT_FOUND', 'This recording has no transcript.');
    await audit(tx, transcriptEvent('consultation.transcript.delete', rec));
  });
}

/** Queues the transcription of a recording by the configured AI service (AI_NOT_CONFIGURED without one). */
export async function requestTranscription(
  ctx: ServiceContext,
  consultationId: string,
  recordingId: string,
): Promise<void> {
  requireMay(ctx, 'notes');
  await withTransaction(ctx, async (tx) => {
    const rec = await findRecording(tx, consultationId, recordingId, { lock: true });
    if (!tx.config.ai) throw new AppError('AI_NOT_CONFIGURED');
    if (!rec.storageKey || (rec.status !== 'available' && rec.status !== 'archived')) {
      throw new AppError('RECORDING_UNAVAILABLE');
    }
    await enqueueJob(
      tx.db,
      TRANSCRIBE_JOB,
      { recordingId: rec.id, requestedBy: actorUserId(tx) },
      { maxAttempts: 3 },
    );
    await audit(tx, {
      action: 'consultation.recording.transcribe',
      resourceType: 'consultation_recording',
      resourceId: rec.id,
      patientId: rec.patientId,
    });
  });
}

/** The transcription job: streams the media to the AI service and stores the segments it heard. */
export async function transcribeJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const ai = ctx.config.ai;
  if (!ai) return; // configuration removed since it was queued: nothing to do
  const recordingId = String(job.payload.recordingId ?? '');
  const [rec] = await ctx.db
    .select()
    .from(consultationRecording)
    .where(eq(consultationRecording.id, recordingId));
  if (!rec?.storageKey || rec.status === 'deleted') return;
  const media = await ctx.storage.get(rec.storageKey);
  if (!media) return;
  const heard = await transcribe(ai, {
    stream: media.stream,
    filename: rec.filename,
    contentType: rec.contentType,
  });
  await withTransaction(ctx, (tx) =>
    saveTranscript(tx, rec, {
      source: 'ai',
      filename: null,
      segments: heard.map((s, i) => ({
        id: `s${i + 1}`,
        startMs: s.startMs,
        endMs: s.endMs,
        speaker: null,
        text: s.text,
      })),
    }),
  );
}
