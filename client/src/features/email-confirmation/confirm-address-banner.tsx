import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { apiPost, serverMessage } from '../../lib/api';
import { useOnline } from '../../lib/connection-status';
import { useSession } from '../../lib/session';

/**
 * While the address given at registration waits for its link: which address it went to, a new link
 * on request, and the way to fix a mistyped address (the email change on Settings). The member may
 * use everything meanwhile; only notices by mail wait.
 */
export function ConfirmAddressBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const online = useOnline();
  const [said, setSaid] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => apiPost<MessageResponse>('/api/user/email/confirmation'),
    onSuccess: () => setSaid(t('layout.confirmEmail.sent', { email: user?.email ?? '' })),
    onError: (error) => setSaid(serverMessage(error) ?? t('layout.confirmEmail.failed')),
  });
  // Offline its actions cannot work, and the offline banner is the one to read then.
  if (!user || user.emailConfirmed || !online) return null;
  return (
    <div role="region" aria-label={t('layout.confirmEmail.label')} className="border-b border-sky-200 bg-sky-50 px-4 py-1.5 text-sm text-sky-950">
      <p className="mx-auto max-w-6xl">
        <MailWarning aria-hidden="true" className="mr-1.5 inline h-4 w-4 align-[-2px]" />
        {t('layout.confirmEmail.text', { email: user.email })}{' '}
        <button
          type="button"
          className="font-semibold underline underline-offset-2 disabled:opacity-60"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('layout.confirmEmail.resend')}
        </button>
        {' · '}
        <Link to="/settings#email" className="font-semibold underline underline-offset-2">{t('layout.confirmEmail.change')}</Link>
        {said && <span role="status" className="block">{said}</span>}
      </p>
    </div>
  );
}
