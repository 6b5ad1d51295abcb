import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../auth';
import { CredentialsForm } from './credentials-form';
import { simpleLogin } from './simple-login';

interface Diagnosis {
  signIn: string;
  session: string;
}

/** Sign-in diagnostics: what the sign-in call and the session check answered, in plain words. */
export default function AuthTestPage() {
  const { t } = useTranslation('altLogin');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);

  const run = async (email: string, password: string) => {
    setPending(true);
    const result = await simpleLogin(queryClient, email, password);
    const signIn = result.ok ? t('authTest.signedInAs', { username: result.user.username }) : `${result.status ?? t('authTest.noResponse')}: ${result.message}`;
    let session: string;
    try {
      const response = await fetch('/api/auth/me', { credentials: 'include' });
      session = t(response.ok ? 'authTest.sessionActive' : 'authTest.noSession', { status: response.status });
    } catch {
      session = t('authTest.connectionError');
    }
    setDiagnosis({ signIn, session });
    setPending(false);
  };

  return (
    <AuthCard title={t('authTest.title')} subtitle={t('authTest.subtitle')}>
      <CredentialsForm
        submitLabel={t('authTest.submit')}
        pending={pending}
        onSubmit={(email, password) => void run(email, password)}
        onMissing={() => setDiagnosis({ signIn: t('missingFull'), session: t('authTest.notChecked') })}
      />
      {diagnosis && (
        <dl className="mt-6 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" aria-live="polite">
          <div><dt className="font-semibold text-ink">{t('authTest.signIn')}</dt><dd className="text-muted">{diagnosis.signIn}</dd></div>
          <div><dt className="font-semibold text-ink">{t('authTest.sessionCheck')}</dt><dd className="text-muted">{diagnosis.session}</dd></div>
        </dl>
      )}
    </AuthCard>
  );
}
