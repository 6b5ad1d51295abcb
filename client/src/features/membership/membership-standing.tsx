import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Gift, Info } from 'lucide-react';
import type { MembershipChange, MembershipStatus } from '@barteraid/events/contracts/membership';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { toast } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import { SESSION_KEY } from '../../lib/session';
import { formatDate } from './format';
import { membershipQueries } from './queries';
import { tierName } from './tiers';

/** Which free tier an approved verification grants (the server's rule, `freeTierFor`), said on /membership. */
export const FREE_TIER_RULE =
  'An approved verification grants the free membership it qualifies for: EBT cardholders and people on government assistance get Assistance Member; churches and emergency-service businesses get Emergency Services Business. If you applied for that membership (or chose it when you registered) it becomes yours when your verification is approved; otherwise we offer it to you here.';

/** The line under "Your current membership": where the tier stands, in the member's words. */
export function standingText(status: MembershipStatus): string {
  if (status.standing === 'none') {
    return status.tier === 'guest_trial' && status.trialExpiresAt
      ? `Your trial ended ${formatDate(status.trialExpiresAt)}. You have no active membership; your account, listings and credits stay.`
      : 'You have no active membership. Your account, listings and credits stay; choose a membership below to continue with its benefits.';
  }
  if (status.standing === 'pending_payment') return 'Pending payment: standard membership starts when your first $10 payment is received.';
  if (status.standing === 'past_due') return 'Payment past due: your last renewal was not collected. Your bank or card provider will try again.';
  if (status.tier === 'guest_trial' && status.trialExpiresAt) {
    return status.trialActive
      ? `Trial ends ${formatDate(status.trialExpiresAt)} (${status.trialDaysLeft} ${status.trialDaysLeft === 1 ? 'day' : 'days'} left).`
      : `Your trial ended ${formatDate(status.trialExpiresAt)}.`;
  }
  if (status.tier === 'standard') {
    const end = status.standard?.currentPeriodEnd;
    if (status.standard?.cancelAtPeriodEnd) return `Cancelled: standard membership ends ${end ? formatDate(end) : 'at the end of the paid period'}.`;
    return `Full marketplace access${end ? `, renews ${formatDate(end)}` : ''}.`;
  }
  return `Free after verification. Verification ${status.verificationStatus}.`;
}

function useMembershipChange(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<MembershipChange>(path),
    onSuccess: async (answer) => {
      toast({ title: 'Membership updated', description: answer.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueries.status().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    },
  });
}

/** Cancel standard at the end of the paid period, after the member confirms. */
export function CancelStandard({ status }: { status: MembershipStatus }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMembershipChange('/api/membership/cancel');
  if (status.tier !== 'standard' || (status.standing !== 'active' && status.standing !== 'past_due') || status.standard?.cancelAtPeriodEnd) return null;
  return (
    <div className="space-y-2 text-sm text-brand-900">
      {confirming ? (
        <div role="group" aria-label="Cancel standard membership" className="flex flex-wrap items-center gap-2">
          <span>Cancel at the end of the paid period? You keep your account, listings and credits.</span>
          <Button size="sm" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            Keep my membership
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Cancel standard membership
        </Button>
      )}
      {cancel.isError && <FormAlert message={serverMessage(cancel.error)} />}
    </div>
  );
}

/** A free tier the member's approved verification qualifies them for, waiting for them to accept it. */
export function FreeTierOffer({ status }: { status: MembershipStatus }) {
  const accept = useMembershipChange('/api/membership/free-tier-offer/accept');
  const offer = status.freeTierOffer;
  if (!offer) return null;
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-lg border border-brand-300 bg-white p-3 text-sm text-brand-900">
      <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1">
        Your approved {offer.verificationType} verification qualifies you for <strong>{tierName(offer.tier)}</strong>, free of charge.
        {status.tier === 'standard' && status.standing === 'active' ? ' Cancel your standard membership first if you do not want to pay for it any more.' : ''}
      </p>
      <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? 'Accepting…' : `Accept ${tierName(offer.tier)}`}
      </Button>
      {accept.isError && <FormAlert message={serverMessage(accept.error)} />}
    </div>
  );
}

/** The rule that turns an approved verification into a free tier. */
export function FreeTierRule() {
  return (
    <p className="mt-6 flex items-start gap-2 text-sm text-muted">
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {FREE_TIER_RULE} <Link to="/verification-forms" className="font-semibold text-brand-700 underline">Verify your account</Link>.
      </span>
    </p>
  );
}
