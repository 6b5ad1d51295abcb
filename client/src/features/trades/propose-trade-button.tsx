import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
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
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(credits ?? '');
  const [terms, setTerms] = useState(`Hi! I'm interested in "${title}".`);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    const trades = await queryClient.fetchQuery({ ...tradeQueries.mine(), queryFn: () => apiGet<Trade[]>('/api/user/trades'), staleTime: 0 }).catch(() => []);
    const existing = trades.find((trade) => trade.listingId === listingId && ACTIVE.has(trade.status));
    if (existing) navigate(conversationPath(existing.id));
    else setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!terms.trim()) return setError('Say what you propose.');
    if (amount.trim() && !/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return setError('Enter an amount of credits, for example 12.50.');
    setError(null);
    propose.mutate(
      { listingId, proposedTerms: terms.trim(), ...(amount.trim() ? { creditAmount: amount.trim() } : {}) },
      {
        onSuccess: (trade) => {
          setOpen(false);
          navigate(conversationPath(trade.id));
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'The proposal could not be sent. Please try again.'),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button size={size} className={className} onClick={() => void start()} aria-label={`Contact about ${title}`}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> Contact
      </Button>
      <DialogPanel width="30rem">
          <DialogHeading>Propose a trade</DialogHeading>
          <Dialog.Description className="mt-1 text-sm text-muted">
            For “{title}”. The owner can accept, counter or decline; you can talk it over in Messages.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <FormAlert message={error} />
            <Field label="Credits" hint="Leave as is to offer the listed amount.">
              <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </Field>
            <Field label="Your proposal">
              <Textarea value={terms} maxLength={2000} onChange={(event) => setTerms(event.target.value)} />
            </Field>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={propose.isPending}>Send proposal</Button>
            </div>
          </form>
        </DialogPanel>
    </Dialog.Root>
  );
}
