import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { AuthCard, HelplineNotice } from '../auth';
import { CredentialsForm } from './credentials-form';
import { simpleLogin } from './simple-login';
import { variants, type VariantName } from './variants';

const MISSING = ['Missing Information', 'Please enter both email and password.'] as const;

export function AltLoginPage({ variant }: { variant: VariantName }) {
  const page = variants[variant];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (email: string, password: string) => {
    setPending(true);
    setError(null);
    const result = await simpleLogin(queryClient, email, password);
    if (result.ok) {
      toast({ title: 'Signed in', description: `Welcome, ${result.user.username}.` });
      setTimeout(() => navigate(page.destination, { replace: true }), 500);
      return;
    }
    setPending(false);
    setError(result.message);
    toastError('Login Failed', result.message);
  };

  return (
    <AuthCard title={page.title} subtitle={page.intro}>
      <div className="space-y-5">
        <FormAlert message={error} />
        <CredentialsForm
          submitLabel={page.submitLabel}
          pending={pending}
          onSubmit={(email, password) => void signIn(email, password)}
          onMissing={() => {
            setError(`${MISSING[0]}: ${MISSING[1]}`);
            toastError(...MISSING);
          }}
        />
        <p className="text-center text-sm text-muted">
          Prefer the usual page? <Link to="/auth/login" className="font-semibold text-brand-700 underline">Standard sign-in</Link>
        </p>
        <HelplineNotice />
      </div>
    </AuthCard>
  );
}
