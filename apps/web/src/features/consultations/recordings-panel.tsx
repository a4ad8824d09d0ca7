import {
  type ConsultationRecordings,
  RECORDING_PLATFORMS,
  RECORDING_TYPES,
  type Recording,
  type RecordingPlatform,
  type RecordingType,
  type Transcript,
} from '@verdant/shared/consultations';
import { Archive, ArchiveRestore, FileAudio, FileText, Mic, Trash2, Upload, Wand2 } from 'lucide-react';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, useApiMutation, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { clock, RecordingStatusBadge, RecordSection, useConsultationFieldText } from './consultation-ui.tsx';
import { consultationsApi } from './consultations-api.ts';

/**
 * The players of a consultation's recordings, so a transcript line or an insight's source can jump
 * to its moment: `seek(recordingId, ms)` scrolls to that player, seeks and plays.
 */
interface Players {
  register(recordingId: string, element: HTMLMediaElement | null): void;
  seek(recordingId: string, ms: number): void;
}
const PlayersContext = createContext<Players>({ register: () => undefined, seek: () => undefined });

export function PlayerProvider({ children }: { children: ReactNode }) {
  const elements = useRef(new Map<string, HTMLMediaElement>());
  const value = useMemo<Players>(
    () => ({
      register: (id, element) => {
        if (element) elements.current.set(id, element);
        else elements.current.delete(id);
      },
      seek: (id, ms) => {
        const element = elements.current.get(id);
        if (!element) return;
        element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        element.currentTime = ms / 1000;
        void element.play().catch(() => undefined);
      },
    }),
    [],
  );
  return <PlayersContext.Provider value={value}>{children}</PlayersContext.Provider>;
}

export const usePlayers = () => useContext(PlayersContext);

const mib = (bytes: number) =>
  `${(bytes / 1048576).toLocaleString(undefined, { maximumFractionDigits: 1 })} MiB`;

/** `m:ss` or minutes as typed ("12:30", "12") to seconds; undefined when empty or unreadable. */
function durationSeconds(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const m = /^(\d{1,3})(?::([0-5]\d))?$/.exec(t);
  if (!m) return undefined;
  return Number(m[1]) * 60 + Number(m[2] ?? 0);
}

