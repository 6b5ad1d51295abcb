import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { AlertCircle, CheckCircle2, FileText, Loader2, Paperclip, RotateCcw, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { UploadError, serverMessage, uploadFile } from '../../lib/api';
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
  if (failure instanceof UploadError) return failure.reason ?? 'The file could not be uploaded. Please try again.';
  return serverMessage(failure) ?? 'The file could not be uploaded. Please try again.';
}

let counter = 0;

/**
 * Up to five photos or PDFs for a dispute: each is uploaded as soon as it is chosen (purpose
 * `dispute-evidence`), with its state shown and announced; failed ones can be tried again or removed.
 */
export function EvidencePicker({ files, onChange, disabled }: { files: EvidenceFile[]; onChange: (update: (files: EvidenceFile[]) => EvidenceFile[]) => void; disabled?: boolean }) {
  const inputId = useId();
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
      wrongType.length > 0 && `${wrongType.map((file) => file.name).join(', ')}: only photos (JPG, PNG, WebP) and PDFs can be attached.`,
      tooLarge.length > 0 && `${tooLarge.map((file) => file.name).join(', ')}: files can be at most 5 MB.`,
      fitting.length > added.length && `At most ${DISPUTE_LIMITS.evidenceMax} files can be attached.`,
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
        Evidence <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-muted">
        Up to {DISPUTE_LIMITS.evidenceMax} photos (JPG, PNG, WebP) or PDFs, 5 MB each. Only the other member and administrators can see them.
      </p>
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
          <Paperclip aria-hidden="true" className="h-4 w-4" /> {full ? `${DISPUTE_LIMITS.evidenceMax} files attached` : 'Attach photos or PDFs'}
        </label>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className="space-y-2" aria-label="Attached files">
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
                      <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" /> Uploading… {sizeOf(item.file.size)}
                    </>
                  )}
                  {item.status === 'done' && (
                    <>
                      <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5 text-green-700" /> Uploaded · {sizeOf(item.file.size)}
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
                <Button type="button" variant="ghost" size="icon" onClick={() => upload(item)} aria-label={`Try uploading ${item.file.name} again`} disabled={disabled}>
                  <RotateCcw aria-hidden="true" className="h-4 w-4" />
                </Button>
              )}
              <Button type="button" variant="ghost" size="icon" onClick={() => remove(item)} aria-label={`Remove ${item.file.name}`} disabled={disabled}>
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {uploading > 0 ? `Uploading ${uploading === 1 ? '1 file' : `${uploading} files`}…` : files.length > 0 ? `${files.filter((item) => item.status === 'done').length} of ${files.length} files uploaded.` : ''}
      </p>
    </fieldset>
  );
}
