import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { AuthCard, HelplineNotice } from '../auth';
import { CredentialsForm } from './credentials-form';
import { simpleLogin } from './simple-login';
import { variants, type VariantName } from './variants';


export function AltLoginPage({ variant }: { variant: VariantName }) {
  const page = variants[variant];
  const { t } = useTranslation('altLogin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (email: string, password: string) => {
    setPending(true);
    setError(null);
    const result = await simpleLogin(queryClient, email, password);
    if (result.ok) {
      toast({ title: t('signedIn'), description: t('welcome', { username: result.user.username }) });
      setTimeout(() => navigate(page.destination, { replace: true }), 500);
      return;
    }
    setPending(false);
    setError(result.message);
    toastError(t('failed'), result.message);
  };

  return (
    <AuthCard title={t(`variants.${variant}.title`)} subtitle={t(`variants.${variant}.intro`)}>
      <div className="space-y-5">
        <FormAlert message={error} />
        <CredentialsForm
          submitLabel={t(`variants.${variant}.submit`)}
          pending={pending}
          onSubmit={(email, password) => void signIn(email, password)}
          onMissing={() => {
            setError(t('missingFull'));
            toastError(t('missingTitle'), t('missing'));
          }}
        />
        <p className="text-center text-sm text-muted">
          {t('preferBefore')}<Link to="/auth/login" className="font-semibold text-brand-700 underline">{t('standard')}</Link>
        </p>
        <HelplineNotice />
      </div>
    </AuthCard>
  );
}
