import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { storedText } from '../../i18n/stored-text';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamThreadMessage } from '@barteraid/events/contracts/team-messages';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

const MAX_LENGTH = 4000;
const composer =
  'block h-16 w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

interface ThreadViewProps {
  header: ReactNode;
  messages: TeamThreadMessage[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Whose side is "mine": the member's in /messages, the team's in /admin. */
  mine: TeamThreadMessage['from'];
  empty: string;
  placeholder: string;
  sending: boolean;
  send: (text: string) => Promise<unknown>;
}

const when = (at: string) => formatDateTime(at);

/** A thread with the team, oldest first, and the reply box (Enter sends, Shift+Enter breaks the line). */
export function ThreadView({ header, messages, isLoading, isError, mine, empty, placeholder, sending, send }: ThreadViewProps) {
  const [draft, setDraft] = useState('');
  const { t } = useTranslation();
  const bottom = useRef<HTMLDivElement>(null);
  const list = messages ?? [];
  const lastId = list[list.length - 1]?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  const content = draft.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || sending) return;
    send(content).then(
      () => setDraft(''),
      (error: unknown) => toastError(t('messages.sendFailed'), serverMessage(error) ?? t('common.pleaseTryAgain')),
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {header}
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-canvas p-4" aria-live="polite" aria-label="Messages">
        {isLoading ? (
          <Spinner label={t('messages.teamThread.loading')} />
        ) : isError ? (
          <p className="text-center text-sm text-muted">{t('messages.teamThread.loadFailed')}</p>
        ) : list.length === 0 ? (
          <p className="text-center text-sm text-muted">{empty}</p>
        ) : (
          list.map((message) => {
            const own = message.from === mine;
            return (
              <article key={message.id} className={cn('flex', own ? 'justify-end' : 'justify-start')} aria-label={t('messages.teamThread.said', { who: own ? t('common.you') : storedText(message.senderName, message.senderNameMessage), when: when(message.createdAt) })}>
                <div className={cn('max-w-[85%] rounded-2xl px-3 py-2 shadow-sm', own ? 'bg-brand-700 text-white' : 'bg-white text-ink')}>
                  <p className={cn('text-xs font-semibold', own ? 'text-brand-100' : 'text-brand-800')}>{own ? t('common.you') : storedText(message.senderName, message.senderNameMessage)}</p>
                  {message.subject && <h3 className="mt-0.5 text-sm font-semibold">{message.subject}</h3>}
                  <p className="mt-0.5 whitespace-pre-wrap break-words text-sm">{message.text}</p>
                  <p className={cn('mt-1 text-[11px]', own ? 'text-brand-100' : 'text-muted')}>{when(message.createdAt)}</p>
                </div>
              </article>
            );
          })
        )}
        <div ref={bottom} />
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
        <label className="flex-1">
          <span className="sr-only">{t('messages.teamThread.yourReply')}</span>
          <textarea
            value={draft}
            maxLength={MAX_LENGTH}
            rows={2}
            className={composer}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
          />
        </label>
        <Button type="submit" disabled={!content || sending} aria-label={t('messages.teamThread.sendReply')}>
          <Send aria-hidden="true" className="h-4 w-4" /> <span className="hidden sm:inline">{t('messages.send')}</span>
        </Button>
      </form>
    </div>
  );
}
