import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('altLogin');

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
    <AuthCard title={t('emergency.title')} subtitle={t('emergency.subtitle')}>
      <div aria-live="polite">
        {step.name === 'prompt' && (
          <div className="space-y-5">
            <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0" /> {t('emergency.danger')}
            </p>
            {missing && <FormAlert message={t('missingFull')} />}
            <CredentialsForm submitLabel={t('emergency.submit')} pending={false} onSubmit={(email, password) => void signIn(email, password)} onMissing={() => setMissing(true)} />
          </div>
        )}
        {step.name === 'authenticating' && (
          <div className="text-center">
            <Spinner label={t('emergency.authenticating')} />
            <p className="font-semibold text-ink">{t('emergency.authenticatingText')}</p>
          </div>
        )}
        {step.name === 'granted' && (
          <div className="py-6 text-center" role="status">
            <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
            <h2 className="mt-3 text-xl font-semibold text-ink">{t('emergency.granted')}</h2>
            <p className="mt-1 text-muted">{t('emergency.grantedText', { username: step.username })}</p>
          </div>
        )}
        {step.name === 'failed' && (
          <div className="space-y-4 text-center">
            <XCircle aria-hidden="true" className="mx-auto h-12 w-12 text-red-700" />
            <h2 className="text-xl font-semibold text-ink">{t('emergency.failed')}</h2>
            <FormAlert message={step.message} />
            <div className="flex flex-col gap-2">
              <Button onClick={() => setStep({ name: 'prompt' })}>{t('emergency.tryAgain')}</Button>
              <Button asChild variant="outline"><Link to="/auth/login">{t('emergency.standard')}</Link></Button>
            </div>
          </div>
        )}
      </div>
      <div className="mt-6"><HelplineNotice /></div>
    </AuthCard>
  );
}
