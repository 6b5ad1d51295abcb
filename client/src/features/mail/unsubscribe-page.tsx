import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { UnsubscribeAnswer, UnsubscribeBody } from '@barteraid/events/contracts/mail';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { apiPost, serverMessage } from '../../lib/api';

/**
 * Where a mail's unsubscribe link leads. It asks for one click rather than acting on opening: mail
 * scanners open links in mails, and should not turn anyone's mail off. No sign-in is needed.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const unsubscribe = async () => {
    setPending(true);
    setError(null);
    try {
      const done = await apiPost<UnsubscribeAnswer>('/api/mail/unsubscribe', { token } satisfies UnsubscribeBody);
      setAnswer(done?.message ?? 'You will no longer get these emails.');
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Page title="Email preferences">
      <Card className="mx-auto max-w-lg p-6">
        {answer ? (
          <div className="space-y-4">
            <FormAlert tone="success" message={answer} />
            <Button asChild variant="outline"><Link to="/settings">Open your settings</Link></Button>
          </div>
        ) : !token ? (
          <FormAlert message="This unsubscribe link is incomplete. You can change which emails you get in your settings." />
        ) : (
          <div className="space-y-4">
            <p className="text-ink">Stop getting emails like the one you came from? You can turn them back on in your settings at any time.</p>
            <FormAlert message={error} />
            <Button onClick={unsubscribe} disabled={pending}>{pending ? 'Saving…' : 'Unsubscribe'}</Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
