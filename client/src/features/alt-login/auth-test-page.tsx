import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AuthCard } from '../auth';
import { CredentialsForm } from './credentials-form';
import { simpleLogin } from './simple-login';

interface Diagnosis {
  signIn: string;
  session: string;
}

/** Sign-in diagnostics: what the sign-in call and the session check answered, in plain words. */
export default function AuthTestPage() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);

  const run = async (email: string, password: string) => {
    setPending(true);
    const result = await simpleLogin(queryClient, email, password);
    const signIn = result.ok ? `OK: signed in as ${result.user.username}` : `${result.status ?? 'No response'}: ${result.message}`;
    let session: string;
    try {
      const response = await fetch('/api/auth/me', { credentials: 'include' });
      session = response.ok ? `${response.status}: session active` : `${response.status}: no session`;
    } catch {
      session = 'Connection error: Unable to connect to server';
    }
    setDiagnosis({ signIn, session });
    setPending(false);
  };

  return (
    <AuthCard title="Sign-In Diagnostics" subtitle="Checks your credentials and your session, and shows what the server answered.">
      <CredentialsForm
        submitLabel="Run Check"
        pending={pending}
        onSubmit={(email, password) => void run(email, password)}
        onMissing={() => setDiagnosis({ signIn: 'Missing Information: Please enter both email and password.', session: 'not checked' })}
      />
      {diagnosis && (
        <dl className="mt-6 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" aria-live="polite">
          <div><dt className="font-semibold text-ink">Sign-in</dt><dd className="text-muted">{diagnosis.signIn}</dd></div>
          <div><dt className="font-semibold text-ink">Session check</dt><dd className="text-muted">{diagnosis.session}</dd></div>
        </dl>
      )}
    </AuthCard>
  );
}
