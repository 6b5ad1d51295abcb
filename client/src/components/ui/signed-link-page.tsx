import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from './button';
import { Card } from './card';
import { FormAlert } from './form-alert';
import { Page } from './page';
import { serverMessage } from '../../lib/api';

export interface SignedLinkTexts {
  title: string;
  question: string;
  confirm: string;
  pending: string;
  /** The link came without its token (cut short by a mail program). */
  incomplete: string;
  failed: string;
  openSettings: string;
}

/**
 * Where a signed link from a mail leads (unsubscribe, stop an alert). It asks for one tap rather
 * than acting on opening: mail scanners open links. No sign-in is needed: the token is signed.
 * `act` sends the token and resolves with what to tell the member.
 */
export function SignedLinkPage({ texts, act }: { texts: SignedLinkTexts; act: (token: string) => Promise<string> }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      setAnswer(await act(token));
    } catch (failure) {
      setError(serverMessage(failure) ?? texts.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Page title={texts.title}>
      <Card className="mx-auto max-w-lg p-6">
        {answer ? (
          <div className="space-y-4">
            <FormAlert tone="success" message={answer} />
            <Button asChild variant="outline"><Link to="/settings">{texts.openSettings}</Link></Button>
          </div>
        ) : !token ? (
          <FormAlert message={texts.incomplete} />
        ) : (
          <div className="space-y-4">
            <p className="text-ink">{texts.question}</p>
            <FormAlert message={error} />
            <Button onClick={confirm} disabled={pending}>{pending ? texts.pending : texts.confirm}</Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
