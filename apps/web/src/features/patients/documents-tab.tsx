import { DOCUMENT_MAX_BYTES, type PatientDocument } from '@verdant/shared/patients';
import { Download, Eye, FileText, ImageDown, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { apiErrorOf, errorMessage } from '../../lib/api/errors.ts';
import { updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { formatBytes } from './import-dialog.tsx';
import { patientsApi } from './patients-api.ts';

type Documents = { items: PatientDocument[]; maxBytes: number };

/** What a HEIC photo's JPEG rendition is called when saved: its name with `.jpg`. */
const jpegName = (filename: string) => `${filename.replace(/\.(heic|heif)$/i, '')}.jpg`;

/**
 * The patient's documents: upload (PDF, PNG, JPEG, HEIC; the server checks the content, not the
 * name), list, view, download and delete. A HEIC photo is viewed through the JPEG rendition the server
 * made of it; the original and the JPEG can both be downloaded. Every view and download is its own
 * authorized request.
 */
export function DocumentsTab({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('patients');
  const key = queryKeys.patients.documents(patientId);
  const docs = useApiQuery(key, (signal) => patientsApi.documents(patientId, signal));
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PatientDocument | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  const maxBytes = docs.data?.maxBytes ?? DOCUMENT_MAX_BYTES;
  const limit = formatBytes(maxBytes, i18n.language);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > maxBytes) {
      setError(t('documents.tooLarge', { limit }));
      if (input.current) input.current.value = '';
      return;
    }
    setUploading(true);
    try {
      const doc = await patientsApi.uploadDocument(patientId, file);
      updateCached<Documents>(key, (d) => ({ ...d, items: [doc, ...d.items] }));
      toast({ variant: 'success', title: t('documents.uploaded') });
    } catch (e) {
      // The server's own message names why (a type it does not accept, a file too large).
      const api = apiErrorOf(e);
      const max = api?.details.maxBytes;
      setError(
        api?.code === 'PAYLOAD_TOO_LARGE' && typeof max === 'number'
          ? t('documents.tooLarge', { limit: formatBytes(max, i18n.language) })
          : errorMessage(e, t),
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await patientsApi.removeDocument(patientId, deleting.id);
      updateCached<Documents>(key, (d) => ({ ...d, items: d.items.filter((x) => x.id !== deleting.id) }));
      toast({ variant: 'success', title: t('documents.deleted') });
      setDeleting(null);
    } catch (e) {
      setError(errorMessage(e, t));
      setDeleting(null);
    } finally {
      setBusyDelete(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-border bg-card p-4">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t('documents.upload')}
        </label>
        <p id={hintId} className="mt-1 text-xs text-muted">
          {t('documents.hint', { limit })}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            aria-describedby={hintId}
            accept=".pdf,.png,.jpg,.jpeg,.heic,.heif,application/pdf,image/png,image/jpeg,image/heic,image/heif"
            onChange={(e) => void upload(e.target.files?.[0])}
            disabled={uploading}
            className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
          />
          {uploading ? (
            <span role="status" className="flex items-center gap-1 text-sm text-muted">
              <Upload aria-hidden="true" className="size-4" /> {t('documents.uploading')}
            </span>
          ) : null}
        </div>
        {error ? <Alert className="mt-3">{error}</Alert> : null}
      </div>
      {docs.error ? <Alert>{errorMessage(docs.error, t)}</Alert> : null}
      {docs.data && docs.data.items.length === 0 ? (
        <EmptyState
          icon={<FileText className="size-8" />}
          title={t('documents.emptyTitle')}
          description={t('documents.emptyBody')}
        />
      ) : null}
      {docs.data && docs.data.items.length > 0 ? (
        <ul
          className="divide-y divide-border rounded-lg border border-border bg-card"
          aria-label={t('documents.listLabel')}
        >
          {docs.data.items.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              data-testid="document-row"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{d.filename}</p>
                <p className="text-xs text-muted">
                  {d.type.toUpperCase()} · {formatBytes(d.size, i18n.language)} ·{' '}
                  {d.display ? `${t('documents.convertedForDisplay')} · ` : ''}
                  {formatDateTime(d.createdAt)}
                  {d.uploadedBy ? ` · ${d.uploadedBy.name}` : ''}
                </p>
              </div>
              <div className="flex gap-1">
                {d.viewable ? (
                  <a
                    href={patientsApi.documentUrl(patientId, d.id, { display: d.display !== null })}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                    aria-label={t('documents.view', { name: d.filename })}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">{t('documents.viewShort')}</span>
                  </a>
                ) : null}
                <a
                  href={patientsApi.documentUrl(patientId, d.id, { download: true })}
                  download={d.filename}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={t('documents.download', { name: d.filename })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('documents.downloadShort')}</span>
                </a>
                {d.display ? (
                  <a
                    href={patientsApi.documentUrl(patientId, d.id, { display: true, download: true })}
                    download={jpegName(d.filename)}
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                    aria-label={t('documents.downloadJpeg', { name: jpegName(d.filename) })}
                  >
                    <ImageDown aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">{t('documents.downloadJpegShort')}</span>
                  </a>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('documents.delete', { name: d.filename })}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => setDeleting(d)}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('documents.confirmTitle', { name: deleting?.filename ?? '' })}
      >
        <div className="space-y-3 text-sm">
          <p>{t('documents.confirmBody')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" onClick={remove} loading={busyDelete}>
              {t('documents.confirmDelete')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
