import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { FormAlert } from '../../components/ui/form-alert';
import { AuthCard, HelplineNotice } from '../auth';
import { CredentialsForm } from './credentials-form';
import { simpleLogin } from './simple-login';

type Step = { name: 'prompt' } | { name: 'authenticating' } | { name: 'granted'; username: string } | { name: 'failed'; message: string };

const GRANTED_REDIRECT_MS = 1500;

/** Emergency access in four steps: prompt, authenticating, granted (then the dashboard), failed. */
export default function EmergencyLoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'prompt' });
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (step.name !== 'granted') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), GRANTED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  const signIn = async (email: string, password: string) => {
    setStep({ name: 'authenticating' });
    const result = await simpleLogin(queryClient, email, password);
    setStep(result.ok ? { name: 'granted', username: result.user.username } : { name: 'failed', message: result.message });
  };

  return (
    <AuthCard title="Emergency Access" subtitle="Sign in quickly to reach your trades and messages during an emergency.">
      <div aria-live="polite">
        {step.name === 'prompt' && (
          <div className="space-y-5">
            <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0" /> If anyone is in danger, call 911 before anything else.
            </p>
            {missing && <FormAlert message="Missing Information: Please enter both email and password." />}
            <CredentialsForm submitLabel="Request Emergency Access" pending={false} onSubmit={(email, password) => void signIn(email, password)} onMissing={() => setMissing(true)} />
          </div>
        )}
        {step.name === 'authenticating' && (
          <div className="text-center">
            <Spinner label="Authenticating" />
            <p className="font-semibold text-ink">Authenticating…</p>
          </div>
        )}
        {step.name === 'granted' && (
          <div className="py-6 text-center" role="status">
            <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
            <h2 className="mt-3 text-xl font-semibold text-ink">Access Granted</h2>
            <p className="mt-1 text-muted">Welcome, {step.username}. Taking you to your dashboard…</p>
          </div>
        )}
        {step.name === 'failed' && (
          <div className="space-y-4 text-center">
            <XCircle aria-hidden="true" className="mx-auto h-12 w-12 text-red-700" />
            <h2 className="text-xl font-semibold text-ink">Access Failed</h2>
            <FormAlert message={step.message} />
            <div className="flex flex-col gap-2">
              <Button onClick={() => setStep({ name: 'prompt' })}>Try again</Button>
              <Button asChild variant="outline"><Link to="/auth/login">Use the standard sign-in</Link></Button>
            </div>
          </div>
        )}
      </div>
      <div className="mt-6"><HelplineNotice /></div>
    </AuthCard>
  );
}
