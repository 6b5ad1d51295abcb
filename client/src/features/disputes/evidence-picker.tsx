import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { AlertCircle, CheckCircle2, FileText, Loader2, Paperclip, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { UploadError, serverMessage, uploadFile } from '../../lib/api';
import { t as translate } from '../../i18n';
import { DISPUTE_LIMITS, EVIDENCE_MAX_BYTES, EVIDENCE_TYPES } from './limits';

/** One chosen file: uploading, uploaded (with its object id) or failed (with why). */
export interface EvidenceFile {
  key: string;
  file: File;
  /** A local preview of a photo (revoked when the file is removed). */
  preview: string | null;
  status: 'uploading' | 'done' | 'failed';
  objectId?: string;
  error?: string;
}

const accepted = new Set<string>(EVIDENCE_TYPES);
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function uploadProblem(failure: unknown): string {
  if (failure instanceof UploadError) return failure.reason ?? translate('disputes:evidence.uploadFailed');
  return serverMessage(failure) ?? translate('disputes:evidence.uploadFailed');
}

let counter = 0;

/**
 * Up to five photos or PDFs for a dispute: each is uploaded as soon as it is chosen (purpose
 * `dispute-evidence`), with its state shown and announced; failed ones can be tried again or removed.
 */
export function EvidencePicker({ files, onChange, disabled }: { files: EvidenceFile[]; onChange: (update: (files: EvidenceFile[]) => EvidenceFile[]) => void; disabled?: boolean }) {
  const inputId = useId();
  const { t } = useTranslation('disputes');
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  // Previews live as long as the picker.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<EvidenceFile>) => onChange((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (item: EvidenceFile) => {
    update(item.key, { status: 'uploading', error: undefined });
    uploadFile(item.file, 'dispute-evidence').then(
      (stored) => update(item.key, { status: 'done', objectId: stored.objectId }),
      (failure: unknown) => update(item.key, { status: 'failed', error: uploadProblem(failure) }),
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const wrongType = chosen.filter((file) => !accepted.has(file.type));
    const tooLarge = chosen.filter((file) => accepted.has(file.type) && file.size > EVIDENCE_MAX_BYTES);
    const fitting = chosen.filter((file) => accepted.has(file.type) && file.size <= EVIDENCE_MAX_BYTES);
    const room = DISPUTE_LIMITS.evidenceMax - files.length;
    const added = fitting.slice(0, Math.max(0, room));
    const problems = [
      wrongType.length > 0 && t('evidence.wrongType', { names: wrongType.map((file) => file.name).join(', ') }),
      tooLarge.length > 0 && t('evidence.tooLarge', { names: tooLarge.map((file) => file.name).join(', ') }),
      fitting.length > added.length && t('evidence.tooMany', { max: DISPUTE_LIMITS.evidenceMax }),
    ].filter(Boolean);
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    const items = added.map((file): EvidenceFile => {
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      return { key: `evidence-${++counter}`, file, preview, status: 'uploading' };
    });
    onChange((list) => [...list, ...items]);
    items.forEach(upload);
  };

  const remove = (item: EvidenceFile) => {
    if (item.preview) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    onChange((list) => list.filter((each) => each.key !== item.key));
    setProblem(null);
    input.current?.focus();
  };

  const uploading = files.filter((item) => item.status === 'uploading').length;
  const full = files.length >= DISPUTE_LIMITS.evidenceMax;
  return (
    <fieldset className="space-y-2" aria-describedby={`${hintId}${problem ? ` ${problemId}` : ''}`}>
      <legend className="text-sm font-semibold text-ink">
        {t('evidence.legend')} <span className="font-normal text-muted">{t('evidence.optional')}</span>
      </legend>
      <p id={hintId} className="text-sm text-muted">{t('evidence.hint', { max: DISPUTE_LIMITS.evidenceMax })}</p>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={EVIDENCE_TYPES.join(',')}
          className="peer sr-only"
          onChange={choose}
          disabled={disabled || full}
        />
        <label
          htmlFor={inputId}
          className={
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 ' +
            'peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ' +
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60'
          }
        >
          <Paperclip aria-hidden="true" className="h-4 w-4" /> {full ? t('evidence.full', { max: DISPUTE_LIMITS.evidenceMax }) : t('evidence.attach')}
        </label>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className="space-y-2" aria-label={t('evidence.attached')}>
          {files.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
              {item.preview ? (
                <img src={item.preview} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />
              ) : (
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded bg-slate-100">
                  <FileText aria-hidden="true" className="h-6 w-6 text-muted" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{item.file.name}</p>
                <p className="flex items-center gap-1 text-xs text-muted">
                  {item.status === 'uploading' && (
                    <>
                      <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" /> {t('evidence.uploadingSize', { size: sizeOf(item.file.size) })}
                    </>
                  )}
                  {item.status === 'done' && (
                    <>
                      <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5 text-green-700" /> {t('evidence.uploadedSize', { size: sizeOf(item.file.size) })}
                    </>
                  )}
                  {item.status === 'failed' && (
                    <span className="flex items-start gap-1 font-medium text-red-700">
                      <AlertCircle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" /> {item.error}
                    </span>
                  )}
                </p>
              </div>
              {item.status === 'failed' && (
                <Button type="button" variant="ghost" size="icon" onClick={() => upload(item)} aria-label={t('evidence.retry', { name: item.file.name })} disabled={disabled}>
                  <RotateCcw aria-hidden="true" className="h-4 w-4" />
                </Button>
              )}
              <Button type="button" variant="ghost" size="icon" onClick={() => remove(item)} aria-label={t('evidence.remove', { name: item.file.name })} disabled={disabled}>
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {uploading > 0
          ? uploading === 1 ? t('evidence.uploadingOne') : t('evidence.uploadingMany', { count: uploading })
          : files.length > 0 ? t('evidence.uploaded', { done: files.filter((item) => item.status === 'done').length, total: files.length }) : ''}
      </p>
    </fieldset>
  );
}
