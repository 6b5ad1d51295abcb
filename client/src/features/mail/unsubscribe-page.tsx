import { useTranslation } from 'react-i18next';
import type { UnsubscribeAnswer, UnsubscribeBody } from '@barteraid/events/contracts/mail';
import { SignedLinkPage } from '../../components/ui/signed-link-page';
import { apiPost } from '../../lib/api';

/** Where a mail's unsubscribe link leads: one click turns that kind of mail off. */
export default function UnsubscribePage() {
  const { t } = useTranslation('account');
  return (
    <SignedLinkPage
      texts={{
        title: t('unsubscribe.title'),
        question: t('unsubscribe.question'),
        confirm: t('unsubscribe.unsubscribe'),
        pending: t('unsubscribe.saving'),
        incomplete: t('unsubscribe.incomplete'),
        failed: t('unsubscribe.failed'),
        openSettings: t('unsubscribe.openSettings'),
      }}
      act={async (token) => {
        const done = await apiPost<UnsubscribeAnswer>('/api/mail/unsubscribe', { token } satisfies UnsubscribeBody);
        // The server names the kind in English; the kind it answers is named in the language on screen.
        return done ? t('unsubscribe.doneKind', { kind: t(`mail.kinds.${done.kind}`, { defaultValue: done.kind }), defaultValue: done.message }) : t('unsubscribe.done');
      }}
    />
  );
}
