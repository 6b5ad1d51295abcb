import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileText, Upload, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/input';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastError } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { ApiError, UploadError, apiPost, serverMessage, uploadFile } from '../../lib/api';
import { SESSION_KEY, useSession } from '../../lib/session';
import type { VerificationSubmissionAnswer, VerificationSubmissionBody } from '@barteraid/events/contracts/verification';
import { verificationTypes, type FormFieldSpec, type VerificationTypeSpec } from './verification-types';
import { verificationQueries } from './queries';
import { useMyVerification, VerificationStatusPanel } from './verification-status';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const ACCEPTED_FILE = /\.(pdf|jpe?g|png)$/i;
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 10;

/** The business types' words (`verification:businessTypes`); the server keeps the English option. */
const businessTypeKeys: Record<string, 'medical' | 'response' | 'security' | 'transportation' | 'communications' | 'utilities' | 'food' | 'shelter' | 'other'> = {
  'Medical Services': 'medical',
  'Emergency Response': 'response',
  'Security Services': 'security',
  Transportation: 'transportation',
  Communications: 'communications',
  Utilities: 'utilities',
  'Food Services': 'food',
  'Shelter Services': 'shelter',
  Other: 'other',
};
const hinted = (name: string): name is 'ebtCardNumber' | 'taxId' | 'ein' => name === 'ebtCardNumber' || name === 'taxId' || name === 'ein';

/** The field a server validation error names (`formData.ebtCardNumber` → `ebtCardNumber`). */
function serverField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const field = (JSON.parse(error.bodyText) as { field?: unknown }).field;
    return typeof field === 'string' ? field.replace(/^formData\./, '') : null;
  } catch {
    return null;
  }
}

