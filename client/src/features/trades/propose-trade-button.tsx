import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogHeading, DialogPanel } from '../../components/ui/dialog-panel';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Textarea } from '../../components/ui/input';
import { apiGet, serverMessage } from '../../lib/api';
import type { Trade } from '@barteraid/events/contracts/trades';
import { useProposeTrade } from './trade-api';
import { tradeQueries } from './queries';

interface ProposeTradeButtonProps {
  listingId: string;
  title: string;
  /** The listing's credits, the default amount (the server uses them when none is given). */
  credits?: string;
  size?: ButtonProps['size'];
  className?: string;
}

const ACTIVE = new Set(['pending', 'accepted']);

/** The conversation page of one trade. */
export const conversationPath = (tradeId: string) => `/messages?trade=${encodeURIComponent(tradeId)}`;

/**
 * Contact on a listing: proposes a trade (amount and terms) and opens its conversation. A member
 * who already has an open trade about this listing goes straight to that conversation.
 */
export function ProposeTradeButton({ listingId, title, credits, size = 'md', className }: ProposeTradeButtonProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const propose = useProposeTrade();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(credits ?? '');
  const [terms, setTerms] = useState(() => t('trades.propose.greeting', { title }));
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    const trades = await queryClient.fetchQuery({ ...tradeQueries.mine(), queryFn: () => apiGet<Trade[]>('/api/user/trades'), staleTime: 0 }).catch(() => []);
    const existing = trades.find((trade) => trade.listingId === listingId && ACTIVE.has(trade.status));
    if (existing) navigate(conversationPath(existing.id));
    else setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!terms.trim()) return setError(t('trades.propose.sayWhat'));
    if (amount.trim() && !/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return setError(t('trades.propose.amountFormat'));
    setError(null);
    propose.mutate(
      { listingId, proposedTerms: terms.trim(), ...(amount.trim() ? { creditAmount: amount.trim() } : {}) },
      {
        onSuccess: (trade) => {
          setOpen(false);
          navigate(conversationPath(trade.id));
        },
        onError: (failure) => setError(serverMessage(failure) ?? t('trades.propose.failed')),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button size={size} className={className} onClick={() => void start()} aria-label={t('marketplace.contact.contactAbout', { title })}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> {t('marketplace.contact.contact')}
      </Button>
      <DialogPanel width="30rem">
          <DialogHeading>{t('trades.propose.title')}</DialogHeading>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {t('trades.propose.description', { title })}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <FormAlert message={error} />
            <Field label={t('trades.propose.credits')} hint={t('trades.propose.creditsHint')}>
              <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </Field>
            <Field label={t('trades.propose.proposal')}>
              <Textarea value={terms} maxLength={2000} onChange={(event) => setTerms(event.target.value)} />
            </Field>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={propose.isPending}>{t('trades.propose.send')}</Button>
            </div>
          </form>
        </DialogPanel>
    </Dialog.Root>
  );
}
