import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Upload } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Select, Textarea } from '../../components/ui/input';
import { Page } from '../../components/ui/page';
import { toast, toastError } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { apiPost, serverMessage } from '../../lib/api';
import { useSession } from '../auth/session';
import { verificationTypes, type FormFieldSpec, type VerificationTypeSpec } from './verification-types';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

function FieldControl({ spec, value, onChange }: { spec: FormFieldSpec; value: string; onChange: (value: string) => void }) {
  const common = { name: spec.name, value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  const control =
    spec.kind === 'textarea' ? <Textarea rows={3} {...common} />
    : spec.kind === 'select' ? (
      <Select {...common}>
        <option value="">Choose…</option>
        {spec.options?.map((option) => <option key={option} value={option}>{option}</option>)}
      </Select>
    ) : <Input type={spec.kind === 'number' ? 'number' : spec.kind === 'tel' ? 'tel' : 'text'} {...common} />;
  return <Field label={spec.label} hint={spec.hint} className={spec.kind === 'textarea' ? 'sm:col-span-2' : undefined}>{control}</Field>;
}

export default function VerificationFormsPage() {
  const { user } = useSession();
  const [type, setType] = useState<VerificationTypeSpec | null>(null);
  const [formData, setFormData] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  if (!user) {
    return (
      <Page title="Verification" intro="Verify to unlock free memberships.">
        <p className="text-muted">Please <Link to="/auth/login?next=%2Fverification-forms" className="font-semibold text-brand-700 underline">log in</Link> to submit your verification.</p>
      </Page>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || files.length === 0) return;
    setPending(true);
    try {
      await apiPost('/api/user/verification', { verificationType: type.id, formData, documents: files.map((file) => file.name), status: 'pending' });
      setDone(true);
      toast({ title: 'Verification Submitted', description: 'We will review your documents within 3-5 business days.' });
    } catch (failure) {
      toastError('Submission Failed', serverMessage(failure) ?? 'Failed to submit verification. Please try again.');
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Page title="Verification" intro="Thank you.">
        <FormAlert tone="success" message="Your verification is pending review. Reviews take 3-5 business days; the result appears on your dashboard." />
      </Page>
    );
  }

  return (
    <Page title="Verification" intro="Choose your category, fill in the details and upload your documents. Reviews take 3-5 business days." width="wide">
      <fieldset>
        <legend className="text-lg font-semibold text-ink">1. Choose your verification type</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="radiogroup" aria-label="Verification type">
          {verificationTypes.map((option) => (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={type?.id === option.id}
              onClick={() => { setType(option); setFormData({}); }}
              className={cn('rounded-xl border bg-white p-4 text-left hover:border-brand-600', type?.id === option.id ? 'border-brand-700 ring-2 ring-brand-600' : 'border-slate-200')}
            >
              <span className="block font-semibold text-ink">{option.title}</span>
              <span className="mt-1 block text-sm text-muted">{option.description}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <form onSubmit={submit} noValidate className="mt-8 space-y-8">
        {type && (
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-ink">2. {type.title} details</h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {type.fields.map((spec) => (
                <FieldControl key={spec.name} spec={spec} value={formData[spec.name] ?? ''} onChange={(value) => setFormData((data) => ({ ...data, [spec.name]: value }))} />
              ))}
            </div>
          </Card>
        )}
        {type && (
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-ink">3. Upload documents</h2>
            <p className="mt-1 text-sm text-muted">Required: {type.documents.join(', ')}. PDF, JPG, JPEG or PNG, up to 5MB each.</p>
            <Field label="Documents" className="mt-4">
              <Input type="file" multiple accept={ACCEPT} className="h-auto py-2" onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
            </Field>
            {files.length > 0 && (
              <ul className="mt-3 list-disc pl-5 text-sm text-muted">
                {files.map((file) => <li key={file.name}>{file.name}</li>)}
              </ul>
            )}
          </Card>
        )}
        <Button type="submit" size="lg" disabled={!type || files.length === 0 || pending}>
          <Upload aria-hidden="true" className="h-4 w-4" /> {pending ? 'Submitting…' : 'Submit Verification'}
        </Button>
      </form>
    </Page>
  );
}