function FieldControl({ spec, value, error, onChange }: { spec: FormFieldSpec; value: string; error: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation('verification');
  const optionLabel = (option: string) => {
    const key = businessTypeKeys[option];
    return key ? t(`businessTypes.${key}`) : option;
  };
  const common = { name: spec.name, value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  const control =
    spec.kind === 'textarea' ? <Textarea rows={3} {...common} />
    : spec.kind === 'select' ? (
      <Select {...common}>
        <option value="">{t('choose')}</option>
        {spec.options?.map((option) => <option key={option} value={option}>{optionLabel(option)}</option>)}
      </Select>
    ) : spec.name === 'ebtCardNumber' ? (
      <Input type="text" inputMode="numeric" maxLength={4} autoComplete="off" {...common} />
    ) : <Input type={spec.kind === 'number' ? 'number' : spec.kind === 'tel' ? 'tel' : 'text'} inputMode={spec.kind === 'number' ? 'numeric' : undefined} {...common} />;
  return (
    <Field
      label={t(`fields.${spec.name}` as 'fields.address', { defaultValue: spec.label })}
      hint={hinted(spec.name) ? t(`hints.${spec.name}`) : spec.hint}
      error={error}
      optional={spec.optional}
      className={spec.kind === 'textarea' ? 'sm:col-span-2' : undefined}
    >
      {control}
    </Field>
  );
}

function VerificationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('verification');
  const [type, setType] = useState<VerificationTypeSpec | null>(null);
  const [formData, setFormData] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const wrongType = chosen.filter((file) => !ACCEPTED_FILE.test(file.name));
    const tooLarge = chosen.filter((file) => file.size > MAX_BYTES);
    const accepted = chosen.filter((file) => !wrongType.includes(file) && !tooLarge.includes(file));
    const next = [...files, ...accepted.filter((file) => !files.some((kept) => kept.name === file.name && kept.size === file.size))].slice(0, MAX_FILES);
    setFiles(next);
    setFileProblem(
      wrongType.length > 0 ? t('wrongType', { names: wrongType.map((file) => file.name).join(', ') })
      : tooLarge.length > 0 ? t('tooLarge', { names: tooLarge.map((file) => file.name).join(', ') })
      : null,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || files.length === 0) return;
    setPending(true);
    setFieldError(null);
    try {
      const documents = [];
      for (const file of files) {
        const uploaded = await uploadFile(file, 'verification-document');
        documents.push({ name: file.name, objectId: uploaded.objectId });
      }
      await apiPost<VerificationSubmissionAnswer>('/api/user/verification', {
        verificationType: type.id,
        formData,
        documents,
        status: 'pending',
      } satisfies VerificationSubmissionBody);
      toast({ title: t('submitted'), description: t('submittedDescription') });
      onSubmitted();
    } catch (failure) {
      const message =
        failure instanceof UploadError ? (failure.reason ? `${failure.message}: ${failure.reason}` : failure.message)
        : serverMessage(failure) ?? t('failed');
      const field = serverField(failure);
      if (field && message) setFieldError({ field, message });
      toastError(t('submissionFailed'), message);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{t('step1')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {verificationTypes.map((option) => (
            <label
              key={option.id}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border bg-white p-4 hover:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                type?.id === option.id ? 'border-brand-700 ring-2 ring-brand-600' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="verificationType"
                value={option.id}
                checked={type?.id === option.id}
                onChange={() => { setType(option); setFormData({}); setFieldError(null); }}
                className="sr-only"
              />
              <span className="block font-semibold text-ink">{t(`types.${option.id}.title`)}</span>
              <span className="mt-1 block text-sm text-muted">{t(`types.${option.id}.description`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <form onSubmit={submit} noValidate className="mt-8 space-y-8" aria-label={t('form')}>
        {type && (
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-ink">{t('step2', { type: t(`types.${type.id}.title`) })}</h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {type.fields.map((spec) => (
                <FieldControl
                  key={spec.name}
                  spec={spec}
                  value={formData[spec.name] ?? ''}
                  error={fieldError?.field === spec.name ? fieldError.message : null}
                  onChange={(value) => setFormData((data) => ({ ...data, [spec.name]: value }))}
                />
              ))}
            </div>
          </Card>
        )}
        {type && (
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-ink">{t('step3')}</h2>
            <p className="mt-1 text-sm text-muted">{t('required', { documents: t(`types.${type.id}.documents`) })}</p>
            <Field label={t('documents')} className="mt-4" error={fileProblem ?? (fieldError?.field.startsWith('documents') ? fieldError.message : null)}>
              <Input type="file" multiple accept={ACCEPT} className="h-auto py-2" onChange={chooseFiles} />
            </Field>
            {files.length > 0 && (
              <ul className="mt-3 space-y-1 text-sm" aria-label={t('chosenDocuments')}>
                {files.map((file) => (
                  <li key={`${file.name}-${file.size}`} className="flex items-center gap-2">
                    <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                    <span className="min-w-0 break-all text-ink">{file.name}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2"
                      aria-label={t('remove', { name: file.name })}
                      onClick={() => setFiles(files.filter((kept) => kept !== file))}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
        <div className="space-y-2">
          <Button type="submit" size="lg" disabled={!type || files.length === 0 || pending}>
            <Upload aria-hidden="true" className="h-4 w-4" /> {pending ? t('submitting') : t('submit')}
          </Button>
          {(!type || files.length === 0) && <p className="text-sm text-muted">{t('chooseFirst')}</p>}
        </div>
      </form>
    </>
  );
}

export default function VerificationFormsPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const verification = useMyVerification(Boolean(user));
  const { t } = useTranslation('verification');

  if (!user) {
    return (
      <Page title={t('title')} intro={t('signedOutIntro')}>
        <p className="text-muted">{t('signedOutBefore')}<Link to="/auth/login?next=%2Fverification-forms" className="font-semibold text-brand-700 underline">{t('signedOutLink')}</Link>{t('signedOutAfter')}</p>
      </Page>
    );
  }

  const onSubmitted = () => {
    void queryClient.invalidateQueries({ queryKey: verificationQueries.mine().queryKey });
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };

  return (
    <Page title={t('title')} intro={t('intro')} width="wide">
      {verification.isLoading ? <Spinner /> : (
        <div className="space-y-8">
          {verification.data && <VerificationStatusPanel verification={verification.data} />}
          {verification.isError && <p className="text-muted">{t('statusFailed')}</p>}
          {(verification.data?.canSubmit ?? true) && <VerificationForm onSubmitted={onSubmitted} />}
        </div>
      )}
    </Page>
  );
}