function UploadForm({ consultationId, data }: { consultationId: string; data: ConsultationRecordings }) {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<RecordingType>('audio_only');
  const [platform, setPlatform] = useState<RecordingPlatform>('manual_upload');
  const [duration, setDuration] = useState('');
  const [consent, setConsent] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const upload = useApiMutation(
    (f: File) =>
      consultationsApi.uploadRecording(
        consultationId,
        f,
        {
          type,
          platform,
          filename: f.name,
          // the server refuses the upload without the patient's explicit consent
          ...(consent ? { consent: 'true' } : {}),
          durationSeconds: durationSeconds(duration),
        },
        setProgress,
        key.current,
      ),
    {
      invalidates: [queryKeys.consultations.recordings(consultationId)],
      onSuccess: () => {
        toast({ variant: 'success', title: t('recordings.uploaded') });
        setFile(null);
        setConsent(false);
        setDuration('');
        key.current = crypto.randomUUID();
        if (input.current) input.current.value = '';
      },
    },
  );
  const fields = upload.error?.fields ?? {};

  function submit(e: FormEvent) {
    e.preventDefault();
    setFileError(null);
    if (!file) {
      setFileError(t('recordings.chooseFile'));
      return;
    }
    if (file.size > data.maxBytes) {
      setFileError(t('recordings.tooLarge', { size: mib(data.maxBytes) }));
      return;
    }
    setProgress(0);
    void upload.run(file).finally(() => setProgress(null));
  }

  const uploadError = upload.error && !fields.consent ? errorMessage(upload.error, t) : null;
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border border-dashed border-border p-4"
      noValidate
      aria-label={t('recordings.uploadTitle')}
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Upload aria-hidden="true" className="size-4" />
        {t('recordings.uploadTitle')}
      </h3>
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium">
          {t('recordings.file')}
        </label>
        <Input
          ref={input}
          id={fileId}
          type="file"
          accept="audio/*,video/*,.m4a,.mp4,.webm,.mp3,.wav,.ogg"
          className="py-1.5"
          aria-describedby={`${fileId}-hint`}
          aria-invalid={fileError || fields.file ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted">
          {t('recordings.limit', { size: mib(data.maxBytes) })}
        </p>
        {fileError || fields.file ? (
          <p className="text-sm font-medium text-danger">{fileError ?? fieldText(fields.file)}</p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('recordings.type')}
          value={type}
          onChange={(v) => setType(v as RecordingType)}
          options={RECORDING_TYPES.map((x) => ({ value: x, label: t(`recordings.types.${x}`) }))}
        />
        <SelectField
          label={t('recordings.platform')}
          value={platform}
          onChange={(v) => setPlatform(v as RecordingPlatform)}
          options={RECORDING_PLATFORMS.map((x) => ({ value: x, label: t(`recordings.platforms.${x}`) }))}
        />
        <TextField
          label={t('recordings.duration')}
          hint={t('recordings.durationHint')}
          value={duration}
          onChange={setDuration}
          inputMode="numeric"
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <Checkbox
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={fields.consent ? true : undefined}
            className="mt-0.5"
          />
          <span>{t('recordings.consent')}</span>
        </label>
        {fields.consent ? (
          <p className="mt-1 text-sm font-medium text-danger" role="alert">
            {fieldText(fields.consent)}
          </p>
        ) : null}
      </div>
      {uploadError ? <Alert>{uploadError}</Alert> : null}
      {progress !== null ? (
        <div className="space-y-1">
          <progress className="h-2 w-full" value={progress} max={1} aria-label={t('recordings.progress')} />
          <p className="text-xs text-muted">{Math.round(progress * 100)} %</p>
        </div>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        loading={upload.busy}
        icon={<Mic aria-hidden="true" className="size-4" />}
      >
        {t('recordings.upload')}
      </Button>
    </form>
  );
}

function TranscriptView({ consultationId, recording }: { consultationId: string; recording: Recording }) {
  const { t } = useTranslation('consultations');
  const players = usePlayers();
  const [now, setNow] = useState(-1);
  const transcript = useApiQuery(
    recording.transcript
      ? [...queryKeys.consultations.transcript(recording.id), recording.transcript.id]
      : null,
    (signal) => consultationsApi.transcript(consultationId, recording.id, signal),
  );
  // follow the player: the line being spoken is marked
  useEffect(() => {
    const element = document.getElementById(`player-${recording.id}`) as HTMLMediaElement | null;
    if (!element) return;
    const tick = () => setNow(element.currentTime * 1000);
    element.addEventListener('timeupdate', tick);
    return () => element.removeEventListener('timeupdate', tick);
  }, [recording.id]);
  const data: Transcript | null = transcript.data;
  if (!recording.transcript) return null;
  if (!data) return transcript.loading ? <Spinner /> : null;
  const playable = recording.status === 'available' || recording.status === 'archived';
  const current = data.segments.findLast((s) => s.startMs <= now)?.id;
  return (
    <ol
      className="max-h-80 space-y-1 overflow-y-auto rounded-md border border-border p-2"
      aria-label={t('recordings.transcript')}
    >
      {data.segments.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            disabled={!playable}
            onClick={() => players.seek(recording.id, s.startMs)}
            className={cn(
              'flex w-full gap-2 rounded px-2 py-1 text-left text-sm hover:bg-surface disabled:cursor-default',
              current === s.id && 'bg-accent',
            )}
            data-testid="transcript-line"
          >
            <span className="shrink-0 font-mono text-xs tabular-nums text-muted">{clock(s.startMs)}</span>
            <span>
              {s.speaker ? <span className="font-semibold">{s.speaker}: </span> : null}
              {s.text}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

function RecordingCard({
  consultationId,
  recording,
  transcription,
}: {
  consultationId: string;
  recording: Recording;
  transcription: boolean;
}) {
  const { t } = useTranslation('consultations');
  const fieldText = useConsultationFieldText();
  const players = usePlayers();
  const [until, setUntil] = useState(recording.retainedUntil.slice(0, 10));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const transcriptInput = useRef<HTMLInputElement>(null);
  const key = useRef(crypto.randomUUID());
  const keys = [queryKeys.consultations.recordings(consultationId)];
  const update = useApiMutation(
    (patch: { retainedUntil?: string; status?: 'available' | 'archived' }) =>
      consultationsApi.updateRecording(consultationId, recording.id, patch),
    { invalidates: keys, onSuccess: () => toast({ variant: 'success', title: t('recordings.updated') }) },
  );
  const remove = useApiMutation(() => consultationsApi.deleteRecording(consultationId, recording.id), {
    invalidates: keys,
    onSuccess: () => {
      setConfirmDelete(false);
      toast({ variant: 'success', title: t('recordings.deleted') });
    },
  });
  const putTranscript = useApiMutation(
    (file: File) =>
      file
        .text()
        .then((content) =>
          consultationsApi.putTranscript(consultationId, recording.id, { filename: file.name, content }),
        ),
    {
      invalidates: [...keys, queryKeys.consultations.transcript(recording.id)],
      onSuccess: () => toast({ variant: 'success', title: t('recordings.transcriptAdded') }),
    },
  );
  const transcribe = useApiMutation(
    () => consultationsApi.transcribe(consultationId, recording.id, key.current),
    {
      invalidates: keys,
      onSuccess: () => toast({ variant: 'success', title: t('recordings.transcribing') }),
    },
  );
  const register = useCallback(
    (el: HTMLMediaElement | null) => players.register(recording.id, el),
    [players, recording.id],
  );
  const playable = recording.status === 'available' || recording.status === 'archived';
  const audio = recording.contentType.startsWith('audio/');
  const src = consultationsApi.mediaUrl(consultationId, recording.id);
  const transcriptError = putTranscript.error
    ? (fieldText(putTranscript.error.fields.content) ?? errorMessage(putTranscript.error, t))
    : null;

  return (
    <li className="space-y-3 rounded-md border border-border p-3 sm:p-4" data-testid="recording">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-2 break-all font-medium">
            <FileAudio aria-hidden="true" className="size-4 shrink-0" />
            {recording.filename}
          </p>
          <p className="text-xs text-muted">
            {t(`recordings.types.${recording.type}`)} · {t(`recordings.platforms.${recording.platform}`)}
            {recording.durationSeconds !== null ? ` · ${clock(recording.durationSeconds * 1000)}` : ''} ·{' '}
            {mib(recording.sizeBytes)}
          </p>
          <p className="text-xs text-muted">
            {t('recordings.consentBy', {
              name: recording.consent.by?.name ?? '—',
              time: formatDateTime(recording.consent.confirmedAt),
            })}
          </p>
        </div>
        <RecordingStatusBadge status={recording.status} />
      </div>
      {playable ? (
        audio ? (
          // biome-ignore lint/a11y/useMediaCaption: the transcript beside it is the text alternative
          <audio
            id={`player-${recording.id}`}
            ref={register}
            controls
            preload="metadata"
            src={src}
            className="w-full"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the transcript beside it is the text alternative
          <video
            id={`player-${recording.id}`}
            ref={register}
            controls
            preload="metadata"
            src={src}
            className="max-h-80 w-full rounded bg-black"
          />
        )
      ) : (
        <p className="text-sm text-muted">
          {recording.status === 'deleted'
            ? t('recordings.mediaDeleted', {
                time: recording.deletedAt ? formatDateTime(recording.deletedAt) : '',
              })
            : t('recordings.processing')}
        </p>
      )}
      <TranscriptView consultationId={consultationId} recording={recording} />
      {recording.transcribing ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('recordings.transcribing')}
        </p>
      ) : null}
      {playable ? (
        <div className="flex flex-wrap items-end gap-2">
          <input
            ref={transcriptInput}
            type="file"
            accept=".vtt,.srt,.txt,text/vtt,text/plain,application/x-subrip"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('recordings.transcriptFile')}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void putTranscript.run(f);
              e.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={putTranscript.busy}
            icon={<FileText aria-hidden="true" className="size-4" />}
            onClick={() => transcriptInput.current?.click()}
          >
            {recording.transcript ? t('recordings.replaceTranscript') : t('recordings.addTranscript')}
          </Button>
          {transcription ? (
            <Button
              variant="secondary"
              size="sm"
              loading={transcribe.busy}
              disabled={recording.transcribing}
              icon={<Wand2 aria-hidden="true" className="size-4" />}
              onClick={() => void transcribe.run(undefined)}
            >
              {t('recordings.transcribe')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon={
              recording.status === 'archived' ? (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              ) : (
                <Archive aria-hidden="true" className="size-4" />
              )
            }
            onClick={() =>
              void update.run({ status: recording.status === 'archived' ? 'available' : 'archived' })
            }
          >
            {recording.status === 'archived' ? t('recordings.restore') : t('recordings.archive')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('recordings.delete')}
          </Button>
        </div>
      ) : null}
      {transcriptError ? <Alert>{transcriptError}</Alert> : null}
      {transcribe.error ? <Alert>{errorMessage(transcribe.error, t)}</Alert> : null}
      {playable ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void update.run({ retainedUntil: until });
          }}
        >
          <TextField
            label={t('recordings.retainedUntil')}
            type="date"
            value={until}
            onChange={setUntil}
            error={fieldText(update.error?.fields.retainedUntil)}
            hint={t('recordings.retainedHint', { date: formatDate(recording.retainedUntil) })}
          />
          <Button type="submit" variant="secondary" size="sm" loading={update.busy}>
            {t('recordings.keepUntil')}
          </Button>
        </form>
      ) : null}
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('recordings.deleteTitle')}
      >
        <p className="text-sm">{t('recordings.deleteBody')}</p>
        {remove.error ? <Alert className="mt-3">{errorMessage(remove.error, t)}</Alert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={remove.busy} onClick={() => void remove.run(undefined)}>
            {t('recordings.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

export function RecordingsPanel({ consultationId }: { consultationId: string }) {
  const { t } = useTranslation('consultations');
  const list = useApiQuery(queryKeys.consultations.recordings(consultationId), (signal) =>
    consultationsApi.recordings(consultationId, signal),
  );
  const data = list.data;
  // a transcription job finishes in the background: look again while one runs
  const waiting = data?.items.some((r) => r.transcribing);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(
      () => void invalidate(queryKeys.consultations.recordings(consultationId)),
      5000,
    );
    return () => clearInterval(timer);
  }, [waiting, consultationId]);
  return (
    <RecordSection title={t('recordings.title')}>
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {data ? (
        <div className="space-y-4">
          {data.items.length === 0 ? <p className="text-sm text-muted">{t('recordings.none')}</p> : null}
          <ul className="space-y-3">
            {data.items.map((r) => (
              <RecordingCard
                key={r.id}
                consultationId={consultationId}
                recording={r}
                transcription={data.transcription}
              />
            ))}
          </ul>
          <UploadForm consultationId={consultationId} data={data} />
        </div>
      ) : null}
    </RecordSection>
  );
}
