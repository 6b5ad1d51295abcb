import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { usePendingWrites } from '../../lib/outbox';
import { useMarkConversationRead, useSendMessage, useTrade, useTradeMessages, TradePanel } from '../trades';
import { DisputeNotice, OpenDisputeButton } from '../disputes';
import { ReportButton } from '../moderation';
import { profilePath } from '../profiles';
import { BlockButton } from '../blocks';
import { useConversationOnScreen } from '../notifications';

const MAX_LENGTH = 4000;
const composer =
  'block h-16 w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

interface ChatPaneProps {
  tradeId: string;
  memberId: string;
  onBack: () => void;
}

/** One trade's conversation: the proposal, the messages (plain text only) and the send form. */
export function ChatPane({ tradeId, memberId, onBack }: ChatPaneProps) {
  const trade = useTrade(tradeId);
  const messages = useTradeMessages(tradeId);
  const send = useSendMessage(tradeId);
  useConversationOnScreen(tradeId);
  const markRead = useMarkConversationRead();
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const bottom = useRef<HTMLDivElement>(null);

  const list = messages.data ?? [];
  const unreadToMe = list.filter((message) => message.recipientId === memberId && !message.isRead).length;
  const { mutate: markReadNow } = markRead;
  // Reading happens when the conversation is open and something addressed to this member is unread.
  useEffect(() => {
    if (unreadToMe > 0) markReadNow(tradeId);
  }, [tradeId, unreadToMe, markReadNow]);

  // Written without a connection: shown at the end until the server has them.
  const waiting = usePendingWrites(memberId).flatMap((pending) => (pending.kind === 'message' && pending.body.tradeId === tradeId ? [pending] : []));

  const lastId = list[list.length - 1]?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId, waiting.length]);

  if (trade.isLoading) return <Spinner />;
  if (trade.isError || !trade.data) {
    return <p className="p-6 text-sm text-muted">{t('messages.notFound')}</p>;
  }
  const current = trade.data;
  const content = draft.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || send.isPending) return;
    send.mutate(
      { recipientId: current.counterparty.id, content },
      {
        onSuccess: () => setDraft(''),
        onError: (error) => toastError(t('messages.sendFailed'), serverMessage(error) ?? (error instanceof Error ? error.message : t('common.pleaseTryAgain'))),
      },
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label={t('messages.back')}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-ink">
            <Link to={profilePath(current.counterparty.username)} className="hover:underline">
              {current.counterparty.username}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted">
            {t('messages.about')}
            <Link to={`/listings/${current.listingId}`} className="underline underline-offset-2">{current.listingTitle}</Link>
          </p>
        </div>
        {/* Icons only on phones; the accessible names say what each does. */}
        <div className="flex shrink-0 items-center">
          <ReportButton target={{ subject: 'conversation', tradeId, username: current.counterparty.username }} compact className="text-muted" />
          <BlockButton member={current.counterparty} compact className="text-muted" />
        </div>
      </header>
      {/* A long proposal scrolls on its own, so on a small phone the messages and the composer stay on screen. */}
      <div className="max-h-[40dvh] shrink-0 overflow-y-auto">
        <TradePanel
          trade={current}
          notice={<DisputeNotice trade={current} />}
          disputeAction={(disabled) => <OpenDisputeButton trade={current} disabled={disabled} />}
        />
      </div>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-canvas p-4" aria-live="polite" aria-label={t('messages.messagesLabel')}>
        {messages.isLoading ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className="text-center text-sm text-muted">{t('messages.empty')}</p>
        ) : (
          list.map((message) => {
            const mine = message.senderId === memberId;
            return (
              <div key={message.id} className={cn('flex items-end gap-1', mine ? 'justify-end' : 'justify-start')}>
                <div className={cn('max-w-[80%] rounded-2xl px-3 py-2 shadow-sm', mine ? 'bg-brand-700 text-white' : 'bg-white text-ink')}>
                  <p className="sr-only">{t('messages.wrote', { name: mine ? t('common.you') : message.senderName })}</p>
                  <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p>
                  <p className={cn('mt-1 text-[11px]', mine ? 'text-brand-100' : 'text-muted')}>
                    {formatDateTime(message.createdAt, { hour: 'numeric', minute: '2-digit' })}
                    {mine && message.isRead ? t('messages.read') : ''}
                  </p>
                </div>
                {!mine && (
                  <ReportButton
                    target={{ subject: 'message', tradeId, messageId: message.id, username: message.senderName, excerpt: message.content }}
                    iconOnly
                    className="shrink-0 text-muted"
                  />
                )}
              </div>
            );
          })
        )}
        {waiting.map((pending) => (
          <div key={pending.id} className="flex justify-end">
            <div className="max-w-[80%] rounded-2xl border border-dashed border-brand-700 bg-brand-50 px-3 py-2 text-ink">
              <p className="sr-only">{t('messages.wrote', { name: t('common.you') })}</p>
              <p className="whitespace-pre-wrap break-words text-sm">{pending.body.content}</p>
              <p className="mt-1 text-[11px] text-muted">{t('offline.waiting')}</p>
            </div>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
        <label className="flex-1">
          <span className="sr-only">{t('messages.message')}</span>
          <textarea
            value={draft}
            maxLength={MAX_LENGTH}
            rows={2}
            className={composer}
            placeholder={t('messages.placeholder', { username: current.counterparty.username })}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
          />
        </label>
        <Button type="submit" disabled={!content || send.isPending} aria-label={t('messages.sendLabel')}>
          <Send aria-hidden="true" className="h-4 w-4" /> <span className="hidden sm:inline">{t('messages.send')}</span>
        </Button>
      </form>
    </div>
  );
}
