import { useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@barteraid/events/contracts/mail';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { mailQueries } from './queries';

const statusText: Record<OutboxMail['status'], string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  held: 'Not sent: no mail server is set up (SMTP_URL)',
  failed: 'Could not be sent',
  skipped: 'Not needed any more',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The admin dashboard's Outbox tab: every mail the site decided to send, newest first, with its
 * text. Without a mail server this is where mail waits, so an operator can forward it by hand.
 */
export function OutboxTab() {
  const outbox = useQuery({ ...mailQueries.outbox(), refetchInterval: 30_000 });
  if (outbox.isPending) return <Spinner label="Loading the outbox…" />;
  if (outbox.isError) return <p role="alert" className="text-sm text-red-700">The outbox could not be loaded. Please try again.</p>;
  const { mails, total } = outbox.data;
  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="text-lg font-semibold text-ink">Outbox ({total})</h2>
      <p className="text-sm text-muted">The newest {mails.length} emails, with their text. Open one to read it.</p>
      {mails.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No emails yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {mails.map((mail) => (
            <li key={mail.id}>
              <Card className="p-4">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium text-ink">{mail.subject}</span>
                    <span className="block text-sm text-muted">
                      To {mail.to} · {when.format(new Date(mail.createdAt))} · {statusText[mail.status]}
                      {mail.lastError ? ` (${mail.lastError})` : ''}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-ink">{mail.text}</pre>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
